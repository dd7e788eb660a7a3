// Style protocols with SwiftUI's shapes. An app's own style draws its controls: its
// `makeBody(configuration:)` runs as a view of the tree (`StyleBodies.swift`); SwiftUI's own
// styles are not drawn (controls keep their parts as they are).

/// A part of a control inside a style's configuration (`configuration.label`): in the style's
/// body, it shows the control's own part.
nonisolated public struct _StyleConfigurationPart: View {
  let content: (any View)?

  init(_ content: (any View)? = nil) {
    self.content = content
  }

  /// A primitive view: the graph reads the part it stands for.
  @MainActor public var body: Never { primitiveBody("_StyleConfigurationPart") }
}

extension _StyleConfigurationPart: PrimitiveView, PlainExpansion, StructuralView {
  @MainActor func makeChildren(into children: inout ChildList) {
    if let content { children.append(content, key: .content) }
  }
}

// MARK: - Button

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public typealias Label = _StyleConfigurationPart
  /// The button's role.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the button is pressed.
  public let isPressed: Bool
}

/// A style that draws a button (its body is in the tree; `isPressed` is always `false`, as the
/// harness's taps are instant).
public protocol ButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a button from.
  typealias Configuration = ButtonStyleConfiguration
  /// The view of a button in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

// MARK: - Label

/// What a `LabelStyle` draws a label from.
public struct LabelStyleConfiguration {
  /// The label's title.
  public typealias Title = _StyleConfigurationPart
  /// The label's icon.
  public typealias Icon = _StyleConfigurationPart
  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

/// How a `Label` shows its title and icon (an app's style's body is in the tree).
public protocol LabelStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a label from.
  typealias Configuration = LabelStyleConfiguration
  /// The view of a label in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

struct LabelStyleHidesTitleKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the labels here show their icons only (`.labelStyle(.iconOnly)`).
  var labelStyleHidesTitle: Bool {
    get { self[LabelStyleHidesTitleKey.self] }
    set { self[LabelStyleHidesTitleKey.self] = newValue }
  }
}

/// A `Label`, whose title an icon-only style keeps off screen.
protocol LabelShowing {}

extension Label: LabelShowing {}

/// The title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The title then the icon.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// The icon only.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title only.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The title and the icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon only.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title only.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The platform's default: title and icon.
public struct DefaultLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The title then the icon.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's default: title and icon.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

// MARK: - Toggle

/// What a `ToggleStyle` draws a toggle from.
public struct ToggleStyleConfiguration {
  /// The toggle's label.
  public typealias Label = _StyleConfigurationPart
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; writing it writes the toggle's binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ.
  public var isMixed: Bool
}

/// A style that draws a toggle (an app's style's body is in the tree; the harness still flips
/// the toggle itself with `toggle()`).
public protocol ToggleStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a toggle from.
  typealias Configuration = ToggleStyleConfiguration
  /// The view of a toggle in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A switch.
public struct SwitchToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The style, tinted (not drawn).
  public init(tint: Color) {}
  /// The label (the switch is not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that shows whether it is on.
public struct ButtonToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The label (the button is not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The platform's default toggle.
public struct DefaultToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The label (the switch is not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A checkbox (macOS).
public struct CheckboxToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The label (the box is not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox (macOS).
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

// MARK: - ProgressView

/// What a `ProgressViewStyle` draws a progress view from.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label.
  public typealias Label = _StyleConfigurationPart
  /// The progress view's current value label.
  public typealias CurrentValueLabel = _StyleConfigurationPart
  /// The fraction completed, or `nil` when indeterminate.
  public let fractionCompleted: Double?
  /// The label.
  public var label: Label?
  /// The current value's label.
  public var currentValueLabel: CurrentValueLabel?
}

/// A style that draws a progress view (an app's style's body is in the tree).
public protocol ProgressViewStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a progress view from.
  typealias Configuration = ProgressViewStyleConfiguration
  /// The view of a progress view in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}
  /// The style, tinted (not drawn).
  public init(tint: Color) {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A spinner or a ring.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}
  /// The style, tinted (not drawn).
  public init(tint: Color) {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner or a ring.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The platform's default progress view.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's default progress view.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// A progress view made from a style's configuration (inside a custom style).
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      label: configuration.label ?? _StyleConfigurationPart(),
      fraction: configuration.fractionCompleted)
    currentValueLabel = configuration.currentValueLabel
  }
}

nonisolated extension View {
  /// Sets the style of the progress views inside: an app's style's body draws each of them.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    pushingStyle(style, for: ProgressViewStyleConfiguration.self) {
      $0.makeBody(configuration: $1)
    }
  }
}

extension SwitchToggleStyle: SystemStyle {}
extension ButtonToggleStyle: SystemStyle {}
extension DefaultToggleStyle: SystemStyle {}
extension CheckboxToggleStyle: SystemStyle {}
extension TitleAndIconLabelStyle: SystemStyle {}
extension IconOnlyLabelStyle: SystemStyle {}
extension TitleOnlyLabelStyle: SystemStyle {}
extension DefaultLabelStyle: SystemStyle {}
extension LinearProgressViewStyle: SystemStyle {}
extension CircularProgressViewStyle: SystemStyle {}
extension DefaultProgressViewStyle: SystemStyle {}
