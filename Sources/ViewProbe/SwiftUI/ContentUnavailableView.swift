/// The placeholder shown when a view has nothing to show: a label, an optional description and
/// optional actions (their buttons can be found and tapped).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
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
  public var body: Never { primitiveBody("ContentUnavailableView") }
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
  func makeChildren(into children: inout ChildList) {
    children.append(label, key: .label)
    children.append(description, key: .content)
    children.append(actions, key: .footer)
  }
}
