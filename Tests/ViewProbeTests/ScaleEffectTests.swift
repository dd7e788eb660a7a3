import Testing
import ViewProbe

/// A view scaled to zero on an axis has no area: it shows nothing and takes no touch, as apps
/// hide popups with `.scaleEffect(isShown ? 1 : 0)` (Guide §3, §7).
@MainActor
@Suite("Views scaled to nothing", .viewProbe)
struct ScaleEffectTests {
  @Test("a toast scaled to zero is off screen and refuses taps until it is scaled up")
  func zeroScaleHidesAndTakesNoTouch() throws {
    let harness = ParentHarness { UndoToast() }
    #expect(harness.visibleTexts == ["Delete draft", "drafts: 1"])
    #expect(harness.texts == ["Draft deleted", "Undo", "Delete draft", "drafts: 1"])
    let undo = try harness.find(button: "Undo")
    expectIssue(
      startingWith: "tap() on the Button \"Undo\" found it scaled to nothing by .scaleEffect(0) on "
        + "UndoToast › VStack › VStack: a view with no width or no height shows nothing and takes "
        + "no touches."
    ) { undo.tap() }
    try harness.find(button: "Delete draft").tap()
    #expect(harness.visibleTexts == ["Draft deleted", "Undo", "Delete draft", "drafts: 0"])
    try harness.find(button: "Undo").tap()
    #expect(harness.visibleTexts == ["Delete draft", "drafts: 1"])
  }

  @Test("zero on one axis hides too; a small scale does not")
  func oneAxisOrSmallScale() throws {
    let harness = ParentHarness {
      VStack {
        Button("Flat") {}.scaleEffect(x: 1, y: 0)
        Button("Small") {}.scaleEffect(0.1)
        Button("Mirrored") {}.scaleEffect(x: -1, y: 1)
      }
    }
    #expect(harness.visibleTexts == ["Small", "Mirrored"])
    let flat = try harness.find(button: "Flat")
    expectIssue(
      startingWith: "tap() on the Button \"Flat\" found it scaled to nothing by "
        + ".scaleEffect(x: 1, y: 0)"
    ) { flat.tap() }
    try harness.find(button: "Small").tap()
  }
}

/// An undo toast that pops in, scaled up from nothing, after a delete.
private struct UndoToast: View {
  @State private var drafts = 1
  @State private var showsToast = false

  var body: some View {
    VStack {
      VStack {
        Text("Draft deleted")
        Button("Undo") {
          drafts += 1
          showsToast = false
        }
      }
      .scaleEffect(showsToast ? 1 : 0)
      Button("Delete draft") {
        drafts -= 1
        showsToast = true
      }
      Text("drafts: \(drafts)")
    }
  }
}
