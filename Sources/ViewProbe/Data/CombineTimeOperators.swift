import Foundation

/// Where a time operator's work runs. Under a harness — the value arrives during a harness call,
/// or the subscription was made during one — it goes on the harness's clock: due now, it runs
/// as that call finishes; later, when the test moves the clock (`advanceTime(by:)`). Elsewhere
/// (a model tested without a harness) the scheduler runs it in real time; an
/// `ImmediateScheduler` runs it at once.
struct OperatorTimer<Context: Scheduler>: @unchecked Sendable {
  let scheduler: Context
  /// The clock of the harness the subscription was made under, if any.
  let subscribedClock: ClockQueue?

  init(_ scheduler: Context) {
    self.scheduler = scheduler
    subscribedClock = ProbeContext.current.tracker?.clock
  }

  /// Runs `work` after `delay`; cancelling the result takes it back (unless it already ran).
  func run(after delay: Context.SchedulerTimeType.Stride, _ work: @escaping () -> Void)
    -> AnyCancellable
  {
    if scheduler is ImmediateScheduler {
      work()
      return AnyCancellable {}
    }
    if let clock = ProbeContext.current.tracker?.clock ?? subscribedClock {
      return clock.schedule(after: (delay as? any SecondsMeasured)?.secondsValue ?? 0, work)
    }
    // Runs once, unless cancelled first.
    let pending = Guarded<(() -> Void)?>(work)
    scheduler.schedule(
      after: scheduler.now.advanced(by: delay), tolerance: scheduler.minimumTolerance,
      options: nil
    ) {
      pending.with { work in
        defer { work = nil }
        return work
      }?()
    }
    return AnyCancellable { pending.with { $0 = nil } }
  }
}

/// The mutable state of one subscription to a time operator, behind a lock: values may arrive on
/// any thread.
final class Guarded<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  init(_ state: State) { self.state = state }

  func with<T>(_ body: (inout State) -> T) -> T { lock.withLock { body(&state) } }
}

extension Publishers {
  /// Publishes a value once `dueTime` has passed without another (`debounce`).
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How the upstream fails.
    public typealias Failure = Upstream.Failure
    /// The publisher debounced.
    public let upstream: Upstream
    /// How long a value must stand before it is published.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler named (see `OperatorTimer` for where the work runs).
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Debounces `upstream` by `dueTime` on `scheduler`.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      (self.upstream, self.dueTime, self.scheduler, self.options) = (
        upstream, dueTime, scheduler, options
      )
    }

    /// Subscribes to the values that stand for `dueTime`; the completion passes at once, and a
    /// value still waiting is dropped.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let (timer, dueTime) = (OperatorTimer(scheduler), self.dueTime)
      let pending = Guarded<AnyCancellable?>(nil)
      let upstream = self.upstream._subscribe(
        receiveCompletion: { completion in
          pending.with { $0 }?.cancel()
          receiveCompletion(completion)
        },
        receiveValue: { value in
          let next = timer.run(after: dueTime) { receiveValue(value) }
          pending.with { current in
            defer { current = next }
            return current
          }?.cancel()
        })
      return AnyCancellable {
        upstream.cancel()
        pending.with { $0 }?.cancel()
      }
    }
  }

  /// Publishes at most one value per `interval`: the first of a burst at once, then the first or
  /// latest of each interval that had any (`throttle`).
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How the upstream fails.
    public typealias Failure = Upstream.Failure
    /// The publisher throttled.
    public let upstream: Upstream
    /// The shortest time between two values published.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler named (see `OperatorTimer` for where the work runs).
    public let scheduler: Context
    /// Whether an interval publishes its latest value (else its first).
    public let latest: Bool

    /// Throttles `upstream` to one value per `interval` on `scheduler`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      (self.upstream, self.interval, self.scheduler, self.latest) = (
        upstream, interval, scheduler, latest
      )
    }

    /// Subscribes to the throttled values; the completion passes at once.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let window = ThrottleWindow<Output, Context>(
        timer: OperatorTimer(scheduler), interval: interval, latest: latest, send: receiveValue)
      let upstream = self.upstream._subscribe(
        receiveCompletion: { completion in
          window.close()
          receiveCompletion(completion)
        },
        receiveValue: { window.receive($0) })
      return AnyCancellable {
        upstream.cancel()
        window.close()
      }
    }
  }

  /// Publishes each value, and the completion, `interval` later (`delay`).
  public struct Delay<Upstream: Publisher, Context: Scheduler>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How the upstream fails.
    public typealias Failure = Upstream.Failure
    /// The publisher delayed.
    public let upstream: Upstream
    /// How long each value waits.
    public let interval: Context.SchedulerTimeType.Stride
    /// How late a value may be (unused: the harness's clock is exact).
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler named (see `OperatorTimer` for where the work runs).
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Delays `upstream`'s values by `interval` on `scheduler`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      (self.upstream, self.interval, self.tolerance) = (upstream, interval, tolerance)
      (self.scheduler, self.options) = (scheduler, options)
    }

    /// Subscribes to the delayed values and completion.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      Publishers.forward(
        upstream, after: interval, on: OperatorTimer(scheduler),
        receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
  }

  /// Hands each value, and the completion, to the scheduler (`receive(on:)`): under a harness
  /// they arrive as the harness call that sent them finishes, before the views update again.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How the upstream fails.
    public typealias Failure = Upstream.Failure
    /// The publisher whose values move.
    public let upstream: Upstream
    /// Where they move to.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Moves `upstream`'s values to `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      (self.upstream, self.scheduler, self.options) = (upstream, scheduler, options)
    }

    /// Subscribes to the values and completion, handed over by the scheduler.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      Publishers.forward(
        upstream, after: .zero, on: OperatorTimer(scheduler),
        receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
  }

  /// Subscribes to `upstream`, handing each value and the completion to `timer` after `delay`,
  /// in order; cancelling takes back what has not run.
  fileprivate static func forward<Upstream: Publisher, Context: Scheduler>(
    _ upstream: Upstream, after delay: Context.SchedulerTimeType.Stride,
    on timer: OperatorTimer<Context>,
    receiveCompletion: @escaping (Subscribers.Completion<Upstream.Failure>) -> Void,
    receiveValue: @escaping (Upstream.Output) -> Void
  ) -> AnyCancellable {
    let pending = Guarded<[AnyCancellable]>([])
    let keep = { (work: AnyCancellable) in pending.with { $0.append(work) } }
    let subscription = upstream._subscribe(
      receiveCompletion: { completion in
        keep(timer.run(after: delay) { receiveCompletion(completion) })
      },
      receiveValue: { value in keep(timer.run(after: delay) { receiveValue(value) }) })
    return AnyCancellable {
      subscription.cancel()
      for work in pending.with({ $0 }) { work.cancel() }
    }
  }
}

/// One throttle subscription: whether an interval is running, and the value it keeps.
private final class ThrottleWindow<Output, Context: Scheduler>: @unchecked Sendable {
  private struct State {
    var open = false
    var kept: Output?
    var timer: AnyCancellable?
  }

  private let timer: OperatorTimer<Context>
  private let interval: Context.SchedulerTimeType.Stride
  private let latest: Bool
  private let send: (Output) -> Void
  private let state = Guarded(State())

  init(
    timer: OperatorTimer<Context>, interval: Context.SchedulerTimeType.Stride, latest: Bool,
    send: @escaping (Output) -> Void
  ) {
    self.timer = timer
    self.interval = interval
    self.latest = latest
    self.send = send
  }

  func receive(_ value: Output) {
    let opens = state.with { state -> Bool in
      if state.open {
        if latest || state.kept == nil { state.kept = value }
        return false
      }
      state.open = true
      return true
    }
    guard opens else { return }
    let first = timer.run(after: .zero) { [send] in send(value) }
    let end = timer.run(after: interval) { [weak self] in self?.intervalEnded() }
    state.with {
      $0.timer = AnyCancellable {
        first.cancel(); end.cancel()
      }
    }
  }

  private func intervalEnded() {
    let kept = state.with { state -> Output? in
      defer { state.kept = nil }
      if state.kept == nil { state.open = false }
      return state.kept
    }
    guard let kept else { return }
    send(kept)
    let end = timer.run(after: interval) { [weak self] in self?.intervalEnded() }
    state.with { $0.timer = end }
  }

  func close() {
    state.with { state -> AnyCancellable? in
      defer { state = State() }
      return state.timer
    }?.cancel()
  }
}

extension Publisher {
  /// Publishes a value only once `dueTime` has passed without another.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// Publishes at most one value per `interval`: the latest of each interval, or its first.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }

  /// Publishes each value, and the completion, `interval` later.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }

  /// Delivers each value, and the completion, through `scheduler` (`.receive(on:
  /// DispatchQueue.main)`).
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

// An operator made again from the same upstream, time and scheduler is the same publisher: an
// `onReceive` given it keeps its subscription (and its waiting value).
extension Publishers.Debounce: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return samePublisher(upstream, other.upstream) && dueTime == other.dueTime
      && samePublisher(scheduler, other.scheduler)
  }
}

extension Publishers.Throttle: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return samePublisher(upstream, other.upstream) && interval == other.interval
      && latest == other.latest && samePublisher(scheduler, other.scheduler)
  }
}

extension Publishers.Delay: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return samePublisher(upstream, other.upstream) && interval == other.interval
      && samePublisher(scheduler, other.scheduler)
  }
}

extension Publishers.ReceiveOn: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return samePublisher(upstream, other.upstream) && samePublisher(scheduler, other.scheduler)
  }
}
