#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// The app: one window with the brew log, and a footer counting the breaks taken — each time the
/// app went to the background, which its scene notices.
public struct BrewLogApp: App {
  @Environment(\.scenePhase) private var scenePhase
  @AppStorage("breaks") private var breaks = 0

  /// The app, as the system makes it.
  public init() {}

  /// The window: the log, then the footer.
  public var body: some Scene {
    WindowGroup {
      VStack {
        BrewLogView()
        BreakCounter()
      }
    }
    .onChange(of: scenePhase) { _, phase in
      if phase == .background { breaks += 1 }
    }
  }
}

/// The footer: how many breaks the app has counted.
struct BreakCounter: View {
  @AppStorage("breaks") private var breaks = 0

  var body: some View {
    Text("Breaks: \(breaks)")
  }
}
