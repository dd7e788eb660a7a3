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
