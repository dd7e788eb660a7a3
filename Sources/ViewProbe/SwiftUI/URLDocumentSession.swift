// The document an OS 27 document group has open, and what SwiftUI remembers about it between
// reads and saves: its configuration, its content type, the snapshots last read and written (the
// `previous` of the next read and save), the file wrapper last read or written, and the undo
// manager's change count at the last save — changes count only through undo registrations, as
// Apple says autosave does ("Without registered undo actions, SwiftUI won't trigger autosave").

/// What the harness asks of a document group's session, whatever its document type.
@MainActor protocol DocumentSessionDriving: AnyObject {
  /// The content types the group opens.
  var readableTypes: [UTType] { get }
  /// The content types it saves as (none for a viewer).
  var writableTypes: [UTType] { get }
  /// Whether the group edits its documents (`DocumentGroup(editor:…)`), not only views them.
  var isEditor: Bool { get }
  /// Whether it creates documents (`allowCreating`; never for a viewer).
  var allowsCreating: Bool { get }
  /// The document open, if one is.
  var openDocument: AnyObject? { get }
  /// Where the open document is stored (`nil` until saved).
  var fileURL: URL? { get }
  /// Makes a new document and opens it.
  func create(source: DocumentCreationSource?, changeCount: Int) async throws
  /// Makes a document and reads it from `url` as `type`, then opens it.
  func open(_ url: URL, as type: UTType, changeCount: Int) async throws
  /// Saves the open document to `url`.
  func save(to url: URL, changeCount: Int) async throws
  /// Reads the open document's file again (another process changed it).
  func reload(changeCount: Int) async throws
  /// Closes the open document, back to the browser.
  func close()
  /// Whether changes were registered since the document was opened, read or saved.
  func hasUnsavedChanges(changeCount: Int) -> Bool
}

/// The open document of one `DocumentGroup` and what SwiftUI keeps for its next read and save.
@MainActor @Observable
final class URLDocumentSession<Document: AnyObject>: DocumentSessionDriving {
  /// The document the editor shows, `nil` while the browser is up.
  private(set) var document: Document?
  /// How many documents were shown: each one is a new editor (an object's address may be reused
  /// by the next, so it cannot tell them apart).
  private(set) var shownCount = 0
  @ObservationIgnored private let access: DocumentAccess<Document>
  @ObservationIgnored let allowsCreating: Bool
  @ObservationIgnored private let make:
    @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws -> Document
  /// Where the open document is stored; set with `document`, so views reading it follow both.
  @ObservationIgnored private(set) var configuration: URLDocumentConfiguration?
  @ObservationIgnored private var contentType: UTType?
  @ObservationIgnored private var files = DocumentFileMemory()
  @ObservationIgnored private var lastRead: Any?
  @ObservationIgnored private var lastWritten: Any?
  @ObservationIgnored private var savedChangeCount = 0

  init(
    access: DocumentAccess<Document>, allowsCreating: Bool,
    make:
      @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws ->
      Document
  ) {
    self.access = access
    self.allowsCreating = allowsCreating
    self.make = make
  }

  var readableTypes: [UTType] { access.readableTypes }
  var writableTypes: [UTType] { access.writableTypes }
  var isEditor: Bool { access.write != nil }
  var openDocument: AnyObject? { document }
  var fileURL: URL? { configuration?.fileURL }

  func create(source: DocumentCreationSource?, changeCount: Int) async throws {
    let configuration = URLDocumentConfiguration(fileURL: nil, creationSource: source)
    let made = try await make(configuration, DocumentCreationContext(creationSource: source))
    show(made, configuration, as: writableTypes.first ?? readableTypes.first, changeCount)
  }

  func open(_ url: URL, as type: UTType, changeCount: Int) async throws {
    let configuration = URLDocumentConfiguration(fileURL: url, creationSource: nil)
    let made = try await make(configuration, DocumentCreationContext(creationSource: nil))
    let memory = DocumentFileMemory()
    let snapshot = try await access.read(made, url, type, memory, nil)
    configuration.lastContentModificationDate = Self.modificationDate(of: url)
    show(made, configuration, as: type, changeCount)
    files = memory
    lastRead = snapshot
  }

  func save(to url: URL, changeCount: Int) async throws {
    guard let document, let write = access.write, let configuration,
      let type = contentType.flatMap({ writableTypes.contains($0) ? $0 : nil })
        ?? writableTypes.first
    else { return }
    lastWritten = try await write(document, url, type, files, lastWritten)
    contentType = type
    configuration.fileURL = url
    configuration.lastContentModificationDate = Self.modificationDate(of: url)
    savedChangeCount = changeCount
  }

  func reload(changeCount: Int) async throws {
    guard let document, let url = configuration?.fileURL, let contentType else { return }
    lastRead = try await access.read(document, url, contentType, files, lastRead)
    configuration?.lastContentModificationDate = Self.modificationDate(of: url)
    savedChangeCount = changeCount
  }

  func close() {
    document = nil
    configuration = nil
    contentType = nil
    files = DocumentFileMemory()
    lastRead = nil
    lastWritten = nil
  }

  func hasUnsavedChanges(changeCount: Int) -> Bool {
    document != nil && changeCount != savedChangeCount
  }

  private func show(
    _ made: Document, _ configuration: URLDocumentConfiguration, as type: UTType?,
    _ changeCount: Int
  ) {
    close()
    shownCount += 1
    document = made
    self.configuration = configuration
    contentType = type
    savedChangeCount = changeCount
  }

  private static func modificationDate(of url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }
}
