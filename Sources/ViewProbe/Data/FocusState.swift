/// Which control has focus, owned by the view like `@State` (H08): `.focused(_:)` and
/// `.focused(_:equals:)` tie it to a field. Writing it moves focus; focusing a field writes it (the
/// harness's `focus()`, and typing with `setInput`).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value

  /// A binding to the focus state, for `.focused(_:)`.
  @propertyWrapper
  public struct Binding {
    let get: () -> Value
    let set: (Value) -> Void

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
  public init() where Value == Bool { _value = State(initialValue: false) }

  /// No focus (an optional field identifier).
  public init<T: Hashable>() where Value == T? { _value = State(initialValue: nil) }

  /// The focus state now; setting it moves focus.
  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  /// A binding for `.focused(_:)`.
  public var projectedValue: Binding {
    let state = $value
    return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
  }
}

/// `.focused(_:)` / `.focused(_:equals:)`: ties a control to a focus state.
nonisolated public struct _FocusedModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let focus: () -> Void
  let isFocused: () -> Bool
}

extension _FocusedModifier: PassThroughModifier {}

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
        focus: { condition.wrappedValue = true }, isFocused: { condition.wrappedValue }))
  }

  /// Focuses this view while `binding` equals `value`; focusing it writes `value`.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    modifier(
      _FocusedModifier(
        focus: { binding.wrappedValue = value }, isFocused: { binding.wrappedValue == value }))
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
