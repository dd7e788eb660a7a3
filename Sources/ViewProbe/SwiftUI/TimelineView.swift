import Foundation

/// When a `TimelineView` updates: a sequence of dates.
public protocol TimelineSchedule {
  /// The dates of the schedule's entries.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The entries from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update (ViewProbe always runs in `.normal`).
public enum TimelineScheduleMode: Sendable, Hashable {
  /// As often as the schedule says.
  case normal
  /// Less often (an always-on display).
  case lowFrequency
}

/// Entries every `interval` from `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// Entries every `interval` seconds from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  /// The dates `startDate + k × interval` from the one at or before `startDate` on.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
    let origin = self.startDate
    let step = max(interval, 0.001)
    let elapsed = startDate.timeIntervalSince(origin)
    var index = elapsed > 0 ? (elapsed / step).rounded(.down) : 0
    return AnySequence(
      AnyIterator {
        defer { index += 1 }
        return origin.addingTimeInterval(index * step)
      })
  }
}

/// Entries at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The schedule.
  public init() {}

  /// The start of the minute of `startDate`, then every minute.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: minute), by: 60)
      .entries(from: startDate, mode: mode)
  }
}

/// Entries at the given dates.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule
where Dates.Element == Date {
  let dates: Dates

  /// Entries at `dates`.
  public init(_ dates: Dates) { self.dates = dates }

  /// The dates, as given.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Entries as often as an animation draws: every `minimumInterval` (1/60 s by default).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  /// Entries every `minimumInterval` seconds, none while `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// `startDate`, then one entry a frame (none after the first while paused).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
    if paused { return AnySequence([startDate]) }
    return PeriodicTimelineSchedule(from: startDate, by: minimumInterval ?? 1.0 / 60)
      .entries(from: startDate, mode: mode)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> Self {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: Self { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// As often as an animation draws.
  public static var animation: Self { AnimationTimelineSchedule() }

  /// As often as an animation draws, at most every `minimumInterval`; none while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// Entries at `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

/// A view rebuilt at the dates of a schedule. Its content gets the date of the schedule's latest
/// entry at the harness's clock (`ParentHarness.now`); `advanceTime(by:)` rebuilds it at each
/// later entry that the clock passes. Its content keeps its identity (and state) across entries.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// What the content is built from.
  public struct Context {
    /// How often the view is updating.
    public enum Cadence: Comparable, Sendable {
      /// Continuously.
      case live
      /// About once a second.
      case seconds
      /// About once a minute.
      case minutes
    }
    /// The date of the entry being shown.
    public let date: Date
    /// How often the view is updating (`.live` in ViewProbe).
    public let cadence: Cadence
  }

  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  /// A view whose content is built for each entry of `schedule`.
  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  /// A primitive view: the graph builds the content for the current entry.
  @MainActor
  public var body: Never { primitiveBody("TimelineView") }
}

/// What every timeline view's content is built from (one type, so that the content closure's type
/// does not depend on the content it builds).
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

/// The entry a `TimelineView` identity shows.
final class TimelineRecord {
  var shown: Date?
}

extension TimelineView: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    let now = children.node.graph.now
    let record = children.node.primitiveState as? TimelineRecord ?? TimelineRecord()
    children.node.primitiveState = record
    let date = currentEntry(at: now) ?? now
    record.shown = date
    children.append(
      content(TimelineViewDefaultContext(date: date, cadence: .live)), key: .content)
  }

  /// The latest entry at or before `now` (at most 10,000 entries are looked at).
  private func currentEntry(at now: Date) -> Date? {
    var latest: Date?
    for date in schedule.entries(from: now, mode: .normal).prefix(10_000) {
      guard date <= now else { break }
      latest = date
    }
    return latest
  }
}

/// Lets the harness's clock find the timeline views and their next entries.
@MainActor
protocol TimelineDriven {
  func nextEntry(after date: Date) -> Date?
}

extension TimelineView: TimelineDriven {
  func nextEntry(after date: Date) -> Date? {
    schedule.entries(from: date, mode: .normal).prefix(10_000).first { $0 > date }
  }
}
