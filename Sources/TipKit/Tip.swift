// Linux has no TipKit. There, ViewProbe's product includes this stand-in, so that an app's tips
// (a `Tip` shown in a `TipView` or with `popoverTip`, its rules, parameters and events) compile
// unchanged and behave by TipKit's rules. Each harness stands for one run of the app with its own
// tips datastore: a tip closed, a parameter set or an event donated in one test is never seen by
// another. An `App`'s initializer is not run by a harness, so the test configures TipKit itself
// (`harness.configureTips()`); until then no tip shows, as in an app that never called
// `Tips.configure()`.
import Foundation
import ViewProbe

/// A tip: its content (a title, and optionally a message, an image and actions) and when it may
/// show (its rules and options).
public protocol Tip: Identifiable, Sendable where ID == String {
  /// The tip's identity in the datastore (the type's name unless the tip says otherwise).
  var id: String { get }
  /// The title, required.
  var title: Text { get }
  /// The message under the title.
  var message: Text? { get }
  /// The image beside the title.
  var image: Image? { get }
  /// The buttons under the message.
  @Tips.ActionBuilder var actions: [Tips.Action] { get }
  /// The conditions that must all hold before the tip shows.
  @Tips.RuleBuilder var rules: [Tips.Rule] { get }
  /// How the tip is shown (display count, display frequency).
  @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
  /// The type's name.
  public var id: String { String(describing: Self.self) }
  /// No message.
  public var message: Text? { nil }
  /// No image.
  public var image: Image? { nil }
  /// No actions.
  public var actions: [Tips.Action] { [] }
  /// No rules: the tip shows once TipKit is configured.
  public var rules: [Tips.Rule] { [] }
  /// No options.
  public var options: [any TipOption] { [] }

  /// A button of a tip.
  public typealias Action = Tips.Action
  /// A condition of a tip.
  public typealias Rule = Tips.Rule
  /// An option of a tip.
  public typealias Option = TipOption
  /// A repeatable action of the user that rules count.
  public typealias Event = Tips.Event
  /// Whether a tip may show.
  public typealias Status = Tips.Status
  /// Whether the tip ignores the display frequency.
  public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
  /// How many times the tip shows before it is invalidated.
  public typealias MaxDisplayCount = Tips.MaxDisplayCount
  /// How long the tip shows before it is invalidated.
  public typealias MaxDisplayDuration = Tips.MaxDisplayDuration
}

/// TipKit's types and its configuration.
public enum Tips {
  /// A button of a tip: its label and what it does.
  public struct Action: Identifiable, Sendable {
    /// The identifier (the position among the tip's actions when none was given).
    public let id: String
    /// The position among the tip's actions, when it has no identifier of its own.
    public let index: Int?
    /// The label.
    public let label: @Sendable () -> Text
    /// What the button does.
    public let handler: @MainActor @Sendable () -> Void

    /// A button titled `title`.
    public init(
      id: String? = nil, title: some StringProtocol,
      perform handler: @escaping @MainActor @Sendable () -> Void = {}
    ) {
      let text = String(title)
      self.init(id: id, perform: handler) { Text(text) }
    }

    /// A button labelled by `label`.
    public init(
      id: String? = nil, perform handler: @escaping @MainActor @Sendable () -> Void = {},
      _ label: @escaping @Sendable () -> Text
    ) {
      self.id = id ?? ""
      index = nil
      self.label = label
      self.handler = handler
    }

    init(_ action: Action, index: Int) {
      id = action.id.isEmpty ? String(index) : action.id
      self.index = action.id.isEmpty ? index : nil
      label = action.label
      handler = action.handler
    }
  }

  /// Builds a tip's actions from statements (`Action(…)` on each line) or an array.
  public typealias ActionBuilder = ListBuilder<Action>
  /// Builds a tip's rules from statements (`#Rule(…)` on each line) or an array.
  public typealias RuleBuilder = ListBuilder<Rule>
  /// Builds a tip's options from statements (`MaxDisplayCount(3)` on each line) or an array.
  public typealias OptionsBuilder = ListBuilder<any TipOption>

  /// Builds a list from statements, one element or an array each (ViewProbe's: TipKit's three
  /// builders are this one for actions, rules and options).
  @resultBuilder public enum ListBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// Several elements.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// The elements of each statement, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: [Element]) -> [Element] { part }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: [Element]) -> [Element] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
  }

  /// Whether a tip may show now.
  public enum Status: Hashable, Sendable {
    /// Not eligible yet: TipKit is not configured, a rule does not hold, or another tip used up
    /// the display frequency's interval.
    case pending
    /// Eligible: a tip view shows it.
    case available
    /// Never shown again.
    case invalidated(InvalidationReason)
  }

  /// Why a tip was invalidated.
  public enum InvalidationReason: Hashable, Sendable {
    /// The user did what the tip suggested (the app says so).
    case actionPerformed
    /// The tip showed as many times as its `MaxDisplayCount` allows.
    case displayCountExceeded
    /// The tip showed for as long as its `MaxDisplayDuration` allows.
    case displayDurationExceeded
    /// The user closed it.
    case tipClosed
  }

  /// Whether a tip shows even while the display frequency holds other tips back.
  public struct IgnoresDisplayFrequency: TipOption {
    let ignores: Bool
    /// Ignores the frequency when `ignores`.
    public init(_ ignores: Bool) { self.ignores = ignores }
  }

  /// How many times a tip shows before TipKit invalidates it (`.displayCountExceeded`).
  public struct MaxDisplayCount: TipOption {
    let count: Int
    /// At most `count` times.
    public init(_ count: Int) { self.count = count }
  }

  /// How long a tip shows before TipKit invalidates it (kept: the harness's clock does not reach
  /// TipKit, so a test never outlasts it).
  public struct MaxDisplayDuration: TipOption {
    /// The duration, in seconds.
    public let duration: TimeInterval
    /// At most `duration` seconds.
    public init(_ duration: TimeInterval) { self.duration = duration }
  }
}

/// An option of a tip (`MaxDisplayCount`, `IgnoresDisplayFrequency`, `MaxDisplayDuration`).
public protocol TipOption: Sendable {}
