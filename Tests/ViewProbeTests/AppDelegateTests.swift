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
