import Foundation
import Observation

/// A class that `@Model` makes storable: observable, identified, compared by identity.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, _RelatedModels {
  /// Where the model is stored (written by `@Model`).
  var _viewProbeModelState: _ModelState { get }
  /// The model's stored properties, for its relationships (written by `@Model`).
  static var _viewProbeRelationships: [_Relationship] { get }
}

/// A model's identity in its store.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable {
  let value: UUID

  /// Orders identifiers (by their text; stable, not meaningful).
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.value.uuidString < rhs.value.uuidString
  }
}

/// What the store knows of one model: its identifier, its context, whether it was deleted.
public final class _ModelState: @unchecked Sendable {
  let identifier = PersistentIdentifier(value: UUID())
  weak var context: ModelContext?
  var isDeleted = false

  /// A model's state before it is inserted.
  public init() {}
}

extension PersistentModel {
  /// The model's identity in its store.
  public var persistentModelID: PersistentIdentifier { _viewProbeModelState.identifier }

  /// The model's identity (SwiftData identifies models by their persistent identifier).
  public var id: PersistentIdentifier { persistentModelID }

  /// The context the model was inserted into, until it is deleted.
  public var modelContext: ModelContext? { _viewProbeModelState.context }

  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { _viewProbeModelState.isDeleted }

  /// Models are the same model only when they are the same object.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the model's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
