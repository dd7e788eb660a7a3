/// Where a ``Binding`` reads and writes. A binding stores no value of its own (B02).
class BindingLocation<Value>: @unchecked Sendable {
  /// Set once an element binding reads through this location (see `MutationWatch`).
  final var mutationWatch: MutationWatch?

  func get() -> Value { fatalError("abstract") }
  func set(_ value: Value) { fatalError("abstract") }
  /// Whether two locations reach the same storage, so that two bindings count as equal (E02).
  func isSame(as other: BindingLocation<Value>) -> Bool { self === other }

  /// Whether a change of what this location reads is under way, so that reading it now would
  /// be a simultaneous access (known only once `watchedGet()` has read it).
  final var isBeingChanged: Bool { mutationWatch?.isBusy ?? false }

  /// The value; read the first time under a `MutationWatch`, which from then on tells
  /// `isBeingChanged`.
  final func watchedGet() -> Value {
    if mutationWatch != nil { return get() }
    let watch = MutationWatch()
    mutationWatch = watch
    return watch.watch { get() }
  }
}

/// A `@State`'s storage, reached through `$x`.
final class StateLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
  let slot: StateSlot<Value>
  init(slot: StateSlot<Value>) { self.slot = slot }
  override func get() -> Value { slot.read() }
  override func set(_ value: Value) { slot.write(value) }
  override func isSame(as other: BindingLocation<Value>) -> Bool {
    (other as? StateLocation<Value>)?.slot === slot
  }
}

/// `Binding(get:set:)`: both closures are called every time (B06).
final class FunctionLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
  let getter: () -> Value
  let setter: (Value) -> Void
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }
  override func get() -> Value { getter() }
  override func set(_ value: Value) { setter(value) }
}

/// `Binding.constant`: reads the value, ignores writes silently (B03).
final class ConstantLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
  let value: Value
  init(value: Value) { self.value = value }
  override func get() -> Value { value }
  override func set(_ value: Value) {}
}

/// `$x.field`: reads from and writes through the root binding (B04).
final class ProjectedLocation<Root, Value>: BindingLocation<Value>, @unchecked Sendable {
  let base: BindingLocation<Root>
  let keyPath: WritableKeyPath<Root, Value>
  init(base: BindingLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }
  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func set(_ value: Value) {
    var root = base.get()
    root[keyPath: keyPath] = value
    base.set(root)
  }
  override func isSame(as other: BindingLocation<Value>) -> Bool {
    guard let other = other as? ProjectedLocation<Root, Value> else { return false }
    return other.keyPath == keyPath && other.base.isSame(as: base)
  }
}

/// `$model.field` on a `@Bindable`: reads and writes the object's property; Observation tracks it,
/// so the location alone says whether two bindings are the same.
final class ObjectLocation<Root: AnyObject, Value>: BindingLocation<Value>, @unchecked Sendable {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }
  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value) { object[keyPath: keyPath] = value }
  override func isSame(as other: BindingLocation<Value>) -> Bool {
    guard let other = other as? ObjectLocation<Root, Value> else { return false }
    return other.object === object && other.keyPath == keyPath
  }
}

/// `$model.field` on an `ObservableObject`: reads and writes the object's property. Nothing records
/// which views read it, so two such bindings are the same only if they also held equal values when
/// they were made — as SwiftUI compares a binding's value along with its location. A child given
/// `$model.name` thus updates when its parent, re-rendered by the object, passes a new name (B02).
final class ObservedObjectLocation<Root: AnyObject, Value>: BindingLocation<Value>,
  @unchecked Sendable
{
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  /// The value when the binding was made.
  let valueWhenMade: Value

  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
    valueWhenMade = object[keyPath: keyPath]
  }

  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value) { object[keyPath: keyPath] = value }
  override func isSame(as other: BindingLocation<Value>) -> Bool {
    guard let other = other as? ObservedObjectLocation<Root, Value>,
      other.object === object, other.keyPath == keyPath
    else { return false }
    return ValueComparison.inputs(for: Value.self).equal(other.valueWhenMade, valueWhenMade)
  }
}
