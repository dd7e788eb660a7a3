import Foundation
import Testing

extension ParentHarness {
  // MARK: Time

  /// The harness's clock: the date the hosted `TimelineView`s show. It starts at the date the
  /// harness was made and moves only when the test calls ``advanceTime(by:sourceLocation:)``.
  public var now: Date { core.graph.now }

  /// Moves the clock forward by `interval` seconds. Every tick that falls in that time happens in
  /// order, each as an event followed by an update: a `Timer.publish(…)` timer that a view
  /// receives with `onReceive` emits once per interval passed (its action sees the tick's date),
  /// a `TimelineView` is rebuilt at each entry of its schedule, and what Combine's `debounce`,
  /// `throttle` and `delay` scheduled runs when its time comes. Nothing else moves: `.task`
  /// sleeps and `Date()` in your code keep real time.
  ///
  /// More than 10,000 ticks in one call is refused with a recorded issue (advance in smaller
  /// steps): a 60-per-second animation schedule over an hour would otherwise run for minutes.
  public func advanceTime(
    by interval: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.advanceTime(by: interval, at: sourceLocation)
  }
}

extension HarnessCore {
  /// The most ticks one `advanceTime(by:)` runs.
  static let maxTicks = 10_000

  func advanceTime(by interval: TimeInterval, at sourceLocation: SourceLocation) {
    guard interval >= 0, interval.isFinite else {
      reportMisuse(
        "advanceTime(by: \(interval)) cannot move the clock backwards or by a non-finite time.",
        at: sourceLocation)
      return
    }
    flush(at: sourceLocation)
    let target = graph.now.addingTimeInterval(interval)
    var ticks = 0
    while let (date, fire) = nextTick(until: target) {
      ticks += 1
      if ticks > Self.maxTicks {
        reportMisuse(
          "advanceTime(by: \(interval)) would run more than \(Self.maxTicks) timer and timeline "
            + "ticks; the clock stopped at \(graph.now). Advance in smaller steps.",
          at: sourceLocation)
        return
      }
      graph.now = max(date, graph.now)
      run(at: sourceLocation) {
        fire()
        graph.flush()
      }
    }
    graph.now = target
  }

  /// The earliest tick due at or before `target`: its date and what it does. Ticks due at the
  /// same date run in the order their views were made (node ids), so runs are repeatable.
  private func nextTick(until target: Date) -> (Date, @MainActor () -> Void)? {
    let now = graph.now
    var earliest: (Date, @MainActor () -> Void)?
    // Work Combine's time operators scheduled runs when the flush that follows sees it due.
    if let due = graph.tracker.clock.earliest, due <= target { earliest = (due, {}) }
    var seenTimers: Set<ObjectIdentifier> = []
    for node in graph.nodes.values where node.isAlive {
      if let timer = (node.primitiveState as? any TimerSubscribing)?.timer,
        seenTimers.insert(ObjectIdentifier(timer)).inserted,
        let due = timer.nextTick(startingAt: now), due <= target,
        due < earliest?.0 ?? .distantFuture
      {
        earliest = (due, { timer.tick(at: due) })
      }
      if let timeline = node.castableView as? any TimelineDriven,
        let shown = (node.primitiveState as? TimelineRecord)?.shown,
        let due = timeline.nextEntry(after: max(shown, now)), due <= target,
        due < earliest?.0 ?? .distantFuture
      {
        earliest = (
          due,
          { [weak self] in
            self?.graph.invalidate(
              node, cause: RenderCause(.parent, "the timeline reached \(due)", token: "@self"))
          }
        )
      }
    }
    // Timers subscribed to outside any view (a model's `sink`) under this harness.
    for timer in graph.tracker.clock.subscribedTimers
    where timer.hasSubscribers && seenTimers.insert(ObjectIdentifier(timer)).inserted {
      if let due = timer.nextTick(startingAt: now), due <= target,
        due < earliest?.0 ?? .distantFuture
      {
        earliest = (due, { timer.tick(at: due) })
      }
    }
    return earliest
  }
}
