// `fileExporter`: the system's save panel for documents and `Transferable` items, presented from
// a binding. Nothing of the panel is in the tree: while it is up it covers the app, and a test
// saves with `ParentHarness.exportFile(to:)` / `exportFiles(to:)` or cancels with
// `cancelFileExport()`.

/// How one exported document or item is written to the URL the user chose.
enum FileExportWrite {
  /// A document's file wrapper, written at once.
  case now((URL) throws -> Void)
  /// A `Transferable` item's data, exported asynchronously (its representation's closure).
  case later(@Sendable (URL) async throws -> Void)
}

/// A presented file exporter: what it saves, and what it tells the app.
nonisolated public struct _FileExporterModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isPresented: Binding<Bool>
  let defaultFilename: String?
  /// One write per document or item (`nil`: a single document or item that is `nil`).
  let writes: [FileExportWrite]?
  /// Whether the exporter saves a collection (`documents:`, `items:`), each to a file.
  let exportsCollection: Bool
  let onCompletion: (Result<[URL], any Error>) -> Void
  let onCancellation: () -> Void
}

extension _FileExporterModifier: SystemPanel {
  static var panelName: String { "file exporter" }
}

extension FileDocument {
  /// Writes the document's file wrapper for `contentType` to a URL.
  fileprivate func exportWrite(as contentType: UTType?) -> FileExportWrite {
    .now { url in
      try fileWrapper(
        configuration: FileDocumentWriteConfiguration(
          contentType: contentType ?? Self.writableContentTypes.first ?? .data)
      )
      .write(to: url, options: [], originalContentsURL: nil)
    }
  }
}

extension ReferenceFileDocument {
  /// Writes a snapshot of the document for `contentType` to a URL.
  fileprivate func exportWrite(as contentType: UTType?) -> FileExportWrite {
    .now { url in
      let type = contentType ?? Self.writableContentTypes.first ?? .data
      try self.fileWrapper(
        snapshot: self.snapshot(contentType: type),
        configuration: FileDocumentWriteConfiguration(contentType: type)
      )
      .write(to: url, options: [], originalContentsURL: nil)
    }
  }
}

extension Transferable {
  /// Writes the item's data — of the first of `contentTypes` it exports, or of its first
  /// representation — to a URL.
  fileprivate func exportWrite(as contentTypes: [UTType]) -> FileExportWrite {
    .later { url in
      var data: Data?
      for type in contentTypes {
        if let exported = try? await self.exported(as: type) {
          data = exported
          break
        }
      }
      if data == nil { data = try await self.exported(as: nil) }
      try data?.write(to: url)
    }
  }
}

nonisolated extension View {
  /// An exporter of one document or item (`nil`: nothing to export).
  private func exporter(
    _ isPresented: Binding<Bool>, _ write: FileExportWrite?, defaultFilename: String?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      _FileExporterModifier(
        isPresented: isPresented, defaultFilename: defaultFilename, writes: write.map { [$0] },
        exportsCollection: false, onCompletion: { onCompletion($0.map { $0[0] }) },
        onCancellation: onCancellation))
  }

  /// An exporter of a collection, each element to a file.
  private func exporter(
    _ isPresented: Binding<Bool>, _ writes: [FileExportWrite],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      _FileExporterModifier(
        isPresented: isPresented, defaultFilename: nil, writes: writes, exportsCollection: true,
        onCompletion: onCompletion, onCancellation: onCancellation))
  }

  /// Presents the system's save panel for a value-type `document` while `isPresented` is true;
  /// a test saves with `ParentHarness.exportFile(to:)`.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    exporter(
      isPresented, document?.exportWrite(as: contentType), defaultFilename: defaultFilename,
      onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents the system's save panel for a reference-type `document` (saved from a snapshot).
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    exporter(
      isPresented, document?.exportWrite(as: contentType), defaultFilename: defaultFilename,
      onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents the system's save panel for a value-type `document`, as the first of
  /// `contentTypes` (or its first writable type); `onCancellation` runs when the user cancels.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    exporter(
      isPresented, document?.exportWrite(as: contentTypes.first),
      defaultFilename: defaultFilename, onCompletion: onCompletion,
      onCancellation: onCancellation)
  }

  /// Presents the system's save panel for a reference-type `document`, as the first of
  /// `contentTypes` (or its first writable type); `onCancellation` runs when the user cancels.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    exporter(
      isPresented, document?.exportWrite(as: contentTypes.first),
      defaultFilename: defaultFilename, onCompletion: onCompletion,
      onCancellation: onCancellation)
  }

  /// Presents the system's save panel for value-type `documents`, each to a file; a test saves
  /// with `ParentHarness.exportFiles(to:)`.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    exporter(
      isPresented, documents.map { $0.exportWrite(as: contentType) }, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Presents the system's save panel for reference-type `documents`, each to a file.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: ReferenceFileDocument {
    exporter(
      isPresented, documents.map { $0.exportWrite(as: contentType) }, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Presents the system's save panel for value-type `documents`, each to a file, as the first
  /// of `contentTypes`; `onCancellation` runs when the user cancels.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: FileDocument {
    exporter(
      isPresented, documents.map { $0.exportWrite(as: contentTypes.first) },
      onCompletion: onCompletion, onCancellation: onCancellation)
  }

  /// Presents the system's save panel for reference-type `documents`, each to a file, as the
  /// first of `contentTypes`; `onCancellation` runs when the user cancels.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: ReferenceFileDocument {
    exporter(
      isPresented, documents.map { $0.exportWrite(as: contentTypes.first) },
      onCompletion: onCompletion, onCancellation: onCancellation)
  }

  /// Presents the system's save panel for a `Transferable` item, saved as the first of
  /// `contentTypes` it exports (or its first representation). The item's representation exports
  /// asynchronously: `onCompletion` runs once it has, after `settle()`.
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    exporter(
      isPresented, item?.exportWrite(as: contentTypes), defaultFilename: defaultFilename,
      onCompletion: onCompletion, onCancellation: onCancellation)
  }

  /// Presents the system's save panel for `Transferable` items, each to a file (see the `item:`
  /// form).
  public func fileExporter<C: Collection, T: Transferable>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element == T {
    exporter(
      isPresented, items.map { $0.exportWrite(as: contentTypes) }, onCompletion: onCompletion,
      onCancellation: onCancellation)
  }
}
