import Testing
import ViewProbe

@MainActor
@Suite("@Binding (B)", .viewProbe, .tags(.invariant, .propagation))
struct BindingTests {
  @Test("B01 a child's write through $state reaches the owner, which re-renders")
  func b01_childWriteReachesOwner() throws {
    let harness = ParentHarness { PlayerScreen() }
    #expect(harness.texts.contains("off"))
    let before = harness.bodyCount(of: PlayerScreen.self)
    try harness.find(button: "play").tap()
    #expect(harness.texts.contains("on"))
    #expect(harness.bodyCount(of: PlayerScreen.self) == before + 1)
  }

  @Test("B02 a binding stores nothing: the child reflects every later change of the owner")
  func b02_bindingIsNeverStale() throws {
    let harness = ParentHarness { BindingOwner() }
    #expect(harness.texts.contains("child sees 1"))
    try harness.find(button: "owner +1").tap()
    #expect(harness.texts.contains("child sees 2"))
  }

  @Test("B02 a child handed $model.subtitle in place of $model.title edits the subtitle")
  func b02_bindingToAnotherPropertyIsAnotherBinding() throws {
    let draft = TitledDraft()
    let harness = ParentHarness { DraftFieldChooser(draft: draft) }
    try harness.find(textField: "Field").setInput("new title")
    try harness.find(button: "edit subtitle").tap()
    try harness.find(textField: "Field").setInput("new subtitle")
    #expect(draft.title == "new title")
    #expect(draft.subtitle == "new subtitle")
  }

  @Test("B03 Binding.constant ignores writes, without a warning")
  func b03_constantIgnoresWrites() {
    let binding = Binding.constant(true)
    binding.wrappedValue = false
    #expect(binding.wrappedValue == true)
    let harness = ParentHarness { ConstantToggle() }
    #expect(harness.warnings.isEmpty)
  }

  @Test("B03 a toggle bound to a constant stays put")
  func b03_constantToggleStaysPut() throws {
    let harness = ParentHarness { ConstantToggle() }
    let toggle = try harness.find(toggle: "fixed")
    toggle.tap()
    #expect(toggle.isOn == true)
    #expect(harness.warnings.isEmpty)
  }

  @Test("B04 $x.field writes through the root, so readers of other fields re-render too")
  func b04_projectedFieldWritesWholeRoot() throws {
    let harness = ParentHarness { PersonEditor() }
    let ageReadsBefore = harness.bodyCount(of: PersonEditor.self)
    try harness.find(textField: "name").setInput("b")
    #expect(harness.texts.contains("b is 1"))
    #expect(harness.bodyCount(of: PersonEditor.self) == ageReadsBefore + 1)
    #expect(try harness.find(textField: "name").text == "b")
  }

  @Test("B06 Binding(get:set:) calls its closures for each read and write")
  func b06_customBindingCallsClosures() {
    let store = Tally()
    var reads = 0
    let binding = Binding(
      get: {
        reads += 1
        return store.count
      }, set: { store.count = $0 })
    binding.wrappedValue = 9
    #expect(store.count == 9)
    #expect(binding.wrappedValue == 9)
    #expect(reads == 1)
  }

  @Test("B07 optional projections: Binding(base) lifts, Binding(optional) is nil for nil")
  func b07_optionalProjections() {
    var name: String? = nil
    let optional = Binding<String?>(get: { name }, set: { name = $0 })
    #expect(Binding(optional) == nil)
    name = "x"
    #expect(Binding(optional)?.wrappedValue == "x")
    var plain = 1
    let lifted = Binding<Int?>(Binding(get: { plain }, set: { plain = $0 }))
    lifted.wrappedValue = 4
    #expect(plain == 4)
    lifted.wrappedValue = nil
    #expect(plain == 4, "a lifted binding drops a write of nil")
  }

  @Test("B07 E02 unwrapped and lifted bindings of one base are the same binding in every body")
  func b07_projectionsOfOneBaseAreEqual() throws {
    let harness = ParentHarness { ProjectionOwner() }
    let before = harness.bodyCount(of: OptionalReader.self)
    try harness.find(button: "other").tap()
    #expect(harness.bodyCount(of: OptionalReader.self) == before, "equal bindings: body skipped")
    try harness.find(button: "count +1").tap()
    #expect(harness.texts == ["other 1", "other", "2 / 2", "count +1"])
    #expect(harness.bodyCount(of: OptionalReader.self) == before + 1)
  }
}

// MARK: - Views for these tests

struct PlayButton: View {
  @Binding var isPlaying: Bool
  var body: some View { Button("play") { isPlaying.toggle() } }
}

struct PlayerScreen: View {
  @State private var isPlaying = false
  var body: some View {
    VStack {
      PlayButton(isPlaying: $isPlaying)
      Text(isPlaying ? "on" : "off")
    }
  }
}

struct OptionalReader: View {
  @Binding var count: Int
  @Binding var lifted: Int?
  var body: some View { Text("\(count) / \(lifted ?? 0)") }
}

struct ProjectionOwner: View {
  @State private var count: Int? = 1
  @State private var plain = 1
  @State private var other = 0

  var body: some View {
    VStack {
      Text("other \(other)")
      Button("other") { other += 1 }
      if let count = Binding($count) {
        OptionalReader(count: count, lifted: Binding($plain))
      }
      Button("count +1") {
        count? += 1
        plain += 1
      }
    }
  }
}

struct BindingReader: View {
  @Binding var value: Int
  var body: some View { Text("child sees \(value)") }
}

struct BindingOwner: View {
  @State private var value = 1
  var body: some View {
    VStack {
      Button("owner +1") { value += 1 }
      BindingReader(value: $value)
    }
  }
}

struct ConstantToggle: View {
  var body: some View { Toggle("fixed", isOn: .constant(true)) }
}

struct Person: Equatable {
  var name: String
  var age: Int
}

struct PersonEditor: View {
  @State private var person = Person(name: "a", age: 1)
  var body: some View {
    VStack {
      TextField("name", text: $person.name)
      Text("\(person.name) is \(person.age)")
    }
  }
}

@MainActor
@Suite("Element bindings (B05)")
struct ElementBindingTests {
  @Test("B05 ForEach($items) gives each row a binding to its element, addressed by position")
  func b05_elementBindingsByPosition() throws {
    let harness = ParentHarness { TaskEditor() }
    try harness.find(textField: "task 1").setInput("edited")
    #expect(harness.texts.first == "one, edited, three")
  }

  @Test("B05 an element binding is read by position: after a removal it reads the next element")
  func b05_retainedElementBindingReadsByPosition() {
    var items = ["a", "b", "c"]
    let list = Binding(get: { items }, set: { items = $0 })
    let second = list[1]
    items.remove(at: 0)
    #expect(second.wrappedValue == "c")
  }

  @Test("B05 ForEach($model.tags, id: \\.self) via a @Bindable declared in body edits the model")
  func b05_bindingForEachWithIDInLocalBindable() throws {
    let profile = TaggedProfile()
    let harness = ParentHarness { TagEditor().environment(profile) }
    try harness.find(textField: "Name").setInput("bob")
    try harness.find(textField: "tag swift").setInput("ios")
    #expect(profile.name == "bob")
    #expect(profile.tags == ["ios", "ui"])
    #expect(harness.texts == ["Name", "bob: ios, ui", "tag ios", "tag ui"])
  }

  @Test(
    "B05 a row's binding read after its row was deleted: SwiftUI's trap is an issue, the run goes on"
  )
  func b05_bindingReadAfterItsRowWasDeleted() throws {
    let harness = ParentHarness { IndexedNotes() }
    expectIssue(
      startingWith: "A binding to the element at position 2 of a Array<String> was read after that "
        + "element was removed (it now has 2 elements): SwiftUI stops the app here with “Fatal "
        + "error: Index out of range”. ViewProbe returned the value the binding last had."
    ) {
      try? harness.find(button: "delete c").tap()
    }
    #expect(harness.texts == ["a", "delete a", "b", "delete b", "left c"])
    // Rows are identified by index: deleting the first row removes the last identity, whose
    // binding now points past the end.
    expectIssue(startingWith: "A binding to the element at position 1 of a Array<String> was read")
    {
      try? harness.find(button: "delete a").tap()
    }
    #expect(harness.texts == ["b", "delete b", "left b"])
    var notes = ["x"]
    let first = Binding(get: { notes }, set: { notes = $0 })[0]
    #expect(first.wrappedValue == "x")
    notes.removeAll()
    expectIssue(
      startingWith: "A binding to the element at position 0 of a Array<String> was written"
    ) {
      first.wrappedValue = "y"
    }
    #expect(notes.isEmpty, "the write is dropped")
    #expect(first.wrappedValue == "x", "reported once per binding")
  }

  @Test("B05 a binding a row handed on unread, read once the row is gone: an issue, not a crash")
  func b05_bindingKeptUnreadThenReadAfterItsRowWasDeleted() throws {
    let harness = ParentHarness { PickedNotes() }
    harness.findAll(button: "Pick")[2].tap()
    try harness.find(button: "Clear").tap()
    // SwiftUI's binding would trap here too; ViewProbe's kept the element it was made for.
    expectIssue(
      startingWith: "A binding to the element at position 2 of a Array<String> was read after that "
        + "element was removed (it now has 0 elements): SwiftUI stops the app here with “Fatal "
        + "error: Index out of range”. ViewProbe returned the value the binding last had."
    ) {
      try? harness.find(button: "Show picked").tap()
    }
    #expect(harness.texts.last == "picked c")
  }

  @Test("B05 a row's binding read inside removeAll(where:) of its array is an issue, not a crash")
  func b05_bindingReadDuringAnInPlaceChange() throws {
    let board = ChoreBoard()
    let harness = ParentHarness { ChoreList(board: board) }
    let reports = try capturedReports { try harness.find(button: "Done Dishes").tap() }
    #expect(
      reports == [
        "A binding to the element at position 0 of a Array<Chore> was read while that "
          + "Array<Chore> was being changed in place (by a closure given to the change, such as "
          + "removeAll(where:) or sort(by:)): SwiftUI stops the app here with “Simultaneous "
          + "accesses to …, but modification requires exclusive access”. ViewProbe returned the "
          + "value the binding last had. Read what the closure needs before the change — let id "
          + "= item.id, then items.removeAll { $0.id == id }."
      ])
    #expect(board.chores.map(\.title) == ["Laundry", "Bins"], "the change went on")
    try harness.find(button: "Skip Laundry").tap()
    #expect(board.chores.map(\.title) == ["Bins"])
    #expect(harness.texts == ["Bins", "Done Bins", "Skip Bins"])
    for _ in 0..<3 { harness.reRender() }
    try harness.find(button: "Skip Bins").tap()
    #expect(board.chores.isEmpty)
  }

  @Test("C01 rows reading an observable array through element bindings all update on one edit")
  func c01_bindingRowsReadTheWholeArray() throws {
    let board = ChoreBoard()
    let harness = ParentHarness { ChoreEditor(board: board) }
    let before = harness.bodyCount(of: ChoreField.self)
    try harness.find(textField: "Laundry").setInput("Ironing")
    #expect(board.chores.map(\.title) == ["Dishes", "Ironing", "Bins"])
    #expect(
      harness.bodyCount(of: ChoreField.self) == before + 3,
      "each row's body read board.chores through its binding")
    board.chores[2].title = "Recycling"
    #expect(harness.texts == ["Dishes", "Ironing", "Recycling"])
    #expect(harness.bodyCount(of: ChoreField.self) == before + 6)
  }

  @Test("B05 rows of element bindings follow a model replaced by an equal one: edits reach it")
  func b05_bindingRowsFollowAReplacedModel() throws {
    let harness = ParentHarness { ChoreBoardHost() }
    let first = try #require(harness.installedStore(as: ChoreBoard.self))
    try harness.find(button: "New board").tap()
    let second = try #require(harness.installedStore(as: ChoreBoard.self))
    #expect(first !== second)
    try harness.find(textField: "Bins").setInput("Recycling")
    #expect(second.chores.map(\.title) == ["Dishes", "Laundry", "Recycling"])
    #expect(first.chores.map(\.title) == ["Dishes", "Laundry", "Bins"])
    #expect(harness.texts.contains("Recycling"))
  }

  #if os(macOS) || os(Linux) || os(Windows)
    @Test(
      "B05 a binding made for a position its collection never held traps when read, as SwiftUI's")
    func b05_outOfRangeElementBindingTraps() async {
      await #expect(processExitsWith: .failure) {
        final class Storage: @unchecked Sendable { var items = ["a"] }
        let storage = Storage()
        let list = Binding(get: { storage.items }, set: { storage.items = $0 })
        let fourth = list[3]
        _ = fourth.wrappedValue
      }
    }
  #endif
}

struct Chore: Identifiable, Equatable {
  let id: Int
  var title: String
}

@Observable
final class ChoreBoard {
  var chores = [
    Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Bins"),
  ]
}

/// Rows that edit an observable model's elements in place, each in a view of its own.
struct ChoreEditor: View {
  @Bindable var board: ChoreBoard

  var body: some View {
    ForEach($board.chores) { $chore in
      ChoreField(chore: $chore)
    }
  }
}

/// Owns a board and can replace it with a new, equal one.
struct ChoreBoardHost: View {
  @State private var board = ChoreBoard()

  var body: some View {
    VStack {
      Button("New board") { board = ChoreBoard() }
      ChoreEditor(board: board)
    }
  }
}

struct ChoreField: View {
  @Binding var chore: Chore

  var body: some View {
    TextField(chore.title, text: $chore.title)
  }
}

/// Rows that delete themselves from an observable model: "Done" reads the row's binding inside
/// the change (SwiftUI's simultaneous access), "Skip" reads it first.
struct ChoreList: View {
  @Bindable var board: ChoreBoard

  var body: some View {
    ForEach($board.chores) { $chore in
      Text(chore.title)
      Button("Done \(chore.title)") { board.chores.removeAll { $0.id == chore.id } }
      Button("Skip \(chore.title)") {
        let id = chore.id
        board.chores.removeAll { $0.id == id }
      }
    }
  }
}

struct EditableTask: Identifiable, Equatable {
  let id: Int
  var title: String
}

struct TaskEditor: View {
  @State private var tasks = [
    EditableTask(id: 0, title: "one"), EditableTask(id: 1, title: "two"),
    EditableTask(id: 2, title: "three"),
  ]
  var body: some View {
    VStack {
      Text(tasks.map(\.title).joined(separator: ", "))
      ForEach($tasks) { $task in
        TextField("task \(task.id)", text: $task.title)
      }
    }
  }
}

@Observable
final class TaggedProfile {
  var name = "ann"
  var tags = ["swift", "ui"]
}

/// Edits an environment model through a `@Bindable` declared in `body`, as app code does.
struct TagEditor: View {
  @Environment(TaggedProfile.self) private var profile

  var body: some View {
    @Bindable var profile = profile
    VStack {
      TextField("Name", text: $profile.name)
      Text("\(profile.name): \(profile.tags.joined(separator: ", "))")
      ForEach($profile.tags, id: \.self) { $tag in
        TextField("tag \(tag)", text: $tag)
      }
    }
  }
}

/// Rows addressed by index whose `onDisappear` reads the row's binding: deleting the last row
/// reads past the end of the array.
private struct IndexedNotes: View {
  @State private var notes = ["a", "b", "c"]
  @State private var left = ""

  var body: some View {
    List {
      ForEach(notes.indices, id: \.self) { index in
        IndexedNote(note: $notes[index]) { left = $0 }
        Button("delete \(notes[index])") { notes.remove(at: index) }
      }
      Text("left \(left)")
    }
  }
}

/// Rows whose only use of their binding is to hand it on: the row's body never reads it.
private struct PickedNotes: View {
  @State private var notes = ["a", "b", "c"]
  @State private var picked: Binding<String>?
  @State private var shown = ""

  var body: some View {
    VStack {
      ForEach($notes, id: \.self) { $note in
        Button("Pick") { picked = $note }
      }
      Button("Clear") { notes.removeAll() }
      Button("Show picked") { shown = picked?.wrappedValue ?? "nothing" }
      Text("picked \(shown)")
    }
  }
}

private struct IndexedNote: View {
  @Binding var note: String
  let onLeave: (String) -> Void

  var body: some View {
    Text(note).onDisappear { onLeave(note) }
  }
}

@Observable
final class TitledDraft {
  var title = "title"
  var subtitle = "subtitle"
}

/// Hands one field editor a binding to the draft's title, then to its subtitle.
private struct DraftFieldChooser: View {
  @Bindable var draft: TitledDraft
  @State private var editsSubtitle = false

  var body: some View {
    VStack {
      FieldEditor(text: editsSubtitle ? $draft.subtitle : $draft.title)
      Button("edit subtitle") { editsSubtitle = true }
    }
  }
}

private struct FieldEditor: View {
  @Binding var text: String
  var body: some View { TextField("Field", text: $text) }
}
