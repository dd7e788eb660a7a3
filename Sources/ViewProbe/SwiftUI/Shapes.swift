/// A 2D shape: a view whose content is the path it draws in a rectangle. ViewProbe draws nothing;
/// a shape is a leaf that keeps the tree's shape, and `path(in:)` can be called by tests.
nonisolated public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A leaf showing the shape.
  public var body: _ShapeView<Self> { _ShapeView(shape: self) }

  /// Fills the shape (not drawn; a stroked shape is filled along its outline).
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self>
  {
    let isStroke = self is any StrokedOutline
    return _ShapeView(
      shape: self, hitArea: isStroke ? .outline : .fill(with: content),
      hidesBeneath: !isStroke && content.paintsOpaque)
  }

  /// Fills the shape with the foreground style (not drawn).
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> { _ShapeView(shape: self) }

  /// Strokes the outline (not drawn; it is hit along the outline only).
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<Self> {
    _ShapeView(shape: self, hitArea: .outline)
  }

  /// Strokes the outline with a style (not drawn).
  public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<Self> {
    _ShapeView(shape: self, hitArea: .outline)
  }

  /// The stroked outline, as a shape (`.overlay(.bar, in: .capsule.stroke())`); shown, it is
  /// drawn in the foreground style and hit along the outline (not drawn).
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes the outline inside the shape's bounds (not drawn).
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self>
  {
    _ShapeView(shape: self, hitArea: .outline)
  }
}

/// A view that draws a shape, to which more fills and strokes can be added:
/// `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`.
public protocol ShapeView<Content>: View, _RemoveGlobalActorIsolation {
  /// The shape drawn.
  associatedtype Content: Shape
  /// The shape this view draws.
  var shape: Content { get }
}

extension ShapeView {
  /// Adds a fill (not drawn).
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
    -> _ShapeView<Content>
  {
    _ShapeView(
      shape: shape, hitArea: drawnArea.adding(.fill(with: content)),
      hidesBeneath: drawnHidesBeneath || content.paintsOpaque)
  }

  /// Adds a stroke (not drawn).
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<Content> {
    _ShapeView(
      shape: shape, hitArea: drawnArea.adding(.outline), hidesBeneath: drawnHidesBeneath)
  }

  /// Adds a stroke with a style (not drawn).
  public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<Content> {
    _ShapeView(
      shape: shape, hitArea: drawnArea.adding(.outline), hidesBeneath: drawnHidesBeneath)
  }

  /// Where what is drawn so far is hit.
  var drawnArea: ShapeHitArea { (self as? _ShapeView<Content>)?.hitArea ?? .filled }

  /// Whether what is drawn so far is known to be filled with opaque paint.
  var drawnHidesBeneath: Bool { (self as? _ShapeView<Content>)?.hidesBeneath ?? false }
}

/// A shape as a view: a leaf. Fills and strokes added to it are not kept (nothing is drawn).
public struct _ShapeView<Content: Shape>: ShapeView {
  /// The shape drawn.
  public let shape: Content
  /// Where touches land on it: inside a filled shape, along a stroked one.
  var hitArea: ShapeHitArea = .filled
  /// Whether it is filled with paint known to be opaque (an opaque colour or gradient): what is
  /// beneath its path does not show through. A shape filled with the foreground style is not
  /// known to be.
  var hidesBeneath = false

  /// A primitive view without children.
  public var body: Never { primitiveBody("_ShapeView") }
}

extension _ShapeView: PrimitiveView, PlainExpansion {
  func makeChildren(into children: inout ChildList) {}
}

/// A view that draws a shape: `find(Circle.self)` finds `Circle().fill(.red)` by it.
@MainActor
protocol DrawnShape {
  /// The type of the shape drawn.
  var shapeType: Any.Type { get }
}

extension _ShapeView: DrawnShape {
  var shapeType: Any.Type { (Content.self as? any StrokedOutline.Type)?.baseType ?? Content.self }
}

/// A shape that is the stroked outline of another (`Circle().stroke(lineWidth: 4)`): its path is
/// the other's (a stroke's width is not measured); shown, it is hit along the outline, and found by
/// the other's type.
public struct _StrokedShape<Base: Shape>: Shape {
  /// The shape stroked.
  public var base: Base
  /// How it is stroked.
  public var style: StrokeStyle

  /// The stroked shape's outline in `rect`.
  public func path(in rect: CGRect) -> Path { base.path(in: rect) }

  /// A leaf showing the outline.
  public var body: _ShapeView<Self> { _ShapeView(shape: self, hitArea: .outline) }
}

/// A stroked outline, by the type of the shape it outlines.
protocol StrokedOutline {
  static var baseType: Any.Type { get }
}

extension _StrokedShape: StrokedOutline {
  static var baseType: Any.Type { Base.self }
}

/// Where a drawn shape is hit: inside when filled (with a colour that is not clear), along the
/// outline when only stroked.
enum ShapeHitArea: Equatable, Sendable {
  /// Inside the path.
  case filled
  /// Along the outline only.
  case outline
  /// Nowhere (filled with a clear colour).
  case none

  /// A fill with `style`: not hit when the style is a clear colour.
  static func fill(with style: some ShapeStyle) -> ShapeHitArea {
    if let color = style as? Color, color.opacity == 0 { return .none }
    return .filled
  }

  /// What is hit once `other` is drawn too.
  func adding(_ other: ShapeHitArea) -> ShapeHitArea {
    self == .filled || other == .filled ? .filled : (self == .none ? other : self)
  }
}

/// How a fill decides what is inside.
public struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule decides.
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool
  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a stroke is drawn.
public struct StrokeStyle: Equatable, Sendable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// How the ends of lines are drawn.
  public var lineCap: CGLineCap
  /// How lines are joined.
  public var lineJoin: CGLineJoin
  /// The limit of mitered joins.
  public var miterLimit: CGFloat
  /// The dash lengths.
  public var dash: [CGFloat]
  /// Where the dash pattern starts.
  public var dashPhase: CGFloat
  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How rounded corners are drawn.
public enum RoundedCornerStyle: Sendable, Equatable {
  /// Quarter circles.
  case circular
  /// Continuous curves.
  case continuous
}

/// An outline made of lines, curves and arcs. ViewProbe records the elements; it draws nothing.
public struct Path: Shape, Equatable {
  enum Element: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case rect(CGRect)
    case ellipse(CGRect)
    case arc(center: CGPoint, radius: CGFloat, start: Double, end: Double, clockwise: Bool)
    case close
    /// Elements recorded as given, under a transform.
    indirect case transformed([Element], CGAffineTransform)
  }

  nonisolated var elements: [Element] = []

  /// An empty path.
  nonisolated public init() {}

  /// A rectangle.
  nonisolated public init(_ rect: CGRect) { elements = [.rect(rect)] }

  /// A rounded rectangle (recorded by its bounds).
  nonisolated public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    elements = [.rect(rect)]
  }

  /// A rounded rectangle whose corners are `cornerSize` (recorded by its bounds).
  nonisolated public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    elements = [.rect(rect)]
  }

  /// An ellipse in `rect`.
  nonisolated public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }

  /// A path built by `callback`.
  nonisolated public init(_ callback: (inout Path) -> Void) { callback(&self) }

  /// Whether the path has no elements.
  nonisolated public var isEmpty: Bool { elements.isEmpty }

  /// Starts a subpath at `point`.
  nonisolated public mutating func move(to point: CGPoint) { elements.append(.move(point)) }

  /// Adds a line to `point`.
  nonisolated public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }

  /// Adds lines through `points`.
  nonisolated public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a rectangle, moved by `transform`.
  nonisolated public mutating func addRect(
    _ rect: CGRect, transform: CGAffineTransform = .identity
  ) {
    elements += Path.transform([.rect(rect)], by: transform)
  }

  /// Adds rectangles, moved by `transform`.
  nonisolated public mutating func addRects(
    _ rects: [CGRect], transform: CGAffineTransform = .identity
  ) {
    elements += Path.transform(rects.map { .rect($0) }, by: transform)
  }

  /// Adds an ellipse in `rect`, moved by `transform`.
  nonisolated public mutating func addEllipse(
    in rect: CGRect, transform: CGAffineTransform = .identity
  ) {
    elements += Path.transform([.ellipse(rect)], by: transform)
  }

  /// Adds a rounded rectangle, moved by `transform` (recorded by its bounds).
  nonisolated public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    elements += Path.transform([.rect(rect)], by: transform)
  }

  /// Adds a quadratic curve to `end`.
  nonisolated public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(end, control: control))
  }

  /// Adds a cubic curve to `end`.
  nonisolated public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(end, control1: control1, control2: control2))
  }

  /// Adds an arc from `startAngle` to `endAngle` (increasing angles unless `clockwise`), after a
  /// line from the current point to its start; moved by `transform`.
  nonisolated public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let arc = Element.arc(
      center: center, radius: radius, start: startAngle.radians, end: endAngle.radians,
      clockwise: clockwise)
    elements += Path.transform([arc], by: transform)
  }

  /// Adds an arc that turns through `delta` from `startAngle`; moved by `transform`.
  nonisolated public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle,
      endAngle: startAngle + delta, clockwise: delta.radians < 0, transform: transform)
  }

  /// Closes the current subpath.
  nonisolated public mutating func closeSubpath() { elements.append(.close) }

  /// Adds `path`, moved by `transform`.
  nonisolated public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements.append(contentsOf: Path.transform(path.elements, by: transform))
  }

  /// The path moved by `transform` (its elements are recorded with the transform).
  nonisolated public func applying(_ transform: CGAffineTransform) -> Path {
    var path = Path()
    path.elements = Path.transform(elements, by: transform)
    return path
  }

  /// The path moved by `dx`, `dy`.
  nonisolated public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  nonisolated private static func transform(_ elements: [Element], by transform: CGAffineTransform)
    -> [Element]
  {
    transform == .identity || elements.isEmpty ? elements : [.transformed(elements, transform)]
  }

  /// The path itself.
  nonisolated public func path(in rect: CGRect) -> Path { self }
}

/// A rectangle.
public struct Rectangle: Shape {
  /// A rectangle.
  public init() {}
  /// The rectangle `rect`.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The shape of the container a view is in (a widget's rounded corners); here the rectangle it
/// is given.
public struct ContainerRelativeShape: Shape {
  /// The container's shape.
  public init() {}
  /// The rectangle `rect`.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  /// The corners' size.
  public var cornerSize: CGSize
  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// Corners of radius `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// Corners of `cornerSize`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The rounded rectangle in `rect`.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
  }
}

/// A circle.
public struct Circle: Shape {
  /// A circle.
  public init() {}
  /// The circle centred in `rect`.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

/// An ellipse.
public struct Ellipse: Shape {
  /// An ellipse.
  public init() {}
  /// The ellipse in `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule: a rectangle with fully rounded ends.
public struct Capsule: Shape {
  /// How the ends are drawn.
  public var style: RoundedCornerStyle
  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  /// The capsule in `rect`.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
}

/// An angle, in radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  /// A zero angle.
  public init() { radians = 0 }
  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// A zero angle.
  public static let zero = Angle()
  /// Orders by size.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
