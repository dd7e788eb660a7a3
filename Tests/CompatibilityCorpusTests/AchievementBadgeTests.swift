import Testing
import ViewProbe

/// A screen of drawing effects — a canvas, Metal shaders, a text renderer — that draw nothing in
/// ViewProbe, around controls that must still behave.
@MainActor
@Suite("AchievementBadge: drawing effects keep the screen's controls and texts", .viewProbe)
struct AchievementBadgeTests {
  @Test(
    "the modifiers of an animation(_:body:) body apply: out of reach is disabled, claimed fades")
  func claimingOnce() throws {
    let early = ParentHarness { AchievementBadge(title: "Early bird", streak: 3) }
    #expect(early.visibleTexts.contains("3 of 7 days"))
    #expect(try early.find(button: "Claim reward").isEnabled == false)

    let harness = ParentHarness { AchievementBadge(title: "Early bird", streak: 9) }
    let claim = try harness.find(button: "Claim reward")
    #expect(claim.isEnabled)
    claim.tap()
    #expect(harness.visibleTexts.contains("Reward claimed"))
    // Claimed: the body disables the button and fades it out entirely.
    #expect(!claim.isEnabled)
    #expect(!harness.visibleTexts.contains("Claim reward"))
  }

  @Test("a custom animation's change applies at once; its curve can be checked by calling it")
  func customAnimationCurve() throws {
    let harness = ParentHarness { AchievementBadge(title: "Early bird", streak: 9) }
    try harness.find(button: "Claim reward").tap()
    #expect(harness.visibleTexts.contains("Reward claimed"), "no frames: the claim shows at once")
    var context = AnimationContext<Double>()
    let pop = RewardPop(duration: 0.4)
    #expect(pop.animate(value: 10.0, time: 0.2, context: &context).map { $0 > 10 } == true)
    #expect(pop.animate(value: 10.0, time: 0.5, context: &context) == nil, "finished")
    // The state a custom animation keeps between frames, by key, starting at the key's default.
    #expect(context.state[PopCount.self] == 0)
    context.state[PopCount.self] = 2
    #expect(context.withState(context.state).state[PopCount.self] == 2)
    #expect(Animation(pop) != .default, "a custom animation is an animation of its own")
  }

  private struct PopCount: AnimationStateKey {
    static var defaultValue: Int { 0 }
  }

  @Test("a title drawn by a TextRenderer, and a canvas's symbols, are not new texts")
  func rendererLeavesTheTextAsItIs() {
    let harness = ParentHarness { AchievementBadge(title: "Early bird", streak: 9) }
    #expect(harness.visibleTexts.contains("Early bird unlocked"))
    // The canvas draws its symbol image; it is not a view of its own on the screen.
    #expect(harness.findAll(SparkField.self).count == 1)
    #expect(harness.findAll(Image.self).isEmpty)
  }
}
