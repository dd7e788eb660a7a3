import Foundation

/// The joins of three or more publishers — `merge(with:_:)` (`Merge3`, `Merge4`,
/// `MergeMany`), `zip(_:_:)` (`Zip3`, `Zip4`), `combineLatest(_:_:_:)` (`CombineLatest4`) —
/// and the operators another publisher ends or starts: `prefix(untilOutputFrom:)` and
/// `drop(untilOutputFrom:)`.
extension Publishers {
  /// The values of several publishers of one type as they come; finishes when all have, fails
  /// when one does (`MergeMany`).
  public struct MergeMany<Upstream: Publisher>: CompletingPublisher {
    /// What the publishers emit.
    public typealias Output = Upstream.Output
    /// How they fail.
    public typealias Failure = Upstream.Failure
    /// The publishers merged.
    public let publishers: [Upstream]

    /// Merges `upstream`.
    public init(_ upstream: Upstream...) { publishers = upstream }

    /// Merges the publishers of `upstream`.
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    /// Subscribes to every publisher's values.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      mergeSubscriptions(
        publishers.map { publisher in
          { publisher._subscribe(receiveCompletion: $0, receiveValue: $1) }
        },
        receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
  }

  /// The values of three publishers as they come (`merge(with:_:)`).
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: CompletingPublisher
  where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
    /// What they emit.
    public typealias Output = A.Output
    /// How they fail.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C

    /// Merges `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

    /// Subscribes to the three publishers' values.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      mergeSubscriptions(
        [a.subscriber, b.subscriber, c.subscriber], receiveCompletion: receiveCompletion,
        receiveValue: receiveValue)
    }
  }

  /// The values of four publishers as they come (`merge(with:_:_:)`).
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: CompletingPublisher
  where
    A.Output == B.Output, B.Output == C.Output, C.Output == D.Output, A.Failure == B.Failure,
    B.Failure == C.Failure, C.Failure == D.Failure
  {
    /// What they emit.
    public typealias Output = A.Output
    /// How they fail.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C
    /// The fourth publisher.
    public let d: D

    /// Merges `a`, `b`, `c` and `d`.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

    /// Subscribes to the four publishers' values.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      mergeSubscriptions(
        [a.subscriber, b.subscriber, c.subscriber, d.subscriber],
        receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
  }

  /// Triples of the three publishers' values, paired in order (`zip(_:_:)`).
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: CompletingPublisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// A value of each.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// How they fail.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C

    /// Zips `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }

    /// Subscribes to the triples: the pairs of `a` and `b` zipped with `c`.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      Zip(Zip(a, b), c)._subscribe(receiveCompletion: receiveCompletion) {
        receiveValue(($0.0.0, $0.0.1, $0.1))
      }
    }
  }

  /// Quadruples of the four publishers' values, paired in order (`zip(_:_:_:)`).
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: CompletingPublisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    /// A value of each.
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    /// How they fail.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C
    /// The fourth publisher.
    public let d: D

    /// Zips `a`, `b`, `c` and `d`.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

    /// Subscribes to the quadruples: the pairs of `a` and `b` zipped with those of `c` and `d`.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      Zip(Zip(a, b), Zip(c, d))._subscribe(receiveCompletion: receiveCompletion) {
        receiveValue(($0.0.0, $0.0.1, $0.1.0, $0.1.1))
      }
    }
  }

  /// The latest values of four publishers, each time one sends once all have
  /// (`combineLatest(_:_:_:)`).
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>:
    CompletingPublisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    /// The latest value of each.
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    /// How they fail.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C
    /// The fourth publisher.
    public let d: D

    /// Combines `a`, `b`, `c` and `d`.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

    /// Subscribes to the quadruples of latest values.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      Publishers.joinLatest(
        [a.erasedValues, b.erasedValues, c.erasedValues, d.erasedValues],
        receiveCompletion: receiveCompletion
      ) {
        receiveValue(
          ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output))
      }
    }
  }
}

extension Publisher {
  /// Merges this publisher's values with `b`'s and `c`'s.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where B.Output == Output, C.Output == Output, B.Failure == Failure, C.Failure == Failure {
    Publishers.Merge3(self, b, c)
  }

  /// Merges this publisher's values with `b`'s, `c`'s and `d`'s.
  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
  where
    B.Output == Output, C.Output == Output, D.Output == Output, B.Failure == Failure,
    C.Failure == Failure, D.Failure == Failure
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// Triples of this publisher's values with `b`'s and `c`'s, paired in order.
  public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.Zip3(self, b, c)
  }

  /// Quadruples of this publisher's values with `b`'s, `c`'s and `d`'s, paired in order.
  public func zip<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D)
    -> Publishers.Zip4<Self, B, C, D>
  where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
    Publishers.Zip4(self, b, c, d)
  }

  /// The latest values of this publisher, `b`, `c` and `d`, once all have sent one.
  public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D)
    -> Publishers.CombineLatest4<Self, B, C, D>
  where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
    Publishers.CombineLatest4(self, b, c, d)
  }

  /// The latest values of this publisher, `b` and `c`, transformed.
  public func combineLatest<B: Publisher, C: Publisher, T>(
    _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, T>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.CombineLatest3(self, b, c).map(transform)
  }

  /// Sends this publisher's values until `publisher` sends one, then finishes.
  public func prefix<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.UntilOutput<Self, P>
  {
    Publishers.UntilOutput(upstream: self, other: publisher, sendsBefore: true, otherFailure: nil)
  }

  /// Skips this publisher's values until `publisher` sends one, then sends them all.
  public func drop<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.UntilOutput<Self, P>
  where P.Failure == Failure {
    Publishers.UntilOutput(
      upstream: self, other: publisher, sendsBefore: false, otherFailure: { $0 })
  }
}

extension Publishers {
  /// The upstream's values before another publisher's first value (`prefix(untilOutputFrom:)`,
  /// which then finishes), or after it (`drop(untilOutputFrom:)`).
  public struct UntilOutput<Upstream: Publisher, Other: Publisher>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How the upstream fails.
    public typealias Failure = Upstream.Failure
    /// The publisher whose values pass.
    public let upstream: Upstream
    /// The publisher whose first value is the boundary.
    public let other: Other
    let sendsBefore: Bool
    /// For `drop(untilOutputFrom:)`: the other publisher's failure fails this one.
    let otherFailure: ((Other.Failure) -> Failure)?

    /// Subscribes to the upstream's values on the chosen side of `other`'s first value; the
    /// other publisher is cancelled once it has sent it.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let link = UpstreamLink<Failure>(receiveCompletion)
      let state = Guarded<(passed: Bool, boundary: AnyCancellable?)>((false, nil))
      let (sendsBefore, otherFailure) = (self.sendsBefore, self.otherFailure)
      let boundary = other._subscribe(
        receiveCompletion: { completion in
          if case .failure(let error) = completion, let otherFailure {
            link.end(.failure(otherFailure(error)))
          }
        },
        receiveValue: { _ in
          let (first, boundary) = state.with { state in
            defer { state.passed = true }
            return (!state.passed, state.boundary)
          }
          guard first else { return }
          boundary?.cancel()
          if sendsBefore { link.end(.finished) }
        })
      if state.with({ state in
        state.boundary = boundary
        return state.passed
      }) {
        boundary.cancel()
      }
      link.follow(upstream) { value in
        if state.with({ $0.passed }) != sendsBefore { receiveValue(value) }
      }
      let cancellable = link.cancellable
      return AnyCancellable {
        boundary.cancel()
        cancellable.cancel()
      }
    }
  }
}
