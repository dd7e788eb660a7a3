import Foundation
import Testing

extension ParentHarness {
  // MARK: OS 27 documents

  /// Creates a new document, as a user tapping the browser's new-document button (a
  /// `NewDocumentButton` with `source`) does: a document already open is closed first (as
  /// `closeDocument()` closes it, autosaved), the group's `makeDocument` runs with a configuration
  /// that has no file yet, then the editor shows the document, then one update. The app's error
  /// is rethrown (a `CancellationError`, the user cancelling, leaves the browser up and is not).
  /// Refused, with a recorded issue, for a group made with `allowCreating: false` or a viewer.
  public func createDocument(
    source: DocumentCreationSource? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    guard let session = documentSession("createDocument()", at: sourceLocation) else { return }
    guard session.allowsCreating else {
      return core.reportMisuse(
        "createDocument() found a DocumentGroup that does not create documents ("
          + (session.isEditor ? "allowCreating: false" : "a viewer")
          + "): open one with openDocument(at:)", at: sourceLocation)
    }
    try await closing(session, "createDocument()", at: sourceLocation)
    try await finishing(at: sourceLocation) {
      try await session.create(source: source, changeCount: changeCount)
    }
  }

  /// Opens the document stored at `url`, as a user picking it in the browser does: the group's
  /// `makeDocument` (or `makeReadableDocument`) makes the object, its `reader(configuration:)`
  /// reads the file as `contentType` — by default the readable type its extension names — and
  /// `apply(snapshot:previous:)` takes it in with no previous snapshot; then the editor shows it,
  /// as a new editor, and one update. A document already open is closed first (as
  /// `closeDocument()` closes it, autosaved). The app's errors are rethrown, and nothing is open
  /// then. Refused when `url` is no file, or is not of a type the document reads. An app's own
  /// type (`UTType(exportedAs:)`) has its extension in the app's Info.plist, which ViewProbe does
  /// not read: name it, `contentType: .myFormat`.
  public func openDocument(
    at url: URL, contentType: UTType? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    guard let session = documentSession("openDocument(at:)", at: sourceLocation) else { return }
    guard FileManager.default.fileExists(atPath: url.path) else {
      return core.reportMisuse(
        "openDocument(at:) found no file at \(url.path)", at: sourceLocation)
    }
    let fileType = contentType ?? UTType(filenameExtension: url.pathExtension)
    guard let type = session.readableTypes.first(where: { fileType?.conforms(to: $0) == true })
    else {
      let readable = session.readableTypes.map(\.identifier).joined(separator: ", ")
      return core.reportMisuse(
        "openDocument(at:) was given \(url.lastPathComponent), "
          + (fileType.map { "of type \($0.identifier), which is not a type" }
            ?? "whose type ViewProbe cannot tell from its extension, not a type")
          + " the document reads (\(readable))"
          + (fileType == nil ? ": name its type, openDocument(at:contentType:)" : ""),
        at: sourceLocation)
    }
    try await closing(session, "openDocument(at:)", at: sourceLocation)
    try await finishing(at: sourceLocation) {
      try await session.open(url, as: type, changeCount: changeCount)
    }
  }

  /// Saves the open document, as the system does when the user saves or when it autosaves
  /// changes: `snapshot(contentType:)` on the main actor, `writer(configuration:)`, then the
  /// writer's `write(snapshot:to:previous:progress:)` with the snapshot last written (`nil` the
  /// first time) — to `url`, which becomes the document's `fileURL`, or to its `fileURL`. Saves
  /// whether or not anything changed. The app's errors are rethrown. Refused when no document is
  /// open, for a viewer, or when a document never saved is given no `url`.
  public func saveDocument(to url: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation)
    async throws
  {
    guard let session = openSession("saveDocument(to:)", at: sourceLocation),
      !refusesLaunchView(session, "saveDocument(to:)", at: sourceLocation)
    else { return }
    guard session.isEditor, !session.writableTypes.isEmpty else {
      return core.reportMisuse(
        session.isEditor
          ? "saveDocument(to:) found a document whose writableContentTypes is empty: it has no "
            + "type to be saved as"
          : "saveDocument(to:) found a document opened for viewing (DocumentGroup(viewer:)), "
            + "which SwiftUI never saves", at: sourceLocation)
    }
    guard let destination = url ?? session.fileURL else {
      return core.reportMisuse(
        "saveDocument(to:) found a document never saved, with no file: give it a URL",
        at: sourceLocation)
    }
    try await finishing(at: sourceLocation) {
      try await session.save(to: destination, changeCount: changeCount)
    }
  }

  /// Whether the open document has changes SwiftUI would save: changes registered with the
  /// window's undo manager (`@Environment(\.undoManager)`) since it was created, opened, saved or
  /// read again — undoing them all back to that point leaves none. An edit that registers no
  /// undo action is no change to SwiftUI (Apple: "Without registered undo actions, SwiftUI
  /// won't trigger autosave"). `false` when no document is open.
  public var documentHasUnsavedChanges: Bool {
    guard
      let session = core.graph.nodesCarrying(_DocumentSessionCarrier.self).first?.modifier
        .session
    else { return false }
    return session.hasUnsavedChanges(changeCount: changeCount)
  }

  /// Autosaves the open document as the system does (periodically, when the app goes to the
  /// background, before the document closes): a save to its file when it has unsaved changes
  /// (`documentHasUnsavedChanges`), nothing otherwise — a document never saved is autosaved to
  /// the file the browser gave it, which a test names with `saveDocument(to:)` first. Refused when
  /// no document is open.
  public func autosaveDocument(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    guard let session = openSession("autosaveDocument()", at: sourceLocation),
      !refusesLaunchView(session, "autosaveDocument()", at: sourceLocation)
    else { return }
    try await autosave(session, "autosaveDocument()", at: sourceLocation)
  }

  /// Reads the open document's file again, as SwiftUI does when another process changes it:
  /// a new `reader(configuration:)` reads it and `apply(snapshot:previous:)` gets the snapshot read
  /// before as `previous`; then one update. The app's errors are rethrown. Refused when no
  /// document is open or it was never saved.
  public func reloadDocument(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    guard let session = openSession("reloadDocument()", at: sourceLocation),
      !refusesLaunchView(session, "reloadDocument()", at: sourceLocation)
    else { return }
    guard session.fileURL != nil else {
      return core.reportMisuse(
        "reloadDocument() found a document never saved: it has no file to read again",
        at: sourceLocation)
    }
    try await finishing(at: sourceLocation) {
      try await session.reload(changeCount: changeCount)
    }
  }

  /// Closes the open document, as the editor's back button to the browser does: it is autosaved
  /// first (see `autosaveDocument()`), then the editor goes, its state with it; one update. A
  /// document with unsaved changes and no file, or changes that register no undo, are lost, as
  /// on a device. The app's errors from saving are rethrown, the document still open.
  public func closeDocument(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    guard let session = openSession("closeDocument()", at: sourceLocation) else { return }
    try await closing(session, "closeDocument()", at: sourceLocation)
    core.flush(at: sourceLocation)
  }

  /// Closes the open document, if one is, as the way back to the browser does: autosaved first.
  /// The window's undo history starts afresh, as each document has an undo manager of its own.
  private func closing(
    _ session: any DocumentSessionDriving, _ action: String, at sourceLocation: SourceLocation
  ) async throws {
    if session.openDocument != nil { try await autosave(session, action, at: sourceLocation) }
    session.close()
    core.graph.undoManager?.removeAllActions()
  }

  /// The one OS 27 document group in the tree, or a recorded issue.
  private func documentSession(_ action: String, at sourceLocation: SourceLocation)
    -> (any DocumentSessionDriving)?
  {
    core.flush(at: sourceLocation)
    let sessions = core.graph.nodesCarrying(_DocumentSessionCarrier.self)
    guard sessions.count == 1 else {
      core.reportMisuse(
        sessions.isEmpty
          ? "\(action) found no DocumentGroup of OS 27's document model (DocumentGroup(editor:"
            + "makeDocument:) or DocumentGroup(viewer:makeReadableDocument:)) and no "
            + "DocumentLaunchView in the tree: host the app's scene, ParentHarness { "
            + "MyApp().body.rootView }"
          : "\(action) found \(sessions.count) document groups and launch views: the harness "
            + "drives one", at: sourceLocation)
      return nil
    }
    return sessions[0].modifier.session
  }

  /// The document group's session with a document open, or a recorded issue.
  private func openSession(_ action: String, at sourceLocation: SourceLocation)
    -> (any DocumentSessionDriving)?
  {
    guard let session = documentSession(action, at: sourceLocation) else { return nil }
    guard session.openDocument != nil else {
      core.reportMisuse(
        "\(action) found no document open: create or open one first (createDocument(), "
          + "openDocument(at:))", at: sourceLocation)
      return nil
    }
    return session
  }

  /// Records an issue and returns `true` for a `DocumentLaunchView`'s document, whose file the
  /// view it opened reads and saves itself.
  private func refusesLaunchView(
    _ session: any DocumentSessionDriving, _ action: String, at sourceLocation: SourceLocation
  ) -> Bool {
    guard session is DocumentLaunchSession else { return false }
    core.reportMisuse(
      "\(action) found a document a DocumentLaunchView opened: it hands the file's URL to the "
        + "view onDocumentOpen builds, whose own code reads and saves it", at: sourceLocation)
    return true
  }

  private func autosave(
    _ session: any DocumentSessionDriving, _ action: String, at sourceLocation: SourceLocation
  ) async throws {
    // A launch view's document is saved by the app's own code, a viewer's never.
    if session is DocumentLaunchSession || session.writableTypes.isEmpty { return }
    #if canImport(Darwin)
      core.reportMisuse(
        "\(action) cannot tell changes to save on Apple platforms, where a harness has no undo "
          + "manager (Guide §8)", at: sourceLocation)
    #else
      guard session.hasUnsavedChanges(changeCount: changeCount) else { return }
      guard let file = session.fileURL else {
        return core.reportMisuse(
          "\(action) found changes to a document never saved, which has no file here: on iOS "
            + "the browser gives a new document its file at once — name it with "
            + "saveDocument(to:) after createDocument()", at: sourceLocation)
      }
      try await finishing(at: sourceLocation) {
        try await session.save(to: file, changeCount: changeCount)
      }
    #endif
  }

  /// Runs a document step of the app's code, then one update whether it threw or not. A
  /// `CancellationError` is the app's way to say the user cancelled (Apple: "Throw
  /// `CancellationError` to indicate that document creation was cancelled"): nothing happens.
  private func finishing(
    at sourceLocation: SourceLocation, _ step: @MainActor () async throws -> Void
  ) async throws {
    defer { core.flush(at: sourceLocation) }
    do {
      try await step()
    } catch is CancellationError {
      return
    }
  }

  /// The window's undo manager's change count (0 where there is none).
  private var changeCount: Int {
    #if canImport(Darwin)
      0
    #else
      core.graph.undoManager?.changeCount ?? 0
    #endif
  }
}
