import Foundation
import Testing
import ViewProbe

/// The app leaving and coming back: `setScenePhase(_:)` walks the phases as iOS does, with
/// UIKit's notifications, for this harness only.
@MainActor
@Suite("Scene phase", .viewProbe)
struct ScenePhaseTests {
  @Test("D01 setScenePhase steps through .inactive, posting UIKit's notifications on the way")
  func backgroundAndBack() throws {
    let harness = ParentHarness { JournalScreen() }
    let bystander = ParentHarness { JournalScreen() }
    try harness.find(button: "Write").tap()
    harness.setScenePhase(.background)
    #expect(harness.scenePhase == .background)
    #expect(
      harness.texts == [
        "phases: inactive, background", "events: resign, background", "saved 1", "Write",
      ])
    harness.setScenePhase(.active)
    #expect(
      harness.texts.prefix(2) == [
        "phases: inactive, background, inactive, active",
        "events: resign, background, foreground, active",
      ])
    // Another harness is another run of the app: it stayed in front and heard nothing.
    #expect(bystander.texts.prefix(3) == ["phases: ", "events: ", "saved 0"])
    #expect(bystander.scenePhase == .active)
  }

  @Test("UIApplication.applicationState follows the harness's scene phase")
  func applicationStateFollowsThePhase() throws {
    let harness = ParentHarness { ApplicationStateReader() }
    try harness.find(button: "Check").tap()
    harness.setScenePhase(.background)
    try harness.find(button: "Check").tap()
    harness.setScenePhase(.inactive)
    try harness.find(button: "Check").tap()
    #expect(harness.texts.last == "active background inactive")
    // Another harness is another app: still active.
    let other = ParentHarness { ApplicationStateReader() }
    try other.find(button: "Check").tap()
    #expect(other.texts.last == "active")
  }

  @Test("D01 an environment scenePhase set in the tree still wins below it")
  func treeValueWins() {
    let harness = ParentHarness {
      PhaseLabel().environment(\.scenePhase, .inactive)
    }
    harness.setScenePhase(.background)
    #expect(harness.texts == ["inactive"])
  }
}

private struct PhaseLabel: View {
  @Environment(\.scenePhase) private var phase

  var body: some View { Text("\(phase)") }
}

/// A journal that saves its draft when the app goes to the background, as apps do.
private struct JournalScreen: View {
  @Environment(\.scenePhase) private var phase
  @State private var phases: [String] = []
  @State private var events: [String] = []
  @State private var drafts = 0
  @State private var saved = 0

  var body: some View {
    VStack {
      Text("phases: \(phases.joined(separator: ", "))")
      Text("events: \(events.joined(separator: ", "))")
      Text("saved \(saved)")
      Button("Write") { drafts += 1 }
    }
    .onChange(of: phase) { _, new in phases.append("\(new)") }
    .onReceive(
      NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)
    ) { _ in
      events.append("resign")
    }
    .onReceive(
      NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)
    ) { _ in
      events.append("background")
      saved = drafts
    }
    .onReceive(
      NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)
    ) { _ in events.append("foreground") }
    .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification))
    { _ in
      events.append("active")
    }
  }
}

/// Reads UIKit's application state when tapped, as app code checks it before showing something.
private struct ApplicationStateReader: View {
  @State private var seen: [String] = []

  var body: some View {
    Button("Check") {
      switch UIApplication.shared.applicationState {
      case .active: seen.append("active")
      case .inactive: seen.append("inactive")
      case .background: seen.append("background")
      }
    }
    Text(seen.joined(separator: " "))
  }
}
