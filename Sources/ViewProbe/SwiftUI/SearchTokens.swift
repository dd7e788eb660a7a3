// Search tokens and scopes (iOS 16): the tokens are views after the search field, one per token
// in the binding; the scopes are in the tree after the view. Choosing a scope is not driven.

nonisolated extension View {
  /// Adds a search field bound to `text`, with `tokens` shown by `token` after it.
  public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    T: View
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    let addToken: (Any) -> Bool = { token in
      guard let token = token as? C.Element else { return false }
      // A token suggestion replaces the text being typed.
      tokens.wrappedValue.append(token)
      text.wrappedValue = ""
      return true
    }
    return modifier(
      _SearchableModifier(text: text, prompt: prompt, isPresented: nil, addToken: addToken)
    )
    .modifier(
      _AttachedContentModifier(
        name: "searchTokens", attached: ForEach(tokens.wrappedValue, content: token)))
  }

  /// Adds a search field bound to `text`, with `tokens`, and a prompt.
  public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    T: View
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
  }

  /// Adds a search field bound to `text`, with `tokens`, and a prompt.
  @_disfavoredOverload
  public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View,
    S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
  }

  /// Adds a search field bound to `text`, with `tokens` and the tokens it suggests (the
  /// suggestions are not shown: they appear while typing).
  public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
  }

  /// Adds scopes to the search field: the scope views (tagged with their values) are in the
  /// tree after the view, as the options of an untitled picker over `scope`: a tap on one
  /// chooses it. They are on screen (`visibleTexts`) as `.automatic` says: on iOS, once text is
  /// typed in the active search.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    searchScopes(scope, activation: .automatic, scopes)
  }

  /// Adds scopes to the search field, on screen as `activation` says.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    modifier(
      _SearchScopesModifier(activation: activation, scope: scope, scopes: scopes()))
  }
}

/// When a search field shows its scopes.
public struct SearchScopeActivation: Sendable, Hashable {
  let name: String
  /// The platform's choice: `onTextEntry` on iOS (the platform ViewProbe stands for).
  public static let automatic = SearchScopeActivation(name: "automatic")
  /// From when the search is presented until it is cancelled.
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
  /// From when typing begins in the search field until the search is cancelled.
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")

  /// Whether the scopes show for a search in this state.
  func showsScopes(searching: Bool, text: String) -> Bool {
    searching && (self == .onSearchPresentation || !text.isEmpty)
  }
}

/// `searchScopes`: the scope bar follows the view; it is on screen as its activation says.
nonisolated public struct _SearchScopesModifier<Scope: Hashable, Scopes: View>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let activation: SearchScopeActivation
  let scope: Binding<Scope>
  let scopes: Scopes
}

extension _SearchScopesModifier: PrimitiveModifier, PlainExpansion {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
    children.append(scopeBar(scope, scopes), key: .footer)
  }
}

extension _SearchScopesModifier: SearchAttachment {
  func isShown(searching: Bool, text: String) -> Bool {
    activation.showsScopes(searching: searching, text: text)
  }
}

/// The scope bar under a search field: a picker without a title over the scopes, so a tap on a
/// scope (`find(text: "Fruits").tap()`) chooses it, as `find(picker: "").select(…)` does.
@MainActor
private func scopeBar<V: Hashable, S: View>(_ scope: Binding<V>, _ scopes: S) -> some View {
  Picker(selection: scope) {
    scopes
  } label: {
    EmptyView()
  }
  .pickerStyle(.segmented)
}
