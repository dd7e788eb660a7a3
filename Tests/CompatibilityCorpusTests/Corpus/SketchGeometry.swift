import CoreGraphics
import QuartzCore

/// A sketching app's geometry, in a file that imports Core Graphics and Core Animation only (no
/// SwiftUI): a stroke's points turned around a pivot, how fast the pen moved, and a stopwatch on
/// the media clock.
enum SketchGeometry {
  /// `point` turned by `angle` radians around `pivot`.
  static func rotate(_ point: CGPoint, by angle: CGFloat, around pivot: CGPoint) -> CGPoint {
    let transform = CGAffineTransform(translationX: pivot.x, y: pivot.y)
      .rotated(by: angle)
      .translatedBy(x: -pivot.x, y: -pivot.y)
    return point.applying(transform)
  }

  /// How fast the pen moved from `start` to `end` in `seconds`.
  static func velocity(from start: CGPoint, to end: CGPoint, over seconds: CFTimeInterval)
    -> CGVector
  {
    guard seconds > 0 else { return .zero }
    return CGVector(dx: (end.x - start.x) / seconds, dy: (end.y - start.y) / seconds)
  }

  /// The bounding box of a stroke.
  static func bounds(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
      $0.union(CGRect(origin: $1, size: .zero))
    }
  }
}

/// Times a stroke on the media clock.
struct StrokeTimer {
  private let start = CACurrentMediaTime()

  /// Seconds since the timer was made.
  var elapsed: CFTimeInterval { CACurrentMediaTime() - start }
}

/// What a stroke is drawn with: the layer a UIKit canvas would hand over, and its line ends.
struct StrokeStyleChoice {
  var cap: CGLineCap = .round
  var join: CGLineJoin = .round
  let layer = CALayer()
}
