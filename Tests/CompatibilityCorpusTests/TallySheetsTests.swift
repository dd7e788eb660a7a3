import Foundation
import Testing
import ViewProbe

/// A folder of its own for each test, removed after it.
@MainActor private func withFolder(_ body: (URL) async throws -> Void) async throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("viewprobe-tally-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try await body(folder)
}

private func savedContent(at url: URL) throws -> TallyContent {
  try JSONDecoder().decode(TallyContent.self, from: Data(contentsOf: url))
}

@MainActor
@Suite("TallySheets: an OS 27 document app — created, counted, saved, closed, reopened", .viewProbe)
struct TallySheetsTests {
  @Test("the browser shows nothing until a sheet is created; its source picks the template")
  func createdFromASourceAndSaved() async throws {
    try await withFolder { folder in
      let harness = ParentHarness(app: TallySheetsApp.self)
      #expect(harness.visibleTexts.isEmpty)
      try await harness.createDocument(source: .birdCount)
      #expect(harness.visibleTexts.starts(with: ["Title", "Untitled", "Counts", "Robin", "0"]))
      try harness.find(button: "Add one to Wren").tap()
      try harness.find(button: "Add one to Wren").tap()
      let file = folder.appendingPathComponent("Garden.tally")
      try await harness.saveDocument(to: file)
      #expect(
        try savedContent(at: file).rows == [
          TallyRow(name: "Robin", count: 0), TallyRow(name: "Wren", count: 2),
        ])
      #expect(!harness.documentHasUnsavedChanges)
    }
  }

  @Test("counting registers undo, so it autosaves; undoing back to the save leaves nothing to save")
  func countingIsAutosaved() async throws {
    try await withFolder { folder in
      let harness = ParentHarness { TallySheetsApp().body.rootView }
      try await harness.createDocument(source: .birdCount)
      let file = folder.appendingPathComponent("Garden.tally")
      try await harness.saveDocument(to: file)
      try harness.find(button: "Add one to Robin").tap()
      #expect(harness.documentHasUnsavedChanges)
      try harness.find(button: "Undo").tap()
      #expect(!harness.documentHasUnsavedChanges)
      try harness.find(button: "Add one to Robin").tap()
      try await harness.autosaveDocument()
      #expect(try savedContent(at: file).rows.first == TallyRow(name: "Robin", count: 1))
      #expect(!harness.documentHasUnsavedChanges)
    }
  }

  @Test("A11 each sheet opened is a new editor: its state starts afresh")
  func a11_eachSheetIsANewEditor() async throws {
    try await withFolder { folder in
      let harness = ParentHarness { TallySheetsApp().body.rootView }
      try await harness.createDocument()
      try harness.find(textField: "Title").setInput("Kitchen")
      let file = folder.appendingPathComponent("Kitchen.tally")
      try await harness.saveDocument(to: file)
      try harness.find(textField: "New row").setInput("Spoons")
      #expect(try harness.find(textField: "New row").text == "Spoons")
      try await harness.openDocument(at: file, contentType: .tallySheet)
      #expect(try harness.find(textField: "New row").text == "")
      #expect(try harness.find(textField: "Title").text == "Kitchen")
    }
  }

  @Test("a change on disk is read again into the open sheet; the editor follows, keeping its state")
  func reloadFollowsTheFile() async throws {
    try await withFolder { folder in
      let file = folder.appendingPathComponent("Birds.tally")
      try JSONEncoder().encode(
        TallyContent(title: "Birds", rows: [TallyRow(name: "Jay", count: 3)])
      ).write(to: file)
      let harness = ParentHarness { TallySheetsApp().body.rootView }
      try await harness.openDocument(at: file, contentType: .tallySheet)
      #expect(harness.texts.contains("Jay") && harness.texts.contains("3"))
      try harness.find(textField: "New row").setInput("Crow")
      try JSONEncoder().encode(
        TallyContent(title: "Birds", rows: [TallyRow(name: "Jay", count: 5)])
      ).write(to: file)
      try await harness.reloadDocument()
      #expect(harness.texts.contains("5") && harness.texts.contains("Read 2 times"))
      #expect(try harness.find(textField: "New row").text == "Crow")
    }
  }

  @Test(
    "'Clear all' registers no undo: the system never saves it, and the closed sheet reopens full")
  func clearingWithoutUndoIsLost() async throws {
    try await withFolder { folder in
      let garden = folder.appendingPathComponent("Garden.tally")
      let harness = ParentHarness { TallySheetsApp().body.rootView }
      try await harness.createDocument(source: .birdCount)  // makeDocument, then the editor
      try harness.find(button: "Add one to Wren").tap()
      try await harness.saveDocument(to: garden)
      try harness.find(button: "Clear all").tap()  // registers no undo…
      #expect(!harness.documentHasUnsavedChanges)  // …so SwiftUI would never save it
      try await harness.closeDocument()  // autosaves only what it knows changed
      try await harness.openDocument(at: garden, contentType: .tallySheet)
      #expect(harness.texts.contains("1"))  // the count is back
      #expect(harness.texts.contains("Read 1 times"))
    }
  }
}
