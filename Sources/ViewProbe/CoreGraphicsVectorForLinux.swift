// Core Graphics' vector, which Linux's Foundation lacks (it has points, sizes and rectangles):
// SwiftUI hands one as a scroll's velocity. Declared only where Core Graphics is missing.
#if !canImport(Darwin)
  import Foundation

  /// A two-dimensional vector.
  public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
  }
#endif
