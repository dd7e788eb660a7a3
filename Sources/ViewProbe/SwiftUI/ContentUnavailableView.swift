/// The placeholder shown when a view has nothing to show: a label, an optional description and
/// optional actions (their buttons can be found and tapped).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  View
{
  let label: Label
  let description: Description
  let actions: Actions

  /// A placeholder with a custom label, description and actions.
  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// A primitive view: the graph reads its label, description and actions.
  @MainActor public var body: Never { primitiveBody("ContentUnavailableView") }
}

extension ContentUnavailableView
where Label == ViewProbe.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A placeholder titled with the text of `title`, an SF Symbol and an optional description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { ViewProbe.Label(title, systemImage: name) }, description: { description })
  }

  /// A placeholder titled `title`, with an SF Symbol and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { ViewProbe.Label(title, systemImage: name) }, description: { description })
  }
}

extension ContentUnavailableView: PrimitiveView, PlainExpansion {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.append(label, key: .label)
    children.append(description, key: .content)
    children.append(actions, key: .footer)
  }
}

/// The parts of the placeholder for a search without results. The texts are SwiftUI's English
/// ones as its screens show them (not confirmed against Apple's documentation, which does not
/// quote them).
public enum SearchUnavailableContent {
  /// "No Results", or "No Results for “text”".
  public struct Label: View {
    let text: String?

    /// The title and the magnifying glass.
    public var body: some View {
      ViewProbe.Label {
        Text(text.map { "No Results for “\($0)”" } ?? "No Results")
      } icon: {
        Image(systemName: "magnifyingglass")
      }
    }
  }

  /// "Check the spelling or try a new search."
  public struct Description: View {
    /// The suggestion.
    public var body: some View { Text("Check the spelling or try a new search.") }
  }

  /// No actions.
  public struct Actions: View {
    /// Nothing.
    public var body: some View { EmptyView() }
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// The placeholder for a search without results.
  public static var search: Self { search(text: nil) }

  /// The placeholder for a search for `text` without results.
  public static func search(text: String) -> Self { search(text: Optional(text)) }

  private static func search(text: String?) -> Self {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}
