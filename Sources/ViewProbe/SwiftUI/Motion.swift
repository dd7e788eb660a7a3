extension Animation {
  /// A spring with a duration and a bounce.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    .spring
  }

  /// A spring with the given stiffness and damping.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    .spring
  }

  /// A spring with a duration and a bounce, interpolating its velocity.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    .spring
  }

  /// A quick spring for interactions.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    .spring
  }

  /// A spring with a moderate bounce.
  public static let bouncy = Animation(name: "bouncy")
  /// A spring with a small bounce.
  public static let snappy = Animation(name: "snappy")
  /// A spring without bounce.
  public static let smooth = Animation(name: "smooth")
  /// The default spring.
  public static let interactiveSpring = Animation(name: "interactiveSpring")
  /// A spring with a moderate bounce, over `duration`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .bouncy
  }
  /// A spring with a small bounce, over `duration`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .snappy
  }
  /// A spring without bounce, over `duration`.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .smooth
  }
  /// A cubic Bézier timing curve.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(name: "timingCurve")
  }

  /// This animation at `speed` times its pace.
  public func speed(_ speed: Double) -> Animation { self }
  /// This animation repeated `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

extension AnyTransition {
  /// A transition applying `active` to a view coming in or going out, `identity` once it is in
  /// (not simulated: the modifiers are not applied).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(name: "modifier")
  }

  /// Pushes in from `edge`, out towards the opposite edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }

  /// Moves by an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition(name: "offset")
  }

  /// Moves by `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }

  /// Scales from `scale` around `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(name: "scale")
  }

  /// This transition with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension Angle {
  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  /// Adds `rhs` to `lhs`.
  public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
  /// Subtracts `rhs` from `lhs`.
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
  /// The angle turned the other way.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  /// The angle scaled by `rhs`.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  /// The angle scaled by `lhs`.
  public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
  /// The angle divided by `rhs`.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}

/// A value that can be interpolated: what `animatableData` holds.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// A pair of `first` and `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Zero in both.
  public static var zero: Self { Self(.zero, .zero) }
  /// The component-wise sum.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  /// The component-wise difference.
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  /// Scales both values.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of both squares.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// No animatable data.
public struct EmptyAnimatableData: VectorArithmetic {
  /// Nothing.
  public init() {}
  /// Nothing.
  public static var zero: Self { Self() }
  /// Nothing.
  public static func + (lhs: Self, rhs: Self) -> Self { Self() }
  /// Nothing.
  public static func - (lhs: Self, rhs: Self) -> Self { Self() }
  /// Nothing.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
}

/// A type whose `animatableData` SwiftUI interpolates while animating. ViewProbe does not
/// animate: the data is set once, to the final value, like any other field.
public protocol Animatable {
  /// The interpolated data.
  associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
  /// The data interpolated while animating.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A view modifier whose data is animated (not simulated).
public protocol AnimatableModifier: Animatable, ViewModifier {}

nonisolated extension View {
  /// Animates every change under this view (deprecated in SwiftUI; not simulated).
  public func animation(_ animation: Animation?) -> some View { inert("animation") }

  /// Applies `animation` only to the modifiers `body` puts on this view (iOS 17; nothing
  /// animates: the body's modifiers apply at once).
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: self))
  }
}

/// The motion of a spring (iOS 17), for `SpringKeyframe` and spring animations (not simulated).
public struct Spring: Hashable, Sendable {
  /// The time the spring takes to settle, roughly.
  public var duration: TimeInterval
  /// How much it overshoots: 0 for none, up to 1.
  public var bounce: Double

  /// A spring that settles in `duration` seconds with `bounce`.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }

  /// A spring without bounce.
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A spring with a little bounce.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A spring with more bounce.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// A smooth spring settling in `duration` seconds.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A snappy spring settling in `duration` seconds.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bouncy spring settling in `duration` seconds.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

/// A timing curve from 0 to 1 (iOS 17), for keyframes (not simulated).
public struct UnitCurve: Hashable, Sendable {
  let name: String

  /// Constant speed.
  public static let linear = UnitCurve(name: "linear")
  /// Starts slowly.
  public static let easeIn = UnitCurve(name: "easeIn")
  /// Ends slowly.
  public static let easeOut = UnitCurve(name: "easeOut")
  /// Starts and ends slowly.
  public static let easeInOut = UnitCurve(name: "easeInOut")
  /// A circular ease-in.
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  /// A circular ease-out.
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  /// A circular ease-in-out.
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

  /// A cubic Bézier curve through two control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(name: "bezier")
  }
}
