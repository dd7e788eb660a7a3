import Foundation
import Testing

@testable import ViewProbe

/// iOS 26's concentric corners: without a container shape (ViewProbe tracks none), a concentric
/// corner takes its minimum radius, square without one; fixed corners keep theirs. Changing a
/// clip shape's corners keeps the clipped content's state.
@MainActor
@Suite("Concentric corners (iOS 26)", .viewProbe)
struct ConcentricCornerTests {
  @Test("A concentric corner resolves to its minimum here; a fixed corner to its radius")
  func cornersResolveWithoutAContainer() {
    let square = ConcentricRectangle().cornerRadii
    #expect(square == RectangleCornerRadii())
    let minimum = ConcentricRectangle(corners: .concentric(minimum: .fixed(12)), isUniform: true)
    #expect(
      minimum.cornerRadii
        == RectangleCornerRadii(
          topLeading: 12, bottomLeading: 12, bottomTrailing: 12, topTrailing: 12))
    let sheetLike = ConcentricRectangle(
      uniformTopCorners: .fixed(20), bottomLeadingCorner: .concentric,
      bottomTrailingCorner: .concentric(minimum: .fixed(6)))
    #expect(
      sheetLike.cornerRadii
        == RectangleCornerRadii(
          topLeading: 20, bottomLeading: 0, bottomTrailing: 6, topTrailing: 20))
    let viaShape: ConcentricRectangle = .rect(
      uniformLeadingCorners: .fixed(3), uniformTrailingCorners: .fixed(-1))
    #expect(viaShape.cornerRadii == RectangleCornerRadii(topLeading: 3, bottomLeading: 3))
  }

  @Test("A10 a clip shape whose corners change keeps the clipped content's state")
  func clipShapeChangeKeepsState() throws {
    let harness = ParentHarness { CornerCard() }
    try harness.find(button: "bump child").tap()
    try harness.find(button: "round").tap()
    #expect(harness.texts.contains("child: 1"))
    #expect(harness.texts.contains("rounded"))
  }
}

private struct CornerCard: View {
  @State private var rounded = false

  var body: some View {
    VStack {
      Text(rounded ? "rounded" : "square")
      CounterChild()
        .padding()
        .background(ConcentricRectangle().fill(.thinMaterial))
        .clipShape(.rect(corners: rounded ? .concentric(minimum: .fixed(16)) : .fixed(0)))
        .containerShape(.rect(cornerRadius: 28))
      Button("round") { rounded.toggle() }
    }
  }
}
