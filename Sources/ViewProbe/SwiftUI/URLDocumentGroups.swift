// OS 27's document groups: the app makes each document object (`makeDocument`), and SwiftUI reads
// it from its file and saves it there. Under a harness the group shows the document browser —
// nothing of the app — until the test creates or opens a document (`createDocument()`,
// `openDocument(at:)`); the editor then shows that document, with an identity of its own.

extension DocumentGroup
where
  Document: Observable, Document: ViewProbe.Document, Document.Reader.Source == URL,
  Document.Writer.Destination == URL
{
  /// A group that creates (unless `allowCreating` is false), opens and edits documents that
  /// `makeDocument` makes, shown by `editor`.
  public init(
    allowCreating: Bool = true, @ContentBuilder editor: @escaping (Document) -> Content,
    makeDocument:
      @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext)
      async throws -> Document
  ) {
    makeRoot = Self.hostingDocuments(
      .readingAndWriting(), allowsCreating: allowCreating, make: makeDocument, editor: editor)
  }
}

extension DocumentGroup
where Document: Observable, Document: ReadableDocument, Document.Reader.Source == URL {
  /// A group that opens documents for viewing only, made by `makeReadableDocument`.
  public init(
    @ContentBuilder viewer: @escaping (Document) -> Content,
    makeReadableDocument:
      @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext)
      async throws -> Document
  ) {
    makeRoot = Self.hostingDocuments(
      .readingOnly(), allowsCreating: false, make: makeReadableDocument, editor: viewer)
  }
}

extension DocumentGroup where Document: AnyObject {
  /// The root of an OS 27 group: the browser, then the editor of the document open.
  static func hostingDocuments(
    _ access: DocumentAccess<Document>, allowsCreating: Bool,
    make:
      @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws ->
      Document,
    editor: @escaping (Document) -> Content
  ) -> @MainActor () -> AnyView {
    {
      AnyView(
        URLDocumentHost(
          session: URLDocumentSession(access: access, allowsCreating: allowsCreating, make: make),
          editor: editor))
    }
  }
}

/// How a group reads and saves its document type: the protocol requirements, erased.
struct DocumentAccess<Document: AnyObject> {
  let readableTypes: [UTType]
  /// The types it saves as (none for a viewer).
  let writableTypes: [UTType]
  /// Reads the file into the document; returns the snapshot read (the next read's `previous`).
  let read:
    @MainActor (Document, URL, UTType, DocumentFileMemory, _ previous: Any?) async throws -> Any
  /// Saves the document to the file; returns the snapshot written (the next save's `previous`).
  let write:
    (@MainActor (Document, URL, UTType, DocumentFileMemory, _ previous: Any?) async throws -> Any)?
}

extension DocumentAccess where Document: ReadableDocument, Document.Reader.Source == URL {
  static func readingOnly() -> Self {
    Self(
      readableTypes: Document.readableContentTypes, writableTypes: [], read: readFile, write: nil)
  }

  /// Apple's three steps: `reader(configuration:)`, `read(from:progress:)`, then
  /// `apply(snapshot:previous:)` on the main actor.
  @MainActor static func readFile(
    _ document: Document, from url: URL, as type: UTType, files: DocumentFileMemory,
    previous: Any?
  ) async throws -> Any {
    let reader = document.reader(
      configuration: DocumentReadConfiguration(contentType: type, files: files))
    let progress = ProgressManager(totalCount: 1)
    let snapshot = try await reader.read(
      from: url, progress: progress.subprogress(assigningCount: 1))
    // The snapshot goes to `apply` and is kept as the next read's `previous`, as SwiftUI keeps it.
    let kept = KeptSnapshot(snapshot)
    let earlier = KeptSnapshot(previous as? Document.Reader.Snapshot)
    try await document.apply(snapshot: kept.value, previous: earlier.value)
    return kept.value
  }
}

extension DocumentAccess
where
  Document: ViewProbe.Document, Document.Reader.Source == URL, Document.Writer.Destination == URL
{
  static func readingAndWriting() -> Self {
    Self(
      readableTypes: Document.readableContentTypes, writableTypes: Document.writableContentTypes,
      read: readFile, write: writeFile)
  }

  /// Apple's three steps: `snapshot(contentType:)` on the main actor, `writer(configuration:)`,
  /// then `write(snapshot:to:previous:progress:)`.
  @MainActor static func writeFile(
    _ document: Document, to url: URL, as type: UTType, files: DocumentFileMemory,
    previous: Any?
  ) async throws -> Any {
    let kept = KeptSnapshot(try await document.snapshot(contentType: type))
    let earlier = KeptSnapshot(previous as? Document.Writer.Snapshot)
    let writer = document.writer(
      configuration: DocumentWriteConfiguration(contentType: type, files: files))
    let progress = ProgressManager(totalCount: 1)
    try await writer.write(
      snapshot: kept.value, to: url, previous: earlier.value,
      progress: progress.subprogress(assigningCount: 1))
    return kept.value
  }
}

/// A snapshot SwiftUI hands to the app's code and keeps for the next read or save (its
/// `previous`): the app's `sending` promises it is not shared while that code runs.
private final class KeptSnapshot<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Shows the open document's editor, or nothing (the browser) while no document is open; each
/// document the group opens is a new editor, with state of its own.
struct URLDocumentHost<Document: AnyObject, Content: View>: View {
  @State var session: URLDocumentSession<Document>
  let editor: (Document) -> Content

  var body: some View {
    Group {
      if let document = session.document {
        editor(document).id(session.shownCount)
          .environment(
            \.groupDocumentConfiguration,
            DocumentConfiguration(
              fileURL: session.configuration?.fileURL, isEditable: session.isEditor))
      }
    }
    .modifier(_DocumentSessionCarrier(session: session))
  }
}

// iOS shows a document's editor in a navigation bar of its own (the document's title, the way
// back to the browser): the editor's toolbar items are drawn there.
extension URLDocumentHost: ProvidesNavigationBar {}

/// Carries a document group's session where the harness finds it.
struct _DocumentSessionCarrier: PassThroughModifier {
  typealias Body = Never
  let session: any DocumentSessionDriving
}
