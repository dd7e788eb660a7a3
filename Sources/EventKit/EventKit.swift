// Linux has no EventKit. There, ViewProbe's product includes this stand-in, so that an app's
// "add to calendar" and reminders code compiles unchanged. The user allows access when asked. The
// calendar database belongs to the harness whose code uses it: events and reminders an app saves
// there are what its later queries find (and `harness.calendarEvents` lists); outside a harness's
// code saves go nowhere.
import Foundation
import ViewProbe

/// What a store holds: events or reminders.
public enum EKEntityType: UInt, Sendable {
  /// Calendar events.
  case event
  /// Reminders.
  case reminder
}

/// Whether the app may use the calendar or reminders.
public enum EKAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Restricted.
  case restricted
  /// Denied.
  case denied
  /// Full access.
  case fullAccess
  /// Write-only access.
  case writeOnly
  /// Allowed (before iOS 17).
  public static let authorized = EKAuthorizationStatus.fullAccess
}

/// Which occurrences of a repeating event a change applies to.
public enum EKSpan: Int, Sendable {
  /// This one.
  case thisEvent
  /// This one and the ones after it.
  case futureEvents
}

/// A calendar.
open class EKCalendar: NSObject, @unchecked Sendable {
  /// Its title.
  open var title: String
  /// Its identifier.
  public let calendarIdentifier = UUID().uuidString
  /// What it holds.
  public let allowedEntityTypes: EKEntityType

  init(title: String, type: EKEntityType) {
    self.title = title
    allowedEntityTypes = type
    super.init()
  }
}

/// An alarm of an event or a reminder.
open class EKAlarm: NSObject, @unchecked Sendable {
  /// When it fires, relative to the start (seconds; negative: before).
  open var relativeOffset: TimeInterval
  /// When it fires, as a date.
  open var absoluteDate: Date?

  /// An alarm `offset` seconds from the start.
  public init(relativeOffset offset: TimeInterval) {
    relativeOffset = offset
    super.init()
  }

  /// An alarm at `date`.
  public init(absoluteDate date: Date) {
    relativeOffset = 0
    absoluteDate = date
    super.init()
  }
}

/// What events and reminders share.
open class EKCalendarItem: NSObject, @unchecked Sendable {
  /// Its title.
  open var title: String!
  /// Its notes.
  open var notes: String?
  /// A URL of it.
  open var url: URL?
  /// Its calendar.
  open var calendar: EKCalendar!
  /// Its alarms.
  open var alarms: [EKAlarm]?
  /// Its identifier in the store.
  public let calendarItemIdentifier = UUID().uuidString

  /// Adds `alarm`.
  open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
}

/// A calendar event.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
  /// When it starts.
  open var startDate: Date!
  /// When it ends.
  open var endDate: Date!
  /// Whether it lasts all day.
  open var isAllDay = false
  /// Where it takes place.
  open var location: String?
  /// Its identifier once saved.
  open internal(set) var eventIdentifier: String!

  /// A new event for `eventStore`.
  public init(eventStore: EKEventStore) { super.init() }
}

/// A reminder.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
  /// When it is due.
  open var dueDateComponents: DateComponents?
  /// Whether it is done.
  open var isCompleted = false
  /// When it was done.
  open var completionDate: Date?
  /// Its priority (0: none, 1 high … 9 low).
  open var priority = 0

  /// A new reminder for `eventStore`.
  public init(eventStore: EKEventStore) { super.init() }
}

/// The calendar database of the harness whose code uses it.
final class CalendarDatabase: _HarnessState, @unchecked Sendable {
  let lock = NSLock()
  var events: [EKEvent] = []
  var reminders: [EKReminder] = []
  let calendar = EKCalendar(title: "Calendar", type: .event)
  let remindersList = EKCalendar(title: "Reminders", type: .reminder)

  static var current: CalendarDatabase? {
    _ViewProbeRuntime.harnessState(CalendarDatabase.self)
  }
}

/// Access to the calendar and reminders.
open class EKEventStore: NSObject, @unchecked Sendable {
  private let database = CalendarDatabase.current

  /// A store of the device's calendars.
  public override init() { super.init() }

  /// Whether the app may use `entityType`: the user has allowed it.
  open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
    .fullAccess
  }

  /// Asks for access (before iOS 17): allowed.
  open func requestAccess(
    to entityType: EKEntityType,
    completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) { completion(true, nil) }

  /// Asks for full access to events: allowed.
  open func requestFullAccessToEvents() async throws -> Bool { true }
  /// Asks for full access to events: allowed.
  open func requestFullAccessToEvents(
    completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) { completion(true, nil) }
  /// Asks for write-only access to events: allowed.
  open func requestWriteOnlyAccessToEvents() async throws -> Bool { true }
  /// Asks for full access to reminders: allowed.
  open func requestFullAccessToReminders() async throws -> Bool { true }

  /// The calendar new events go to.
  open var defaultCalendarForNewEvents: EKCalendar? { database?.calendar }
  /// The list new reminders go to.
  open func defaultCalendarForNewReminders() -> EKCalendar? { database?.remindersList }
  /// The calendars of `entityType`.
  open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
    guard let database else { return [] }
    return [entityType == .event ? database.calendar : database.remindersList]
  }

  /// Saves `event` (a new one is added).
  open func save(_ event: EKEvent, span: EKSpan) throws {
    try save(event, span: span, commit: true)
  }

  /// Saves `event` (a new one is added).
  open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
    guard let database else { return }
    if event.calendar == nil { event.calendar = database.calendar }
    if event.eventIdentifier == nil { event.eventIdentifier = event.calendarItemIdentifier }
    database.lock.withLock {
      if !database.events.contains(where: { $0 === event }) { database.events.append(event) }
    }
  }

  /// Removes `event`.
  open func remove(_ event: EKEvent, span: EKSpan) throws {
    guard let database else { return }
    database.lock.withLock { database.events.removeAll { $0 === event } }
  }

  /// Saves `reminder`.
  open func save(_ reminder: EKReminder, commit: Bool) throws {
    guard let database else { return }
    if reminder.calendar == nil { reminder.calendar = database.remindersList }
    database.lock.withLock {
      if !database.reminders.contains(where: { $0 === reminder }) {
        database.reminders.append(reminder)
      }
    }
  }

  /// Removes `reminder`.
  open func remove(_ reminder: EKReminder, commit: Bool) throws {
    guard let database else { return }
    database.lock.withLock { database.reminders.removeAll { $0 === reminder } }
  }

  /// The event saved with `identifier`.
  open func event(withIdentifier identifier: String) -> EKEvent? {
    database?.lock.withLock { database?.events.first { $0.eventIdentifier == identifier } }
  }

  /// A predicate of the events that overlap `startDate`…`endDate` in `calendars` (all: `nil`).
  open func predicateForEvents(
    withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?
  )
    -> NSPredicate
  {
    let calendarIDs = calendars.map { Set($0.map(\.calendarIdentifier)) }
    return NSPredicate { object, _ in
      guard let event = object as? EKEvent, let start = event.startDate, let end = event.endDate
      else { return false }
      let inCalendar = calendarIDs.map { $0.contains(event.calendar.calendarIdentifier) } ?? true
      return inCalendar && start < endDate && end > startDate
    }
  }

  /// The saved events `predicate` matches, by start date.
  open func events(matching predicate: NSPredicate) -> [EKEvent] {
    let events = database?.lock.withLock { database?.events ?? [] } ?? []
    return events.filter { predicate.evaluate(with: $0) }.sorted { $0.startDate < $1.startDate }
  }

  /// A predicate of the reminders in `calendars` (all: `nil`).
  open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
    NSPredicate { object, _ in object is EKReminder }
  }

  /// Hands `completion` the saved reminders `predicate` matches (at once).
  @discardableResult
  open func fetchReminders(
    matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void
  ) -> Any {
    let reminders = database?.lock.withLock { database?.reminders ?? [] } ?? []
    completion(reminders.filter { predicate.evaluate(with: $0) })
    return predicate
  }

  /// Commits saved changes (they are saved already).
  open func commit() throws {}
}

extension ParentHarness {
  /// The calendar events the app saved through EventKit, in the order saved.
  public var calendarEvents: [EKEvent] {
    let database = _harnessState(CalendarDatabase.self)
    return database.lock.withLock { database.events }
  }

  /// The reminders the app saved through EventKit, in the order saved.
  public var calendarReminders: [EKReminder] {
    let database = _harnessState(CalendarDatabase.self)
    return database.lock.withLock { database.reminders }
  }
}
