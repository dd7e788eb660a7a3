// Core Data's managed object for Linux, which has no Core Data. Xcode generates an app's entity
// classes from its data model, with `@NSManaged` properties Core Data implements at run time;
// Linux has neither, so a test target declares each entity once as a class marked
// `@ManagedEntity` (its stored `var`s become the entity's attributes and relationships). The
// app's views, view models and persistence controller then compile unchanged.
#if !canImport(Darwin)
  import Foundation

  /// A type a fetch request can return: a managed object (Core Data's dictionaries and object
  /// IDs are results too).
  public protocol NSFetchRequestResult: AnyObject {}

  /// An object whose attributes and relationships a managed object context keeps and saves to
  /// its persistent store. Declare an entity as a subclass marked `@ManagedEntity`. Like Core
  /// Data's, it is an `ObservableObject`: changing a property emits `objectWillChange`, so a view
  /// that holds it as `@ObservedObject` updates, and one that holds it as a plain `let` does not.
  open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
    private let publisher = ObservableObjectPublisher()
    var values: [String: Any] = [:]
    var committed: [String: Any]?
    var storeID: NSManagedObjectID
    weak var context: NSManagedObjectContext?
    var faultRow: [String: Any]?
    var deleted = false

    /// Emits before any property of the object changes.
    public var objectWillChange: ObservableObjectPublisher { publisher }

    /// An object of `entity`, inserted into `context` unless it is `nil`.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
      storeID = NSManagedObjectID(entityName: entity.name ?? "\(Self.self)")
      super.init()
      context?.insert(self)
    }

    /// An object of this class's entity, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
      self.init(entity: Self.entity(), insertInto: context)
    }

    /// An object a context makes for one its store holds.
    public required init(_viewProbeStored id: NSManagedObjectID) {
      storeID = id
      super.init()
    }

    /// The entity of this class: named as the class.
    open class func entity() -> NSEntityDescription {
      NSEntityDescription(name: "\(self)")
    }

    /// A request for the objects of this class's entity.
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
      NSFetchRequest(entityName: "\(self)")
    }

    /// The object's entity.
    open var entity: NSEntityDescription { Self.entity() }

    /// The context the object lives in (`nil` once deleted and saved, or never inserted).
    open var managedObjectContext: NSManagedObjectContext? { context }

    /// The object's identity in its store: temporary until its context saves it.
    open var objectID: NSManagedObjectID { storeID }

    /// Whether the object was inserted into its context and not saved yet.
    open var isInserted: Bool { context?.isPendingInsert(self) ?? false }

    /// Whether the object has changes its context has not saved.
    open var isUpdated: Bool { context?.isPendingUpdate(self) ?? false }

    /// Whether the object is deleted in its context and the deletion not saved yet.
    open var isDeleted: Bool { context?.isPendingDelete(self) ?? false }

    /// Whether the object was inserted, changed or deleted and its context has not saved.
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }

    /// Whether the object's values are yet to be read from the store (they are read when a
    /// property is first read).
    open var isFault: Bool { faultRow != nil }

    /// The values of the properties changed since the last save (all set properties for an
    /// inserted object).
    open func changedValues() -> [String: Any] {
      fireFault()
      guard let committed else { return values }
      return values.filter { key, value in !Self.same(committed[key], value) }
    }

    /// The values the object had when last fetched or saved.
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
      let base = committed ?? [:]
      guard let keys else { return base }
      return base.filter { keys.contains($0.key) }
    }

    /// The value of the property named `key` (`nil` when unset and without a default).
    open func value(forKey key: String) -> Any? {
      fireFault()
      return values[key] ?? _viewProbeDefaults()[key]
    }

    /// The value at a dotted path of properties (`"author.name"`).
    open func value(forKeyPath keyPath: String) -> Any? {
      var current: Any? = self
      for key in keyPath.split(separator: ".") {
        guard let object = current as? NSManagedObject else { return nil }
        current = object.value(forKey: String(key))
      }
      return current
    }

    /// Sets the property named `key` to `value`: the object emits `objectWillChange`, and its
    /// context notes the change (its fetch requests' views update).
    open func setValue(_ value: Any?, forKey key: String) {
      fireFault()
      publisher.send()
      let old = values[key] ?? _viewProbeDefaults()[key]
      values[key] = value
      guard !Self.same(old, value) else { return }
      context?.noteChange(of: self)
    }

    /// The values the entity's declared defaults give (`@ManagedEntity` overrides it).
    open func _viewProbeDefaults() -> [String: Any] { [:] }

    /// The entity's to-many relationships and the collection type each is declared with
    /// (`@ManagedEntity` overrides it).
    open class var _viewProbeToManyForms: [String: String] { [:] }

    /// The inverses the entity's relationships name with `@ManagedInverse`, as
    /// `"Entity.relationship"` (`@ManagedEntity` overrides it).
    open class var _viewProbeInverses: [String: String] { [:] }

    /// The delete rules `@ManagedDeleteRule` gives (`@ManagedEntity` overrides it; nullify
    /// otherwise).
    open class var _viewProbeDeleteRules: [String: NSDeleteRule] { [:] }

    /// The objects this one relates to, by relationship, with each relationship's delete rule.
    func relationships() -> [(key: String, rule: NSDeleteRule, targets: [NSManagedObject])] {
      fireFault()
      return values.keys.sorted().compactMap { key in
        let targets = Self.objects(values[key])
        guard !targets.isEmpty else { return nil }
        return (key, Self._viewProbeDeleteRules[key] ?? .nullifyDeleteRule, targets)
      }
    }

    /// Applies the delete rules as the object is deleted: nullify takes it out of each related
    /// object's inverse; the objects a cascade relationship holds are returned, to delete too.
    func applyDeleteRules() -> [NSManagedObject] {
      var cascaded: [NSManagedObject] = []
      for (key, rule, targets) in relationships() {
        switch rule {
        case .nullifyDeleteRule:
          for target in targets {
            if let inverse = inverse(of: key, on: target) { target.unlink(self, at: inverse) }
          }
        case .cascadeDeleteRule: cascaded += targets
        case .noActionDeleteRule, .denyDeleteRule: break
        }
      }
      return cascaded
    }

    /// The inverse of this object's relationship `key` on `target`: named here, or named on
    /// the target's side.
    private func inverse(of key: String, on target: NSManagedObject) -> String? {
      if let named = Self._viewProbeInverses[key] {
        return named.split(separator: ".").last.map(String.init)
      }
      let mine = "\(storeID.entityName).\(key)"
      return type(of: target)._viewProbeInverses.first { $0.value == mine }?.key
    }

    /// Sets a property for `@ManagedEntity`'s accessors, keeping a relationship's inverse in
    /// step.
    public func _viewProbeSet(_ value: Any?, forKey key: String) {
      let before = Self.objects(self.value(forKey: key))
      setValue(value, forKey: key)
      let after = Self.objects(value)
      for target in before where !after.contains(where: { $0 === target }) {
        if let inverse = inverse(of: key, on: target) { target.unlink(self, at: inverse) }
      }
      for target in after where !before.contains(where: { $0 === target }) {
        if let inverse = inverse(of: key, on: target) {
          target.link(self, at: inverse, inverseOfWhich: key)
        }
      }
    }

    /// Adds `objects` to the to-many relationship `key` (`addToBooks(_:)`).
    public func _viewProbeAdd(_ objects: [Any], toMany key: String) {
      let current = Self.objects(value(forKey: key))
      let added = objects.compactMap { $0 as? NSManagedObject }.filter { object in
        !current.contains { $0 === object }
      }
      _viewProbeSet(collection(current + added, forKey: key), forKey: key)
    }

    /// Removes `objects` from the to-many relationship `key` (`removeFromBooks(_:)`).
    public func _viewProbeRemove(_ objects: [Any], toMany key: String) {
      let removed = objects.compactMap { $0 as? NSManagedObject }
      let kept = Self.objects(value(forKey: key)).filter { object in
        !removed.contains { $0 === object }
      }
      _viewProbeSet(collection(kept, forKey: key), forKey: key)
    }

    /// `objects` as the collection type the to-many relationship `key` is declared with.
    private func collection(_ objects: [NSManagedObject], forKey key: String) -> Any {
      switch Self._viewProbeToManyForms[key] {
      case "Set": Set(objects)
      case "Array": objects
      case "NSOrderedSet": NSOrderedSet(array: objects)
      default: NSSet(array: objects)
      }
    }

    /// The objects a relationship value holds.
    private static func objects(_ value: Any?) -> [NSManagedObject] {
      if let object = value as? NSManagedObject { return [object] }
      return (PredicateValue.elements(value) ?? []).compactMap { $0 as? NSManagedObject }
    }

    /// Makes `owner` this object's `key` (the inverse side of `owner`'s `ownerKey`).
    private func link(_ owner: NSManagedObject, at key: String, inverseOfWhich ownerKey: String) {
      if Self._viewProbeToManyForms[key] != nil {
        let current = Self.objects(value(forKey: key))
        guard !current.contains(where: { $0 === owner }) else { return }
        setValue(collection(current + [owner], forKey: key), forKey: key)
      } else {
        // A to-one inverse: this object leaves its previous owner's relationship.
        if let previous = value(forKey: key) as? NSManagedObject, previous !== owner {
          previous.unlink(self, at: ownerKey)
        }
        setValue(owner, forKey: key)
      }
    }

    /// Takes `owner` out of this object's `key`.
    private func unlink(_ owner: NSManagedObject, at key: String) {
      if Self._viewProbeToManyForms[key] != nil {
        let kept = Self.objects(value(forKey: key)).filter { $0 !== owner }
        setValue(collection(kept, forKey: key), forKey: key)
      } else if value(forKey: key) as? NSManagedObject === owner {
        setValue(nil, forKey: key)
      }
    }

    /// The value of `key` as the property's type: for `@ManagedEntity`'s accessors.
    public func _viewProbeValue<Value>(forKey key: String) -> Value {
      let stored = value(forKey: key)
      if let value = stored as? Value { return value }
      if let value = Optional<Any>.none as? Value { return value }
      if let value = Self.zero(of: Value.self) { return value }
      _ViewProbeRuntime.reportTrap(
        "\(Self.self).\(key) has no value and its type, \(Value.self), is not optional: give the "
          + "property a default value in its @ManagedEntity declaration (the data model's default)."
      )
      fatalError("\(Self.self).\(key) has no value")
    }

    /// The zero Core Data gives a scalar attribute without a default.
    private static func zero<Value>(of type: Value.Type) -> Value? {
      let zeros: [Any] = [
        Int16(0), Int32(0), Int64(0), 0, 0.0, Float(0), false, Decimal(0), "", Data(),
      ]
      return zeros.lazy.compactMap { $0 as? Value }.first
    }

    /// Whether two property values are the same (objects by identity).
    static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
      switch (lhs, rhs) {
      case (nil, nil): return true
      case (nil, _), (_, nil): return false
      case let (left as AnyObject, right as AnyObject) where left === right: return true
      case let (left as AnyHashable, right as AnyHashable): return left == right
      default: return false
      }
    }

    /// Reads the stored values of an object fetched as a fault.
    func fireFault() {
      guard let row = faultRow, let context else { return }
      faultRow = nil
      values = context.liveValues(row)
      committed = values
    }
  }

  extension NSManagedObject: Identifiable {}

  /// A managed object is a format predicate's argument (`NSPredicate(format: "shelf == %@",
  /// shelf)`), as every Objective-C object is.
  extension NSManagedObject: CVarArg {
    /// The object's address, as a C variadic argument.
    public var _cVarArgEncoding: [Int] { [ObjectIdentifier(self).hashValue] }
  }

  /// A Core Data error in Cocoa's domain (`NSCoreDataError` unless `code` says).
  func coreDataError(_ reason: String, code: Int = 134_060) -> NSError {
    NSError(
      domain: NSCocoaErrorDomain, code: code, userInfo: [NSLocalizedFailureReasonErrorKey: reason])
  }

  /// A managed object's identity: temporary while it is only inserted, permanent once saved.
  public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    /// The entity's name.
    public let entityName: String
    private let lock = NSLock()
    private var number: Int?
    private let temporaryNumber = UUID()

    init(entityName: String, number: Int? = nil) {
      self.entityName = entityName
      self.number = number
    }

    /// The number the store gave the object (nil while temporary).
    var storeNumber: Int? { lock.withLock { number } }

    func makePermanent(_ value: Int) { lock.withLock { number = value } }

    /// Whether the object has not been saved yet.
    public var isTemporaryID: Bool { storeNumber == nil }

    /// A URL naming the object: `x-coredata://<store>/<Entity>/p<n>` once saved.
    public func uriRepresentation() -> URL {
      if let number = storeNumber {
        return URL(string: "x-coredata://viewprobe/\(entityName)/p\(number)")!
      }
      return URL(string: "x-coredata:///\(entityName)/t\(temporaryNumber.uuidString)")!
    }

    /// The ID's entity.
    public var entity: NSEntityDescription { NSEntityDescription(name: entityName) }

    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? NSManagedObjectID else { return false }
      if other === self { return true }
      guard let number = storeNumber, let otherNumber = other.storeNumber else { return false }
      return number == otherNumber && entityName == other.entityName
    }

    public override var hash: Int {
      storeNumber.map { $0.hashValue ^ entityName.hashValue } ?? ObjectIdentifier(self).hashValue
    }

    public override var description: String { uriRepresentation().absoluteString }
  }

  /// An entity of the data model: its name and class.
  open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var name: String?
    /// The name of the class of its objects.
    open var managedObjectClassName: String?

    init(name: String) {
      self.name = name
      self.managedObjectClassName = name
      super.init()
    }

    /// The entity named `entityName` in the model of `context`'s store.
    open class func entity(
      forEntityName entityName: String, in context: NSManagedObjectContext
    ) -> NSEntityDescription? {
      NSEntityDescription(name: entityName)
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    open class func insertNewObject(
      forEntityName entityName: String, into context: NSManagedObjectContext
    ) -> NSManagedObject {
      guard let type = context.knownType(named: entityName) else {
        _ViewProbeRuntime.reportTrap(
          "+entityForName: could not locate an entity named '\(entityName)' in this model: "
            + "ViewProbe knows an entity once an object of its @ManagedEntity class was made.")
        fatalError("no entity named \(entityName)")
      }
      let object = type.init(_viewProbeStored: NSManagedObjectID(entityName: entityName))
      context.insert(object)
      return object
    }

    public override func isEqual(_ object: Any?) -> Bool {
      (object as? NSEntityDescription)?.name == name
    }

    public override var hash: Int { name.hashValue }
  }

  /// The data model: here the entities are the `@ManagedEntity` classes, so a model carries
  /// nothing but its name.
  open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// An empty model.
    public override init() { super.init() }

    /// The model compiled from the `.momd` at `url` (the entity classes stand for it).
    public convenience init?(contentsOf url: URL) { self.init() }

    /// The model merged from the bundles' models.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
      NSManagedObjectModel()
    }
  }
#endif
