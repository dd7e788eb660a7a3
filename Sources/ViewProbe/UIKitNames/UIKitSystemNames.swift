#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  extension UIResponder {
    /// Posted before the keyboard shows (nothing posts it here: no keyboard is drawn).
    nonisolated public static let keyboardWillShowNotification = Notification.Name(
      "UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    nonisolated public static let keyboardDidShowNotification = Notification.Name(
      "UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name(
      "UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    nonisolated public static let keyboardDidHideNotification = Notification.Name(
      "UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
      "UIKeyboardWillChangeFrameNotification")
    /// The keyboard's frame at the end (a `CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The keyboard's frame at the start (a `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey =
      "UIKeyboardFrameBeginUserInfoKey"
    /// How long the keyboard's animation takes.
    nonisolated public static let keyboardAnimationDurationUserInfoKey =
      "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard's animation curve.
    nonisolated public static let keyboardAnimationCurveUserInfoKey =
      "UIKeyboardAnimationCurveUserInfoKey"
  }

  /// How the device is held.
  public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, home button (or bottom) to the right.
    case landscapeLeft
    /// On its side, home button (or bottom) to the left.
    case landscapeRight
    /// Lying face up.
    case faceUp
    /// Lying face down.
    case faceDown

    /// Whether it is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation.
    public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
  }

  extension UIDevice {
    /// How the device is held: upright (nothing turns it here).
    public var orientation: UIDeviceOrientation { .portrait }
    /// Posted when the device turns (nothing posts it here).
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
      "UIDeviceOrientationDidChangeNotification")
    /// Starts orientation notifications (none come).
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {}
  }

  extension UIApplication {
    /// The shortest background fetch interval.
    nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// Sets how often the app fetches in the background (deprecated; nothing fetches).
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
    }
  }

  /// UIKit's accessibility settings and notifications. The settings are a device's defaults
  /// (VoiceOver off, motion not reduced …); an announcement posted by code a harness runs reaches
  /// that harness's `accessibilityAnnouncements`.
  public enum UIAccessibility {
    /// A notification to assistive apps.
    public struct Notification: Hashable, Sendable, RawRepresentable {
      /// Its number.
      public let rawValue: UInt32
      /// A notification.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// The screen changed.
      public static let screenChanged = Notification(rawValue: 1000)
      /// The layout changed.
      public static let layoutChanged = Notification(rawValue: 1001)
      /// An announcement (the argument is its text).
      public static let announcement = Notification(rawValue: 1008)
      /// A scroll finished.
      public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification` to assistive apps; an announcement is recorded in the harness whose
    /// code posts it.
    public static func post(notification: Notification, argument: Any?) {
      guard notification == .announcement else { return }
      let text =
        (argument as? String) ?? (argument as? NSAttributedString)?.string
        ?? argument.map { "\($0)" } ?? ""
      ProbeContext.current.systemActions?.recordAnnouncement(text)
    }

    /// Whether VoiceOver runs (it does not).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control runs (it does not).
    public static var isSwitchControlRunning: Bool { false }
    /// Whether motion is reduced (it is not).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether transparency is reduced (it is not).
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether text is bold (it is not).
    public static var isBoldTextEnabled: Bool { false }
    /// Whether colours are darker (they are not).
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether colour alone must not carry meaning (it may).
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Posted when VoiceOver turns on or off.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when reduced motion turns on or off.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")
  }

  extension UITraitCollection {
    /// The traits of the current context: light.
    public static var current: UITraitCollection { UITraitCollection() }
  }

  extension UIImage {
    /// How a symbol is drawn: its size and weight (kept in the image's name).
    public final class SymbolConfiguration: Sendable, CustomStringConvertible {
      /// How it reads (`20 pt bold`).
      public let description: String

      init(_ description: String) { self.description = description }

      /// A configuration of `pointSize` points.
      public convenience init(pointSize: CGFloat) { self.init("\(pointSize) pt") }
      /// A configuration of `pointSize` points at `weight`.
      public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
        self.init("\(pointSize) pt \(weight)")
      }
      /// A configuration of `pointSize` points at `weight` and `scale`.
      public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
        self.init("\(pointSize) pt \(weight) \(scale)")
      }
      /// A configuration for `textStyle`.
      public convenience init(textStyle: UIFont.TextStyle) { self.init("\(textStyle.rawValue)") }
      /// A configuration at `weight`.
      public convenience init(weight: SymbolWeight) { self.init("\(weight)") }
      /// A configuration at `scale`.
      public convenience init(scale: SymbolScale) { self.init("\(scale)") }
    }

    /// A symbol's weight.
    public enum SymbolWeight: Int, Sendable {
      /// Not specified.
      case unspecified
      /// Ultra-light.
      case ultraLight
      /// Thin.
      case thin
      /// Light.
      case light
      /// Regular.
      case regular
      /// Medium.
      case medium
      /// Semibold.
      case semibold
      /// Bold.
      case bold
      /// Heavy.
      case heavy
      /// Black.
      case black
    }

    /// A symbol's scale.
    public enum SymbolScale: Int, Sendable {
      /// The default.
      case `default` = -1
      /// Not specified.
      case unspecified = 0
      /// Small.
      case small = 1
      /// Medium.
      case medium = 2
      /// Large.
      case large = 3
    }

    /// How an image is drawn: as it is, or as a template in the tint colour.
    public enum RenderingMode: Int, Sendable {
      /// As the context chooses.
      case automatic
      /// As it is.
      case alwaysOriginal
      /// As a template.
      case alwaysTemplate
    }

    /// The SF Symbol `name` drawn with `configuration`.
    public convenience init?(
      systemName name: String, withConfiguration configuration: SymbolConfiguration?
    ) {
      self.init(description: configuration.map { "\(name) (\($0))" } ?? name)
    }

    /// This image drawn in `color`.
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// This image drawn in `color`, rendered as `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    /// This image rendered as `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
  }
#endif

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  /// A scene's saved session (its configuration; nothing restores it here).
  @preconcurrency @MainActor
  open class UISceneSession: NSObject {
    /// The session's identifier.
    public let persistentIdentifier = UUID().uuidString
  }

  /// A URL the app was asked to open, with how.
  @preconcurrency @MainActor
  open class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL

    init(url: URL) {
      self.url = url
      super.init()
    }
  }

  extension UIScene {
    /// What a scene was connected with: URLs, activities (none here).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
      /// URLs to open.
      open var urlContexts: Set<UIOpenURLContext> { [] }
      /// Activities to continue.
      open var userActivities: Set<NSUserActivity> { [] }
    }
  }

  /// What a scene tells its delegate, as the iOS 13 app template's `SceneDelegate` hears it. A
  /// harness hosts SwiftUI views directly: nothing calls these (test the views, or call the
  /// delegate yourself). Every method has a default.
  @preconcurrency @MainActor
  public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene connected.
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene was asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The scene was asked to continue an activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
  }

  extension UISceneDelegate {
    /// Does nothing unless you implement it.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing unless you implement it.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing unless you implement it.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing unless you implement it.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing unless you implement it.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing unless you implement it.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing unless you implement it.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// Does nothing unless you implement it.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
  }

  /// A scene delegate with a window.
  @preconcurrency @MainActor
  public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window.
    var window: UIWindow? { get set }
  }

  extension UIWindowSceneDelegate {
    /// No window unless you keep one.
    public var window: UIWindow? {
      get { nil }
      set {}
    }
  }

  extension UIWindow {
    /// A window in `windowScene` (a window of its own: the harness's is
    /// `UIApplication.shared.windows`).
    public convenience init(windowScene: UIWindowScene) {
      self.init(frame: UIScreen.main.bounds)
    }
  }
#endif
