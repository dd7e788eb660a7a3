import Observation
import Testing
import ViewProbe

extension FocusedValues {
  /// The title of the note whose field has focus.
  @Entry var focusedNoteTitle: String?
  /// The draft the focused editor edits, as a binding.
  @Entry var focusedDraft: Binding<String>?
}

/// A key declared by hand, as apps did before `@Entry`.
private struct LibraryNameKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  fileprivate var libraryName: String? {
    get { self[LibraryNameKey.self] }
    set { self[LibraryNameKey.self] = newValue }
  }
}

/// `@FocusedValue`, `@FocusedBinding` and `@FocusedObject` read what the focused view hierarchy
/// (or the scene) publishes, and update as focus moves (H08).
@MainActor
@Suite("Focused values (H08)", .viewProbe)
struct FocusedValueTests {
  @Test("H08 a focused value follows focus from field to field, and is nil with no focus")
  func h08_focusedValueFollowsFocus() throws {
    let harness = ParentHarness { NoteFields() }
    #expect(harness.texts.contains("Editing: nothing"))
    try harness.find(textField: "Groceries").focus()
    #expect(harness.texts.contains("Editing: Groceries"))
    try harness.find(textField: "Errands").setInput("Errands today")
    #expect(harness.texts.contains("Editing: Errands"))
    try harness.find(button: "Done").tap()
    #expect(harness.texts.contains("Editing: nothing"))
  }

  @Test("H08 the value published closest to focus wins over one above it and the scene's")
  func h08_closestPublisherWins() throws {
    let harness = ParentHarness { NestedPublishers() }
    #expect(harness.texts.contains("Library: Scene shelf"))
    try harness.find(textField: "Search").focus()
    #expect(harness.texts.contains("Library: Inner shelf"))
    try harness.find(textField: "Filter").focus()
    #expect(harness.texts.contains("Library: Outer shelf"))
    try harness.find(button: "Unfocus").tap()
    #expect(harness.texts.contains("Library: Scene shelf"))
  }

  @Test("H08 a focused binding reads the published value as it is typed, and writes through it")
  func h08_focusedBindingWritesThrough() throws {
    let harness = ParentHarness { DraftEditorWithCommands() }
    #expect(harness.texts.contains("Draft: none"))
    let field = try harness.find(textField: "Draft")
    field.focus()
    field.setInput("Hello")
    #expect(harness.texts.contains("Draft: Hello"))
    try harness.find(button: "Clear draft").tap()
    #expect(try harness.find(textField: "Draft").text == "")
    #expect(harness.texts.contains("Draft: "))
  }

  @Test("H08 a reader updates only when what it reads changes, and loses it with its publisher")
  func h08_readerUpdatesOnlyOnChange() throws {
    let harness = ParentHarness { SceneShelf() }
    #expect(harness.texts.contains("Library: Main"))
    // Its first body ran before the values were collected: `nil`, then the scene's value.
    #expect(harness.bodyCount(of: LibraryFooter.self) == 2)
    let before = harness.bodyCount(of: LibraryFooter.self)
    try harness.find(button: "Recount").tap()
    #expect(harness.texts.contains("count 1"))
    #expect(harness.bodyCount(of: LibraryFooter.self) == before)
    try harness.find(button: "Rename").tap()
    #expect(harness.texts.contains("Library: Archive"))
    #expect(harness.bodyCount(of: LibraryFooter.self) == before + 1)
    #expect(
      harness.renderCauses(of: LibraryFooter.self).last?.causes.map(\.kind) == [.focusedValue])
    try harness.find(button: "Close").tap()
    #expect(harness.texts.contains("Library: none"))
  }

  @Test("H08 a focused object is observed: its objectWillChange updates the reader")
  func h08_focusedObjectIsObserved() throws {
    let harness = ParentHarness { CounterScene() }
    #expect(harness.texts.contains("Taps: 0"))
    try harness.find(button: "Tap").tap()
    #expect(harness.texts.contains("Taps: 1"))
    try harness.find(button: "Reset through binding").tap()
    #expect(harness.texts.contains("Taps: 0"))
  }

  @Test("H08 an @Observable object published by type is read with @FocusedValue(T.self)")
  func h08_observableObjectByType() throws {
    let harness = ParentHarness { PlayerScene() }
    #expect(harness.texts.contains("Track: none"))
    try harness.find(textField: "Track name").focus()
    #expect(harness.texts.contains("Track: Intro"))
    try harness.find(button: "Next track").tap()
    #expect(harness.texts.contains("Track: Verse"))
  }
}

// MARK: - Views for these tests

/// Each note's field publishes its title while it has focus; a footer shows it.
private struct NoteFields: View {
  private let titles = ["Groceries", "Errands"]
  @State private var notes = ["", ""]
  @FocusState private var focusedIndex: Int?

  var body: some View {
    VStack {
      ForEach(titles.indices, id: \.self) { index in
        TextField(titles[index], text: $notes[index])
          .focused($focusedIndex, equals: index)
          .focusedValue(\.focusedNoteTitle, titles[index])
      }
      Button("Done") { focusedIndex = nil }
      EditingFooter()
    }
  }
}

private struct EditingFooter: View {
  @FocusedValue(\.focusedNoteTitle) private var title

  var body: some View {
    Text("Editing: \(title ?? "nothing")")
  }
}

/// A scene-wide value, a value on a section, and one on a field inside it.
private struct NestedPublishers: View {
  @State private var search = ""
  @State private var filter = ""
  @FocusState private var focused: String?

  var body: some View {
    VStack {
      VStack {
        TextField("Search", text: $search)
          .focused($focused, equals: "search")
          .focusedValue(\.libraryName, "Inner shelf")
        TextField("Filter", text: $filter)
          .focused($focused, equals: "filter")
      }
      .focusedValue(\.libraryName, "Outer shelf")
      Button("Unfocus") { focused = nil }
      LibraryFooter()
    }
    .focusedSceneValue(\.libraryName, "Scene shelf")
  }
}

private struct LibraryFooter: View {
  @FocusedValue(\.libraryName) private var name

  var body: some View {
    Text("Library: \(name ?? "none")")
  }
}

/// A scene value that an unrelated state change publishes again, unchanged.
private struct SceneShelf: View {
  @State private var name = "Main"
  @State private var count = 0
  @State private var open = true

  var body: some View {
    VStack {
      if open {
        Text("count \(count)").focusedSceneValue(\.libraryName, name)
      }
      Button("Recount") { count += 1 }
      Button("Rename") { name = "Archive" }
      Button("Close") { open = false }
      LibraryFooter()
    }
  }
}

/// An editor publishes its draft as a binding; a "command" elsewhere reads and clears it.
private struct DraftEditorWithCommands: View {
  @State private var draft = ""
  @FocusState private var editing: Bool

  var body: some View {
    VStack {
      TextField("Draft", text: $draft)
        .focused($editing)
        .focusedValue(\.focusedDraft, $draft)
      DraftCommands()
    }
  }
}

private struct DraftCommands: View {
  @FocusedBinding(\.focusedDraft) private var draft

  var body: some View {
    VStack {
      Text("Draft: \(draft ?? "none")")
      Button("Clear draft") { draft = "" }
    }
  }
}

private final class FocusedTapCounter: ObservableObject {
  @Published var taps = 0
}

/// A scene publishes its counter; a toolbar-like view reads and changes it.
private struct CounterScene: View {
  @StateObject private var counter = FocusedTapCounter()

  var body: some View {
    VStack {
      Button("Tap") { counter.taps += 1 }
      CounterReadout()
    }
    .focusedSceneObject(counter)
  }
}

private struct CounterReadout: View {
  @FocusedObject private var counter: FocusedTapCounter?

  var body: some View {
    VStack {
      Text("Taps: \(counter?.taps ?? -1)")
      if let taps = $counter?.taps {
        Button("Reset through binding") { taps.wrappedValue = 0 }
      }
    }
  }
}

@Observable
private final class Player {
  var track = "Intro"
}

/// An `@Observable` player published by type while its field has focus.
private struct PlayerScene: View {
  @State private var player = Player()
  @State private var name = ""
  @FocusState private var focused: Bool

  var body: some View {
    VStack {
      TextField("Track name", text: $name)
        .focused($focused)
        .focusedValue(player)
      TrackReadout()
    }
  }
}

private struct TrackReadout: View {
  @FocusedValue(Player.self) private var player

  var body: some View {
    VStack {
      Text("Track: \(player?.track ?? "none")")
      Button("Next track") { player?.track = "Verse" }
    }
  }
}

extension FocusedValues {
  /// An action the focused editor offers, as apps publish one.
  @Entry var clearAction: (() -> Void)?
}

extension FocusedValueTests {
  @Test("H08 a published closure is read and run; republishing it does not loop its reader")
  func h08_publishedClosureDoesNotLoop() throws {
    let harness = ParentHarness { ClearingEditor() }
    #expect(harness.texts.contains("can clear"))
    try harness.find(button: "Type").tap()
    #expect(harness.texts.contains("text: abc"))
    try harness.find(button: "Clear").tap()
    #expect(harness.texts.contains("text: "))
    #expect(harness.bodyCount(of: ClearButton.self) <= 4)
  }
}

private struct ClearingEditor: View {
  @State private var text = ""

  var body: some View {
    VStack {
      Text("text: \(text)")
      Button("Type") { text = "abc" }
      ClearButton()
    }
    .focusedSceneValue(\.clearAction) { text = "" }
  }
}

private struct ClearButton: View {
  @FocusedValue(\.clearAction) private var clear

  var body: some View {
    VStack {
      Text(clear == nil ? "cannot clear" : "can clear")
      Button("Clear") { clear?() }
    }
  }
}
