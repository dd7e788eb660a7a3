import Foundation
import UniformTypeIdentifiers

/// Builds a type's transfer representation from representations listed one per line.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  /// A representation as written.
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R
  where R.Item == Item {
    representation
  }

  /// A built-in representation's body, which never returns.
  public static func buildExpression(_ never: Never) -> Never {}

  /// A built-in representation's body, which never returns.
  public static func buildPartialBlock(first never: Never) -> Never {}

  /// One representation.
  public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R
  where R.Item == Item {
    representation
  }

  /// The first of several representations.
  public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R
  where R.Item == Item {
    first
  }

  /// The representations so far, then one more (less preferred).
  public static func buildPartialBlock<A: TransferRepresentation, B: TransferRepresentation>(
    accumulated: A, next: B
  ) -> _PairTransferRepresentation<Item, A, B> where A.Item == Item, B.Item == Item {
    _PairTransferRepresentation(first: accumulated, second: next)
  }

  /// A representation offered only on some OS versions.
  public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R)
    -> R where R.Item == Item
  {
    representation
  }
}

/// Two representations listed together, the first preferred.
public struct _PairTransferRepresentation<
  Item: Transferable, First: TransferRepresentation, Second: TransferRepresentation
>: TransferRepresentation, _PrimitiveTransferRepresentation
where First.Item == Item, Second.Item == Item {
  /// Built-in: no body.
  public var body: Never { fatalError("a built-in representation has no body") }
  let first: First
  let second: Second

  /// The first's ways, then the second's.
  public func _primitiveWays() -> Any {
    first._ways() + second._ways()
  }
}

/// Who may receive a representation.
public struct TransferRepresentationVisibility: Sendable, Hashable {
  let name: String
  /// Any app.
  public static let all = TransferRepresentationVisibility(name: "all")
  /// Apps of the same team.
  public static let team = TransferRepresentationVisibility(name: "team")
  /// Apps of the same group.
  public static let group = TransferRepresentationVisibility(name: "group")
  /// Only this process.
  public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

/// A representation with a modifier applied: an exporting condition, a suggested file name or a
/// visibility. Only the condition changes what is exported.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>:
  TransferRepresentation, _PrimitiveTransferRepresentation
{
  /// The base's item.
  public typealias Item = Base.Item
  /// Built-in: no body.
  public var body: Never { fatalError("a built-in representation has no body") }
  let base: Base
  let condition: (@Sendable (Base.Item) -> Bool)?

  /// The base's ways, exporting only what the condition allows.
  public func _primitiveWays() -> Any {
    let ways = base._ways()
    guard let condition else { return ways }
    return ways.map { $0.only(if: condition) }
  }
}

extension TransferRepresentation {
  /// Exports the item only when `condition` allows it.
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool)
    -> some TransferRepresentation<Item>
  {
    _ModifiedTransferRepresentation(base: self, condition: condition)
  }

  /// Suggests `fileName` for a file the receiver saves (kept; there is no receiver here).
  public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
    _ModifiedTransferRepresentation(base: self, condition: nil)
  }

  /// Suggests a file name made from the item (kept; there is no receiver here).
  public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?)
    -> some TransferRepresentation<Item>
  {
    _ModifiedTransferRepresentation(base: self, condition: nil)
  }

  /// Limits who may receive the representation (kept; there is no receiver here).
  public func visibility(_ visibility: TransferRepresentationVisibility)
    -> some TransferRepresentation<Item>
  {
    _ModifiedTransferRepresentation(base: self, condition: nil)
  }
}
