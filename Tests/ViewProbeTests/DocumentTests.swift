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
