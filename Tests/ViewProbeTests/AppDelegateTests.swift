import Foundation
import Testing
import ViewProbe

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  /// An app whose delegate sets up a service at launch that its scene hands to its views.
  @MainActor
  @Suite("The app delegate", .viewProbe)
  struct AppDelegateTests {
    @Test("ParentHarness(appDelegate:) makes the delegate and tells it of launch before the body")
    func delegateLaunchesBeforeTheBody() throws {
      let log = DelegateLaunchLog()
      let harness = ParentHarness(appDelegate: ShopDelegate(log: log)) {
        ShopApp().body.rootView
      }
      #expect(log.entries == ["willFinishLaunching", "didFinishLaunching"])
      #expect(harness.texts == ["Cart: 0 items (configured)", "Add"])
      try harness.find(button: "Add").tap()
      #expect(harness.texts.first == "Cart: 1 items (configured)")
      // App code reaches the same delegate through UIApplication.
      try harness.find(button: "Add").tap()
      #expect(harness.texts.first == "Cart: 2 items (configured)")
    }

    @Test("relaunch() makes a new delegate, told of launch again; its state starts over")
    func relaunchMakesANewDelegate() throws {
      let log = DelegateLaunchLog()
      let harness = ParentHarness(appDelegate: ShopDelegate(log: log)) {
        ShopApp().body.rootView
      }
      try harness.find(button: "Add").tap()
      harness.relaunch()
      #expect(
        log.entries == [
          "willFinishLaunching", "didFinishLaunching", "willFinishLaunching", "didFinishLaunching",
        ])
      #expect(harness.texts.first == "Cart: 0 items (configured)")
    }
  }

  extension AppDelegateTests {
    @Test("ParentHarness(app:appDelegate:) launches the delegate, then makes the app")
    func hostedAppWithItsDelegate() throws {
      let log = DelegateLaunchLog()
      let harness = ParentHarness(app: ShopApp.self, appDelegate: ShopDelegate(log: log))
      #expect(log.entries == ["willFinishLaunching", "didFinishLaunching"])
      try harness.find(button: "Add").tap()
      harness.reRender()
      #expect(harness.texts.first == "Cart: 1 items (configured)")
    }
  }

  extension AppDelegateTests {
    @Test("registering for pushes hands the delegate the device's token on the main queue")
    func pushTokenReachesTheDelegate() async throws {
      let harness = ParentHarness(app: InboxApp.self, appDelegate: InboxDelegate())
      #expect(harness.pushToken == nil)
      try harness.find(button: "Enable push").tap()
      await harness.settle()
      let token = try #require(harness.pushToken)
      #expect(token.count == 32)
      let hex = token.map { String(format: "%02x", $0) }.joined()
      #expect(harness.texts.contains("Token \(hex.prefix(8))"))
    }

    @Test("a silent push reaches the delegate, which fetches and says so; unregistered, none comes")
    func silentPushFetches() async throws {
      let harness = ParentHarness(app: InboxApp.self, appDelegate: InboxDelegate())
      let refused = await capturedReports {
        let result = await harness.receiveRemoteNotification(["content-available": 1])
        #expect(result == nil)
      }
      #expect(
        refused.first?.hasPrefix("receiveRemoteNotification: the app never registered") == true)
      try harness.find(button: "Enable push").tap()
      await harness.settle()
      let result = await harness.receiveRemoteNotification(["content-available": 1, "unread": 4])
      #expect(result == .newData)
      #expect(harness.texts.contains("Unread: 4"))
    }

    @Test("a delegate that never calls the fetch completion handler is reported")
    func pushWithoutCompletion() async throws {
      let delegate = InboxDelegate()
      delegate.completesFetches = false
      let harness = ParentHarness(app: InboxApp.self, appDelegate: delegate)
      try harness.find(button: "Enable push").tap()
      await harness.settle()
      let reports = await capturedReports {
        _ = await harness.receiveRemoteNotification(["content-available": 1, "unread": 1])
      }
      #expect(reports.first?.contains("never called the fetch completion handler") == true)
    }
  }

  extension AppDelegateTests {
    @Test("G01 an ObservableObject delegate is in the app's environment, as SwiftUI places it")
    func observableDelegateInTheEnvironment() throws {
      let harness = ParentHarness(app: ThemedApp.self, appDelegate: ThemeDelegate())
      #expect(harness.texts.first == "Theme: light")
      try harness.find(button: "Go dark").tap()
      #expect(harness.texts.first == "Theme: dark")
    }

    @Test("D05 an @Observable delegate is read with @Environment(Delegate.self)")
    func observationDelegateInTheEnvironment() throws {
      let harness = ParentHarness(app: CounterApp.self, appDelegate: CounterDelegate())
      try harness.find(button: "Count").tap()
      #expect(harness.texts.first == "Launches counted: 1")
    }
  }

  private final class ThemeDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var theme = "light"
  }

  private struct ThemedApp: App {
    @UIApplicationDelegateAdaptor(ThemeDelegate.self) var appDelegate
    var body: some Scene { WindowGroup { ThemeScreen() } }
  }

  private struct ThemeScreen: View {
    @EnvironmentObject private var delegate: ThemeDelegate
    var body: some View {
      VStack {
        Text("Theme: \(delegate.theme)")
        Button("Go dark") { delegate.theme = "dark" }
      }
    }
  }

  @Observable
  private final class CounterDelegate: NSObject, UIApplicationDelegate {
    var count = 0
  }

  private struct CounterApp: App {
    @UIApplicationDelegateAdaptor(CounterDelegate.self) var appDelegate
    var body: some Scene { WindowGroup { CounterScreen() } }
  }

  private struct CounterScreen: View {
    @Environment(CounterDelegate.self) private var delegate
    var body: some View {
      VStack {
        Text("Launches counted: \(delegate.count)")
        Button("Count") { delegate.count += 1 }
      }
    }
  }

  @MainActor @Observable
  private final class Inbox {
    var token = ""
    var unread = 0
  }

  private final class InboxDelegate: NSObject, UIApplicationDelegate {
    let inbox = Inbox()
    var completesFetches = true

    func application(
      _ application: UIApplication,
      didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
      inbox.token = deviceToken.map { String(format: "%02x", $0) }.joined()
    }

    func application(
      _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
      fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
      guard let unread = userInfo["unread"] as? Int else { return completionHandler(.noData) }
      inbox.unread = unread
      if completesFetches { completionHandler(.newData) }
    }
  }

  private struct InboxApp: App {
    @UIApplicationDelegateAdaptor(InboxDelegate.self) var appDelegate

    var body: some Scene {
      WindowGroup { InboxScreen(inbox: appDelegate.inbox) }
    }
  }

  private struct InboxScreen: View {
    let inbox: Inbox

    var body: some View {
      VStack {
        Text("Unread: \(inbox.unread)")
        if !inbox.token.isEmpty { Text("Token \(inbox.token.prefix(8))") }
        Button("Enable push") { UIApplication.shared.registerForRemoteNotifications() }
      }
    }
  }

  @MainActor
  private final class DelegateLaunchLog {
    var entries: [String] = []
  }

  @MainActor @Observable
  private final class Cart {
    var count = 0
    var configured = false
  }

  private final class ShopDelegate: NSObject, UIApplicationDelegate {
    let log: DelegateLaunchLog
    let cart = Cart()

    init(log: DelegateLaunchLog) { self.log = log }

    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      log.entries.append("willFinishLaunching")
      return true
    }

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      log.entries.append("didFinishLaunching")
      cart.configured = true
      return true
    }
  }

  private struct ShopApp: App {
    @UIApplicationDelegateAdaptor(ShopDelegate.self) var appDelegate

    var body: some Scene {
      WindowGroup {
        CartScreen().environment(appDelegate.cart)
      }
    }
  }

  private struct CartScreen: View {
    @Environment(Cart.self) private var cart

    var body: some View {
      VStack {
        Text("Cart: \(cart.count) items (\(cart.configured ? "configured" : "not configured"))")
        Button("Add") {
          let delegate = UIApplication.shared.delegate as? ShopDelegate
          delegate?.cart.count += 1
        }
      }
    }
  }
#endif
