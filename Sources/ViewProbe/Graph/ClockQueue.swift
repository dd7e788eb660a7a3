import Foundation

/// Work that Combine's time operators (`debounce`, `throttle`, `delay`, `receive(on:)`) put on a
/// harness's clock: it runs, on the main actor, once the clock has reached its time — work due
/// now as the harness finishes the call that scheduled it, later work when the test moves the
/// clock (`advanceTime(by:)`). Any thread may schedule; work due at one time runs in the order it
/// was scheduled.
final class ClockQueue: @unchecked Sendable {
  private struct Item {
    let due: Date
    let order: Int
    let work: ScheduledAction
  }

  private let lock = NSLock()
  private var items: [Int: Item] = [:]
  private var timers: [WeakTimer] = []
  private var nextOrder = 0
  private var clock = Date()

  /// The harness's clock.
  var now: Date {
    get { lock.withLock { clock } }
    set { lock.withLock { clock = newValue } }
  }

  /// Runs `work` `delay` seconds after the clock's now; cancelling the result takes it back.
  func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> AnyCancellable {
    let order = lock.withLock {
      nextOrder += 1
      let due = clock.addingTimeInterval(max(0, delay.isFinite ? delay : 0))
      items[nextOrder] = Item(due: due, order: nextOrder, work: ScheduledAction(run: work))
      return nextOrder
    }
    return AnyCancellable { [weak self] in
      _ = self?.lock.withLock { self?.items.removeValue(forKey: order) }
    }
  }

  /// When the earliest work is due.
  var earliest: Date? { lock.withLock { items.values.map(\.due).min() } }

  /// Whether some work is due at the clock's now.
  var hasDue: Bool { lock.withLock { items.values.contains { $0.due <= clock } } }

  /// Takes the work due at or before the clock's now, earliest first.
  func takeDue() -> [() -> Void] {
    lock.withLock {
      guard !items.isEmpty else { return [] }
      let due = items.values.filter { $0.due <= clock }.sorted {
        ($0.due, $0.order) < ($1.due, $1.order)
      }
      for item in due { items.removeValue(forKey: item.order) }
      return due.map(\.work.run)
    }
  }

  /// Ticks `timer` with the clock: a `Timer.publish` timer subscribed to under the harness (a
  /// model's `sink` in its initializer), not only one a view receives. Held weakly.
  func subscribe(_ timer: Timer.TimerPublisher) {
    lock.withLock {
      timers.removeAll { $0.timer == nil }
      if !timers.contains(where: { $0.timer === timer }) { timers.append(WeakTimer(timer: timer)) }
    }
  }

  /// The timers subscribed to under the harness that still exist, in the order they were.
  var subscribedTimers: [Timer.TimerPublisher] {
    lock.withLock { timers.compactMap(\.timer) }
  }
}

private struct WeakTimer {
  weak var timer: Timer.TimerPublisher?
}
