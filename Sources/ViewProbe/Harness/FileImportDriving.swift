import Foundation
import Testing

extension ParentHarness {
  // MARK: File importers

  /// Picks `urls` in the file importer that is up, as a user does: the importer closes (its
  /// binding is set to `false`) and its `onCompletion` gets the files, then one update. Refused,
  /// with a recorded issue, when no importer is up, when several files are picked where one is
  /// allowed, or when a file's type (by its extension) is not one the importer allows — the
  /// system picker would not let the user choose it.
  public func importFiles(_ urls: [URL], sourceLocation: SourceLocation = #_sourceLocation) {
    guard let (node, importer) = presentedImporter("importFiles(_:)", at: sourceLocation) else {
      return
    }
    guard !urls.isEmpty, importer.allowsMultipleSelection || urls.count == 1 else {
      return core.reportMisuse(
        "importFiles(_:) picked \(urls.count) files, but the file importer allows "
          + (importer.allowsMultipleSelection ? "one or more" : "exactly one"),
        at: sourceLocation)
    }
    for url in urls where !Self.allows(importer.allowedContentTypes, url) {
      let allowed = importer.allowedContentTypes.map(\.identifier).joined(separator: ", ")
      return core.reportMisuse(
        "importFiles(_:) picked \(url.lastPathComponent), which is not of a type the file "
          + "importer allows (\(allowed)): the system picker would not offer it",
        at: sourceLocation)
    }
    core.perform(at: sourceLocation, from: node) {
      importer.isPresented.wrappedValue = false
      importer.onCompletion(.success(urls))
    }
  }

  /// Picks one file (see `importFiles(_:)`).
  public func importFile(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    importFiles([url], sourceLocation: sourceLocation)
  }

  /// Cancels the file importer that is up: it closes, `onCompletion` is not called and its
  /// `onCancellation` is.
  public func cancelFileImport(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let (node, importer) = presentedImporter("cancelFileImport()", at: sourceLocation) else {
      return
    }
    core.perform(at: sourceLocation, from: node) {
      importer.isPresented.wrappedValue = false
      importer.onCancellation()
    }
  }

  /// Saves the exporter's document or item to `url`, as a user choosing that place does: the
  /// exporter closes, the document's file wrapper (or the item's data) is written there and its
  /// `onCompletion` gets the URL (or the error writing threw), then one update. An item's
  /// representation exports asynchronously: its `onCompletion` runs in `settle()`. Refused when
  /// the exporter saves a collection (`exportFiles(to:)` names a file for each).
  public func exportFile(to url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let (node, exporter) = presentedExporter("exportFile(to:)", at: sourceLocation) else {
      return
    }
    guard !exporter.exportsCollection else {
      return core.reportMisuse(
        "exportFile(to:) found a file exporter of a collection: name a file for each of its "
          + "\(exporter.writes?.count ?? 0) with exportFiles(to:)", at: sourceLocation)
    }
    export(exporter, to: [url], from: node, "exportFile(to:)", at: sourceLocation)
  }

  /// Saves each document or item of the exporter's collection to the URL at its place in
  /// `urls` (see `exportFile(to:)`); `onCompletion` gets them all, or the first error. Refused
  /// when `urls` does not name one file per element.
  public func exportFiles(to urls: [URL], sourceLocation: SourceLocation = #_sourceLocation) {
    guard let (node, exporter) = presentedExporter("exportFiles(to:)", at: sourceLocation) else {
      return
    }
    guard exporter.exportsCollection || urls.count == 1 else {
      return core.reportMisuse(
        "exportFiles(to:) named \(urls.count) files, but the file exporter saves one",
        at: sourceLocation)
    }
    export(exporter, to: urls, from: node, "exportFiles(to:)", at: sourceLocation)
  }

  /// Writes what the exporter saves to `urls`, one each, and tells the app.
  private func export(
    _ exporter: _FileExporterModifier, to urls: [URL], from node: ViewNode, _ action: String,
    at sourceLocation: SourceLocation
  ) {
    guard let writes = exporter.writes else {
      return core.reportMisuse(
        "\(action) found the file exporter with nothing to export (its document or item is nil)",
        at: sourceLocation)
    }
    guard writes.count == urls.count else {
      return core.reportMisuse(
        "\(action) named \(urls.count) files for the exporter's \(writes.count)",
        at: sourceLocation)
    }
    core.perform(at: sourceLocation, from: node) {
      exporter.isPresented.wrappedValue = false
      var later: [(@Sendable (URL) async throws -> Void, URL)] = []
      do {
        for (write, url) in zip(writes, urls) {
          switch write {
          case .now(let write): try write(url)
          case .later(let write): later.append((write, url))
          }
        }
      } catch {
        return exporter.onCompletion(.failure(error))
      }
      guard !later.isEmpty else { return exporter.onCompletion(.success(urls)) }
      let onCompletion = exporter.onCompletion
      Task { @MainActor in
        do {
          for (write, url) in later { try await write(url) }
          onCompletion(.success(urls))
        } catch {
          onCompletion(.failure(error))
        }
      }
    }
  }

  /// Cancels the file exporter that is up: it closes, `onCompletion` is not called and its
  /// `onCancellation` is.
  public func cancelFileExport(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let (node, exporter) = presentedExporter("cancelFileExport()", at: sourceLocation) else {
      return
    }
    core.perform(at: sourceLocation, from: node) {
      exporter.isPresented.wrappedValue = false
      exporter.onCancellation()
    }
  }

  /// Moves the mover's files into `folder`, as a user picking that folder does: the mover
  /// closes, each file is moved there on disk (keeping its name) and `onCompletion` gets the new
  /// URLs — or the error moving threw — then one update. Refused when the mover has no file.
  public func moveFiles(to folder: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    guard
      let (node, mover) = presentedPanel(
        _FileMoverModifier.self, "moveFiles(to:)", hint: "", at: sourceLocation)
    else { return }
    guard !mover.files.isEmpty else {
      return core.reportMisuse(
        "moveFiles(to:) found the file mover with no file to move (its file is nil)",
        at: sourceLocation)
    }
    core.perform(at: sourceLocation, from: node) {
      mover.isPresented.wrappedValue = false
      do {
        var moved: [URL] = []
        for file in mover.files {
          let destination = folder.appendingPathComponent(file.lastPathComponent)
          try FileManager.default.moveItem(at: file, to: destination)
          moved.append(destination)
        }
        mover.onCompletion(.success(moved))
      } catch {
        mover.onCompletion(.failure(error))
      }
    }
  }

  /// Cancels the file mover that is up: it closes, nothing moves, and its `onCancellation` runs.
  public func cancelFileMove(sourceLocation: SourceLocation = #_sourceLocation) {
    guard
      let (node, mover) = presentedPanel(
        _FileMoverModifier.self, "cancelFileMove()", hint: "", at: sourceLocation)
    else { return }
    core.perform(at: sourceLocation, from: node) {
      mover.isPresented.wrappedValue = false
      mover.onCancellation()
    }
  }

  /// The exporter that is up, or a recorded issue.
  private func presentedExporter(_ action: String, at sourceLocation: SourceLocation)
    -> (ViewNode, _FileExporterModifier)?
  {
    presentedPanel(_FileExporterModifier.self, action, hint: "", at: sourceLocation)
  }

  /// The importer that is up, or a recorded issue.
  private func presentedImporter(_ action: String, at sourceLocation: SourceLocation)
    -> (ViewNode, _FileImporterModifier)?
  {
    presentedPanel(
      _FileImporterModifier.self, action,
      hint: " (set its isPresented binding first, as the button that shows it does)",
      at: sourceLocation)
  }

  /// The one system panel of kind `M` that is up, or a recorded issue naming what was found.
  func presentedPanel<M: SystemPanel>(
    _ kind: M.Type, _ action: String, hint: String, at sourceLocation: SourceLocation
  ) -> (ViewNode, M)? {
    core.flush(at: sourceLocation)
    var up = core.graph.nodesCarrying(M.self).filter { $0.modifier.isPresented.wrappedValue }
    if up.count > 1, case let over = up.filter({ !$0.modifier.isEmbedded }), over.count == 1 {
      up = over  // a panel presented over the app hides the ones embedded in it
    }
    guard up.count == 1 else {
      core.reportMisuse(
        up.isEmpty
          ? "\(action) found no \(M.panelName) presented\(hint)"
          : "\(action) found \(up.count) \(M.panelName)s presented at once", at: sourceLocation)
      return nil
    }
    return (up[0].node, up[0].modifier)
  }

  /// Whether a file at `url` is of one of `types`, judged by its extension (a folder by a
  /// trailing slash).
  private static func allows(_ types: [UTType], _ url: URL) -> Bool {
    let fileType =
      url.hasDirectoryPath
      ? UTType.folder : UTType(filenameExtension: url.pathExtension, conformingTo: .item)
    guard let fileType else { return types.contains { $0 == .item || $0 == .data } }
    return types.contains { fileType.conforms(to: $0) }
  }
}
