/// Where a scroll view is scrolled (iOS 18): to an edge, a point or a view's id. ViewProbe does no
/// scrolling, so the position is what the app last set (`scrollTo(…)`), kept in its binding;
/// `isPositionedByUser` is always `false`.
public struct ScrollPosition: Equatable, Sendable {
  /// The edge scrolled to, when positioned at one.
  public private(set) var edge: Edge?
  /// The point scrolled to, when positioned at one.
  public private(set) var point: CGPoint?
  /// The id of the view scrolled to, when positioned at one.
  public private(set) var viewID: (any Hashable & Sendable)?
  /// Where in the view with `viewID` the position is.
  private var anchor: UnitPoint?

  /// Whether a person scrolled to the position (never, in ViewProbe).
  public var isPositionedByUser: Bool { false }

  /// An automatic position, for views with ids of `idType`.
  public init(idType: (some Hashable & Sendable).Type = Never.self) {}

  /// A position at `edge`.
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
    self.edge = edge
  }

  /// A position at `point`.
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
    self.point = point
  }

  /// A position at the view with `id`.
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    scrollTo(id: id, anchor: anchor)
  }

  /// The id of the view scrolled to, when it is a `V`.
  public func viewID<V: Hashable & Sendable>(type: V.Type) -> V? { viewID as? V }

  /// Scrolls to `edge`.
  public mutating func scrollTo(edge: Edge) {
    self = ScrollPosition()
    self.edge = edge
  }

  /// Scrolls to `point`.
  public mutating func scrollTo(point: CGPoint) {
    self = ScrollPosition()
    self.point = point
  }

  /// Scrolls horizontally to `x`.
  public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: point?.y ?? 0)) }

  /// Scrolls vertically to `y`.
  public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: point?.x ?? 0, y: y)) }

  /// Scrolls to the view with `id`.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    self = ScrollPosition()
    viewID = id
    self.anchor = anchor
  }

  /// Whether two positions are at the same edge, point, or view id and anchor.
  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
    lhs.edge == rhs.edge && lhs.point == rhs.point && lhs.anchor == rhs.anchor
      && lhs.viewID.map { erased($0) } == rhs.viewID.map { erased($0) }
  }

  private static func erased(_ id: some Hashable) -> AnyHashable { AnyHashable(id) }
}

nonisolated extension View {
  /// Binds the scroll position of the scroll views inside (kept, not driven: there is no
  /// scrolling, so it stays where the app puts it).
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> some View
  {
    inert("scrollPosition")
  }

  /// A background for the container the view is in (not drawn).
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    inert("containerBackground")
  }

  /// A background of `content` for the container the view is in (`.containerBackground(for:
  /// .widget) { … }`): in the tree, after the view, as a background is.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_AttachedContentModifier(name: "containerBackground", attached: content()))
  }

  /// How a sheet is sized (not simulated).
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    inert("presentationSizing")
  }
}

/// The container a `containerBackground(_:for:)` applies to.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String
  /// A navigation stack's or split view's background.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// A split view's background.
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  /// A tab view's background.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
  /// A subscription store view's background.
  public static let subscriptionStore = ContainerBackgroundPlacement(name: "subscriptionStore")
  /// A subscription store view's header background.
  public static let subscriptionStoreHeader = ContainerBackgroundPlacement(
    name: "subscriptionStoreHeader")
  /// A subscription store view's full-height background.
  public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(
    name: "subscriptionStoreFullHeight")
}

/// How a presentation is sized (iOS 18).
public protocol PresentationSizing: Sendable {}

/// One of the built-in presentation sizes.
public struct _BuiltInPresentationSizing: PresentationSizing, Hashable {
  let name: String
}

extension PresentationSizing where Self == _BuiltInPresentationSizing {
  /// The platform's default size.
  public static var automatic: Self { _BuiltInPresentationSizing(name: "automatic") }
  /// A size fit for a form.
  public static var form: Self { _BuiltInPresentationSizing(name: "form") }
  /// A size fit for a page.
  public static var page: Self { _BuiltInPresentationSizing(name: "page") }
  /// The content's ideal size.
  public static var fitted: Self { _BuiltInPresentationSizing(name: "fitted") }
}
