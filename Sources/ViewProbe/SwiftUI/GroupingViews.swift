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

extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
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
    children.append(label, key: .label)
    children.append(content, key: .content)
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

/// How a `GroupBox` is drawn (not simulated).
public protocol GroupBoxStyle {}

/// SwiftUI's default group box.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The style.
  public init() {}
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// SwiftUI's default group box.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// How a `ControlGroup` is drawn (not simulated).
public protocol ControlGroupStyle {}

/// The styles of `ControlGroup`.
public struct _ControlGroupStyle: ControlGroupStyle {
  let name: String
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
  /// Sets the style of the group boxes inside (not simulated).
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { inert("groupBoxStyle") }

  /// Sets the style of the control groups inside (not simulated).
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    inert("controlGroupStyle")
  }
}
