/// A document a `DocumentGroup` opens and saves, as a value: read from a file wrapper, written to
/// one. The methods are the app's own code, so a test can round-trip a document through them.
public protocol FileDocument {
  /// The types the document opens.
  static var readableContentTypes: [UTType] { get }
  /// The types the document saves as (its readable types unless said).
  static var writableContentTypes: [UTType] { get }
  /// Reads the document.
  init(configuration: ReadConfiguration) throws
  /// Writes the document.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
  /// The readable types.
  public static var writableContentTypes: [UTType] { readableContentTypes }
  /// What a document is read from.
  public typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document is written to.
  public typealias WriteConfiguration = FileDocumentWriteConfiguration
}

/// What a document is read from: its type and its file.
public struct FileDocumentReadConfiguration {
  /// The file's type.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper

  /// A configuration for reading `file` as `contentType` (ViewProbe's, so a test can read a
  /// document as the app would).
  public init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// What a document is written to: its type and, when saving over one, the existing file.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file being replaced, if any.
  public let existingFile: FileWrapper?

  /// A configuration for writing as `contentType` (ViewProbe's, so a test can write a document).
  public init(contentType: UTType, existingFile: FileWrapper? = nil) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}

/// The document an editor of a `DocumentGroup` shows: a binding to it, and where it is.
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document, bound: `file.$document` in the editor's builder.
  @Binding public var document: Document
  /// Where the document is stored, when it is.
  public let fileURL: URL?
  /// Whether it can be edited.
  public let isEditable: Bool
}

/// A scene of document windows. ViewProbe hosts the editor of a new document, kept in the
/// scene's state, so edits through `file.$document` update the editor.
public struct DocumentGroup<Document, Content: View>: Scene {
  let makeRoot: @MainActor () -> AnyView

  /// The editor of a new document (for OS 27's document model, the browser until a document is
  /// created or opened).
  public var rootView: AnyView { makeRoot() }
}

extension DocumentGroup where Document: FileDocument {
  /// A group that creates documents with `newDocument` and edits them with `editor`.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    let document = newDocument()
    makeRoot = { AnyView(DocumentHost(document: document, editor: editor)) }
  }

  /// A group that opens documents for viewing with `viewer` (no document is open here).
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    makeRoot = { AnyView(EmptyView()) }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// A group that creates reference documents with `newDocument` and edits them with `editor`.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    makeRoot = { AnyView(ReferenceDocumentHost(document: newDocument(), editor: editor)) }
  }

  /// A group that opens reference documents for viewing (no document is open here).
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    makeRoot = { AnyView(EmptyView()) }
  }
}

/// A document that is an object the app shares and observes; saved from a snapshot.
public protocol ReferenceFileDocument: ObservableObject {
  /// What a save writes, taken on the main actor.
  associatedtype Snapshot
  /// The types the document opens.
  static var readableContentTypes: [UTType] { get }
  /// The types the document saves as (its readable types unless said).
  static var writableContentTypes: [UTType] { get }
  /// Reads the document.
  init(configuration: ReadConfiguration) throws
  /// A snapshot of the document to save.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// Writes a snapshot.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
  /// The readable types.
  public static var writableContentTypes: [UTType] { readableContentTypes }
  /// What a document is read from.
  public typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document is written to.
  public typealias WriteConfiguration = FileDocumentWriteConfiguration
}

/// The reference document an editor of a `DocumentGroup` shows, and where it is.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document, observed: `file.document` in the editor's builder.
  public let document: Document
  /// Where the document is stored, when it is.
  public let fileURL: URL?
  /// Whether it can be edited.
  public let isEditable: Bool
}

/// Holds a `DocumentGroup`'s new reference document as a state object and shows its editor.
private struct ReferenceDocumentHost<Document: ReferenceFileDocument, Content: View>: View {
  @StateObject var document: Document
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  init(
    document: @autoclosure @escaping () -> Document,
    editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    _document = StateObject(wrappedValue: document())
    self.editor = editor
  }

  var body: some View {
    editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
      .environment(
        \.groupDocumentConfiguration, DocumentConfiguration(fileURL: nil, isEditable: true))
  }
}

/// Holds a `DocumentGroup`'s new document as state and shows its editor.
private struct DocumentHost<Document: FileDocument, Content: View>: View {
  @State var document: Document
  let editor: (FileDocumentConfiguration<Document>) -> Content

  var body: some View {
    editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
      .environment(
        \.groupDocumentConfiguration, DocumentConfiguration(fileURL: nil, isEditable: true))
  }
}

// iOS shows a document's editor in a navigation bar of its own (the document's title, the way
// back to the browser): the editor's toolbar items are drawn there.
extension DocumentHost: ProvidesNavigationBar {}
extension ReferenceDocumentHost: ProvidesNavigationBar {}
