import Foundation
import ViewProbe

/// What to fetch: a type's models that match a predicate, sorted, and a window of them.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
  /// Which models to fetch (`nil`: all).
  public var predicate: Predicate<T>?
  /// How to sort them (empty: insertion order).
  public var sortBy: [SortDescriptor<T>]
  /// At most this many.
  public var fetchLimit: Int?
  /// After skipping this many.
  public var fetchOffset: Int?
  /// Whether unsaved changes are included (they always are here).
  public var includePendingChanges = true
  /// Properties to load (all are, here).
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// Relationships to load (all are, here).
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  /// A descriptor.
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

/// Fetches, inserts and deletes models of a container. The container's `mainContext`, which views
/// use, works on the store's own instances and autosaves: its inserts and deletes reach the store
/// at once (SwiftData saves it soon after each change), its edits are seen at once. A context an
/// app makes itself (`ModelContext(container)`, a model actor's) has its own instance of each
/// stored model, as SwiftData's contexts do, and does not autosave, as SwiftData documents: its
/// inserts, deletes and property edits are its own — its fetches see them, other contexts' do
/// not — until `save()` brings them to the store (edits made off the main queue reach the store's
/// instances on the main queue, as SwiftData merges a save into the main context there).
/// `rollback()` undoes what a context did since it last saved.
public final class ModelContext {
  /// The container whose store this context uses.
  public let container: ModelContainer
  /// Whether changes are saved without `save()`: `false` for a context the app makes, `true` for
  /// the container's main context. Turning it on saves what is pending.
  public var autosaveEnabled = false {
    didSet { if autosaveEnabled && !oldValue { try? save() } }
  }
  /// Records the changes made through this context as undoable, when set: a property's new value,
  /// an insert, a delete (`.modelContainer(for:isUndoEnabled: true)` gives the main context the
  /// window's, as SwiftData does). Undoing one is a change too, which redo undoes.
  public var undoManager: UndoManager?
  /// Whether models were inserted, deleted or edited since the last save.
  public private(set) var hasChanges = false
  /// Who makes this context's changes: its saves' transactions in the store's history carry the
  /// author (a widget's or an App Intent's context sets one, so the app can tell their changes).
  public var editingState = EditingState(author: nil, id: UUID())
  /// The author of this context's transactions in the store's history (`editingState.author`).
  public var author: String? {
    get { editingState.author }
    set { editingState.author = newValue }
  }
  /// What the next transaction in the history tells beyond the inserts and deletes.
  private var pendingHistory = PendingHistory()
  /// What each model this context holds was before its first edit since the last save (its
  /// properties that hold no models), for `rollback()`.
  private var editedModels:
    [ObjectIdentifier: (model: any PersistentModel, restore: [(AnyObject) -> Void])] = [:]
  private var isRestoring = false
  /// While `delete(_:)` runs: the changes it makes to other models are not undone one by one.
  private var isDeleting = false
  /// While another context's save is brought to the store's instances: every model involved is
  /// stored already, and a deleted one a list still holds must not be inserted again.
  private var isMerging = false
  /// Whether this context works on the store's own instances: the container's main context.
  var usesStoreObjects = false
  /// This context's own instances of stored models, by identifier (a context other than the main
  /// one).
  private var instances: [PersistentIdentifier: any PersistentModel] = [:]
  private var inserted: [any PersistentModel] = []
  private var deleted: [any PersistentModel] = []
  /// Models inserted here and not yet in the store (the context does not autosave).
  private var pendingInserts: [any PersistentModel] = []
  /// Models deleted here that are still in the store, for other contexts, until a save.
  private var pendingDeletes: [any PersistentModel] = []
  /// What the relationships of each model deleted since the last save held, for `rollback()`.
  private var deletedLinks: [ObjectIdentifier: [(_Relationship, [any PersistentModel])]] = [:]

  /// A context of `container`; it does not autosave.
  public init(_ container: ModelContainer) { self.container = container }

  private var store: ModelStore { container.store }

  /// The models of the type `key` names that this context sees: the store's, without those it
  /// deleted and has not saved, with those it inserted and has not saved.
  private func visibleModels(of key: ObjectIdentifier) -> [any PersistentModel] {
    let hidden = Set(pendingDeletes.map(\.persistentModelID))
    return store.models(of: key).filter { !hidden.contains($0.persistentModelID) }
      .map(instance(of:)) + pendingInserts.filter { ObjectIdentifier(type(of: $0)) == key }
  }

  /// This context's instance of the stored model `stored`: the store's own for the main context;
  /// for another, a copy made the first time the context meets it, whose relationships hold this
  /// context's instances (the store's when `@Model` could not write a copy).
  private func instance(of stored: any PersistentModel) -> any PersistentModel {
    guard !usesStoreObjects else { return stored }
    let identifier = stored.persistentModelID
    if let mine = instances[identifier] { return mine }
    // The store's instance is the main context's, which the main actor may be changing: a model
    // actor's context reads it while no change is under way.
    guard let copy = store.access.withLock({ stored._viewProbeCopy() }) else { return stored }
    let state = copy._viewProbeModelState
    state.context = self
    instances[identifier] = copy
    state.isCopying = true
    defer { state.isCopying = false }
    for relationship in type(of: copy)._viewProbeRelationships where relationship.kind != nil {
      let related = relationship.related(copy)
      if !related.isEmpty { relationship.replace(copy, related.map(instance(of:))) }
    }
    return copy
  }

  /// Makes `model` one of this context's models: in the store at once when the context
  /// autosaves, else when it saves.
  private func addVisible(_ model: any PersistentModel) {
    if let index = pendingDeletes.firstIndex(where: { $0 === model }) {
      pendingDeletes.remove(at: index)
      store.touch(ObjectIdentifier(type(of: model)))
    } else if autosaveEnabled && usesStoreObjects {
      store.add(model)
    } else {
      pendingInserts.append(model)
      store.touch(ObjectIdentifier(type(of: model)))
    }
  }

  /// Takes `model` out of this context's models; false when it is not one of them.
  private func removeVisible(_ model: any PersistentModel) -> Bool {
    if let index = pendingInserts.firstIndex(where: { $0 === model }) {
      pendingInserts.remove(at: index)
      store.touch(ObjectIdentifier(type(of: model)))
      return true
    }
    guard !pendingDeletes.contains(where: { $0 === model }),
      let stored = store.storedModel(matching: model)
    else {
      return false
    }
    if autosaveEnabled && usesStoreObjects { return store.remove(stored) }
    pendingDeletes.append(model)
    store.touch(ObjectIdentifier(type(of: model)))
    return true
  }

  /// Inserts `model`, and the models it relates to that are not inserted yet.
  public func insert<T: PersistentModel>(_ model: T) {
    container.checkInsertHasASchema(T.self)
    let wasNew = model._viewProbeModelState.isNew
    var visited: Set<ObjectIdentifier> = []
    insertGraph(model, isRoot: true, visited: &visited)
    if wasNew, !model._viewProbeModelState.isNew {
      undoManager?.registerUndo(withTarget: self) { context in context.delete(model) }
    }
    store.changed()
    saveIfAutosaving()
  }

  /// Inserts `model` if it is new, then, for a new model or the root of the insertion, the new
  /// models its relationships hold; already inserted models are not walked again. Returns the
  /// model that stands in its place: the model an upsert gave its values to, else itself.
  @discardableResult
  private func insertGraph(
    _ model: any PersistentModel, isRoot: Bool, visited: inout Set<ObjectIdentifier>
  ) -> any PersistentModel {
    let state = model._viewProbeModelState
    if let target = state.upsertedInto, !target.isDeleted { return target }
    guard visited.insert(ObjectIdentifier(model)).inserted else { return model }
    let isNew = state.isNew
    if isNew, let existing = existingModel(sharingAUniqueValueWith: model) {
      upsert(model, into: existing)
      return existing
    }
    if isNew {
      state.context = self
      state.isDeleted = false
      state.upsertedInto = nil
      addVisible(model)
      inserted.append(model)
      hasChanges = true
    } else if !isRoot {
      return model
    }
    // Related models are inserted with it, as SwiftData does, and the inverses of a new model's
    // relationships follow (a model made with `Stop(trip: trip)` joins `trip.stops`).
    for relationship in type(of: model)._viewProbeRelationships where relationship.kind != nil {
      let related = relationship.related(model)
      if isNew { keepInverses(of: relationship, in: model, added: related, removed: []) }
      let placed = related.map { insertGraph($0, isRoot: false, visited: &visited) }
      if zip(placed, related).contains(where: { $0 !== $1 }) {
        // A model upserted into another: the relationship holds that one instead, once (its
        // other side already does).
        var held: [any PersistentModel] = []
        for candidate in placed where !held.contains(where: { $0 === candidate }) {
          held.append(candidate)
        }
        let wasCopying = state.isCopying
        state.isCopying = true
        relationship.replace(model, held)
        state.isCopying = wasCopying
      }
    }
    return model
  }

  /// An upsert, as SwiftData does for `@Attribute(.unique)`: `existing`, the model already
  /// stored, takes the new model's values, and the new one is not inserted. The other sides of
  /// its relationships let go of it (the copy gave them `existing`), and the values it is given
  /// later go to `existing` too, as SwiftData applies them when it saves.
  private func upsert(_ model: any PersistentModel, into existing: any PersistentModel) {
    let properties = type(of: model)._viewProbeRelationships
    for property in properties { property.copy(existing, model) }
    for relationship in properties where relationship.kind != nil {
      for other in relationship.related(model) {
        guard let side = inverse(of: relationship, from: model, in: other) else { continue }
        // Only the other side changes: the new model keeps what it holds.
        let otherState = other._viewProbeModelState
        let wasCopying = otherState.isCopying
        otherState.isCopying = true
        side.remove(other, model)
        otherState.isCopying = wasCopying
      }
    }
    model._viewProbeModelState.upsertedInto = existing
  }

  /// The stored model of `model`'s type with the same value of one of its unique properties.
  private func existingModel(sharingAUniqueValueWith model: any PersistentModel)
    -> (any PersistentModel)?
  {
    let unique = type(of: model)._viewProbeRelationships.compactMap(\.uniqueValue)
    guard !unique.isEmpty else { return nil }
    let stored = visibleModels(of: ObjectIdentifier(type(of: model)))
    return stored.first { other in
      other !== model && unique.contains { value in value(other) == value(model) }
    }
  }

  /// Inserts the models `model`'s relationships hold that are not inserted yet.
  func insertRelatedModels(of model: any PersistentModel) {
    guard !isMerging else { return }
    let before = inserted.count
    var visited: Set<ObjectIdentifier> = []
    insertGraph(model, isRoot: true, visited: &visited)
    if inserted.count != before { store.changed() }
  }

  /// Deletes `model` from the store.
  public func delete<T: PersistentModel>(_ model: T) {
    let before = deleted.count
    // What the deletion does to other models (the other sides letting go, a cascade) is undone
    // with it, as one change: not as edits of their own, which a redo would replay first.
    let wasDeleting = isDeleting
    isDeleting = true
    let removed = remove(model)
    isDeleting = wasDeleting
    guard removed else { return }
    if undoManager != nil {
      let gone = Array(deleted[before...])
      let links = gone.map { deletedLinks[ObjectIdentifier($0)] ?? [] }
      undoManager?.registerUndo(withTarget: self) { context in
        context.restoreDeletion(of: gone, links: links, redo: model)
      }
    }
    markGoneIfStored(deleted[before...])
    store.changed()
    saveIfAutosaving()
  }

  /// Marks `models`, just deleted, as gone when their deletion reached the store at once (an
  /// autosaving context of the store's own instances: the main context): after the other sides
  /// of their relationships let go of them, which reads them.
  private func markGoneIfStored(_ models: ArraySlice<any PersistentModel>) {
    guard autosaveEnabled && usesStoreObjects else { return }
    for model in models { model._viewProbeModelState.markGone() }
  }

  /// Undoes a deletion: the models it deleted (the one deleted, those its cascade took) come
  /// back, and their relationships hold again what they held, the other sides following; redoing
  /// deletes `redo` again, cascade and all.
  private func restoreDeletion<T: PersistentModel>(
    of models: [any PersistentModel], links: [[(_Relationship, [any PersistentModel])]], redo: T
  ) {
    isRestoring = true
    for model in models {
      let state = model._viewProbeModelState
      state.isDeleted = false
      state.context = self
      addVisible(model)
      deleted.removeAll { $0 === model }
      deletedLinks[ObjectIdentifier(model)] = nil
    }
    for (model, held) in zip(models, links) {
      for (relationship, related) in held {
        for other in related { relationship.add(model, other) }
        keepInverses(of: relationship, in: model, added: related, removed: [])
      }
    }
    isRestoring = false
    hasChanges = true
    undoManager?.registerUndo(withTarget: self) { context in context.delete(redo) }
    store.changed()
    saveIfAutosaving()
  }

  /// Takes `model` out, its relationships' other sides letting go of it; a deletion also deletes
  /// what its cascading relationships hold, a rolled-back insert (`cascading` false) does not.
  private func remove(_ model: any PersistentModel, cascading: Bool = true) -> Bool {
    guard removeVisible(model) else { return false }
    pendingHistory.noteDeletion(of: model)
    model._viewProbeModelState.isDeleted = true
    model._viewProbeModelState.context = nil
    deleted.append(model)
    hasChanges = true
    // The other sides let go of it (the nullify rule); a cascading relationship deletes what it
    // holds.
    let links = type(of: model)._viewProbeRelationships.filter { $0.kind != nil }.map {
      ($0, $0.related(model))
    }
    deletedLinks[ObjectIdentifier(model)] = links
    for (relationship, related) in links {
      keepInverses(of: relationship, in: model, added: [], removed: related)
      if cascading && relationship.cascades { for other in related { _ = remove(other) } }
    }
    return true
  }

  /// Deletes every model of `model` that matches `predicate`.
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  ) throws {
    let doomed = try fetch(FetchDescriptor<T>(predicate: predicate))
    let before = deleted.count
    for model in doomed { _ = remove(model) }
    markGoneIfStored(deleted[before...])
    if !doomed.isEmpty { store.changed() }
    saveIfAutosaving()
  }

  /// Saves: the inserts and deletes this context kept to itself — and, for a context other than
  /// the main one, its edits — reach the store, where other contexts' fetches (and the views
  /// querying them) see them; `hasChanges` becomes false.
  public func save() throws {
    let changes = hasChanges ? pendingChangeIdentifiers() : nil
    if changes != nil { NotificationCenter.default.post(name: Self.willSave, object: self) }
    defer {
      if let changes {
        NotificationCenter.default.post(name: Self.didSave, object: self, userInfo: changes)
      }
    }
    if hasChanges {
      store.history.record(
        author: author, changes: pendingHistory.changes(inserted: inserted, deleted: deleted))
    }
    pendingHistory.reset()
    let edited = editedModels.values.map(\.model)
    editedModels.removeAll()
    if usesStoreObjects {
      for model in pendingInserts { store.add(model) }
      for model in pendingDeletes {
        if let stored = store.storedModel(matching: model) {
          _ = store.remove(stored)
          store.access.withLock { stored._viewProbeModelState.markGone() }
        }
        model._viewProbeModelState.markGone()
      }
    } else {
      saveOwnInstances(edited: edited)
    }
    pendingInserts.removeAll()
    pendingDeletes.removeAll()
    store.changed()
    inserted.removeAll()
    deleted.removeAll()
    deletedLinks.removeAll()
    hasChanges = false
  }

  /// Saves what this context did to its own instances: the store gets an instance of its own of
  /// each model inserted here, loses those deleted here, and takes the values of those edited
  /// here — on the main queue, where views read the store's instances.
  private func saveOwnInstances(edited: [any PersistentModel]) {
    var added: [PersistentIdentifier: any PersistentModel] = [:]
    for model in pendingInserts {
      instances[model.persistentModelID] = model
      guard let stored = model._viewProbeCopy() else {
        added[model.persistentModelID] = model
        continue
      }
      stored._viewProbeModelState.context = nil
      stored._viewProbeModelState.storeContainer = container
      added[model.persistentModelID] = stored
    }
    /// The store's instance of a model this context holds.
    func storeInstance(of model: any PersistentModel) -> (any PersistentModel)? {
      added[model.persistentModelID] ?? store.storedModel(matching: model)
    }
    // The new models hold what they held here at once (this context's next fetch copies them);
    // the other sides, store instances the main actor reads, follow on the main queue.
    var writes: [() -> Void] = []
    var insertWrites: [() -> Void] = []
    for model in pendingInserts {
      guard let stored = added[model.persistentModelID], stored !== model else { continue }
      stored._viewProbeModelState.isCopying = true
      var links: [(_Relationship, [any PersistentModel])] = []
      for relationship in type(of: model)._viewProbeRelationships where relationship.kind != nil {
        let related = relationship.related(model).compactMap(storeInstance(of:))
        relationship.replace(stored, related)
        links.append((relationship, related))
      }
      stored._viewProbeModelState.isCopying = false
      insertWrites.append {
        for (relationship, related) in links {
          keepInverses(of: relationship, in: stored, added: related, removed: [])
        }
      }
    }
    for stored in added.values { store.add(stored) }
    for model in pendingDeletes {
      guard let stored = store.storedModel(matching: model) else { continue }
      _ = store.remove(stored)
      store.access.withLock { stored._viewProbeModelState.isDeleted = true }
      model._viewProbeModelState.markGone()
      // The other sides let go of it; then its data is gone.
      writes.append {
        for relationship in type(of: stored)._viewProbeRelationships where relationship.kind != nil
        {
          keepInverses(
            of: relationship, in: stored, added: [], removed: relationship.related(stored))
        }
        stored._viewProbeModelState.markGone()
      }
    }
    // The deleted models leave the lists first, then the new ones join them.
    writes += insertWrites
    writes += edited.compactMap { model in
      guard !model.isDeleted, added[model.persistentModelID] == nil,
        let stored = store.storedModel(matching: model), stored !== model
      else { return nil }
      return storeWrite(of: model, to: stored, storeInstance: storeInstance(of:))
    }
    guard !writes.isEmpty else { return }
    let container = self.container
    let merge = {
      let run = { for write in writes { write() } }
      if let main = container.mainContextIfMade { main.merging(run) } else { run() }
    }
    if _ViewProbeRuntime.isOnMainQueue {
      merge()
    } else {
      _ViewProbeRuntime.completeOnMainQueue(merge)
    }
  }

  /// What brings the values this context's `model` has to the store's instance `stored`: its
  /// properties that hold no models, and its relationships — the other sides following, as a
  /// store keeps them — except a to-many kept by its to-one side, which the models on that side
  /// bring about (so two contexts adding to one list both count).
  private func storeWrite(
    of model: any PersistentModel, to stored: any PersistentModel,
    storeInstance: (any PersistentModel) -> (any PersistentModel)?
  ) -> () -> Void {
    let modelType = type(of: model)
    let properties = modelType._viewProbeRelationships
    let values = properties.filter { $0.kind == nil }.compactMap { $0.snapshot?(model) }
    let links = properties.filter { $0.kind != nil && !isKeptByItsToOneSide($0, in: modelType) }
      .map { ($0, $0.related(model).compactMap(storeInstance)) }
    return {
      let state = stored._viewProbeModelState
      state.isCopying = true
      for write in values { write(stored) }
      let before = links.map { $0.0.related(stored) }
      for (relationship, related) in links { relationship.replace(stored, related) }
      state.isCopying = false
      for ((relationship, after), before) in zip(links, before) {
        keepInverses(
          of: relationship, in: stored,
          added: after.filter { new in !before.contains { $0 === new } },
          removed: before.filter { old in !after.contains { $0 === old } })
      }
    }
  }

  /// Runs `body`, which brings another context's saved changes to the store's instances: what it
  /// changes is no edit of this context (no undo, nothing to roll back).
  func merging(_ body: () -> Void) {
    let (wasRestoring, wasMerging) = (isRestoring, isMerging)
    (isRestoring, isMerging) = (true, true)
    defer { (isRestoring, isMerging) = (wasRestoring, wasMerging) }
    body()
  }

  /// Saves at once what was just done, for a context the app made that autosaves.
  func saveIfAutosaving() {
    guard autosaveEnabled, !usesStoreObjects, hasChanges, !isRestoring else { return }
    try? save()
  }

  /// Undoes the changes since the last save: edited models get back the values they had (their
  /// properties that hold no models, and, for a context's own instances, their relationships too:
  /// a relationship of the main context's instance edited stays as it is), inserted models
  /// leave, and deleted ones come back, with their places on the other side of their
  /// relationships.
  public func rollback() {
    // What the rollback itself sets is not an edit.
    isRestoring = true
    defer { isRestoring = false }
    // The deleted models come back: what the rollback reads of them is no read of a lost model.
    for model in deleted { model._viewProbeModelState.isGone = false }
    for (model, restore) in editedModels.values {
      for property in restore { property(model) }
      restoreRelationships(of: model)
    }
    editedModels.removeAll()
    pendingHistory.reset()
    let wereInserted = inserted
    // A model inserted since the last save does not come back, though it was deleted since: it
    // never reached the store.
    let insertedHere = Set(inserted.map { ObjectIdentifier($0) })
    let wereDeleted = deleted.filter { !insertedHere.contains(ObjectIdentifier($0)) }
    // An insert taken back is no deletion: what a new shelf holds stays, whatever its rule.
    for model in wereInserted { _ = remove(model, cascading: false) }
    // Every deleted model is back before any relationship is restored: a restored relationship
    // inserts what it holds that is not in the context, and a model deleted with it (a cascade)
    // must not come back twice.
    for model in wereDeleted {
      let state = model._viewProbeModelState
      state.isDeleted = false
      state.context = self
      addVisible(model)
    }
    for model in wereDeleted {
      // Its relationships hold again what they held; the other sides follow.
      for (relationship, held) in deletedLinks[ObjectIdentifier(model)] ?? [] {
        let related = held.filter { !insertedHere.contains(ObjectIdentifier($0)) }
        for other in related { relationship.add(model, other) }
        keepInverses(of: relationship, in: model, added: related, removed: [])
      }
    }
    deletedLinks.removeAll()
    inserted.removeAll()
    deleted.removeAll()
    hasChanges = false
    store.changed()
  }

  /// Gives this context's own instance of a stored model the relationships the store's instance
  /// has (this context's instances of the models they hold); the main context's instances, which
  /// are the store's, keep theirs.
  private func restoreRelationships(of model: any PersistentModel) {
    guard !usesStoreObjects, let stored = store.storedModel(matching: model), stored !== model
    else { return }
    let state = model._viewProbeModelState
    state.isCopying = true
    defer { state.isCopying = false }
    for relationship in type(of: model)._viewProbeRelationships where relationship.kind != nil {
      relationship.replace(model, relationship.related(stored).map(instance(of:)))
    }
  }

  /// Before an edit of `keyPath` of `model`: the next transaction in the history tells it. Before
  /// the first edit of `model` since the last save: keeps what its properties hold, and
  /// the context has changes — as its inserts and deletes, until `save()` or `rollback()` (the
  /// main context too: SwiftData autosaves it later, so a Cancel's `rollback()` undoes the edits).
  func noteEdit(of model: any PersistentModel, at keyPath: AnyKeyPath) {
    guard !isRestoring else { return }
    hasChanges = true
    pendingHistory.noteEdit(of: model, at: keyPath)
    let key = ObjectIdentifier(model)
    guard editedModels[key] == nil else { return }
    let restore = type(of: model)._viewProbeRelationships.compactMap { $0.snapshot?(model) }
    editedModels[key] = (model, restore)
  }

  /// Before `keyPath` of `model` changes through this context: with an undo manager, undoing
  /// gives it back the value it has now.
  func registerUndo(of model: any PersistentModel, at keyPath: AnyKeyPath) {
    guard let undoManager, !isRestoring, !isDeleting,
      let property = type(of: model)._viewProbeRelationships.first(where: {
        $0.keyPath == keyPath
      })
    else { return }
    let restore: (AnyObject) -> Void
    if property.kind == nil {
      guard let value = property.snapshot?(model) else { return }
      restore = value
    } else {
      let held = property.related(model)
      restore = { property.replace($0, held) }
    }
    undoManager.registerUndo(withTarget: model as AnyObject) { restore($0) }
  }

  /// Marks the queue of a model actor's executor with its context.
  static let actingKey = DispatchSpecificKey<ActingContext>()

  /// Runs `block`, then saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  /// The models `descriptor` describes. Reading it in a body observes the store, so the body
  /// runs again when models are inserted or deleted (and when a property its predicate or sort
  /// reads changes).
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    store.observe(ObjectIdentifier(T.self))
    store.checkStoredKeyPaths(of: descriptor)
    container.checkSchemaHolds(T.self)
    var models = visibleModels(of: ObjectIdentifier(T.self)).compactMap { $0 as? T }
    if let predicate = descriptor.predicate {
      models = try models.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty { models.sort(by: descriptor.sortBy) }
    if let offset = descriptor.fetchOffset { models = Array(models.dropFirst(offset)) }
    if let limit = descriptor.fetchLimit { models = Array(models.prefix(limit)) }
    return models
  }

  /// How many models `descriptor` describes.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The model with `identifier` that this context sees, if there is one.
  public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
    visibleModels(of: ObjectIdentifier(T.self)).first { $0.persistentModelID == identifier }
      as? T
  }

  /// The model with `identifier`, as another context (a model actor's) passes it by its
  /// identifier. One this context does not see — deleted, or another context's unsaved insert —
  /// is SwiftData's invalid model, which crashes when read: here it is a recorded issue, and the
  /// model returned is none of the app's types (`as? Trip` is `nil`).
  public func model(for identifier: PersistentIdentifier) -> any PersistentModel {
    if let model = visibleModel(with: identifier) { return model }
    _ViewProbeRuntime.reportTrap(
      "model(for:) found no model with this identifier in the context: it was deleted, or "
        + "inserted by another context that has not saved. SwiftData returns a model whose "
        + "data could not be found, and reading it crashes.")
    return MissingModel()
  }

  /// Calls `block` with each model `descriptor` describes, in batches (one batch here).
  public func enumerate<T: PersistentModel>(
    _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
    block: (T) throws -> Void
  ) throws {
    for model in try fetch(descriptor) { try block(model) }
  }

  /// The identifiers of the models `descriptor` describes.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws
    -> [PersistentIdentifier]
  {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// The model with `identifier` among every type's models this context sees.
  private func visibleModel(with identifier: PersistentIdentifier) -> (any PersistentModel)? {
    if let model = pendingInserts.first(where: { $0.persistentModelID == identifier }) {
      return model
    }
    guard let model = store.model(with: identifier),
      !pendingDeletes.contains(where: { $0.persistentModelID == identifier })
    else { return nil }
    return instance(of: model)
  }

  /// The models inserted since the last save.
  public var insertedModelsArray: [any PersistentModel] { inserted }
  /// The models deleted since the last save.
  public var deletedModelsArray: [any PersistentModel] { deleted }
  /// The models edited since the last save (not those inserted or deleted since).
  public var changedModelsArray: [any PersistentModel] {
    let insertedOrDeleted = Set((inserted + deleted).map { ObjectIdentifier($0) })
    return editedModels.values.map(\.model).filter {
      !insertedOrDeleted.contains(ObjectIdentifier($0))
    }
  }

  /// What a save is about to store, for `didSave`'s user info: the identifiers of the models
  /// inserted, edited and deleted since the last save.
  private func pendingChangeIdentifiers() -> [String: [PersistentIdentifier]] {
    [
      NotificationKey.insertedIdentifiers.rawValue: inserted.map(\.persistentModelID),
      NotificationKey.updatedIdentifiers.rawValue: changedModelsArray.map(\.persistentModelID),
      NotificationKey.deletedIdentifiers.rawValue: deleted.map(\.persistentModelID),
    ]
  }

  /// Processes the changes made so far (here they are processed as they are made, and the views'
  /// queries see them at their next update).
  public func processPendingChanges() { store.changed() }

  /// Posted when the context is about to save (`object` is the context; no user info).
  public static let willSave = Notification.Name("ModelContextWillSave")
  /// Posted when the context has saved (`object` is the context): its user info holds the
  /// identifiers of the models inserted, updated and deleted, under `NotificationKey`s.
  public static let didSave = Notification.Name("ModelContextDidSave")

  /// The keys of `didSave`'s user info (use their `rawValue`).
  public enum NotificationKey: String, Sendable {
    /// The identifiers of the models inserted.
    case insertedIdentifiers
    /// The identifiers of the models updated.
    case updatedIdentifiers
    /// The identifiers of the models deleted.
    case deletedIdentifiers
    /// The identifiers of the models invalidated (never sent here).
    case invalidatedAllIdentifiers
  }
}

/// What `model(for:)` returns for an identifier its context does not see: none of the app's
/// model types, so a cast to one is `nil`.
final class MissingModel: PersistentModel {
  let _viewProbeModelState = _ModelState()
  static var _viewProbeRelationships: [_Relationship] { [] }
  func _viewProbeCopy() -> (any PersistentModel)? { nil }
}

/// The context a model actor's executor acts through, held weakly (the executor holds it).
final class ActingContext: @unchecked Sendable {
  weak var context: ModelContext?
  init(_ context: ModelContext) { self.context = context }
}

extension Array {
  /// Sorts by `descriptors` as SwiftData does on a device: a string key path sorted without a
  /// comparator (`@Query(sort: \Item.name)`) compares as Apple's default for strings,
  /// `localizedStandard` — "apple", "Apple", "banana", "Item 9", "Item 10" — where Linux's
  /// Foundation would compare lexically ("Apple", "Item 10", "Item 9", "apple", "banana").
  mutating func sort(by descriptors: [SortDescriptor<Element>]) {
    sort { lhs, rhs in
      for descriptor in descriptors {
        let result = descriptor.compareAsOnADevice(lhs, rhs)
        if result != .orderedSame { return result == .orderedAscending }
      }
      return false
    }
  }
}

extension SortDescriptor {
  fileprivate func compareAsOnADevice(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
    guard stringComparator == nil, let keyPath,
      let left = lhs[keyPath: keyPath] as? String, let right = rhs[keyPath: keyPath] as? String
    else { return compare(lhs, rhs) }
    let result = left.localizedStandardCompare(right)
    guard order == .reverse else { return result }
    switch result {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }
}
