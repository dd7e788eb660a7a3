import Testing
import ViewProbe

/// `sensoryFeedback`: what a view plays when its trigger changes is recorded, in order.
@MainActor
@Suite("Sensory feedback", .viewProbe)
struct SensoryFeedbackTests {
  @Test("feedback plays on a trigger change (not on appearance), as its condition or closure says")
  func feedbackFollowsTheTrigger() throws {
    let harness = ParentHarness { StepCounter() }
    #expect(harness.sensoryFeedback.isEmpty, "nothing plays when the view appears")
    try harness.find(button: "Step").tap()
    #expect(harness.sensoryFeedback == [.increase])
    try harness.find(button: "Step").tap()
    try harness.find(button: "Step").tap()
    #expect(harness.sensoryFeedback.count == 4)
    #expect(
      Set(harness.sensoryFeedback.suffix(2).map(\.description)) == ["increase", "success"],
      "both modifiers play on the third step")
    try harness.find(button: "Reset").tap()
    #expect(harness.sensoryFeedback.last == .decrease)
    try harness.find(button: "Same").tap()
    #expect(harness.sensoryFeedback.count == 5, "an equal trigger plays nothing")
  }
}

private struct StepCounter: View {
  @State private var steps = 0

  var body: some View {
    Text("\(steps) steps")
      .sensoryFeedback(trigger: steps) { old, new in new > old ? .increase : .decrease }
      .sensoryFeedback(.success, trigger: steps) { _, new in new == 3 }
    Button("Step") { steps += 1 }
    Button("Reset") { steps = 0 }
    Button("Same") { steps = steps }
  }
}
