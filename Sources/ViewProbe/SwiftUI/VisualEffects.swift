/// How colours of a view blend with what is behind it (not simulated).
public enum BlendMode: Sendable, Hashable {
  /// Normal.
  case normal
  /// Multiply.
  case multiply
  /// Screen.
  case screen
  /// Overlay.
  case overlay
  /// Darken.
  case darken
  /// Lighten.
  case lighten
  /// Colour dodge.
  case colorDodge
  /// Colour burn.
  case colorBurn
  /// Soft light.
  case softLight
  /// Hard light.
  case hardLight
  /// Difference.
  case difference
  /// Exclusion.
  case exclusion
  /// Hue.
  case hue
  /// Saturation.
  case saturation
  /// Colour.
  case color
  /// Luminosity.
  case luminosity
  /// Source atop.
  case sourceAtop
  /// Destination over.
  case destinationOver
  /// Destination out.
  case destinationOut
  /// Plus darker.
  case plusDarker
  /// Plus lighter.
  case plusLighter
}

/// A style at an opacity (not drawn).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  /// The style.
  public let base: Base
  /// The opacity.
  public let opacity: Double
}

extension ShapeStyle {
  /// This style at `opacity` (not drawn).
  public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
    _OpacityShapeStyle(base: self, opacity: opacity)
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle, as a shape argument (`.clipShape(.rect)`).
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle, as a shape argument (`.clipShape(.rect(cornerRadius: 8))`).
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle with corners of `cornerSize`, as a shape argument.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius per corner, as a shape argument
  /// (`.clipShape(.rect(cornerRadii: .init(topLeading: 12)))`).
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with a radius per corner, as a shape argument
  /// (`.clipShape(.rect(topLeadingRadius: 12, topTrailingRadius: 12))`).
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule, as a shape argument (`.clipShape(.capsule)`).
  public static var capsule: Capsule { Capsule() }
  /// A capsule with `style` ends, as a shape argument.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle, as a shape argument (`.clipShape(.circle)`).
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse, as a shape argument.
  public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension View {
  /// Rotates the view in 3D around `axis` (not simulated).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    inert("rotation3DEffect")
  }

  /// Blends the view with what is behind it (not simulated).
  public func blendMode(_ blendMode: BlendMode) -> some View { inert("blendMode") }
  /// Changes the saturation (not simulated).
  public func saturation(_ amount: Double) -> some View { inert("saturation") }
  /// Changes the brightness (not simulated).
  public func brightness(_ amount: Double) -> some View { inert("brightness") }
  /// Changes the contrast (not simulated).
  public func contrast(_ amount: Double) -> some View { inert("contrast") }
  /// Turns colours grey (not simulated).
  public func grayscale(_ amount: Double) -> some View { inert("grayscale") }
  /// Turns the hue (not simulated).
  public func hueRotation(_ angle: Angle) -> some View { inert("hueRotation") }
  /// Multiplies colours by `color` (not simulated).
  public func colorMultiply(_ color: Color) -> some View { inert("colorMultiply") }
  /// Inverts colours (not simulated).
  public func colorInvert() -> some View { inert("colorInvert") }
  /// Makes dark areas transparent (not simulated).
  public func luminanceToAlpha() -> some View { inert("luminanceToAlpha") }
  /// Draws the view offscreen before compositing (not simulated).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    inert("drawingGroup")
  }
  /// Composites the view as one layer (not simulated).
  public func compositingGroup() -> some View { inert("compositingGroup") }

  /// Masks the view with the alpha of `mask` (not simulated; the mask is not in the tree).
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    inert("mask")
  }

  /// Masks the view with the alpha of `mask` (deprecated form; not simulated).
  public func mask<Mask: View>(_ mask: Mask) -> some View { inert("mask") }

  /// Places the view's centre at `x`, `y` in its parent (not simulated).
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { inert("position") }

  /// Places the view's centre at `position` in its parent (not simulated).
  public func position(_ position: CGPoint) -> some View { inert("position") }

  /// Names this view's coordinate space (not simulated).
  public func coordinateSpace<T: Hashable>(name: T) -> some View { inert("coordinateSpace") }

  /// Names this view's coordinate space (not simulated).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    inert("coordinateSpace")
  }
}

/// How colours are computed when drawing offscreen.
public enum ColorRenderingMode: Sendable, Hashable {
  /// Non-linear sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Extended linear sRGB.
  case extendedLinear
}

/// A named coordinate space (`.coordinateSpace(.named("scroll"))`).
public struct NamedCoordinateSpace: Hashable, Sendable {
  let name: String

  /// The space named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: "\(name)")
  }
}

/// Why a view's content is shown as a placeholder.
public struct RedactionReasons: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Reasons from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Shown as a placeholder while loading.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Hidden because it is private.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Hidden because it is invalidated.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

nonisolated extension View {
  /// Shows the view as a placeholder for `reason`: the views inside read it as
  /// `\.redactionReasons` (not drawn: their texts stay in the tree, and leave `visibleTexts`
  /// while redacted as a placeholder, as grey bars show no words).
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Shows the view unredacted inside a redacted one: `\.redactionReasons` is empty inside.
  public func unredacted() -> some View {
    transformEnvironment(\.redactionReasons) { $0 = [] }
  }

  /// Marks the view as private: while the screen is redacted for privacy
  /// (`.redacted(reason: .privacy)`), its texts leave `visibleTexts`.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    environment(\.isPrivacySensitive, sensitive)
  }
}

/// A projective transform of a view (`projectionEffect`; not drawn).
public struct ProjectionTransform: Equatable, Sendable {
  let affine: CGAffineTransform

  /// The identity.
  public init() { affine = .identity }

  /// The projection made of an affine transform.
  public init(_ m: CGAffineTransform) { affine = m }

  /// Whether the projection changes nothing.
  public var isIdentity: Bool { affine == .identity }
}

nonisolated extension View {
  /// Transforms the view by `transform` (not drawn).
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    inert("transformEffect")
  }

  /// Projects the view by `transform` (not drawn).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    inert("projectionEffect")
  }
}

struct PrivacySensitiveKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the views here are marked `privacySensitive()`.
  var isPrivacySensitive: Bool {
    get { self[PrivacySensitiveKey.self] }
    set { self[PrivacySensitiveKey.self] = newValue }
  }

  /// Whether a text shown here is drawn without its words: redacted as a placeholder, or
  /// private while the screen is redacted for privacy.
  var hidesTextContent: Bool {
    let reasons = redactionReasons
    return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
  }
}

/// `opacity(_:)`: kept so that a view faded out entirely (`.opacity(isShown ? 1 : 0)`, a common
/// way to hide one without removing it) is not counted as on screen, and takes no touches (§7).
public struct _OpacityModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let opacity: Double

  /// Whether nothing of the content is drawn.
  var fadesOutEntirely: Bool { opacity <= 0 }
}

extension _OpacityModifier: PrimitiveModifier, PlainExpansion {
  func makeChildren(of content: any View, into children: inout ChildList) {
    // A faded-out view takes no touches: the harness looks up the tree when acting on a view.
    if fadesOutEntirely { children.node.graph.hasHitTestingModifiers = true }
    children.append(content, key: .content)
  }
}
