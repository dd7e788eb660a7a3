// Linux has no AppTrackingTransparency. There, ViewProbe's product includes this stand-in, so
// that apps that ask to track compile unchanged and run against the harness's device: the test
// says what the user answers (`setTrackingAuthorization`), and, as Apple documents, the prompt
// shows only while the app is active — asked earlier (at launch, or from the background), the
// status stays `.notDetermined` and no prompt shows.
import Foundation
import ViewProbe

/// Asks the user whether the app may track them across other companies' apps and websites.
public final class ATTrackingManager: NSObject, Sendable {
  /// Whether the app may track.
  public enum AuthorizationStatus: UInt, Sendable {
    /// Not asked yet.
    case notDetermined = 0
    /// Not allowed, and the user cannot change it (managed devices).
    case restricted = 1
    /// The user said no.
    case denied = 2
    /// The user allowed it.
    case authorized = 3
  }

  /// The status now.
  public class var trackingAuthorizationStatus: AuthorizationStatus {
    TrackingDevice.current?.permission.status ?? .notDetermined
  }

  /// Asks once, while the app is active, then calls `completion` on another queue with the status.
  public class func requestTrackingAuthorization(
    completionHandler completion: @escaping @Sendable (AuthorizationStatus) -> Void
  ) {
    let status = ask()
    _ViewProbeRuntime.completeOnAnotherQueue { completion(status) }
  }

  /// Asks once, while the app is active: the status afterwards.
  public class func requestTrackingAuthorization() async -> AuthorizationStatus { ask() }

  private static func ask() -> AuthorizationStatus {
    guard let device = TrackingDevice.current else { return .notDetermined }
    // Apple: calls only prompt when the app is active; otherwise nothing is asked.
    guard _ViewProbeRuntime.scenePhase == .active else { return device.permission.status }
    // The prompt shows once: after that the answer stands (the user changes it in Settings).
    if device.permission.status == .notDetermined { device.promptsShown += 1 }
    return device.permission.ask()
  }
}

/// Whether one harness's user lets the app track, and how many prompts showed.
final class TrackingDevice: _HarnessState, @unchecked Sendable {
  let permission = _SystemPermission<ATTrackingManager.AuthorizationStatus>(
    undetermined: .notDetermined, answer: .authorized)
  private let lock = NSLock()
  private var prompts = 0

  required init() {}

  static var current: TrackingDevice? { _ViewProbeRuntime.harnessState(TrackingDevice.self) }

  var promptsShown: Int {
    get { lock.withLock { prompts } }
    set { lock.withLock { prompts = newValue } }
  }
}

extension ParentHarness {
  private var trackingDevice: TrackingDevice { _harnessState(TrackingDevice.self) }

  /// What the user answers when the app asks to track (`.authorized` unless set); once asked,
  /// a change is the user's in Settings; `answeredBefore` says they answered in an earlier run.
  public func setTrackingAuthorization(
    _ status: ATTrackingManager.AuthorizationStatus, answeredBefore: Bool = false
  ) {
    trackingDevice.permission.setAnswer(status, answeredBefore: answeredBefore)
  }

  /// How many times the tracking prompt showed (at most once: a request while the app is not
  /// active shows none).
  public var trackingPromptsShown: Int { trackingDevice.promptsShown }
}
