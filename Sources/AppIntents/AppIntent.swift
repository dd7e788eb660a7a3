// Linux has no App Intents. There, ViewProbe's product includes this stand-in, so that an app's
// intents (the actions Shortcuts, Siri and interactive widgets run), its entities, enums and App
// Shortcuts compile unchanged, and so that `Button(intent:)` and `Toggle(isOn:intent:)` run their
// intent's `perform()` when tapped — in a task the harness knows, so `settle()` waits for it. No
// system runs intents on its own here: Siri, Shortcuts and Spotlight never call them.
import Foundation
import ViewProbe

/// An action the system can run for the app: its title, parameters and `perform()`.
public protocol AppIntent: Sendable {
  /// What the action is called.
  static var title: LocalizedStringResource { get }
  /// What it does.
  static var description: IntentDescription { get }
  /// Whether running it opens the app.
  static var openAppWhenRun: Bool { get }
  /// Whether Shortcuts shows it.
  static var isDiscoverable: Bool { get }
  /// The parameter summary's type.
  associatedtype SummaryContent: ParameterSummary = Summary<Self>
  /// How the parameters read as a sentence.
  @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
  /// What `perform()` returns.
  associatedtype PerformResult: IntentResult
  /// Does the action.
  func perform() async throws -> PerformResult
  /// An intent with its parameters' defaults.
  init()
}

extension AppIntent {
  /// No description.
  public static var description: IntentDescription { IntentDescription("") }
  /// It runs without opening the app.
  public static var openAppWhenRun: Bool { false }
  /// Shortcuts shows it.
  public static var isDiscoverable: Bool { true }
  /// A parameter of an intent (`@Parameter(title: "Name") var name: String`).
  public typealias Parameter<Value> = IntentParameter<Value>
}

/// An intent a widget is configured with (it needs no `perform()`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
  /// Nothing to do: the widget reads the configuration.
  public func perform() async throws -> some IntentResult { .result() }
}
/// An intent that sets a value (a control's toggle sets `value`, then performs).
public protocol SetValueIntent: AppIntent {
  /// The value's type.
  associatedtype ValueType
  /// The value to set.
  var value: ValueType { get set }
}
/// An intent a control is configured with (iOS 18's controls in Control Center).
public protocol ControlConfigurationIntent: AppIntent {}
/// An intent that opens the app to show something.
public protocol OpenIntent: AppIntent {}
/// An intent that can continue in the app's foreground.
public protocol ForegroundContinuableIntent: AppIntent {}
/// An intent that plays audio.
public protocol AudioPlaybackIntent: AppIntent {}
/// An intent that starts or updates a Live Activity.
public protocol LiveActivityIntent: AppIntent {}
/// An intent that reports progress.
public protocol ProgressReportingIntent: AppIntent {}

/// What an intent's `perform()` returns.
public protocol IntentResult: Sendable {}
/// A result carrying a value.
public protocol ReturnsValue<Value>: IntentResult {
  /// The value's type.
  associatedtype Value
  /// The value (ViewProbe's: what a test reads of a result).
  var value: Value? { get }
}
/// A result the system speaks or shows.
public protocol ProvidesDialog: IntentResult {
  /// What the system says (ViewProbe's: what a test reads of a result).
  var dialog: IntentDialog? { get }
}
/// A result showing a view.
public protocol ShowsSnippetView: IntentResult {}
/// A result that runs another intent.
public protocol OpensIntent: IntentResult {}

/// What `.result(…)` makes: its value, dialog, snippet and follow-up intent, kept.
public struct IntentResultContainer<Value, OpenIntentType, Content, Dialog>: ReturnsValue,
  ProvidesDialog, ShowsSnippetView, OpensIntent, @unchecked Sendable
{
  /// The value, if any.
  public let value: Value?
  /// The dialog, if any.
  public let dialog: IntentDialog?
}

extension IntentResult {
  /// Done, with nothing to say.
  public static func result() -> Self
  where Self == IntentResultContainer<Never, Never, Never, Never> {
    IntentResultContainer(value: nil, dialog: nil)
  }

  /// Done, with `value`.
  public static func result<V>(value: V) -> Self
  where Self == IntentResultContainer<V, Never, Never, Never> {
    IntentResultContainer(value: value, dialog: nil)
  }

  /// Done, saying `dialog`.
  public static func result(dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
    IntentResultContainer(value: nil, dialog: dialog)
  }

  /// Done, with `value`, saying `dialog`.
  public static func result<V>(value: V, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
    IntentResultContainer(value: value, dialog: dialog)
  }

  /// Done, saying `dialog` and showing `view` (kept, not shown).
  public static func result<C: View>(dialog: IntentDialog, @ViewBuilder view: () -> C) -> Self
  where Self == IntentResultContainer<Never, Never, C, IntentDialog> {
    IntentResultContainer(value: nil, dialog: dialog)
  }

  /// Done, showing `view` (kept, not shown).
  public static func result<C: View>(@ViewBuilder view: () -> C) -> Self
  where Self == IntentResultContainer<Never, Never, C, Never> {
    IntentResultContainer(value: nil, dialog: nil)
  }

  /// Done, running `opensIntent` next (not run here).
  public static func result<I: AppIntent>(opensIntent: I) -> Self
  where Self == IntentResultContainer<Never, I, Never, Never> {
    IntentResultContainer(value: nil, dialog: nil)
  }
}

/// What an intent says when it is done.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The words.
  public let description: String

  /// A dialog of `resource`'s words.
  public init(_ resource: LocalizedStringResource) { description = String(localized: resource) }
  /// A dialog of `string`.
  public init(stringLiteral string: String) { description = string }
  /// A dialog with values in it.
  public init(stringInterpolation: DefaultStringInterpolation) {
    description = String(stringInterpolation: stringInterpolation)
  }
  /// A dialog with a full and a short form (the full one is kept).
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
    self.init(full)
  }
}

/// What an intent does, for Shortcuts.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
  /// The words.
  public let text: String
  /// A description of `description`'s words.
  public init(
    _ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = []
  ) {
    text = String(localized: description)
  }
  /// A description of `value`.
  public init(stringLiteral value: String) { text = value }
}

/// A value an intent takes, asked of the user when the intent runs without it.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?
  private var reported = false
  /// The parameter's title.
  public let title: LocalizedStringResource

  /// A parameter titled `title`, `default` until set.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default: Value? = nil, requestValueDialog: IntentDialog? = nil
  ) {
    self.title = title
    stored = `default`
  }

  /// A parameter titled `title`, in `inclusiveRange`, `default` until set.
  public init<Bound>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default: Value? = nil, inclusiveRange: (Bound, Bound)? = nil,
    requestValueDialog: IntentDialog? = nil
  ) {
    self.title = title
    stored = `default`
  }

  /// The value. Read before anything set it, it is `nil` for an optional parameter; for another,
  /// the system would ask the user, which no one can here: the test records an issue and the
  /// parameter reads as an empty value (`""`, `0`, `false`, an enumeration's first case) — or,
  /// for a type with none, the run stops. The issue is recorded once per parameter.
  public var wrappedValue: Value {
    get {
      if let value = lock.withLock({ stored }) { return value }
      if let none = Optional<Any>.none as? Value { return none }
      let first = lock.withLock {
        defer { reported = true }
        return !reported
      }
      if first {
        _ViewProbeRuntime.reportIssue(
          "The intent parameter \"\(String(localized: title))\" was read before anything set it: "
            + "the system would ask the user for it. Give the intent its value before running it.")
      }
      if let empty = Self.emptyValue { return empty }
      fatalError("intent parameter \(String(localized: title)) has no value")
    }
    set { lock.withLock { stored = newValue } }
  }

  /// The parameter itself (`\.$name` in a parameter summary).
  public var projectedValue: IntentParameter<Value> { self }

  /// An empty value of the parameter's type, where the type has an obvious one.
  private static var emptyValue: Value? {
    let candidates: [Any] = ["", 0, 0.0, false, Date(timeIntervalSince1970: 0)]
    if let value = candidates.lazy.compactMap({ $0 as? Value }).first { return value }
    return (Value.self as? any CaseIterable.Type).flatMap { firstCase(of: $0) as? Value }
  }
}

/// The first case of an enumeration type.
private func firstCase<T: CaseIterable>(of type: T.Type) -> Any? { type.allCases.first }

/// How an intent's parameters read as a sentence in Shortcuts (kept).
public protocol ParameterSummary {}

/// The sentence of an intent's parameters (kept: Shortcuts shows it).
public struct Summary<Intent: AppIntent>: ParameterSummary {
  /// The sentence, with the parameters it names.
  public let text: String

  /// The sentence `summary` (`"Add \(\.$glasses) glasses"`).
  public init(_ summary: ParameterSummaryString<Intent>) { text = summary.text }
}

/// A sentence naming an intent's parameters by key path.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
  let text: String

  /// A sentence of `value`.
  public init(stringLiteral value: String) { text = value }
  /// A sentence with parameters in it.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// The parts of a sentence.
  public typealias StringInterpolation = IntentTextInterpolation<Intent>
}

/// The parts of an intent's text — a parameter summary or a shortcut phrase: words, the intent's
/// parameters by key path (each as its title, the placeholder Shortcuts shows before a value is
/// picked), and the app's name (as `${applicationName}`, the token App Shortcuts' phrases use).
public struct IntentTextInterpolation<Intent: AppIntent>: StringInterpolationProtocol, Sendable {
  var text = ""
  /// Room for the text.
  public init(literalCapacity: Int, interpolationCount: Int) {}
  /// Words.
  public mutating func appendLiteral(_ literal: String) { text += literal }
  /// A parameter, by key path (`\.$glasses`): its title.
  public mutating func appendInterpolation<Value>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>
  ) {
    text += String(localized: Intent()[keyPath: parameter].title)
  }
  /// The app's name.
  public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
    text += "${applicationName}"
  }
}

/// Builds an intent's parameter summary.
@resultBuilder public enum ParameterSummaryBuilder<Intent: AppIntent> {
  /// A sentence.
  public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
  /// The sentence.
  public static func buildBlock(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
}

extension AppIntent {
  /// No summary.
  public static var parameterSummary: Summary<Self> { Summary("") }
}
