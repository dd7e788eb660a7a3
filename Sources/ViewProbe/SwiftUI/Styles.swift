/// A style that makes a button's interaction as well as its look: an app's style's body is in the
/// tree and decides what runs the button's action (`configuration.trigger()`); SwiftUI's own
/// (`.bordered`, `.plain` …) are not drawn.
public protocol PrimitiveButtonStyle: Sendable {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style makes a button from.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The view of a button in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` makes a button from.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label.
  public typealias Label = _StyleConfigurationPart
  /// The button's role.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: @MainActor () -> Void

  /// Runs the button's action.
  @MainActor public func trigger() { action() }
}

/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button as it is (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// A bordered button.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button as it is (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// A bordered, prominent button.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button as it is (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// A button without border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button as it is (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// A plain button.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button as it is (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// Bordered.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// Bordered and prominent.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// Borderless.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// Plain.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A text field style. Its `_body(configuration:)` is not called: a text field keeps its label
/// and is driven directly (`setInput(_:)`).
public protocol TextFieldStyle: Sendable {
  /// The view the style makes.
  associatedtype _Body: View
  /// The label of the field a style is given.
  typealias _Label = _TextFieldStyleLabel
  /// The view of a text field in this style.
  @ViewBuilder @MainActor func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label of the text field a `TextFieldStyle` is given.
nonisolated public struct _TextFieldStyleLabel: View {
  /// A primitive view without children.
  @MainActor public var body: Never { primitiveBody("_TextFieldStyleLabel") }
}

extension _TextFieldStyleLabel: PrimitiveView, PlainExpansion {
  @MainActor func makeChildren(into children: inout ChildList) {}
}
/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The field as it is (not called).
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
/// A plain text field.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The field as it is (not called).
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// Rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// Plain.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A picker style: pickers are driven by the harness; the style decides which options are on
/// screen.
public protocol PickerStyle: Sendable {}

extension PickerStyle {
  /// Whether a picker of this style shows every option (segments, a wheel, inline rows), not
  /// only the selected one (a menu, the default style, a pushed list).
  static var showsEveryOption: Bool {
    self is SegmentedPickerStyle.Type || self is WheelPickerStyle.Type
      || self is InlinePickerStyle.Type || self is PalettePickerStyle.Type
      || self is RadioGroupPickerStyle.Type
  }
}

struct PickerShowsEveryOptionKey: EnvironmentKey {
  static let defaultValue = false
}

struct PickerPushesOptionsKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the pickers here show every option (their style).
  var pickerShowsEveryOption: Bool {
    get { self[PickerShowsEveryOptionKey.self] }
    set { self[PickerShowsEveryOptionKey.self] = newValue }
  }

  /// Whether the pickers here list their options on a page they push (`.navigationLink`).
  var pickerPushesOptions: Bool {
    get { self[PickerPushesOptionsKey.self] }
    set { self[PickerPushesOptionsKey.self] = newValue }
  }
}
/// Segments.
public struct SegmentedPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}
/// A menu.
public struct MenuPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}
/// A wheel.
public struct WheelPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}
/// Inline rows.
public struct InlinePickerStyle: PickerStyle {
  /// The style.
  public init() {}
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
/// Options on a pushed page.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}
/// Options in a row of buttons.
public struct PalettePickerStyle: PickerStyle {
  /// The style.
  public init() {}
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// Options on a pushed page.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
  /// Options in a row of buttons.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// Inline rows.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A list style (not simulated).
public protocol ListStyle: Sendable {}
/// Plain rows.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
}
/// Inset, grouped rows.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}
extension ListStyle where Self == PlainListStyle {
  /// Plain rows.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// Inset, grouped rows.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The platform's default list.
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
}
extension ListStyle where Self == DefaultListStyle {
  /// The platform's default list.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// Rows in grouped sections.
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}
extension ListStyle where Self == GroupedListStyle {
  /// Rows in grouped sections.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
  /// The style.
  public init() {}
}
extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the edges.
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// A sidebar (rows can collapse under their section headers on some platforms).
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
}
extension ListStyle where Self == SidebarListStyle {
  /// A sidebar (rows can collapse under their section headers on some platforms).
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A list with a border (macOS).
public struct BorderedListStyle: ListStyle {
  /// The style.
  public init() {}
}
extension ListStyle where Self == BorderedListStyle {
  /// A list with a border (macOS).
  public static var bordered: BorderedListStyle { BorderedListStyle() }
}

/// The platform's default picker.
public struct DefaultPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}
extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default picker.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// Radio buttons (macOS).
public struct RadioGroupPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}
extension PickerStyle where Self == RadioGroupPickerStyle {
  /// Radio buttons (macOS).
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

/// The platform's default text field.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The field as it is (not called).
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default text field.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// A text field with a square border (macOS).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
  /// The style.
  public init() {}
  /// The field as it is (not called).
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  /// A text field with a square border (macOS).
  public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension DefaultButtonStyle: SystemStyle {}
extension BorderedButtonStyle: SystemStyle {}
extension BorderedProminentButtonStyle: SystemStyle {}
extension BorderlessButtonStyle: SystemStyle {}
extension PlainButtonStyle: SystemStyle {}
