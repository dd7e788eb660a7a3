/// The Combine operators views and their models chain without a scheduler: each runs as the
/// value passes, on the thread that sent it. Those that wait or hop threads (`debounce`,
/// `throttle`, `delay`, `receive(on:)`) are in `CombineTimeOperators.swift`.
extension Publishers {
  /// Transforms each value (`map`).
  public struct Map<Upstream: Publisher, Output>: CompletingPublisher {
    /// Fails as the upstream does.
    public typealias Failure = Upstream.Failure
    /// The publisher transformed.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) -> Output

    /// Transforms `upstream`'s values with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes to the transformed values and the upstream's completion.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let transform = self.transform
      return upstream._subscribe(receiveCompletion: receiveCompletion) {
        receiveValue(transform($0))
      }
    }
  }

  /// Passes on only some values, transformed (`filter`, `compactMap`, `removeDuplicates`,
  /// `dropFirst`): `pass` returns the value to send, or `nil` to hold it back. It is made anew
  /// for each subscription, so state it keeps (the last value, how many were dropped) is that
  /// subscription's own.
  public struct Sift<Upstream: Publisher, Output>: CompletingPublisher {
    /// Fails as the upstream does.
    public typealias Failure = Upstream.Failure
    /// The publisher sifted.
    public let upstream: Upstream
    /// What the sifting depends on besides closures (`dropFirst`'s count), when nothing else:
    /// two such sifts of the same upstream are the same publisher; a sift with a closure
    /// (`filter`, `compactMap`, `removeDuplicates`) never is, as closures cannot be compared.
    let parameters: AnyHashable?
    let makePass: () -> (Upstream.Output) -> Output?

    init(
      upstream: Upstream, parameters: AnyHashable? = nil,
      makePass: @escaping () -> (Upstream.Output) -> Output?
    ) {
      self.upstream = upstream
      self.parameters = parameters
      self.makePass = makePass
    }

    /// Subscribes to the values passed on and the upstream's completion.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let pass = makePass()
      return upstream._subscribe(receiveCompletion: receiveCompletion) { value in
        if let passed = pass(value) { receiveValue(passed) }
      }
    }
  }
}

extension Publishers.Sift: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool {
    guard let other = other as? Self, let parameters else { return false }
    return parameters == other.parameters && samePublisher(upstream, other.upstream)
  }
}

extension Publishers {
  /// Combine's name for what `filter` returns.
  public typealias Filter<Upstream: Publisher> = Sift<Upstream, Upstream.Output>
  /// Combine's name for what `compactMap` returns.
  public typealias CompactMap<Upstream: Publisher, Output> = Sift<Upstream, Output>
  /// Combine's name for what `removeDuplicates` returns.
  public typealias RemoveDuplicates<Upstream: Publisher> = Sift<Upstream, Upstream.Output>
  /// Combine's name for what `dropFirst` returns.
  public typealias Drop<Upstream: Publisher> = Sift<Upstream, Upstream.Output>
}

extension Publisher {
  /// Transforms each value.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Passes on the values `isIncluded` accepts.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Sift<Self, Output> {
    Publishers.Sift(upstream: self) { { isIncluded($0) ? $0 : nil } }
  }

  /// Passes on the non-`nil` results of `transform`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.Sift<Self, T> {
    Publishers.Sift(upstream: self) { transform }
  }

  /// Skips the first `count` values.
  public func dropFirst(_ count: Int = 1) -> Publishers.Sift<Self, Output> {
    Publishers.Sift(upstream: self, parameters: AnyHashable("dropFirst \(count)")) {
      var dropped = 0
      return { value in
        guard dropped >= count else {
          dropped += 1
          return nil
        }
        return value
      }
    }
  }

  /// Skips a value when `predicate` says it is a duplicate of the previous one passed on.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.Sift<Self, Output>
  {
    Publishers.Sift(upstream: self) {
      var previous: Output?
      return { value in
        if let previous, predicate(previous, value) { return nil }
        previous = value
        return value
      }
    }
  }

  /// This publisher with its type hidden.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
  /// Skips a value equal to the previous one passed on.
  public func removeDuplicates() -> Publishers.Sift<Self, Output> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
  /// Sets `object[keyPath: keyPath]` to each value, until the result is cancelled or released.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    _subscribe { object[keyPath: keyPath] = $0 }
  }

  /// Republishes each value through a `@Published` property (`.assign(to: &$results)`): the
  /// subscription lasts as long as the property.
  public func assign(to published: inout Published<Output>.Publisher) {
    published.box.keep(_subscribe { [weak box = published.box] in box?.set($0) })
  }
}
