/// The Combine operators that throw, change or handle a pipeline's failure: `tryMap`, `mapError`,
/// `setFailureType(to:)`, `replaceError(with:)`, `catch` and `retry`.
extension Publishers {
  /// Transforms each value with a closure that may throw; a thrown error fails the pipeline
  /// (`tryMap`).
  public struct TryMap<Upstream: Publisher, Output>: CompletingPublisher {
    /// Any error: the upstream's, or one the closure threw.
    public typealias Failure = any Error
    /// The publisher transformed.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) throws -> Output

    /// Transforms `upstream`'s values with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes to the transformed values; the first error ends the subscription.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let transform = self.transform
      let link = UpstreamLink<any Error>(receiveCompletion)
      link.follow(
        upstream,
        sending: { value in
          do {
            receiveValue(try transform(value))
          } catch {
            link.end(.failure(error))
          }
        },
        completed: { link.end($0.mapFailure { $0 }) })
      return link.cancellable
    }
  }

  /// Turns the upstream's failure into another error (`mapError`).
  public struct MapError<Upstream: Publisher, Failure: Error>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// The publisher whose failure is transformed.
    public let upstream: Upstream
    /// The transformation of the failure.
    public let transform: (Upstream.Failure) -> Failure

    /// Transforms `upstream`'s failure with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes to the values and the transformed completion.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let transform = self.transform
      return upstream._subscribe(
        receiveCompletion: { receiveCompletion($0.mapFailure(transform)) },
        receiveValue: receiveValue)
    }
  }

  /// A publisher that cannot fail, typed as one that can (`setFailureType(to:)`), so it joins
  /// pipelines that may fail.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: CompletingPublisher
  where Upstream.Failure == Never {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// The publisher retyped.
    public let upstream: Upstream

    /// `upstream`, typed as failing with `Failure`.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes to the upstream's values and its completion (which is never a failure).
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      upstream._subscribe(
        receiveCompletion: { _ in receiveCompletion(.finished) }, receiveValue: receiveValue)
    }
  }

  /// Replaces a failure with one last value, then finishes (`replaceError(with:)`).
  public struct ReplaceError<Upstream: Publisher>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// It no longer fails.
    public typealias Failure = Never
    /// The publisher whose failure is replaced.
    public let upstream: Upstream
    /// The value sent instead of the failure.
    public let output: Upstream.Output

    /// `upstream`, with `output` in place of its failure.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Subscribes to the values; a failure becomes `output` and the end.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let output = self.output
      return upstream._subscribe(
        receiveCompletion: { completion in
          if case .failure = completion { receiveValue(output) }
          receiveCompletion(.finished)
        },
        receiveValue: receiveValue)
    }
  }

  /// Replaces a failure with the publisher a handler makes from it (`catch`).
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: CompletingPublisher
  where Upstream.Output == NewPublisher.Output {
    /// What both publishers emit.
    public typealias Output = Upstream.Output
    /// How the replacement fails.
    public typealias Failure = NewPublisher.Failure
    /// The publisher whose failure is handled.
    public let upstream: Upstream
    /// Makes the replacement from the failure.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// `upstream`, continued by `handler`'s publisher when it fails.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Subscribes to the upstream, then to the replacement if the upstream fails.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let handler = self.handler
      let link = UpstreamLink<Failure>(receiveCompletion)
      link.follow(upstream, sending: receiveValue) { completion in
        switch completion {
        case .finished:
          link.end(.finished)
        case .failure(let error):
          if link.isOpen { link.follow(handler(error), sending: receiveValue) }
        }
      }
      return link.cancellable
    }
  }

  /// Subscribes again when the upstream fails, up to a number of times (`retry(_:)`).
  public struct Retry<Upstream: Publisher>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How it fails once the retries are used up.
    public typealias Failure = Upstream.Failure
    /// The publisher subscribed again.
    public let upstream: Upstream
    /// How many times it is subscribed again (`nil`: without end).
    public let retries: Int?

    /// `upstream`, subscribed again up to `retries` times after a failure.
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    /// Subscribes to the upstream, and again after each failure while retries are left.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let link = UpstreamLink<Failure>(receiveCompletion)
      subscribe(link, retriesLeft: retries, receiveValue: receiveValue)
      return link.cancellable
    }

    private func subscribe(
      _ link: UpstreamLink<Failure>, retriesLeft: Int?,
      receiveValue: @escaping (Output) -> Void
    ) {
      link.follow(upstream, sending: receiveValue) { completion in
        if case .failure = completion, link.isOpen, retriesLeft.map({ $0 > 0 }) ?? true {
          subscribe(link, retriesLeft: retriesLeft.map { $0 - 1 }, receiveValue: receiveValue)
        } else {
          link.end(completion)
        }
      }
    }
  }
}

extension Publisher {
  /// Transforms each value with `transform`, which may throw: a thrown error fails the pipeline.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Turns this publisher's failure into another error.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<Self, E>
  {
    Publishers.MapError(upstream: self, transform: transform)
  }

  /// Sends `output` in place of a failure, then finishes.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Continues with the publisher `handler` makes from a failure.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<Self, P>
  where P.Output == Output {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// Subscribes again, up to `retries` times, when this publisher fails.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}

extension Publisher where Failure == Never {
  /// This publisher, typed as one that can fail with `failureType`.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E>
  {
    Publishers.SetFailureType(upstream: self)
  }
}
