/// An effect that moves, scales or skews how a view is drawn, without changing the views around
/// it: a custom shake or flip written as `.modifier(ShakeEffect(shakes: n))`.
///
/// ViewProbe does not draw: the content passes through with its identity and storage unchanged,
/// whatever the effect's value (A10), and `effectValue(size:)` is never asked.
nonisolated public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation
where Body == Never {
  /// The transform the effect applies to a view of `size`.
  nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The same effect, applied only while drawing, not during layout (not drawn either way).
  nonisolated public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
    _IgnoredByLayoutEffect(base: self)
  }
}

/// A geometry effect that layout ignores, as `ignoredByLayout()` makes it.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  /// The effect drawn.
  public var base: Base

  /// Wraps `base`.
  nonisolated public init(base: Base) { self.base = base }

  /// The base effect's animatable data.
  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }

  /// The base effect's transform.
  nonisolated public func effectValue(size: CGSize) -> ProjectionTransform {
    base.effectValue(size: size)
  }
}
