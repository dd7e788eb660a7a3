/// Which control has focus, owned by the view like `@State` (H08): `.focused(_:)` and
/// `.focused(_:equals:)` tie it to a field. Writing it moves focus; focusing a field writes it (the
/// harness's `focus()`, and typing with `setInput`). As Apple documents for `wrappedValue`, while
/// focus is in no view bound to the state, it reads `nil` (or `false`): after an update in which
/// no view in the tree is bound to it with its value — the focused field left the tree, or the app
/// named a field that is not there — it is set back (see `FocusClaim`).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value
  /// The value that means no focus: `false`, or `nil`.
  private let unfocused: Value

  /// A binding to the focus state, for `.focused(_:)`.
  @propertyWrapper
  public struct Binding {
    let get: () -> Value
    let set: (Value) -> Void
    /// The storage of the `FocusState` this binding writes, when it is one installed in a view
    /// (an `AccessibilityFocusState`'s binding has none: nothing moves VoiceOver's focus here).
    let storage: ObjectIdentifier?

    /// The focus state now.
    public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }

  // The initializers are in the type itself: a property wrapper's default initialization only
  // finds an `init()` declared there (with its `where` clause), not one in an extension.

  /// No focus.
  public init() where Value == Bool {
    _value = State(initialValue: false)
    unfocused = false
  }

  /// No focus (an optional field identifier).
  public init<T: Hashable>() where Value == T? {
    _value = State(initialValue: nil)
    unfocused = nil
  }

  /// The focus state now; setting it moves focus.
  public var wrappedValue: Value {
    get { value }
    nonmutating set {
      value = newValue
      claim(newValue)
    }
  }

  /// A binding for `.focused(_:)`.
  public var projectedValue: Binding {
    let state = $value
    let claim = self.claim
    return Binding(
      get: { state.wrappedValue },
      set: {
        state.wrappedValue = $0
        claim($0)
      }, storage: _value.box.slot.map(ObjectIdentifier.init))
  }

  /// Tells the graph, after writing `newValue`, that this state now says where focus is, so that
  /// the next update checks a view bound to it with that value is there.
  private func claim(_ newValue: Value) {
    guard newValue != unfocused, let slot = _value.box.slot else { return }
    slot.tracker.inbox.post(.focusClaim(FocusClaim(slot: slot, unfocused: unfocused)))
  }
}

/// A focus state that said where focus is when last written: after the update, if no view in the
/// tree is bound to it with its value (no `.focused` field, no search field of a `searchFocused`),
/// focus is in no view bound to it, and it is set to `nil` or `false`, as Apple documents for
/// `FocusState.wrappedValue`.
final class FocusClaim: @unchecked Sendable {
  /// The state's storage, which bindings to it name.
  let storage: ObjectIdentifier
  /// Whether the state still says where focus is (and its view is still in the tree).
  let holdsFocus: () -> Bool
  /// Sets the state to `nil` or `false`.
  let release: () -> Void
  /// The view found bound to the state with its value at the last check: checked first next time.
  var binder: Int?

  init<Value: Hashable>(slot: StateSlot<Value>, unfocused: Value) {
    storage = ObjectIdentifier(slot)
    holdsFocus = { slot.isAlive && slot.peek != unfocused }
    release = { slot.write(unfocused) }
  }
}

/// What ties a view to the focus state it is bound to: the state's storage, and whether the state
/// names this view now.
struct FocusBond {
  let storage: ObjectIdentifier
  let holds: () -> Bool
}

/// `.focused(_:)` / `.focused(_:equals:)`: ties a control to a focus state.
nonisolated public struct _FocusedModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let focus: () -> Void
  let isFocused: () -> Bool
  /// The focus state this view is bound to, for the check after an update (`FocusClaim`).
  var bond: FocusBond?
}

extension _FocusedModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    if bond != nil {
      // A new binding, or one whose value may have changed: the focus states are checked after
      // the update.
      let node = children.node
      node.graph.focusBinders.insert(node.id)
      node.graph.focusCheckNeeded = true
    }
    children.append(content, key: .content)
  }
}

/// Lets the harness find the focus binding above a control.
@MainActor
protocol FocusCarrying {
  var focusModifier: _FocusedModifier? { get }
}

extension ModifiedContent: FocusCarrying where Content: View, Modifier: ViewModifier {
  var focusModifier: _FocusedModifier? { modifier as? _FocusedModifier }
}

nonisolated extension View {
  /// Focuses this view while `condition` is true; focusing it sets `condition` to true.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(
      _FocusedModifier(
        focus: { condition.wrappedValue = true }, isFocused: { condition.wrappedValue },
        bond: condition.storage.map { FocusBond(storage: $0, holds: { condition.wrappedValue }) }))
  }

  /// Focuses this view while `binding` equals `value`; focusing it writes `value`.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    let isFocused = { binding.wrappedValue == value }
    return modifier(
      _FocusedModifier(
        focus: { binding.wrappedValue = value }, isFocused: isFocused,
        bond: binding.storage.map { FocusBond(storage: $0, holds: isFocused) }))
  }
}

extension ViewNode {
  /// The nearest `.focused` modifier at or above this node.
  var nearestFocus: _FocusedModifier? {
    var node: ViewNode? = self
    while let current = node {
      if let focus = (current.castableView as? any FocusCarrying)?.focusModifier { return focus }
      node = current.parent
    }
    return nil
  }
}
