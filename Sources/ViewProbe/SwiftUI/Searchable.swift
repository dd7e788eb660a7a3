// `searchable`: a search field after the view, and the search state its content reads. The
// search is active (`\\.isSearching`) from when the field takes focus (a `setInput` or `focus()`
// on it) until `\\.dismissSearch` ends it, which also clears the text.

/// Applies `searchable`: keeps whether a search is active, per identity.
public struct _SearchableModifier: ViewModifier {
  let text: Binding<String>
  let prompt: Text?
  @State private var isSearching = false

  /// The content, told whether a search is active and how to end it, then the search field.
  public func body(content: Content) -> some View {
    let searching = $isSearching
    let text = self.text
    return
      content
      .environment(\.isSearching, isSearching)
      .environment(
        \.dismissSearch,
        DismissSearchAction {
          text.wrappedValue = ""
          searching.wrappedValue = false
        }
      )
      .modifier(
        _AttachedContentModifier(
          name: "searchable",
          attached: searchField.modifier(
            _FocusedModifier(
              focus: { searching.wrappedValue = true }, isFocused: { searching.wrappedValue }))))
  }

  /// The field: submitting it triggers `onSubmit(of: .search)`.
  private var searchField: TextField<Text> {
    var field = TextField(prompt?.string ?? "Search", text: text)
    field.submitTrigger = .search
    return field
  }
}
