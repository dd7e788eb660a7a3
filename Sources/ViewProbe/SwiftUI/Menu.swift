/// A menu: its items are in the tree, so tests can tap them. A harness finds it as a button by
/// its label; a tap on it runs its `primaryAction` (a menu without one opens on a tap, and its
/// items are already there to tap).
nonisolated public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  var primaryAction: (() -> Void)?

  /// A menu with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A primitive view: the graph reads its label and its items.
  @MainActor
  public var body: Never { primitiveBody("Menu") }
}

extension Menu where Label == Text {
  /// A menu titled by `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled `title`.
  @_disfavoredOverload
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
    self.primaryAction = primaryAction
  }
}

extension Menu where Label == Text {
  /// A menu titled by `titleKey` whose tap runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// A menu titled `title` whose tap runs `primaryAction`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == ViewProbe.Label<Text, Image> {
  /// A menu titled by `titleKey`, with an SF Symbol, whose tap runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      content: content, label: { ViewProbe.Label(titleKey, systemImage: systemImage) },
      primaryAction: primaryAction)
  }

  /// A menu titled `title`, with an SF Symbol, whose tap runs `primaryAction`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      content: content, label: { ViewProbe.Label(title, systemImage: systemImage) },
      primaryAction: primaryAction)
  }
}

extension Menu: DrivableControl {
  static var controlKind: ControlKind { .button }

  @MainActor
  var tapAction: (@MainActor () -> Void)? {
    guard let primaryAction else { return nil }
    return { primaryAction() }
  }

  func refusal(in environment: EnvironmentValues) -> String? {
    guard primaryAction == nil else { return nil }
    return "found a Menu with no primaryAction: a tap opens it, and its items are already in the "
      + "tree — tap the item (find(button:) inside the menu)"
  }

  func takesTap(on child: ViewNode) -> Bool { child.key == .label }
}

extension Menu: StyleScopeMarker {
  /// The system draws a menu's items: no app's style does.
  func styleScope(for kind: ObjectIdentifier, through key: ChildKey) -> StyleScope? {
    key == .content ? .systemDrawn : nil
  }
}

extension Menu: PrimitiveView, PlainExpansion {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    children.append(label, key: .label)
    children.append(content, key: .content)
  }
}

/// How a `Menu` is drawn (not simulated: its items are in the tree either way, and a style's
/// `makeBody(configuration:)` is not called).
public protocol MenuStyle: Sendable {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a menu from.
  typealias Configuration = MenuStyleConfiguration
  /// The view of a menu in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `MenuStyle` draws a menu from: the menu, which `Menu(configuration)` shows.
public struct MenuStyleConfiguration {
  /// The menu's label.
  public typealias Label = _StyleConfigurationPart
  /// The menu's items.
  public typealias Content = _StyleConfigurationPart
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a style's body shows (not called: a style's body is not drawn).
  public init(_ configuration: MenuStyleConfiguration) {
    self.init(content: { _StyleConfigurationPart() }, label: { _StyleConfigurationPart() })
  }
}

/// The platform's default menu.
public struct DefaultMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// The menu (not called: SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// The menu (not called: SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button without border (deprecated in SwiftUI: use `.button` with
/// `.buttonStyle(.borderless)`).
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// The menu (not called: SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's default menu.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as a button without border.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order of a menu's items.
public struct MenuOrder: Sendable, Hashable {
  let name: String
  /// As the system chooses.
  public static let automatic = MenuOrder(name: "automatic")
  /// First item nearest the menu's label.
  public static let priority = MenuOrder(name: "priority")
  /// First item at the top.
  public static let fixed = MenuOrder(name: "fixed")
}

nonisolated extension View {
  /// Draws the menus inside with `style` (not drawn).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { inert("menuStyle") }

  /// Orders the items of the menus inside: sets `\.menuOrder` (the tree keeps them in source
  /// order).
  public func menuOrder(_ order: MenuOrder) -> some View { environment(\.menuOrder, order) }

  /// Shows or hides the menus' indicator (not drawn).
  public func menuIndicator(_ visibility: Visibility) -> some View { inert("menuIndicator") }
}
