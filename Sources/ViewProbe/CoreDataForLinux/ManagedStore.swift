// The rows a persistent store keeps: for each saved object its entity, its class and its values,
// relationships held as the related rows' numbers. Contexts read rows into objects of their own
// and write their saved changes back; a save tells the other contexts of the store what changed.
#if !canImport(Darwin)
  import Foundation

  /// One saved object's row.
  struct StoredRow {
    let entityName: String
    let type: NSManagedObject.Type
    var values: [String: Any]
  }

  /// A related object as a row holds it.
  struct StoredReference {
    let number: Int
    let entityName: String
  }

  /// A to-many relationship as a row holds it, with the collection type the app used.
  struct StoredReferences {
    enum Form { case objectSet, swiftSet, array, orderedSet }
    let references: [StoredReference]
    let form: Form
  }

  /// What one save changed, by row number.
  struct StoreChange {
    var updated: Set<Int> = []
    var deleted: Set<Int> = []
    var entities: Set<String> = []
  }

  /// A persistent store: its rows, numbered in the order they were saved.
  final class ManagedStore: @unchecked Sendable {
    private let lock = NSLock()
    private var rows: [Int: StoredRow] = [:]
    private var nextNumber = 1
    private var contexts: [WeakContext] = []
    private var types: [String: NSManagedObject.Type] = [:]

    private struct WeakContext {
      weak var context: NSManagedObjectContext?
    }

    func attach(_ context: NSManagedObjectContext) {
      lock.withLock {
        contexts.removeAll { $0.context == nil }
        contexts.append(WeakContext(context: context))
      }
    }

    /// The contexts of this store other than `context`.
    func contexts(except context: NSManagedObjectContext) -> [NSManagedObjectContext] {
      lock.withLock { contexts.compactMap(\.context).filter { $0 !== context } }
    }

    func row(_ number: Int) -> StoredRow? { lock.withLock { rows[number] } }

    /// The numbers of the rows of `entityName`, in the order they were saved.
    func numbers(of entityName: String) -> [Int] {
      lock.withLock { rows.filter { $0.value.entityName == entityName }.keys.sorted() }
    }

    func noteType(_ type: NSManagedObject.Type, named name: String) {
      lock.withLock { types[name] = type }
    }

    func type(named name: String) -> NSManagedObject.Type? { lock.withLock { types[name] } }

    /// Gives each of `objects` a row number.
    func number(_ objects: [NSManagedObject]) {
      lock.withLock {
        for object in objects where object.storeID.storeNumber == nil {
          object.storeID.makePermanent(nextNumber)
          nextNumber += 1
        }
      }
    }

    /// Writes one save: new and changed rows, then deletions.
    func commit(writes: [Int: StoredRow], deletes: Set<Int>) {
      lock.withLock {
        for (number, row) in writes { rows[number] = row }
        for number in deletes { rows[number] = nil }
      }
    }
  }

  /// The stores of one device: a store file the app opens again (after a relaunch) has the rows
  /// it saved before.
  final class DeviceStores: _HarnessState, @unchecked Sendable {
    private let lock = NSLock()
    private var stores: [String: ManagedStore] = [:]

    init() {}

    func store(at path: String) -> ManagedStore {
      lock.withLock {
        if let store = stores[path] { return store }
        let store = ManagedStore()
        stores[path] = store
        return store
      }
    }
  }
#endif
