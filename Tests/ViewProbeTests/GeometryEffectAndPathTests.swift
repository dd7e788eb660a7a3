import Foundation
import Testing

@testable import ViewProbe

/// Custom geometry effects keep their content's identity; paths and transformed shapes measure
/// as CoreGraphics and SwiftUI measure them.
@MainActor
@Suite("Geometry effects and path geometry", .viewProbe)
struct GeometryEffectAndPathTests {
  @Test("A10 a custom GeometryEffect passes its content through: state survives a new value")
  func a10_geometryEffectKeepsContentIdentity() throws {
    let harness = ParentHarness { ShakingCounter() }
    try harness.find(button: "bump child").tap()
    try harness.find(button: "shake").tap()
    try harness.find(button: "shake").tap()
    #expect(harness.texts == ["shakes 2", "child: 1", "bump child", "shake"])
    let layoutless = ParentHarness {
      CounterChild().modifier(Shake(amount: 3).ignoredByLayout())
    }
    #expect(layoutless.texts == ["child: 0", "bump child"])
  }

  @Test("A11 a custom Transition's body runs at the identity phase; removal then return is fresh")
  func customTransitionRunsAtIdentity() throws {
    let harness = ParentHarness { RevealingPanel() }
    #expect(harness.texts == ["show"])
    try harness.find(button: "show").tap()
    #expect(harness.texts == ["show", "phase 0.0", "child: 0", "bump child", "fade", "opacity"])
    try harness.find(button: "bump child").tap()
    #expect(harness.texts.contains("child: 1"))
    try harness.find(button: "show").tap()
    try harness.find(button: "show").tap()
    #expect(harness.texts.contains("child: 0"))
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
    #expect(!TransitionPhase.willAppear.isIdentity && TransitionPhase.identity.isIdentity)
  }

  @Test("D01 D03 a custom Transition reads the environment where it is applied, and follows it")
  func transitionReadsEnvironment() throws {
    let harness = ParentHarness { SchemeSwitcher() }
    #expect(harness.texts == ["flip", "x", "scheme dark", "y", "scheme dark"])
    try harness.find(button: "flip").tap()
    #expect(harness.texts == ["flip", "x", "scheme light", "y", "scheme light"])
  }

  @Test("boundingRect leaves control points out and finds a curve's turning points")
  func boundingRectOfCurves() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    var cubic = Path()
    cubic.move(to: CGPoint(x: 0, y: 0))
    cubic.addCurve(
      to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 0, y: 40), control2: CGPoint(x: 30, y: 40))
    #expect(cubic.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 30))
    #expect(cubic.currentPoint == CGPoint(x: 30, y: 0))
    #expect(Path().boundingRect.isNull)
    #expect(Path().currentPoint == nil)
  }

  @Test("arcs measure by the angles they turn through, in either direction")
  func boundingRectOfArcs() {
    // Increasing angles from 180° pass 270°, the top in SwiftUI's y-down coordinates.
    var upper = Path()
    upper.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(180),
      endAngle: .degrees(0), clockwise: false)
    #expect(upper.boundingRect == CGRect(x: 40, y: 40, width: 20, height: 10))
    var lower = Path()
    lower.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(180),
      endAngle: .degrees(0), clockwise: true)
    #expect(lower.boundingRect == CGRect(x: 40, y: 50, width: 20, height: 10))
    var whole = Path()
    whole.addRelativeArc(
      center: .zero, radius: 5, startAngle: .zero, delta: .degrees(360))
    #expect(whole.boundingRect == CGRect(x: -5, y: -5, width: 10, height: 10))
    #expect(lower.currentPoint.map { abs($0.x - 60) < 1e-9 && abs($0.y - 50) < 1e-9 } == true)
  }

  @Test("a stroked outline is a shape: a shape argument, its base's path, found by its base")
  @MainActor
  func strokedOutlineIsAShape() throws {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let outline = Capsule().stroke(lineWidth: 2)
    #expect(outline.path(in: rect).boundingRect == Capsule().path(in: rect).boundingRect)
    let dashed = Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2]))
    #expect(dashed.style.dash == [4, 2])
    let harness = ParentHarness {
      VStack {
        Text("New").overlay(.tint, in: .capsule.stroke())
        Circle().stroke(lineWidth: 3).onTapGesture {}
      }
    }
    #expect(harness.texts == ["New"])
    _ = try harness.find(Circle.self)
  }

  @Test("transformed shapes move their paths: offset, scale and rotation about an anchor")
  func transformedShapesMoveTheirPaths() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(
      Rectangle().offset(x: 10, y: -5).path(in: rect).boundingRect
        == CGRect(x: 10, y: -5, width: 100, height: 50))
    #expect(
      Rectangle().scale(0.5).path(in: rect).boundingRect
        == CGRect(x: 25, y: 12.5, width: 50, height: 25))
    #expect(
      Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect).boundingRect
        == CGRect(x: 0, y: 0, width: 200, height: 50))
    let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
    #expect(abs(turned.minX - 25) < 1e-9 && abs(turned.minY + 25) < 1e-9)
    #expect(abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9)
    var moved = Path()
    moved.addEllipse(
      in: CGRect(x: 0, y: 0, width: 20, height: 10), transform: .init(translationX: 5, y: 5))
    #expect(moved.boundingRect == CGRect(x: 5, y: 5, width: 20, height: 10))
  }

  @Test("a shape with animatable data is usable off the main actor, as SwiftUI's are")
  func shapesAreNonisolated() async {
    let wedge = Wedge(degrees: 90)
    let bounds = await Task.detached {
      wedge.path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect
    }.value
    #expect(bounds == CGRect(x: 10, y: 10, width: 10, height: 10))
  }
}

/// A horizontal shake, animated through its amount (drawn only).
private struct Shake: GeometryEffect {
  var amount: CGFloat
  var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: sin(amount * .pi * 6) * 10, y: 0))
  }
}

private struct ShakingCounter: View {
  @State private var shakes = 0
  var body: some View {
    VStack {
      Text("shakes \(shakes)")
      CounterChild().modifier(Shake(amount: CGFloat(shakes)))
      Button("shake") { shakes += 1 }
    }
  }
}

/// A pie wedge from 0° to `degrees`, centred in its rectangle.
private struct Wedge: Shape {
  var degrees: Double
  var animatableData: Double {
    get { degrees }
    set { degrees = newValue }
  }
  func path(in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    path.move(to: center)
    path.addArc(
      center: center, radius: rect.width / 2, startAngle: .zero, endAngle: .degrees(degrees),
      clockwise: false)
    path.closeSubpath()
    return path
  }
}

/// A transition that labels its content with the phase it is in (drawn only, otherwise).
private struct LabelledFade: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    VStack {
      Text("phase \(phase.value)")
      content.opacity(phase.isIdentity ? 1 : 0)
    }
  }
}

/// A transition that labels its content with the colour scheme it reads from the environment.
private struct SchemeLabel: Transition {
  @Environment(\.colorScheme) private var scheme

  func body(content: Content, phase: TransitionPhase) -> some View {
    content.overlay { Text(scheme == .dark ? "scheme dark" : "scheme light") }
  }
}

private struct SchemeSwitcher: View {
  @State private var dark = true

  var body: some View {
    VStack {
      Button("flip") { dark.toggle() }
      Text("x").transition(SchemeLabel())
      Text("y").transition(SchemeLabel().combined(with: .opacity))
    }
    .environment(\.colorScheme, dark ? .dark : .light)
  }
}

private struct RevealingPanel: View {
  @State private var shown = false

  var body: some View {
    VStack {
      Button("show") { withAnimation { shown.toggle() } }
      if shown {
        CounterChild().transition(LabelledFade())
        Text("fade").transition(.opacity)
        Text("opacity").transition(.move(edge: .top).combined(with: .opacity))
      }
    }
  }
}

/// Clips to a shape chosen at run time, with a style chosen the same way, in a grid cell.
struct ErasedShapeBadge: View {
  @State private var isRound = true

  var body: some View {
    Grid {
      GridRow {
        Text(isRound ? "round" : "capsule")
          .clipShape(isRound ? AnyShape(Circle()) : AnyShape(Capsule()))
          .foregroundStyle(isRound ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary))
          .gridCellColumns(2)
          .gridColumnAlignment(.leading)
        Button("Toggle") { isRound.toggle() }
          .gridCellAnchor(.top)
          .gridCellUnsizedAxes(.horizontal)
      }
    }
  }
}

extension GeometryEffectAndPathTests {
  @Test("AnyShape draws the path of the shape it erases; erased shapes and grid cells keep state")
  func anyShapeErases() throws {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(AnyShape(Circle()).path(in: rect) == Circle().path(in: rect))
    #expect(AnyShape(Capsule()).path(in: rect) == Capsule().path(in: rect))
    #expect(AnyShape(Circle()).path(in: rect) != AnyShape(Capsule()).path(in: rect))
    let harness = ParentHarness { ErasedShapeBadge() }
    try harness.find(button: "Toggle").tap()
    #expect(harness.texts == ["capsule", "Toggle"])
  }
}
