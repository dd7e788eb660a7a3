/// The built-in transitions as `Transition` values (iOS 17). Nothing animates, and at the
/// identity phase each leaves its content as it is.
protocol ContentKeepingTransition: Transition {}

extension ContentKeepingTransition {
  /// The content, unchanged: the view is in the tree.
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// Fades in and out.
public struct OpacityTransition: ContentKeepingTransition {
  /// A fade.
  public init() {}
}

/// Leaves the view unchanged.
public struct IdentityTransition: ContentKeepingTransition {
  /// No transition.
  public init() {}
}

/// Scales in and out.
public struct ScaleTransition: ContentKeepingTransition {
  /// The scale the view starts and ends at.
  public var scale: Double
  /// The point it scales around.
  public var anchor: UnitPoint
  /// A scale from `scale` around `anchor`.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
}

/// Slides in from the leading edge and out to the trailing edge.
public struct SlideTransition: ContentKeepingTransition {
  /// A slide.
  public init() {}
}

/// Moves in from and out to an edge.
public struct MoveTransition: ContentKeepingTransition {
  /// The edge.
  public var edge: Edge
  /// A move from `edge`.
  public init(edge: Edge) { self.edge = edge }
}

/// Pushes in from an edge and out towards the opposite one.
public struct PushTransition: ContentKeepingTransition {
  /// The edge it comes in from.
  public var edge: Edge
  /// A push from `edge`.
  public init(edge: Edge) { self.edge = edge }
}

/// Moves in and out by an offset.
public struct OffsetTransition: ContentKeepingTransition {
  /// The offset.
  public var offset: CGSize
  /// A move by `offset`.
  public init(_ offset: CGSize) { self.offset = offset }
}

/// Blurs and scales between the views it replaces.
public struct BlurReplaceTransition: ContentKeepingTransition {
  /// How the blur moves.
  public struct Configuration: Equatable, Sendable {
    let name: String
    /// Scales down then up.
    public static let downUp = Configuration(name: "downUp")
    /// Scales up both ways.
    public static let upUp = Configuration(name: "upUp")
  }
  /// How the blur moves.
  public var configuration: Configuration
  /// A blur replacement.
  public init(configuration: Configuration = .downUp) { self.configuration = configuration }
}

extension Transition where Self == OpacityTransition {
  /// Fades in and out.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
  /// Leaves the view unchanged.
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == ScaleTransition {
  /// Scales from nothing.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// Scales from `scale` around `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == SlideTransition {
  /// Slides in and out.
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
  /// Moves in from and out to `edge`.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
  /// Pushes in from `edge`.
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
  /// Moves by `offset`.
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  /// Moves by `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// Blurs between the views it replaces.
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
  /// Blurs between the views it replaces, as `configuration` says.
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  {
    BlurReplaceTransition(configuration: configuration)
  }
}
