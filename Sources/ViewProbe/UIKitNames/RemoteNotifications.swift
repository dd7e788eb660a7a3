// Remote (push) notifications as the app delegate hears them: the harness's device registers the
// app with the push service and hands its delegate a token, and a test sends the app a push as its
// server would. Each harness is one device: its token is its own, and stays across relaunches.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation
  import Testing

  /// A harness's registration with the push service.
  final class PushRegistration: _HarnessState, @unchecked Sendable {
    private let lock = NSLock()
    private var registered = false
    /// The device's token for the app: 32 bytes, made once per device.
    let token: Data = {
      var generator = SystemRandomNumberGenerator()
      return Data((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }()

    required init() {}

    var isRegistered: Bool {
      get { lock.withLock { registered } }
      set { lock.withLock { registered = newValue } }
    }
  }

  extension UIApplication {
    /// Registers the app with the push service: the app delegate hears
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` on the main queue with
    /// the harness device's token (`harness.pushToken`), as UIKit tells it. Without an app
    /// delegate (`ParentHarness(app:appDelegate:)`) nobody hears it.
    public func registerForRemoteNotifications() {
      guard let registration = _ViewProbeRuntime.harnessState(PushRegistration.self) else {
        return
      }
      registration.isRegistered = true
      let token = registration.token
      _ViewProbeRuntime.completeOnAnotherQueue(.main) {
        MainActor.assumeIsolated {
          let delegate = _ViewProbeRuntime.harnessState(AppDelegateHolder.self)?.delegate
          delegate?.application(.shared, didRegisterForRemoteNotificationsWithDeviceToken: token)
        }
      }
    }

    /// Gives up the push token: pushes no longer reach the app.
    public func unregisterForRemoteNotifications() {
      _ViewProbeRuntime.harnessState(PushRegistration.self)?.isRegistered = false
    }

    /// Whether the app is registered with the push service.
    public var isRegisteredForRemoteNotifications: Bool {
      _ViewProbeRuntime.harnessState(PushRegistration.self)?.isRegistered ?? false
    }
  }

  extension ParentHarness {
    /// The push token the app's delegate was handed, once the app registered
    /// (`registerForRemoteNotifications()`); `nil` before.
    public var pushToken: Data? {
      let registration = _harnessState(PushRegistration.self)
      return registration.isRegistered ? registration.token : nil
    }

    /// The app's server sends it a push carrying `userInfo` (a silent one, `content-available`,
    /// or one the app handles itself): the app delegate hears
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, then the harness
    /// settles and returns what the app said it fetched. Refused — a recorded issue, `nil` — when
    /// the app never registered (no token reached a server) or has no delegate; an app that
    /// never calls the completion handler is a recorded issue too (the system throttles its
    /// pushes).
    @discardableResult
    public func receiveRemoteNotification(
      _ userInfo: [AnyHashable: Any], sourceLocation: SourceLocation = #_sourceLocation
    ) async -> UIBackgroundFetchResult? {
      guard _harnessState(PushRegistration.self).isRegistered else {
        _reportMisuse(
          "receiveRemoteNotification: the app never registered for remote notifications "
            + "(UIApplication.shared.registerForRemoteNotifications()), so no server has its token",
          sourceLocation: sourceLocation)
        return nil
      }
      guard let delegate = _harnessState(AppDelegateHolder.self).delegate else {
        _reportMisuse(
          "receiveRemoteNotification: the harness has no app delegate to hear it; host the app "
            + "with ParentHarness(app:appDelegate:)", sourceLocation: sourceLocation)
        return nil
      }
      let outcome = FetchOutcome()
      _perform(sourceLocation: sourceLocation) {
        delegate.application(
          .shared, didReceiveRemoteNotification: userInfo,
          fetchCompletionHandler: { outcome.result = $0 })
      }
      await settle(sourceLocation: sourceLocation)
      guard let result = outcome.result else {
        _reportMisuse(
          "receiveRemoteNotification: the app delegate never called the fetch completion handler: "
            + "the system ends the app's background time and delivers its pushes less often",
          sourceLocation: sourceLocation)
        return nil
      }
      return result
    }
  }

  /// What a push's fetch completion handler said, whenever it is called.
  private final class FetchOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: UIBackgroundFetchResult?
    var result: UIBackgroundFetchResult? {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }

#endif
