// OS 27's document model: a document is an object (an `@Observable` class) that SwiftUI reads in
// three steps — `reader(configuration:)`, the reader's `read(from:progress:)` in the background,
// `apply(snapshot:previous:)` on the main actor — and saves in three — `snapshot(contentType:)` on
// the main actor, `writer(configuration:)`, the writer's `write(snapshot:to:previous:progress:)` in
// the background. The methods are the app's own; ViewProbe's harness runs the steps in Apple's
// order when a test opens, saves, reloads or closes a document (`openDocument(at:)` …).

/// A document SwiftUI can read from a file: an object, so that its identity stays while it is
/// open; make it `@Observable` so that views follow its properties.
public protocol ReadableDocument: AnyObject {
  /// What reads the file: a `FileWrapperDocumentReader`, or a reader of the app's own.
  associatedtype Reader: DocumentReader
  /// What the document is read from: the content type of the file.
  typealias ReadConfiguration = DocumentReadConfiguration
  /// The content types the document opens.
  static var readableContentTypes: [UTType] { get }
  /// A reader for the file, made each time the document is read (on open, and again when
  /// another process changes the file).
  func reader(configuration: sending ReadConfiguration) -> sending Reader
  /// Takes what the reader read into the document, on the main actor; `previous` is the snapshot
  /// read before (`nil` on the first read).
  @MainActor func apply(snapshot: sending Reader.Snapshot, previous: sending Reader.Snapshot?)
    async throws
}

/// A document SwiftUI can save to a file.
public protocol WritableDocument: AnyObject {
  /// What writes the file: a `FileWrapperDocumentWriter`, or a writer of the app's own.
  associatedtype Writer: DocumentWriter
  /// What the document is written as: the content type of the file.
  typealias WriteConfiguration = DocumentWriteConfiguration
  /// The content types the document saves as.
  static var writableContentTypes: [UTType] { get }
  /// What to save, taken on the main actor: keep it light and serialize in the writer.
  @MainActor func snapshot(contentType: UTType) async throws -> sending Writer.Snapshot
  /// A writer for the file, made for each save.
  func writer(configuration: sending WriteConfiguration) -> sending Writer
}

extension ReadableDocument where Self: WritableDocument {
  /// A document that reads and writes saves as the types it reads, unless it says otherwise.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document that SwiftUI reads and saves: `ReadableDocument` and `WritableDocument` together.
public protocol Document: ReadableDocument, WritableDocument {}

/// Reads a document's content from its file, off the main actor.
public protocol DocumentReader<Snapshot> {
  /// What the reader produces, handed to the document's `apply(snapshot:previous:)`.
  associatedtype Snapshot
  /// Where it reads from: the file's URL for a `DocumentGroup`.
  associatedtype Source
  /// Reads the content from `source`, reporting progress through `progress`.
  @concurrent func read(from source: sending Source, progress: consuming Subprogress)
    async throws -> sending Snapshot
}

/// Writes a document's content to its file, off the main actor.
public protocol DocumentWriter<Snapshot> {
  /// What the writer writes: the document's `snapshot(contentType:)`.
  associatedtype Snapshot
  /// Where it writes to: the file's URL for a `DocumentGroup`.
  associatedtype Destination
  /// Writes `snapshot` to `destination`; `previous` is the snapshot last written (`nil` on the
  /// first save).
  @concurrent func write(
    snapshot: sending Snapshot, to destination: sending Destination,
    previous: sending Snapshot?, progress: consuming Subprogress) async throws
}

/// What SwiftUI hands `reader(configuration:)`: the content type of the file being read.
/// Configurations are equal when their content types are.
public struct DocumentReadConfiguration: Hashable, Sendable {
  /// The content type of the file.
  public let contentType: UTType
  let files: DocumentFileMemory

  /// Whether both read the same content type.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.contentType == rhs.contentType }

  /// Hashes the content type.
  public func hash(into hasher: inout Hasher) { hasher.combine(contentType) }
}

/// What SwiftUI hands `writer(configuration:)`: the content type of the file being written.
/// Configurations are equal when their content types are.
public struct DocumentWriteConfiguration: Hashable, Sendable {
  /// The content type of the file (one of the document's `writableContentTypes`).
  public let contentType: UTType
  let files: DocumentFileMemory

  /// Whether both write the same content type.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.contentType == rhs.contentType }

  /// Hashes the content type.
  public func hash(into hasher: inout Hasher) { hasher.combine(contentType) }
}

/// The file wrapper an open document last read or wrote, which SwiftUI hands the next
/// `FileWrapperDocumentWriter` as `previous`.
final class DocumentFileMemory: @unchecked Sendable {
  private let lock = NSLock()
  private var wrapper: FileWrapper?

  var fileWrapper: FileWrapper? {
    get { lock.withLock { wrapper } }
    set { lock.withLock { wrapper = newValue } }
  }
}

/// A reader that reads the file into a `FileWrapper` and makes the snapshot from it.
public struct FileWrapperDocumentReader<Snapshot>: DocumentReader {
  /// The configuration `reader(configuration:)` is given.
  public typealias ReadConfiguration = DocumentReadConfiguration
  private let files: DocumentFileMemory
  private let makeSnapshot: (FileWrapper) async throws -> sending Snapshot

  /// A reader whose `makeSnapshot` turns the file's wrapper into a snapshot (for a flat file its
  /// `regularFileContents`, for a package its `fileWrappers`), throwing when it is malformed.
  public init(
    _ configuration: sending ReadConfiguration,
    makeSnapshot: @escaping (FileWrapper) async throws -> sending Snapshot
  ) {
    files = configuration.files
    self.makeSnapshot = makeSnapshot
  }

  /// Reads the file at `source` into a wrapper, then makes the snapshot.
  @concurrent public func read(from source: sending URL, progress: consuming Subprogress)
    async throws -> sending Snapshot
  {
    let manager = progress.start(totalCount: 1)
    let wrapper = try FileWrapper(url: source, options: .immediate)
    files.fileWrapper = wrapper
    let snapshot = try await makeSnapshot(wrapper)
    manager.complete(count: 1)
    return snapshot
  }
}

/// A writer that turns the snapshot into a `FileWrapper` and writes it.
public struct FileWrapperDocumentWriter<Snapshot>: DocumentWriter {
  /// The configuration `writer(configuration:)` is given.
  public typealias WriteConfiguration = DocumentWriteConfiguration
  private let files: DocumentFileMemory
  private let makeFileWrapper: (Snapshot, FileWrapper?) async throws -> FileWrapper

  /// A writer whose `makeFileWrapper` serializes a snapshot; its second argument is the wrapper
  /// the document last wrote, or else the one it was read from (`nil` for a new document).
  public init(
    _ configuration: sending WriteConfiguration,
    makeFileWrapper: @escaping (Snapshot, FileWrapper?) async throws -> FileWrapper
  ) {
    files = configuration.files
    self.makeFileWrapper = makeFileWrapper
  }

  /// Serializes `snapshot` and writes the wrapper to `destination`.
  @concurrent public func write(
    snapshot: sending Snapshot, to destination: sending URL, previous: sending Snapshot?,
    progress: consuming Subprogress
  ) async throws {
    let manager = progress.start(totalCount: 1)
    let wrapper = try await makeFileWrapper(snapshot, files.fileWrapper)
    try wrapper.write(to: destination, options: .atomic, originalContentsURL: nil)
    files.fileWrapper = wrapper
    manager.complete(count: 1)
  }
}

/// Which flow created a document: the source of the `NewDocumentButton` tapped.
public struct DocumentCreationSource: Hashable, Sendable {
  let id: String

  /// A source named by `id`, unique among the app's creation flows.
  public init(id: String) { self.id = id }
}

/// How a document came to be, handed to a `DocumentGroup`'s `makeDocument` closure.
public struct DocumentCreationContext: CustomStringConvertible {
  /// The source of the button that created the document (`nil` when it was opened, or created
  /// with no source).
  public let creationSource: DocumentCreationSource?

  /// The creation source, for logs.
  public var description: String {
    "DocumentCreationContext(creationSource: \(creationSource.map { "\"\($0.id)\"" } ?? "nil"))"
  }
}

/// Where an open document is stored, observed by views: its file URL and when its content last
/// changed. Handed to a `DocumentGroup`'s `makeDocument` closure.
@MainActor @Observable
public final class URLDocumentConfiguration {
  /// The document's file, `nil` until it is saved.
  public var fileURL: URL?
  /// When the document's content was last modified, when known.
  public var lastContentModificationDate: Date?
  /// The source of the button that created the document, if one did.
  public private(set) var creationSource: DocumentCreationSource?

  init(fileURL: URL?, creationSource: DocumentCreationSource?) {
    self.fileURL = fileURL
    self.creationSource = creationSource
  }
}

extension URLDocumentConfiguration: CustomStringConvertible {
  /// The configuration, for logs.
  nonisolated public var description: String { "URLDocumentConfiguration" }
}

/// Where the document a `DocumentGroup` shows is stored, and whether it can be edited, as its
/// views read it from the environment (`\.documentConfiguration`).
public struct DocumentConfiguration: Sendable {
  /// The document's file, `nil` while it has never been saved.
  public let fileURL: URL?
  /// Whether the document can be edited (`false` for a viewer).
  public let isEditable: Bool
}

struct DocumentConfigurationKey: EnvironmentKey {
  static let defaultValue: DocumentConfiguration? = nil
}

extension EnvironmentValues {
  /// The configuration of the document the view shows, `nil` for views no `DocumentGroup`
  /// encloses. Read-only, as in SwiftUI: the group sets it.
  public var documentConfiguration: DocumentConfiguration? {
    self[DocumentConfigurationKey.self]
  }

  /// What a `DocumentGroup` sets `documentConfiguration` with.
  var groupDocumentConfiguration: DocumentConfiguration? {
    get { self[DocumentConfigurationKey.self] }
    set { self[DocumentConfigurationKey.self] = newValue }
  }
}
