import Foundation
import Testing
import UniformTypeIdentifiers

@testable import ViewProbe

// OS 27's document model under the harness: the order of the app's steps, the snapshots and file
// wrappers SwiftUI hands back as `previous`, viewers, cancelled and failed steps, and misuse.

/// What a journal's reader and writer saw, in order.
@MainActor final class DiaryLog {
  var entries: [String] = []
}

/// A journal read and written through its own URL reader and writer.
@Observable final class Diary: Document {
  static let readableContentTypes: [UTType] = [.plainText]
  @ObservationIgnored let log: DiaryLog
  /// Where the journal is kept, as the editor shows it (kept by the app from `makeDocument`).
  @ObservationIgnored var configuration: URLDocumentConfiguration?
  var text = ""

  init(log: DiaryLog) { self.log = log }

  func reader(configuration: sending ReadConfiguration) -> sending LineReader {
    LineReader()
  }

  @MainActor func apply(snapshot: sending String, previous: sending String?) async throws {
    log.entries.append("apply \(snapshot) after \(previous ?? "nothing")")
    text = snapshot
  }

  @MainActor func snapshot(contentType: UTType) async throws -> sending String {
    log.entries.append("snapshot \(text)")
    return text
  }

  func writer(configuration: sending WriteConfiguration) -> sending LineWriter {
    LineWriter(log: log)
  }
}

struct LineReader: DocumentReader {
  @concurrent func read(from source: sending URL, progress: consuming Subprogress)
    async throws -> sending String
  {
    let reporter = progress.start(totalCount: 1)
    defer { reporter.complete(count: 1) }
    let text = try String(contentsOf: source, encoding: .utf8)
    if text == "corrupt" { throw CocoaError(.fileReadCorruptFile) }
    return text
  }
}

struct LineWriter: DocumentWriter {
  let log: DiaryLog

  @concurrent func write(
    snapshot: sending String, to destination: sending URL, previous: sending String?,
    progress: consuming Subprogress
  ) async throws {
    let line = "write \(snapshot) after \(previous ?? "nothing")"
    await MainActor.run { log.entries.append(line) }
    try Data(snapshot.utf8).write(to: destination)
  }
}

/// The diary app's document group.
@MainActor func diaryGroup(
  log: DiaryLog, cancelsCreation: Bool = false, allowCreating: Bool = true
) -> some Scene {
  DocumentGroup(allowCreating: allowCreating) { (journal: Diary) in
    DiaryEditor(journal: journal)
  } makeDocument: { configuration, _ in
    if cancelsCreation { throw CancellationError() }
    log.entries.append("make \(configuration.fileURL?.lastPathComponent ?? "new")")
    let journal = Diary(log: log)
    journal.configuration = configuration
    return journal
  }
}

struct DiaryEditor: View {
  @Bindable var journal: Diary
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    TextField("Text", text: $journal.text)
    Text(journal.configuration?.fileURL?.lastPathComponent ?? "Not saved")
    Button("Sign") {
      journal.text += " —J"
      undoManager?.registerUndo(withTarget: journal) { $0.text.removeLast(3) }
    }
    DocumentPlace()
  }
}

/// What the environment says of the document shown.
struct DocumentPlace: View {
  @Environment(\.documentConfiguration) private var configuration

  var body: some View {
    Text(
      configuration.map {
        "\($0.fileURL?.lastPathComponent ?? "no file"), \($0.isEditable ? "editable" : "read-only")"
      } ?? "no document")
  }
}

/// A document that declares no type to be saved as.
@Observable final class Unsavable: Document {
  static let readableContentTypes: [UTType] = [.plainText]
  static var writableContentTypes: [UTType] { [] }

  func reader(configuration: sending ReadConfiguration) -> sending LineReader { LineReader() }

  @MainActor func apply(snapshot: sending String, previous: sending String?) async throws {}

  @MainActor func snapshot(contentType: UTType) async throws -> sending String { "" }

  func writer(configuration: sending WriteConfiguration)
    -> sending FileWrapperDocumentWriter<String>
  {
    FileWrapperDocumentWriter(configuration) { text, _ in
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }
}

/// A read-only viewer of plain text, whose file wrapper the writer of a sibling type sees.
@Observable final class TextViewerDocument: ReadableDocument {
  static let readableContentTypes: [UTType] = [.plainText]
  var text = ""

  func reader(configuration: sending ReadConfiguration) -> sending FileWrapperDocumentReader<String>
  {
    FileWrapperDocumentReader(configuration) { wrapper in
      String(decoding: wrapper.regularFileContents ?? Data(), as: UTF8.self)
    }
  }

  @MainActor func apply(snapshot: sending String, previous: sending String?) async throws {
    text = snapshot
  }
}

/// A text viewer's document group.
@MainActor func textViewerGroup() -> some Scene {
  DocumentGroup { (document: TextViewerDocument) in
    Text(document.text)
    DocumentPlace()
  } makeReadableDocument: { _, _ in
    TextViewerDocument()
  }
}

/// A plain-text document written through file wrappers, noting the wrapper each save is given.
@Observable final class WrappedNote: Document {
  static let readableContentTypes: [UTType] = [.plainText]
  var text = ""
  @ObservationIgnored let previousWrappers = WrapperLog()

  func reader(configuration: sending ReadConfiguration) -> sending FileWrapperDocumentReader<String>
  {
    FileWrapperDocumentReader(configuration) { wrapper in
      String(decoding: wrapper.regularFileContents ?? Data(), as: UTF8.self)
    }
  }

  @MainActor func apply(snapshot: sending String, previous: sending String?) async throws {
    text = snapshot
  }

  @MainActor func snapshot(contentType: UTType) async throws -> sending String { text }

  func writer(configuration: sending WriteConfiguration)
    -> sending FileWrapperDocumentWriter<String>
  {
    FileWrapperDocumentWriter(configuration) { [previousWrappers] snapshot, previous in
      previousWrappers.append(
        previous?.regularFileContents.map { String(decoding: $0, as: UTF8.self) })
      return FileWrapper(regularFileWithContents: Data(snapshot.utf8))
    }
  }
}

/// The contents of the wrappers a writer was handed as `previous`.
final class WrapperLog: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [String?] = []
  func append(_ text: String?) { lock.withLock { seen.append(text) } }
  var all: [String?] { lock.withLock { seen } }
}

/// A note app's document group, telling `made` each note it makes.
@MainActor func wrappedNoteGroup(made: @escaping (WrappedNote) -> Void) -> some Scene {
  DocumentGroup { (note: WrappedNote) in
    Text(note.text)
  } makeDocument: { _, _ in
    let note = WrappedNote()
    made(note)
    return note
  }
}

@MainActor
@Suite("Documents of OS 27: read, apply, snapshot, write — in SwiftUI's order", .viewProbe)
struct ReadWriteDocumentTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("viewprobe-journal-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  private func file(_ name: String, _ text: String? = nil) throws -> URL {
    let url = folder.appendingPathComponent(name)
    if let text { try Data(text.utf8).write(to: url) }
    return url
  }

  @Test(
    "opening makes the object, reads, then applies with no previous; saving snapshots, then writes")
  func stepsRunInSwiftUIsOrder() async throws {
    let log = DiaryLog()
    let url = try file("Day.txt", "rain")
    let harness = ParentHarness { diaryGroup(log: log).rootView }
    try await harness.openDocument(at: url)
    #expect(try harness.find(textField: "Text").text == "rain")
    try harness.find(textField: "Text").setInput("sun")
    try await harness.saveDocument()
    try harness.find(textField: "Text").setInput("snow")
    try await harness.saveDocument()
    try Data("hail".utf8).write(to: url)
    try await harness.reloadDocument()
    #expect(try harness.find(textField: "Text").text == "hail")
    #expect(
      log.entries == [
        "make Day.txt", "apply rain after nothing", "snapshot sun", "write sun after nothing",
        "snapshot snow", "write snow after sun", "apply hail after rain",
      ])
    #expect(try String(contentsOf: url, encoding: .utf8) == "hail")
  }

  @Test("C01 the configuration is observed: saving a new document shows its file's name")
  func c01_savingNamesTheFile() async throws {
    let harness = ParentHarness { diaryGroup(log: DiaryLog()).rootView }
    try await harness.createDocument()
    #expect(harness.texts.contains("Not saved"))
    try await harness.saveDocument(to: try file("First.txt"))
    #expect(harness.texts.contains("First.txt"))
  }

  @Test("the environment's documentConfiguration names the file and says whether it is editable")
  func environmentTellsTheDocument() async throws {
    #expect(ParentHarness { DocumentPlace() }.texts == ["no document"])
    let harness = ParentHarness { diaryGroup(log: DiaryLog()).rootView }
    try await harness.createDocument()
    #expect(harness.texts.last == "no file, editable")
    try await harness.saveDocument(to: try file("Named.txt"))
    #expect(harness.texts.last == "Named.txt, editable")
  }

  @Test("a FileDocument group sets the environment's documentConfiguration too")
  func fileDocumentGroupSetsTheConfiguration() {
    let harness = ParentHarness {
      DocumentGroup(newDocument: NoteDocument()) { _ in DocumentPlace() }.rootView
    }
    #expect(harness.texts == ["no file, editable"])
  }

  @Test("opening another document closes the open one as the way back does: autosaved")
  func openingAnotherAutosavesTheFirst() async throws {
    let log = DiaryLog()
    let first = try file("First.txt", "rain")
    let harness = ParentHarness { diaryGroup(log: log).rootView }
    try await harness.openDocument(at: first)
    try harness.find(button: "Sign").tap()
    try await harness.openDocument(at: try file("Second.txt", "sun"))
    #expect(try String(contentsOf: first, encoding: .utf8) == "rain —J")
    #expect(try harness.find(textField: "Text").text == "sun")
    #expect(!harness.documentHasUnsavedChanges)
    try harness.find(button: "Sign").tap()
    try harness.find(button: "Sign").tap()
    try await harness.createDocument()
    #expect(
      log.entries.suffix(3) == ["snapshot sun —J —J", "write sun —J —J after nothing", "make new"])
  }

  @Test("a file wrapper writer is handed the wrapper last read, then the one last written")
  func fileWrapperWriterSeesTheLastWrapper() async throws {
    var notes: [WrappedNote] = []
    let url = try file("Note.txt", "read")
    let harness = ParentHarness { wrappedNoteGroup(made: { notes.append($0) }).rootView }
    try await harness.openDocument(at: url)
    notes.last?.text = "first"
    try await harness.saveDocument()
    notes.last?.text = "second"
    try await harness.saveDocument()
    #expect(notes.last?.previousWrappers.all == ["read", "first"])
    try await harness.createDocument()
    notes.last?.text = "new"
    try await harness.saveDocument(to: try file("New.txt"))
    #expect(notes.last?.previousWrappers.all == [nil])
  }

  @Test("a viewer opens and shows; it neither creates nor saves")
  func viewerOnlyReads() async throws {
    let url = try file("Readme.txt", "hello")
    let harness = ParentHarness { textViewerGroup().rootView }
    try await harness.openDocument(at: url)
    #expect(harness.visibleTexts == ["hello", "Readme.txt, read-only"])
    await expectIssueAsync(startingWith: "saveDocument(to:) found a document opened for viewing") {
      try? await harness.saveDocument()
    }
    await expectIssueAsync(
      startingWith:
        "createDocument() found a DocumentGroup that does not create documents (a viewer)"
    ) {
      try? await harness.createDocument()
    }
    #expect(!harness.documentHasUnsavedChanges)
  }

  @Test("a cancelled creation leaves the browser; a failed read rethrows and opens nothing")
  func cancelledAndFailedSteps() async throws {
    let cancelling = ParentHarness { diaryGroup(log: DiaryLog(), cancelsCreation: true).rootView }
    try await cancelling.createDocument()
    #expect(cancelling.visibleTexts.isEmpty)
    let harness = ParentHarness { diaryGroup(log: DiaryLog()).rootView }
    await #expect(throws: CocoaError.self) {
      try await harness.openDocument(at: try file("Bad.txt", "corrupt"))
    }
    #expect(harness.visibleTexts.isEmpty)
  }

  @Test("misuse: no group, nothing open, a file of another type or none, no place to save")
  func misuseIsRecorded() async throws {
    let plain = ParentHarness { Text("no documents") }
    await expectIssueAsync(
      startingWith: "createDocument() found no DocumentGroup of OS 27's document model"
    ) {
      try? await plain.createDocument()
    }
    let twice = ParentHarness {
      VStack {
        diaryGroup(log: DiaryLog()).rootView
        diaryGroup(log: DiaryLog()).rootView
      }
    }
    await expectIssueAsync(startingWith: "createDocument() found 2 document groups") {
      try? await twice.createDocument()
    }
    let harness = ParentHarness { diaryGroup(log: DiaryLog()).rootView }
    await expectIssueAsync(startingWith: "saveDocument(to:) found no document open") {
      try? await harness.saveDocument()
    }
    await expectIssueAsync(startingWith: "openDocument(at:) found no file at") {
      try? await harness.openDocument(at: folder.appendingPathComponent("Missing.txt"))
    }
    await expectIssueAsync(
      startingWith:
        "openDocument(at:) was given Photo.png, of type public.png, which is not a type the document reads (public.plain-text)"
    ) {
      try? await harness.openDocument(at: try file("Photo.png", "x"))
    }
    await expectIssueAsync(
      startingWith: "openDocument(at:) was given Data.mystery, whose type ViewProbe cannot tell"
    ) {
      try? await harness.openDocument(at: try file("Data.mystery", "x"))
    }
    let opening = ParentHarness { diaryGroup(log: DiaryLog(), allowCreating: false).rootView }
    await expectIssueAsync(
      startingWith: "createDocument() found a DocumentGroup that does not create documents "
        + "(allowCreating: false)"
    ) {
      try? await opening.createDocument()
    }
    let unsavable = ParentHarness {
      DocumentGroup { (_: Unsavable) in
        Text("nothing to save")
      } makeDocument: { _, _ in
        Unsavable()
      }.rootView
    }
    try await unsavable.createDocument()
    await expectIssueAsync(
      startingWith: "saveDocument(to:) found a document whose writableContentTypes is empty"
    ) {
      try? await unsavable.saveDocument(to: try file("Never.txt"))
    }
    try await harness.createDocument()
    await expectIssueAsync(
      startingWith: "saveDocument(to:) found a document never saved, with no file"
    ) {
      try? await harness.saveDocument()
    }
    await expectIssueAsync(startingWith: "reloadDocument() found a document never saved") {
      try? await harness.reloadDocument()
    }
  }
}

/// `expectIssue(startingWith:)` for the harness's async document steps.
@MainActor
func expectIssueAsync(
  startingWith prefix: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async {
  let reports = await capturedReports(body)
  #expect(
    reports.count == 1 && reports.allSatisfy { $0.hasPrefix(prefix) },
    "expected one report starting with \"\(prefix)\", got \(reports)",
    sourceLocation: sourceLocation)
}

@Suite("ProgressManager and Subprogress (Foundation's, for Linux)")
struct ProgressManagerTests {
  @Test("a child's progress counts for its portion; finishing completes the portion")
  func childrenCountForTheirPortion() {
    let parent = ProgressManager(totalCount: 4)
    parent.complete(count: 1)
    let child = parent.subprogress(assigningCount: 2).start(totalCount: 10)
    child.complete(count: 5)
    #expect(parent.fractionCompleted == 0.5)
    #expect(parent.completedCount == 1)
    child.complete(count: 5)
    #expect(child.isFinished)
    #expect(parent.completedCount == 3)
    #expect(parent.fractionCompleted == 0.75)
    #expect(!parent.isFinished)
  }

  @Test("a subprogress never started completes its portion when dropped")
  func droppedSubprogressCompletes() {
    let parent = ProgressManager(totalCount: 2)
    do { _ = parent.subprogress(assigningCount: 2) }
    #expect(parent.completedCount == 2)
    #expect(parent.isFinished)
  }

  @Test("an indeterminate manager is at 0 until it is given a total")
  func indeterminateUntilCounted() {
    let manager = ProgressManager(totalCount: nil)
    #expect(manager.isIndeterminate && manager.fractionCompleted == 0 && !manager.isFinished)
    manager.setCounts { completed, total in
      completed = 1
      total = 4
    }
    #expect(manager.fractionCompleted == 0.25)
  }
}
