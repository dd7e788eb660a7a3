import Foundation
import Testing
import ViewProbe

/// `fileImporter`: presented from its binding, covering the app; a test picks or cancels.
@MainActor
@Suite("File importers", .viewProbe)
struct FileImporterTests {
  @Test("H01 a presented importer covers the app; importFile picks a file and closes it")
  func h01_importerPicksAFile() throws {
    let harness = ParentHarness { NotesImporter() }
    try harness.find(button: "Import").tap()
    expectIssue(startingWith: "tap() on the Button \"Import\"") {
      try? harness.find(button: "Import").tap()
    }
    harness.importFile(URL(fileURLWithPath: "/tmp/notes.txt"))
    #expect(harness.texts == ["Import", "imported notes.txt"])
    #expect(harness.installedState("isImporting", in: NotesImporter.self) as? Bool == false)
    try harness.find(button: "Import").tap()
    harness.cancelFileImport()
    #expect(harness.texts == ["Import", "imported notes.txt"], "a cancel calls nothing")
  }

  @Test("an importer refuses files of other types, extra files, and picks when none is up")
  func importerRefusals() throws {
    let harness = ParentHarness { NotesImporter() }
    expectIssue(startingWith: "importFiles(_:) found no file importer presented") {
      harness.importFile(URL(fileURLWithPath: "/tmp/notes.txt"))
    }
    try harness.find(button: "Import").tap()
    expectIssue(
      startingWith: "importFiles(_:) picked report.pdf, which is not of a type the file importer "
        + "allows (public.plain-text, public.json)"
    ) {
      harness.importFile(URL(fileURLWithPath: "/tmp/report.pdf"))
    }
    expectIssue(
      startingWith: "importFiles(_:) picked 2 files, but the file importer allows exactly one"
    ) {
      harness.importFiles([
        URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.json"),
      ])
    }
    harness.importFile(URL(fileURLWithPath: "/tmp/data.json"))
    #expect(harness.texts.last == "imported data.json")
  }
}

private struct NotesImporter: View {
  @State private var isImporting = false
  @State private var imported = ""

  var body: some View {
    VStack {
      Button("Import") { isImporting = true }
      if !imported.isEmpty { Text("imported \(imported)") }
    }
    .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText, .json]) { result in
      if case .success(let url) = result { imported = url.lastPathComponent }
    }
  }
}
