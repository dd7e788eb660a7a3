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

  @Test("one key declared with two defaults: each view shows its own until one writes")
  func eachPropertyHasItsOwnDefault() throws {
    let harness = ParentHarness { FontSizePanes() }
    #expect(harness.texts == ["settings 14", "reader 16", "Bigger"])
    try harness.find(button: "Bigger").tap()
    #expect(harness.texts == ["settings 17", "reader 17", "Bigger"])
    let suite = TestDefaults()
    let stored = ParentHarness { FontSizePanes().defaultAppStorage(suite.store) }
    #expect(stored.texts == ["settings 14", "reader 16", "Bigger"])
    suite.store.set(20, forKey: "fontSize")
    #expect(stored.texts == ["settings 20", "reader 20", "Bigger"])
    suite.store.removeObject(forKey: "fontSize")
    #expect(stored.texts == ["settings 14", "reader 16", "Bigger"])
  }

  @Test("one key declared with two types reads one entry, converted as UserDefaults converts")
  func oneKeyTwoTypes() throws {
    let harness = ParentHarness { AppearancePanes() }
    #expect(harness.texts == ["reader system", "size 14.0", "Dark", "Bigger"])
    try harness.find(button: "Dark").tap()
    try harness.find(button: "Bigger").tap()
    #expect(harness.texts == ["reader dark", "size 15.0", "Dark", "Bigger"])
  }

  @Test("@SceneStorage: one key declared with two defaults shows each until one writes")
  func sceneStorageDefaultsAreThePropertys() throws {
    let harness = ParentHarness { DraftPanes() }
    #expect(harness.texts == ["list draft none", "editor draft new", "Write"])
    try harness.find(button: "Write").tap()
    #expect(harness.texts == ["list draft written", "editor draft written", "Write"])
  }

  @Test("a model's @AppStorage is the harness's: views that declare the key follow its writes")
  func modelPropertySharesTheHarnessStorage() throws {
    let settings = ProfileSettings()
    let harness = ParentHarness { UsernamePanes(settings: settings) }
    #expect(harness.texts == ["view anon", "Rename in model", "Rename in view"])
    try harness.find(button: "Rename in model").tap()
    #expect(harness.texts.first == "view ada")
    #expect(settings.username == "ada")
    try harness.find(button: "Rename in view").tap()
    #expect(settings.username == "bob", "the model reads what the view wrote")
    let other = ParentHarness { UsernamePanes(settings: ProfileSettings()) }
    #expect(other.texts.first == "view anon", "harnesses never share")
  }

  @Test("a model's @AppStorage re-renders nothing itself: a view reading only the model is stale")
  func modelPropertyReRendersNothing() throws {
    let settings = ProfileSettings()
    let harness = ParentHarness { ModelOnlyGreeting(settings: settings) }
    #expect(harness.texts == ["model anon", "Rename in view"])
    try harness.find(button: "Rename in view").tap()
    #expect(settings.username == "bob")
    #expect(harness.texts.first == "model anon", "as on a device: nothing observes the model's key")
  }

  @Test("a model's @AppStorage written before the harness existed keeps the value under it")
  func modelWriteBeforeTheHarness() {
    let settings = ProfileSettings()
    settings.username = "early"
    let harness = ParentHarness { ModelOnlyGreeting(settings: settings) }
    #expect(harness.texts.first == "model early")
    harness.reRender()
    #expect(harness.texts.first == "model early")
    #expect(settings.username == "early")
    let suite = TestDefaults()
    let stored = StoredProfileSettings(store: suite.store)
    stored.username = "kept"
    #expect(suite.store.string(forKey: "username") == "kept", "a named store is written at once")
    #expect(StoredProfileSettings(store: suite.store).username == "kept")
  }

  @Test("a view that reads its @AppStorage in its initializer still re-renders for the key")
  func readInInitializerStillObserved() throws {
    let harness = ParentHarness {
      VStack {
        InitReadingLaunches()
        TwoReaders()
      }
    }
    try harness.find(button: "launch").tap()
    #expect(harness.texts.first == "read at init, now 1")
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

/// An app's settings model keeping the user name in app storage, as apps write it.
@Observable
final class ProfileSettings {
  @ObservationIgnored @AppStorage("username") var username = "anon"
}

/// The same, kept in a store of the model's own.
final class StoredProfileSettings {
  @AppStorage var username: String

  init(store: UserDefaults) {
    _username = AppStorage(wrappedValue: "anon", "username", store: store)
  }
}

private struct UsernamePanes: View {
  let settings: ProfileSettings
  @AppStorage("username") private var username = "anon"

  var body: some View {
    VStack {
      Text("view \(username)")
      Button("Rename in model") { settings.username = "ada" }
      Button("Rename in view") { username = "bob" }
    }
  }
}

private struct ModelOnlyGreeting: View {
  let settings: ProfileSettings

  var body: some View {
    VStack {
      Text("model \(settings.username)")
      UsernameRenamer()
    }
  }
}

private struct UsernameRenamer: View {
  @AppStorage("username") private var username = "anon"
  var body: some View { Button("Rename in view") { username = "bob" } }
}

/// A settings pane and a reader that declare one key with different defaults: a mistake apps
/// make, which a device shows (each pane its own default until the key is written).
private struct FontSizePanes: View {
  var body: some View {
    VStack {
      SettingsFontSize()
      ReaderFontSize()
    }
  }
}

private struct SettingsFontSize: View {
  @AppStorage("fontSize") private var fontSize = 14
  var body: some View { Text("settings \(fontSize)") }
}

private struct ReaderFontSize: View {
  @AppStorage("fontSize") private var fontSize = 16
  var body: some View {
    VStack {
      Text("reader \(fontSize)")
      Button("Bigger") { fontSize += 1 }
    }
  }
}

enum Appearance: String {
  case system, dark
}

/// A settings pane that keeps the appearance as its raw string and the text size as an `Int`,
/// and a reader that declares the same keys as an enum and a `Double`.
private struct AppearancePanes: View {
  var body: some View {
    VStack {
      AppearanceReader()
      AppearanceSettings()
    }
  }
}

private struct AppearanceReader: View {
  @AppStorage("appearance") private var appearance = Appearance.system
  @AppStorage("textSize") private var textSize = 14.0

  var body: some View {
    VStack {
      Text("reader \(appearance.rawValue)")
      Text("size \(textSize)")
    }
  }
}

private struct AppearanceSettings: View {
  @AppStorage("appearance") private var appearance = "system"
  @AppStorage("textSize") private var textSize = 14

  var body: some View {
    VStack {
      Button("Dark") { appearance = "dark" }
      Button("Bigger") { textSize += 1 }
    }
  }
}

private struct DraftPanes: View {
  var body: some View {
    VStack {
      DraftList()
      DraftEditor()
    }
  }
}

private struct DraftList: View {
  @SceneStorage("draft") private var draft = "none"
  var body: some View { Text("list draft \(draft)") }
}

private struct DraftEditor: View {
  @SceneStorage("draft") private var draft = "new"
  var body: some View {
    VStack {
      Text("editor draft \(draft)")
      Button("Write") { draft = "written" }
    }
  }
}

/// A `UserDefaults` suite of its own, removed when the test is done.
private final class TestDefaults {
  let name = "viewprobe.tests.\(UUID().uuidString)"
  let store: UserDefaults

  init() { store = UserDefaults(suiteName: name)! }

  deinit { store.removePersistentDomain(forName: name) }
}

/// Reads its `@AppStorage` in its initializer, before the harness installs it.
private struct InitReadingLaunches: View {
  @AppStorage("launches") private var launches = 0
  private var label = ""

  init() {
    label = launches == 0 ? "read at init" : "read"
  }

  var body: some View { Text("\(label), now \(launches)") }
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
