import Testing
import ViewProbe

/// An app whose first scene presents a note per window, by its identifier.
private struct NoteWindowsApp: App {
  var body: some Scene {
    WindowGroup("Note", for: String.self) { $noteID in
      NoteWindow(noteID: $noteID)
    }
    WindowGroup(id: "about") { Text("About") }
    WindowGroup(makeContent: { Text("Another") })
  }
}

/// A canvas app whose windows each show a sketch: a new window starts from a blank one.
private struct SketchWindowsApp: App {
  var body: some Scene {
    WindowGroup("Sketch", id: "sketch", for: SketchID.self) { $sketch in
      SketchWindow(sketch: $sketch)
    } defaultValue: {
      SketchID(name: "Untitled")
    }
  }
}

private struct SketchID: Codable, Hashable {
  var name: String
}

private struct SketchWindow: View {
  @Binding var sketch: SketchID
  @State private var strokes = 0

  var body: some View {
    Text("\(sketch.name): \(strokes) strokes")
    Button("Draw") { strokes += 1 }
    Button("Rename") { sketch.name = "Cat" }
  }
}

private struct NoteWindow: View {
  @Binding var noteID: String?
  @State private var edits = 0

  var body: some View {
    Text(noteID.map { "Note \($0)" } ?? "No note")
    Text("\(edits) edits")
    Button("Open draft") { noteID = "draft" }
    Button("Edit") { edits += 1 }
  }
}

@MainActor
@Suite("Window groups as apps declare them", .viewProbe)
struct WindowGroupTests {
  @Test("A01 a window's presented value starts nil and lives in the window's state")
  func a01_presentedValueLivesInTheWindow() throws {
    let harness = ParentHarness { NoteWindowsApp().body.rootView }
    #expect(harness.texts.prefix(2) == ["No note", "0 edits"])
    try harness.find(button: "Edit").tap()
    try harness.find(button: "Open draft").tap()
    // The value is the window's: the content re-renders with it and keeps its own state.
    #expect(harness.texts.prefix(2) == ["Note draft", "1 edits"])
    harness.reRender()
    #expect(harness.texts.prefix(2) == ["Note draft", "1 edits"])
  }

  @Test("A01 a window group's default value is the window's until the content writes another")
  func a01_defaultValueStartsTheWindow() throws {
    let harness = ParentHarness(app: SketchWindowsApp.self)
    #expect(harness.texts.first == "Untitled: 0 strokes")
    try harness.find(button: "Draw").tap()
    try harness.find(button: "Rename").tap()
    #expect(harness.texts.first == "Cat: 1 strokes")
    harness.reRender()
    #expect(harness.texts.first == "Cat: 1 strokes")
  }
}
