import Foundation

/// The document a `DocumentLaunchView` shows, if any: its file. The harness drives it as it
/// drives a document group (`openDocument(at:)`, `createDocument()`, `closeDocument()`); reading
/// and saving the file are the opened view's own code.
@MainActor @Observable
final class DocumentLaunchSession: DocumentSessionDriving {
  /// The file open, `nil` while the launch screen is up.
  private(set) var openURL: URL?
  /// How many documents were shown: each one is a new view.
  private(set) var shownCount = 0
  @ObservationIgnored let readableTypes: [UTType]
  /// Where new documents are made: a folder of this view's own, made with the first.
  @ObservationIgnored private var folder: URL?

  init(contentTypes: [UTType]) { readableTypes = contentTypes }

  var writableTypes: [UTType] { [] }
  var isEditor: Bool { true }
  var allowsCreating: Bool { true }
  var openDocument: AnyObject? { openURL == nil ? nil : self }
  var fileURL: URL? { openURL }

  func create(source: DocumentCreationSource?, changeCount: Int) async throws {
    show(try makeEmptyFile(of: nil))
  }

  func open(_ url: URL, as type: UTType, changeCount: Int) async throws { show(url) }
  func save(to url: URL, changeCount: Int) async throws {}
  func reload(changeCount: Int) async throws {}
  func close() { openURL = nil }
  func hasUnsavedChanges(changeCount: Int) -> Bool { false }

  /// Shows the document at `url`, as a new view.
  func show(_ url: URL) {
    shownCount += 1
    openURL = url
  }

  /// Makes an empty file of `type` (the view's first type when `nil`) and shows it; a file that
  /// cannot be made is a recorded issue naming `button`.
  func openEmptyFile(of type: UTType?, for button: String) {
    do {
      show(try makeEmptyFile(of: type))
    } catch {
      ProbeContext.report("\(button) could not make a new document's file: \(error)")
    }
  }

  /// An empty file named as the browser names a new document — "Untitled", then "Untitled 2" —
  /// with the type's extension.
  private func makeEmptyFile(of type: UTType?) throws -> URL {
    let folder =
      self.folder
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "ViewProbe-documents-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.folder = folder
    let suffix = (type ?? readableTypes.first)?.preferredFilenameExtension.map { "." + $0 } ?? ""
    var number = 1
    while true {
      let name = number == 1 ? "Untitled" : "Untitled \(number)"
      let file = folder.appendingPathComponent(name + suffix)
      if !FileManager.default.fileExists(atPath: file.path) {
        try Data().write(to: file)
        return file
      }
      number += 1
    }
  }
}

private struct DocumentLaunchSessionKey: EnvironmentKey {
  static let defaultValue: DocumentLaunchSession? = nil
}

extension EnvironmentValues {
  /// The launch view whose new-document buttons these are.
  var documentLaunchSession: DocumentLaunchSession? {
    get { self[DocumentLaunchSessionKey.self] }
    set { self[DocumentLaunchSessionKey.self] = newValue }
  }
}

/// A `DocumentLaunchView`'s content: its launch screen, or the view of the document open.
struct DocumentLaunchHost<Actions: View, DocumentView: View>: View {
  @State var session: DocumentLaunchSession
  let parts: DocumentLaunchParts
  let actions: Actions
  let onDocumentOpen: (URL) -> DocumentView

  var body: some View {
    Group {
      if let url = session.openURL {
        onDocumentOpen(url).id(session.shownCount)
      } else {
        DocumentLaunchScreen(parts: parts, actions: actions, session: session)
      }
    }
    .modifier(_DocumentSessionCarrier(session: session))
  }
}
