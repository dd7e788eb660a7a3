// Core Data's fetch request for Linux: which entity's objects a context fetches, which of them
// (a predicate), in which order (sort descriptors) and how many.
#if !canImport(Darwin)
  import Foundation

  /// What a fetch returns.
  public struct NSFetchRequestResultType: OptionSet, Sendable {
    /// The option's bits.
    public let rawValue: UInt
    /// A result type from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Managed objects (the default).
    public static let managedObjectResultType = NSFetchRequestResultType([])
    /// The objects' IDs.
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    /// Dictionaries of values (not offered here: objects are returned).
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    /// One number: the count.
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
  }

  /// A request a store executes (a fetch or a batch request).
  open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {}

  /// A description of the objects to fetch: the entity, a predicate, sort descriptors, an offset
  /// and a limit.
  open class NSFetchRequest<ResultType>: NSPersistentStoreRequest,
    @unchecked Sendable
  {
    /// The name of the entity whose objects are fetched.
    open var entityName: String?
    /// Which objects (all when `nil`).
    open var predicate: NSPredicate?
    /// The order (the store's when `nil` or empty).
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects (0: no limit).
    open var fetchLimit = 0
    /// Skips this many objects first.
    open var fetchOffset = 0
    /// Objects read in batches of this size (kept).
    open var fetchBatchSize = 0
    /// Whether the context's unsaved inserts, changes and deletions count (yes unless set).
    open var includesPendingChanges = true
    /// Whether fetched objects are faults until read (kept).
    open var returnsObjectsAsFaults = true
    /// Relationships to read with the objects (kept).
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Whether objects the fetch returns are re-read from the store (kept).
    open var shouldRefreshRefetchedObjects = false
    /// Whether subentities' objects are fetched too (kept).
    open var includesSubentities = true
    /// What the fetch returns.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// The properties a dictionary result holds (kept).
    open var propertiesToFetch: [Any]?

    /// A request for the objects of `entityName`.
    public init(entityName: String) {
      self.entityName = entityName
      super.init()
    }

    /// A request with no entity yet (set `entity` before fetching).
    public override init() { super.init() }

    /// The entity whose objects are fetched.
    open var entity: NSEntityDescription? {
      get { entityName.map { NSEntityDescription(name: $0) } }
      set { entityName = newValue?.name }
    }

    /// Runs the request in the context of the current queue's work.
    open func execute() throws -> [ResultType] {
      _ViewProbeRuntime.reportIssue(
        "NSFetchRequest.execute() runs in the context whose perform block runs now; ViewProbe "
          + "does not know it: call context.fetch(request) instead.")
      return []
    }
  }

  /// Deletes the stored objects a fetch request describes, in the store, without reading them
  /// into a context: contexts do not learn of it unless the app merges the deleted IDs.
  open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    /// What the result carries.
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    /// A request deleting what `fetch` describes.
    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) {
      fetchRequest = fetch
      super.init()
    }

    /// A request deleting the objects with `objects`.
    public init(objectIDs objects: [NSManagedObjectID]) {
      fetchRequest = NSFetchRequest()
      fetchRequest.entityName = objects.first?.entityName
      let numbers = Set(objects.compactMap(\.storeNumber))
      fetchRequest.predicate = NSPredicate { object, _ in
        ((object as? NSManagedObject)?.storeID.storeNumber).map(numbers.contains) ?? false
      }
      super.init()
    }
  }

  /// What a batch delete's result carries.
  public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// Whether it succeeded.
    case resultTypeStatusOnly = 0
    /// The deleted objects' IDs.
    case resultTypeObjectIDs = 1
    /// How many were deleted.
    case resultTypeCount = 2
  }

  /// What a store request returned.
  open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

  /// What a batch delete returned: as its result type says, `true`, the deleted IDs or their
  /// count.
  open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The result.
    public let result: Any?

    init(result: Any?) {
      self.result = result
      super.init()
    }
  }

  /// The keys of a changes dictionary `mergeChanges(fromRemoteContextSave:into:)` merges.
  public let NSDeletedObjectsKey = "deleted"
  /// Inserted objects' IDs.
  public let NSInsertedObjectsKey = "inserted"
  /// Updated objects' IDs.
  public let NSUpdatedObjectsKey = "updated"

  extension NSManagedObjectContext {
    /// Executes a batch delete in the store (other requests are not offered).
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
      guard let delete = request as? NSBatchDeleteRequest, let store else {
        throw coreDataError("Only batch deletes are executed here.")
      }
      let matches = try matching(delete.fetchRequest, sorted: false).filter { !$0.isInserted }
      let ids = matches.map(\.objectID)
      store.commit(writes: [:], deletes: Set(ids.compactMap(\.storeNumber)))
      switch delete.resultType {
      case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
      case .resultTypeObjectIDs: return NSBatchDeleteResult(result: ids)
      case .resultTypeCount: return NSBatchDeleteResult(result: ids.count)
      }
    }

    /// Merges changes made in the store without a context (a batch delete's IDs under
    /// `NSDeletedObjectsKey`) into `contexts`.
    public class func mergeChanges(
      fromRemoteContextSave changeNotificationData: [AnyHashable: Any],
      into contexts: [NSManagedObjectContext]
    ) {
      let deleted = (changeNotificationData[NSDeletedObjectsKey] as? [NSManagedObjectID]) ?? []
      var change = StoreChange()
      change.deleted = Set(deleted.compactMap(\.storeNumber))
      change.entities = Set(deleted.map(\.entityName))
      for context in contexts { context.merge(ContextDidSave(change: change)) }
    }
  }
#endif
