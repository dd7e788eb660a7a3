import Foundation
import Observation
import ViewProbe

/// The observation registrar of a `@Model` class: Observation's, plus SwiftData's rules for
/// relationships: the other side of a relationship follows a change (its inverse), and a model
/// a relationship of an inserted model comes to hold is inserted too.
public struct _ModelRegistrar: Sendable {
  private let registrar = ObservationRegistrar()
  /// What a `_modify` access hands from `willSet` to `didSet`, thread by thread.
  private let pending = PendingChanges()

  /// A registrar.
  public init() {}

  /// Records that `keyPath` of `subject` was read.
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Announces a change of `keyPath` of `subject`.
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    // Held until `didSet` ends the change.
    let access = storeAccess(for: subject)
    access?.lock()
    var change = PendingChanges.Change(access: access)
    defer { pending.push(change) }
    guard !isCopying(subject), upsertTarget(of: subject) == nil else {
      return registrar.willSet(subject, keyPath: keyPath)
    }
    noteEdit(of: subject, at: keyPath)
    registrar.willSet(subject, keyPath: keyPath)
    if let (model, relationship) = relationship(of: subject, at: keyPath) {
      change.related = relationship.related(model)
    }
  }

  /// Ends a change of `keyPath` of `subject`.
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    let change = pending.pop()
    defer { change?.access?.unlock() }
    registrar.didSet(subject, keyPath: keyPath)
    guard !isCopying(subject) else { return }
    if let target = upsertTarget(of: subject) { return forward(keyPath, of: subject, to: target) }
    if let (model, relationship) = relationship(of: subject, at: keyPath) {
      relationshipChanged(relationship, of: model, before: change?.related ?? [])
    }
    editFinished(of: subject)
  }

  /// Changes `keyPath` of `subject` with `mutation`.
  public func withMutation<Subject: Observable, Member, MutationResult>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>,
    _ mutation: () throws -> MutationResult
  ) rethrows -> MutationResult {
    let access = storeAccess(for: subject)
    access?.lock()
    defer { access?.unlock() }
    guard !isCopying(subject) else {
      return try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    }
    if let target = upsertTarget(of: subject) {
      defer { forward(keyPath, of: subject, to: target) }
      return try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    }
    noteEdit(of: subject, at: keyPath)
    defer { editFinished(of: subject) }
    guard let (model, relationship) = relationship(of: subject, at: keyPath) else {
      return try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    }
    let before = relationship.related(model)
    let result = try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    relationshipChanged(relationship, of: model, before: before)
    return result
  }

  /// Whether a context is setting the subject's values as a copy's, or a save is bringing them
  /// to the store's instance: observers are told, but it is not an edit.
  private func isCopying<Subject>(_ subject: Subject) -> Bool {
    (subject as? any PersistentModel)?._viewProbeModelState.isCopying ?? false
  }

  /// The lock of the store whose own instance `subject` is (a model of the main context, which
  /// other contexts copy from other threads); `nil` for any other model.
  private func storeAccess<Subject>(for subject: Subject) -> NSRecursiveLock? {
    guard let owner = (subject as? any PersistentModel)?._viewProbeModelState.owner,
      owner.usesStoreObjects
    else { return nil }
    return owner.container.store.access
  }

  /// The model an upsert gave `subject`'s values to, while it is not deleted.
  private func upsertTarget<Subject>(of subject: Subject) -> (any PersistentModel)? {
    guard let target = (subject as? any PersistentModel)?._viewProbeModelState.upsertedInto,
      !target.isDeleted
    else { return nil }
    return target
  }

  /// Gives `target` the value `keyPath` of `subject`, a model upserted into it, now has: the
  /// change is `target`'s (its inverses follow, its context notes the edit).
  private func forward<Subject>(
    _ keyPath: AnyKeyPath, of subject: Subject, to target: any PersistentModel
  ) {
    guard let model = subject as? any PersistentModel,
      let property = type(of: model)._viewProbeRelationships.first(where: { $0.keyPath == keyPath })
    else { return }
    property.copy(target, model)
  }

  /// The context an edit of `subject` is made through: a model actor's context for code on its
  /// executor, else, on the main queue, the context the model belongs to (an edit from another
  /// queue is not attributed: no context is used there); none for a model in no context.
  private func actingContext<Subject>(for subject: Subject) -> ModelContext? {
    guard let model = subject as? any PersistentModel, let owner = model._viewProbeModelState.owner
    else { return nil }
    if let acting = DispatchQueue.getSpecific(key: ModelContext.actingKey) {
      return acting.context
    }
    return _ViewProbeRuntime.isOnMainQueue ? owner : nil
  }

  /// Before a property of an inserted model changes: the acting context keeps what the model
  /// held, for `rollback()`, has changes until it saves, and registers the change with its undo
  /// manager.
  private func noteEdit<Subject>(of subject: Subject, at keyPath: AnyKeyPath) {
    guard let model = subject as? any PersistentModel, let context = actingContext(for: subject)
    else { return }
    context.noteEdit(of: model, at: keyPath)
    context.registerUndo(of: model, at: keyPath)
  }

  /// After a property changed: a context the app made that autosaves saves it.
  private func editFinished<Subject>(of subject: Subject) {
    actingContext(for: subject)?.saveIfAutosaving()
  }

  /// The model and its relationship at `keyPath`, when the property is one (a cheap type check
  /// first: most properties hold no models).
  private func relationship<Subject, Member>(
    of subject: Subject, at keyPath: KeyPath<Subject, Member>
  ) -> (any PersistentModel, _Relationship)? {
    guard Member.self is any _RelatedModels.Type, let model = subject as? any PersistentModel,
      let relationship = type(of: model).relationship(at: keyPath)
    else { return nil }
    return (model, relationship)
  }

  /// After a relationship changed: its inverses follow, and an inserted model's context inserts
  /// the models it now holds.
  private func relationshipChanged(
    _ relationship: _Relationship, of model: any PersistentModel, before: [any PersistentModel]
  ) {
    let after = relationship.related(model)
    let added = after.filter { new in !before.contains { $0 === new } }
    let removed = before.filter { old in !after.contains { $0 === old } }
    keepInverses(of: relationship, in: model, added: added, removed: removed)
    model._viewProbeModelState.owner?.insertRelatedModels(of: model)
  }
}

/// What `willSet` hands to the `didSet` that ends its change: the models a relationship held
/// before, and the store lock taken. Changes nest, so each thread has a stack of its own: models
/// of contexts on other threads (a model actor's) change at the same time.
final class PendingChanges: @unchecked Sendable {
  struct Change {
    var related: [any PersistentModel] = []
    var access: NSRecursiveLock?
  }

  private let lock = NSLock()
  private var stacks: [ObjectIdentifier: [Change]] = [:]

  func push(_ change: Change) {
    let thread = ObjectIdentifier(Thread.current)
    lock.withLock { stacks[thread, default: []].append(change) }
  }

  func pop() -> Change? {
    let thread = ObjectIdentifier(Thread.current)
    return lock.withLock {
      defer { if stacks[thread]?.isEmpty == true { stacks[thread] = nil } }
      return stacks[thread]?.popLast()
    }
  }
}

/// A property type that holds models: a model, an optional one, or an array of them.
public protocol _RelatedModels {}

extension Optional: _RelatedModels where Wrapped: _RelatedModels {}

extension Array: _RelatedModels where Element: PersistentModel {}
