/// A menu: its items are in the tree, so tests can tap them.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A menu with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A primitive view: the graph reads its label and its items.
  public var body: Never { primitiveBody("Menu") }
}

extension Menu where Label == Text {
  /// A menu titled by `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == ViewProbe.Label<Text, Image> {
  /// A menu titled with the text of `titleKey`, with an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { ViewProbe.Label(titleKey, systemImage: systemImage) }
  }

  /// A menu titled `title`, with an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { ViewProbe.Label(title, systemImage: systemImage) }
  }
}

extension Menu {
  /// A menu whose label runs `primaryAction` when tapped (its items are in the tree).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: label)
  }
}

extension Menu: PrimitiveView, PlainExpansion {
  func makeChildren(into children: inout ChildList) {
    children.append(label, key: .label)
    children.append(content, key: .content)
  }
}
