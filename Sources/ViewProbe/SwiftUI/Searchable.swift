// `searchable`: a search field after the view, and the search state its content reads. The
// search is active (`\.isSearching`) from when the field takes focus (a `setInput` or `focus()`
// on it) until `\.dismissSearch` ends it, which also clears the text. With
// `searchable(text:isPresented:)` the app's binding holds that state: writing it starts or ends
// the search.

nonisolated extension View {
  /// Adds a search field bound to `text` whose active state is `isPresented`.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(_SearchableModifier(text: text, prompt: prompt, isPresented: isPresented))
  }

  /// Adds a search field bound to `text` whose active state is `isPresented`, with a prompt.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field bound to `text` whose active state is `isPresented`, with a prompt.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }
}

nonisolated extension View {
  /// Binds the focus of the search field of the `searchable` inside this view to `binding`:
  /// focusing the field sets it to `true`; setting it to `true` focuses the field, which starts
  /// the search; dismissing the search sets it to `false`.
  public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View {
    environment(
      \.searchFocus,
      SearchFocus(
        focus: { binding.wrappedValue = true }, isFocused: { binding.wrappedValue },
        unfocus: { binding.wrappedValue = false }, storage: binding.storage))
  }

  /// Binds the focus of the search field of the `searchable` inside this view to `binding`
  /// matching `value`: focusing the field writes `value`; writing `value` focuses the field,
  /// which starts the search.
  public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V)
    -> some View
  {
    environment(
      \.searchFocus,
      SearchFocus(
        focus: { binding.wrappedValue = value }, isFocused: { binding.wrappedValue == value },
        unfocus: {}, storage: binding.storage))
  }
}

/// The app's `FocusState` a `searchFocused` binds the search field inside it to.
struct SearchFocus {
  let focus: () -> Void
  let isFocused: () -> Bool
  let unfocus: () -> Void
  /// The focus state's storage (`FocusClaim`).
  let storage: ObjectIdentifier?

  /// What ties the search field to the focus state.
  var bond: FocusBond? { storage.map { FocusBond(storage: $0, holds: isFocused) } }
}

struct SearchFocusKey: EnvironmentKey {
  static var defaultValue: SearchFocus? { nil }
}

extension EnvironmentValues {
  /// The focus state the search field of a `searchable` here is bound to (`searchFocused`).
  var searchFocus: SearchFocus? {
    get { self[SearchFocusKey.self] }
    set { self[SearchFocusKey.self] = newValue }
  }
}

/// Applies `searchable`: keeps whether a search is active, per identity.
nonisolated public struct _SearchableModifier: ViewModifier {
  let text: Binding<String>
  let prompt: Text?
  /// The app's binding to whether the search is active (`searchable(text:isPresented:)`).
  var isPresented: Binding<Bool>?
  /// Adds a token to the field's tokens (`searchable(text:tokens:…)`), when it has some.
  var addToken: ((Any) -> Bool)?
  @State private var isSearching = false
  @Environment(\.searchFocus) private var searchFocus

  /// What a suggestion's `searchCompletion` does to this field.
  var completionTarget: SearchCompletionTarget {
    SearchCompletionTarget(text: text, addToken: addToken)
  }

  /// The content, told whether a search is active and how to end it, then the search field.
  @MainActor public func body(content: Content) -> some View {
    let searching = isPresented ?? $isSearching
    let focus = searchFocus
    // A `searchFocused` state the app set to focus the field starts the search too.
    let isSearching = searching.wrappedValue || focus?.isFocused() == true
    let text = self.text
    return
      content
      .environment(\.isSearching, isSearching)
      .environment(\.searchCompletionTarget, completionTarget)
      .environment(
        \.dismissSearch,
        DismissSearchAction {
          text.wrappedValue = ""
          searching.wrappedValue = false
          focus?.unfocus()
        }
      )
      .modifier(
        _AttachedContentModifier(
          name: "searchable",
          attached: searchField.modifier(
            _FocusedModifier(
              focus: {
                searching.wrappedValue = true
                focus?.focus()
              },
              isFocused: { searching.wrappedValue || focus?.isFocused() == true },
              bond: focus?.bond))))
  }

  /// The field: submitting it triggers `onSubmit(of: .search)`.
  @MainActor
  private var searchField: TextField<Text> {
    var field = TextField(prompt?.string ?? "Search", text: text)
    field.submitTrigger = .search
    return field
  }
}
