extension Gradient {
  /// One colour of a gradient and where along it the colour sits (0 to 1).
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour sits, from 0 (start) to 1 (end).
    public var location: CGFloat
    /// A stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// A gradient through `stops`.
  nonisolated public init(stops: [Stop]) { self.init(colors: stops.map(\.color)) }
}

/// A gradient is a style too: drawn from top to bottom across what it fills (not drawn here; as a
/// background it paints the whole view, so a layer painted with it takes touches).
extension Gradient: ShapeStyle {}

extension LinearGradient {
  /// A gradient through `stops` from `startPoint` to `endPoint`.
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

/// A gradient spreading out from a centre in circles: a style, and a view that fills its frame
/// (not drawn).
nonisolated public struct RadialGradient: ShapeStyle, View {
  /// The colours.
  public let gradient: Gradient

  /// A gradient from `startRadius` to `endRadius` around `center`.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.gradient = gradient
  }

  /// A gradient through `colors`.
  nonisolated public init(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient through `stops`.
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    gradient = Gradient(stops: stops)
  }

  /// A primitive view without children.
  @MainActor
  public var body: Never { primitiveBody("RadialGradient") }
}

/// A gradient sweeping around a centre: a style, and a view that fills its frame (not drawn).
nonisolated public struct AngularGradient: ShapeStyle, View {
  /// The colours.
  public let gradient: Gradient

  /// A gradient from `startAngle` to `endAngle` around `center`.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
  }

  /// A gradient through `colors`.
  nonisolated public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient through `stops`.
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    gradient = Gradient(stops: stops)
  }

  /// A full turn starting at `angle`.
  nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.gradient = gradient
  }

  /// A full turn through `colors` starting at `angle`.
  nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    gradient = Gradient(colors: colors)
  }

  /// A full turn through `stops` starting at `angle`.
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    gradient = Gradient(stops: stops)
  }

  /// A primitive view without children.
  @MainActor
  public var body: Never { primitiveBody("AngularGradient") }
}

/// A gradient spreading out in ellipses that fit the frame: a style, and a view (not drawn).
nonisolated public struct EllipticalGradient: ShapeStyle, View {
  /// The colours.
  public let gradient: Gradient

  /// A gradient between two fractions of the frame's size around `center`.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
  }

  /// A gradient through `colors`.
  nonisolated public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    gradient = Gradient(colors: colors)
  }

  /// A primitive view without children.
  @MainActor
  public var body: Never { primitiveBody("EllipticalGradient") }
}

extension RadialGradient: PrimitiveView, PlainExpansion {
  func makeChildren(into children: inout ChildList) {}
}

extension AngularGradient: PrimitiveView, PlainExpansion {
  func makeChildren(into children: inout ChildList) {}
}

extension EllipticalGradient: PrimitiveView, PlainExpansion {
  func makeChildren(into children: inout ChildList) {}
}

/// A gradient made from one colour (`Color.blue.gradient`), as a style (not drawn).
public struct AnyGradient: ShapeStyle, Hashable {
  /// The colour it is made from.
  public let color: Color
}

extension Color {
  /// A gentle gradient made from this colour.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient, as a style.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  )
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `colors`, as a style.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops`, as a style.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient, as a style.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through `colors`, as a style.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient, as a style.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through `colors`, as a style.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full-turn gradient, as a style.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
}

/// An image repeated to fill a shape or a border (not drawn).
public struct ImagePaint: ShapeStyle {
  /// The image.
  public var image: Image
  /// The part of the image used, in unit coordinates.
  public var sourceRect: CGRect
  /// The scale the image is drawn at.
  public var scale: CGFloat

  /// A paint of `image`.
  nonisolated public init(
    image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }
}
