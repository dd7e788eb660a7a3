/// The drawing destination a `Canvas` renderer draws into, with SwiftUI's calls so that renderers
/// compile. ViewProbe never calls a renderer (Guide §8), so nothing here draws: the context is
/// state and no-ops.
public struct GraphicsContext {
  /// The environment of the canvas.
  public var environment: EnvironmentValues
  /// The opacity of what is drawn next.
  public var opacity: Double = 1
  /// How what is drawn next blends with what is there.
  public var blendMode: BlendMode = .normal
  /// The transform applied to what is drawn next.
  public var transform: CGAffineTransform = .identity

  init(environment: EnvironmentValues) {
    self.environment = environment
  }

  /// The bounding rectangle of the clip shapes: unbounded, as nothing clips.
  public var clipBoundingRect: CGRect { .infinite }

  // MARK: Paths

  /// Fills `path`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
  /// Strokes `path` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
  /// Strokes `path` with lines `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}

  // MARK: Text, images and symbols

  /// Prepares `text` for drawing.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
  /// Prepares `image` for drawing.
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }
  /// The shading as this context would draw it.
  public func resolve(_ shading: Shading) -> Shading { shading }
  /// The canvas symbol tagged `id`, ready to draw; `nil` here, as no symbol is drawn.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

  /// Draws `text` with its anchor at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws `text` in `rect`.
  public func draw(_ text: Text, in rect: CGRect) {}
  /// Draws a prepared text with its anchor at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws a prepared text in `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) {}
  /// Draws `image` with its anchor at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws `image` in `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
  /// Draws a prepared image with its anchor at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws a prepared image in `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
  /// Draws a symbol with its anchor at `point`.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws a symbol in `rect`.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

  // MARK: State

  /// Adds `path` to the clip shapes.
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {}
  /// Clips to what `content` draws into a new layer.
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(),
    content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    var layer = self
    try content(&layer)
  }
  /// Applies `filter` to what is drawn next.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}
  /// Moves the origin.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: x, y: y)
  }
  /// Scales what is drawn next.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: x, y: y)
  }
  /// Rotates what is drawn next.
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: CGFloat(angle.radians))
  }
  /// Appends `matrix` to the transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }
  /// Draws what `content` draws into a new transparency layer.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }
}

extension GraphicsContext {
  /// A text ready to draw.
  public struct ResolvedText {
    /// The shading its glyphs are filled with.
    public var shading: Shading = .foreground
    /// The size it takes in `size` (ViewProbe does no text layout: zero).
    public func measure(in size: CGSize) -> CGSize { .zero }
    /// The distance from its top to its first baseline in `size` (zero here).
    public func firstBaseline(in size: CGSize) -> CGFloat { 0 }
    /// The distance from its top to its last baseline in `size` (zero here).
    public func lastBaseline(in size: CGSize) -> CGFloat { 0 }
  }

  /// An image ready to draw.
  public struct ResolvedImage {
    /// Its size (ViewProbe loads no pixels: zero).
    public var size: CGSize = .zero
    /// Its baseline.
    public let baseline: CGFloat = 0
    /// The shading a template image is filled with.
    public var shading: Shading?
  }

  /// A canvas symbol ready to draw.
  public struct ResolvedSymbol {
    /// Its size.
    public var size: CGSize = .zero
  }

  /// A colour or pattern that fills or outlines a path.
  public struct Shading: Sendable {
    let name: String

    /// The foreground style of the canvas's environment.
    public static var foreground: Shading { Shading(name: "foreground") }
    /// What is drawn already, as a backdrop.
    public static var backdrop: Shading { Shading(name: "backdrop") }
    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(name: "color") }
    /// A colour from RGB components in `colorSpace`.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
      opacity: Double = 1
    ) -> Shading {
      Shading(name: "color")
    }
    /// A grey in `colorSpace`.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
    ) -> Shading {
      Shading(name: "color")
    }
    /// Any shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(name: "style") }
    /// Several shadings, one per layer of a multilevel symbol.
    public static func palette(_ array: [Shading]) -> Shading { Shading(name: "palette") }
    /// A linear gradient from `startPoint` to `endPoint`.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(name: "linearGradient")
    }
    /// A radial gradient around `center`.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(name: "radialGradient")
    }
    /// A conic gradient around `center`, starting at `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(name: "conicGradient")
    }
    /// `image` repeated across the plane.
    public static func tiledImage(
      _ image: Image, origin: CGPoint = .zero,
      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> Shading {
      Shading(name: "tiledImage")
    }
    /// A Metal shader's colours.
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Shading {
      Shading(name: "shader")
    }
  }

  /// An image-processing effect on what is drawn next.
  public struct Filter: Sendable {
    let name: String

    /// A Gaussian blur.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(name: "blur")
    }
    /// A drop shadow.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
      x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
      options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter(name: "shadow")
    }
    /// Brightens by `amount`.
    public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
    /// Changes the contrast by `amount`.
    public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
    /// Changes the saturation by `amount`.
    public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
    /// Removes `amount` of the colour.
    public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
    /// Turns every hue by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
    /// Inverts `amount` of each colour.
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
    /// Multiplies each colour by `color`.
    public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
    /// Turns luminance into opacity.
    public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
    /// Keeps only pixels whose opacity lies between `min` and `max`, in `color`.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
      -> Filter
    {
      Filter(name: "alphaThreshold")
    }
    /// A projective transform.
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter(name: "projectionTransform")
    }
    /// A Metal shader applied to each pixel's colour.
    public static func colorShader(_ shader: Shader) -> Filter { Filter(name: "colorShader") }
    /// A Metal shader that moves pixels.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(name: "distortionShader")
    }
    /// A Metal shader that samples the layer.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(name: "layerShader")
    }
  }

  /// How what is drawn combines with what is there, by SwiftUI's names.
  public struct BlendMode: RawRepresentable, Equatable, Sendable {
    /// The Core Graphics blend mode number.
    public let rawValue: Int32
    /// The blend mode numbered `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Draws over.
    public static let normal = BlendMode(rawValue: 0)
    /// Multiplies.
    public static let multiply = BlendMode(rawValue: 1)
    /// Screens.
    public static let screen = BlendMode(rawValue: 2)
    /// Overlays.
    public static let overlay = BlendMode(rawValue: 3)
    /// Keeps the darker.
    public static let darken = BlendMode(rawValue: 4)
    /// Keeps the lighter.
    public static let lighten = BlendMode(rawValue: 5)
    /// Brightens the backdrop.
    public static let colorDodge = BlendMode(rawValue: 6)
    /// Darkens the backdrop.
    public static let colorBurn = BlendMode(rawValue: 7)
    /// Soft light.
    public static let softLight = BlendMode(rawValue: 8)
    /// Hard light.
    public static let hardLight = BlendMode(rawValue: 9)
    /// The difference.
    public static let difference = BlendMode(rawValue: 10)
    /// A softer difference.
    public static let exclusion = BlendMode(rawValue: 11)
    /// The source's hue.
    public static let hue = BlendMode(rawValue: 12)
    /// The source's saturation.
    public static let saturation = BlendMode(rawValue: 13)
    /// The source's hue and saturation.
    public static let color = BlendMode(rawValue: 14)
    /// The source's luminosity.
    public static let luminosity = BlendMode(rawValue: 15)
    /// Clears.
    public static let clear = BlendMode(rawValue: 16)
    /// Replaces.
    public static let copy = BlendMode(rawValue: 17)
    /// The source where the backdrop is.
    public static let sourceIn = BlendMode(rawValue: 18)
    /// The source where the backdrop is not.
    public static let sourceOut = BlendMode(rawValue: 19)
    /// The source over the backdrop, only where the backdrop is.
    public static let sourceAtop = BlendMode(rawValue: 20)
    /// The backdrop over the source.
    public static let destinationOver = BlendMode(rawValue: 21)
    /// The backdrop where the source is.
    public static let destinationIn = BlendMode(rawValue: 22)
    /// The backdrop where the source is not.
    public static let destinationOut = BlendMode(rawValue: 23)
    /// The backdrop over the source, only where the source is.
    public static let destinationAtop = BlendMode(rawValue: 24)
    /// Where one or the other is, not both.
    public static let xor = BlendMode(rawValue: 25)
    /// Adds, darkening.
    public static let plusDarker = BlendMode(rawValue: 26)
    /// Adds, lightening.
    public static let plusLighter = BlendMode(rawValue: 27)
  }

  /// Options for a clip shape.
  public struct ClipOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clips to outside the shape instead.
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// Options for a filter.
  public struct FilterOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Filters in a linear colour space.
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// Options for a blur.
  public struct BlurOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Keeps the result opaque.
    public static let opaque = BlurOptions(rawValue: 1)
    /// Adds dither noise.
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  /// Options for a shadow.
  public struct ShadowOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Draws the shadow above the drawing.
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    /// Draws only the shadow.
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    /// Inverts the shadow's opacity (an inner shadow).
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
    /// Composites the drawing and its shadow separately.
    public static let disablesGroup = ShadowOptions(rawValue: 8)
  }

  /// Options for a gradient.
  public struct GradientOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats the gradient beyond its ends.
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Repeats the gradient, mirrored, beyond its ends.
    public static let mirror = GradientOptions(rawValue: 2)
    /// Interpolates in a linear colour space.
    public static let linearColor = GradientOptions(rawValue: 4)
  }
}
