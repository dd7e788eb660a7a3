#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// The app's delegate, as a SwiftUI app still declares one for what only UIKit tells it (launch
  /// options, a push token). `@UIApplicationDelegateAdaptor` makes it and tells it the app
  /// launched; the other messages come from a device, which a harness is not.
  @preconcurrency @MainActor
  public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app is about to finish launching.
    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app finished launching.
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is low on memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The app is asked to open `url`.
    func application(
      _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool
    /// The app registered for remote notifications.
    func application(
      _ application: UIApplication,
      didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registering for remote notifications failed.
    func application(
      _ application: UIApplication,
      didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// A remote notification arrived.
    func application(
      _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
      fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
  }

  extension UIApplicationDelegate {
    /// Launches normally.
    public func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Launches normally.
    public func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Opens nothing.
    public func application(
      _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool { false }
    /// Does nothing.
    public func application(
      _ application: UIApplication,
      didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    /// Does nothing.
    public func application(
      _ application: UIApplication,
      didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {}
    /// Reports no new data.
    public func application(
      _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
      fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
  }

  extension UIApplication {
    /// A key of the options the app is launched with.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
      /// The key's name.
      public let rawValue: String
      /// A key named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The URL the app was launched to open.
      public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
      /// The app that asked to open the URL.
      public static let sourceApplication = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
      /// The remote notification the app was launched for.
      public static let remoteNotification = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
      /// The Home Screen quick action the app was launched for.
      public static let shortcutItem = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// A key of the options a URL is opened with.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
      /// The key's name.
      public let rawValue: String
      /// A key named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The bundle identifier of the app that asked.
      public static let sourceApplication = OpenURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
      /// Whether the document is opened in place.
      public static let openInPlace = OpenURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Asks for a push token (a harness has no push service: no token comes).
    public func registerForRemoteNotifications() {}

    /// Gives up the push token.
    public func unregisterForRemoteNotifications() {}

    /// Whether the app asked for a push token.
    public var isRegisteredForRemoteNotifications: Bool { false }
  }

  /// What a background fetch found.
  public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data.
    case newData
    /// Nothing new.
    case noData
    /// The fetch failed.
    case failed
  }

  /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` in an `App`, so the app's
  /// file compiles. The system makes the delegate and tells it of launch; Swift code cannot make a
  /// class's instance from its type alone (only through a `required` initializer, which an
  /// `NSObject` subclass does not have), so here no delegate is made and its launch code does not
  /// run — test what it sets up directly. Reading `appDelegate` stops the app with that reason.
  @MainActor @propertyWrapper
  public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// The delegate's type.
    public let delegateType: DelegateType.Type

    /// Keeps the delegate's type.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
      self.delegateType = delegateType
    }

    /// The delegate, which ViewProbe cannot make (see the type's documentation).
    public var wrappedValue: DelegateType {
      fatalError(
        "@UIApplicationDelegateAdaptor(\(delegateType).self): ViewProbe makes no app delegate "
          + "(Swift cannot make an instance from a type without a required initializer); test "
          + "what the delegate does on its own, made with \(delegateType)().")
    }
  }
#endif
