/// The Combine operators about subscriptions themselves: `handleEvents`, `share()` and
/// `subscribe(on:)`.

/// A unique identifier of a publisher stream (Combine's type): `subscription.combineIdentifier`.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
  private let value: UInt64

  /// A new identifier, unlike any other (64 random bits: no counter shared between tests).
  public init() { value = UInt64.random(in: .min ... .max) }

  /// The identifier of `obj`, made from its address.
  public init(_ obj: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(obj))) }

  /// The identifier in hexadecimal.
  public var description: String { "0x" + String(value, radix: 16) }
}

/// A type that names the publisher stream it belongs to (Combine's protocol); a class has one
/// made from its address.
public protocol CustomCombineIdentifierConvertible {
  /// The stream's identifier.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The identifier made from this object's address.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A subscriber's hold on a publisher (Combine's protocol): what `handleEvents` hands its
/// `receiveSubscription` closure. ViewProbe's publishers push every value, so `request(_:)` only
/// reports the demand.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for more values.
  func request(_ demand: Subscribers.Demand)
}

extension Publishers {
  /// Runs closures as a subscription's events happen (`handleEvents`), for side effects such as
  /// turning a loading flag on and off.
  public struct HandleEvents<Upstream: Publisher>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How it fails.
    public typealias Failure = Upstream.Failure
    /// The publisher watched.
    public let upstream: Upstream
    /// Runs when a subscriber subscribes.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// Runs with each value.
    public var receiveOutput: ((Output) -> Void)?
    /// Runs when the upstream finishes or fails.
    public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    /// Runs when the subscriber cancels.
    public var receiveCancel: (() -> Void)?
    /// Runs when the subscriber asks for values (once, `unlimited`, as it subscribes).
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Watches `upstream` with the given closures.
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    /// Subscribes, running the closures as the events happen.
    public func _subscribe(
      receiveCompletion downstreamCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let (output, completion, cancel) = (receiveOutput, receiveCompletion, receiveCancel)
      let link = UpstreamLink<Failure> { ended in
        completion?(ended)
        downstreamCompletion(ended)
      }
      let handle = EventSubscription(link: link, onRequest: receiveRequest, onCancel: cancel)
      receiveSubscription?(handle)
      handle.request(.unlimited)
      link.follow(upstream) { value in
        output?(value)
        receiveValue(value)
      }
      return AnyCancellable { handle.cancel() }
    }
  }
}

/// The subscription `handleEvents` reports: cancelling it ends the link and runs `receiveCancel`
/// (only while the subscription is still open).
private final class EventSubscription<Failure: Error>: Subscription, @unchecked Sendable {
  private let link: UpstreamLink<Failure>
  private let onRequest: ((Subscribers.Demand) -> Void)?
  private let onCancel: (() -> Void)?
  private let cancellation: AnyCancellable

  init(
    link: UpstreamLink<Failure>, onRequest: ((Subscribers.Demand) -> Void)?,
    onCancel: (() -> Void)?
  ) {
    (self.link, self.onRequest, self.onCancel) = (link, onRequest, onCancel)
    cancellation = link.cancellable
  }

  func request(_ demand: Subscribers.Demand) { onRequest?(demand) }

  func cancel() {
    guard link.isOpen else { return }
    cancellation.cancel()
    onCancel?()
  }
}

extension Publishers {
  /// One subscription to the upstream shared by every subscriber (`share()`): the first
  /// subscriber starts it, the last to cancel stops it. Later subscribers get only later values;
  /// once the upstream completes, every subscriber, later ones too, gets the completion.
  public final class Share<Upstream: Publisher>: CompletingPublisher, Equatable,
    @unchecked Sendable
  {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How it fails.
    public typealias Failure = Upstream.Failure
    private typealias Receiver = (
      value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void
    )
    private struct State {
      var receivers: [Int: Receiver] = [:]
      var next = 0
      var connection: AnyCancellable?
      var connecting = false
      var completion: Subscribers.Completion<Failure>?
    }

    /// The publisher shared.
    public let upstream: Upstream
    private let state = Guarded(State())

    /// Shares one subscription to `upstream`.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Two shares are the same publisher only if they are the same object.
    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }

    /// Adds a subscriber, starting the upstream subscription for the first one.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      typealias Added = (token: Int, ended: Subscribers.Completion<Failure>?, connects: Bool)
      let added = state.with { state -> Added in
        if let completion = state.completion { return (0, completion, false) }
        state.next += 1
        state.receivers[state.next] = (receiveValue, receiveCompletion)
        let connects = state.connection == nil && !state.connecting
        if connects { state.connecting = true }
        return (state.next, nil, connects)
      }
      if let ended = added.ended {
        receiveCompletion(ended)
        return AnyCancellable {}
      }
      if added.connects { connect() }
      let token = added.token
      return AnyCancellable { [weak self] in self?.remove(token) }
    }

    private func connect() {
      let connection = upstream._subscribe(
        receiveCompletion: { [weak self] completion in self?.complete(completion) },
        receiveValue: { [weak self] value in
          let receivers = self?.state.with { Array($0.receivers.values) } ?? []
          for receiver in receivers { receiver.value(value) }
        })
      let kept = state.with { state -> Bool in
        state.connecting = false
        guard state.completion == nil, !state.receivers.isEmpty else { return false }
        state.connection = connection
        return true
      }
      if !kept { connection.cancel() }
    }

    private func complete(_ completion: Subscribers.Completion<Failure>) {
      let receivers = state.with { state -> [Receiver] in
        guard state.completion == nil else { return [] }
        state.completion = completion
        defer { state.receivers.removeAll() }
        return Array(state.receivers.values)
      }
      for receiver in receivers { receiver.completion(completion) }
    }

    private func remove(_ token: Int) {
      let stopped = state.with { state -> AnyCancellable? in
        state.receivers.removeValue(forKey: token)
        guard state.receivers.isEmpty else { return nil }
        defer { state.connection = nil }
        return state.connection
      }
      stopped?.cancel()
    }
  }

  /// Subscribes to the upstream from a scheduler (`subscribe(on:)`): the subscription starts
  /// when the scheduler runs it, not during the call.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How it fails.
    public typealias Failure = Upstream.Failure
    /// The publisher subscribed to.
    public let upstream: Upstream
    /// Where the subscription starts.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Subscribes to `upstream` from `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      (self.upstream, self.scheduler, self.options) = (upstream, scheduler, options)
    }

    /// Schedules the subscription; cancelling before it starts means it never does.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let link = UpstreamLink<Failure>(receiveCompletion)
      let upstream = self.upstream
      scheduler.schedule(options: options) {
        if link.isOpen { link.follow(upstream, sending: receiveValue) }
      }
      return link.cancellable
    }
  }
}

extension Publisher {
  /// Runs the given closures as this publisher's subscription events happen.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }

  /// One subscription to this publisher, shared by every subscriber.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }

  /// Subscribes to this publisher from `scheduler`.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension AnyCancellable {
  /// Keeps this cancellable in `collection` (an array of cancellables, say).
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }
}
