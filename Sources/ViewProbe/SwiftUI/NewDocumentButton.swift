import Foundation

/// A button that creates a document and opens it. In a `DocumentLaunchView` a tap creates an
/// empty file of its content type ("Untitled", in a folder of the harness's own) — or takes the
/// file its `prepareDocumentURL` returns, `nil` asking for an empty one — and the view shows it.
/// The buttons of a `DocumentGroupLaunchScene` create the group's documents, which a test does
/// with `createDocument(source:)`: the harness hosts the group, not its launch scene.
nonisolated public struct NewDocumentButton<Label: View>: View {
  let label: Label
  let request: NewDocumentRequest
  @Environment(\.documentLaunchSession) private var session

  /// The button: its label, or "Create Document".
  @MainActor public var body: some View {
    Button {
      request.start(in: session, label: (label as? Text)?.string ?? "Create Document")
    } label: {
      label
    }
  }
}

/// What a new-document button asks for.
enum NewDocumentRequest {
  /// An empty document of the type (the launch view's first type when `nil`).
  case empty(UTType?, source: DocumentCreationSource?)
  /// The file the app prepares, or an empty one when it returns `nil`.
  case prepared(UTType, source: DocumentCreationSource?, () async throws -> URL?)
  /// A document value for a `DocumentGroup` (`FileDocument`, `ReferenceFileDocument`).
  case groupDocument(typeName: String)

  @MainActor func start(in session: DocumentLaunchSession?, label: String) {
    let button = "NewDocumentButton \"\(label)\""
    guard let session else {
      let source = creationSource.map { "source: DocumentCreationSource(id: \"\($0.id)\")" } ?? ""
      return ProbeContext.report(
        "\(button) was tapped where no DocumentLaunchView holds it: it creates a document in the "
          + "browser of the app's launch screen, which ViewProbe does not host — create the "
          + "document as the tap does, createDocument(\(source)), with the app's DocumentGroup "
          + "hosted")
    }
    switch self {
    case .empty(let type, _):
      session.openEmptyFile(of: type, for: button)
    case .prepared(let type, _, let prepare):
      Task { @MainActor in
        do {
          guard let url = try await prepare() else {
            return session.openEmptyFile(of: type, for: button)
          }
          session.show(url)
        } catch is CancellationError {
          return
        } catch {
          ProbeContext.warn(
            "\(button): prepareDocumentURL threw \(error); no document was created.")
        }
      }
    case .groupDocument(let typeName):
      ProbeContext.report(
        "\(button) creates a \(typeName) for a DocumentGroup, which a DocumentLaunchView does not "
          + "have: a launch view opens files — use prepareDocumentURL")
    }
  }

  private var creationSource: DocumentCreationSource? {
    switch self {
    case .empty(_, let source), .prepared(_, let source, _): source
    case .groupDocument: nil
    }
  }
}

extension NewDocumentButton where Label == Text {
  private init(_ title: Text?, _ request: NewDocumentRequest) {
    label = title ?? Text("Create Document")
    self.request = request
  }

  /// A button creating an empty document of `contentType` (by default the first type the app
  /// opens), labelled `title` or "Create Document".
  public init(_ title: Text? = nil, contentType: UTType? = nil) {
    self.init(title, .empty(contentType, source: nil))
  }

  /// A button titled `title` creating an empty document of `contentType`.
  public init(_ title: LocalizedStringResource, contentType: UTType? = nil) {
    self.init(Text(title), .empty(contentType, source: nil))
  }

  /// A button creating the document whose file `prepareDocumentURL` makes (a template the user
  /// picks), or an empty one when it returns `nil`; a thrown error creates none.
  public init(
    _ title: Text? = nil, contentType: UTType,
    prepareDocumentURL: @escaping () async throws -> URL? = { nil }
  ) {
    self.init(title, .prepared(contentType, source: nil, prepareDocumentURL))
  }

  /// A button titled `title` creating the document whose file `prepareDocumentURL` makes.
  public init(
    _ title: LocalizedStringResource, contentType: UTType,
    prepareDocumentURL: @escaping () async throws -> URL? = { nil }
  ) {
    self.init(Text(title), .prepared(contentType, source: nil, prepareDocumentURL))
  }

  /// A button creating a document of `contentType` tagged with `source` (OS 27).
  public init(_ label: Text? = nil, contentType: UTType? = nil, source: DocumentCreationSource) {
    self.init(label, .empty(contentType, source: source))
  }

  /// A button creating the document whose file `prepareDocumentURL` makes, tagged with `source`
  /// (OS 27).
  public init(
    _ label: Text? = nil, contentType: UTType, source: DocumentCreationSource,
    _ prepareDocumentURL: @escaping () async throws -> URL? = { nil }
  ) {
    self.init(label, .prepared(contentType, source: source, prepareDocumentURL))
  }

  /// A button titled `title` creating the document whose file `prepareDocumentURL` makes, tagged
  /// with `source` (OS 27).
  public init(
    _ title: LocalizedStringKey, contentType: UTType, source: DocumentCreationSource,
    prepareDocumentURL: @escaping () async throws -> URL? = { nil }
  ) {
    self.init(Text(title), .prepared(contentType, source: source, prepareDocumentURL))
  }

  /// A button creating a `FileDocument` for the app's `DocumentGroup`: `prepareDocument`'s, or a
  /// new one when it returns `nil` (deprecated in OS 27).
  public init<D: FileDocument>(
    _ title: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(title, .groupDocument(typeName: "\(D.self)"))
  }

  /// A button titled `title` creating a `FileDocument` for the app's `DocumentGroup`.
  public init<D: FileDocument>(
    _ title: LocalizedStringResource, for documentType: D.Type = D.self,
    contentType: UTType? = nil, prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(Text(title), .groupDocument(typeName: "\(D.self)"))
  }

  /// A button creating a `ReferenceFileDocument` for the app's `DocumentGroup`.
  public init<D: ReferenceFileDocument>(
    _ title: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(title, .groupDocument(typeName: "\(D.self)"))
  }

  /// A button titled `title` creating a `ReferenceFileDocument` for the app's `DocumentGroup`.
  public init<D: ReferenceFileDocument>(
    _ title: LocalizedStringResource, for documentType: D.Type = D.self,
    contentType: UTType? = nil, prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(Text(title), .groupDocument(typeName: "\(D.self)"))
  }
}
