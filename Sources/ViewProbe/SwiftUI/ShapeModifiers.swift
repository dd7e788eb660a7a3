#if !canImport(Darwin)
  /// How the ends of a stroked line are drawn (CoreGraphics' type, as SwiftUI code names it).
  public enum CGLineCap: Int32, Sendable {
    /// Square ends at the end points.
    case butt
    /// Rounded ends.
    case round
    /// Square ends past the end points.
    case square
  }

  /// How stroked lines are joined (CoreGraphics' type, as SwiftUI code names it).
  public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners.
    case miter
    /// Rounded corners.
    case round
    /// Cut-off corners.
    case bevel
  }
#endif

/// A shape that can be inset, so that a border can be stroked inside its bounds.
public protocol InsettableShape: Shape {
  /// The inset shape's type.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// Strokes the outline inside the shape's bounds with a style (not drawn).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<Self> {
    _ShapeView(shape: self, hitArea: .outline)
  }

  /// Strokes the outline inside the shape's bounds with the foreground style (not drawn).
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
    _ShapeView(shape: self, hitArea: .outline)
  }

  /// Strokes the outline inside the shape's bounds with the foreground style and `style`.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
    _ShapeView(shape: self, hitArea: .outline)
  }
}

/// A shape inset by an amount on every side.
public struct _InsetShape<Base: Shape>: InsettableShape {
  /// The shape inset.
  public var base: Base
  /// The inset on every side.
  public var amount: CGFloat

  /// The base shape's path in the inset rectangle.
  public func path(in rect: CGRect) -> Path {
    base.path(in: rect.insetBy(dx: amount, dy: amount))
  }

  /// Insets further.
  public func inset(by amount: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }
}

/// The built-in insettable shapes: each is inset by wrapping it (nothing is drawn).
protocol InsetByWrapping: Shape {}

extension InsetByWrapping {
  /// The shape inset by `amount` on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<Self> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Rectangle: InsettableShape, InsetByWrapping {}
extension RoundedRectangle: InsettableShape, InsetByWrapping {}
extension UnevenRoundedRectangle: InsettableShape, InsetByWrapping {}
extension Circle: InsettableShape, InsetByWrapping {}
extension Ellipse: InsettableShape, InsetByWrapping {}
extension Capsule: InsettableShape, InsetByWrapping {}

/// A shape changed by a transform that keeps its identity (rotated, offset, scaled or trimmed).
/// Its path is the base shape's moved as SwiftUI moves it; a trim keeps the whole outline (lengths
/// along a path are not measured).
public struct _TransformedShape<Base: Shape>: Shape {
  enum Change: Sendable {
    case rotation(Angle, UnitPoint)
    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    case trim
  }

  /// The shape transformed.
  public var base: Base
  let change: Change

  /// The base shape's path in `rect`, moved by the transform.
  public func path(in rect: CGRect) -> Path {
    let path = base.path(in: rect)
    switch change {
    case .rotation(let angle, let anchor):
      return path.applying(
        Self.around(anchor, in: rect, CGAffineTransform(rotationAngle: angle.radians)))
    case .offset(let size):
      return path.offsetBy(dx: size.width, dy: size.height)
    case .scale(let factors, let anchor):
      return path.applying(
        Self.around(anchor, in: rect, CGAffineTransform(scaleX: factors.width, y: factors.height)))
    case .trim:
      return path
    }
  }

  /// `transform` about the point `anchor` names in `rect`.
  static func around(_ anchor: UnitPoint, in rect: CGRect, _ transform: CGAffineTransform)
    -> CGAffineTransform
  {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    return CGAffineTransform(translationX: -x, y: -y).concatenating(transform)
      .concatenating(CGAffineTransform(translationX: x, y: y))
  }
}

extension Shape {
  /// The shape rotated by `angle` around `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
    _TransformedShape(base: self, change: .rotation(angle, anchor))
  }

  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> _TransformedShape<Self> {
    _TransformedShape(base: self, change: .offset(offset))
  }

  /// The shape moved by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _TransformedShape<Self> {
    _TransformedShape(base: self, change: .offset(CGSize(width: x, height: y)))
  }

  /// The shape scaled around `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> _TransformedShape<Self>
  {
    _TransformedShape(base: self, change: .scale(CGSize(width: x, height: y), anchor))
  }

  /// The shape scaled by `scale` around `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
    _TransformedShape(base: self, change: .scale(CGSize(width: scale, height: scale), anchor))
  }

  /// The part of the outline from `startFraction` to `endFraction` (its path is the whole
  /// outline: lengths along a path are not measured).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> _TransformedShape<Self>
  {
    _TransformedShape(base: self, change: .trim)
  }

  /// The outline stroked with `style`, as a shape (not drawn).
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(base: self, style: style)
  }
}

nonisolated extension View {
  /// Draws a border of `content` around the view (not simulated).
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    inert("border")
  }
}
