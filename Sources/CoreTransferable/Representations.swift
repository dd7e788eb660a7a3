import Foundation
import UniformTypeIdentifiers

/// Transfers a `Codable` item as JSON of a content type.
public struct CodableRepresentation<
  Item: Transferable & Codable, Encoder: Sendable, Decoder: Sendable
>:
  TransferRepresentation, _PrimitiveTransferRepresentation
{
  /// Built-in: no body.
  public var body: Never { fatalError("a built-in representation has no body") }
  let contentType: UTType

  /// Transfers the item as JSON of `contentType`.
  public init(contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
    self.contentType = contentType
  }

  /// Transfers items of `itemType` as JSON of `contentType`.
  public init(for itemType: Item.Type, contentType: UTType)
  where Encoder == JSONEncoder, Decoder == JSONDecoder {
    self.contentType = contentType
  }

  /// Exports with a JSON encoder, imports with a JSON decoder.
  public func _primitiveWays() -> Any {
    [
      _TransferWay<Item>(
        contentType: contentType, canExport: true, canImport: true,
        export: { try JSONEncoder().encode($0) },
        importItem: { try JSONDecoder().decode(Item.self, from: $0) })
    ]
  }
}

/// Transfers an item as data its own closures make and read.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation,
  _PrimitiveTransferRepresentation
{
  /// Built-in: no body.
  public var body: Never { fatalError("a built-in representation has no body") }
  let way: _TransferWay<Item>

  /// Exports with `exporting` and imports with `importing`, as data of `contentType`.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    way = _TransferWay(
      contentType: contentType, canExport: true, canImport: true, export: exporting,
      importItem: importing)
  }

  /// Only exports, with `exporting`, as data of `exportedContentType`.
  public init(
    exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    way = _TransferWay(
      contentType: exportedContentType, canExport: true, canImport: false, export: exporting,
      importItem: { _ in nil })
  }

  /// Only imports, with `importing`, from data of `importedContentType`.
  public init(
    importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    way = _TransferWay(
      contentType: importedContentType, canExport: false, canImport: true, export: { _ in nil },
      importItem: importing)
  }

  /// Its one way.
  public func _primitiveWays() -> Any { [way] }
}

/// A file the sender offers.
public struct SentTransferredFile: Sendable {
  /// Where the file is.
  public let file: URL
  /// Whether the receiver may use the original rather than a copy.
  public let allowAccessingOriginalFile: Bool

  /// Offers the file at `file`.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file the receiver got.
public struct ReceivedTransferredFile: Sendable {
  /// Where the received file is.
  public let file: URL
  /// Whether it is the sender's original (`false`: a copy).
  public let isOriginalFile: Bool
}

/// Transfers an item as a file.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation,
  _PrimitiveTransferRepresentation
{
  /// Built-in: no body.
  public var body: Never { fatalError("a built-in representation has no body") }
  let way: _TransferWay<Item>

  /// Exports a file `exporting` names and imports one `importing` reads, of `contentType`.
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    way = _TransferWay(
      contentType: contentType, canExport: true, canImport: true,
      export: { try Data(contentsOf: try await exporting($0).file) },
      importItem: { try await importing(try Self.receive($0, as: contentType)) })
  }

  /// Only exports, a file `exporting` names, of `exportedContentType`.
  public init(
    exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    way = _TransferWay(
      contentType: exportedContentType, canExport: true, canImport: false,
      export: { try Data(contentsOf: try await exporting($0).file) }, importItem: { _ in nil })
  }

  /// Only imports, a file of `importedContentType` that `importing` reads.
  public init(
    importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    way = _TransferWay(
      contentType: importedContentType, canExport: false, canImport: true, export: { _ in nil },
      importItem: { try await importing(try Self.receive($0, as: importedContentType)) })
  }

  /// Its one way.
  public func _primitiveWays() -> Any { [way] }

  /// Writes received data to a new temporary file, as the system hands a receiver a copy.
  static func receive(_ data: Data, as type: UTType) throws -> ReceivedTransferredFile {
    let name = UUID().uuidString + (type.preferredFilenameExtension.map { "." + $0 } ?? "")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try data.write(to: url)
    return ReceivedTransferredFile(file: url, isOriginalFile: false)
  }
}

/// Transfers an item through another transferable type's representation.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
  TransferRepresentation, _PrimitiveTransferRepresentation
{
  /// Built-in: no body.
  public var body: Never { fatalError("a built-in representation has no body") }
  let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
  let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

  /// Exports the item as the proxy `exporting` makes.
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
    self.exporting = exporting
    importing = nil
  }

  /// Exports through `exporting` and imports through `importing`.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
  ) {
    self.exporting = exporting
    self.importing = importing
  }

  /// Only imports, making the item from the proxy with `importing`.
  public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
    exporting = nil
    self.importing = importing
  }

  /// The proxy's ways, each reached through the conversion closures.
  public func _primitiveWays() -> Any {
    let exporting = exporting
    let importing = importing
    let proxyWays =
      ProxyRepresentation._transferWays
    return proxyWays.map { proxyWay in
      _TransferWay<Item>(
        contentType: proxyWay.contentType, canExport: exporting != nil && proxyWay.canExport,
        canImport: importing != nil && proxyWay.canImport,
        export: { item in
          guard let exporting else { return nil }
          return try await proxyWay.export(try await exporting(item))
        },
        importItem: { data in
          guard let importing, let proxy = try await proxyWay.importItem(data) else { return nil }
          return try await importing(proxy)
        })
    }
  }
}
