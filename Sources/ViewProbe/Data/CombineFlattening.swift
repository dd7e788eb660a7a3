import Foundation

extension Subscribers {
  /// How many values a subscriber asks for (Combine's type). ViewProbe's publishers push every
  /// value; a demand only limits how many publishers `flatMap(maxPublishers:)` runs at once.
  public struct Demand: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number asked for; `nil` for no limit.
    public let max: Int?

    private init(limit: Int?) { max = limit }

    /// No limit.
    public static let unlimited = Demand(limit: nil)
    /// Nothing.
    public static let none = Demand(limit: 0)

    /// At most `value` (not negative).
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand cannot be negative")
      return Demand(limit: value)
    }

    /// Compares two demands; `unlimited` is the greatest.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): false
      case (_, nil): true
      case (let left?, let right?): left < right
      }
    }

    /// `unlimited`, or `max(n)`.
    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
  }
}

extension Publishers {
  /// Subscribes to the publisher `transform` makes of each value and sends their values as they
  /// come (`flatMap`); at most `maxPublishers` at once, later values waiting their turn. It
  /// finishes when the upstream and every publisher made have; the first failure ends it.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: CompletingPublisher
  where NewPublisher.Failure == Upstream.Failure {
    /// What the made publishers emit.
    public typealias Output = NewPublisher.Output
    /// How they, and the upstream, fail.
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// How many made publishers run at once.
    public let maxPublishers: Subscribers.Demand
    /// Makes a publisher of each value.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Flattens the publishers `transform` makes of `upstream`'s values.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    /// Subscribes to the upstream and to each publisher made.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let flattening = Flattening<Upstream.Output, NewPublisher>(
        limit: maxPublishers.max, transform: transform, receiveCompletion: receiveCompletion,
        receiveValue: receiveValue)
      let upstreamSubscription = upstream._subscribe(
        receiveCompletion: { flattening.upstreamEnded($0) },
        receiveValue: { flattening.receive($0) })
      return flattening.keep(upstream: upstreamSubscription)
    }
  }

  /// Sends the values of the latest publisher the upstream sent, cancelling the one before
  /// (`switchToLatest()`): a new search replaces the one still running.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: CompletingPublisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    /// What the inner publishers emit.
    public typealias Output = P.Output
    /// How they, and the upstream, fail.
    public typealias Failure = P.Failure
    /// The publisher of publishers.
    public let upstream: Upstream

    /// Switches to each publisher `upstream` sends.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes to the upstream, and to each publisher it sends in turn.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let flattening = Flattening<P, P>(
        limit: nil, replacesLatest: true, transform: { $0 }, receiveCompletion: receiveCompletion,
        receiveValue: receiveValue)
      let upstreamSubscription = upstream._subscribe(
        receiveCompletion: { flattening.upstreamEnded($0) },
        receiveValue: { flattening.receive($0) })
      return flattening.keep(upstream: upstreamSubscription)
    }
  }
}

/// One subscription of `flatMap` or `switchToLatest`: the inner subscriptions running, the values
/// waiting for a free place, and whether the upstream has finished. Values may come from any
/// thread.
private final class Flattening<Value, Inner: Publisher>: @unchecked Sendable {
  private struct State {
    var running: [Int: AnyCancellable] = [:]
    var live: Set<Int> = []
    var waiting: [Value] = []
    var nextToken = 0
    var upstreamFinished = false
    var ended = false
    var upstream: AnyCancellable?
  }

  private let state = Guarded(State())
  private let limit: Int?
  private let replacesLatest: Bool
  private let transform: (Value) -> Inner
  private let receiveCompletion: (Subscribers.Completion<Inner.Failure>) -> Void
  private let receiveValue: (Inner.Output) -> Void

  init(
    limit: Int?, replacesLatest: Bool = false, transform: @escaping (Value) -> Inner,
    receiveCompletion: @escaping (Subscribers.Completion<Inner.Failure>) -> Void,
    receiveValue: @escaping (Inner.Output) -> Void
  ) {
    (self.limit, self.replacesLatest, self.transform) = (limit, replacesLatest, transform)
    (self.receiveCompletion, self.receiveValue) = (receiveCompletion, receiveValue)
  }

  /// Keeps the upstream's subscription; the result cancels everything.
  func keep(upstream: AnyCancellable) -> AnyCancellable {
    let ended = state.with { state -> Bool in
      if !state.ended { state.upstream = upstream }
      return state.ended
    }
    if ended { upstream.cancel() }
    return AnyCancellable { [self] in
      for subscription in closeAll() ?? [] { subscription.cancel() }
    }
  }

  func receive(_ value: Value) {
    typealias Decision = (start: Int?, replaced: AnyCancellable?)
    let decision = state.with { state -> Decision in
      guard !state.ended else { return (nil, nil) }
      var replaced: AnyCancellable?
      if replacesLatest, let previous = state.live.first {
        state.live.remove(previous)
        replaced = state.running.removeValue(forKey: previous)
      }
      if let limit, state.live.count >= limit {
        state.waiting.append(value)
        return (nil, replaced)
      }
      state.nextToken += 1
      state.live.insert(state.nextToken)
      return (state.nextToken, replaced)
    }
    decision.replaced?.cancel()
    if let token = decision.start { start(token, with: value) }
  }

  private func start(_ token: Int, with value: Value) {
    let subscription = transform(value)._subscribe(
      receiveCompletion: { [self] completion in
        switch completion {
        case .finished: innerFinished(token)
        case .failure: end(completion)
        }
      },
      receiveValue: { [self] value in
        if state.with({ $0.live.contains(token) }) { receiveValue(value) }
      })
    // A publisher that finished while being subscribed to is no longer live: drop its
    // subscription.
    let kept = state.with { state -> Bool in
      guard state.live.contains(token) else { return false }
      state.running[token] = subscription
      return true
    }
    if !kept { subscription.cancel() }
  }

  private func innerFinished(_ token: Int) {
    typealias Next = (start: (token: Int, value: Value)?, finished: Bool)
    let next = state.with { state -> Next in
      guard !state.ended, state.live.remove(token) != nil else { return (nil, false) }
      state.running.removeValue(forKey: token)
      if !state.waiting.isEmpty {
        state.nextToken += 1
        state.live.insert(state.nextToken)
        return ((state.nextToken, state.waiting.removeFirst()), false)
      }
      return (nil, state.upstreamFinished && state.live.isEmpty)
    }
    if let start = next.start { self.start(start.token, with: start.value) }
    if next.finished { end(.finished) }
  }

  func upstreamEnded(_ completion: Subscribers.Completion<Inner.Failure>) {
    if case .failure = completion { return end(completion) }
    let done = state.with { state -> Bool in
      state.upstreamFinished = true
      return !state.ended && state.live.isEmpty && state.waiting.isEmpty
    }
    if done { end(.finished) }
  }

  private func end(_ completion: Subscribers.Completion<Inner.Failure>) {
    // Checked and marked at once: two inner publishers failing on two threads end it once.
    guard let subscriptions = closeAll() else { return }
    for subscription in subscriptions { subscription.cancel() }
    receiveCompletion(completion)
  }

  /// Marks the subscription ended and hands back what is to be cancelled; `nil` if it had ended.
  private func closeAll() -> [AnyCancellable]? {
    state.with { state in
      guard !state.ended else { return nil }
      state.ended = true
      defer {
        state.running.removeAll()
        state.live.removeAll()
        state.waiting.removeAll()
        state.upstream = nil
      }
      return Array(state.running.values) + (state.upstream.map { [$0] } ?? [])
    }
  }
}

extension Publisher {
  /// Subscribes to the publisher `transform` makes of each value, at most `maxPublishers` at
  /// once, and sends their values as they come.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// `flatMap` to publishers that cannot fail, from one that can.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      transform($0).setFailureType(to: Failure.self)
    }
  }
}

extension Publisher where Failure == Never {
  /// `flatMap` from a publisher that cannot fail to publishers that can.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers,
      transform: transform)
  }

  /// `flatMap` between publishers that cannot fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Sends the values of the latest publisher this one sent, cancelling the previous one.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Failure == Never {
  /// `switchToLatest()` of publishers that can fail, sent by one that cannot.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
  /// `switchToLatest()` where nothing can fail.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}
