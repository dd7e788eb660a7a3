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
      // action may write state). Values arrive where they are sent, the test's main actor; the
      // action is the latest one the view gave.
      let publisher = self.publisher
      record.subscription = AnyCancellable {}
      children.schedule { [weak record] in
        guard let record else { return }
        record.timer = (publisher as? any TimerSource)?.timerPublisher
        record.subscription = publisher._subscribe { [weak record] value in
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

/// A subscription the harness's clock can find: the timer it listens to.
@MainActor
protocol TimerSubscribing: AnyObject {
  var timer: Timer.TimerPublisher? { get }
}
