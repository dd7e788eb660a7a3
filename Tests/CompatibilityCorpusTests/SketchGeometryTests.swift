import CoreGraphics
import Foundation
import QuartzCore
import Testing

/// `SketchGeometry.swift`: a file that imports Core Graphics and Core Animation only compiles, and
/// their arithmetic is Core Graphics'.
@Suite("Corpus: sketch geometry (import CoreGraphics, QuartzCore)")
struct SketchGeometryTests {
  @Test("a point turned a quarter around a pivot, a pen's velocity, a stroke's bounds")
  func geometry() {
    let turned = SketchGeometry.rotate(
      CGPoint(x: 2, y: 1), by: .pi / 2, around: CGPoint(x: 1, y: 1))
    #expect(abs(turned.x - 1) < 1e-9 && abs(turned.y - 2) < 1e-9)
    #expect(
      SketchGeometry.velocity(from: .zero, to: CGPoint(x: 10, y: -4), over: 2)
        == CGVector(dx: 5, dy: -2))
    #expect(SketchGeometry.velocity(from: .zero, to: CGPoint(x: 1, y: 1), over: 0) == .zero)
    #expect(
      SketchGeometry.bounds(of: [CGPoint(x: 3, y: 1), CGPoint(x: -1, y: 4), CGPoint(x: 0, y: 0)])
        == CGRect(x: -1, y: 0, width: 4, height: 4))
    #expect(SketchGeometry.bounds(of: []).isNull)
  }

  @Test("the media clock never goes back; a layer is made off the main actor")
  func mediaClockAndLayer() async {
    let timer = StrokeTimer()
    let first = timer.elapsed
    try? await Task.sleep(for: .milliseconds(5))
    #expect(first >= 0)
    #expect(timer.elapsed >= first + 0.004)
    let style = StrokeStyleChoice()
    #expect(style.cap == .round)
    #expect(style.layer.cornerRadius == 0)
  }
}
