/// `phaseAnimator` and `keyframeAnimator` (iOS 17). ViewProbe has no clock for animations: an
/// animator shows its content at its first phase, or at its initial value, and the trigger changes
/// nothing (Guide §8). The content closure is app code and runs in the animator's own update.
/// SwiftUI's `keyframeAnimator` content closure is `@Sendable`; here it is not, because
/// ViewProbe's `ViewBuilder` is main-actor isolated: the same app code compiles against both.

/// A view that shows `content` at the first of `phases`.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let phase: Phase?
  let content: (Phase) -> Content

  /// Cycles through `phases` when `trigger` changes (shown at the first phase).
  public init<T: Equatable>(
    _ phases: some Sequence<Phase>, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    phase = phases.first { _ in true }
    self.content = content
  }

  /// Cycles through `phases` continuously (shown at the first phase).
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    phase = phases.first { _ in true }
    self.content = content
  }

  /// The content at the first phase; nothing for an empty sequence of phases.
  @ViewBuilder public var body: some View {
    if let phase { content(phase) }
  }
}

/// A view that shows `content` at `initialValue`: its keyframes are not played.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  let value: Value
  let content: (Value) -> Content

  /// Plays `keyframes` when `trigger` changes (shown at `initialValue`).
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    value = initialValue
    self.content = content
  }

  /// Plays `keyframes` in a loop (shown at `initialValue`).
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    value = initialValue
    self.content = content
  }

  /// The content at the initial value.
  public var body: some View { content(value) }
}

/// A view that shows `content` at an animator's starting point.
nonisolated public struct _AnimatorView<Base: View, Value, Result: View>: View {
  let base: Base
  let value: Value?
  let content: (PlaceholderContentView<Base>, Value) -> Result

  /// The content at the first phase or initial value; the base view alone without one.
  @MainActor
  @ViewBuilder public var body: some View {
    if let value {
      content(PlaceholderContentView(content: base), value)
    } else {
      base
    }
  }
}

nonisolated extension View {
  /// Animates through `phases` when `trigger` changes (shown at the first phase).
  public func phaseAnimator<Phase: Equatable, Result: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Result,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    _AnimatorView(base: self, value: phases.first { _ in true }, content: content)
  }

  /// Animates through `phases` continuously (shown at the first phase).
  public func phaseAnimator<Phase: Equatable, Result: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Result,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    _AnimatorView(base: self, value: phases.first { _ in true }, content: content)
  }

  /// Plays `keyframes` when `trigger` changes (shown at `initialValue`).
  public func keyframeAnimator<Value, Result: View>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Result,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
  ) -> some View {
    _AnimatorView(base: self, value: initialValue, content: content)
  }

  /// Plays `keyframes` in a loop (shown at `initialValue`).
  public func keyframeAnimator<Value, Result: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Result,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
  ) -> some View {
    _AnimatorView(base: self, value: initialValue, content: content)
  }
}

/// Changes of a value over time.
public protocol Keyframes<Value> {
  /// The value animated.
  associatedtype Value
}

/// The keyframes of one track.
public protocol KeyframeTrackContent<Value> {
  /// The value animated.
  associatedtype Value
}

/// Keyframes built by a `KeyframesBuilder`.
public struct _Keyframes<Value>: Keyframes {}

/// Keyframes of one track, built by a `KeyframeTrackContentBuilder`.
public struct _KeyframeTrackContent<Value>: KeyframeTrackContent {}

/// The keyframes of one property of the animated value.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
  /// Animates the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {}
}

extension KeyframeTrack where Root == Value {
  /// Animates the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

/// Moves the value to `to` along a straight line.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
  /// A keyframe reaching `to` after `duration` seconds.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// Moves the value to `to` with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
  /// A keyframe reaching `to` with `spring`.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {}
}

/// Moves the value to `to` along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
  /// A keyframe reaching `to` after `duration` seconds.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {}
}

/// Jumps the value to `to`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
  /// A keyframe that jumps to `to`.
  public init(_ to: Value) {}
}

/// Builds the keyframes of a `keyframeAnimator`: tracks, or the keyframes of the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
  /// A track of a property of the value.
  nonisolated public static func buildExpression<Property, Content>(
    _ track: KeyframeTrack<Value, Property, Content>
  ) -> _Keyframes<Value> { _Keyframes() }

  /// A keyframe of the whole value.
  nonisolated public static func buildExpression<Content: KeyframeTrackContent>(_ keyframe: Content)
    -> _Keyframes<Value> where Content.Value == Value
  { _Keyframes() }

  /// The parts, together.
  nonisolated public static func buildBlock(_ parts: _Keyframes<Value>...) -> _Keyframes<Value> {
    _Keyframes()
  }

  /// An optional part.
  nonisolated public static func buildOptional(_ part: _Keyframes<Value>?) -> _Keyframes<Value> {
    _Keyframes()
  }

  /// One branch of a condition.
  nonisolated public static func buildEither(first: _Keyframes<Value>) -> _Keyframes<Value> {
    first
  }

  /// The other branch of a condition.
  nonisolated public static func buildEither(second: _Keyframes<Value>) -> _Keyframes<Value> {
    second
  }

  /// Parts built in a loop.
  nonisolated public static func buildArray(_ parts: [_Keyframes<Value>]) -> _Keyframes<Value> {
    _Keyframes()
  }
}

/// Builds the keyframes of one track.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> {
  /// A keyframe.
  nonisolated public static func buildExpression<Content: KeyframeTrackContent>(_ keyframe: Content)
    -> _KeyframeTrackContent<Value> where Content.Value == Value
  { _KeyframeTrackContent() }

  /// The keyframes, in order.
  nonisolated public static func buildBlock(_ parts: _KeyframeTrackContent<Value>...)
    -> _KeyframeTrackContent<Value>
  { _KeyframeTrackContent() }

  /// An optional keyframe.
  nonisolated public static func buildOptional(_ part: _KeyframeTrackContent<Value>?)
    -> _KeyframeTrackContent<Value>
  { _KeyframeTrackContent() }

  /// One branch of a condition.
  nonisolated public static func buildEither(first: _KeyframeTrackContent<Value>)
    -> _KeyframeTrackContent<Value>
  { first }

  /// The other branch of a condition.
  nonisolated public static func buildEither(second: _KeyframeTrackContent<Value>)
    -> _KeyframeTrackContent<Value>
  { second }

  /// Keyframes built in a loop.
  nonisolated public static func buildArray(_ parts: [_KeyframeTrackContent<Value>])
    -> _KeyframeTrackContent<Value>
  { _KeyframeTrackContent() }
}
