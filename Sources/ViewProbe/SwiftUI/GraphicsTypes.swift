/// Colours as views, more system colours and colour initializers.
extension Color: View, PrimitiveView, PlainExpansion {
  /// A primitive view without children: a colour fills its frame (not drawn).
  public var body: Never { primitiveBody("Color") }

  func makeChildren(into children: inout ChildList) {}

  /// A colour space for RGB components.
  public enum RGBColorSpace: Sendable {
    /// sRGB.
    case sRGB
    /// Linear sRGB.
    case sRGBLinear
    /// Display P3.
    case displayP3
  }

  /// A colour from RGB components (0…1).
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    self.init("rgb(\(red), \(green), \(blue), \(opacity))", opacity: opacity, isOpaque: true)
  }

  /// A grey from `white` (0…1).
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init("white(\(white), \(opacity))", opacity: opacity, isOpaque: true)
  }

  /// A colour from hue, saturation and brightness (0…1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(
      "hsb(\(hue), \(saturation), \(brightness), \(opacity))", opacity: opacity, isOpaque: true)
  }

  /// This colour with `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color("\(description) × \(opacity)", opacity: self.opacity * opacity, isOpaque: isOpaque)
  }

  /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs` (nothing is drawn; the
  /// mix is a colour of its own, equal only to the same mix).
  public func mix(
    with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  ) -> Color {
    let share = min(max(fraction, 0), 1)
    return Color(
      "\(description) mixed with \(rhs.description) by \(share) (\(colorSpace))",
      opacity: opacity * (1 - share) + rhs.opacity * share, isOpaque: isOpaque && rhs.isOpaque)
  }

  /// The first level of the foreground (a colour).
  public static let primary = Color.system("primary")
  /// The second level of the foreground (a colour).
  public static let secondary = Color("secondary", opacity: 1, isOpaque: false)
}

extension ShapeStyle where Self == Color {
  /// Yellow.
  public static var yellow: Color { .system("yellow") }
  /// Pink.
  public static var pink: Color { .system("pink") }
  /// Purple.
  public static var purple: Color { .system("purple") }
  /// Mint.
  public static var mint: Color { .system("mint") }
  /// Teal.
  public static var teal: Color { .system("teal") }
  /// Cyan.
  public static var cyan: Color { .system("cyan") }
  /// Indigo.
  public static var indigo: Color { .system("indigo") }
  /// Brown.
  public static var brown: Color { .system("brown") }
}

/// A point in a unit square, for gradients and anchors.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position (0…1).
  public var x: CGFloat
  /// The vertical position (0…1).
  public var y: CGFloat
  /// A point.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// The top-left corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The leading edge's middle.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The trailing edge's middle.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The top edge's middle.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The bottom edge's middle.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top-leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top-trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom-leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom-trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Colours along a line.
public struct Gradient: Hashable, Sendable {
  /// The colours.
  public var colors: [Color]
  /// A gradient through `colors`.
  public init(colors: [Color]) { self.colors = colors }
}

/// A linear gradient: a style, and a view that fills its frame (not drawn).
nonisolated public struct LinearGradient: ShapeStyle, View {
  let gradient: Gradient

  /// A gradient from `startPoint` to `endPoint`.
  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }

  /// A gradient through `colors`.
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(colors: colors)
  }

  /// A primitive view without children.
  @MainActor
  public var body: Never { primitiveBody("LinearGradient") }
}

extension LinearGradient: PrimitiveView, PlainExpansion {
  func makeChildren(into children: inout ChildList) {}
}

/// A blur material behind content (not drawn).
public struct Material: ShapeStyle {
  let name: String
  /// Ultra-thin.
  public static let ultraThinMaterial = Material(name: "ultraThin")
  /// Thin.
  public static let thinMaterial = Material(name: "thin")
  /// Regular.
  public static let regularMaterial = Material(name: "regular")
  /// Thick.
  public static let thickMaterial = Material(name: "thick")
  /// Ultra-thick.
  public static let ultraThickMaterial = Material(name: "ultraThick")
  /// The material of a bar (a toolbar, a tab bar).
  public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
  /// Ultra-thin material.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// Thin material.
  public static var thinMaterial: Material { .thinMaterial }
  /// Regular material.
  public static var regularMaterial: Material { .regularMaterial }
  /// Thick material.
  public static var thickMaterial: Material { .thickMaterial }
  /// Ultra-thick material.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  /// The material of a bar.
  public static var bar: Material { .bar }
}

extension Font {
  /// The text styles of the system font.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// Large title.
    case largeTitle
    /// Title.
    case title
    /// Second-level title.
    case title2
    /// Third-level title.
    case title3
    /// Headline.
    case headline
    /// Subheadline.
    case subheadline
    /// Body.
    case body
    /// Callout.
    case callout
    /// Footnote.
    case footnote
    /// Caption.
    case caption
    /// Second-level caption.
    case caption2
  }

  /// Designs of the system font.
  public enum Design: Hashable, Sendable {
    /// The default design.
    case `default`
    /// Serif.
    case serif
    /// Rounded.
    case rounded
    /// Monospaced.
    case monospaced
  }

  /// Second-level caption.
  public static let caption2 = Font(textStyle: .caption2)

  /// The system font in a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = Font(name: "system(\(style))")
    font.traits.style = style
    font.traits.design = design
    font.traits.weight = weight
    return font
  }

  /// The system font at a size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    var font = Font(name: "system(\(size))")
    font.traits.size = size
    font.traits.design = design
    font.traits.weight = weight
    return font
  }

  /// A custom font at a size that scales with the body text style.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, size: size, relativeTo: .body)
  }

  /// A custom font at a size that scales with `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    var font = Font(name: "\(name)(\(size))")
    font.traits.size = size
    font.traits.scalesWith = textStyle
    return font
  }

  /// A custom font at a fixed size, which does not scale with the text size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    var font = Font(name: "\(name)(\(fixedSize))")
    font.traits.size = fixedSize
    return font
  }

  /// The system font in `textStyle`.
  init(textStyle: TextStyle) {
    name = "\(textStyle)"
    traits.style = textStyle
  }

  /// This font with `change` made to its traits, named with `suffix`.
  func with(_ suffix: String, _ change: (inout FontTraits) -> Void) -> Font {
    var font = Font(name: name + suffix, traits: traits)
    change(&font.traits)
    return font
  }

  /// This font, bold.
  public func bold() -> Font { with(".bold") { $0.weight = .bold } }
  /// This font, italic.
  public func italic() -> Font { with(".italic") { $0.isItalic = true } }
  /// This font at `weight`.
  public func weight(_ weight: Weight) -> Font { with(".weight") { $0.weight = weight } }
  /// This font with monospaced digits.
  public func monospacedDigit() -> Font { with(".monospacedDigit") { _ in } }
  /// This font's fixed-width variant.
  public func monospaced() -> Font { monospaced(true) }
  /// This font with its fixed-width design added or removed.
  public func monospaced(_ isActive: Bool) -> Font {
    with(".monospaced") { $0.isMonospaced = isActive }
  }
  /// This font in small capitals.
  public func smallCaps() -> Font { with(".smallCaps") { $0.smallCaps = true } }
  /// This font with its lowercase letters in small capitals.
  public func lowercaseSmallCaps() -> Font {
    with(".lowercaseSmallCaps") { $0.lowercaseSmallCaps = true }
  }
  /// This font with its uppercase letters in small capitals.
  public func uppercaseSmallCaps() -> Font {
    with(".uppercaseSmallCaps") { $0.uppercaseSmallCaps = true }
  }
  /// This font with its line spacing adjusted.
  public func leading(_ leading: Leading) -> Font { with(".leading") { $0.leading = leading } }

  /// A line spacing adjustment.
  public enum Leading: Hashable, Sendable {
    /// The font's own line spacing.
    case standard
    /// Less line spacing.
    case tight
    /// More line spacing.
    case loose
  }
}

extension Font.Weight {
  /// Ultra-light.
  public static let ultraLight = Font.Weight(value: 100)
  /// Thin.
  public static let thin = Font.Weight(value: 200)
  /// Light.
  public static let light = Font.Weight(value: 300)
  /// Heavy.
  public static let heavy = Font.Weight(value: 800)
  /// Black.
  public static let black = Font.Weight(value: 900)
}

/// How lines of text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Leading.
  case leading
  /// Centre.
  case center
  /// Trailing.
  case trailing
}

/// How content fills a frame.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Fit inside.
  case fit
  /// Fill, cropping.
  case fill
}

/// An animation's timing. ViewProbe applies every change at once (no frames).
public struct Animation: Equatable, Sendable {
  let name: String
  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn")
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut")
  /// Linear.
  public static let linear = Animation(name: "linear")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// Ease in and out over `duration`.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  /// Ease in over `duration`.
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  /// Ease out over `duration`.
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  /// Linear over `duration`.
  public static func linear(duration: Double) -> Animation { .linear }
  /// A spring by response and damping. `.spring()` means the iOS 17 form,
  /// `spring(duration:bounce:blendDuration:)`, as in SwiftUI.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    .spring
  }
  /// This animation after `delay`.
  public func delay(_ delay: Double) -> Animation { self }
  /// This animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` — its state changes apply at once; ViewProbe has no frames to animate. Not tied to
/// the main actor, as SwiftUI's is not: model code calls it too.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// When an animation counts as complete, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  /// When the animation has logically reached its end.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When the animation is removed from the view.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, then `completion`, once: nothing animates, so the animation is complete as soon as
/// `body` has applied its changes.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

/// How a view enters and leaves (not simulated).
public struct AnyTransition: Sendable {
  let name: String
  /// Fades.
  public static let opacity = AnyTransition(name: "opacity")
  /// Slides.
  public static let slide = AnyTransition(name: "slide")
  /// Scales.
  public static let scale = AnyTransition(name: "scale")
  /// Moves from `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  /// Both this and `other`.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// `insertion` on the way in, `removal` on the way out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    insertion
  }
  /// No transition.
  public static let identity = AnyTransition(name: "identity")
}

/// The current tint colour as a style.
public struct TintShapeStyle: ShapeStyle {
  /// The tint style.
  public init() {}
}

/// The current foreground style.
public struct ForegroundStyle: ShapeStyle {
  /// The foreground style.
  public init() {}
}

/// The current background style.
public struct BackgroundStyle: ShapeStyle {
  /// The background style.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The current tint colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The current background style.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
