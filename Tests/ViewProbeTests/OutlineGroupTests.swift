import Foundation
import Testing
import ViewProbe

/// Trees of rows (`OutlineGroup`, `List(_:children:)`): parents collapsed at first, a tap on a
/// parent's row expands it, each row keeps its state with its element's identity.
@MainActor
@Suite("Outline groups and hierarchical lists", .viewProbe)
struct OutlineGroupTests {
  @Test("A12 a tree shows its roots; a tap on a parent expands it; row state follows the element")
  func a12_treeExpandsAndKeepsRowState() throws {
    let harness = ParentHarness { FolderTree() }
    #expect(harness.texts == ["Documents", "Music", "Rename"])
    try harness.find(button: "Documents").tap()
    #expect(harness.texts == ["Documents", "Notes", "Taxes", "Music", "Rename"])
    try harness.find(button: "Taxes").tap()
    #expect(harness.texts.contains("2024"))
    // Renaming a folder keeps every row's identity: the expansion state stays where it was.
    try harness.find(button: "Rename").tap()
    #expect(harness.texts == ["Docs", "Notes", "Taxes", "2024", "Music", "Rename"])
    try harness.find(button: "Docs").tap()
    #expect(harness.texts == ["Docs", "Music", "Rename"])
  }

  @Test("A12 a tree list with a selection: a tap on a leaf selects it; a parent expands, as above")
  func a12_treeListSelects() throws {
    let harness = ParentHarness { SelectableFolderTree() }
    #expect(harness.texts == ["Documents", "Music", "selected none"])
    try harness.find(text: "Music").tap()
    #expect(harness.texts.last == "selected 5")
    try harness.find(text: "Documents").tap()
    #expect(harness.texts == ["Documents", "Notes", "Music", "selected 5"])
    try harness.find(text: "Notes").tap()
    #expect(harness.texts.last == "selected 2")
  }

  @Test("a timer text shows the time left or gone at its pause time")
  func timerTextAtItsPauseTime() throws {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let harness = ParentHarness {
      VStack {
        Text(timerInterval: start...start.addingTimeInterval(5400), pauseTime: start + 30)
        Text(
          timerInterval: start...start.addingTimeInterval(5400), pauseTime: start + 30,
          countsDown: false)
        Text(
          timerInterval: start...start.addingTimeInterval(5400), pauseTime: start,
          showsHours: false)
      }
    }
    #expect(harness.texts == ["1:29:30", "0:30", "90:00"])
  }
}

struct Folder: Identifiable {
  let id: Int
  var name: String
  var children: [Folder]?
}

struct FolderTree: View {
  @State private var folders = [
    Folder(
      id: 1, name: "Documents",
      children: [
        Folder(id: 2, name: "Notes"),
        Folder(id: 3, name: "Taxes", children: [Folder(id: 4, name: "2024")]),
      ]),
    Folder(id: 5, name: "Music", children: []),
  ]

  var body: some View {
    VStack {
      List(folders, children: \.children) { folder in Text(folder.name) }
      Button("Rename") { folders[0].name = "Docs" }
    }
  }
}

struct SelectableFolderTree: View {
  @State private var selected: Int?
  private let folders = [
    Folder(id: 1, name: "Documents", children: [Folder(id: 2, name: "Notes")]),
    Folder(id: 5, name: "Music"),
  ]

  var body: some View {
    VStack {
      List(folders, children: \.children, selection: $selected) { folder in Text(folder.name) }
      Text("selected \(selected.map(String.init) ?? "none")")
    }
  }
}
