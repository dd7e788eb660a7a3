/// Owns an `ObservableObject`: the object is created once per view identity, lazily, just before
/// the first body; later view values never evaluate their expression (G02, G04).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateObjectBox<ObjectType>

  /// An object made by `thunk`, evaluated only for a new identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(make: thunk)
  }

  private init(box: StateObjectBox<ObjectType>) { self.box = box }

  /// The object this identity owns. Outside an installed view: a new object on every read,
  /// with SwiftUI's warning.
  public var wrappedValue: ObjectType {
    if let object = box.slot?.object { return object }
    ProbeContext.warn(SwiftUIMessage.stateObjectOutsideView)
    return box.make()
  }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

/// A `StateObject`'s expression and, once installed, its identity's object.
final class StateObjectBox<ObjectType>: @unchecked Sendable {
  let make: () -> ObjectType
  var slot: ObjectSlot<ObjectType>?

  init(make: @escaping () -> ObjectType) { self.make = make }
}

/// The object a `@StateObject` identity owns.
final class ObjectSlot<ObjectType> {
  let object: ObjectType
  init(object: ObjectType) { self.object = object }
}

extension StateObject: GraphProperty {
  static var holdsState: Bool { true }

  @MainActor func install(in node: ViewNode, stateIndex: Int) -> Bool {
    let existing = node.stateSlots[stateIndex] as? ObjectSlot<ObjectType>
    if let bound = box.slot { return bound === existing }
    if let existing {
      box.slot = existing
    } else {
      let slot = ObjectSlot(object: box.make())
      node.stateSlots[stateIndex] = slot
      box.slot = slot
    }
    return true
  }

  @MainActor func withOwnBox() -> Self { StateObject(box: StateObjectBox(make: box.make)) }

  @MainActor func observedObject(in node: ViewNode, stateIndex: Int) -> (any ObservableObject)? {
    (node.stateSlots[stateIndex] as? ObjectSlot<ObjectType>)?.object
  }

  @MainActor func heldObject(in node: ViewNode, stateIndex: Int) -> AnyObject? {
    (node.stateSlots[stateIndex] as? ObjectSlot<ObjectType>)?.object
  }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    guard let slot = node.stateSlots[stateIndex] as? ObjectSlot<ObjectType> else {
      return "uninstalled"
    }
    return "StateObject → \(node.graph.describe(slot.object))"
  }
}

/// Observes an `ObservableObject` someone else owns: every `objectWillChange` re-renders the view
/// (G01). It owns nothing: an inline default is a new object with every view value (G03).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to the properties of an observed object: `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding that reads and writes the object's property.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ObservedObjectLocation(object: object, keyPath: keyPath))
    }
  }

  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: GraphProperty {
  static func graphEqual(_ lhs: ObservedObject, _ rhs: ObservedObject) -> Bool {
    lhs.wrappedValue === rhs.wrappedValue
  }

  @MainActor func observedObject(in node: ViewNode, stateIndex: Int) -> (any ObservableObject)? {
    wrappedValue
  }

  @MainActor func heldObject(in node: ViewNode, stateIndex: Int) -> AnyObject? { wrappedValue }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    "ObservedObject → \(node.graph.describe(wrappedValue))"
  }
}

/// Reads the `ObservableObject` of this type that an ancestor provides with
/// `.environmentObject(_:)`, and observes it (G01). A missing object is SwiftUI's fatal error;
/// under ViewProbe the view's body is not run and the issue is recorded (G05).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to the properties of the environment object: `$model.name` (the same bindings an
  /// `@ObservedObject` gives).
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

  let box = EnvironmentObjectBox<ObjectType>()

  /// Reads the object of `ObjectType` from the environment.
  public init() {}

  /// The object an ancestor provides.
  public var wrappedValue: ObjectType { box.read() }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// The environment an `EnvironmentObject` was installed with, and the node it belongs to.
final class EnvironmentObjectBox<ObjectType: ObservableObject>: @unchecked Sendable {
  var installed: EnvironmentValues?
  /// The node's read log, as a token of which identity owns the box.
  var owner: AnyObject?
  /// The object this box read last, handed back (with an issue) when a later read finds none.
  private var lastObject: ObjectType?

  func read() -> ObjectType {
    if let object = installed?.object(ObjectType.self) {
      lastObject = object
      return object
    }
    let message = SwiftUIMessage.missingObservableObject(ObjectType.self)
    guard let lastObject else {
      fatalError("\(message) (read outside an installed body, with no object to fall back on)")
    }
    ProbeContext.reportTrap(
      "\(message) It was read outside the body (an action or init kept from an earlier update); "
        + "ViewProbe returned the object this property read last.")
    return lastObject
  }
}

extension EnvironmentObject: GraphProperty {
  static var readsEnvironment: Bool { true }

  @MainActor func install(in node: ViewNode, stateIndex: Int) -> Bool {
    if let owner = box.owner, owner !== node.environmentReads { return false }
    if let installed = box.installed, !installed.isIdentical(to: node.environment) { return false }
    box.installed = node.environment
    box.owner = node.environmentReads
    return true
  }

  @MainActor func withOwnBox() -> Self { EnvironmentObject() }

  func environmentChanged(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
    old.object(ObjectType.self) !== new.object(ObjectType.self)
  }

  var environmentKey: String? { "object \(_typeName(ObjectType.self, qualified: false))" }

  func missingEnvironmentObject(in environment: EnvironmentValues) -> String? {
    environment.object(ObjectType.self) == nil
      ? SwiftUIMessage.missingObservableObject(ObjectType.self) : nil
  }

  @MainActor func observedObject(in node: ViewNode, stateIndex: Int) -> (any ObservableObject)? {
    node.environment.object(ObjectType.self)
  }

  @MainActor func heldObject(in node: ViewNode, stateIndex: Int) -> AnyObject? {
    node.environment.object(ObjectType.self)
  }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    let object = node.environment.object(ObjectType.self)
    return "EnvironmentObject(\(_typeName(ObjectType.self, qualified: false))) = "
      + (object.map { node.graph.describe($0) } ?? "missing")
  }
}

/// Provides an `ObservableObject` to a subtree: `.environmentObject(_:)`.
nonisolated public struct _EnvironmentObservableObjectModifier<Object: ObservableObject>:
  ViewModifier
{
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// The object.
  public var object: Object

  /// Provides `object` to the subtree.
  public init(object: Object) { self.object = object }
}

extension _EnvironmentObservableObjectModifier: PrimitiveModifier, PlainExpansion {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    var environment = children.environment
    environment.setObject(object, as: Object.self)
    children.append(content, key: .content, environment: environment)
  }
}

nonisolated extension View {
  /// Provides `object` to this view's subtree, for `@EnvironmentObject` (G05).
  public func environmentObject<T: ObservableObject>(_ object: T)
    -> ModifiedContent<Self, _EnvironmentObservableObjectModifier<T>>
  {
    modifier(_EnvironmentObservableObjectModifier(object: object))
  }
}

extension ObservableObject {
  /// Calls `handler` on every emission of `objectWillChange`, until the result is released.
  func subscribeToWillChange(_ handler: @escaping () -> Void) -> AnyCancellable {
    objectWillChange._subscribe { _ in handler() }
  }
}
