/// A box grouping views under an optional label (drawn as a rounded panel in SwiftUI).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A primitive view: the graph reads its label and content.
  @MainActor public var body: Never { primitiveBody("GroupBox") }
}

nonisolated extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

nonisolated extension GroupBox where Label == Text {
  /// A box of `content` titled by `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A box of `content` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox: PrimitiveView, PlainExpansion {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.appendStyled(
      GroupBoxStyleConfiguration(
        label: _StyleConfigurationPart(label), content: _StyleConfigurationPart(content)),
      key: .content
    ) {
      $0.append(label, key: .label)
      $0.append(content, key: .content)
    }
  }
}

/// Related controls shown together (a segmented row in a toolbar, for example).
nonisolated public struct ControlGroup<Content: View>: View {
  let content: Content

  /// A group of the controls `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A primitive view: the graph reads its content.
  @MainActor
  public var body: Never { primitiveBody("ControlGroup") }
}

extension ControlGroup: ContentContainer, PlainExpansion {}

/// How a `GroupBox` is drawn: an app's style's body is in the tree; SwiftUI's is not drawn.
public protocol GroupBoxStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a group box from.
  typealias Configuration = GroupBoxStyleConfiguration
  /// The view of a group box in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` draws a group box from.
public struct GroupBoxStyleConfiguration {
  /// The group box's label.
  public typealias Label = _StyleConfigurationPart
  /// The group box's content.
  public typealias Content = _StyleConfigurationPart
  /// The group box's label.
  public let label: Label
  /// The group box's content.
  public let content: Content
}

/// SwiftUI's default group box.
public struct DefaultGroupBoxStyle: GroupBoxStyle, SystemStyle {
  /// The style.
  public init() {}
  /// The group box as it is (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBox
where
  Label == GroupBoxStyleConfiguration.Label,
  Content == GroupBoxStyleConfiguration.Content
{
  /// The group box a style's body makes of its configuration, drawn by the style set farther up.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// SwiftUI's default group box.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// How a `ControlGroup` is drawn (not simulated: a style's `makeBody(configuration:)` is not
/// called).
public protocol ControlGroupStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a control group from.
  typealias Configuration = ControlGroupStyleConfiguration
  /// The view of a control group in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a labelled `ControlGroup` holds: its controls and its label (a menu's title where the
/// system collapses the group into one).
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  /// A primitive view: the graph reads the label and the controls.
  @MainActor public var body: Never { primitiveBody("LabeledControlGroupContent") }
}

extension LabeledControlGroupContent: PrimitiveView, PlainExpansion {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.append(label, key: .label)
    children.append(content, key: .content)
  }
}

nonisolated extension ControlGroup {
  /// A group of the controls `content` builds, labelled by what `label` builds.
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    self.init { LabeledControlGroupContent(content: content(), label: label()) }
  }

  /// A group of the controls `content` builds, titled by `titleKey`.
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group of the controls `content` builds, titled `title`.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// A group of the controls `content` builds, titled by `titleKey` with a system image.
  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }

  /// A group of the controls `content` builds, titled `title` with a system image.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(title, systemImage: systemImage) }
  }
}

/// What a `ControlGroupStyle` draws a control group from.
public struct ControlGroupStyleConfiguration {
  /// The group's label.
  public typealias Label = _StyleConfigurationPart
  /// The group's controls.
  public typealias Content = _StyleConfigurationPart
  /// The group's label.
  public let label: Label
  /// The group's controls.
  public let content: Content
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// The group a style's body shows (not called: a style's body is not drawn).
  public init(_ configuration: ControlGroupStyleConfiguration) {
    self.init { configuration.content }
  }
}

/// The styles of `ControlGroup`.
public struct _ControlGroupStyle: ControlGroupStyle {
  let name: String
  /// The group's controls (not called: SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension ControlGroupStyle where Self == _ControlGroupStyle {
  /// SwiftUI's default.
  public static var automatic: _ControlGroupStyle { _ControlGroupStyle(name: "automatic") }
  /// Side by side.
  public static var navigation: _ControlGroupStyle { _ControlGroupStyle(name: "navigation") }
  /// In a compact menu.
  public static var compactMenu: _ControlGroupStyle { _ControlGroupStyle(name: "compactMenu") }
  /// In a menu.
  public static var menu: _ControlGroupStyle { _ControlGroupStyle(name: "menu") }
  /// As a palette.
  public static var palette: _ControlGroupStyle { _ControlGroupStyle(name: "palette") }
}

nonisolated extension View {
  /// Sets the style of the group boxes inside: an app's style's body draws each of them.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    pushingStyle(style, for: GroupBoxStyleConfiguration.self) { $0.makeBody(configuration: $1) }
  }

  /// Sets the style of the control groups inside (not simulated).
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    inert("controlGroupStyle")
  }
}
