import Foundation

/// What one subscription to several publishers keeps: the latest value of each, and how many
/// have finished. Values may arrive on any thread.
private final class LatestValues<Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Any?]
  private var finished = 0
  private var ended = false

  init(count: Int) { values = Array(repeating: nil, count: count) }

  /// Stores `value` as the latest of publisher `index`; returns every latest value once each
  /// publisher has sent one.
  func store(_ value: Any, at index: Int) -> [Any]? {
    lock.withLock {
      guard !ended else { return nil }
      values[index] = value
      let all = values.compactMap { $0 }
      return all.count == values.count ? all : nil
    }
  }

  /// The completion to pass on, if this one ends the whole: the first failure, or the last
  /// publisher finishing.
  func end(_ completion: Subscribers.Completion<Failure>) -> Subscribers.Completion<Failure>? {
    lock.withLock {
      guard !ended else { return nil }
      if case .finished = completion {
        finished += 1
        guard finished == values.count else { return nil }
      }
      ended = true
      return completion
    }
  }
}

extension Publishers {
  /// Publishes the latest value of each of two publishers, once both have sent one, whenever
  /// either sends (`combineLatest`); fails when either fails, finishes when both have.
  public struct CombineLatest<A: Publisher, B: Publisher>: CompletingPublisher
  where A.Failure == B.Failure {
    /// The latest values, as a pair.
    public typealias Output = (A.Output, B.Output)
    /// How the publishers fail.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Combines `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Subscribes to the pairs of latest values.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      Publishers.joinLatest(
        [a.erasedValues, b.erasedValues], receiveCompletion: receiveCompletion
      ) { receiveValue(($0[0] as! A.Output, $0[1] as! B.Output)) }
    }
  }

  /// Publishes the latest value of each of three publishers, once all have sent one, whenever
  /// any sends.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: CompletingPublisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// The latest values, as a triple.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// How the publishers fail.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C

    /// Combines `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Subscribes to the triples of latest values.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      Publishers.joinLatest(
        [a.erasedValues, b.erasedValues, c.erasedValues], receiveCompletion: receiveCompletion
      ) { receiveValue(($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)) }
    }
  }

  /// Publishes the values of two publishers as they come (`merge(with:)`); fails when either
  /// fails, finishes when both have.
  public struct Merge<A: Publisher, B: Publisher>: CompletingPublisher
  where A.Failure == B.Failure, A.Output == B.Output {
    /// What both publishers emit.
    public typealias Output = A.Output
    /// How they fail.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Merges `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Subscribes to the values of both.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      mergeSubscriptions(
        [a.subscriber, b.subscriber], receiveCompletion: receiveCompletion,
        receiveValue: receiveValue)
    }
  }

  /// Subscribes to each of `publishers`, sending every latest value once all have sent one.
  static func joinLatest<Failure: Error>(
    _ publishers: [ErasedValues<Failure>],
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValues: @escaping ([Any]) -> Void
  ) -> AnyCancellable {
    let latest = LatestValues<Failure>(count: publishers.count)
    let subscriptions = publishers.enumerated().map { index, subscribe in
      subscribe(
        { completion in
          if let passed = latest.end(completion) { receiveCompletion(passed) }
        },
        { value in
          if let all = latest.store(value, at: index) { receiveValues(all) }
        })
    }
    return AnyCancellable { subscriptions.forEach { $0.cancel() } }
  }
}

/// A publisher's `_subscribe(receiveCompletion:receiveValue:)`.
typealias Subscribing<Output, Failure: Error> = (
  @escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void
) -> AnyCancellable

/// A publisher's subscription with its values as `Any`.
typealias ErasedValues<Failure: Error> = Subscribing<Any, Failure>

/// Subscribes to each of `subscriptions`: every value goes on; the completion goes on when all
/// have finished, or at the first failure (the others cancelled).
func mergeSubscriptions<Output, Failure: Error>(
  _ subscriptions: [Subscribing<Output, Failure>],
  receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
  receiveValue: @escaping (Output) -> Void
) -> AnyCancellable {
  let link = UpstreamLink<Failure>(receiveCompletion)
  let remaining = Guarded(subscriptions.count)
  guard !subscriptions.isEmpty else {
    link.end(.finished)
    return link.cancellable
  }
  let cancellables = subscriptions.map { subscribe in
    subscribe(
      { completion in
        guard case .finished = completion else { return link.end(completion) }
        let left = remaining.with { count -> Int in
          count -= 1
          return count
        }
        if left == 0 { link.end(.finished) }
      },
      { value in if link.isOpen { receiveValue(value) } })
  }
  link.attach(AnyCancellable { cancellables.forEach { $0.cancel() } })
  return link.cancellable
}

extension Publisher {
  var erasedValues: ErasedValues<Failure> {
    { completion, value in _subscribe(receiveCompletion: completion) { value($0) } }
  }

  var subscriber: Subscribing<Output, Failure> {
    { _subscribe(receiveCompletion: $0, receiveValue: $1) }
  }

  /// The latest values of this publisher and `other`, as pairs, once both have sent one.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values of this publisher and `other`, combined by `transform`.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// The latest values of this publisher and two others, as triples, once all have sent one.
  public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where P.Failure == Failure, Q.Failure == Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// The values of this publisher and `other`, as they come.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Failure == Failure, P.Output == Output {
    Publishers.Merge(self, other)
  }
}

// Joins of the same publishers are the same publisher (see `FieldComparedPublisher`).
extension Publishers.CombineLatest: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return samePublisher(a, other.a) && samePublisher(b, other.b)
  }
}

extension Publishers.CombineLatest3: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return samePublisher(a, other.a) && samePublisher(b, other.b) && samePublisher(c, other.c)
  }
}

extension Publishers.Merge: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return samePublisher(a, other.a) && samePublisher(b, other.b)
  }
}

extension Publishers {
  /// Pairs the values of two publishers in order: the first of each, then the second of each …
  /// (`zip`); fails when either fails, finishes when either finishes with nothing left to pair.
  public struct Zip<A: Publisher, B: Publisher>: CompletingPublisher where A.Failure == B.Failure {
    /// The paired values.
    public typealias Output = (A.Output, B.Output)
    /// How the publishers fail.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Zips `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Subscribes to the pairs.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let link = UpstreamLink<Failure>(receiveCompletion)
      let queues = Guarded<(a: [A.Output], b: [B.Output], aDone: Bool, bDone: Bool)>(
        ([], [], false, false))
      func pair() {
        let made = queues.with { queues -> (Output?, Bool) in
          var pair: Output?
          if !queues.a.isEmpty && !queues.b.isEmpty {
            pair = (queues.a.removeFirst(), queues.b.removeFirst())
          }
          return (pair, (queues.aDone && queues.a.isEmpty) || (queues.bDone && queues.b.isEmpty))
        }
        if let value = made.0, link.isOpen { receiveValue(value) }
        if made.1 { link.end(.finished) }
      }
      func ended(_ completion: Subscribers.Completion<Failure>, first: Bool) {
        guard case .finished = completion else { return link.end(completion) }
        queues.with { first ? ($0.aDone = true) : ($0.bDone = true) }
        pair()
      }
      let first = a._subscribe(
        receiveCompletion: { ended($0, first: true) },
        receiveValue: { value in
          queues.with { $0.a.append(value) }
          pair()
        })
      let second = b._subscribe(
        receiveCompletion: { ended($0, first: false) },
        receiveValue: { value in
          queues.with { $0.b.append(value) }
          pair()
        })
      link.attach(
        AnyCancellable {
          first.cancel()
          second.cancel()
        })
      return link.cancellable
    }
  }
}

extension Publisher {
  /// This publisher's values paired in order with `other`'s.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
    Publishers.Zip(self, other)
  }

  /// This publisher's values paired in order with `other`'s, combined by `transform`.
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure
  {
    Publishers.Zip(self, other).map(transform)
  }
}
