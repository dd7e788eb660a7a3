import Foundation
import Testing
import ViewProbe

@MainActor
@Suite("VocabCards: what a learner sees — splash, revealed answers, hints, privacy", .viewProbe)
struct VocabCardsTests {
  @Test("the splash screen hides the deck until it has loaded")
  func splashCoversTheDeckWhileItLoads() async throws {
    let harness = ParentHarness { VocabCardsApp() }
    #expect(harness.visibleTexts == ["Shuffling your deck…"])
    await harness.settle()
    #expect(harness.visibleTexts.prefix(2) == ["Spanish", "la ventana"])
    #expect(!harness.visibleTexts.contains("Shuffling your deck…"))
  }

  @Test("an answer drawn clear and a clipped example show only when the learner asks")
  func answersAndExamplesShowWhenAsked() async throws {
    let harness = ParentHarness { VocabCardsApp() }
    await harness.settle()
    let row = try harness.find(row: 1)
    #expect(row.visibleTexts == ["la ventana", "Reveal", "Example", "I know it"])
    // In the tree all along: only sight tells the answer was not shown.
    #expect(row.texts.contains("the window"))
    try row.find(button: "Reveal").tap()
    try row.find(button: "Example").tap()
    #expect(
      row.visibleTexts == [
        "la ventana", "the window", "Hide", "Example", "I know it", "Abre la ventana.",
      ])
    // The other card is untouched.
    #expect(try harness.find(row: 2).visibleTexts.contains("the bridge") == false)
  }

  @Test("in the app switcher a cover hides every card")
  func privacyCoverHidesTheCards() async throws {
    let harness = ParentHarness { VocabCardsApp() }
    await harness.settle()
    harness.setScenePhase(.inactive)
    #expect(harness.visibleTexts.isEmpty)
    harness.setScenePhase(.active)
    #expect(harness.visibleTexts.contains("el puente"))
  }
}
