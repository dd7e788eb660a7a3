/// The kinds of control a harness can find by label and drive.
enum ControlKind: String, CaseIterable {
  case button = "Button"
  case toggle = "Toggle"
  case textField = "TextField"
  case secureField = "SecureField"
  case slider = "Slider"
  case stepper = "Stepper"
  case picker = "Picker"
  case datePicker = "DatePicker"
  case colorPicker = "ColorPicker"
  case navigationLink = "NavigationLink"

  /// The argument label of the `find` call for this kind (`find(textField:)`).
  var query: String {
    switch self {
    case .button: return "button"
    case .toggle: return "toggle"
    case .textField: return "textField"
    case .secureField: return "secureField"
    case .slider: return "slider"
    case .stepper: return "stepper"
    case .picker: return "picker"
    case .datePicker: return "datePicker"
    case .colorPicker: return "colorPicker"
    case .navigationLink: return "navigationLink"
    }
  }

  /// The `FoundView` actions that drive this kind, as a test would call them.
  var drivingActions: String {
    switch self {
    case .button, .navigationLink: return "tap()"
    case .toggle: return "toggle()"
    case .textField, .secureField: return "setInput(_:) and submit()"
    case .slider, .datePicker, .colorPicker: return "setValue(_:)"
    case .stepper: return "increment() and decrement()"
    case .picker: return "select(_:)"
    }
  }
}

/// A control the harness can drive: each member is `nil` (or a refusal) unless the control has
/// that capability.
@MainActor
protocol DrivableControl {
  static var controlKind: ControlKind { get }
  /// What a tap runs.
  var tapAction: (@MainActor () -> Void)? { get }
  /// What a tap runs where the control sits (a link pushes onto its stack).
  func tapAction(in environment: EnvironmentValues) -> (@MainActor () -> Void)?
  /// What a tap runs on the control shown by `node` (a link that pushes remembers it did).
  func tapAction(at node: ViewNode) -> (@MainActor () -> Void)?
  /// The `Bool` a toggle flips.
  var boolBinding: Binding<Bool>? { get }
  /// The text a field edits.
  var textBinding: Binding<String>? { get }
  /// What a stepper's + and − run.
  var stepActions: (increment: (() -> Void)?, decrement: (() -> Void)?)? { get }
  /// Why a stepper's + (`up`) or − ignores a tap now, if it does.
  func stepRefusal(up: Bool) -> String?
  /// The bound value now, for messages and `FoundView.value`.
  var currentValue: Any? { get }
  /// Sets the bound value; returns why not, when the value does not fit.
  func setValue(_ value: Any) -> String?
  /// Why the control, where it sits, ignores input (a link outside any stack), if it does.
  func refusal(in environment: EnvironmentValues) -> String?
  /// Whether a tap that lands on `child` (one of its children) is the control's: a menu's label
  /// is, its items are not (they are controls of their own, or nothing).
  func takesTap(on child: ViewNode) -> Bool
  /// Whether the control is the one a style's body makes of its configuration
  /// (`Toggle(configuration)`): queries find the styled control, not this one.
  var drawsStyledControl: Bool { get }
}

extension DrivableControl {
  var tapAction: (@MainActor () -> Void)? { nil }
  func tapAction(in environment: EnvironmentValues) -> (@MainActor () -> Void)? { tapAction }
  func tapAction(at node: ViewNode) -> (@MainActor () -> Void)? {
    tapAction(in: node.environment)
  }
  var boolBinding: Binding<Bool>? { nil }
  var textBinding: Binding<String>? { nil }
  var stepActions: (increment: (() -> Void)?, decrement: (() -> Void)?)? { nil }
  func stepRefusal(up: Bool) -> String? { nil }
  var currentValue: Any? { boolBinding?.wrappedValue ?? textBinding?.wrappedValue }
  func setValue(_ value: Any) -> String? {
    "a \(Self.controlKind.rawValue) has no value to set"
  }
  func refusal(in environment: EnvironmentValues) -> String? { nil }
  func takesTap(on child: ViewNode) -> Bool { true }
  var drawsStyledControl: Bool { false }
}
