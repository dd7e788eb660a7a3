// Core Data's managed object context for Linux: the objects an app works with, their unsaved
// inserts, changes and deletions, fetches that see them, and saves to the store. A fetch
// request's view depends on the entities it fetches: any insert, change or delete of an object of
// that entity in the view's context updates it, saved or not (as `NSFetchedResultsController`
// follows the context). Another context's save reaches this one only when
// `automaticallyMergesChangesFromParent` is set (or through `mergeChanges(fromContextDidSave:)`).
#if !canImport(Darwin)
  import Foundation
  import Observation

  /// How many times the objects of one entity changed in a context.
  @Observable
  final class EntityGeneration: @unchecked Sendable {
    var count = 0
  }

  /// A scratch pad of managed objects: fetch them, insert, change and delete them, then save
  /// the changes to the persistent store (or roll them back).
  open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// Which queue a context's work runs on.
    public enum ConcurrencyType: UInt, Sendable {
      /// A queue of the context's own (`perform` runs work there).
      case privateQueueConcurrencyType = 1
      /// The main queue: the context views use.
      case mainQueueConcurrencyType = 2
    }

    /// When `perform(schedule:_:)` runs its work.
    public enum ScheduledTaskType: Sendable {
      /// At once if already on the context's queue.
      case immediate
      /// After the work already queued.
      case enqueued
    }

    /// The context's queue.
    public let concurrencyType: ConcurrencyType
    /// The context's name (in debugging output).
    open var name: String?
    /// The author recorded with the context's saves.
    open var transactionAuthor: String?
    /// Whether saves of other contexts of the store reach this one's objects and fetch requests
    /// by themselves (`false` unless set: until then another context's save changes nothing
    /// here until this context fetches again).
    open var automaticallyMergesChangesFromParent = false
    /// How a save resolves conflicts with the store (kept; the store does not conflict here).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// The undo manager (none unless set).
    open var undoManager: UndoManager?
    /// Whether a fetch re-reads the values of the objects it returns (kept).
    open var shouldDeleteInaccessibleFaults = true
    /// How old cached values may be (kept).
    open var stalenessInterval: TimeInterval = -1

    /// The coordinator of the store the context reads and saves.
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
      didSet { persistentStoreCoordinator?.adopt(self) }
    }

    let lock = NSRecursiveLock()
    private var registered: [Int: NSManagedObject] = [:]
    private var inserted: [NSManagedObject] = []
    private var updated: [ObjectIdentifier: NSManagedObject] = [:]
    private var deleted: [ObjectIdentifier: NSManagedObject] = [:]
    private var generations: [String: EntityGeneration] = [:]
    private let queue: DispatchQueue

    /// A context on `concurrencyType`'s queue.
    public init(concurrencyType: ConcurrencyType) {
      self.concurrencyType = concurrencyType
      queue = DispatchQueue(label: "NSManagedObjectContext")
      super.init()
    }

    var store: ManagedStore? { persistentStoreCoordinator?.loadedStore }

    // MARK: Changes

    /// Whether the context has inserts, changes or deletions it has not saved.
    open var hasChanges: Bool {
      lock.withLock { !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty }
    }

    /// The objects inserted and not saved yet.
    open var insertedObjects: Set<NSManagedObject> { lock.withLock { Set(inserted) } }
    /// The saved objects changed and not saved yet.
    open var updatedObjects: Set<NSManagedObject> { lock.withLock { Set(updated.values) } }
    /// The objects deleted and not saved yet.
    open var deletedObjects: Set<NSManagedObject> { lock.withLock { Set(deleted.values) } }
    /// The objects the context holds.
    open var registeredObjects: Set<NSManagedObject> {
      lock.withLock { Set(registered.values).union(inserted) }
    }

    func isPendingInsert(_ object: NSManagedObject) -> Bool {
      lock.withLock { inserted.contains { $0 === object } }
    }

    func isPendingUpdate(_ object: NSManagedObject) -> Bool {
      lock.withLock { updated[ObjectIdentifier(object)] != nil }
    }

    func isPendingDelete(_ object: NSManagedObject) -> Bool {
      lock.withLock { deleted[ObjectIdentifier(object)] != nil }
    }

    /// Inserts `object`: the next save stores it.
    open func insert(_ object: NSManagedObject) {
      if let owner = object.context, owner !== self {
        _ViewProbeRuntime.reportTrap(
          "An NSManagedObject may only be in (or observed by) a single NSManagedObjectContext: "
            + "\(object.entity.name ?? "") is already in another context.")
        return
      }
      guard object.context == nil else { return }
      object.context = self
      let type = type(of: object)
      store?.noteType(type, named: object.storeID.entityName)
      lock.withLock { inserted.append(object) }
      bump([object.storeID.entityName])
    }

    /// Deletes `object`: its fetch requests stop returning it now, the store at the next save.
    /// An object inserted and not saved is simply dropped.
    open func delete(_ object: NSManagedObject) {
      guard object.context === self else { return }
      let wasInserted: Bool = lock.withLock {
        if let index = inserted.firstIndex(where: { $0 === object }) {
          inserted.remove(at: index)
          return true
        }
        updated[ObjectIdentifier(object)] = nil
        deleted[ObjectIdentifier(object)] = object
        return false
      }
      object.objectWillChange.send()
      // The delete rules apply at once (Core Data applies them when it processes pending
      // changes, at the end of the event or at a save, which are one moment here).
      let cascaded = object.applyDeleteRules()
      if wasInserted { object.context = nil }
      bump([object.storeID.entityName])
      for related in cascaded where related.context === self && !related.isDeleted {
        delete(related)
      }
    }

    /// Notes that `object` changed: its fetch requests' views update.
    func noteChange(of object: NSManagedObject) {
      lock.withLock {
        let key = ObjectIdentifier(object)
        if !inserted.contains(where: { $0 === object }), deleted[key] == nil {
          updated[key] = object
        }
      }
      bump([object.storeID.entityName])
    }

    /// The generation of `entityName`'s objects, which a fetch request's view reads.
    func generation(of entityName: String) -> EntityGeneration {
      lock.withLock {
        if let generation = generations[entityName] { return generation }
        let generation = EntityGeneration()
        generations[entityName] = generation
        return generation
      }
    }

    private func bump(_ entityNames: Set<String>) {
      for name in entityNames { generation(of: name).count += 1 }
    }

    /// Processes pending changes (they are processed as they happen here).
    open func processPendingChanges() {}

    // MARK: Objects

    /// The object with `objectID` in this context (made from its stored row when not yet here).
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
      if let object = lock.withLock({ pendingOrRegistered(objectID) }) { return object }
      guard let number = objectID.storeNumber, let row = store?.row(number) else {
        _ViewProbeRuntime.reportTrap(
          "CoreData could not fulfill a fault for '\(objectID)': the object is not in the store.")
        return NSManagedObject(_viewProbeStored: objectID)
      }
      return materialize(number, row)
    }

    /// The object with `objectID`, which must be saved in the store or be in this context.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
      if let object = lock.withLock({ pendingOrRegistered(objectID) }) { return object }
      guard let number = objectID.storeNumber, let row = store?.row(number) else {
        throw coreDataError("The object is not in the store.", code: 133_000)
      }
      return materialize(number, row)
    }

    /// The object with `objectID` if the context holds it.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
      lock.withLock { pendingOrRegistered(objectID) }
    }

    private func pendingOrRegistered(_ objectID: NSManagedObjectID) -> NSManagedObject? {
      if let number = objectID.storeNumber, let object = registered[number] { return object }
      return inserted.first { $0.storeID === objectID }
    }

    /// This context's object for stored row `number` (one object per row).
    func materialize(_ number: Int, _ row: StoredRow) -> NSManagedObject {
      lock.withLock {
        if let object = registered[number] { return object }
        let object = row.type.init(
          _viewProbeStored: NSManagedObjectID(entityName: row.entityName, number: number))
        object.context = self
        object.faultRow = row.values
        registered[number] = object
        return object
      }
    }

    /// A stored row's values as this context's objects hold them.
    func liveValues(_ stored: [String: Any]) -> [String: Any] {
      stored.mapValues { value in
        if let reference = value as? StoredReference { return live(reference) }
        guard let references = value as? StoredReferences else { return value }
        let objects = references.references.map(live)
        switch references.form {
        case .objectSet: return NSSet(array: objects)
        case .swiftSet: return Set(objects)
        case .array: return objects
        case .orderedSet: return NSOrderedSet(array: objects)
        }
      }
    }

    private func live(_ reference: StoredReference) -> NSManagedObject {
      object(with: NSManagedObjectID(entityName: reference.entityName, number: reference.number))
    }

    func knownType(named name: String) -> NSManagedObject.Type? {
      store?.type(named: name)
        ?? lock.withLock { inserted.first { $0.storeID.entityName == name }.map { type(of: $0) } }
    }

    // MARK: Fetching

    /// The objects `request` describes: the store's and this context's unsaved inserts, less
    /// its unsaved deletions, as this context's objects (with their unsaved changes).
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
      let objects = try matching(request, sorted: true)
      switch request.resultType {
      case .managedObjectIDResultType:
        return objects.compactMap { $0.objectID as? T }
      case .countResultType:
        return [NSNumber(value: objects.count)].compactMap { $0 as? T }
      default:
        return objects.compactMap { $0 as? T }
      }
    }

    /// How many objects `request` would fetch.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
      try matching(request, sorted: false).count
    }

    func matching<T>(_ request: NSFetchRequest<T>, sorted: Bool) throws -> [NSManagedObject] {
      guard let entityName = request.entityName else {
        throw coreDataError("A fetch request needs an entity.")
      }
      guard let store else {
        _ViewProbeRuntime.reportIssue(
          "NSManagedObjectContext.fetch: the context has no persistent store (call "
            + "loadPersistentStores on its container first): the fetch finds nothing.")
        return []
      }
      var objects = store.numbers(of: entityName).compactMap { number -> NSManagedObject? in
        guard let row = store.row(number) else { return nil }
        let object = materialize(number, row)
        return isPendingDelete(object) ? nil : object
      }
      if request.includesPendingChanges {
        objects += lock.withLock { inserted.filter { $0.storeID.entityName == entityName } }
      }
      if let predicate = request.predicate {
        objects = objects.filter { predicate.evaluate(with: $0) }
      }
      if sorted, let descriptors = request.sortDescriptors, !descriptors.isEmpty {
        objects.sort { left, right in
          for descriptor in descriptors {
            let order = descriptor.compare(left, to: right)
            if order != .orderedSame { return order == .orderedAscending }
          }
          return false
        }
      }
      objects = Array(objects.dropFirst(request.fetchOffset))
      if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
      return objects
    }

    // MARK: Saving

    /// Saves the inserts, changes and deletions to the store; then other contexts that merge
    /// changes by themselves see them. Throws when the context has no store.
    open func save() throws {
      guard hasChanges else { return }
      guard let store else {
        throw coreDataError(
          "This NSPersistentStoreCoordinator has no persistent stores. It cannot perform a save "
            + "operation.")
      }
      let (insertedNow, updatedNow, deletedNow) = lock.withLock {
        (inserted, Array(updated.values), Array(deleted.values))
      }
      for object in deletedNow {
        for (key, rule, _) in object.relationships() where rule == .denyDeleteRule {
          throw coreDataError(
            "\(object.storeID.entityName).\(key) denies the deletion: it still relates to objects "
              + "(NSValidationRelationshipDeniedDeleteError).", code: 1600)
        }
      }
      store.number(insertedNow)
      var change = StoreChange()
      var writes: [Int: StoredRow] = [:]
      for object in insertedNow + updatedNow {
        guard let number = object.storeID.storeNumber else { continue }
        object.fireFault()
        writes[number] = StoredRow(
          entityName: object.storeID.entityName, type: type(of: object),
          values: Self.storedValues(object.values))
        change.entities.insert(object.storeID.entityName)
      }
      change.updated = Set(updatedNow.compactMap(\.storeID.storeNumber))
      change.deleted = Set(deletedNow.compactMap(\.storeID.storeNumber))
      change.entities.formUnion(deletedNow.map(\.storeID.entityName))
      store.commit(writes: writes, deletes: change.deleted)
      lock.withLock {
        for object in insertedNow + updatedNow {
          object.committed = object.values
          if let number = object.storeID.storeNumber { registered[number] = object }
        }
        for number in change.deleted { registered[number] = nil }
        inserted = []
        updated = [:]
        deleted = [:]
      }
      for object in deletedNow { object.context = nil }
      bump(change.entities)
      announce(change, to: store)
    }

    /// Values as a row keeps them: related objects as row numbers.
    static func storedValues(_ values: [String: Any]) -> [String: Any] {
      values.mapValues { value in
        if let object = value as? NSManagedObject { return reference(object) as Any }
        if let set = value as? NSSet {
          return StoredReferences(references: references(set.allObjects), form: .objectSet)
        }
        if let set = value as? NSOrderedSet {
          return StoredReferences(references: references(set.array), form: .orderedSet)
        }
        if let set = value as? Set<NSManagedObject> {
          return StoredReferences(references: references(Array(set)), form: .swiftSet)
        }
        if let array = value as? [NSManagedObject] {
          return StoredReferences(references: references(array), form: .array)
        }
        return value
      }
    }

    private static func reference(_ object: NSManagedObject) -> StoredReference? {
      object.storeID.storeNumber.map {
        StoredReference(number: $0, entityName: object.storeID.entityName)
      }
    }

    private static func references(_ objects: [Any]) -> [StoredReference] {
      objects.compactMap { ($0 as? NSManagedObject).flatMap(reference) }
    }

    /// Tells the store's other contexts of a save; those that merge by themselves do so on
    /// their queue, and `NSManagedObjectContextDidSave` is posted.
    private func announce(_ change: StoreChange, to store: ManagedStore) {
      let notification = ContextDidSave(change: change)
      for context in store.contexts(except: self) where context.automaticallyMergesChangesFromParent
      {
        context.enqueue { context.merge(notification) }
      }
      NotificationCenter.default.post(
        name: .NSManagedObjectContextDidSave, object: self,
        userInfo: [ContextDidSave.userInfoKey: notification])
    }

    /// Brings a save of another context into this one's objects and fetch requests.
    open func mergeChanges(fromContextDidSave notification: Notification) {
      guard let save = notification.userInfo?[ContextDidSave.userInfoKey] as? ContextDidSave
      else { return }
      merge(save)
    }

    func merge(_ save: ContextDidSave) {
      guard let store else { return }
      var refreshed: [NSManagedObject] = []
      lock.withLock {
        for number in save.change.updated {
          guard let object = registered[number], let row = store.row(number) else { continue }
          // This context's unsaved changes to the object stay over the saved values (the
          // properties both changed keep this context's, as the object-trump merge does).
          let pending = updated[ObjectIdentifier(object)] != nil ? object.changedValues() : [:]
          object.faultRow = row.values
          if !pending.isEmpty {
            object.fireFault()
            object.values.merge(pending) { _, unsaved in unsaved }
          }
          refreshed.append(object)
        }
        for number in save.change.deleted {
          guard let object = registered.removeValue(forKey: number) else { continue }
          object.context = nil
          refreshed.append(object)
        }
      }
      for object in refreshed { object.objectWillChange.send() }
      bump(save.change.entities)
    }

    /// Forgets the unsaved inserts, changes and deletions.
    open func rollback() {
      let (insertedNow, updatedNow, deletedNow) = lock.withLock {
        let pending = (inserted, Array(updated.values), Array(deleted.values))
        inserted = []
        updated = [:]
        deleted = [:]
        return pending
      }
      for object in insertedNow { object.context = nil }
      for object in updatedNow {
        object.objectWillChange.send()
        object.values = object.committed ?? [:]
      }
      let all = insertedNow + updatedNow + deletedNow
      bump(Set(all.map(\.storeID.entityName)))
    }

    /// Forgets every object: the context holds none, and its fetch requests fetch again.
    open func reset() {
      let names: Set<String> = lock.withLock {
        let all = Array(registered.values) + inserted
        registered = [:]
        inserted = []
        updated = [:]
        deleted = [:]
        for object in all { object.context = nil }
        return Set(all.map(\.storeID.entityName))
      }
      bump(names)
    }

    /// Reads `object`'s values again from the store; with `flag`, its unsaved changes stay.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
      guard let number = object.storeID.storeNumber, let row = store?.row(number) else { return }
      let pending = flag ? object.changedValues() : [:]
      object.objectWillChange.send()
      object.values = liveValues(row.values).merging(pending) { _, new in new }
      object.committed = liveValues(row.values)
      if !flag { lock.withLock { updated[ObjectIdentifier(object)] = nil } }
    }

    /// Reads every object's values again from the store.
    open func refreshAllObjects() {
      let objects = lock.withLock { Array(registered.values) }
      for object in objects { refresh(object, mergeChanges: true) }
    }

    // MARK: Queues

    private func enqueue(_ work: @escaping @Sendable () -> Void) {
      if concurrencyType == .mainQueueConcurrencyType {
        _ViewProbeRuntime.completeOnMainQueue(work)
      } else {
        _ViewProbeRuntime.completeOnAnotherQueue(queue, work)
      }
    }

    /// Runs `block` later on the context's queue.
    open func perform(_ block: @escaping @Sendable () -> Void) { enqueue(block) }

    /// Runs `block` on the context's queue and waits for it.
    open func performAndWait(_ block: () -> Void) { lock.withLock { block() } }

    /// Runs `block` on the context's queue and returns its result.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
      try lock.withLock { try block() }
    }

    /// Runs `block` on the context's queue and returns its result.
    public func perform<T>(
      schedule: ScheduledTaskType = .immediate, _ block: @escaping @Sendable () throws -> T
    ) async rethrows -> T {
      try lock.withLock { try block() }
    }
  }

  /// A save, as `NSManagedObjectContextDidSave` carries it.
  struct ContextDidSave: @unchecked Sendable {
    static let userInfoKey = "_viewProbeContextDidSave"
    let change: StoreChange
  }

  extension Notification.Name {
    /// Posted after a context saved, with the context as the object.
    public static let NSManagedObjectContextDidSave = Notification.Name(
      "NSManagedObjectContextDidSaveNotification")
    /// Posted after a context's objects changed.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
      "NSManagedObjectContextObjectsDidChangeNotification")
  }

  /// Conflicts make a save fail (the default policy).
  public var NSErrorMergePolicy: Any { NSMergePolicy.error }
  /// The context's changed values win over the store's.
  public var NSMergeByPropertyObjectTrumpMergePolicy: Any {
    NSMergePolicy.mergeByPropertyObjectTrump
  }
  /// The store's values win over the context's.
  public var NSMergeByPropertyStoreTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyStoreTrump }
  /// The context's objects replace the store's.
  public var NSOverwriteMergePolicy: Any { NSMergePolicy.overwrite }
  /// The store's objects replace the context's.
  public var NSRollbackMergePolicy: Any { NSMergePolicy.rollback }

  /// How a save resolves conflicts (kept: the in-memory store has none).
  open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The policy's kind.
    public let mergeType: NSMergePolicyType

    /// A policy of `type`.
    public init(merge type: NSMergePolicyType) {
      mergeType = type
      super.init()
    }

    /// Conflicts fail the save.
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// The context's changed values win.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(
      merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// The store's values win.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(
      merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// The context's objects win.
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    /// The store's objects win.
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
  }

  /// The kinds of merge policy.
  public enum NSMergePolicyType: UInt, Sendable {
    /// Conflicts fail the save.
    case errorMergePolicyType = 0
    /// The context's changed values win.
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    /// The store's values win.
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    /// The context's objects win.
    case overwriteMergePolicyType = 3
    /// The store's objects win.
    case rollbackMergePolicyType = 4
  }
#endif
