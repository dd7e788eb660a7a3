import Foundation
import ViewProbe

/// The Live Activities of one harness's device, and its setting for them.
final class LiveActivityStore: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var started: [AnyObject] = []
  private var isEnabled = true

  /// The store of the harness whose code runs now.
  static var current: LiveActivityStore? {
    _ViewProbeRuntime.harnessState(LiveActivityStore.self)
  }

  var enabled: Bool {
    get { lock.withLock { isEnabled } }
    set { lock.withLock { isEnabled = newValue } }
  }

  func add(_ activity: AnyObject) { lock.withLock { started.append(activity) } }

  /// Every activity of type `T` started here, dismissed or not, oldest first.
  func all<T: ActivityAttributes>(of type: T.Type) -> [Activity<T>] {
    lock.withLock { started.compactMap { $0 as? Activity<T> } }
  }

  /// The activities of type `T` not dismissed, oldest first.
  func activities<T: ActivityAttributes>(of type: T.Type) -> [Activity<T>] {
    all(of: type).filter { $0.activityState != .dismissed }
  }
}

extension ParentHarness {
  private var liveActivityStore: LiveActivityStore { _harnessState(LiveActivityStore.self) }

  /// Every Live Activity of type `T` the app started on this harness's device, oldest first —
  /// ended and dismissed ones too (read their `activityState`).
  public func liveActivities<T: ActivityAttributes>(of type: T.Type) -> [Activity<T>] {
    liveActivityStore.all(of: type)
  }

  /// Turns the app's Live Activities on or off in the device's settings (on unless set): while
  /// off, `ActivityAuthorizationInfo().areActivitiesEnabled` is false and `Activity.request`
  /// throws `ActivityAuthorizationError.denied`.
  public func setLiveActivitiesEnabled(_ enabled: Bool) { liveActivityStore.enabled = enabled }

  /// The user swipes a Live Activity off the Lock Screen: it is dismissed, and a task reading
  /// its `activityStateUpdates` hears `.dismissed` (run its reaction with `settle()`).
  public func dismissLiveActivity<T: ActivityAttributes>(_ activity: Activity<T>) {
    activity.dismiss()
  }
}
