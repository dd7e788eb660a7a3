import Testing
import ViewProbe

/// `EditButton`: titled "Edit", "Done" while editing; a tap toggles the edit mode the window, the
/// sheet or the navigation container provides, or the one set above it with
/// `.environment(\.editMode, …)`.
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

  @Test("D01 outside any navigation container an EditButton toggles its window's edit mode")
  func d01_editButtonOutsideContainersTogglesTheWindows() throws {
    let harness = ParentHarness { WindowEditing() }
    #expect(harness.texts == ["Edit", "summary"])
    try harness.find(button: "Edit").tap()
    #expect(harness.texts == ["Cancel", "Done", "editor"])
    try harness.find(button: "Cancel").tap()
    #expect(harness.texts == ["Edit", "summary"], "the Cancel button wrote .inactive")
  }

  @Test("D01 a sheet has its own edit mode: not the list's beneath it, new at each presentation")
  func d01_sheetHasItsOwnEditMode() throws {
    let harness = ParentHarness { SheetOverEditableList() }
    try harness.find(button: "Edit").tap()
    #expect(harness.texts == ["list editing", "Done", "Profile"])
    try harness.find(button: "Profile").tap()
    let sheet = try harness.find(SheetEditor.self)
    #expect(sheet.texts == ["sheet inactive", "Edit", "Close"], "not the list's .active")
    try sheet.find(button: "Edit").tap()
    #expect(sheet.texts == ["sheet active", "Done", "Close"])
    #expect(harness.texts.contains("list editing"))
    try sheet.find(button: "Close").tap()
    try harness.find(button: "Done").tap()
    #expect(harness.texts == ["list browsing", "Edit", "Profile"])
    try harness.find(button: "Profile").tap()
    #expect(try harness.find(SheetEditor.self).texts == ["sheet inactive", "Edit", "Close"])
  }

  @Test("D01 sheet(item:): another item is another presentation, whose edit mode starts anew")
  func d01_itemSheetEditModeFollowsTheItem() throws {
    let harness = ParentHarness { ItemSheetEditing() }
    try harness.find(button: "Open 1").tap()
    try harness.find(ItemEditor.self).find(button: "Edit").tap()
    #expect(try harness.find(ItemEditor.self).texts == ["item 1 active", "Done", "Next"])
    try harness.find(button: "Next").tap()
    #expect(try harness.find(ItemEditor.self).texts == ["item 2 inactive", "Edit", "Next"])
  }

  @Test("D01 an edit mode app code sets reaches into a sheet, and nil removes the provided one")
  func d01_editModeSetAboveReachesSheetsAndNilRemovesIt() throws {
    let harness = ParentHarness { SharedEditMode() }
    try harness.find(button: "Profile").tap()
    try harness.find(SheetEditor.self).find(button: "Edit").tap()
    #expect(harness.installedState("mode", in: SharedEditMode.self) as? EditMode == .active)
    let removed = ParentHarness { EditButton().environment(\.editMode, nil) }
    expectIssue(
      startingWith: "tap() on the Button \"Edit\" found no edit mode above it: "
        + ".environment(\\.editMode, nil) removed the one its window"
    ) {
      try? removed.find(button: "Edit").tap()
    }
    #expect(removed.texts == ["Edit"])
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

/// Apple's Landmarks profile idiom: an `EditButton` with no navigation container, and a Cancel
/// button that writes the edit mode itself.
private struct WindowEditing: View {
  @Environment(\.editMode) private var editMode

  var body: some View {
    VStack {
      if editMode?.wrappedValue == .active {
        Button("Cancel", role: .cancel) { editMode?.wrappedValue = .inactive }
      }
      EditButton()
      Text(editMode?.wrappedValue == .inactive ? "summary" : "editor")
    }
  }
}

private struct SheetEditor: View {
  @Environment(\.editMode) private var editMode
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("sheet \(editMode?.wrappedValue ?? .transient)")
      EditButton()
      Button("Close") { dismiss() }
    }
  }
}

private struct SheetOverEditableList: View {
  @State private var showsProfile = false

  var body: some View {
    NavigationStack {
      List {
        EditModeRow(name: "list")
      }
      .toolbar {
        EditButton()
        Button("Profile") { showsProfile = true }
      }
      .sheet(isPresented: $showsProfile) { SheetEditor() }
    }
  }
}

private struct SharedEditMode: View {
  @State private var mode = EditMode.inactive
  @State private var showsProfile = false

  var body: some View {
    Button("Profile") { showsProfile = true }
      .sheet(isPresented: $showsProfile) { SheetEditor() }
      .environment(\.editMode, $mode)
  }
}

private struct EditedItem: Identifiable {
  let id: Int
}

private struct ItemEditor: View {
  let item: EditedItem
  let next: () -> Void
  @Environment(\.editMode) private var editMode

  var body: some View {
    Text("item \(item.id) \(editMode?.wrappedValue ?? .transient)")
    EditButton()
    Button("Next") { next() }
  }
}

private struct ItemSheetEditing: View {
  @State private var item: EditedItem?

  var body: some View {
    Button("Open 1") { item = EditedItem(id: 1) }
      .sheet(item: $item) { shown in
        ItemEditor(item: shown) { item = EditedItem(id: shown.id + 1) }
      }
  }
}
