import Foundation

/// One stored property of a model, as `@Model` lists them: for a relationship (a property
/// holding a model, an optional one, or an array of them) the closures that read and change it,
/// so the runtime keeps inverse relationships; for every property, how to copy it from another
/// model (an upsert of a unique property copies them all); for a unique one, its value.
public struct _Relationship {
  enum Kind { case toOne, toMany }

  let kind: Kind?
  let cascades: Bool
  let relatedType: ObjectIdentifier?
  let keyPath: AnyKeyPath
  let related: (AnyObject) -> [any PersistentModel]
  let add: (AnyObject, any PersistentModel) -> Void
  let remove: (AnyObject, any PersistentModel) -> Void
  /// Copies the property from the second model to the first (an upsert).
  var copy: (AnyObject, AnyObject) -> Void = { _, _ in }
  /// The property's value, for a unique property (`@Attribute(.unique)`).
  var uniqueValue: ((AnyObject) -> AnyHashable?)?

  /// A property that holds no models.
  public init<Root, Value>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
  ) {
    kind = nil
    cascades = false
    relatedType = nil
    self.keyPath = keyPath
    related = { _ in [] }
    add = { _, _ in }
    remove = { _, _ in }
    copy = Self.copier(keyPath)
  }

  /// A property whose value is unique among the models of its type (`@Attribute(.unique)`).
  public init<Root, Value: Hashable>(unique keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.init(keyPath)
    uniqueValue = { ($0 as? Root).map { AnyHashable($0[keyPath: keyPath]) } }
  }

  /// Copies the value at `keyPath` from the second model to the first.
  static func copier<Root, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>)
    -> (AnyObject, AnyObject) -> Void
  {
    { target, source in
      guard let target = target as? Root, let source = source as? Root else { return }
      target[keyPath: keyPath] = source[keyPath: keyPath]
    }
  }

  /// A to-many relationship.
  public init<Root, Model: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, [Model]>,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
  ) {
    kind = .toMany
    cascades = deleteRule == .cascade
    copy = Self.copier(keyPath)
    relatedType = ObjectIdentifier(Model.self)
    self.keyPath = keyPath
    related = { ($0 as? Root).map { $0[keyPath: keyPath] } ?? [] }
    add = { owner, model in
      guard let owner = owner as? Root, let model = model as? Model,
        !owner[keyPath: keyPath].contains(where: { $0 === model })
      else { return }
      owner[keyPath: keyPath].append(model)
    }
    remove = { owner, model in
      guard let owner = owner as? Root,
        owner[keyPath: keyPath].contains(where: { $0 === model })
      else { return }
      owner[keyPath: keyPath].removeAll { $0 === model }
    }
  }

  /// An optional to-many relationship.
  public init<Root, Model: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, [Model]?>,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
  ) {
    kind = .toMany
    cascades = deleteRule == .cascade
    copy = Self.copier(keyPath)
    relatedType = ObjectIdentifier(Model.self)
    self.keyPath = keyPath
    related = { ($0 as? Root).flatMap { $0[keyPath: keyPath] } ?? [] }
    add = { owner, model in
      guard let owner = owner as? Root, let model = model as? Model,
        !(owner[keyPath: keyPath] ?? []).contains(where: { $0 === model })
      else { return }
      owner[keyPath: keyPath] = (owner[keyPath: keyPath] ?? []) + [model]
    }
    remove = { owner, model in
      guard let owner = owner as? Root,
        (owner[keyPath: keyPath] ?? []).contains(where: { $0 === model })
      else { return }
      owner[keyPath: keyPath]?.removeAll { $0 === model }
    }
  }

  /// An optional to-one relationship.
  public init<Root, Model: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, Model?>,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
  ) {
    kind = .toOne
    cascades = deleteRule == .cascade
    copy = Self.copier(keyPath)
    relatedType = ObjectIdentifier(Model.self)
    self.keyPath = keyPath
    related = { ($0 as? Root).flatMap { $0[keyPath: keyPath] }.map { [$0] } ?? [] }
    add = { owner, model in
      guard let owner = owner as? Root, let model = model as? Model,
        owner[keyPath: keyPath] !== model
      else { return }
      owner[keyPath: keyPath] = model
    }
    remove = { owner, model in
      guard let owner = owner as? Root, owner[keyPath: keyPath] === model else { return }
      owner[keyPath: keyPath] = nil
    }
  }

  /// A to-one relationship that is never empty (its inverse can add it, never remove it).
  public init<Root, Model: PersistentModel>(
    _ keyPath: ReferenceWritableKeyPath<Root, Model>,
    deleteRule: Schema.Relationship.DeleteRule = .nullify
  ) {
    kind = .toOne
    cascades = deleteRule == .cascade
    copy = Self.copier(keyPath)
    relatedType = ObjectIdentifier(Model.self)
    self.keyPath = keyPath
    related = { ($0 as? Root).map { [$0[keyPath: keyPath]] } ?? [] }
    add = { owner, model in
      guard let owner = owner as? Root, let model = model as? Model,
        owner[keyPath: keyPath] !== model
      else { return }
      owner[keyPath: keyPath] = model
    }
    remove = { _, _ in }
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

private func inverse(
  of relationship: _Relationship, from model: any PersistentModel, in other: any PersistentModel
) -> _Relationship? {
  let modelType = ObjectIdentifier(type(of: model))
  let candidates = type(of: other)._viewProbeRelationships.filter {
    $0.kind != nil && $0.relatedType == modelType && $0.keyPath != relationship.keyPath
  }
  let preferred = candidates.filter { $0.kind != relationship.kind }
  if preferred.count == 1 { return preferred[0] }
  return preferred.isEmpty && candidates.count == 1 ? candidates[0] : nil
}
