/// A layout that answers every proposal with itself: the built-in layouts as ViewProbe sees them,
/// since it measures nothing.
protocol ProposalSizedLayout: Layout where Cache == () {}

extension ProposalSizedLayout {
  /// The proposal, unspecified dimensions as 10 points (nothing is measured).
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Places nothing (nothing is drawn).
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// `HStack`'s layout as a value, for `AnyLayout` and `layout { … }`.
public struct HStackLayout: ProposalSizedLayout {
  /// How the subviews align vertically.
  public var alignment: VerticalAlignment
  /// The distance between subviews, or `nil` for the default.
  public var spacing: CGFloat?

  /// A horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Stacks horizontally.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
}

/// `VStack`'s layout as a value, for `AnyLayout` and `layout { … }`.
public struct VStackLayout: ProposalSizedLayout {
  /// How the subviews align horizontally.
  public var alignment: HorizontalAlignment
  /// The distance between subviews, or `nil` for the default.
  public var spacing: CGFloat?

  /// A vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Stacks vertically.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }
}

/// `ZStack`'s layout as a value, for `AnyLayout` and `layout { … }`.
public struct ZStackLayout: ProposalSizedLayout {
  /// How the subviews align.
  public var alignment: Alignment

  /// An overlaying layout.
  public init(alignment: Alignment = .center) { self.alignment = alignment }
}

/// `Grid`'s layout as a value, for `AnyLayout` and `layout { … }`.
public struct GridLayout: ProposalSizedLayout {
  /// How cells align.
  public var alignment: Alignment
  /// The distance between columns, or `nil` for the default.
  public var horizontalSpacing: CGFloat?
  /// The distance between rows, or `nil` for the default.
  public var verticalSpacing: CGFloat?

  /// A grid layout.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }
}

/// Any layout, erased: switching the layout it wraps keeps its subviews' identity and state, as
/// SwiftUI documents (`isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`).
public struct AnyLayout: Layout {
  /// The layout wrapped.
  let base: any Layout

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) { base = layout }

  /// The wrapped layout's caches are made afresh on each call; AnyLayout keeps none.
  public typealias Cache = Void

  /// The wrapped layout's size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    func size<L: Layout>(_ layout: L) -> CGSize {
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    return size(base)
  }

  /// Places the subviews with the wrapped layout.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    func place<L: Layout>(_ layout: L) {
      var cache = layout.makeCache(subviews: subviews)
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    place(base)
  }
}
