/// A shape of any type, chosen at run time: `clipShape(isRound ? AnyShape(Circle()) :
/// AnyShape(Capsule()))`. Its path is the erased shape's.
public struct AnyShape: Shape {
  private let outline: @Sendable (CGRect) -> Path

  /// Erases `shape`.
  public init<S: Shape>(_ shape: S) {
    outline = { shape.path(in: $0) }
  }

  /// The erased shape's path in `rect`.
  public func path(in rect: CGRect) -> Path { outline(rect) }
}

/// A shape style of any type, chosen at run time: `isOn ? AnyShapeStyle(.tint) :
/// AnyShapeStyle(.secondary)`. ViewProbe draws nothing; the erased style is kept.
public struct AnyShapeStyle: ShapeStyle {
  /// The erased style.
  let base: any ShapeStyle

  /// Erases `style`.
  public init<S: ShapeStyle>(_ style: S) { base = style }
}
