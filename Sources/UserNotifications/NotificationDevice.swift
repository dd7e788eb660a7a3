import Foundation
import ViewProbe

/// One harness's device, as its notification center sees it: what the user allows and the
/// requests the app scheduled.
final class NotificationDevice: _HarnessState, @unchecked Sendable {
  /// Whether the app may notify: the user allows it when asked, unless the test said otherwise.
  let permission = _SystemPermission(
    undetermined: UNAuthorizationStatus.notDetermined, answer: .authorized)
  private let lock = NSLock()
  private var requests: [UNNotificationRequest] = []
  private var _delivered: [UNNotification] = []
  private weak var _delegate: (any UNUserNotificationCenterDelegate)?
  private var _categories: Set<UNNotificationCategory> = []

  required init() {}

  /// The device of the harness whose code runs now.
  static var current: NotificationDevice? {
    _ViewProbeRuntime.harnessState(NotificationDevice.self)
  }

  var pending: [UNNotificationRequest] { lock.withLock { requests } }
  var delivered: [UNNotification] { lock.withLock { _delivered } }

  /// The center's delegate, as the app's code on this device set it.
  var delegate: (any UNUserNotificationCenterDelegate)? {
    get { lock.withLock { _delegate } }
    set { lock.withLock { _delegate = newValue } }
  }

  /// The app quits: its center's delegate goes with its process.
  @MainActor
  func _appWillQuit() { delegate = nil }

  /// The categories of actions the app registered.
  var categories: Set<UNNotificationCategory> {
    get { lock.withLock { _categories } }
    set { lock.withLock { _categories = newValue } }
  }

  /// Why a delivery was refused.
  struct Refusal: Error {
    let message: String
  }

  /// Delivers the pending request `identifier`: it leaves the pending requests. Refused when no
  /// such request is pending, or the user does not allow notifications (it stays pending).
  func deliver(_ identifier: String) -> Result<UNNotification, Refusal> {
    let allowed = permission.status.allowsNotifying
    let status = permission.status
    return lock.withLock {
      guard let index = requests.firstIndex(where: { $0.identifier == identifier }) else {
        let pending = requests.map(\.identifier)
        return .failure(
          Refusal(
            message: "deliverNotification(identifier: \"\(identifier)\") found no pending "
              + "request of that identifier (pending: \(pending))"))
      }
      guard allowed else {
        return .failure(
          Refusal(
            message: "deliverNotification(identifier: \"\(identifier)\") is refused: the user "
              + "does not allow notifications (\(status)), so the app's requests are never "
              + "delivered"))
      }
      let notification = UNNotification(date: Date(), request: requests.remove(at: index))
      _delivered.append(notification)
      return .success(notification)
    }
  }

  /// Schedules `request`, replacing one with the same identifier.
  func schedule(_ request: UNNotificationRequest) {
    lock.withLock {
      requests.removeAll { $0.identifier == request.identifier }
      requests.append(request)
    }
  }

  /// Unschedules the requests `isRemoved` picks.
  func unschedule(where isRemoved: (UNNotificationRequest) -> Bool) {
    lock.withLock { requests.removeAll(where: isRemoved) }
  }
}

extension UNAuthorizationStatus {
  /// Whether the app may notify with this status.
  var allowsNotifying: Bool { self == .authorized || self == .provisional || self == .ephemeral }
}

extension ParentHarness {
  private var notificationDevice: NotificationDevice { _harnessState(NotificationDevice.self) }

  /// What the user answers when the app asks to notify (`.authorized` unless set; `.denied`
  /// refuses). Once the app has asked, the user changes it in Settings: the center's settings
  /// say so from then on; `answeredBefore` says the user answered in an earlier run, so the app
  /// has the status at once.
  public func setNotificationPermission(
    _ status: UNAuthorizationStatus, answeredBefore: Bool = false
  ) {
    notificationDevice.permission.setAnswer(status, answeredBefore: answeredBefore)
  }

  /// The notification requests the app scheduled and did not remove, in the order scheduled.
  public var pendingNotificationRequests: [UNNotificationRequest] { notificationDevice.pending }
}
