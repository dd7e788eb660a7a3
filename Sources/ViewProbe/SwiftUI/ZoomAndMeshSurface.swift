// iOS 18 surface apps adopt: zoom navigation transitions, scroll geometry callbacks and mesh
// gradients. All of it draws or scrolls, so it is inert: the tree keeps its shape.

/// How a pushed or presented view animates in (iOS 18; not animated).
public protocol NavigationTransition {}

/// The navigation transitions SwiftUI names.
public struct _NavigationTransition: NavigationTransition, Sendable {
  let name: String
}

extension NavigationTransition where Self == _NavigationTransition {
  /// The platform's transition.
  public static var automatic: _NavigationTransition { _NavigationTransition(name: "automatic") }

  /// Zooms from the view marked with `matchedTransitionSource(id:in:)` for `sourceID`.
  public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID)
    -> _NavigationTransition
  {
    _NavigationTransition(name: "zoom")
  }
}

/// How a transition source looks while it zooms (not drawn).
public struct EmptyMatchedTransitionSourceConfiguration: Sendable {
  /// Rounds the source's corners.
  public func clipShape(_ shape: RoundedRectangle) -> Self { self }
  /// Sets the source's background.
  public func background(_ color: Color) -> Self { self }
  /// Shadows the source.
  public func shadow(
    color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> Self { self }
}

nonisolated extension View {
  /// Sets how this view, pushed or presented, animates in (not animated).
  public func navigationTransition(_ style: some NavigationTransition) -> some View {
    inert("navigationTransition")
  }

  /// Marks this view as where a zoom transition for `id` starts (not animated).
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  {
    inert("matchedTransitionSource")
  }

  /// Marks this view as where a zoom transition for `id` starts, styled by `configuration`.
  public func matchedTransitionSource<ID: Hashable>(
    id: ID, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration)
      -> EmptyMatchedTransitionSourceConfiguration
  ) -> some View {
    inert("matchedTransitionSource")
  }
}

/// A scroll view's geometry, as `onScrollGeometryChange` hands it (nothing scrolls in ViewProbe).
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets around the content.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize
  /// The visible part of the content.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

nonisolated extension View {
  /// Runs `action` when the value `transform` makes of the scroll geometry changes. Nothing
  /// scrolls in ViewProbe, so neither closure is called.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    inert("onScrollGeometryChange")
  }
}

nonisolated extension View {
  /// Runs `action` when the view's visible fraction crosses `threshold`. Nothing scrolls in
  /// ViewProbe, so it is not called.
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> some View {
    inert("onScrollVisibilityChange")
  }

  /// Runs `action` with the ids of the scroll targets inside that cross `threshold`. Nothing
  /// scrolls in ViewProbe, so it is not called.
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View {
    inert("onScrollTargetVisibilityChange")
  }
}

/// What a scroll view is doing (iOS 18).
public enum ScrollPhase: Hashable, Sendable {
  /// At rest.
  case idle
  /// The user touches it, not yet scrolling.
  case tracking
  /// The user drags it.
  case interacting
  /// It slows down after the user let go.
  case decelerating
  /// It moves to a position set in code.
  case animating

  /// Whether it moves.
  public var isScrolling: Bool { self != .idle }
}

/// Where a scroll phase change happened.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry.
  public var geometry: ScrollGeometry
  /// How fast it moves.
  public var velocity: CGVector?
}

nonisolated extension View {
  /// Runs `action` when the scroll phase changes. Nothing scrolls in ViewProbe, so it is not
  /// called.
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    inert("onScrollPhaseChange")
  }

  /// Runs `action`, with the scroll view's geometry, when the scroll phase changes (not called:
  /// nothing scrolls).
  public func onScrollPhaseChange(
    _ action:
      @escaping (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> some View {
    inert("onScrollPhaseChange")
  }
}

/// A gradient over a grid of points (iOS 18): a style, and a view that fills its frame (not
/// drawn).
nonisolated public struct MeshGradient: ShapeStyle, View {
  /// The number of points across.
  public var width: Int
  /// The number of points down.
  public var height: Int
  /// The colours, one per point.
  public var colors: [Color]

  /// A mesh of `width` × `height` points, each with its colour.
  nonisolated public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.colors = colors
  }

  /// A primitive view without children.
  @MainActor
  public var body: Never { primitiveBody("MeshGradient") }
}

extension MeshGradient: PrimitiveView, PlainExpansion {
  func makeChildren(into children: inout ChildList) {}
}

extension Gradient {
  /// The space colours are interpolated in.
  public enum ColorSpace: Hashable, Sendable {
    /// The device's colour space.
    case device
    /// A perceptual colour space.
    case perceptual
  }
}
