import Foundation
import Testing
import ViewProbe

/// An app hosted as the system runs it (`ParentHarness(app:)`): its own state, its scene phase.
@MainActor
@Suite("Hosting an app", .viewProbe)
struct HostedAppTests {
  @Test("E07 a scene's onChange(of: scenePhase) runs when the app goes to the background")
  func sceneOnChangeFollowsScenePhase() throws {
    let harness = ParentHarness(app: JournalApp.self)
    try harness.find(button: "Write").tap()
    #expect(harness.texts.contains("1 entries, saved 0"))
    harness.setScenePhase(.background)
    #expect(harness.texts.contains("1 entries, saved 1"))
    harness.setScenePhase(.active)
    try harness.find(button: "Write").tap()
    harness.setScenePhase(.inactive)
    // Inactive is not background: nothing saved.
    #expect(harness.texts.contains("2 entries, saved 1"))
  }

  @Test("A01 the app's @State model lives as long as the harness, across re-renders")
  func appStateSurvivesReRenders() throws {
    let harness = ParentHarness(app: JournalApp.self)
    try harness.find(button: "Write").tap()
    harness.reRender()
    #expect(harness.texts.contains("1 entries, saved 0"))
    // The system makes the app once per launch: a re-render does not make it again.
    #expect(harness.discardedInitialValues(of: HostedApp<JournalApp>.self) == 0)
  }

  @Test("G02 an app's @StateObject reaches its views through the scene's environmentObject")
  func sceneEnvironmentObjectFromAppStateObject() throws {
    let harness = ParentHarness(app: SettingsApp.self)
    #expect(harness.texts.first == "Volume 5")
    try harness.find(button: "Louder").tap()
    harness.reRender()
    #expect(harness.texts.first == "Volume 6")
    // The scene's default store is the one @AppStorage reads.
    #expect(harness.texts.contains("Theme: \(SettingsApp.themeInStore)"))
    UserDefaults(suiteName: SettingsApp.suiteName)?.removePersistentDomain(
      forName: SettingsApp.suiteName)
  }

  @Test("H01 the app's own @State drives its scene's sheet, as Scrumdinger's error sheet does")
  func appStateDrivesASheet() async throws {
    let harness = ParentHarness(app: LoaderApp.self)
    await harness.settle()
    #expect(harness.visibleTexts.contains("Could not load: disk full"))
    harness.swipeToDismiss()
    #expect(harness.visibleTexts == ["2 samples"])
  }

  @Test("the app is made once per launch: its init runs again only when the app relaunches")
  func appMadeOncePerLaunch() throws {
    let launches = AppLaunches()
    CountingApp.$launches.withValue(launches) {
      let harness = ParentHarness(app: CountingApp.self)
      harness.reRender()
      harness.reRender()
      #expect(launches.count == 1)
      harness.relaunch()
      #expect(launches.count == 2)
      #expect(harness.texts == ["launch 2"])
    }
  }

  @Test("hosted through MyApp().body.rootView, the app is not installed: SwiftUI's warning says so")
  func uninstalledAppSeesNoPhase() throws {
    let harness = ParentHarness { JournalApp().body.rootView }
    try harness.find(button: "Write").tap()
    harness.setScenePhase(.background)
    #expect(harness.texts.contains("1 entries, saved 0"))
    harness.expectWarning(
      "Accessing Environment<ScenePhase>'s value outside of being installed on a View. This will "
        + "always read the default value and will not update.")
  }
}

@MainActor @Observable
private final class Journal {
  var entries: [String] = []
  var savedCount = 0
  func save() { savedCount = entries.count }
}

private struct JournalApp: App {
  @State private var journal = Journal()
  @Environment(\.scenePhase) private var scenePhase

  var body: some Scene {
    WindowGroup {
      JournalScreen()
    }
    .environment(journal)
    .onChange(of: scenePhase) { _, phase in
      if phase == .background { journal.save() }
    }
  }
}

private struct JournalScreen: View {
  @Environment(Journal.self) private var journal

  var body: some View {
    VStack {
      Text("\(journal.entries.count) entries, saved \(journal.savedCount)")
      Button("Write") { journal.entries.append("entry") }
    }
  }
}

@MainActor
private final class AppLaunches {
  var count = 0
}

/// An app whose initializer counts launches, in the counter the test gives it.
private struct CountingApp: App {
  @TaskLocal static var launches: AppLaunches?
  let number: Int

  init() {
    Self.launches?.count += 1
    number = Self.launches?.count ?? 0
  }

  var body: some Scene {
    WindowGroup { Text("launch \(number)") }
  }
}

private final class Mixer: ObservableObject {
  @Published var volume = 5
}

/// An app that hands its views a `@StateObject` and a defaults store through its scene.
private struct SettingsApp: App {
  static let themeInStore = "ocean"
  static let suiteName = "HostedAppTests.SettingsApp"
  @StateObject private var mixer = Mixer()
  private let store: UserDefaults = {
    let defaults = UserDefaults(suiteName: SettingsApp.suiteName)!
    defaults.set(SettingsApp.themeInStore, forKey: "theme")
    return defaults
  }()

  var body: some Scene {
    WindowGroup { MixerScreen() }
      .environmentObject(mixer)
      .defaultAppStorage(store)
  }
}

private struct MixerScreen: View {
  @EnvironmentObject private var mixer: Mixer
  @AppStorage("theme") private var theme = "plain"

  var body: some View {
    VStack {
      Text("Volume \(mixer.volume)")
      Button("Louder") { mixer.volume += 1 }
      Text("Theme: \(theme)")
    }
  }
}

private struct LoadError: Identifiable {
  let id = 1
  let message: String
}

@MainActor
private final class SampleStore: ObservableObject {
  @Published var samples: [String] = []
  func load() async throws { throw CocoaError(.fileWriteOutOfSpace) }
}

/// An app that loads its store in a task and shows an error sheet from its own state.
private struct LoaderApp: App {
  @StateObject private var store = SampleStore()
  @State private var loadError: LoadError?

  var body: some Scene {
    WindowGroup {
      Text("\(store.samples.count) samples")
        .task {
          do {
            try await store.load()
          } catch {
            loadError = LoadError(message: "disk full")
          }
        }
        .sheet(item: $loadError) {
          store.samples = ["a", "b"]
        } content: { error in
          Text("Could not load: \(error.message)")
        }
    }
  }
}
