import Foundation
import Observation
import ViewProbe

/// A class that `@Model` makes storable: observable, identified, compared by identity.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, _RelatedModels {
  /// Where the model is stored (written by `@Model`).
  var _viewProbeModelState: _ModelState { get }
  /// The model's stored properties, for its relationships (written by `@Model`).
  static var _viewProbeRelationships: [_Relationship] { get }
  /// Another instance of the model with its values and identity, for a context of its own, or
  /// `nil` when `@Model` could not write one (written by `@Model`).
  func _viewProbeCopy() -> (any PersistentModel)?
  /// The key paths of the properties the store keeps, or `nil` when `@Model` could not tell them
  /// (written by `@Model`).
  static var _viewProbePersistedKeyPaths: [AnyKeyPath]? { get }
}

/// The value at `keyPath` of `root`, for the copies `@Model` writes (read through a key path, so
/// that a copy can be made off the model's actor).
public func _copiedValue<Root, Value>(_ root: Root, _ keyPath: KeyPath<Root, Value>) -> Value {
  root[keyPath: keyPath]
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
  private(set) var identifier = PersistentIdentifier(value: UUID())
  weak var context: ModelContext?
  /// The container whose store holds this instance, for an instance the store made from another
  /// context's save: its context is the container's main context, once there is one.
  weak var storeContainer: ModelContainer?
  var isDeleted = false {
    didSet { if !isDeleted { isGone = false } }
  }
  /// Whether the model's deletion was saved: the store no longer holds its data, and SwiftData
  /// crashes when one of its properties is read.
  var isGone = false
  private var reportedGoneRead = false
  /// While a context sets the values of its copy, or a save brings them to the store's object:
  /// observers are told, but nothing is an edit and no inverse is kept.
  var isCopying = false
  /// For a new model inserted with a unique value another model has (an upsert): that model,
  /// which takes the values the new one is given from then on.
  weak var upsertedInto: (any PersistentModel)?

  /// A model's state before it is inserted.
  public init() {}

  /// The context the model belongs to; none once it is deleted (a relationship of a deleted
  /// model that changes as the other side lets go of it must not bring it back).
  var owner: ModelContext? {
    isDeleted ? nil : context ?? storeContainer?.mainContextIfMade
  }

  /// Whether the model is in no context yet (or was deleted).
  var isNew: Bool { (context == nil && storeContainer == nil) || isDeleted }

  /// Makes this the state of a copy of the model whose state is `other`, being made: setting its
  /// values is not an edit until `_endCopy()`.
  public func _beginCopy(of other: _ModelState) {
    identifier = other.identifier
    isCopying = true
  }

  /// Ends the making of a copy.
  public func _endCopy() { isCopying = false }

  /// Marks a deleted model whose deletion a save took to the store.
  func markGone() {
    isDeleted = true
    isGone = true
  }

  /// Called by `@Model`'s accessors before a property of a model of type `Root` is read: a read
  /// after the model's deletion was saved is SwiftData's crash — here an issue, once per model,
  /// and the value the model had.
  public func _noteRead<Root>(of type: Root.Type) {
    guard isGone, !isCopying, !reportedGoneRead else { return }
    reportedGoneRead = true
    let name = _typeName(Root.self, qualified: false)
    _ViewProbeRuntime.reportTrap(
      "A \(name) was read after its deletion was saved (the store no longer holds its data): "
        + "SwiftData stops the app here with “Fatal error: This model instance was invalidated "
        + "because its backing data could no longer be found the store”. ViewProbe returned the "
        + "values it had. A view that can outlive its model — the detail of a selection, a "
        + "closure that kept a row's model — should let go of it before it is deleted (clear the "
        + "selection first), or check isDeleted or modelContext before reading it.")
  }
}

extension PersistentModel {
  /// The model's identity in its store.
  public var persistentModelID: PersistentIdentifier { _viewProbeModelState.identifier }

  /// The model's identity (SwiftData identifies models by their persistent identifier).
  public var id: PersistentIdentifier { persistentModelID }

  /// The context the model was inserted into, until it is deleted.
  public var modelContext: ModelContext? { _viewProbeModelState.owner }

  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { _viewProbeModelState.isDeleted }

  /// Models are the same model only when they are the same object.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the model's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
