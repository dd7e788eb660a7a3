import Testing
import ViewProbe

/// `EditButton`: titled "Edit", "Done" while editing; a tap toggles the edit mode the
/// navigation container provides, or the one set above it with `.environment(\.editMode, …)`.
@MainActor
@Suite("EditButton and the edit mode it toggles", .viewProbe)
struct EditButtonTests {
  @Test("D03 a tap toggles the stack's edit mode: the title and the views that read it follow")
  func d03_editButtonTogglesTheStacksEditMode() throws {
    let harness = ParentHarness { EditableFruits() }
    #expect(harness.texts == ["Kiwi browsing", "Fig browsing", "selected 0", "Edit"])
    expectIssue(startingWith: "tap() on the Text \"Kiwi browsing\"") {
      try? harness.find(text: "Kiwi browsing").tap()
    }
    #expect(harness.texts.contains("selected 0"), "several selections take taps only in edit mode")
    try harness.find(button: "Edit").tap()
    #expect(harness.texts == ["Kiwi editing", "Fig editing", "selected 0", "Done"])
    try harness.find(text: "Kiwi editing").tap()
    #expect(harness.texts.contains("selected 1"))
    try harness.find(button: "Done").tap()
    #expect(harness.texts == ["Kiwi browsing", "Fig browsing", "selected 1", "Edit"])
    #expect(harness.bodyCount(of: EditModeRow.self) == 6, "each row re-rendered per toggle")
  }

  @Test("D01 an edit mode set above the stack is the one the button toggles")
  func d01_editModeSetAboveWins() throws {
    let harness = ParentHarness { OwnEditMode() }
    #expect(harness.texts == ["Edit", "own inactive"])
    try harness.find(button: "Edit").tap()
    #expect(harness.texts == ["Done", "own active"])
  }

  @Test("an EditButton with no edit mode above it records why a tap does nothing")
  func editButtonWithoutEditMode() throws {
    let harness = ParentHarness { EditButton() }
    expectIssue(
      startingWith: "tap() on the Button \"Edit\" found no edit mode above it: no NavigationStack"
    ) {
      try? harness.find(button: "Edit").tap()
    }
    #expect(harness.texts == ["Edit"])
  }
}

private struct EditModeRow: View {
  let name: String
  @Environment(\.editMode) private var editMode

  var body: some View {
    Text("\(name) \(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")")
  }
}

private struct EditableFruits: View {
  @State private var selection: Set<String> = []

  var body: some View {
    NavigationStack {
      List(selection: $selection) {
        EditModeRow(name: "Kiwi").tag("Kiwi")
        EditModeRow(name: "Fig").tag("Fig")
      }
      Text("selected \(selection.count)")
        .toolbar { EditButton() }
    }
  }
}

private struct OwnEditMode: View {
  @State private var mode = EditMode.inactive

  var body: some View {
    NavigationStack {
      EditButton()
      Text("own \(mode)")
    }
    .environment(\.editMode, $mode)
  }
}
