import Foundation

/// `onReceive`: while the view is in the tree, every value the publisher emits runs the action
/// (subscribed when the view appears, cancelled when it leaves). When an update gives it another
/// publisher — a replaced model's `$value`, a timer made again because the view was — the old
/// subscription is cancelled and the new publisher subscribed, as SwiftUI does.
nonisolated public struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void
}

/// The subscription an `onReceive` keeps for its identity, and its latest action.
@MainActor
final class ReceiveRecord<P: Publisher>: DisappearObserver, TimerSubscribing {
  var subscription: AnyCancellable?
  var action: ((P.Output) -> Void)?
  /// The publisher subscribed to.
  var publisher: P?
  /// The timer subscribed to, when the publisher is one: the harness's clock ticks it.
  var timer: Timer.TimerPublisher?
  /// How publishers of this type are compared, chosen once.
  private lazy var comparison = ValueComparison.inputs(for: P.self)
  /// The view, for the report of an endless re-entrant delivery.
  private weak var node: ViewNode?

  init(node: ViewNode) { self.node = node }
  /// How many deliveries are running, one inside another: an action whose effect makes the
  /// publisher send again runs inside the delivery that caused it.
  private var depth = 0
  private var reportedRecursion = false
  /// The deepest nesting delivered; deeper, the chain is taken as endless.
  static var maxDepth: Int { 64 }

  /// Runs the action with `value`, unless deliveries nest without end.
  func deliver(_ value: P.Output) {
    guard depth < Self.maxDepth else {
      reportRecursion()
      return
    }
    depth += 1
    defer { depth -= 1 }
    action?(value)
  }

  /// An action that makes its own publisher send again, every time, would recurse until the
  /// stack overflows (in SwiftUI too): the chain is cut and reported once, so the run survives.
  private func reportRecursion() {
    guard !reportedRecursion, let node else { return }
    reportedRecursion = true
    node.graph.onIssue(
      "onReceive at \(node.path): its action made its publisher send again, \(Self.maxDepth) "
        + "deliveries deep, without end; SwiftUI would recurse until the stack overflows. "
        + "ViewProbe stopped delivering there.", nil)
  }

  func disappear() {
    subscription?.cancel()
    subscription = nil
    publisher = nil
    timer = nil
  }

  /// Whether `publisher` is the one subscribed to, as SwiftUI compares a modifier's inputs
  /// field by field: `==`, identity for a class, bitwise for plain data, and for ViewProbe's own
  /// structs that hold references (`model.$value` read twice) their fields; anything else —
  /// a struct holding a closure — is another publisher.
  func isSubscribed(to publisher: P) -> Bool {
    guard let subscribed = self.publisher else { return false }
    if let fields = subscribed as? any FieldComparedPublisher {
      return fields.hasSameFields(as: publisher)
    }
    return comparison.equal(subscribed, publisher)
  }
}

/// One of ViewProbe's publisher structs whose fields are references and names: it says whether
/// another value has the same ones, as SwiftUI's field-by-field comparison would.
protocol FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool
}

/// Whether two publishers of one type are the same, as `onReceive` compares them: by their
/// fields for ViewProbe's own publisher structs, else as a view's inputs are compared.
func samePublisher<P>(_ lhs: P, _ rhs: P) -> Bool {
  if let fields = lhs as? any FieldComparedPublisher { return fields.hasSameFields(as: rhs) }
  return ValueComparison.inputs(for: P.self).equal(lhs, rhs)
}

extension _ReceiveModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    let record = node.primitiveState as? ReceiveRecord<P> ?? ReceiveRecord<P>(node: node)
    node.primitiveState = record
    record.action = action
    if record.subscription != nil, !record.isSubscribed(to: publisher) {
      record.disappear()
    }
    if record.subscription == nil {
      // Subscribed after the update (a publisher may send its current value at once, and an
      // action may write state). The action is the latest one the view gave. A value sent on the
      // main thread is delivered at once; one sent from another thread (a `@Published` written
      // in a network callback) is handed to the graph and delivered on the main actor by the
      // next update (any probe of the harness), where SwiftUI would run the action on that
      // thread.
      let publisher = self.publisher
      let inbox = children.node.graph.tracker.inbox
      let placeholder = AnyCancellable {}
      record.publisher = publisher
      record.subscription = placeholder
      children.schedule { [weak record, weak inbox] in
        // Nothing to do if the view left, or was given another publisher, before this ran.
        guard let record, record.subscription === placeholder else { return }
        record.timer = (publisher as? any TimerSource)?.timerPublisher
        record.subscription = publisher._subscribe { [weak record, weak inbox] value in
          guard MainQueue.isCurrent else {
            let sent = SentValue(record: record, value: value)
            inbox?.post(.delivery { sent.deliver() })
            return
          }
          MainActor.assumeIsolated { record?.deliver(value) }
        }
      }
    }
    children.append(content, key: .content)
  }
}

nonisolated extension View {
  /// Runs `action` with each value `publisher` emits while the view is in the tree.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(_ReceiveModifier(publisher: publisher, action: action))
  }
}

/// A value sent to an `onReceive` from another thread, carried to the main actor. The value is
/// handed over once and never touched on the sending thread again.
private struct SentValue<P: Publisher>: @unchecked Sendable {
  weak var record: ReceiveRecord<P>?
  let value: P.Output

  @MainActor func deliver() { record?.deliver(value) }
}

/// A subscription the harness's clock can find: the timer it listens to.
@MainActor
protocol TimerSubscribing: AnyObject {
  var timer: Timer.TimerPublisher? { get }
}
