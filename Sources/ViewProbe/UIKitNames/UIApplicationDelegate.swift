#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation
  import Testing

  /// The app's delegate, as a SwiftUI app still declares one for what only UIKit tells it (launch
  /// options, a push token). A harness made with `ParentHarness(appDelegate:content:)` makes it
  /// and tells it the app launched; the other messages come from a device, which a harness is
  /// not.
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

  /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` in an `App`. The system
  /// makes the delegate and tells it of launch; Swift code cannot make a class's instance from its
  /// type alone (only through a `required` initializer, which an `NSObject` subclass does not
  /// have), so the test hands the harness the delegate:
  /// `ParentHarness(appDelegate: AppDelegate()) { MyApp().body.rootView }` makes it, tells it the
  /// app launched, and this reads it. Read in a harness made without one, it stops the app with
  /// that advice (there is no delegate to hand back).
  @MainActor @propertyWrapper
  public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// The delegate's type.
    public let delegateType: DelegateType.Type

    /// Keeps the delegate's type.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
      self.delegateType = delegateType
    }

    /// The delegate the harness made (`ParentHarness(appDelegate:content:)`).
    public var wrappedValue: DelegateType {
      if let delegate = _ViewProbeRuntime.harnessState(AppDelegateHolder.self)?.delegate
        as? DelegateType
      {
        return delegate
      }
      fatalError(
        "@UIApplicationDelegateAdaptor(\(delegateType).self) was read, but the harness has no "
          + "app delegate: Swift cannot make one from its type. Host the app with "
          + "ParentHarness(appDelegate: \(delegateType)()) { … }, which makes it and tells it the "
          + "app launched.")
    }
  }

  extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings to the delegate's properties: `$appDelegate.isSignedIn`.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
      ObservedObject.Wrapper(object: wrappedValue)
    }
  }

  /// The app delegate a harness made, and how to make it again when the app relaunches.
  final class AppDelegateHolder: _HarnessState, @unchecked Sendable {
    private(set) var delegate: (NSObject & UIApplicationDelegate)?
    private var make: (@MainActor () -> NSObject & UIApplicationDelegate)?

    required init() {}

    /// Makes the delegate and tells it the app launched, as UIKit does before the first scene.
    @MainActor func launch(_ make: @escaping @MainActor () -> NSObject & UIApplicationDelegate) {
      self.make = make
      relaunch()
    }

    /// The app launches again: a new delegate, told of launch.
    @MainActor func relaunch() {
      guard let make else { return }
      let delegate = make()
      self.delegate = delegate
      _ = delegate.application(.shared, willFinishLaunchingWithOptions: nil)
      _ = delegate.application(.shared, didFinishLaunchingWithOptions: nil)
    }
  }

  extension UIApplication {
    /// The app's delegate: the one the harness whose code runs now made
    /// (`ParentHarness(appDelegate:content:)`), if it made one.
    public var delegate: (any UIApplicationDelegate)? {
      _ViewProbeRuntime.harnessState(AppDelegateHolder.self)?.delegate
    }
  }

  extension ParentHarness {
    /// Hosts the view built by `content` in an app whose delegate `appDelegate` makes: it is made
    /// and told the app launched (`application(_:willFinishLaunchingWithOptions:)`, then
    /// `…didFinishLaunchingWithOptions:`, with no options) before the first body runs, as UIKit
    /// does, and `@UIApplicationDelegateAdaptor` and `UIApplication.shared.delegate` hand it
    /// out. `relaunch()` makes a new one. With scenes, UIKit tells the app delegate nothing of
    /// the scene's phases (the scene's `scenePhase` says them).
    public convenience init<Delegate: NSObject & UIApplicationDelegate>(
      appDelegate: @autoclosure @escaping @MainActor () -> Delegate,
      profile: SemanticsProfile? = nil, sourceLocation: SourceLocation = #_sourceLocation,
      @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
      self.init(profile: profile, sourceLocation: sourceLocation, launching: appDelegate, content)
    }

    /// Hosts the app `app` (`init(app:profile:sourceLocation:)`) whose delegate `appDelegate`
    /// makes, told of launch before the app is made, as UIKit does.
    public convenience init<A: App, Delegate: NSObject & UIApplicationDelegate>(
      app: A.Type, appDelegate: @autoclosure @escaping @MainActor () -> Delegate,
      profile: SemanticsProfile? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) where Content == HostedApp<A> {
      self.init(profile: profile, sourceLocation: sourceLocation, launching: appDelegate) {
        HostedApp<A>(madeAtLaunch: ())
      }
    }
  }
#endif
