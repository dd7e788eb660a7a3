/// The Combine operators that keep something across values: `scan`, `reduce`, `collect`,
/// `first`, `last`, `prepend`/`append`.
extension Publishers {
  /// Sends each partial result of folding the values (`scan`).
  public struct Scan<Upstream: Publisher, Output>: CompletingPublisher {
    /// Fails as the upstream does.
    public typealias Failure = Upstream.Failure
    /// The publisher folded.
    public let upstream: Upstream
    /// The result before any value.
    public let initialResult: Output
    /// Folds the next value into the result.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Folds `upstream`'s values, starting from `initialResult`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes to the partial results; each subscription folds from the initial result.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let result = Guarded(initialResult)
      let next = nextPartialResult
      return upstream._subscribe(receiveCompletion: receiveCompletion) { value in
        receiveValue(
          result.with { result in
            result = next(result, value)
            return result
          })
      }
    }
  }

  /// Sends one value when the upstream finishes, made from all of its values (`reduce`,
  /// `collect()`, `last()`); nothing if it fails.
  public struct Reduce<Upstream: Publisher, Output>: CompletingPublisher {
    /// Fails as the upstream does.
    public typealias Failure = Upstream.Failure
    /// The publisher reduced.
    public let upstream: Upstream
    /// The result before any value.
    public let initial: Output
    /// Folds the next value into the result.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Reduces `upstream`'s values, starting from `initial`.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes to the final result.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let result = Guarded(initial)
      let next = nextPartialResult
      return upstream._subscribe(
        receiveCompletion: { completion in
          if case .finished = completion { receiveValue(result.with { $0 }) }
          receiveCompletion(completion)
        },
        receiveValue: { value in result.with { $0 = next($0, value) } })
    }
  }

  /// Sends the first value (or the first `predicate` accepts), then finishes (`first()`,
  /// `first(where:)`); finishes without a value if the upstream does.
  public struct FirstWhere<Upstream: Publisher>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// Fails as the upstream does.
    public typealias Failure = Upstream.Failure
    /// The publisher searched.
    public let upstream: Upstream
    /// Which value is wanted.
    public let predicate: (Output) -> Bool

    /// The first of `upstream`'s values that `predicate` accepts.
    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to the first matching value; the upstream is cancelled once it has come.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let predicate = self.predicate
      let link = UpstreamLink<Failure>(receiveCompletion)
      link.follow(upstream) { value in
        guard predicate(value) else { return }
        receiveValue(value)
        link.end(.finished)
      }
      return link.cancellable
    }
  }

  /// Sends the values of one publisher, then, once it finishes, those of another (`prepend`,
  /// `append`).
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: CompletingPublisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    /// What both emit.
    public typealias Output = Suffix.Output
    /// How they fail.
    public typealias Failure = Suffix.Failure
    /// The publisher sent first.
    public let prefix: Prefix
    /// The publisher sent once the first finishes.
    public let suffix: Suffix

    /// `prefix`'s values, then `suffix`'s.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    /// Subscribes to the prefix, then to the suffix.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let suffix = self.suffix
      let link = UpstreamLink<Failure>(receiveCompletion)
      link.follow(prefix, sending: receiveValue) { completion in
        guard case .finished = completion, link.isOpen else { return link.end(completion) }
        link.follow(suffix, sending: receiveValue)
      }
      return link.cancellable
    }
  }

  /// Combine's name for what `collect()` returns.
  public typealias Collect<Upstream: Publisher> = Reduce<Upstream, [Upstream.Output]>
  /// Combine's name for what `first()` returns.
  public typealias First<Upstream: Publisher> = FirstWhere<Upstream>
}

extension Publisher {
  /// Sends each partial result of folding the values into `initialResult`.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Sends the values folded into `initialResult`, once, when this publisher finishes.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Sends every value as one array when this publisher finishes.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Reduce(upstream: self, initial: []) { $0 + [$1] }
  }

  /// Sends the first value, then finishes.
  public func first() -> Publishers.First<Self> {
    Publishers.FirstWhere(upstream: self) { _ in true }
  }

  /// Sends the first value `predicate` accepts, then finishes.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Sends the last value when this publisher finishes.
  public func last() -> Publishers.CompactMap<Publishers.Reduce<Self, Output?>, Output> {
    Publishers.Reduce(upstream: self, initial: nil) { $1 }.compactMap { $0 }
  }

  /// Sends `elements` before this publisher's values.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self>
  {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// Sends `publisher`'s values, then, once it finishes, this publisher's.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Sends `elements` once this publisher finishes.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>>
  {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// Sends `publisher`'s values once this publisher finishes.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}
