/// Combine's `timeout`: the pipeline ends when its upstream is silent too long.
extension Publishers {
  /// Finishes — or fails with a custom error — when `interval` passes on `scheduler` without a
  /// value from the upstream, counted from the subscription and from each value (`timeout`).
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How the upstream fails.
    public typealias Failure = Upstream.Failure
    /// The publisher watched.
    public let upstream: Upstream
    /// How long it may be silent.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler named (see `OperatorTimer` for where the work runs).
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?
    /// The error to fail with when the time is up; `nil`: finish.
    public let customError: (() -> Upstream.Failure)?

    /// Subscribes to the upstream's values until it is silent for `interval`.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let (timer, interval, customError) = (OperatorTimer(scheduler), self.interval, customError)
      let link = UpstreamLink<Failure>(receiveCompletion)
      let pending = Guarded<AnyCancellable?>(nil)
      /// Starts the wait again: when it runs out, the link ends.
      func restart() {
        let next = timer.run(after: interval) {
          link.end(customError.map { .failure($0()) } ?? .finished)
        }
        pending.with { current in
          defer { current = next }
          return current
        }?.cancel()
      }
      restart()
      link.follow(
        upstream,
        sending: { value in
          restart()
          receiveValue(value)
        },
        completed: { completion in
          pending.with { $0 }?.cancel()
          link.end(completion)
        })
      let cancellable = link.cancellable
      return AnyCancellable {
        pending.with { $0 }?.cancel()
        cancellable.cancel()
      }
    }
  }
}

extension Publisher {
  /// Ends the pipeline when `interval` passes on `scheduler` without a value: it finishes, or
  /// fails with `customError()` when one is given.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}

extension Optional {
  /// A publisher of the wrapped value, if there is one, that then finishes.
  public var publisher: Publishers.Sequence<[Wrapped], Never> {
    Publishers.Sequence(sequence: map { [$0] } ?? [])
  }
}
