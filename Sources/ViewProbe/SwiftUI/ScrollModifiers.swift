/// How a scroll view settles after a swipe (not simulated).
public protocol ScrollTargetBehavior {}

/// Settles on a view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// The behaviour.
  public init() {}
}

/// Settles on a page.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// The behaviour.
  public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles on the edges of the scroll target layout's views.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on pages of the scroll view's size.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Whether a scroll view bounces when its content fits (not simulated).
public struct ScrollBounceBehavior: Sendable, Hashable {
  let name: String
  /// As the system chooses.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always bounces.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounces only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Whether scroll indicators show (not simulated).
public struct ScrollIndicatorVisibility: Sendable, Hashable {
  let name: String
  /// As the system chooses.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden, unless the system needs them.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Where content margins apply (not simulated).
public struct ContentMarginPlacement: Sendable, Hashable {
  let name: String
  /// As the system chooses.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The scrolled content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The scroll indicators.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// A visual effect applied from a view's geometry (`visualEffect`); not drawn.
public protocol VisualEffect: Sendable {}

/// The visual effect `visualEffect`'s closure starts from: none.
public struct EmptyVisualEffect: VisualEffect {
  /// No effect.
  public init() {}
}

/// A chain of visual effects (not drawn).
public struct _VisualEffectChain: VisualEffect {
  let names: [String]
}

extension VisualEffect {
  /// This effect followed by the effect called `name`.
  func adding(_ name: String) -> _VisualEffectChain {
    _VisualEffectChain(names: ((self as? _VisualEffectChain)?.names ?? []) + [name])
  }
  /// Moves the view.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain { adding("offset") }
  /// Moves the view.
  public func offset(_ offset: CGSize) -> _VisualEffectChain { adding("offset") }
  /// Rotates the view.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain {
    adding("rotationEffect")
  }
  /// Rotates the view in 3D.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> _VisualEffectChain {
    adding("rotation3DEffect")
  }
  /// Scales the view.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
    adding("scaleEffect")
  }
  /// Scales the view in each axis.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain {
    adding("scaleEffect")
  }
  /// Blurs the view.
  public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain { adding("blur") }
  /// Changes the opacity.
  public func opacity(_ opacity: Double) -> _VisualEffectChain { adding("opacity") }
  /// Changes the brightness.
  public func brightness(_ amount: Double) -> _VisualEffectChain { adding("brightness") }
  /// Changes the contrast.
  public func contrast(_ amount: Double) -> _VisualEffectChain { adding("contrast") }
  /// Changes the saturation.
  public func saturation(_ amount: Double) -> _VisualEffectChain { adding("saturation") }
  /// Turns the hue.
  public func hueRotation(_ angle: Angle) -> _VisualEffectChain { adding("hueRotation") }
  /// Turns colours grey.
  public func grayscale(_ amount: Double) -> _VisualEffectChain { adding("grayscale") }
  /// Multiplies colours by `color`.
  public func colorMultiply(_ color: Color) -> _VisualEffectChain { adding("colorMultiply") }
}

/// Where a view is in a `scrollTransition`: entering at the top or leading edge, visible, or
/// entering at the bottom or trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Entering or leaving at the top or leading edge.
  case topLeading
  /// Visible.
  case identity
  /// Entering or leaving at the bottom or trailing edge.
  case bottomTrailing

  /// Whether the view is visible.
  public var isIdentity: Bool { self == .identity }

  /// -1 at the top or leading edge, 0 when visible, 1 at the bottom or trailing edge.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a `scrollTransition` moves between its phases (not simulated).
public struct ScrollTransitionConfiguration: Sendable {
  let name: String

  /// No change to the view.
  public static let identity = ScrollTransitionConfiguration(name: "identity")
  /// Animates to the new phase when the view crosses the threshold.
  public static let animated = ScrollTransitionConfiguration(name: "animated")
  /// Interpolates between the phases as the view scrolls.
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")

  /// Animates to the new phase with `animation`.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(name: "animated")
  }

  /// Interpolates between the phases along `timingCurve`.
  public static func interactive(timingCurve: UnitCurve = .easeInOut)
    -> ScrollTransitionConfiguration
  {
    ScrollTransitionConfiguration(name: "interactive")
  }

  /// The same configuration with `animation`.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

  /// The same configuration with `threshold`.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }

  /// When a view counts as visible.
  public struct Threshold: Sendable {
    let amount: Double
    /// As soon as any part is visible.
    public static let visible = Threshold(amount: 0)
    /// Only once entirely visible.
    public static let hidden = Threshold(amount: 1)
    /// When its centre reaches the container's centre.
    public static let centered = Threshold(amount: 0.5)
    /// When `amount` of it is visible.
    public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }
  }
}

nonisolated extension View {
  /// Applies `transition` as the view scrolls in and out of view. ViewProbe does not scroll:
  /// every view is in the `identity` phase, where the transition changes nothing, so the closure
  /// is not called.
  public func scrollTransition<E: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
  ) -> some View {
    inert("scrollTransition")
  }

  /// Applies `transition` with a configuration per edge (not simulated: see
  /// `scrollTransition(_:axis:transition:)`).
  public func scrollTransition<E: VisualEffect>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
  ) -> some View {
    inert("scrollTransition")
  }

  /// Flashes the scroll indicators when the view appears (not drawn).
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
    inert("scrollIndicatorsFlash")
  }

  /// Flashes the scroll indicators when `value` changes (not drawn).
  public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View {
    inert("scrollIndicatorsFlash")
  }

  /// Applies effects computed from the view's geometry (not simulated: the closure is not
  /// called).
  public func visualEffect<E: VisualEffect>(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E
  ) -> some View {
    inert("visualEffect")
  }

  /// Sizes the view relative to its container (not simulated).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    inert("containerRelativeFrame")
  }

  /// Sizes the view to `span` of `count` columns of its container (not simulated).
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    inert("containerRelativeFrame")
  }

  /// Sizes the view from its container's length (not simulated: the closure is not called).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    inert("containerRelativeFrame")
  }

  /// Marks the layout whose views a scroll view settles on (not simulated).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    inert("scrollTargetLayout")
  }

  /// How a scroll view settles (not simulated).
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
    inert("scrollTargetBehavior")
  }

  /// Whether scroll views bounce (not simulated).
  public func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View {
    inert("scrollBounceBehavior")
  }

  /// Whether scroll indicators show: sets `\.horizontalScrollIndicatorVisibility` and
  /// `\.verticalScrollIndicatorVisibility` for `axes` (nothing is drawn).
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility,
    axes: Axis.Set = [
      .vertical, .horizontal,
    ]
  ) -> some View {
    transformEnvironment(\.horizontalScrollIndicatorVisibility) {
      if axes.contains(.horizontal) { $0 = visibility }
    }
    .transformEnvironment(\.verticalScrollIndicatorVisibility) {
      if axes.contains(.vertical) { $0 = visibility }
    }
  }

  /// Margins around scroll content (not simulated).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    inert("contentMargins")
  }

  /// Margins around scroll content (not simulated).
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    inert("contentMargins")
  }

  /// Lets scrolled content draw outside the scroll view (not simulated).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    inert("scrollClipDisabled")
  }

  /// Turns scrolling off: sets `\.isScrollEnabled` (nothing scrolls here anyway).
  public func scrollDisabled(_ disabled: Bool) -> some View {
    environment(\.isScrollEnabled, !disabled)
  }

  /// Where a scroll view starts (not simulated).
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    inert("defaultScrollAnchor")
  }

  /// Binds the id of the view scrolled to (kept, not driven: there is no scrolling).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    inert("scrollPosition")
  }
}
