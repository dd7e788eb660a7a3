// Linux has no CoreTransferable. There, ViewProbe's product includes this stand-in (and ViewProbe
// re-exports it, as SwiftUI does Apple's), so model types that declare how they transfer compile
// unchanged: `Transferable`, the four representations, their modifiers and the builder. The
// representations also run: `exported(as:)` and `init(importing:contentType:)` turn a value into
// data and back through the first representation that fits, so a test can check a conformance.
import Foundation
import UniformTypeIdentifiers

/// A type that can be shared, dragged, dropped, copied and pasted, described by its transfer
/// representation.
@preconcurrency public protocol Transferable: Sendable {
  /// The representation's type, inferred from `transferRepresentation`.
  associatedtype Representation: TransferRepresentation
  /// How the type is exported and imported: representations listed from the most preferred.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A description of how items of one type are exported and imported.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type the representation transfers.
  associatedtype Item: Transferable
  /// The representation this one is made of (`Never` for the built-in ones).
  associatedtype Body: TransferRepresentation
  /// The representations this one is made of.
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Why a transfer could not be made.
public struct TransferError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public let description: String
}

extension Transferable {
  /// The item as data of `contentType` (the first representation that exports it; with `nil`,
  /// the first that exports at all).
  public func exported(as contentType: UTType?) async throws -> Data {
    for way in Self._transferWays where way.exports(contentType) {
      if let data = try await way.export(self) { return data }
    }
    throw TransferError(
      description:
        "\(Self.self) has no representation that exports \(contentType?.description ?? "data")")
  }

  /// An item made from `data` of `contentType` (the first representation that imports it; with
  /// `nil`, each in turn until one succeeds).
  public init(importing data: Data, contentType: UTType?) async throws {
    var lastError: Error?
    for way in Self._transferWays where way.imports(contentType) {
      do {
        if let item = try await way.importItem(data) {
          self = item
          return
        }
      } catch { lastError = error }
    }
    throw lastError
      ?? TransferError(
        description:
          "\(Self.self) has no representation that imports \(contentType?.description ?? "data")")
  }
}

/// One way an item travels: a content type and the closures that make data of it and back.
public struct _TransferWay<Item>: Sendable {
  let contentType: UTType
  let canExport: Bool
  let canImport: Bool
  let export: @Sendable (Item) async throws -> Data?
  let importItem: @Sendable (Data) async throws -> Item?

  func exports(_ type: UTType?) -> Bool {
    canExport && (type.map { contentType.conforms(to: $0) } ?? true)
  }

  func imports(_ type: UTType?) -> Bool {
    canImport && (type.map { $0.conforms(to: contentType) } ?? true)
  }

  func only(if condition: @escaping @Sendable (Item) -> Bool) -> _TransferWay {
    let export = export
    return _TransferWay(
      contentType: contentType, canExport: canExport, canImport: canImport,
      export: { condition($0) ? try await export($0) : nil }, importItem: importItem)
  }
}

extension Transferable {
  /// The ways the type travels, most preferred first.
  static var _transferWays: [_TransferWay<Self>] {
    transferRepresentation._ways() as Any as? [_TransferWay<Self>] ?? []
  }
}

extension TransferRepresentation {
  /// The ways this representation offers, most preferred first. Built-in representations say
  /// theirs; one made of others lists its body's.
  public func _ways() -> [_TransferWay<Item>] {
    if let primitive = self as? any _PrimitiveTransferRepresentation {
      return primitive._primitiveWays() as? [_TransferWay<Item>] ?? []
    }
    return body._ways() as Any as? [_TransferWay<Item>] ?? []
  }
}

/// A representation that says its ways itself.
public protocol _PrimitiveTransferRepresentation {
  /// Its ways, as `[_TransferWay<Item>]`.
  func _primitiveWays() -> Any
}

extension Never: Transferable {
  /// Never transfers.
  public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

extension Never: TransferRepresentation {
  /// Never transfers.
  public typealias Item = Never
  /// Built-in representations have no body.
  public var body: Never { fatalError("Never has no body") }
}
