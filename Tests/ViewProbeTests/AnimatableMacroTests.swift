import Foundation
import Testing
import ViewProbe

/// SwiftUI's `@Animatable` macro (iOS 26) writes `animatableData` from a type's stored `var`s.
/// ViewProbe applies changes at once, but the data is what SwiftUI interpolates: a test can read
/// it, interpolate it and write it back, as an animation frame would.
@MainActor
@Suite("The @Animatable macro", .viewProbe)
struct AnimatableMacroTests {
  @Test("@Animatable interpolates every stored var: an Angle by radians, ignored ones stay put")
  func shapeInterpolatesItsStoredVars() {
    let from = ProgressRing(progress: 0, start: .degrees(0), inset: 2, label: "from")
    let to = ProgressRing(progress: 1, start: .degrees(90), inset: 10, label: "to")
    let mid = interpolated(from, to, at: 0.5)
    #expect(mid.progress == 0.5)
    #expect(abs(mid.start.degrees - 45) < 1e-9)
    #expect(mid.inset == 6)
    // Ignored, and not data: the frame keeps the value it started from.
    #expect(mid.label == "from")
    // The data has the three members and nothing else: 0.5² + (π/4)² + 6².
    let expected = 0.25 + (Double.pi / 4) * (Double.pi / 4) + 36
    #expect(abs(mid.animatableData.magnitudeSquared - expected) < 1e-9)
  }

  @Test("@Animatable adds the conformance to a plain type, with members of the app's own types")
  func plainTypeGainsConformance() {
    let from = Dial(level: Meter(value: 10), anchor: .topLeading, pointer: ProgressRing.zero)
    var ring = ProgressRing.zero
    ring.progress = 1
    let to = Dial(level: Meter(value: 20), anchor: .bottomTrailing, pointer: ring)
    let quarter = interpolated(from, to, at: 0.25)
    #expect(quarter.level.value == 12.5)
    #expect(quarter.anchor == UnitPoint(x: 0.25, y: 0.25))
    #expect(quarter.pointer.progress == 0.25)
    #expect((Dial.self as Any.Type) is any Animatable.Type)
  }

  @Test("@Animatable takes each name of `var x, y`, and stored vars with observers")
  func severalNamesAndObservedVars() {
    let from = Wave(x: 0, y: 10, phase: 0)
    let to = Wave(x: 4, y: 20, phase: 2)
    let mid = interpolated(from, to, at: 0.5)
    #expect(mid.x == 2 && mid.y == 15 && mid.phase == 1)
    // The frame wrote `phase`, and its observer ran.
    #expect(mid.phaseChanges == 1)
    #expect(mid.area == 30)
  }

  @Test("SwiftUI's own value types carry SwiftUI's animatable data")
  func builtInValueTypes() {
    var rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    var data = rect.animatableData
    data.scale(by: 2)
    rect.animatableData = data
    #expect(rect == CGRect(x: 0, y: 0, width: 20, height: 40))
    var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    insets.animatableData = insets.animatableData + insets.animatableData
    #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
    var angle = Angle.degrees(180)
    #expect(angle.animatableData == .pi)
    angle.animatableData = 0
    #expect(angle == .zero)
    #expect(2.5.animatableData == 2.5)
  }

  /// `from` moved `fraction` of the way to `to`, as a frame of an animation is computed.
  private func interpolated<Value: Animatable>(_ from: Value, _ to: Value, at fraction: Double)
    -> Value
  {
    var step = to.animatableData - from.animatableData
    step.scale(by: fraction)
    var frame = from
    frame.animatableData = from.animatableData + step
    return frame
  }
}

@Animatable
private struct ProgressRing: Shape {
  var progress: Double
  var start: Angle
  var inset: CGFloat
  @AnimatableIgnored var label: String
  // Computed and static properties are not data.
  var isComplete: Bool { progress >= 1 }
  static let zero = ProgressRing(progress: 0, start: .zero, inset: 0, label: "")

  func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: inset, dy: inset))
  }
}

@Animatable
private struct Wave: Shape {
  var x, y: CGFloat
  var phase: Double {
    didSet { phaseChanges += 1 }
  }
  @AnimatableIgnored var phaseChanges = 0
  var area: CGFloat { x * y }

  init(x: CGFloat, y: CGFloat, phase: Double) {
    self.x = x
    self.y = y
    self.phase = phase
  }

  func path(in rect: CGRect) -> Path { Path(rect) }
}

/// An app's own interpolable value.
private struct Meter: VectorArithmetic {
  var value: Double
  static var zero: Meter { Meter(value: 0) }
  static func + (lhs: Meter, rhs: Meter) -> Meter { Meter(value: lhs.value + rhs.value) }
  static func - (lhs: Meter, rhs: Meter) -> Meter { Meter(value: lhs.value - rhs.value) }
  mutating func scale(by rhs: Double) { value *= rhs }
  var magnitudeSquared: Double { value * value }
}

@Animatable
private struct Dial {
  var level: Meter
  var anchor: UnitPoint
  var pointer: ProgressRing
}
