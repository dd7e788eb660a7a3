import Foundation

/// A publisher you send values and a completion through by hand (Combine's protocol), which
/// `PassthroughSubject` and `CurrentValueSubject` adopt.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to every subscriber.
  func send(_ value: Output)
  /// Ends the subject.
  func send(completion: Subscribers.Completion<Failure>)
}

extension PassthroughSubject: Subject {}
extension CurrentValueSubject: Subject {}

extension Subject where Output == Void {
  /// Sends the event (`subject.send()` for a `Void` subject).
  public func send() { send(()) }
}

extension Publishers {
  /// The upstream's events sent through a subject once connected, to every subscriber of the
  /// subject (`multicast`, `makeConnectable`): one subscription to the upstream for them all.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    CompletingPublisher,
    @unchecked Sendable
  where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How the upstream fails.
    public typealias Failure = Upstream.Failure

    /// The publisher shared.
    public final let upstream: Upstream
    /// Makes the subject, once, when it is first needed.
    public final let createSubject: () -> SubjectType
    private let lock = NSLock()
    private var made: SubjectType?

    /// Shares `upstream` through the subject `createSubject` makes.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    private var subject: SubjectType {
      lock.withLock {
        if let made { return made }
        let subject = createSubject()
        made = subject
        return subject
      }
    }

    /// Subscribes to the subject: the upstream's events once connected.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      subject._subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }

    /// Subscribes the subject to the upstream; cancelling the result ends that. As in Combine,
    /// the result is a plain `Cancellable`: letting it go does not end the connection, which
    /// lasts while the upstream does, until it completes.
    public func connect() -> any Cancellable {
      let subject = self.subject
      // The upstream's handlers hold the connection, as a Combine publisher holds its
      // subscriptions; the completion lets it go.
      let held = Guarded<(subscription: AnyCancellable?, completed: Bool)>((nil, false))
      let subscription = upstream._subscribe(
        receiveCompletion: { completion in
          held.with { $0 = (nil, true) }
          subject.send(completion: completion)
        },
        receiveValue: { value in withExtendedLifetime(held) { subject.send(value) } })
      held.with { if !$0.completed { $0.subscription = subscription } }
      return StopOnCancel {
        held.with { held in
          defer { held.subscription = nil }
          return held.subscription
        }?.cancel()
      }
    }
  }

  /// Combine's name for what `makeConnectable()` returns.
  public typealias MakeConnectable<Upstream: Publisher> = Multicast<
    Upstream, PassthroughSubject<Upstream.Output, Upstream.Failure>
  >
}

extension Publisher {
  /// Shares this publisher through `subject` once connected.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// Shares this publisher through the subject `createSubject` makes, once connected.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }
}

extension Publisher where Failure == Never {
  /// This publisher, sending its values only once connected (`connect()` or `autoconnect()`).
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    multicast { PassthroughSubject() }
  }
}
