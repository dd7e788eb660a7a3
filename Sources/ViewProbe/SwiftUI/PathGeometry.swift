import Foundation

// What a path's geometry is, for shapes and tests that measure one: its bounding rectangle and
// its current point.
extension Path {
  /// The smallest rectangle holding every point of the path, curves' control points left out
  /// (`CGRect.null` for an empty path, as CoreGraphics answers). Curves' extremes are exact; arcs
  /// and ellipses under a rotating transform are measured a degree apart.
  nonisolated public var boundingRect: CGRect {
    var walk = PathWalk()
    walk.visit(elements, transform: .identity)
    return walk.bounds
  }

  /// Where the next element starts: the end of the last one, or `nil` for an empty path.
  nonisolated public var currentPoint: CGPoint? {
    var walk = PathWalk()
    walk.visit(elements, transform: .identity)
    return walk.current
  }
}

/// Walks a path's elements, tracking the current point and the bounds of what is drawn.
private struct PathWalk {
  var current: CGPoint?
  var subpathStart: CGPoint?
  var minX = CGFloat.infinity, minY = CGFloat.infinity
  var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

  var bounds: CGRect {
    guard minX <= maxX, minY <= maxY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  mutating func include(_ p: CGPoint) {
    (minX, minY) = (min(minX, p.x), min(minY, p.y))
    (maxX, maxY) = (max(maxX, p.x), max(maxY, p.y))
  }

  mutating func moveTo(_ p: CGPoint) {
    include(p)
    (current, subpathStart) = (p, p)
  }

  mutating func lineTo(_ p: CGPoint) {
    if current == nil { subpathStart = p }
    include(p)
    current = p
  }

  mutating func visit(_ elements: [Path.Element], transform t: CGAffineTransform) {
    for element in elements {
      switch element {
      case .move(let p): moveTo(p.applying(t))
      case .line(let p): lineTo(p.applying(t))
      case .quadCurve(let end, let control):
        curve([current ?? control.applying(t), control.applying(t), end.applying(t)])
      case .curve(let end, let control1, let control2):
        curve([
          current ?? control1.applying(t), control1.applying(t), control2.applying(t),
          end.applying(t),
        ])
      case .rect(let r):
        let corners = [
          CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
          CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ].map { $0.applying(t) }
        moveTo(corners[0])
        corners.dropFirst().forEach { include($0) }
        current = corners[0]
      case .ellipse(let r):
        let center = CGPoint(x: r.midX, y: r.midY)
        let radii = CGSize(width: r.width / 2, height: r.height / 2)
        moveTo(CGPoint(x: r.maxX, y: r.midY).applying(t))
        arc(center: center, radii: radii, from: 0, sweep: 2 * .pi, transform: t)
      case .arc(let center, let radius, let start, let end, let clockwise):
        let startPoint = CGPoint(
          x: center.x + radius * CGFloat(cos(start)), y: center.y + radius * CGFloat(sin(start))
        ).applying(t)
        if current == nil { moveTo(startPoint) } else { lineTo(startPoint) }
        let sweep = Self.sweep(from: start, to: end, clockwise: clockwise)
        arc(
          center: center, radii: CGSize(width: radius, height: radius), from: start,
          sweep: sweep, transform: t)
      case .close:
        current = subpathStart
      case .transformed(let inner, let inside):
        visit(inner, transform: inside.concatenating(t))
      }
    }
  }

  /// The signed angle an arc turns through, as CoreGraphics draws it: increasing angles unless
  /// `clockwise`, at most one full turn.
  static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
    let turn = 2 * Double.pi
    var delta = (end - start).truncatingRemainder(dividingBy: turn)
    if delta == 0 && end != start { return clockwise ? -turn : turn }
    if clockwise {
      if delta > 0 { delta -= turn }
    } else if delta < 0 {
      delta += turn
    }
    return delta
  }

  /// Bounds of an elliptical arc: exact at the axis-aligned extremes, and a point a degree apart
  /// for transforms that rotate or skew.
  mutating func arc(
    center: CGPoint, radii: CGSize, from start: Double, sweep: Double,
    transform t: CGAffineTransform
  ) {
    func point(_ angle: Double) -> CGPoint {
      CGPoint(
        x: center.x + radii.width * CGFloat(cos(angle)),
        y: center.y + radii.height * CGFloat(sin(angle))
      ).applying(t)
    }
    let end = start + sweep
    let (low, high) = (min(start, end), max(start, end))
    var angles = [start, end]
    var quarter = (low / (.pi / 2)).rounded(.up) * (.pi / 2)
    while quarter <= high {
      angles.append(quarter)
      quarter += .pi / 2
    }
    if t.b != 0 || t.c != 0 {
      let step = Double.pi / 180
      angles += stride(from: low, through: high, by: step).map { $0 }
    }
    angles.forEach { include(point($0)) }
    current = point(end)
  }

  /// Bounds of a Bézier curve given its points (start, controls, end): the ends and the points
  /// where the curve turns on either axis.
  mutating func curve(_ points: [CGPoint]) {
    include(points[0])
    include(points[points.count - 1])
    for t in Self.turningParameters(points.map(\.x)) + Self.turningParameters(points.map(\.y)) {
      include(Self.evaluate(points, at: t))
    }
    current = points[points.count - 1]
  }

  /// The parameters in (0, 1) where a Bézier coordinate's derivative is zero.
  static func turningParameters(_ c: [CGFloat]) -> [CGFloat] {
    var roots: [CGFloat] = []
    if c.count == 3 {
      let denominator = c[0] - 2 * c[1] + c[2]
      if denominator != 0 { roots = [(c[0] - c[1]) / denominator] }
    } else {
      // The derivative of a cubic, a·t² + b·t + k, over 3.
      let a = -c[0] + 3 * c[1] - 3 * c[2] + c[3]
      let b = 2 * (c[0] - 2 * c[1] + c[2])
      let k = c[1] - c[0]
      if a == 0 {
        if b != 0 { roots = [-k / b] }
      } else {
        let discriminant = b * b - 4 * a * k
        if discriminant >= 0 {
          let root = discriminant.squareRoot()
          roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  /// The point of a Bézier curve at parameter `t`, by de Casteljau's construction.
  static func evaluate(_ points: [CGPoint], at t: CGFloat) -> CGPoint {
    var level = points
    while level.count > 1 {
      level = zip(level, level.dropFirst()).map { p, q in
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
      }
    }
    return level[0]
  }
}
