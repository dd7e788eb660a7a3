// What an intent asks of the user while it runs — to confirm, to give a parameter's value — and
// the errors that say it needs one. No one can be asked here: a confirmation counts as given (the
// test exercises what the intent does once confirmed), and a value request is a recorded issue,
// as reading an unset parameter is; the errors are thrown as the system's are.
import Foundation
import ViewProbe

/// The name on the button that confirms an intent's action.
public struct ConfirmationActionName: Sendable, Hashable {
  let name: String
  /// Continue.
  public static var `continue`: Self { Self(name: "continue") }
  /// Go.
  public static var go: Self { Self(name: "go") }
  /// Add.
  public static var add: Self { Self(name: "add") }
  /// Buy.
  public static var buy: Self { Self(name: "buy") }
  /// Order.
  public static var order: Self { Self(name: "order") }
  /// Request.
  public static var request: Self { Self(name: "request") }
  /// Run.
  public static var run: Self { Self(name: "run") }
  /// Send.
  public static var send: Self { Self(name: "send") }
  /// Set.
  public static var set: Self { Self(name: "set") }
  /// Start.
  public static var start: Self { Self(name: "start") }
  /// Turn on.
  public static var turnOn: Self { Self(name: "turnOn") }
  /// Turn off.
  public static var turnOff: Self { Self(name: "turnOff") }
  /// View.
  public static var view: Self { Self(name: "view") }
  /// Search.
  public static var search: Self { Self(name: "search") }
}

/// When a confirmation is asked for.
public struct ConfirmationConditions: OptionSet, Sendable {
  /// The conditions' bits.
  public let rawValue: Int
  /// Conditions from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
}

/// An error an intent throws to stop and ask the user for something.
public struct AppIntentError: Error, Sendable, CustomStringConvertible {
  /// What is missing, in words.
  public let description: String

  /// The intent stopped to ask for a parameter's value.
  static func needsValue(_ title: LocalizedStringResource, _ dialog: IntentDialog?) -> Self {
    Self(
      description: "needs a value for \"\(String(localized: title))\""
        + (dialog.map { ": \($0.description)" } ?? ""))
  }
}

extension AppIntent {
  /// Asks the user to confirm before the intent goes on; here it counts as confirmed.
  public func requestConfirmation() async throws {}

  /// Asks the user to confirm, showing `dialog`; here it counts as confirmed.
  public func requestConfirmation(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog
  ) async throws {}

  /// Asks the user to confirm, showing `dialog` and a view; here it counts as confirmed (the view
  /// is not made).
  public func requestConfirmation<Content: View>(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true,
    @ViewBuilder content: () -> Content
  ) async throws {}

  /// Asks the user to confirm `result`; here it counts as confirmed.
  public func requestConfirmation<Result: IntentResult>(
    result: Result, confirmationActionName: ConfirmationActionName = .continue,
    showPrompt: Bool = true
  ) async throws {}
}

extension IntentParameter {
  /// The error that stops the intent to ask the user for this parameter's value (thrown here as
  /// the system's is; no one is asked).
  public func needsValueError(_ dialog: IntentDialog? = nil) -> some Error {
    AppIntentError.needsValue(title, dialog)
  }

  /// Asks the user for this parameter's value. No one can answer here: a recorded issue, after
  /// which the parameter's empty value is given (as reading an unset parameter gives).
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
    _ViewProbeRuntime.reportIssue(
      "The intent asked the user for \"\(String(localized: title))\" (requestValue): no one can "
        + "answer in a test. Give the intent its value before running it.")
    return wrappedValue
  }

  /// Asks the user to confirm `itemToConfirm`; here it counts as confirmed.
  public func requestConfirmation<Item>(for itemToConfirm: Item, dialog: IntentDialog? = nil)
    async throws -> Bool
  { true }
}

/// Offers the values a parameter can take (Shortcuts lists them).
public protocol DynamicOptionsProvider: Sendable {
  /// The kind of value offered.
  associatedtype DefaultValue
  /// The values.
  func results() async throws -> [DefaultValue]
  /// A provider, as the system makes it.
  init()
}

extension IntentParameter {
  /// A parameter titled `title` whose values `optionsProvider` offers, `default` until set.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default: Value? = nil, optionsProvider: Provider, requestValueDialog: IntentDialog? = nil
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog)
  }
}

/// A link that opens the app's page in Shortcuts (nothing is opened here).
public struct ShortcutsLink: View {
  /// The link, with the system's label.
  public init() {}
  /// The link, performing `action` (never tapped into Shortcuts here).
  public init(action: @escaping () -> Void) {}
  /// The label.
  public var body: some View { Text("Shortcuts") }
}

/// A tip that suggests saying an intent's phrase to Siri (shown while `isVisible` is true).
public struct SiriTipView: View {
  private let isVisible: Binding<Bool>

  /// A tip for `intent`, shown while `isVisible` is true.
  public init<Intent: AppIntent>(intent: Intent, isVisible: Binding<Bool> = .constant(true)) {
    self.isVisible = isVisible
  }

  /// The tip, while visible.
  public var body: some View {
    if isVisible.wrappedValue { Text("Siri Tip") }
  }
}
