/// A value that a view owns and SwiftUI stores for as long as the view's identity lives.
///
/// The first installed value wins: later view values evaluate their initial value (in the
/// `.xcode26` profile) and it is discarded (A01, A03, A05). Outside an installed view, a `State`
/// reads its initial value, drops writes, and `$x` logs SwiftUI's warning (A15).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// Creates state with an initial value; the expression runs when the view struct is created
  /// (`.xcode26`), or only on first install for class-typed values (`.xcode27`).
  public init(wrappedValue value: @autoclosure @escaping () -> Value) {
    let lazyObject = ProbeContext.current.profile == .xcode27 && Value.self is AnyClass
    box = StateBox(evaluating: value, eagerly: !lazyObject)
  }

  /// Creates state with an initial value that is already evaluated.
  public init(initialValue value: Value) {
    box = StateBox(value: value)
  }

  init(box: StateBox<Value>) {
    self.box = box
  }

  /// The current value; writes schedule a re-render of the views that read it.
  public var wrappedValue: Value {
    get { box.slot?.readThroughWrapper() ?? box.initial() }
    nonmutating set { box.slot?.write(newValue) }
  }

  /// A binding to the stored value. Outside an installed view it is a constant binding to the
  /// initial value, and SwiftUI's warning is logged.
  public var projectedValue: Binding<Value> {
    if let slot = box.slot { return Binding(location: StateLocation(slot: slot)) }
    ProbeContext.warn(SwiftUIMessage.stateOutsideView)
    return .constant(box.initial())
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates state whose initial value is `nil`.
  public init() {
    self.init(initialValue: nil)
  }
}

extension State: GraphProperty {
  static var holdsState: Bool { true }

  @MainActor func install(in node: ViewNode, stateIndex: Int) -> Bool {
    let existing = node.stateSlots[stateIndex] as? StateSlot<Value>
    if let bound = box.slot { return bound === existing }
    if let existing {
      if box.hasInitialValue { node.graph.countDiscardedInitialValue(of: node) }
      box.slot = existing
    } else {
      let slot = StateSlot(
        value: box.initial(), tracker: node.graph.tracker, name: node.layout.stateNames[stateIndex])
      slot.ownerID = node.id
      node.stateSlots[stateIndex] = slot
      box.slot = slot
    }
    return true
  }

  @MainActor func withOwnBox() -> Self { State(box: StateBox(copying: box)) }

  @MainActor var hasUnusedInitialValue: Bool { box.slot == nil && box.hasInitialValue }

  @MainActor func heldObject(in node: ViewNode, stateIndex: Int) -> AnyObject? {
    (node.stateSlots[stateIndex] as? StateSlot<Value>).flatMap { ViewProbe.heldObject(in: $0.peek) }
  }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    guard let slot = node.stateSlots[stateIndex] as? StateSlot<Value> else { return "uninstalled" }
    return node.graph.describe(slot.peek)
  }
}

/// A state property of a `Sendable` value is `Sendable`, so a view whose stored properties are all
/// `Sendable` can be made outside the main actor (its memberwise initializer is not isolated), as
/// with SwiftUI's `State`.
extension State: @unchecked Sendable where Value: Sendable {}
