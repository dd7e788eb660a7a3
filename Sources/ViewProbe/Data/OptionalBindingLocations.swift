// The locations of `Binding`'s optional projections (B07): a binding lifted to an optional, and a
// binding unwrapped from one. Both reach their base's storage, so two made from the same base are
// the same binding (E02), as SwiftUI's projections compare.

/// `Binding<V?>(base)`: reads the base's value; a write of `nil` is dropped.
final class LiftedLocation<Wrapped>: BindingLocation<Wrapped?>, @unchecked Sendable {
  let base: BindingLocation<Wrapped>
  init(base: BindingLocation<Wrapped>) { self.base = base }
  override func get() -> Wrapped? { base.get() }
  override func set(_ value: Wrapped?) { if let value { base.set(value) } }
  override func isSame(as other: BindingLocation<Wrapped?>) -> Bool {
    (other as? LiftedLocation<Wrapped>)?.base.isSame(as: base) ?? false
  }
}

/// `Binding(base)` of an optional: the unwrapped value. Read once the base is `nil` — by a closure
/// that outlives the view the binding was made for — it is SwiftUI's trap; ViewProbe records it
/// and returns the value the binding last had.
final class UnwrappedLocation<Wrapped>: BindingLocation<Wrapped>, @unchecked Sendable {
  let base: BindingLocation<Wrapped?>
  private var lastValue: Wrapped
  private var reported = false

  init(base: BindingLocation<Wrapped?>, value: Wrapped) {
    self.base = base
    lastValue = value
  }

  override func get() -> Wrapped {
    if let value = base.get() {
      lastValue = value
      return value
    }
    if !reported {
      reported = true
      ProbeContext.reportTrap(Self.nilMessage)
    }
    return lastValue
  }

  override func set(_ value: Wrapped) {
    base.set(value)
    lastValue = value
  }

  override func isSame(as other: BindingLocation<Wrapped>) -> Bool {
    (other as? UnwrappedLocation<Wrapped>)?.base.isSame(as: base) ?? false
  }

  private static var nilMessage: String {
    let type = _typeName(Wrapped.self, qualified: false)
    return "A binding unwrapped with Binding(_:) from a Binding<\(type)?> was read after its "
      + "value became nil: SwiftUI stops the app here with “Fatal error: Unexpectedly found nil "
      + "while unwrapping an Optional value” (in BindingOperations.ForceUnwrapping; reported to "
      + "Apple as FB8367784). ViewProbe returned the value the binding last had. A closure that "
      + "outlives the view (onDisappear, a Task, a sheet's action) should not read through it: "
      + "read the optional itself, or bind with a default."
  }
}
