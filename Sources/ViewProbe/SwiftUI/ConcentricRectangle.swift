import Foundation

// iOS 26's concentric corners. A concentric corner's radius is the container shape's radius less
// the distance between the corners; ViewProbe does no layout and tracks no container shape, so a
// concentric corner resolves to its minimum (square without one), as SwiftUI's does where it finds
// no container. Fixed corners keep their radius.

extension Edge {
  /// A corner of a rectangle.
  public enum Corner: CaseIterable, Hashable, Sendable {
    /// The top leading corner.
    case topLeading
    /// The top trailing corner.
    case topTrailing
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom trailing corner.
    case bottomTrailing

    /// How a corner is drawn: square, rounded with a fixed radius, or concentric with its
    /// container's corner.
    public struct Style: Hashable, Sendable {
      let fixedRadius: CGFloat?
      let minimumRadius: CGFloat

      /// Concentric with the container shape's corner.
      public static var concentric: Edge.Corner.Style { concentric(minimum: nil) }

      /// Concentric with the container shape's corner, never smaller than `minimum`.
      public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style {
        Style(fixedRadius: nil, minimumRadius: minimum?.resolvedRadius ?? 0)
      }

      /// Rounded with `radius` (zero: square).
      public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style {
        Style(fixedRadius: max(0, radius), minimumRadius: 0)
      }

      /// The radius without a container shape: the fixed radius, or the concentric minimum.
      var resolvedRadius: CGFloat { fixedRadius ?? minimumRadius }
    }
  }
}

/// A rectangle whose corners are square, rounded or concentric with its container's (iOS 26).
/// Without a container shape here, concentric corners take their minimum radius.
public struct ConcentricRectangle: Shape {
  // Corners drawn "uniformly" share one style in every initializer, and so one radius here
  // (without a container, a style resolves to the same radius at every corner).
  let styles: [Edge.Corner: Edge.Corner.Style]

  init(_ styles: [Edge.Corner: Edge.Corner.Style]) {
    self.styles = styles
  }

  /// Concentric corners, each resolved on its own.
  public init() {
    self.init(corners: .concentric)
  }

  /// One style for all four corners; `isUniform` gives each the largest radius among them (all
  /// four resolve alike here).
  public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
    self.init(Dictionary(uniqueKeysWithValues: Edge.Corner.allCases.map { ($0, corners) }))
  }

  /// A style for each corner.
  public init(
    topLeadingCorner: Edge.Corner.Style = .concentric,
    topTrailingCorner: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric,
    bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init([
      .topLeading: topLeadingCorner, .topTrailing: topTrailingCorner,
      .bottomLeading: bottomLeadingCorner, .bottomTrailing: bottomTrailingCorner,
    ])
  }

  /// One style for the top corners, drawn alike, and one for the bottom corners, drawn alike.
  public init(
    uniformTopCorners: Edge.Corner.Style = .concentric,
    uniformBottomCorners: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [
        .topLeading: uniformTopCorners, .topTrailing: uniformTopCorners,
        .bottomLeading: uniformBottomCorners, .bottomTrailing: uniformBottomCorners,
      ])
  }

  /// One style for the leading corners, drawn alike, and one for the trailing corners.
  public init(
    uniformLeadingCorners: Edge.Corner.Style = .concentric,
    uniformTrailingCorners: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [
        .topLeading: uniformLeadingCorners, .bottomLeading: uniformLeadingCorners,
        .topTrailing: uniformTrailingCorners, .bottomTrailing: uniformTrailingCorners,
      ])
  }

  /// The top corners drawn alike; a style for each bottom corner.
  public init(
    uniformTopCorners: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric,
    bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [
        .topLeading: uniformTopCorners, .topTrailing: uniformTopCorners,
        .bottomLeading: bottomLeadingCorner, .bottomTrailing: bottomTrailingCorner,
      ])
  }

  /// The bottom corners drawn alike; a style for each top corner.
  public init(
    uniformBottomCorners: Edge.Corner.Style = .concentric,
    topLeadingCorner: Edge.Corner.Style = .concentric,
    topTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [
        .bottomLeading: uniformBottomCorners, .bottomTrailing: uniformBottomCorners,
        .topLeading: topLeadingCorner, .topTrailing: topTrailingCorner,
      ])
  }

  /// The leading corners drawn alike; a style for each trailing corner.
  public init(
    uniformLeadingCorners: Edge.Corner.Style = .concentric,
    topTrailingCorner: Edge.Corner.Style = .concentric,
    bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [
        .topLeading: uniformLeadingCorners, .bottomLeading: uniformLeadingCorners,
        .topTrailing: topTrailingCorner, .bottomTrailing: bottomTrailingCorner,
      ])
  }

  /// The trailing corners drawn alike; a style for each leading corner.
  public init(
    uniformTrailingCorners: Edge.Corner.Style = .concentric,
    topLeadingCorner: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      [
        .topTrailing: uniformTrailingCorners, .bottomTrailing: uniformTrailingCorners,
        .topLeading: topLeadingCorner, .bottomLeading: bottomLeadingCorner,
      ])
  }

  /// Each corner's radius here.
  var cornerRadii: RectangleCornerRadii {
    let radii = styles.mapValues(\.resolvedRadius)
    return RectangleCornerRadii(
      topLeading: radii[.topLeading] ?? 0, bottomLeading: radii[.bottomLeading] ?? 0,
      bottomTrailing: radii[.bottomTrailing] ?? 0, topTrailing: radii[.topTrailing] ?? 0)
  }

  /// The rectangle in `rect` with its resolved corners.
  public func path(in rect: CGRect) -> Path {
    UnevenRoundedRectangle(cornerRadii: cornerRadii).path(in: rect)
  }
}

extension Shape where Self == ConcentricRectangle {
  /// A rectangle with one style for all four corners.
  public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> Self {
    ConcentricRectangle(corners: corners, isUniform: isUniform)
  }

  /// A rectangle whose top corners are drawn alike, and bottom corners alike.
  public static func rect(
    uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style
  ) -> Self {
    ConcentricRectangle(
      uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
  }

  /// A rectangle whose leading corners are drawn alike, and trailing corners alike.
  public static func rect(
    uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style
  ) -> Self {
    ConcentricRectangle(
      uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
  }

  /// A rectangle whose top corners are drawn alike, with a style for each bottom corner.
  public static func rect(
    uniformTopCorners: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style,
    bottomTrailingCorner: Edge.Corner.Style
  ) -> Self {
    ConcentricRectangle(
      uniformTopCorners: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner,
      bottomTrailingCorner: bottomTrailingCorner)
  }
}
