#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// UIKit's application object, for what SwiftUI apps still ask of it: opening a URL
  /// (`UIApplication.shared.open(url)`) and the Settings URL. A URL opened by code a harness runs
  /// (a button's action, a task it started) reaches that harness's `openedURLs`, as a `Link` does.
  @preconcurrency @MainActor
  public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// The URL that opens the app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
      /// The option's name.
      public let rawValue: String
      /// An option named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Open only if an app (not the browser) takes the URL.
      public static let universalLinksOnly = OpenExternalURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether some app can open `url`: any URL with a scheme.
    public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    /// Hands `url` to the system (recorded in the harness's `openedURLs`), then tells
    /// `completion` it was opened.
    public func open(
      _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
      completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
      record(url)
      completion?(true)
    }

    /// Hands `url` to the system (recorded in the harness's `openedURLs`); `true`.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
      record(url)
      return true
    }

    /// Records `url` for the harness whose code opens it; outside any harness's code (a block
    /// the app handed to `DispatchQueue.main`, a detached task), where no harness can be told,
    /// the console says why no harness's `openedURLs` will have it.
    private func record(_ url: URL) {
      guard let log = ProbeContext.current.systemActions else {
        return ProbeContext.warn(
          "UIApplication.shared.open(\(url.absoluteString)) ran outside any harness's code (a "
            + "block on DispatchQueue.main, a detached task, the test itself), so no harness's "
            + "openedURLs has it. Open it from the action itself, or from a Task it starts.")
      }
      log.record(url)
    }

    // App-wide settings belong to the harness whose code makes them (one harness, one run of
    // the app: tests in parallel never share them); outside a harness's code they read as their
    // defaults and writes go nowhere.

    private func value<T: Sendable>(_ key: String, default value: T) -> T {
      ProbeContext.current.systemActions?.applicationValue(key, default: value) ?? value
    }

    private func setValue(_ key: String, _ value: any Sendable) {
      ProbeContext.current.systemActions?.setApplicationValue(key, value)
    }

    /// The number on the app's icon (deprecated in iOS 17; 0 unless set).
    public var applicationIconBadgeNumber: Int {
      get { value("badge", default: 0) }
      set { setValue("badge", newValue) }
    }

    /// Whether the screen stays on while the app is in front.
    public var isIdleTimerDisabled: Bool {
      get { value("idleTimerDisabled", default: false) }
      set { setValue("idleTimerDisabled", newValue) }
    }

    /// Whether the app can change its icon (it can).
    public var supportsAlternateIcons: Bool { true }

    /// The name of the app's alternate icon, or `nil` for its primary one.
    public var alternateIconName: String? { value("alternateIcon", default: String?.none) }

    /// Changes the app's icon to the alternate icon `alternateIconName` (`nil`: the primary
    /// one), then tells `completionHandler` it succeeded.
    public func setAlternateIconName(
      _ alternateIconName: String?,
      completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
    ) {
      setValue("alternateIcon", alternateIconName)
      completionHandler?(nil)
    }

    /// Changes the app's icon (see `setAlternateIconName(_:completionHandler:)`).
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
      setValue("alternateIcon", alternateIconName)
    }
  }

  /// The screen, for code that sizes views by it (`UIScreen.main.bounds.width`): an iPhone's at
  /// 3×, as large as the `geometrySize` of the harness whose code asks (390 × 844 points unless
  /// the test set another, and outside a harness).
  @preconcurrency @MainActor
  public final class UIScreen {
    /// The device's screen.
    public static let main = UIScreen()
    /// The screen's rectangle, in points.
    public var bounds: CGRect {
      CGRect(
        origin: .zero,
        size: ProbeContext.current.systemActions?.geometrySize ?? ViewGraph.defaultGeometrySize)
    }
    /// Pixels per point.
    public let scale: CGFloat = 3
  }

  /// The device, for code that branches on its kind (`UIDevice.current.userInterfaceIdiom`): an
  /// iPhone.
  @preconcurrency @MainActor
  public final class UIDevice {
    /// This device.
    public static let current = UIDevice()
    /// The kind of interface: a phone.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// The device's name.
    public let name = "iPhone"
    /// The model's name.
    public let model = "iPhone"
    /// The operating system's name.
    public let systemName = "iOS"
    /// The operating system's version.
    public let systemVersion = "18.0"
  }

  /// The kinds of interface a device has.
  public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// A phone.
    case phone
    /// A tablet.
    case pad
    /// Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// A Mac (Catalyst, optimized for Mac).
    case mac = 5
    /// Apple Vision Pro.
    case vision
  }

  extension UIApplication {
    /// Posted when the app is about to move from active to inactive.
    nonisolated public static let willResignActiveNotification = Notification.Name(
      "UIApplicationWillResignActiveNotification")
    /// Posted when the app has become active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
      "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
      "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    nonisolated public static let willTerminateNotification = Notification.Name(
      "UIApplicationWillTerminateNotification")
    /// Posted when the user took a screenshot.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the day, the time zone or the clock changed significantly.
    nonisolated public static let significantTimeChangeNotification = Notification.Name(
      "UIApplicationSignificantTimeChangeNotification")
  }
#endif
