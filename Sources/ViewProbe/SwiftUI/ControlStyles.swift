// Styles of date pickers and forms, and pointer-related modifiers: presentational, so inert.

/// How a `DatePicker` is drawn (not simulated: the harness sets its date).
public protocol DatePickerStyle {}

/// The styles of `DatePicker`.
public struct _DatePickerStyle: DatePickerStyle {
  let name: String
}

extension DatePickerStyle where Self == _DatePickerStyle {
  /// SwiftUI's default.
  public static var automatic: _DatePickerStyle { _DatePickerStyle(name: "automatic") }
  /// A compact button that opens a calendar.
  public static var compact: _DatePickerStyle { _DatePickerStyle(name: "compact") }
  /// A calendar.
  public static var graphical: _DatePickerStyle { _DatePickerStyle(name: "graphical") }
  /// Scrolling wheels.
  public static var wheel: _DatePickerStyle { _DatePickerStyle(name: "wheel") }
}

/// How a `Form` is drawn (not simulated).
public protocol FormStyle {}

/// The styles of `Form`.
public struct _FormStyle: FormStyle {
  let name: String
}

extension FormStyle where Self == _FormStyle {
  /// SwiftUI's default.
  public static var automatic: _FormStyle { _FormStyle(name: "automatic") }
  /// Grouped sections.
  public static var grouped: _FormStyle { _FormStyle(name: "grouped") }
  /// Labels and controls in columns.
  public static var columns: _FormStyle { _FormStyle(name: "columns") }
}

extension View {
  /// Sets the style of the date pickers inside (not simulated).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    inert("datePickerStyle")
  }

  /// Sets the style of the forms inside (not simulated).
  public func formStyle<S: FormStyle>(_ style: S) -> some View { inert("formStyle") }

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

extension View {
  /// Sets the border shape of bordered buttons inside (not drawn).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    inert("buttonBorderShape")
  }

  /// Hides the status bar (not simulated).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { inert("statusBarHidden") }

  /// Hides or shows the status bar (iOS 13 name; not simulated).
  public func statusBar(hidden: Bool) -> some View { inert("statusBar") }
}
