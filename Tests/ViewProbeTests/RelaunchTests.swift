import Foundation
import Testing
import ViewProbe

/// What each launch of the app leaves in a log that outlives the views.
@MainActor
final class LaunchLog {
  var events: [String] = []
}

/// An app's first screen: a counter in `@State`, launches counted in `@AppStorage`, the chosen
/// tab in `@SceneStorage`, and a sheet.
private struct LaunchScreen: View {
  let log: LaunchLog
  @State private var taps = 0
  @State private var showsHelp = false
  @AppStorage("launches") private var launches = 0
  @SceneStorage("tab") private var tab = "home"

  var body: some View {
    VStack {
      Text("taps \(taps), launches \(launches), tab \(tab)")
      Button("Tap") { taps += 1 }
      Button("Settings tab") { tab = "settings" }
      Button("Help") { showsHelp = true }
    }
    .sheet(isPresented: $showsHelp) { Text("Help page") }
    .onAppear {
      launches += 1
      log.events.append("appear")
    }
    .onDisappear { log.events.append("disappear") }
    .task { log.events.append("task") }
  }
}

@Observable
private final class TapModel {
  var taps = 0
}

private struct ObjectHolder: View {
  @State private var model = TapModel()
  var body: some View { Text("taps \(model.taps)") }
}

@MainActor
@Suite("Relaunching the app", .viewProbe)
struct RelaunchTests {
  @Test("A07 relaunch: views are made anew; @AppStorage and @SceneStorage stay; active again")
  func relaunchKeepsWhatTheDeviceKeeps() async throws {
    let log = LaunchLog()
    let harness = ParentHarness { LaunchScreen(log: log) }
    await harness.settle()
    try harness.find(button: "Tap").tap()
    try harness.find(button: "Settings tab").tap()
    try harness.find(button: "Help").tap()
    #expect(harness.visibleTexts.contains("Help page"))
    harness.setScenePhase(.background)
    #expect(harness.texts.first == "taps 1, launches 1, tab settings")

    harness.relaunch()
    #expect(harness.scenePhase == .active)
    #expect(harness.texts.first == "taps 0, launches 2, tab settings")
    #expect(!harness.visibleTexts.contains("Help page"), "a presentation does not survive")
    await harness.settle()
    #expect(log.events == ["appear", "task", "disappear", "appear", "task"])
  }

  @Test("A07 a relaunch is a new identity: the installed @State starts from its initial value")
  func relaunchIsANewIdentity() throws {
    let harness = ParentHarness { Counter() }
    try harness.find(button: "count 0").tap()
    #expect(harness.installedState("count", in: Counter.self, as: Int.self) == 1)
    harness.relaunch()
    #expect(harness.installedState("count", in: Counter.self, as: Int.self) == 0)
    #expect(harness.texts == ["count 0"])
  }

  @Test("A07 a relaunch makes the content anew: an object in @State is a new one")
  func relaunchMakesNewObjects() throws {
    let harness = ParentHarness { ObjectHolder() }
    let first = harness.installedState("model", in: ObjectHolder.self, as: TapModel.self)
    harness.relaunch()
    let second = harness.installedState("model", in: ObjectHolder.self, as: TapModel.self)
    #expect(first != nil && second != nil && first !== second)
  }
}
