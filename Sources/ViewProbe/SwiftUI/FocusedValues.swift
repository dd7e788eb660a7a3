/// A key for a value that a view publishes with `.focusedValue(_:_:)` or
/// `.focusedSceneValue(_:_:)`, for `@FocusedValue` and `@FocusedBinding` to read. A key has no
/// default: a value nothing publishes reads `nil`.
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// The values published by the focused view and the views above it, and those published for the
/// whole scene (H08). Declare a value with `@Entry` (of an optional type) or with a
/// `FocusedValueKey` and a property that reads and writes `self[Key.self]`.
public struct FocusedValues {
  /// The values, by the type of their key.
  var values: [ObjectIdentifier: Any] = [:]
  /// The objects published by type (`.focusedValue(_:)`, `.focusedObject(_:)`), by that type.
  var objects: [ObjectIdentifier: AnyObject] = [:]

  init() {}

  /// The value published for `key`, or `nil` when nothing in the focused view hierarchy (or the
  /// scene) publishes one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Publishes `object` for its type (nothing, for `nil`).
  mutating func publish<T: AnyObject>(_ object: T?) {
    if let object { objects[ObjectIdentifier(T.self)] = object }
  }

  /// The object published for its type, if one is.
  func object<T: AnyObject>(_ type: T.Type) -> T? {
    objects[ObjectIdentifier(type)] as? T
  }
}

/// Reads a value that the focused view, or one of the views above it, publishes with
/// `.focusedValue(_:_:)` — or that a view publishes for the whole scene with
/// `.focusedSceneValue(_:_:)`. When several views publish the key, the one closest to focus wins.
/// The view updates when the value it reads changes: focus moves, or the publisher publishes
/// another value (H08).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  let box: FocusedValueBox<Value>

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    box = FocusedValueBox { $0[keyPath: keyPath] }
  }

  /// Reads the `@Observable` object of this type that the focused view hierarchy publishes with
  /// `.focusedValue(_:)` (or the scene, with `.focusedSceneValue(_:)`).
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    box = FocusedValueBox { $0.object(objectType) }
  }

  init(box: FocusedValueBox<Value>) { self.box = box }

  /// The value for the key given where focus is now; `nil` when nothing in the focused view
  /// hierarchy (or the scene) publishes one, or outside an installed view.
  public var wrappedValue: Value? { box.current() }
}

/// Reads a binding that the focused view hierarchy publishes (`.focusedValue(\.key, $value)`):
/// its value, and writes through it. `nil` while none is published.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  let box: FocusedValueBox<Binding<Value>>

  /// Reads the binding at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    box = FocusedValueBox { $0[keyPath: keyPath] }
  }

  init(box: FocusedValueBox<Binding<Value>>) { self.box = box }

  /// The bound value, or `nil` when no binding is published; setting it writes through the
  /// binding (nothing happens while none is).
  public var wrappedValue: Value? {
    get { box.current()?.wrappedValue }
    nonmutating set {
      guard let binding = box.current(), let newValue else { return }
      binding.wrappedValue = newValue
    }
  }

  /// A binding to the optional value: reading and writing it as `wrappedValue` does.
  public var projectedValue: Binding<Value?> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

/// Reads an `ObservableObject` that the focused view hierarchy publishes with
/// `.focusedObject(_:)`, or the scene with `.focusedSceneObject(_:)`, and observes it: each
/// `objectWillChange` updates the view (G01), as focus moving to another object does (H08).
@MainActor @preconcurrency
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to the properties of a focused object: `$model?.name`.
  @MainActor @preconcurrency
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding that reads and writes the object's property.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>)
      -> Binding<T>
    {
      ObservedObject.Wrapper(object: object)[dynamicMember: keyPath]
    }
  }

  nonisolated let box: FocusedValueBox<ObjectType>

  /// Reads the focused object of `ObjectType`.
  public nonisolated init() {
    box = FocusedValueBox { $0.object(ObjectType.self) }
  }

  nonisolated init(box: FocusedValueBox<ObjectType>) { self.box = box }

  /// The object the focused view hierarchy (or the scene) publishes, or `nil`.
  public var wrappedValue: ObjectType? { box.current() }

  /// Bindings to the object's properties, or `nil` while no object is published.
  public var projectedValue: Wrapper? { box.current().map(Wrapper.init) }
}

/// What one focused-value property reads, and the graph's table it reads it from once installed.
final class FocusedValueBox<Value>: @unchecked Sendable {
  let read: (FocusedValues) -> Value?
  /// The graph's published values, once the property is installed in a view.
  var table: FocusedValueTable?
  /// The node that owns this box.
  var owner: Int?
  /// What the property read when the graph last looked: a change updates the view.
  var lastSeen: Value?
  /// The publishers the values came from when the graph last looked.
  var lastSources: [Int] = []
  private lazy var comparison = ValueComparison.strategy(for: Value?.self)

  init(read: @escaping (FocusedValues) -> Value?) { self.read = read }

  func current() -> Value? { table.flatMap { read($0.values) } }

  /// Notes what the property reads now, as the view's body reads it.
  func remember() {
    lastSeen = current()
    lastSources = table?.sources ?? []
  }

  /// Whether the value differs from the one seen last; the new one is kept. A value that cannot
  /// be compared (a closure, a struct that is not `Equatable`) counts as changed only when it may
  /// come from other publishers — focus moved, a publisher came or left — not each time its
  /// publisher updates (which would update its reader forever).
  func changed() -> Bool {
    let (now, sources) = (current(), table?.sources ?? [])
    defer { (lastSeen, lastSources) = (now, sources) }
    switch (lastSeen, now) {
    case (nil, nil): return false
    case (let old?, let new?):
      if case .never = comparison { return sources != lastSources }
      return !comparison.equal(Optional(old), Optional(new))
    default: return true
    }
  }
}

/// The values the graph last collected from the tree: what focused-value properties read.
final class FocusedValueTable: @unchecked Sendable {
  var values = FocusedValues()
  /// The nodes the values were collected from, in the order they were applied.
  var sources: [Int] = []
}

/// A focused-value property's box, as the graph checks it after updates.
protocol FocusedValueReading: AnyObject {
  var owner: Int? { get }
  func changed() -> Bool
}

extension FocusedValueBox: FocusedValueReading {}

/// The wrappers share one way to be installed: the box is bound to the view and registered with
/// the graph, which checks it whenever the published values may have changed.
protocol FocusedValueProperty: GraphProperty {
  associatedtype Read
  var box: FocusedValueBox<Read> { get }
  init(box: FocusedValueBox<Read>)
}

extension FocusedValueProperty {
  @MainActor func install(in node: ViewNode, stateIndex: Int) -> Bool {
    if let owner = box.owner { return owner == node.id }
    box.owner = node.id
    box.table = node.graph.focusedValueTable
    box.remember()
    node.graph.focusedValueReaders[ObjectIdentifier(box)] = box
    return true
  }

  @MainActor func withOwnBox() -> Self { Self(box: FocusedValueBox(read: box.read)) }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    "\(Self.self) → " + (box.current().map { node.graph.describe($0) } ?? "nil")
  }
}

extension FocusedValue: FocusedValueProperty {}
extension FocusedBinding: FocusedValueProperty {}
extension FocusedObject: FocusedValueProperty, ObservesObject {
  @MainActor func observedObject(in node: ViewNode, stateIndex: Int) -> (any ObservableObject)? {
    box.current()
  }

  @MainActor func heldObject(in node: ViewNode, stateIndex: Int) -> AnyObject? { box.current() }
}
