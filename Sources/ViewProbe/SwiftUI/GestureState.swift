/// State that a gesture writes while it goes on (`.updating($state)`), and that goes back to its
/// initial value when the gesture ends. It lives with the view's identity, like `@State`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  var storage: State<Value>
  let resetValue: Value

  /// State starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    // Not an eager `@State`: a later view value's gesture state is not a discarded initial
    // value (A03 counts only `@State`'s).
    storage = State(box: StateBox(evaluating: { wrappedValue }, eagerly: false))
    resetValue = wrappedValue
  }

  /// State starting at `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// State starting at `wrappedValue`, reset in `resetTransaction`.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue)
  }

  /// The current value: the initial one unless a gesture is going on.
  public var wrappedValue: Value { storage.wrappedValue }

  /// The state itself, for `.updating($state)`.
  public var projectedValue: GestureState<Value> { self }

  @MainActor func set(_ value: Value) { storage.wrappedValue = value }
  @MainActor func reset() { storage.wrappedValue = resetValue }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// State starting at `nil`.
  public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

/// Which gestures of a view and its subviews are enabled.
public struct GestureMask: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// A mask from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// None.
  public static let none: GestureMask = []
  /// The gesture attached here.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture attached to a view: `gesture(_:)`, `highPriorityGesture(_:)` or
/// `simultaneousGesture(_:)`. The harness drives it (`FoundView.drag(by:)` …).
nonisolated public struct _GestureModifier<G: Gesture>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let gesture: G
  let mask: GestureMask
}

extension _GestureModifier: PassThroughModifier, PlainExpansion {}

/// Lets the harness find the gestures attached above a view.
@MainActor
protocol GestureCarrying {
  var attachedGesture: (any GestureDriving)? { get }
}

extension ModifiedContent: GestureCarrying where Content: View, Modifier: ViewModifier {
  var attachedGesture: (any GestureDriving)? {
    guard let modifier = modifier as? any GestureModifierProtocol, modifier.isEnabled else {
      return nil
    }
    return modifier.driving
  }
}

@MainActor
protocol GestureModifierProtocol {
  var driving: (any GestureDriving)? { get }
  var isEnabled: Bool { get }
}

extension _GestureModifier: GestureModifierProtocol {
  @MainActor
  var driving: (any GestureDriving)? { gesture.driving }
  var isEnabled: Bool { mask.contains(.gesture) }
}

nonisolated extension View {
  /// Attaches `gesture` to the view.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(gesture: gesture, mask: mask))
  }

  /// Attaches `gesture` to the view, ahead of the gestures of its subviews.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(_GestureModifier(gesture: gesture, mask: mask))
  }

  /// Attaches `gesture` to the view, recognised together with the gestures of its subviews.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(_GestureModifier(gesture: gesture, mask: mask))
  }

  /// Runs `action` when a long press ends, and `onPressingChanged` when the press goes down
  /// (`true`) and up (`false`). `FoundView.longPress()` performs one.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      _GestureModifier(
        gesture: _LongPressCallbacks(action: action, pressingChanged: onPressingChanged),
        mask: .all))
  }

  /// Runs `action` with the location of a tap (`count` taps).
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    modifier(_TapGestureModifier(count: count, action: { action(.zero) }, locatedAction: action))
  }
}

/// `onLongPressGesture`'s closures as a gesture.
nonisolated struct _LongPressCallbacks: Gesture, GestureDriving {
  typealias Value = Bool
  let action: () -> Void
  let pressingChanged: ((Bool) -> Void)?

  func anyValue(for event: GestureEvent) -> Any? {
    guard case .longPress = event else { return nil }
    return true
  }

  func deliver(_ event: GestureEvent) {
    guard case .longPress(let ended) = event else { return }
    if ended {
      pressingChanged?(false)
      action()
    } else {
      pressingChanged?(true)
    }
  }
}
