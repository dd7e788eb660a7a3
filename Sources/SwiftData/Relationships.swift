import Foundation

/// One stored property of a model, as `@Model` lists them: for a relationship (a property
/// holding a model, an optional one, or an array of them) the closures that read and change it,
/// so the runtime keeps inverse relationships; for every property, how to copy it from another
/// model (an upsert of a unique property copies them all); for a unique one, its value.
public struct _Relationship {
  enum Kind { case toOne, toMany }

  let kind: Kind?
  let cascades: Bool
  /// The type of the models a relationship holds.
  let relatedModel: (any PersistentModel.Type)?
  let keyPath: AnyKeyPath
  var related: (AnyObject) -> [any PersistentModel] = { _ in [] }
  var add: (AnyObject, any PersistentModel) -> Void = { _, _ in }
  var remove: (AnyObject, any PersistentModel) -> Void = { _, _ in }
  /// Sets what the relationship holds (the first model, for a to-one relationship).
  var replace: (AnyObject, [any PersistentModel]) -> Void = { _, _ in }
  /// Copies the property from the second model to the first (an upsert).
  var copy: (AnyObject, AnyObject) -> Void = { _, _ in }
  /// The property's value, for a unique property (`@Attribute(.unique)`).
  var uniqueValue: ((AnyObject) -> AnyHashable?)?
  /// For a property that holds no models: keeps a model's value now, and returns what puts it
  /// back (`rollback()`).
  var snapshot: ((AnyObject) -> ((AnyObject) -> Void)?)?
  /// For a property whose value a deleted model leaves in the history
  /// (`.preserveValueOnDeletion`): a model's value.
  private(set) var preservedValue: ((AnyObject) -> (any Sendable)?)?

  /// A property that holds no models.
  public init<Root, Value>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
  ) {
    self.init(keyPath, relatedType: nil, kind: nil, deleteRule: deleteRule)
  }

  /// A property at `keyPath`, holding models of `relatedType` when it is a relationship.
  private init<Root, Value>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>, relatedType: (any PersistentModel.Type)?,
    kind: Kind?,
    deleteRule: Schema.Relationship.DeleteRule
  ) {
    self.kind = kind
    cascades = kind != nil && deleteRule == .cascade
    relatedModel = relatedType
    self.keyPath = keyPath
    copy = { target, source in
      guard let target = target as? Root, let source = source as? Root else { return }
      target[keyPath: keyPath] = source[keyPath: keyPath]
    }
    if kind == nil {
      snapshot = { model in
        guard let model = model as? Root else { return nil }
        let value = model[keyPath: keyPath]
        return { target in (target as? Root)?[keyPath: keyPath] = value }
      }
    }
  }

  /// The same property, at `keyPath`, whose value a deleted model leaves in the history
  /// (`@Attribute(.preserveValueOnDeletion)`).
  public func _preservingValueOnDeletion<Root, Value: Sendable>(_ keyPath: KeyPath<Root, Value>)
    -> _Relationship
  {
    var property = self
    property.preservedValue = { model in (model as? Root).map { $0[keyPath: keyPath] } }
    return property
  }

  /// The same property, whose values are not `Sendable`: the history keeps them in a box that
  /// says so (`tombstone[keyPath] as? Value` is `nil`).
  public func _preservingValueOnDeletion<Root, Value>(_ keyPath: KeyPath<Root, Value>)
    -> _Relationship
  {
    var property = self
    property.preservedValue = { model in
      (model as? Root).map { NotSendableValue(description: "\($0[keyPath: keyPath])") }
    }
    return property
  }

  /// A property whose value is unique among the models of its type (`@Attribute(.unique)`).
  public init<Root, Value: Hashable>(unique keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.init(keyPath)
    uniqueValue = { ($0 as? Root).map { AnyHashable($0[keyPath: keyPath]) } }
  }

  /// A to-many relationship.
  public init<Root, Model: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, [Model]>,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
  ) {
    self.init(
      toMany: keyPath, deleteRule: deleteRule, get: { $0[keyPath: keyPath] },
      set: { $0[keyPath: keyPath] = $1 })
  }

  /// An optional to-many relationship.
  public init<Root, Model: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, [Model]?>,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
  ) {
    self.init(
      toMany: keyPath, deleteRule: deleteRule, get: { $0[keyPath: keyPath] ?? [] },
      set: { $0[keyPath: keyPath] = $1 })
  }

  /// An optional to-one relationship.
  public init<Root, Model: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, Model?>,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
  ) {
    self.init(
      toOne: keyPath, deleteRule: deleteRule, get: { $0[keyPath: keyPath] },
      set: { $0[keyPath: keyPath] = $1 })
  }

  /// A to-one relationship that is never empty (its inverse can set it, never clear it).
  public init<Root, Model: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, Model>,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
  ) {
    self.init(
      toOne: keyPath, deleteRule: deleteRule, get: { $0[keyPath: keyPath] },
      set: { owner, model in if let model { owner[keyPath: keyPath] = model } })
  }

  /// A to-many relationship read and written through `get` and `set`.
  private init<Root, Value, Model: PersistentModel>(
    toMany keyPath: ReferenceWritableKeyPath<Root, Value>,
    deleteRule: Schema.Relationship.DeleteRule, get: @escaping (Root) -> [Model],
    set: @escaping (Root, [Model]) -> Void
  ) {
    self.init(keyPath, relatedType: Model.self, kind: .toMany, deleteRule: deleteRule)
    related = { ($0 as? Root).map(get) ?? [] }
    replace = { owner, models in
      if let owner = owner as? Root { set(owner, models.compactMap { $0 as? Model }) }
    }
    add = { owner, model in
      guard let owner = owner as? Root, let model = model as? Model,
        !get(owner).contains(where: { $0 === model })
      else { return }
      set(owner, get(owner) + [model])
    }
    remove = { owner, model in
      guard let owner = owner as? Root, get(owner).contains(where: { $0 === model }) else {
        return
      }
      set(owner, get(owner).filter { $0 !== model })
    }
  }

  /// A to-one relationship read and written through `get` and `set`.
  private init<Root, Value, Model: PersistentModel>(
    toOne keyPath: ReferenceWritableKeyPath<Root, Value>,
    deleteRule: Schema.Relationship.DeleteRule, get: @escaping (Root) -> Model?,
    set: @escaping (Root, Model?) -> Void
  ) {
    self.init(keyPath, relatedType: Model.self, kind: .toOne, deleteRule: deleteRule)
    related = { ($0 as? Root).flatMap(get).map { [$0] } ?? [] }
    replace = { owner, models in
      if let owner = owner as? Root { set(owner, models.first as? Model) }
    }
    add = { owner, model in
      guard let owner = owner as? Root, let model = model as? Model, get(owner) !== model else {
        return
      }
      set(owner, model)
    }
    remove = { owner, model in
      guard let owner = owner as? Root, get(owner) === model else { return }
      set(owner, nil)
    }
  }
}

extension PersistentModel {
  /// The relationship of this model's type stored at `keyPath`, if it is one.
  static func relationship(at keyPath: AnyKeyPath) -> _Relationship? {
    _viewProbeRelationships.first { $0.keyPath == keyPath && $0.kind != nil }
  }
}

/// Keeps the other side of a relationship in step, as SwiftData does with an inverse it infers
/// (the only relationship of the related type back to the model's type — for a to-many, the only
/// to-one if there is one) or is told: when `relationship` of `model` gains `added` and loses
/// `removed`, each of those gets or loses `model` on its side. Changes that are already true write
/// nothing, so the two sides do not call each other forever.
func keepInverses(
  of relationship: _Relationship, in model: any PersistentModel,
  added: [any PersistentModel], removed: [any PersistentModel]
) {
  for other in added {
    inverse(of: relationship, from: model, in: other)?.add(other, model)
  }
  for other in removed {
    inverse(of: relationship, from: model, in: other)?.remove(other, model)
  }
}

func inverse(
  of relationship: _Relationship, from model: any PersistentModel, in other: any PersistentModel
) -> _Relationship? {
  inverse(of: relationship, from: type(of: model), in: type(of: other))
}

/// The inverse of `relationship` of `modelType` among the relationships of `otherType`.
private func inverse(
  of relationship: _Relationship, from modelType: any PersistentModel.Type,
  in otherType: any PersistentModel.Type
) -> _Relationship? {
  let model = ObjectIdentifier(modelType)
  let candidates = otherType._viewProbeRelationships.filter {
    $0.kind != nil && $0.relatedModel.map(ObjectIdentifier.init) == model
      && $0.keyPath != relationship.keyPath
  }
  let preferred = candidates.filter { $0.kind != relationship.kind }
  if preferred.count == 1 { return preferred[0] }
  return preferred.isEmpty && candidates.count == 1 ? candidates[0] : nil
}

/// Whether `relationship` of `modelType` is a to-many whose other side is a to-one: as a store
/// keeps it in the to-one side's column, a save from another context brings it about through
/// that side (one context's list does not overwrite the changes another made).
func isKeptByItsToOneSide(_ relationship: _Relationship, in modelType: any PersistentModel.Type)
  -> Bool
{
  guard relationship.kind == .toMany, let related = relationship.relatedModel else { return false }
  return inverse(of: relationship, from: modelType, in: related)?.kind == .toOne
}

/// What the history keeps of a preserved value that is not `Sendable`: its description.
struct NotSendableValue: Sendable, CustomStringConvertible {
  let description: String
}
