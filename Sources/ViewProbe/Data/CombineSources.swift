/// The publishers a model starts a pipeline from (Combine's types): `Future`, `Deferred`,
/// `Empty`, `Fail` and a sequence's `publisher`. They send what they have as soon as they are
/// subscribed to, on the subscribing thread.

/// A publisher that eventually sends one value, or fails (Combine's type). The closure runs once,
/// when the future is made; every subscriber, before or after it is fulfilled, gets the result.
public final class Future<Output, Failure: Error>: CompletingPublisher, @unchecked Sendable {
  /// What the closure calls, once, with the result.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private typealias Waiting = (
    value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void
  )
  private let state = Guarded<
    (result: Result<Output, Failure>?, waiting: [Int: Waiting], next: Int)
  >(
    (nil, [:], 0))

  /// Runs `attemptToFulfill` now, handing it the promise to call with the result. The promise
  /// keeps the future alive, so work still running delivers to the subscribers.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { result in self.fulfill(result) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    let waiting = state.with { state -> [Waiting] in
      guard state.result == nil else { return [] }
      state.result = result
      defer { state.waiting.removeAll() }
      return Array(state.waiting.values)
    }
    for subscriber in waiting { Self.deliver(result, to: subscriber) }
  }

  private static func deliver(_ result: Result<Output, Failure>, to subscriber: Waiting) {
    switch result {
    case .success(let value):
      subscriber.value(value)
      subscriber.completion(.finished)
    case .failure(let error):
      subscriber.completion(.failure(error))
    }
  }

  /// Subscribes to the result: at once if the future is fulfilled, otherwise when it is.
  public func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let subscriber: Waiting = (receiveValue, receiveCompletion)
    let (result, token) = state.with { state -> (Result<Output, Failure>?, Int) in
      if let result = state.result { return (result, 0) }
      state.next += 1
      state.waiting[state.next] = subscriber
      return (nil, state.next)
    }
    if let result {
      Self.deliver(result, to: subscriber)
      return AnyCancellable {}
    }
    return AnyCancellable { [weak self] in
      _ = self?.state.with { $0.waiting.removeValue(forKey: token) }
    }
  }
}

/// A publisher made anew for each subscriber, when it subscribes (Combine's type).
public struct Deferred<DeferredPublisher: Publisher>: CompletingPublisher {
  /// What the made publisher emits.
  public typealias Output = DeferredPublisher.Output
  /// How it fails.
  public typealias Failure = DeferredPublisher.Failure
  /// Makes the publisher a subscriber gets.
  public let createPublisher: () -> DeferredPublisher

  /// A publisher that calls `createPublisher` for each subscriber.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  /// Makes the publisher and subscribes to it.
  public func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    createPublisher()._subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}

/// A publisher that sends no value, and finishes at once unless told not to (Combine's type).
public struct Empty<Output, Failure: Error>: CompletingPublisher, Equatable {
  /// Whether it finishes as soon as it is subscribed to; otherwise it never does.
  public let completeImmediately: Bool

  /// An empty publisher.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// An empty publisher of the given types.
  public init(
    completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
  ) {
    self.completeImmediately = completeImmediately
  }

  /// Finishes at once, or never.
  public func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    if completeImmediately { receiveCompletion(.finished) }
    return AnyCancellable {}
  }
}

/// A publisher that fails at once with an error (Combine's type).
public struct Fail<Output, Failure: Error>: CompletingPublisher {
  /// The error it fails with.
  public let error: Failure

  /// A publisher that fails with `error`.
  public init(error: Failure) { self.error = error }

  /// A publisher of `Output`s that fails with `failure`.
  public init(outputType: Output.Type, failure: Failure) { error = failure }

  /// Fails at once.
  public func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    receiveCompletion(.failure(error))
    return AnyCancellable {}
  }
}

extension Fail: Equatable where Failure: Equatable {}

extension Publishers {
  /// Sends a sequence's elements, then finishes (what `[1, 2, 3].publisher` returns). All of
  /// them are sent as soon as it is subscribed to: ViewProbe's publishers are not driven by
  /// demand, so an endless sequence never returns.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: CompletingPublisher {
    /// The elements' type.
    public typealias Output = Elements.Element
    /// The elements sent.
    public let sequence: Elements

    /// A publisher of `sequence`'s elements.
    public init(sequence: Elements) { self.sequence = sequence }

    /// Sends every element, then finishes.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      // Nothing can cancel before this returns: every element goes out.
      for element in sequence { receiveValue(element) }
      receiveCompletion(.finished)
      return AnyCancellable {}
    }
  }
}

extension Sequence {
  /// A publisher that sends this sequence's elements, then finishes.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Result {
  /// The result as a publisher: its value then finished, or its failure (Combine's
  /// `Result.Publisher`).
  public var publisher: Publisher { Publisher(self) }

  /// Sends a result's value and finishes, or fails with its error.
  public struct Publisher: CompletingPublisher {
    /// The success type.
    public typealias Output = Success
    /// The result sent.
    public let result: Result<Success, Failure>

    /// A publisher of `result`.
    public init(_ result: Result<Success, Failure>) { self.result = result }

    /// Sends the result at once.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Success) -> Void
    ) -> AnyCancellable {
      switch result {
      case .success(let value):
        receiveValue(value)
        receiveCompletion(.finished)
      case .failure(let error):
        receiveCompletion(.failure(error))
      }
      return AnyCancellable {}
    }
  }
}
