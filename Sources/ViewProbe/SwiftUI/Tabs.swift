/// A tab of a `TabView` (iOS 18): its content, the label of its tab item, and the value that
/// selects it. It is the older `content.tabItem { label }.tag(value)`, so a tab keeps its state
/// while another is shown and its tab item's button selects it (H02).
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label
  /// Whether `hidden(_:)` hid it: out of the tab bar, its content kept.
  var isHidden = false
  /// What it is for (`.search`, `.prominent`), when it says.
  let role: TabRole?

  init(value: Value?, content: Content, label: Label, role: TabRole? = nil) {
    self.value = value
    self.content = content
    self.label = label
    self.role = role
  }

  /// The tab's content with its tab item, tagged with its value when it has one.
  @ViewBuilder public var body: some View {
    if let value {
      content.modifier(_TabItemModifier(label: label, isHidden: isHidden, role: role)).tag(value)
    } else {
      content.modifier(_TabItemModifier(label: label, isHidden: isHidden, role: role))
    }
  }

  /// Hides the tab from the user (iOS 18): its item leaves the tab bar (and does not count toward
  /// the five an iPhone's bar holds) and its content is not shown, but the tab stays in the tree,
  /// so its content keeps its state until it is shown again — unlike a tab an `if` removes. A
  /// selection left naming it is warned about, as one naming no tab is.
  public func hidden(_ hidden: Bool = true) -> Self {
    var tab = self
    tab.isHidden = hidden
    return tab
  }
}

extension Tab {
  /// A tab selected by `value`, labelled by `label`.
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, content: content(), label: label())
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab selected by `value`, titled with the text of `titleKey` and an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
  }

  /// A tab selected by `value`, titled `title`, with an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
  }

  /// A tab selected by `value`, titled with the text of `titleKey` and an image from the assets.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
  }

  /// A tab selected by `value`, titled with the text of `titleKey`, with an SF Symbol and a role.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)),
      role: role)
  }

  /// A tab selected by `value`, titled with the text of `titleKey`, with an image from the
  /// assets and a role.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), role: role)
  }

  /// A tab selected by `value` whose label comes from its role (`.search`).
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content(), label: DefaultTabLabel(role: role), role: role)
  }
}

extension Tab where Label == EmptyView {
  /// A tab selected by `value`, with an empty label.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content(), label: EmptyView())
  }
}

extension Tab where Value == Never {
  /// A tab without a selection value, labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, content: content(), label: label())
  }
}

extension Tab where Value == Never, Label == EmptyView {
  /// A tab without a selection value, with an empty label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: EmptyView())
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab without a selection value, titled with the text of `titleKey` and an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
  }

  /// A tab without a selection value, titled `title`, with an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
  }

  /// A tab without a selection value, titled with the text of `titleKey` and an asset image.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
  }

  /// A tab without a selection value whose label comes from its role (`Tab(role: .search)`).
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: DefaultTabLabel(role: role), role: role)
  }

  /// A tab titled with the text of `titleKey`, with an SF Symbol and a role.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)),
      role: role)
  }
}

/// The label of a tab made with a title and an image.
nonisolated public struct DefaultTabLabel: View {
  let title: Text
  let image: Image

  init(title: Text, image: Image) {
    self.title = title
    self.image = image
  }

  init(role: TabRole?) {
    self.init(
      title: Text(role == .search ? "Search" : ""),
      image: Image(systemName: role == .search ? "magnifyingglass" : ""))
  }

  /// The title and the image, as a `Label`.
  public var body: some View {
    ViewProbe.Label {
      title
    } icon: {
      image
    }
  }
}

/// What a tab is for.
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The tab that searches.
  public static let search = TabRole(name: "search")
  /// The tab a supported tab bar sets apart with a prominent look (OS 27); only one can be. It is
  /// a tab like the others here (nothing is drawn).
  public static var prominent: TabRole { TabRole(name: "prominent") }
}

/// A group of tabs (iOS 18), shown as a section of a sidebar-adaptable tab view. On iPhone its
/// tabs sit in the tab bar with the others: they are in the tree and select as any tab; the
/// header is not shown.
nonisolated public struct TabSection<
  Header: View, Content: View, Footer: View, SelectionValue: Hashable
>: View {
  let content: Content

  /// A primitive view: the graph reads its tabs.
  @MainActor
  public var body: Never { primitiveBody("TabSection") }
}

extension TabSection: ContentContainer {}

extension TabSection where Header == Text, Footer == EmptyView {
  /// A section titled with the text of `titleKey`, of tabs selected by `SelectionValue`s.
  public init(
    _ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.content = content()
  }

  /// A section titled `title`, of tabs selected by `SelectionValue`s.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.content = content()
  }
}

extension TabSection where Footer == EmptyView {
  /// A section with a custom header, of tabs selected by `SelectionValue`s.
  public init(
    @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.content = content()
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
  /// A section without a header, of tabs selected by `SelectionValue`s.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
    self.content = content()
  }
}

extension TabSection where Header == Text, Footer == EmptyView, SelectionValue == Never {
  /// A section titled with the text of `titleKey`, of tabs without values.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A section titled `title`, of tabs without values.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension TabSection where Footer == EmptyView, SelectionValue == Never {
  /// A section with a custom header, of tabs without values.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.content = content()
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView, SelectionValue == Never {
  /// A section without a header, of tabs without values.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}
