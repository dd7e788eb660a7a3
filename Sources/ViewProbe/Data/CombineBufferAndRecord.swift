/// Combine's `buffer` (every subscriber here takes all it is sent, so a buffer never fills and
/// passes the values on as they come) and `Record`, a publisher of recorded events.
extension Publishers {
  /// How a buffer asks its upstream for values (`buffer(size:prefetch:whenFull:)`).
  public enum PrefetchStrategy: Equatable, Hashable, Sendable {
    /// Asks for enough to fill the buffer at once.
    case keepFull
    /// Asks as the downstream asks.
    case byRequest
  }

  /// What a full buffer does with the next value.
  public enum BufferingStrategy<Failure: Error> {
    /// Drops the value that came.
    case dropNewest
    /// Drops the oldest value kept.
    case dropOldest
    /// Fails with the error made.
    case customError(() -> Failure)
  }

  /// Keeps values its downstream has not asked for yet, up to a size (`buffer`): here every
  /// downstream takes what it is sent, so the values pass as they come.
  public struct Buffer<Upstream: Publisher>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How the upstream fails.
    public typealias Failure = Upstream.Failure
    /// The publisher buffered.
    public let upstream: Upstream
    /// How many values it may keep.
    public let size: Int
    /// How it asks for values.
    public let prefetch: PrefetchStrategy
    /// What it does when full.
    public let whenFull: BufferingStrategy<Failure>

    /// Subscribes to the upstream's values and completion.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      upstream._subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
  }
}

extension Publisher {
  /// Keeps up to `size` values its subscribers have not asked for (they ask for all here).
  public func buffer(
    size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}

/// A publisher that sends recorded values, then a recorded completion, to each subscriber
/// (Combine's type).
public struct Record<Output, Failure: Error>: CompletingPublisher {
  /// The values and the completion.
  public let recording: (output: [Output], completion: Subscribers.Completion<Failure>)

  /// A record of `output`, then `completion`.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    recording = (output, completion)
  }

  /// Sends the recorded values, then the completion.
  public func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let link = UpstreamLink<Failure>(receiveCompletion)
    for value in recording.output where link.isOpen { receiveValue(value) }
    link.end(recording.completion)
    return link.cancellable
  }
}
