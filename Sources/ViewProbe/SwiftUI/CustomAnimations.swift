import Foundation

/// An app's own animation curve (iOS 17): how an animatable value moves towards its new value over
/// time. ViewProbe applies every change at once and draws no frames, so the harness never asks a
/// custom animation for a value; `Animation(_:)` keeps it as an animation like the built-in ones,
/// and a test can still call `animate(value:time:context:)` itself to check its arithmetic.
public protocol CustomAnimation: Hashable, Sendable {
  /// The value at `time` seconds after the start, moving towards `value`, or `nil` once the
  /// animation has finished.
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?

  /// The velocity at `time`, or `nil` when it is not known.
  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V?

  /// Whether this animation takes over from `previous`, still running, instead of adding to it.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No known velocity.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// Adds to the running animation rather than merging with it.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

/// A key for a custom animation's own state in `AnimationState`.
public protocol AnimationStateKey {
  /// The state's type.
  associatedtype Value
  /// The state before the animation first sets it.
  static var defaultValue: Value { get }
}

/// The state a custom animation keeps between the times it is asked for a value, by key.
public struct AnimationState<Value: VectorArithmetic> {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Empty state: every key holds its default.
  public init() {}

  /// The state kept under `key`, or its default.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// What a custom animation is given besides the time: its state and the environment of the view
/// that animates.
public struct AnimationContext<Value: VectorArithmetic> {
  /// The animation's own state.
  public var state: AnimationState<Value>
  /// Set to `true` once the animation is complete for the purpose of completion callbacks.
  public var isLogicallyComplete: Bool
  /// The environment of the view whose change the animation runs.
  public let environment: EnvironmentValues

  /// A context with fresh state in `environment`, for a test that calls a custom animation.
  public init(
    state: AnimationState<Value> = AnimationState(), environment: EnvironmentValues = .init()
  ) {
    self.state = state
    isLogicallyComplete = false
    self.environment = environment
  }

  /// A context of the same environment with `state`, for an animation that runs another one.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    AnimationContext<T>(state: state, environment: environment)
  }
}

extension Animation {
  /// An animation that moves values as `base` says (never asked here: changes apply at once).
  public init<A: CustomAnimation>(_ base: A) {
    self.init(name: "custom \(_typeName(A.self, qualified: false))")
  }

  /// The value of this animation at `time`: `nil`, as ViewProbe's animations are finished as
  /// soon as they start (changes apply at once).
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    nil
  }

  /// No known velocity.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// Never merges: there is never a running animation to merge with.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

extension VectorArithmetic {
  /// This value with each component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}
