/// An immediate-mode drawing surface. ViewProbe draws nothing: the renderer is never called, and
/// a canvas is a leaf that keeps the tree's shape (Guide §8). `GraphicsContext` has the common
/// drawing calls so renderers compile.
nonisolated public struct Canvas<Symbols: View>: View {
  let symbols: Symbols

  /// A canvas that `renderer` would draw into.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    symbols = EmptyView()
  }

  /// A canvas that `renderer` would draw into, with views it can draw as symbols.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.symbols = symbols()
  }

  /// A primitive view: no children (symbols are drawn, not shown).
  @MainActor
  public var body: Never { primitiveBody("Canvas") }
}

extension Canvas: PrimitiveView, PlainExpansion {
  func makeChildren(into children: inout ChildList) {}
}

/// The drawing calls a `Canvas` renderer makes (none draws anything in ViewProbe).
public struct GraphicsContext {
  /// How a shape is filled or stroked.
  public struct Shading: Sendable {
    let name: String
    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(name: "color") }
    /// A linear gradient.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint
    ) -> Shading {
      Shading(name: "linearGradient")
    }
    /// A radial gradient.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> Shading {
      Shading(name: "radialGradient")
    }
    /// The foreground style.
    public static var foreground: Shading { Shading(name: "foreground") }
  }

  /// A text ready to draw.
  public struct ResolvedText {}
  /// An image ready to draw.
  public struct ResolvedImage {}

  /// The opacity of what is drawn.
  public var opacity: Double = 1
  /// How what is drawn blends.
  public var blendMode: BlendMode = .normal

  /// Fills `path`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
  /// Strokes `path`.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
  /// Strokes `path` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
  /// Draws `text` at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws `text` in `rect`.
  public func draw(_ text: Text, in rect: CGRect) {}
  /// Draws `image` in `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
  /// Draws `image` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Prepares `text` for drawing.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
  /// Prepares `image` for drawing.
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }
  /// Draws a prepared text at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws a prepared image in `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
  /// The symbol view tagged `id`, ready to draw.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedImage? { nil }
  /// Moves the origin.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {}
  /// Scales the drawing.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
  /// Rotates the drawing.
  public mutating func rotate(by angle: Angle) {}
  /// Clips to `path`.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
  /// Draws into a copy of the context.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }
  /// Adds a filter to what is drawn next.
  public mutating func addFilter(_ filter: Filter) {}

  /// An effect applied to drawing.
  public struct Filter: Sendable {
    let name: String
    /// A blur.
    public static func blur(radius: CGFloat) -> Filter { Filter(name: "blur") }
    /// A shadow.
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
      y: CGFloat = 0
    ) -> Filter {
      Filter(name: "shadow")
    }
    /// A luminance-to-alpha filter.
    public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
  }

  /// How colours combine (SwiftUI's names).
  public enum BlendMode: Sendable, Hashable {
    /// Draws over.
    case normal
    /// Multiplies.
    case multiply
    /// Screens.
    case screen
    /// Replaces.
    case copy
    /// Keeps what is under where drawn.
    case destinationOut
  }
}

/// A rectangle with its own radius at each corner.
public struct UnevenRoundedRectangle: Shape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// A rectangle with `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius per corner.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  /// The rectangle in `rect` (its corners are recorded as its largest radius).
  public func path(in rect: CGRect) -> Path {
    let radius = max(
      cornerRadii.topLeading, cornerRadii.bottomLeading, cornerRadii.bottomTrailing,
      cornerRadii.topTrailing)
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }
}

/// The radius of each corner of a rectangle.
public struct RectangleCornerRadii: Equatable, Sendable {
  /// Top leading.
  public var topLeading: CGFloat
  /// Bottom leading.
  public var bottomLeading: CGFloat
  /// Bottom trailing.
  public var bottomTrailing: CGFloat
  /// Top trailing.
  public var topTrailing: CGFloat

  /// Radii per corner.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
