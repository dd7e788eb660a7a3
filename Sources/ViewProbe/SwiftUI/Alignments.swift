/// A kind of alignment guide of your own: its default value in a view's dimensions. Layout is not
/// simulated; the type only names the guide.
public protocol AlignmentID {
  /// The guide's value in a view that does not set it explicitly.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as `alignmentGuide` closures see them. ViewProbe does no
/// layout, so the closures are not called.
public struct ViewDimensions: Equatable, Sendable {
  /// The width.
  public var width: CGFloat
  /// The height.
  public var height: CGFloat

  /// The value of a horizontal guide (its position along the width).
  public subscript(guide: HorizontalAlignment) -> CGFloat { guide.value(in: width) }

  /// The value of a vertical guide (its position along the height).
  public subscript(guide: VerticalAlignment) -> CGFloat { guide.value(in: height) }

  /// The explicit value of a horizontal guide (none is ever set).
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// The explicit value of a vertical guide (none is ever set).
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A horizontal alignment guide: the built-in ones, or one of your own `AlignmentID`.
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  let fraction: CGFloat

  /// The alignment named by `id`.
  public init(_ id: AlignmentID.Type) {
    name = String(describing: id)
    fraction = 0
  }

  init(name: String, fraction: CGFloat) {
    self.name = name
    self.fraction = fraction
  }

  func value(in width: CGFloat) -> CGFloat { width * fraction }

  /// The leading edge.
  public static let leading = HorizontalAlignment(name: "leading", fraction: 0)
  /// The centre.
  public static let center = HorizontalAlignment(name: "center", fraction: 0.5)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(name: "trailing", fraction: 1)
  /// Where list row separators start.
  public static let listRowSeparatorLeading = HorizontalAlignment(
    name: "listRowSeparatorLeading", fraction: 0)
  /// Where list row separators end.
  public static let listRowSeparatorTrailing = HorizontalAlignment(
    name: "listRowSeparatorTrailing", fraction: 1)
}

/// A vertical alignment guide: the built-in ones, or one of your own `AlignmentID`.
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  let fraction: CGFloat

  /// The alignment named by `id`.
  public init(_ id: AlignmentID.Type) {
    name = String(describing: id)
    fraction = 0
  }

  init(name: String, fraction: CGFloat) {
    self.name = name
    self.fraction = fraction
  }

  func value(in height: CGFloat) -> CGFloat { height * fraction }

  /// The top edge.
  public static let top = VerticalAlignment(name: "top", fraction: 0)
  /// The centre.
  public static let center = VerticalAlignment(name: "center", fraction: 0.5)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(name: "bottom", fraction: 1)
  /// The first line's baseline.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline", fraction: 1)
  /// The last line's baseline.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline", fraction: 1)
}

/// An alignment in both axes, for frames and overlays (layout is not simulated).
public struct Alignment: Equatable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment of `horizontal` and `vertical`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Centred on the first baseline.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Centred on the last baseline.
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// Leading, on the first baseline.
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// Trailing, on the first baseline.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
}

nonisolated extension View {
  /// Sets a horizontal guide's value for this view (not simulated: the closure is not called).
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    inert("alignmentGuide")
  }

  /// Sets a vertical guide's value for this view (not simulated: the closure is not called).
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    inert("alignmentGuide")
  }
}
