/// A size offered to a view by its container: a `nil` dimension leaves the view free to choose.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil` for the view's ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the view's ideal height.
  public var height: CGFloat?

  /// A proposal of `width` and `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// The smallest proposal.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal that asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// The largest proposal.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal as a size, `size`'s dimensions standing in for unspecified ones.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// The preferred spacing around a view (ViewProbe does no layout: every spacing is the default).
public struct ViewSpacing: Sendable {
  /// The default spacing.
  public init() {}

  /// No spacing.
  public static let zero = ViewSpacing()

  /// Merges `other`'s preferences on `edges` into this one.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}

  /// This spacing merged with `other`'s on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }

  /// The distance to `next` along `axis`: SwiftUI's default of 8 points.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
}

/// What a layout knows of itself, such as the axis it stacks along.
public struct LayoutProperties: Sendable {
  /// Properties of a layout that stacks along no axis.
  public init() {}
  /// The axis the layout stacks its subviews along, if any.
  public var stackOrientation: Axis?
}

/// A key for a value a view hands to its layout container (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// The value of a view that does not set one.
  static var defaultValue: Value { get }
}

/// A stand-in for one subview, as a layout sees it. ViewProbe does no layout, so it never hands
/// one to a layout: the type exists so that layouts compile.
public struct LayoutSubview: Equatable, Sendable {
  /// The values the subview set for its container (iOS 18). A layout's methods never run here,
  /// so this is what no container value was set gives.
  public var containerValues: ContainerValues { ContainerValues() }

  /// The subview's size for `proposal` (the proposal itself, unspecified dimensions as 10).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The subview's dimensions for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  /// Places the subview (not drawn).
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {}

  /// The subview's layout priority.
  public var priority: Double { 0 }

  /// The subview's preferred spacing.
  public var spacing: ViewSpacing { ViewSpacing() }

  /// The value the subview gives for `key` (the key's default: values are not collected).
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}

/// The subviews a layout arranges.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
  let elements: [LayoutSubview]

  /// The first position.
  public var startIndex: Int { elements.startIndex }
  /// Past the last position.
  public var endIndex: Int { elements.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { elements[index] }
  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(elements: Array(elements[bounds]))
  }
  /// The subviews at `indices`.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(elements: indices.map { elements[$0] })
  }
  /// The direction the subviews are laid out in.
  public var layoutDirection: LayoutDirection { .leftToRight }
}

/// A container's geometry: how big it is for a proposal and where its subviews go
/// (`struct FlowLayout: Layout`), used as `FlowLayout { … }`.
///
/// ViewProbe does no layout: a layout's methods are never called, and its content is a container
/// like `HStack`'s, keeping identity and state as any container does. `AnyLayout` keeps its
/// subviews' state when the layout it wraps changes, as SwiftUI documents.
@preconcurrency
public protocol Layout: Sendable, Animatable {
  /// What the layout knows of itself.
  static var layoutProperties: LayoutProperties { get }
  /// Values the layout computes once and reuses.
  associatedtype Cache = Void
  /// The subviews a layout is given.
  typealias Subviews = LayoutSubviews

  /// The cache for `subviews`.
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  /// Refreshes `cache` for changed subviews.
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  /// The spacing around the container.
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  /// The container's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    -> CGSize
  /// Places each subview in `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)
  /// The container's own value for a horizontal guide, if it has one.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat?
  /// The container's own value for a vertical guide, if it has one.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat?
}

extension Layout {
  /// No properties.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Makes a fresh cache.
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The default spacing.
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    ViewSpacing()
  }

  /// No explicit horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat? { nil }

  /// No explicit vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat? { nil }

  /// A container that arranges `content` with this layout.
  nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V)
    -> _LayoutView<Self, V>
  {
    _LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  /// No cache.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// A container laid out by a `Layout`. Its type names the layout's type, so `AnyLayout` — one
/// type whatever it wraps — keeps its content's identity when the wrapped layout changes.
nonisolated public struct _LayoutView<L: Layout, Content: View>: View {
  /// The layout (never asked: ViewProbe does no layout).
  public let layout: L
  let content: Content

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("_LayoutView") }
}

extension _LayoutView: ContentContainer {}

nonisolated extension View {
  /// Hands `value` for `key` to the layout container around this view (not collected: layouts
  /// are not run).
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    inert("layoutValue")
  }
}
