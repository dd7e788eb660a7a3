import Foundation

/// Something that can be cancelled (Combine's protocol); `AnyCancellable` is one.
public protocol Cancellable {
  /// Stops the work.
  func cancel()
}

extension AnyCancellable: Cancellable {}

/// A publisher that emits only once it is connected (Combine's protocol).
public protocol ConnectablePublisher: Publisher {
  /// Starts emitting; cancelling the result stops.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// A publisher that connects this one when it is first subscribed to.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

/// Combine's namespace of publisher types, holding the ones ViewProbe has.
public enum Publishers {
  /// Connects its upstream publisher on the first subscription.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// How the upstream fails.
    public typealias Failure = Upstream.Failure

    /// The publisher this one connects.
    public final let upstream: Upstream
    private let lock = NSLock()
    private var connection: (any Cancellable)?

    /// Connects `upstream` on the first subscription.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes `receive` to the upstream, connecting it first if it is not yet.
    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
      _subscribe(receiveCompletion: { _ in }, receiveValue: receive)
    }

    /// Subscribes to the upstream's values and completion, connecting it first if it is not
    /// yet.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let subscription = upstream._subscribe(
        receiveCompletion: receiveCompletion, receiveValue: receiveValue)
      lock.withLock {
        if connection == nil { connection = upstream.connect() }
      }
      return AnyCancellable { [self] in withExtendedLifetime(self) { subscription.cancel() } }
    }
  }
}

extension Timer {
  /// Combine's timer publisher: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
  ///
  /// ViewProbe has no run loop: a timer emits when a test moves the harness's clock
  /// (`ParentHarness.advanceTime(by:)`), once per interval that passes, the date of each tick as
  /// its value. The timers driven are those subscribed to under a harness: by a view's
  /// `onReceive`, or by a model's `sink` made during a harness call (a `@StateObject`'s
  /// initializer); one subscribed to elsewhere never fires (Guide §8). An interval of zero or less
  /// ticks every 0.0001 seconds, the interval Foundation's `Timer` chooses then.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// The date of each tick.
    public typealias Output = Date
    /// Never fails.
    public typealias Failure = Never

    /// The time between ticks.
    public let interval: TimeInterval
    /// How late a tick may be (unused: the harness ticks exactly).
    public let tolerance: TimeInterval?
    /// The run loop it would run on.
    public let runLoop: RunLoop
    /// The run-loop mode it would run in.
    public let mode: RunLoop.Mode

    private let lock = NSLock()
    private let subscribers = SubscriberList<Date>()
    private var connections = 0
    private var nextTick: Date?
    /// The time between ticks as the clock runs them: `Timer`'s 0.0001 s for zero or less.
    private var tickInterval: TimeInterval { interval > 0 ? interval : 0.000_1 }

    /// A timer publisher; it emits once connected.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Starts the timer; cancelling the result stops it (`timer.upstream.connect().cancel()`).
    /// As in Combine, the result is a plain `Cancellable`: letting it go does not stop the timer.
    public func connect() -> any Cancellable {
      lock.withLock { connections += 1 }
      return StopOnCancel { [weak self] in
        guard let self else { return }
        lock.withLock {
          connections = 0
          nextTick = nil
        }
      }
    }

    /// Subscribes `receive` to the ticks. Under a harness, its clock ticks the timer from now on.
    public func _subscribe(_ receive: @escaping (Date) -> Void) -> AnyCancellable {
      ProbeContext.current.tracker?.clock.subscribe(self)
      // As in Combine, a subscription keeps its timer: a model's `sink` may be all that does.
      let subscription = subscribers.add(receive)
      return AnyCancellable { [self] in withExtendedLifetime(self) { subscription.cancel() } }
    }

    /// Whether anything listens to the ticks.
    var hasSubscribers: Bool { !subscribers.isEmpty }

    /// The next tick after `now` while connected, starting the schedule at `now` if it has none.
    func nextTick(startingAt now: Date) -> Date? {
      lock.withLock {
        guard connections > 0 else { return nil }
        if nextTick == nil { nextTick = now.addingTimeInterval(tickInterval) }
        return nextTick
      }
    }

    /// Emits the tick due at `date` and schedules the next one.
    func tick(at date: Date) {
      let isConnected = lock.withLock {
        guard connections > 0 else { return false }
        nextTick = date.addingTimeInterval(tickInterval)
        return true
      }
      if isConnected { subscribers.send(date) }
    }
  }

  /// A publisher that ticks every `interval` seconds once connected.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }
}

/// A publisher that is, or connects, a timer: `onReceive` tells the harness's clock about it.
protocol TimerSource {
  var timerPublisher: Timer.TimerPublisher? { get }
}

extension Timer.TimerPublisher: TimerSource {
  var timerPublisher: Timer.TimerPublisher? { self }
}

extension Publishers.Autoconnect: TimerSource {
  var timerPublisher: Timer.TimerPublisher? { upstream as? Timer.TimerPublisher }
}
