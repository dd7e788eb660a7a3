import CoreTransferable
import Foundation
import Testing
import ViewProbe

/// iOS 17's `fileExporter` forms (a `Transferable` item, collections of documents, reference
/// documents, `onCancellation`), the importer's `onCancellation`, and `fileMover`.
@MainActor
@Suite("File dialogs", .viewProbe)
struct FileDialogTests {
  /// A folder of the test's own, removed when it ends.
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("viewprobe-dialogs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test("H01 a Transferable item is exported as the first content type it offers, after settle()")
  func h01_transferableItemExport() async throws {
    let harness = ParentHarness { ScoreExport() }
    try harness.find(button: "Export scores").tap()
    let target = folder.appendingPathComponent("scores.csv")
    harness.exportFile(to: target)
    #expect(!harness.texts.contains("saved scores.csv"), "the item exports asynchronously")
    await harness.settle()
    #expect(try String(contentsOf: target, encoding: .utf8) == "name,score\nAda,3\nGrace,5\n")
    #expect(harness.texts.contains("saved scores.csv"))
    try harness.find(button: "Export scores").tap()
    harness.cancelFileExport()
    #expect(harness.texts.contains("export cancelled"))
    try FileManager.default.removeItem(at: folder)
  }

  @Test("H01 a collection of documents is saved one file each; exportFile(to:) is refused for it")
  func h01_documentCollectionExport() throws {
    let harness = ParentHarness { NotesBundleExport() }
    try harness.find(button: "Export all").tap()
    expectIssue(startingWith: "exportFile(to:) found a file exporter of a collection") {
      harness.exportFile(to: folder.appendingPathComponent("one.txt"))
    }
    expectIssue(startingWith: "exportFiles(to:) named 1 files for the exporter's 2") {
      harness.exportFiles(to: [folder.appendingPathComponent("one.txt")])
    }
    let targets = ["a.txt", "b.txt"].map { folder.appendingPathComponent($0) }
    harness.exportFiles(to: targets)
    #expect(try targets.map { try String(contentsOf: $0, encoding: .utf8) } == ["first", "second"])
    #expect(harness.texts.contains("saved a.txt, b.txt"))
    try FileManager.default.removeItem(at: folder)
  }

  @Test("H01 a reference document is exported from a snapshot taken when the user saves")
  func h01_referenceDocumentExport() throws {
    let harness = ParentHarness { SketchExport() }
    try harness.find(button: "Add stroke").tap()
    try harness.find(button: "Export").tap()
    let target = folder.appendingPathComponent("sketch.txt")
    harness.exportFile(to: target)
    #expect(try String(contentsOf: target, encoding: .utf8) == "1")
    try FileManager.default.removeItem(at: folder)
  }

  @Test("H01 fileMover moves the file into the folder the test picks; cancel moves nothing")
  func h01_fileMoverMovesTheFile() throws {
    let source = folder.appendingPathComponent("draft.txt")
    try Data("words".utf8).write(to: source)
    let archive = folder.appendingPathComponent("Archive")
    try FileManager.default.createDirectory(at: archive, withIntermediateDirectories: true)
    let harness = ParentHarness { DraftMover(file: source) }
    try harness.find(button: "Move").tap()
    harness.cancelFileMove()
    #expect(harness.texts.contains("move cancelled"))
    #expect(FileManager.default.fileExists(atPath: source.path))
    try harness.find(button: "Move").tap()
    harness.moveFiles(to: archive)
    #expect(harness.texts.contains("moved to Archive/draft.txt"))
    #expect(!FileManager.default.fileExists(atPath: source.path))
    #expect(
      try String(contentsOf: archive.appendingPathComponent("draft.txt"), encoding: .utf8)
        == "words")
    try FileManager.default.removeItem(at: folder)
  }

  @Test("H01 the importer's onCancellation runs when the test cancels it")
  func h01_importerCancellation() throws {
    let harness = ParentHarness { PhotoImport() }
    try harness.find(button: "Import").tap()
    harness.cancelFileImport()
    #expect(harness.texts.contains("import cancelled"))
    try FileManager.default.removeItem(at: folder)
  }
}

// MARK: - Views for these tests

private struct ScoreSheet: Transferable {
  let rows: [(String, Int)]

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .plainText) { _ in Data("not this one".utf8) }
    DataRepresentation(exportedContentType: .commaSeparatedText) { sheet in
      Data(("name,score\n" + sheet.rows.map { "\($0.0),\($0.1)\n" }.joined()).utf8)
    }
  }
}

private struct ScoreExport: View {
  @State private var isExporting = false
  @State private var status = ""

  var body: some View {
    VStack {
      Button("Export scores") { isExporting = true }
      Text(status)
    }
    .fileExporter(
      isPresented: $isExporting, item: ScoreSheet(rows: [("Ada", 3), ("Grace", 5)]),
      contentTypes: [.commaSeparatedText], defaultFilename: "scores"
    ) { result in
      if case .success(let url) = result { status = "saved \(url.lastPathComponent)" }
    } onCancellation: {
      status = "export cancelled"
    }
  }
}

private struct NotesBundleExport: View {
  @State private var isExporting = false
  @State private var status = ""

  var body: some View {
    VStack {
      Button("Export all") { isExporting = true }
      Text(status)
    }
    .fileExporter(
      isPresented: $isExporting,
      documents: [NoteDocument(text: "first"), NoteDocument(text: "second")],
      contentType: .plainText
    ) { result in
      if case .success(let urls) = result {
        status = "saved " + urls.map(\.lastPathComponent).joined(separator: ", ")
      }
    }
  }
}

private struct SketchExport: View {
  @StateObject private var sketch = SketchDocument()
  @State private var isExporting = false

  var body: some View {
    VStack {
      Button("Add stroke") { sketch.strokes += 1 }
      Button("Export") { isExporting = true }
    }
    .fileExporter(
      isPresented: $isExporting, document: sketch, contentTypes: [.plainText]
    ) { _ in }
  }
}

private struct DraftMover: View {
  let file: URL
  @State private var isMoving = false
  @State private var status = ""

  var body: some View {
    VStack {
      Button("Move") { isMoving = true }
      Text(status)
    }
    .fileMover(isPresented: $isMoving, file: file) { result in
      if case .success(let url) = result {
        status =
          "moved to \(url.deletingLastPathComponent().lastPathComponent)/"
          + url.lastPathComponent
      }
    } onCancellation: {
      status = "move cancelled"
    }
  }
}

private struct PhotoImport: View {
  @State private var isImporting = false
  @State private var status = ""

  var body: some View {
    VStack {
      Button("Import") { isImporting = true }
      Text(status)
    }
    .fileImporter(
      isPresented: $isImporting, allowedContentTypes: [.image], allowsMultipleSelection: true
    ) { _ in
    } onCancellation: {
      status = "import cancelled"
    }
  }
}
