/// A two-way connection to a value owned elsewhere.
///
/// A binding stores no value: every read goes to the source of truth, so it is never stale (B02).
/// Writes are visible at once; the views that read the source re-render in the next update (B01).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let location: BindingLocation<Value>

  init(location: BindingLocation<Value>) {
    self.location = location
  }

  /// Creates a binding that calls `get` for every read and `set` for every write (B06).
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    location = FunctionLocation(get: get, set: set)
  }

  /// Creates a binding from another binding, as `@Binding var x: T` in an initializer needs.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored without a warning (B03).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value: value))
  }

  /// The value of the source of truth.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  /// The binding itself, so `$x` on a `@Binding` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value; it reads from and writes through this binding (B04).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(location: ProjectedLocation(base: location, keyPath: keyPath))
  }
}

extension Binding {
  /// Lifts a binding to a non-optional value into one to an optional value (B07).
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(location: LiftedLocation(base: base.location))
  }

  /// A binding to the unwrapped value, or `nil` when the base value is `nil` (B07). Read after
  /// the base became `nil`, it is SwiftUI's trap: recorded, and the last value returned.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(location: UnwrappedLocation(base: base.location, value: value))
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}

extension Binding: GraphProperty {
  static func graphEqual(_ lhs: Binding, _ rhs: Binding) -> Bool {
    lhs.location.isSame(as: rhs.location)
  }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    "Binding → \(node.graph.describe(location.get()))"
  }
}

/// As SwiftUI documents: a binding is `Sendable` when its value is. Passing it to another
/// isolation domain is safe; reading or writing it there is not checked.
extension Binding: @unchecked Sendable where Value: Sendable {}
