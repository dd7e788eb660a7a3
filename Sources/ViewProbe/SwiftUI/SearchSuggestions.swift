// Search suggestions: views listed under the search field "when someone activates the search
// interface" (Apple's `searchSuggestions(_:)`). They are in the tree after the view, on screen
// (`visibleTexts`) only while the search is active; a suggestion marked `searchCompletion(_:)`
// takes a tap, which puts its completion in the field (or its token among the field's tokens).

nonisolated extension View {
  /// Suggestions shown under the search field while the search is active: in the tree after the
  /// view, so a test can find them, and tap those with a `searchCompletion`.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    modifier(_SearchSuggestionsModifier(suggestions: suggestions()))
  }

  /// Adds a search field bound to `text`, with the suggestions shown while it is active (the
  /// older form of `searchable(text:).searchSuggestions { … }`).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
      .searchSuggestions(suggestions)
  }

  /// Adds a search field bound to `text`, with a prompt and suggestions.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
  }

  /// Adds a search field bound to `text`, with a prompt string and suggestions.
  @_disfavoredOverload
  public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder suggestions: () -> V
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
  }

  /// The text this suggestion puts in the search field when it is chosen: a tap on it replaces
  /// the field's text.
  public func searchCompletion(_ completion: String) -> some View {
    modifier(_SearchCompletionModifier(choose: { $0.text.wrappedValue = completion }))
  }

  /// The token this suggestion adds to the search field's tokens when it is chosen (a field
  /// made with `searchable(text:tokens:…)`): a tap on it adds the token and clears the text.
  public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
    modifier(_SearchCompletionModifier(choose: { _ = $0.addToken?(token) }))
  }
}

/// What a suggestion's completion acts on: the search field's text, and its tokens if it has
/// some.
struct SearchCompletionTarget {
  let text: Binding<String>
  let addToken: ((Any) -> Bool)?
}

struct SearchCompletionTargetKey: EnvironmentKey {
  static var defaultValue: SearchCompletionTarget? { nil }
}

extension EnvironmentValues {
  /// The search field the suggestions here complete.
  var searchCompletionTarget: SearchCompletionTarget? {
    get { self[SearchCompletionTargetKey.self] }
    set { self[SearchCompletionTargetKey.self] = newValue }
  }
}

/// `searchSuggestions`: the suggestions follow the view, told which search field they complete —
/// the one `searchable` put around them, or the one on the view they are attached to
/// (`.searchable(text: $query).searchSuggestions { … }`).
nonisolated public struct _SearchSuggestionsModifier<Suggestions: View>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let suggestions: Suggestions
}

extension _SearchSuggestionsModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
    var environment = children.environment
    if let searchable = Self.searchable(in: content) {
      environment.searchCompletionTarget = searchable.completionTarget
    }
    children.append(suggestions, key: .footer, environment: environment)
  }

  /// The `searchable` modifier applied to `content`, through the modifiers applied after it.
  private static func searchable(in content: any View) -> _SearchableModifier? {
    var current: Any = content
    while let modified = current as? any ModifierCarrying {
      if let searchable = modified.anyModifier as? _SearchableModifier { return searchable }
      current = modified.anyContent
    }
    return nil
  }
}

/// Views a search field shows with it, on screen only in some states of the search: its
/// suggestions, its scopes.
@MainActor
protocol SearchAttachment {
  /// Whether they are on screen while the search is `searching` with `text` in its field.
  func isShown(searching: Bool, text: String) -> Bool
}

extension _SearchSuggestionsModifier: SearchAttachment {
  func isShown(searching: Bool, text: String) -> Bool { searching }
}

/// `searchCompletion`: a tap on the suggestion completes the search field's content.
nonisolated public struct _SearchCompletionModifier: ViewModifier {
  let choose: (SearchCompletionTarget) -> Void
  @Environment(\.searchCompletionTarget) private var target

  /// The suggestion, taking a tap.
  @MainActor
  public func body(content: Content) -> some View {
    let target = self.target
    let choose = self.choose
    return content.onTapGesture {
      if let target { choose(target) }
    }
  }
}

extension ViewNode {
  /// Whether the views a search field shows with it, attached to this node by `attachment`, are
  /// on screen: as the search field they belong to — the `searchable` modifier on the view they
  /// follow, or one around them — is now.
  func showsSearchAttachment(_ attachment: any SearchAttachment) -> Bool {
    var current = children.first { $0.key == .content }
    while let node = current, let modified = node.castableView as? any ModifierCarrying {
      if let searchable = modified.anyModifier as? _SearchableModifier {
        // The modifier tells its content whether the search is active.
        var inner: ViewNode? = node
        while let candidate = inner, !(candidate.castableView is any ModifierContentMarking) {
          inner = candidate.children.first
        }
        return attachment.isShown(
          searching: inner?.environment.isSearching ?? false, text: searchable.text.wrappedValue)
      }
      current = node.children.first { $0.key == .content }
    }
    let text = environment.searchCompletionTarget?.text.wrappedValue ?? ""
    return attachment.isShown(searching: environment.isSearching, text: text)
  }
}

/// The placeholder a modifier's body puts its content in.
protocol ModifierContentMarking {}

extension _ViewModifier_Content: ModifierContentMarking {}
