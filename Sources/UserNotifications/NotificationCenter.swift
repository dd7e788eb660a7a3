// Linux has no UserNotifications. There, ViewProbe's product includes this stand-in, so that a
// view that schedules reminders (`UNUserNotificationCenter`) compiles unchanged. Each harness is a
// device with its own center: the user answers the request to notify as the test said (allows,
// unless told otherwise), and scheduled requests are kept as pending until the test delivers one
// (`harness.deliverNotification(identifier:)`, `openNotification(identifier:)`,
// `NotificationDelivery.swift`), so a test reads them with `harness.pendingNotificationRequests`.
import Foundation
import ViewProbe

/// What notifications may do.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// Options from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Update the app's badge.
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  /// Play sounds.
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  /// Show alerts.
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  /// Provisional delivery.
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify.
public enum UNAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Refused.
  case denied
  /// Allowed.
  case authorized
  /// Allowed quietly.
  case provisional
  /// Allowed for a while (App Clips).
  case ephemeral
}

/// The app's notification settings.
public final class UNNotificationSettings: NSObject, Sendable {
  /// Whether the app may notify.
  public let authorizationStatus: UNAuthorizationStatus

  init(authorizationStatus: UNAuthorizationStatus) {
    self.authorizationStatus = authorizationStatus
  }
}

/// A notification's sound.
public final class UNNotificationSound: NSObject, Sendable {
  /// The default sound.
  public static let `default` = UNNotificationSound()
}

/// What a notification shows.
open class UNNotificationContent: NSObject, @unchecked Sendable {
  /// The title.
  open fileprivate(set) var title = ""
  /// The subtitle.
  open fileprivate(set) var subtitle = ""
  /// The body.
  open fileprivate(set) var body = ""
  /// The sound (`nil`: silent).
  open fileprivate(set) var sound: UNNotificationSound?
  /// The badge number.
  open fileprivate(set) var badge: NSNumber?
  /// App data.
  open fileprivate(set) var userInfo: [AnyHashable: Any] = [:]
  /// The category whose actions the notification shows.
  open fileprivate(set) var categoryIdentifier = ""
  /// The thread it is grouped in.
  open fileprivate(set) var threadIdentifier = ""
}

/// Notification content the app fills in.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  /// The title.
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  /// The subtitle.
  open override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  /// The body.
  open override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  /// The sound.
  open override var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  /// The badge number.
  open override var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  /// App data.
  open override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
  /// The category whose actions the notification shows.
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  /// The thread it is grouped in.
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
}

/// When a notification is delivered.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  /// Whether it repeats.
  public let repeats: Bool

  init(repeats: Bool) { self.repeats = repeats }
}

/// Delivers after a time interval.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The interval, in seconds.
  public let timeInterval: TimeInterval

  /// Delivers after `timeInterval` seconds (at least 60 when it repeats).
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
}

/// Delivers at matching calendar dates.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The date components to match.
  public let dateComponents: DateComponents

  /// Delivers when the date matches `dateComponents`.
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
}

/// A scheduled notification.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  /// Its identifier (a new request with the same one replaces it).
  public let identifier: String
  /// What it shows.
  public let content: UNNotificationContent
  /// When it is delivered (`nil`: at once).
  public let trigger: UNNotificationTrigger?

  /// A request.
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

/// The app's notification center: each harness's device has its own (`NotificationDevice.swift`).
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()

  /// The app's center.
  open class func current() -> UNUserNotificationCenter { shared }

  /// The device of the harness whose code runs now; outside a harness, a new one that keeps
  /// nothing.
  private var device: NotificationDevice { NotificationDevice.current ?? NotificationDevice() }

  /// Hears the notifications the device delivers while the app is in front, and the user's
  /// responses to them (the delegate the app's code on this harness's device set).
  open var delegate: (any UNUserNotificationCenterDelegate)? {
    get { device.delegate }
    set { device.delegate = newValue }
  }

  /// Asks to notify: the first time the user answers as the test said (allows, unless
  /// `harness.setNotificationPermission(_:)` said otherwise); `completionHandler` hears whether
  /// the app may notify, on another queue.
  open func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let granted = device.permission.ask().allowsNotifying
    _ViewProbeRuntime.completeOnAnotherQueue { completionHandler(granted, nil) }
  }

  /// Asks to notify, as `requestAuthorization(options:completionHandler:)` does: whether the app
  /// may notify.
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    device.permission.ask().allowsNotifying
  }

  /// The settings, on another queue.
  open func getNotificationSettings(
    completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void
  ) {
    let settings = currentSettings()
    _ViewProbeRuntime.completeOnAnotherQueue { completionHandler(settings) }
  }

  /// The settings.
  open func notificationSettings() async -> UNNotificationSettings { currentSettings() }

  private func currentSettings() -> UNNotificationSettings {
    UNNotificationSettings(authorizationStatus: device.permission.status)
  }

  /// Schedules `request` (replacing one with the same identifier).
  open func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    device.schedule(request)
    if let completionHandler { _ViewProbeRuntime.completeOnAnotherQueue { completionHandler(nil) } }
  }

  /// Schedules `request` (replacing one with the same identifier).
  open func add(_ request: UNNotificationRequest) async throws { device.schedule(request) }

  /// The scheduled requests, on another queue.
  open func getPendingNotificationRequests(
    completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
  ) {
    let requests = device.pending
    _ViewProbeRuntime.completeOnAnotherQueue { completionHandler(requests) }
  }

  /// The scheduled requests (outside a harness's code, none: a test reads
  /// `harness.pendingNotificationRequests`).
  open func pendingNotificationRequests() async -> [UNNotificationRequest] { device.pending }

  /// Unschedules the requests with `identifiers`.
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    device.unschedule { identifiers.contains($0.identifier) }
  }

  /// Unschedules every request.
  open func removeAllPendingNotificationRequests() { device.unschedule { _ in true } }

  /// Registers the categories of actions the app's notifications show.
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    device.categories = categories
  }

  /// The registered categories.
  open func notificationCategories() async -> Set<UNNotificationCategory> { device.categories }

  /// Sets the app's badge number.
  open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
