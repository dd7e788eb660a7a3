// Styles of date pickers and forms, and pointer-related modifiers: presentational, so inert.

/// How a `DatePicker` is drawn (the harness sets its date; only whether the date shows as text
/// is simulated: a style's `makeBody(configuration:)` is not called).
public protocol DatePickerStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a date picker from.
  typealias Configuration = DatePickerStyleConfiguration
  /// The view of a date picker in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `DatePickerStyle` draws a date picker from.
public struct DatePickerStyleConfiguration {
  /// The picker's label.
  public typealias Label = _StyleConfigurationPart
  /// The picker's label.
  public let label: Label
  /// The date picked; writing it picks another.
  @Binding public var selection: Date
  /// The earliest date that can be picked.
  public var minimumDate: Date?
  /// The latest date that can be picked.
  public var maximumDate: Date?
  /// What the picker shows and edits.
  public var displayedComponents: DatePickerComponents
}

extension DatePickerStyle {
  /// Whether a picker of this style shows its date as text (the default, compact and field
  /// styles), not as a calendar or wheels.
  static var showsDateText: Bool {
    !(self is GraphicalDatePickerStyle.Type || self is WheelDatePickerStyle.Type)
  }
}

struct DatePickerShowsDateTextKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether date pickers below show their date as text (see `datePickerStyle(_:)`).
  var datePickerShowsDateText: Bool {
    get { self[DatePickerShowsDateTextKey.self] }
    set { self[DatePickerShowsDateTextKey.self] = newValue }
  }
}

struct FormScrollsKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether forms below scroll, as grouped lists do on iOS (see `formStyle(_:)`).
  var formScrolls: Bool {
    get { self[FormScrollsKey.self] }
    set { self[FormScrollsKey.self] = newValue }
  }
}

/// The platform's default date picker.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The picker's label (not called: SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's default date picker.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// A compact button that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The picker's label (not called: SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact button that opens a calendar.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The picker's label (not called: SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// Scrolling wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The picker's label (not called: SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Scrolling wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// An editable field (macOS).
public struct FieldDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
  /// The picker's label (not called: SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// An editable field (macOS).
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

/// How a `Form` is drawn (not simulated).
public protocol FormStyle {}

/// The platform's default form.
public struct AutomaticFormStyle: FormStyle {
  /// The style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's default form.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// Grouped sections.
public struct GroupedFormStyle: FormStyle {
  /// The style.
  public init() {}
}

extension FormStyle where Self == GroupedFormStyle {
  /// Grouped sections.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// Labels and controls in columns.
public struct ColumnsFormStyle: FormStyle {
  /// The style.
  public init() {}
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in columns.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
  /// Sets the style of the date pickers inside, which decides whether their date shows as text
  /// (`visibleTexts`): the default and compact styles show it in buttons beside the label; a
  /// calendar or wheels show no date text.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerShowsDateText, S.showsDateText)
  }

  /// Sets the style of the forms inside: only whether they scroll is simulated (a `.columns`
  /// form does not, so it offers no pull to refresh); the layout is not.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    environment(\.formScrolls, !(style is ColumnsFormStyle))
  }

  /// A tooltip (not shown in ViewProbe).
  public func help(_ textKey: LocalizedStringKey) -> some View { inert("help") }

  /// A tooltip (not shown in ViewProbe).
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { inert("help") }

  /// A tooltip (not shown in ViewProbe).
  public func help(_ text: Text) -> some View { inert("help") }

  /// Runs `action` when a pointer enters (`true`) or leaves (`false`) the view; ViewProbe has no
  /// pointer, so it never runs.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { inert("onHover") }
}

/// The shape of a bordered button (not drawn).
public struct ButtonBorderShape: Equatable, Sendable {
  let name: String
  /// As the system decides.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A rounded rectangle of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle(radius:)")
  }
}

nonisolated extension View {
  /// Sets the border shape of bordered buttons inside (not drawn).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    inert("buttonBorderShape")
  }

  /// Hides the status bar (not simulated).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { inert("statusBarHidden") }

  /// Hides or shows the status bar (iOS 13 name; not simulated).
  public func statusBar(hidden: Bool) -> some View { inert("statusBar") }
}
