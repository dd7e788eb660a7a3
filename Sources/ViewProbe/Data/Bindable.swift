/// Projects bindings to the properties of an `@Observable` object that someone else owns.
///
/// `@Bindable` stores only the reference it is given: it owns nothing, so the parent's instance is
/// used as is and an inline default is re-created with every view value (C11, F03).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The `Bindable` itself, so `$model.field` gives a binding.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps an observable object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object (for `Bindable(model).field` and local `@Bindable var`).
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable from another one's projected value.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding that reads and writes the object's property.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject> where Value: AnyObject
  {
    Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The identity of the wrapped object.
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: GraphProperty {
  static func graphEqual(_ lhs: Bindable, _ rhs: Bindable) -> Bool {
    ViewProbe.heldObject(in: lhs.wrappedValue) === ViewProbe.heldObject(in: rhs.wrappedValue)
  }

  @MainActor func heldObject(in node: ViewNode, stateIndex: Int) -> AnyObject? {
    ViewProbe.heldObject(in: wrappedValue)
  }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    "Bindable → \(node.graph.describe(wrappedValue))"
  }
}
