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

  /// Cancels the file importer that is up: it closes and `onCompletion` is not called.
  public func cancelFileImport(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let (node, importer) = presentedImporter("cancelFileImport()", at: sourceLocation) else {
      return
    }
    core.perform(at: sourceLocation, from: node) { importer.isPresented.wrappedValue = false }
  }

  /// Saves the exporter's document to `url`, as a user choosing that place does: the document's
  /// `fileWrapper(configuration:)` is written there, the exporter closes and its `onCompletion`
  /// gets the URL (or the error writing threw), then one update.
  public func exportFile(to url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let (node, exporter) = presentedExporter("exportFile(to:)", at: sourceLocation) else {
      return
    }
    guard let write = exporter.write else {
      return core.reportMisuse(
        "exportFile(to:) found the file exporter with no document to export (its document is nil)",
        at: sourceLocation)
    }
    core.perform(at: sourceLocation, from: node) {
      exporter.isPresented.wrappedValue = false
      do {
        try write(url)
        exporter.onCompletion(.success(url))
      } catch {
        exporter.onCompletion(.failure(error))
      }
    }
  }

  /// Cancels the file exporter that is up: it closes and `onCompletion` is not called.
  public func cancelFileExport(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let (node, exporter) = presentedExporter("cancelFileExport()", at: sourceLocation) else {
      return
    }
    core.perform(at: sourceLocation, from: node) { exporter.isPresented.wrappedValue = false }
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
