import Foundation
import Testing
import ViewProbe

@MainActor
@Suite("StickerStudio: an OS 27 screen — reordering, swipe actions and toolbars", .viewProbe)
struct StickerStudioTests {
  @Test("A12 a card dragged in the grid moves; its swipe action asks, then removes it")
  func cardsMoveAndLeave() throws {
    let harness = ParentHarness(profile: .xcode27) { StickerStudio() }
    #expect(
      harness.visibleTexts.filter { ["Cat", "Moon", "Taco"].contains($0) } == [
        "Cat", "Moon", "Taco",
      ])
    try harness.find(text: "Taco").move(toOffset: 0)
    #expect(
      harness.visibleTexts.filter { ["Cat", "Moon", "Taco"].contains($0) } == [
        "Taco", "Cat", "Moon",
      ])
    try harness.find(row: 0).find(button: "Remove").tap()
    try harness.find(button: "Remove Cat").tap()
    #expect(!harness.texts.contains("Cat"))
  }

  @Test("the pinned button fills the prominent cart tab; the overflow menu clears the board")
  func toolbarActionsReachTheCart() throws {
    let harness = ParentHarness { StickerStudio() }
    try harness.find(button: "Add all to cart").tap()
    #expect(!harness.visibleTexts.contains("Clear board"))
    try harness.find(button: "Clear board").tap()
    try harness.find(button: "Cart").tap()
    #expect(harness.visibleTexts == ["Board", "Packs", "Cat", "Moon", "Taco", "Cart"])
  }

  @Test("a bordered field (OS 27's .bordered, a capsule border) names a new sticker")
  func borderedFieldAddsASticker() throws {
    let harness = ParentHarness { StickerStudio() }
    #expect(try !harness.find(button: "Add").isEnabled)
    try harness.find(textField: "New sticker").setInput("Comet")
    try harness.find(button: "Add").tap()
    #expect(harness.visibleTexts.contains("Comet"))
    #expect(harness.visibleTexts.contains("New sticker"))
  }
}
