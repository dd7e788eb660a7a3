/// Haptic or audio feedback. Nothing is felt here, but what a view plays is recorded:
/// `ParentHarness.sensoryFeedback` lists it, in order.
public struct SensoryFeedback: Equatable, Sendable, CustomStringConvertible {
  let name: String
  /// Its name (`success`, `impact`).
  public var description: String { name }
  /// A task completed.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")
  /// An alignment guide was reached.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A value moved to another discrete level.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A drawn path was completed.
  public static let pathComplete = SensoryFeedback(name: "pathComplete")

  /// An impact of `weight`, at `intensity` (0 to 1).
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: "impact(weight: .\(weight.name), intensity: \(intensity))")
  }

  /// An impact between objects of `flexibility`, at `intensity` (0 to 1).
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: "impact(flexibility: .\(flexibility.name), intensity: \(intensity))")
  }

  /// How heavy an impact feels.
  public struct Weight: Equatable, Sendable {
    let name: String
    /// Light.
    public static let light = Weight(name: "light")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
  }

  /// How flexible the objects of an impact are.
  public struct Flexibility: Equatable, Sendable {
    let name: String
    /// Rigid.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid.
    public static let solid = Flexibility(name: "solid")
    /// Soft.
    public static let soft = Flexibility(name: "soft")
  }
}

/// `sensoryFeedback`: plays feedback when a trigger value changes (not on first appearance), as
/// the condition or the choosing closure allows; the harness records what was played.
nonisolated public struct _SensoryFeedbackModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let trigger: Any
  /// Whether a previous trigger equals this one.
  let isSame: (Any) -> Bool
  /// The feedback for a change from an old trigger to this one, if any.
  let choose: (Any) -> SensoryFeedback?
}

/// The trigger a feedback modifier last saw.
@MainActor
final class FeedbackRecord {
  var trigger: Any
  init(trigger: Any) { self.trigger = trigger }
}

extension _SensoryFeedbackModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
    let node = children.node
    guard let record = node.primitiveState as? FeedbackRecord else {
      node.primitiveState = FeedbackRecord(trigger: trigger)
      return
    }
    guard !isSame(record.trigger) else { return }
    let old = record.trigger
    record.trigger = trigger
    if let feedback = choose(old) { node.graph.systemActions.record(feedback) }
  }
}

nonisolated extension View {
  /// Plays `feedback` when `trigger` changes.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    sensoryFeedback(trigger: trigger) { _, _ in feedback }
  }

  /// Plays `feedback` when `trigger` changes and `condition` allows it.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View {
    sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
  }

  /// Plays the feedback `feedback` chooses when `trigger` changes (`nil`: none).
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    modifier(
      _SensoryFeedbackModifier(
        trigger: trigger,
        isSame: { ($0 as? T) == trigger },
        choose: { old in (old as? T).flatMap { feedback($0, trigger) } }))
  }
}
