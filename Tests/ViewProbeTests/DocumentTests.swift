import Foundation
import Testing
import ViewProbe

/// `FileDocument`, `DocumentGroup` and `fileExporter`: a document app's editor edits the document
/// the group holds, and a test saves it through the exporter.
@MainActor
@Suite("Documents", .viewProbe)
struct DocumentTests {
  @Test(
    "A01 the DocumentGroup's document lives in its state; the editor edits it through $document")
  func a01_documentGroupHostsTheEditor() throws {
    let harness = ParentHarness { NotesApp().body.rootView }
    #expect(harness.texts.contains("0 words"))
    try harness.find(textField: "Text").setInput("hello document world")
    #expect(harness.texts.contains("3 words"))
  }

  @Test("H01 fileExporter saves the document's file wrapper where the test says, then reports it")
  func h01_exporterWritesTheDocument() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("viewprobe-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let harness = ParentHarness { NotesApp().body.rootView }
    try harness.find(textField: "Text").setInput("saved words")
    try harness.find(button: "Export").tap()
    let target = folder.appendingPathComponent("Note.txt")
    harness.exportFile(to: target)
    #expect(try String(contentsOf: target, encoding: .utf8) == "saved words")
    #expect(harness.texts.contains("exported Note.txt"))
    let reread = try NoteDocument(
      configuration: FileDocumentReadConfiguration(
        contentType: .plainText, file: FileWrapper(url: target)))
    #expect(reread.text == "saved words")
    try harness.find(button: "Export").tap()
    harness.cancelFileExport()
    expectIssue(startingWith: "exportFile(to:) found no file exporter presented") {
      harness.exportFile(to: target)
    }
  }
}

extension DocumentTests {
  @Test("G01 a ReferenceFileDocument lives as the group's state object; its editor observes it")
  func g01_referenceDocumentGroup() throws {
    let harness = ParentHarness { SketchApp().body.rootView }
    try harness.find(button: "Add stroke").tap()
    try harness.find(button: "Add stroke").tap()
    #expect(harness.texts.contains("2 strokes"))
    let document = harness.installedModel(as: SketchDocument.self)
    let saved = try document.map {
      try $0.fileWrapper(
        snapshot: $0.snapshot(contentType: .plainText),
        configuration: FileDocumentWriteConfiguration(contentType: .plainText))
    }
    #expect(saved?.regularFileContents == Data("2".utf8))
  }
}

final class SketchDocument: ReferenceFileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  @Published var strokes = 0

  init() {}

  init(configuration: ReadConfiguration) throws {
    strokes =
      Int(String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)) ?? 0
  }

  func snapshot(contentType: UTType) throws -> Int { strokes }

  func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data("\(snapshot)".utf8))
  }
}

struct SketchApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: { SketchDocument() }) { file in
      SketchEditor(document: file.document)
    }
  }
}

private struct SketchEditor: View {
  @ObservedObject var document: SketchDocument

  var body: some View {
    Text("\(document.strokes) strokes")
    Button("Add stroke") { document.strokes += 1 }
  }
}

struct NoteDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text = ""

  init(text: String = "") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    text = String(decoding: data, as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

struct NotesApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: NoteDocument()) { file in
      NoteEditor(document: file.$document)
    }
  }
}

private struct NoteEditor: View {
  @Binding var document: NoteDocument
  @State private var exporting = false
  @State private var exported = ""

  var body: some View {
    TextField("Text", text: $document.text)
    Text("\(document.text.split(separator: " ").count) words")
    Button("Export") { exporting = true }
      .fileExporter(
        isPresented: $exporting, document: document, contentType: .plainText,
        defaultFilename: "Note"
      ) { result in
        if case .success(let url) = result { exported = url.lastPathComponent }
      }
    if !exported.isEmpty { Text("exported \(exported)") }
  }
}
