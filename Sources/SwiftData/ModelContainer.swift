import Foundation
import Observation
import ViewProbe

/// How a container stores models. The stand-in keeps every store in memory.
public struct ModelConfiguration: Sendable, Hashable {
  /// The store's name.
  public let name: String
  /// Whether the store lives only in memory (always, here).
  public let isStoredInMemoryOnly: Bool
  /// Whether contexts may save.
  public let allowsSave: Bool

  /// The app group whose container holds the store (apps sharing it with a widget): only named.
  public let groupContainer: GroupContainer
  /// The CloudKit database the store syncs with: only named (nothing syncs here).
  public let cloudKitDatabase: CloudKitDatabase
  /// Where the store would be on disk (nothing is written here).
  public let url: URL?

  /// A configuration.
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
    allowsSave: Bool = true, groupContainer: GroupContainer = .automatic,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    self.groupContainer = groupContainer
    self.cloudKitDatabase = cloudKitDatabase
    url = nil
  }

  /// A configuration whose store would be at `url` (the store stays in memory here).
  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    isStoredInMemoryOnly = false
    self.allowsSave = allowsSave
    groupContainer = .automatic
    self.cloudKitDatabase = cloudKitDatabase
    self.url = url
  }

  /// Which app group's container holds the store.
  public struct GroupContainer: Hashable, Sendable {
    let name: String
    /// The app's first app group, if it has one.
    public static let automatic = GroupContainer(name: "automatic")
    /// None: the app's own container.
    public static let none = GroupContainer(name: "none")
    /// The app group `groupName`.
    public static func identifier(_ groupName: String) -> GroupContainer {
      GroupContainer(name: groupName)
    }
  }

  /// Which CloudKit database the store syncs with.
  public struct CloudKitDatabase: Hashable, Sendable {
    let name: String
    /// The app's first CloudKit container, if it has one.
    public static let automatic = CloudKitDatabase(name: "automatic")
    /// None: the store stays on the device.
    public static let none = CloudKitDatabase(name: "none")
    /// The private database of the container `dbName`.
    public static func `private`(_ dbName: String) -> CloudKitDatabase {
      CloudKitDatabase(name: dbName)
    }
  }

  /// A configuration for `forTypes`.
  @_disfavoredOverload
  public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
    self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: true)
  }
}

/// The models of one container, by type, in insertion order. Each type has a version that
/// changes when models of that type are inserted or deleted, so a fetch made in a body is
/// observed for its own type only: a view that queries notes does not update when a book is
/// inserted.
final class ModelStore: @unchecked Sendable {
  private let lock = NSLock()
  /// Held while a store instance changes (the main context's edits, on the main actor) and while
  /// another context copies one (a model actor's, on its own queue), so a copy never reads a
  /// value being written. Recursive: a change's other sides change within it.
  let access = NSRecursiveLock()
  private var models: [ObjectIdentifier: [any PersistentModel]] = [:]
  private var versions: [ObjectIdentifier: TypeVersion] = [:]
  private var touched: Set<ObjectIdentifier> = []
  /// The key paths of fetches checked so far (`checkStoredKeyPaths(of:)`), under its lock.
  let keyPathCheckLock = NSLock()
  var keyPathCheck = KeyPathCheck()
  /// The transactions the contexts' saves made.
  let history = HistoryLog()

  /// The models of the type `key` names.
  func models(of key: ObjectIdentifier) -> [any PersistentModel] {
    lock.withLock { models[key] ?? [] }
  }

  /// The model with `identifier`, of any type.
  func model(with identifier: PersistentIdentifier) -> (any PersistentModel)? {
    lock.withLock {
      for list in models.values {
        if let model = list.first(where: { $0.persistentModelID == identifier }) { return model }
      }
      return nil
    }
  }

  /// Whether `model` is in the store.
  /// The store's instance of `model` (the same model, whichever context's instance it is).
  func storedModel(matching model: any PersistentModel) -> (any PersistentModel)? {
    let key = ObjectIdentifier(type(of: model))
    let identifier = model.persistentModelID
    return lock.withLock { models[key]?.first { $0.persistentModelID == identifier } }
  }

  /// Adds `model` (its type's version changes at the next `changed()`).
  func add(_ model: any PersistentModel) {
    let key = ObjectIdentifier(type(of: model))
    lock.withLock {
      models[key, default: []].append(model)
      touched.insert(key)
    }
  }

  /// Removes every model, each marked deleted.
  func removeAll() {
    let removed = lock.withLock {
      defer {
        touched.formUnion(models.keys)
        models.removeAll()
      }
      return models.values.flatMap { $0 }
    }
    for model in removed { model._viewProbeModelState.markGone() }
  }

  /// Removes `model`; false when it is not in the store.
  func remove(_ model: any PersistentModel) -> Bool {
    let key = ObjectIdentifier(type(of: model))
    return lock.withLock {
      guard let index = models[key]?.firstIndex(where: { $0 === model }) else { return false }
      models[key]?.remove(at: index)
      touched.insert(key)
      return true
    }
  }

  /// Marks the type `key` names as changed for the next `changed()`, without a change to the
  /// store: a context's own pending change, which its own fetches see.
  func touch(_ key: ObjectIdentifier) { lock.withLock { _ = touched.insert(key) } }

  /// Reads the version of the type `key` names, so the body reading it depends on it. Bodies run
  /// on the main queue, where versions change; a fetch elsewhere (a model actor's) has no body to
  /// make depend, and reads nothing the main queue writes.
  func observe(_ key: ObjectIdentifier) {
    guard _ViewProbeRuntime.isOnMainQueue else { return }
    _ = version(key).count
  }

  /// Announces the changes since the last call, type by type, on the main thread: a context on a
  /// model actor saves on its own queue, and the views that query the store update on the main
  /// actor (the announcement waits in the main queue, as `settle()` lets it run).
  func changed() {
    let keys = lock.withLock {
      defer { touched.removeAll() }
      return touched
    }
    guard !keys.isEmpty else { return }
    let versions = keys.map(version)
    if _ViewProbeRuntime.isOnMainQueue {
      for version in versions { version.count += 1 }
    } else {
      DispatchQueue.main.async { for version in versions { version.count += 1 } }
    }
  }

  private func version(_ key: ObjectIdentifier) -> TypeVersion {
    lock.withLock {
      if let version = versions[key] { return version }
      let version = TypeVersion()
      versions[key] = version
      return version
    }
  }
}

/// How many times the models of one type changed.
@Observable
final class TypeVersion: @unchecked Sendable {
  var count = 0
}

/// An app's model storage: here an empty in-memory store for each container.
public final class ModelContainer: @unchecked Sendable {
  /// The model types.
  public let schema: Schema
  /// The configurations.
  public let configurations: [ModelConfiguration]
  let store = ModelStore()
  private var main: ModelContext?
  private let mainLock = NSLock()

  /// The main context, if it was made.
  var mainContextIfMade: ModelContext? { mainLock.withLock { main } }

  /// A container for `forTypes`.
  public convenience init(
    for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// A container for the types of `givenSchema`.
  public init(for givenSchema: Schema, configurations: [ModelConfiguration] = []) throws {
    schema = givenSchema
    self.configurations = configurations
    storedTypes = Self.typesReached(from: givenSchema.types)
  }

  /// The model types the store holds: the schema's, and those their relationships reach, which
  /// SwiftData adds to the schema.
  let storedTypes: Set<ObjectIdentifier>

  private static func typesReached(from types: [any PersistentModel.Type]) -> Set<ObjectIdentifier>
  {
    var reached: Set<ObjectIdentifier> = []
    var pending = types
    while let type = pending.popLast() {
      guard reached.insert(ObjectIdentifier(type)).inserted else { continue }
      pending += type._viewProbeRelationships.compactMap(\.relatedModel)
    }
    return reached
  }

  /// A container for the types of `givenSchema`.
  public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: givenSchema, configurations: configurations)
  }

  /// Deletes every model of the store (the views' queries update); nothing is on disk here.
  public func deleteAllData() {
    store.removeAll()
    store.changed()
  }

  /// The context bound to the main actor, which views use.
  @MainActor public var mainContext: ModelContext {
    if let main = mainContextIfMade { return main }
    let context = ModelContext(self)
    context.autosaveEnabled = true
    context.usesStoreObjects = true
    mainLock.withLock { main = context }
    return context
  }
}
