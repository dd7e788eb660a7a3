// Core Data's persistent container for Linux. Each harness is a device: a store at a file URL
// (the default, `<name>.sqlite` in the container's directory) is that device's, so the app finds
// its saved objects after a relaunch; an in-memory store (`NSInMemoryStoreType`, or the template's
// `/dev/null` URL) starts empty each time it is loaded. Outside a harness's code every store
// starts empty.
#if !canImport(Darwin)
  import Foundation

  /// A SQLite store (the default).
  public let NSSQLiteStoreType = "SQLite"
  /// A store in memory only.
  public let NSInMemoryStoreType = "InMemory"
  /// A binary store.
  public let NSBinaryStoreType = "Binary"
  /// The option that turns on persistent history tracking (kept).
  public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
  /// The option that makes the store post remote change notifications (kept).
  public let NSPersistentStoreRemoteChangeNotificationPostOptionKey =
    "NSPersistentStoreRemoteChangeNotificationOptionKey"
  /// The option that migrates a store to the current model by itself (kept).
  public let NSMigratePersistentStoresAutomaticallyOption =
    "NSMigratePersistentStoresAutomaticallyOption"
  /// The option that infers the mapping of a migration (kept).
  public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

  /// How to open one store: its URL, type and options.
  open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// Where the store's file is.
    open var url: URL?
    /// The store's type (`NSSQLiteStoreType` unless set).
    open var type = NSSQLiteStoreType
    /// The model configuration (kept).
    open var configuration: String?
    /// Whether the store opens read-only (kept).
    open var isReadOnly = false
    /// Whether `loadPersistentStores` returns before the store is open (kept: it opens at once).
    open var shouldAddStoreAsynchronously = false
    /// Whether an old store migrates by itself (kept).
    open var shouldMigrateStoreAutomatically = true
    /// Whether the migration's mapping is inferred (kept).
    open var shouldInferMappingModelAutomatically = true
    /// The options set.
    open private(set) var options: [String: NSObject] = [:]
    /// The CloudKit container the store mirrors (kept: nothing syncs here).
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    /// A description of the store at `url`.
    public init(url: URL) {
      self.url = url
      super.init()
    }

    /// A description with no URL yet.
    public override init() { super.init() }

    /// Sets option `key`.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }

    /// Whether the description opens a store that lives in memory only.
    var isInMemory: Bool { type == NSInMemoryStoreType || url?.path == "/dev/null" }
  }

  /// The CloudKit container a store mirrors (kept).
  open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The container's identifier.
    public let containerIdentifier: String

    /// Options for the container `containerIdentifier`.
    public init(containerIdentifier: String) {
      self.containerIdentifier = containerIdentifier
      super.init()
    }
  }

  /// An open store.
  open class NSPersistentStore: NSObject, @unchecked Sendable {
    /// Its type.
    public let type: String
    /// Its file.
    open var url: URL?
    /// Its model configuration.
    public let configurationName: String

    init(type: String, url: URL?) {
      self.type = type
      self.url = url
      configurationName = "Default"
      super.init()
    }
  }

  /// Connects contexts to the store: each context with this coordinator reads and saves it.
  open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The data model.
    public let managedObjectModel: NSManagedObjectModel
    private let lock = NSLock()
    private var store: ManagedStore?
    private var open: [NSPersistentStore] = []
    private var waiting: [NSManagedObjectContext] = []

    /// A coordinator for `model`, with no store yet.
    public init(managedObjectModel model: NSManagedObjectModel) {
      managedObjectModel = model
      super.init()
    }

    /// The stores opened.
    open var persistentStores: [NSPersistentStore] { lock.withLock { open } }

    var loadedStore: ManagedStore? { lock.withLock { store } }

    func adopt(_ context: NSManagedObjectContext) {
      let current: ManagedStore? = lock.withLock {
        if store == nil { waiting.append(context) }
        return store
      }
      current?.attach(context)
    }

    /// Opens the store `description` describes (this device's, for a file; a new one in memory).
    func load(_ description: NSPersistentStoreDescription) -> NSPersistentStore {
      let managed: ManagedStore
      if description.isInMemory {
        managed = ManagedStore()
      } else {
        let path = description.url?.standardizedFileURL.path ?? "default"
        managed =
          _ViewProbeRuntime.harnessState(DeviceStores.self)?.store(at: path) ?? ManagedStore()
      }
      let opened = NSPersistentStore(type: description.type, url: description.url)
      let contexts: [NSManagedObjectContext] = lock.withLock {
        if store == nil { store = managed }
        open.append(opened)
        defer { waiting = [] }
        return waiting
      }
      for context in contexts { loadedStore?.attach(context) }
      return opened
    }

    /// Opens a store of `storeType` at `storeURL`.
    @discardableResult
    open func addPersistentStore(
      ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
      options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
      let description = NSPersistentStoreDescription()
      description.type = storeType
      description.url = storeURL
      return load(description)
    }

    /// Opens the store `storeDescription` describes, then calls `block`.
    open func addPersistentStore(
      with storeDescription: NSPersistentStoreDescription,
      completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
      _ = load(storeDescription)
      block(storeDescription, nil)
    }
  }

  /// The app's Core Data stack: its model, a coordinator, its stores, and the main-queue context
  /// views use.
  open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name (the model's and, by default, the store file's).
    public let name: String
    /// The data model.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores `loadPersistentStores` opens (one, `<name>.sqlite`, unless set).
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The context on the main queue, for views.
    public let viewContext: NSManagedObjectContext

    /// A container named `name` (its model is the `@ManagedEntity` classes).
    public convenience init(name: String) {
      self.init(name: name, managedObjectModel: NSManagedObjectModel())
    }

    /// A container named `name` with `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
      self.name = name
      managedObjectModel = model
      persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
      persistentStoreDescriptions = [
        NSPersistentStoreDescription(
          url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
      ]
      viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
      super.init()
      viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Where stores live unless a description says (the app's Application Support folder).
    open class func defaultDirectoryURL() -> URL {
      URL(
        fileURLWithPath: "/var/mobile/Containers/Data/Application/App/Library/Application Support")
    }

    /// Opens each described store, calling `block` for each (at once: no store fails to open
    /// here).
    open func loadPersistentStores(
      completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
      for description in persistentStoreDescriptions {
        persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
      }
    }

    /// A new context on a queue of its own.
    open func newBackgroundContext() -> NSManagedObjectContext {
      let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
      context.persistentStoreCoordinator = persistentStoreCoordinator
      return context
    }

    /// Runs `block` later with a new background context.
    open func performBackgroundTask(
      _ block: @escaping @Sendable (NSManagedObjectContext) -> Void
    ) {
      let context = newBackgroundContext()
      context.perform { block(context) }
    }

    /// Runs `block` with a new background context and returns its result.
    public func performBackgroundTask<T>(
      _ block: @escaping @Sendable (NSManagedObjectContext) throws -> T
    ) async rethrows -> T {
      let context = newBackgroundContext()
      return try await context.perform { try block(context) }
    }
  }

  /// A container whose stores mirror a CloudKit database (nothing syncs here: it is a
  /// persistent container).
  open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// Sets up the CloudKit schema (nothing to do here).
    open func initializeCloudKitSchema(
      options: NSPersistentCloudKitContainerSchemaInitializationOptions = []
    )
      throws
    {}
  }

  /// Options for `initializeCloudKitSchema`.
  public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Validate only.
    public static let dryRun = Self(rawValue: 1 << 1)
    /// Print the schema.
    public static let printSchema = Self(rawValue: 1 << 2)
  }
#endif
