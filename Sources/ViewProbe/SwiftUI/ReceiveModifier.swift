import Foundation

/// `onReceive`: while the view is in the tree, every value the publisher emits runs the action
/// (subscribed when the view appears, cancelled when it leaves).
public struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let publisher: P
  let action: (P.Output) -> Void
}

/// The subscription an `onReceive` keeps for its identity, and its latest action.
@MainActor
final class ReceiveRecord<Output>: DisappearObserver, TimerSubscribing {
  var subscription: AnyCancellable?
  var action: ((Output) -> Void)?
  /// The timer subscribed to, when the publisher is one: the harness's clock ticks it.
  var timer: Timer.TimerPublisher?

  func disappear() {
    subscription?.cancel()
    subscription = nil
    timer = nil
  }
}

extension _ReceiveModifier: PrimitiveModifier {
  func makeChildren(of content: any View, into children: inout ChildList) {
    let node = children.node
    let record = node.primitiveState as? ReceiveRecord<P.Output> ?? ReceiveRecord<P.Output>()
    node.primitiveState = record
    record.action = action
    if record.subscription == nil {
      // Subscribed after the update (a publisher may send its current value at once, and an
      // action may write state). The action is the latest one the view gave. A value sent on the
      // main thread is delivered at once; one sent from another thread (a `@Published` written
      // in a network callback) is handed to the graph and delivered on the main actor by the
      // next update (any probe of the harness), where SwiftUI would run the action on that
      // thread.
      let publisher = self.publisher
      let inbox = children.node.graph.tracker.inbox
      record.subscription = AnyCancellable {}
      children.schedule { [weak record, weak inbox] in
        guard let record else { return }
        record.timer = (publisher as? any TimerSource)?.timerPublisher
        record.subscription = publisher._subscribe { [weak record, weak inbox] value in
          guard MainQueue.isCurrent else {
            let sent = SentValue(record: record, value: value)
            inbox?.post(.delivery { sent.deliver() })
            return
          }
          MainActor.assumeIsolated { record?.action?(value) }
        }
      }
    }
    children.append(content, key: .content)
  }
}

extension View {
  /// Runs `action` with each value `publisher` emits while the view is in the tree.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(_ReceiveModifier(publisher: publisher, action: action))
  }
}

/// A value sent to an `onReceive` from another thread, carried to the main actor. The value is
/// handed over once and never touched on the sending thread again.
private struct SentValue<Output>: @unchecked Sendable {
  weak var record: ReceiveRecord<Output>?
  let value: Output

  @MainActor func deliver() { record?.action?(value) }
}

/// A subscription the harness's clock can find: the timer it listens to.
@MainActor
protocol TimerSubscribing: AnyObject {
  var timer: Timer.TimerPublisher? { get }
}
