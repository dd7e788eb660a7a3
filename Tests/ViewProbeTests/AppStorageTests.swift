import Foundation
import Testing
import ViewProbe

/// `@AppStorage`: per harness in memory without a store; with one (`store:` or
/// `.defaultAppStorage(_:)`), read from it, written to it, and following changes made to it.
@MainActor
@Suite("AppStorage and its stores", .viewProbe)
struct AppStorageTests {
  @Test("without a store, views of one harness share a key and re-render; harnesses never do")
  func perHarnessWithoutStore() throws {
    let first = ParentHarness { TwoReaders() }
    let second = ParentHarness { TwoReaders() }
    try first.find(button: "launch").tap()
    #expect(first.texts == ["launches 1", "launch", "again 1"])
    #expect(second.texts == ["launches 0", "launch", "again 0"])
  }

  @Test("defaultAppStorage: the store's value is read, writes reach it, outside changes show")
  func defaultStoreIsReadAndWritten() throws {
    let suite = TestDefaults()
    suite.store.set(4, forKey: "launches")
    let harness = ParentHarness { TwoReaders().defaultAppStorage(suite.store) }
    #expect(harness.texts == ["launches 4", "launch", "again 4"])
    try harness.find(button: "launch").tap()
    #expect(suite.store.integer(forKey: "launches") == 5)
    suite.store.set(9, forKey: "launches")  // another part of the app writes the store
    #expect(harness.texts == ["launches 9", "launch", "again 9"])
    suite.store.removeObject(forKey: "launches")
    #expect(harness.texts == ["launches 0", "launch", "again 0"])
  }

  @Test("a store named by the property wins over the environment's")
  func namedStoreWins() throws {
    let (named, environment) = (TestDefaults(), TestDefaults())
    named.store.set("dark", forKey: "theme")
    environment.store.set("light", forKey: "theme")
    let harness = ParentHarness {
      ThemeChooser(store: named.store).defaultAppStorage(environment.store)
    }
    #expect(harness.texts == ["theme dark", "Sepia"])
    try harness.find(button: "Sepia").tap()
    #expect(named.store.string(forKey: "theme") == "sepia")
    #expect(environment.store.string(forKey: "theme") == "light")
  }

  @Test("an optional value is nil until written; writing nil removes the key")
  func optionalValues() throws {
    let suite = TestDefaults()
    let harness = ParentHarness { NicknameEditor().defaultAppStorage(suite.store) }
    #expect(harness.texts == ["no nickname", "Set", "Clear"])
    try harness.find(button: "Set").tap()
    #expect(harness.texts.first == "nickname Ada")
    #expect(suite.store.string(forKey: "nickname") == "Ada")
    try harness.find(button: "Clear").tap()
    #expect(harness.texts.first == "no nickname")
    #expect(suite.store.object(forKey: "nickname") == nil)
  }
}

/// A `UserDefaults` suite of its own, removed when the test is done.
private final class TestDefaults {
  let name = "viewprobe.tests.\(UUID().uuidString)"
  let store: UserDefaults

  init() { store = UserDefaults(suiteName: name)! }

  deinit { store.removePersistentDomain(forName: name) }
}

private struct LaunchCount: View {
  @AppStorage("launches") private var launches = 0
  var body: some View { Text("again \(launches)") }
}

private struct TwoReaders: View {
  @AppStorage("launches") private var launches = 0
  var body: some View {
    VStack {
      Text("launches \(launches)")
      Button("launch") { launches += 1 }
      LaunchCount()
    }
  }
}

private enum Theme: String {
  case light, dark, sepia
}

private struct ThemeChooser: View {
  @AppStorage private var theme: Theme

  init(store: UserDefaults) {
    _theme = AppStorage(wrappedValue: .light, "theme", store: store)
  }

  var body: some View {
    VStack {
      Text("theme \(theme.rawValue)")
      Button("Sepia") { theme = .sepia }
    }
  }
}

private struct NicknameEditor: View {
  @AppStorage("nickname") private var nickname: String?
  var body: some View {
    VStack {
      Text(nickname.map { "nickname \($0)" } ?? "no nickname")
      Button("Set") { nickname = "Ada" }
      Button("Clear") { nickname = nil }
    }
  }
}
