import BackgroundTasks
import Foundation
import Observation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A news app that refreshes its headlines in the background: when it goes to the background it
/// asks for an app refresh in fifteen minutes, and the refresh fetches, then asks for the next one
/// (an app that forgets to ask again is refreshed once, never more).
@MainActor @Observable
final class Headlines {
  var titles: [String] = ["Morning edition"]
  var refreshes = 0
  var scheduleError: String?
  private let feed: @MainActor (Int) -> [String]

  init(feed: @escaping @MainActor (Int) -> [String] = { ["Edition \($0)"] }) { self.feed = feed }

  func refresh() {
    refreshes += 1
    titles = feed(refreshes) + titles
  }

  func scheduleRefresh() {
    let request = BGAppRefreshTaskRequest(identifier: "com.example.headlines.refresh")
    request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
    do {
      try BGTaskScheduler.shared.submit(request)
      scheduleError = nil
    } catch {
      scheduleError = "Background refresh is off"
    }
  }
}

struct HeadlinesApp: App {
  @State private var headlines = Headlines()
  @Environment(\.scenePhase) private var scenePhase

  var body: some Scene {
    WindowGroup {
      HeadlinesScreen()
    }
    .environment(headlines)
    .onChange(of: scenePhase) { _, phase in
      if phase == .background { headlines.scheduleRefresh() }
    }
    .backgroundTask(.appRefresh("com.example.headlines.refresh")) {
      await MainActor.run {
        headlines.refresh()
        headlines.scheduleRefresh()
      }
    }
  }
}

struct HeadlinesScreen: View {
  @Environment(Headlines.self) private var headlines

  var body: some View {
    List {
      if let problem = headlines.scheduleError { Text(problem) }
      ForEach(headlines.titles, id: \.self) { Text($0) }
    }
  }
}
