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

  required init() {}

  /// The device of the harness whose code runs now.
  static var current: NotificationDevice? {
    _ViewProbeRuntime.harnessState(NotificationDevice.self)
  }

  var pending: [UNNotificationRequest] { lock.withLock { requests } }

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
