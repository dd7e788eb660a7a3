import Dispatch
import Foundation

/// Combine's protocol for what says when and where work runs: `DispatchQueue.main`,
/// `RunLoop.main`, `OperationQueue.main`, `ImmediateScheduler.shared`.
///
/// The time operators (`debounce`, `throttle`, `delay`, `receive(on:)`) take one, as in Combine.
/// Under a harness they run on the harness's clock, not in real time (Guide §3); elsewhere they
/// use the scheduler.
public protocol Scheduler<SchedulerTimeType> {
  /// How the scheduler tells time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options a scheduled action can carry.
  associatedtype SchedulerOptions

  /// The scheduler's time now.
  var now: SchedulerTimeType { get }
  /// The smallest tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` once `date` has come.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` once `date` has come, then every `interval`, until the result is cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as possible.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

  /// Runs `action` once `date` has come.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` once `date` has come, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` once `date` has come, then every `interval`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }
}

/// A length of time a scheduler strides by, made from seconds or their fractions.
public protocol SchedulerTimeIntervalConvertible {
  /// `s` seconds.
  static func seconds(_ s: Int) -> Self
  /// `s` seconds.
  static func seconds(_ s: Double) -> Self
  /// `ms` milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// `us` microseconds.
  static func microseconds(_ us: Int) -> Self
  /// `ns` nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A stride whose length in seconds ViewProbe can read: the time operators put it on the
/// harness's clock.
protocol SecondsMeasured {
  var secondsValue: Double { get }
}

/// The stride of ViewProbe's schedulers (`DispatchQueue.SchedulerTimeType.Stride`,
/// `RunLoop.SchedulerTimeType.Stride` …): a length of time in seconds. `Scheduler` tells the
/// schedulers' strides apart; integer literals are seconds, as in Combine.
public struct _SchedulerStride<Scheduler>: SchedulerTimeIntervalConvertible, Comparable,
  SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable, SecondsMeasured
{
  /// The length in seconds.
  public var magnitude: Double
  var secondsValue: Double { magnitude }

  /// A stride of `seconds`.
  public init(_ seconds: Double) { magnitude = seconds }
  /// A stride of `value` seconds.
  public init(floatLiteral value: Double) { magnitude = value }
  /// A stride of `value` seconds.
  public init(integerLiteral value: Int) { magnitude = Double(value) }
  /// A stride of `source` seconds.
  public init?<T: BinaryInteger>(exactly source: T) { magnitude = Double(source) }

  /// `s` seconds.
  public static func seconds(_ s: Int) -> Self { Self(Double(s)) }
  /// `s` seconds.
  public static func seconds(_ s: Double) -> Self { Self(s) }
  /// `ms` milliseconds.
  public static func milliseconds(_ ms: Int) -> Self { Self(Double(ms) / 1_000) }
  /// `us` microseconds.
  public static func microseconds(_ us: Int) -> Self { Self(Double(us) / 1_000_000) }
  /// `ns` nanoseconds.
  public static func nanoseconds(_ ns: Int) -> Self { Self(Double(ns) / 1_000_000_000) }

  /// Whether `lhs` is shorter.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
  /// The sum.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
  /// The difference.
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
  /// The product.
  public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
  /// Adds `rhs`.
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  /// Subtracts `rhs`.
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  /// Multiplies by `rhs`.
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

/// The time of a scheduler that tells time by dates (`RunLoop`, `OperationQueue`,
/// `ImmediateScheduler`).
public struct _DateSchedulerTime<Scheduler>: Strideable, Hashable, Codable, Sendable {
  /// The date.
  public var date: Date
  /// The time at `date`.
  public init(_ date: Date) { self.date = date }
  /// The stride from this time to `other`.
  public func distance(to other: Self) -> _SchedulerStride<Scheduler> {
    _SchedulerStride(other.date.timeIntervalSince(date))
  }
  /// This time moved by `n`.
  public func advanced(by n: _SchedulerStride<Scheduler>) -> Self {
    Self(date.addingTimeInterval(n.magnitude))
  }
}

/// Carries work to another thread: scheduled actions are run once, where the scheduler says.
struct ScheduledAction: @unchecked Sendable {
  let run: () -> Void
}

/// What a scheduler returns for repeating work: cancelling it stops the work; releasing it does
/// not (Combine's schedulers return a plain `Cancellable`, not an `AnyCancellable`).
final class StopOnCancel: Cancellable, @unchecked Sendable {
  private let stop: () -> Void
  init(_ stop: @escaping () -> Void) { self.stop = stop }
  func cancel() { stop() }
}

extension DispatchQueue {
  /// Runs `action` on this queue at `deadline`, then every `interval` seconds until cancelled.
  /// The timer's handler holds the timer (it lives until cancelled, not as long as the result).
  fileprivate func repeating(
    from deadline: DispatchTime, every interval: Double, _ action: ScheduledAction
  ) -> any Cancellable {
    let timer = DispatchSource.makeTimerSource(queue: self)
    let held = HeldTimer(timer: timer)
    timer.setEventHandler {
      _ = held; action.run()
    }
    timer.schedule(deadline: deadline, repeating: interval)
    timer.resume()
    return StopOnCancel {
      held.timer.cancel()
      held.timer.setEventHandler(handler: nil)
    }
  }
}

/// A dispatch timer handed to its own handler.
private struct HeldTimer: @unchecked Sendable {
  let timer: any DispatchSourceTimer
}

extension DispatchQueue: Scheduler {
  /// A queue's time: a dispatch time.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The dispatch time.
    public var dispatchTime: DispatchTime
    /// The time at `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }
    /// The stride from this time to `other`.
    public func distance(to other: Self) -> Stride {
      let nanoseconds =
        Double(other.dispatchTime.uptimeNanoseconds) - Double(dispatchTime.uptimeNanoseconds)
      return Stride(nanoseconds / 1_000_000_000)
    }
    /// This time moved by `n`.
    public func advanced(by n: Stride) -> Self {
      Self(dispatchTime + n.magnitude)
    }
    /// Hashes the time.
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    /// A queue's stride.
    public typealias Stride = _SchedulerStride<DispatchQueue>
  }

  /// Options for work scheduled on a queue.
  public struct SchedulerOptions {
    /// The quality of service.
    public var qos: DispatchQoS
    /// The work item's flags.
    public var flags: DispatchWorkItemFlags
    /// The group the work joins.
    public var group: DispatchGroup?
    /// Options with these values.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The time now.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  /// No tolerance is needed.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` on the queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = ScheduledAction(run: action)
    async { action.run() }
  }

  /// Runs `action` on the queue once `date` has come.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let action = ScheduledAction(run: action)
    asyncAfter(deadline: date.dispatchTime) { action.run() }
  }

  /// Runs `action` on the queue once `date` has come, then every `interval`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    repeating(from: date.dispatchTime, every: interval.magnitude, ScheduledAction(run: action))
  }
}

extension RunLoop: Scheduler {
  /// A run loop's time: a date.
  public typealias SchedulerTimeType = _DateSchedulerTime<RunLoop>
  /// Options for work scheduled on a run loop (none).
  public struct SchedulerOptions {}

  /// The time now.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  /// No tolerance is needed.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` on the run loop. The main run loop's work runs on the main queue: on Linux
  /// nothing spins the main run loop during a test.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: .zero, options: options, action)
  }

  /// Runs `action` on the run loop once `date` has come.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let action = ScheduledAction(run: action)
    if self === RunLoop.main {
      DispatchQueue.main.asyncAfter(deadline: .now() + date.date.timeIntervalSinceNow) {
        action.run()
      }
    } else {
      add(
        Timer(fire: date.date, interval: 0, repeats: false) { _ in action.run() }, forMode: .default
      )
    }
  }

  /// Runs `action` on the run loop once `date` has come, then every `interval`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let action = ScheduledAction(run: action)
    if self === RunLoop.main {
      return DispatchQueue.main.repeating(
        from: .now() + date.date.timeIntervalSinceNow, every: interval.magnitude, action)
    }
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in
      action.run()
    }
    add(timer, forMode: .default)
    return StopOnCancel { timer.invalidate() }
  }
}

extension OperationQueue: Scheduler {
  /// An operation queue's time: a date.
  public typealias SchedulerTimeType = _DateSchedulerTime<OperationQueue>
  /// Options for work scheduled on an operation queue (none).
  public struct SchedulerOptions {}

  /// The time now.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  /// No tolerance is needed.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Adds `action` to the queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = ScheduledAction(run: action)
    addOperation { action.run() }
  }

  /// Adds `action` to the queue once `date` has come.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let action = ScheduledAction(run: action)
    let work = ScheduledAction { self.addOperation { action.run() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + date.date.timeIntervalSinceNow) {
      work.run()
    }
  }

  /// Adds `action` to the queue once `date` has come, then every `interval`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let action = ScheduledAction(run: action)
    return DispatchQueue.global().repeating(
      from: .now() + date.date.timeIntervalSinceNow, every: interval.magnitude,
      ScheduledAction { self.addOperation { action.run() } })
  }
}

/// Combine's scheduler that runs every action at once, on the calling thread.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// Its time: a date, never waited for.
  public typealias SchedulerTimeType = _DateSchedulerTime<ImmediateScheduler>
  /// It takes no options.
  public typealias SchedulerOptions = Never

  /// The scheduler.
  public static let shared = ImmediateScheduler()

  /// The time now.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  /// No tolerance is needed.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` now.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

  /// Runs `action` now: this scheduler does not wait.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs `action` once, now.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return StopOnCancel {}
  }
}
