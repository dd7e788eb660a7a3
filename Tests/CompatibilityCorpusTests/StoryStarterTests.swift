import Foundation
import Testing
import ViewProbe

@MainActor
@Suite("StoryStarter: iOS 18's document launch screen, as a scene and as a view", .viewProbe)
struct StoryStarterTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("viewprobe-stories-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test("the launch scene is the group's launch screen: the app shows the story editor")
  func appShowsTheEditor() throws {
    let harness = ParentHarness(app: StoryStarterApp.self)
    #expect(harness.visibleTexts == ["0 words"])
    try harness.find(TextEditor.self).setInput("Once upon a time")
    #expect(harness.visibleTexts == ["Once upon a time", "4 words"])
  }

  @Test("the pad's launch screen shows its title, subtitle and both buttons")
  func launchScreenShown() throws {
    let harness = ParentHarness {
      ScratchPadLaunch(
        ruledTemplate: folder.appendingPathComponent("Ruled.txt"), pagesFolder: folder)
    }
    #expect(harness.visibleTexts == ["Scratch Pad", "Jot it down", "New Page", "Blank Page"])
  }

  @Test("a launch view given no title shows its actions (a device shows the app's name above)")
  func untitledLaunchView() throws {
    let harness = ParentHarness { QuickNotesLaunch() }
    #expect(harness.visibleTexts == ["Start a Note"])
    try harness.find(button: "Start a Note").tap()
    #expect(harness.visibleTexts == ["Untitled"])
  }

  @Test("a page made from the template opens in the pad; what it saves is there when reopened")
  func templatePageOpensAndSaves() async throws {
    let template = folder.appendingPathComponent("Ruled.txt")
    try Data("----".utf8).write(to: template)
    let harness = ParentHarness { ScratchPadLaunch(ruledTemplate: template, pagesFolder: folder) }
    try harness.find(button: "New Page").tap()
    await harness.settle()  // runs prepareDocumentURL, then the page opens
    #expect(try harness.find(textField: "Page").text == "----")
    try harness.find(textField: "Page").setInput("buy milk")
    try harness.find(button: "Save").tap()
    try await harness.closeDocument()
    #expect(harness.visibleTexts.first == "Scratch Pad")
    // A button given a content type takes the overload with `prepareDocumentURL` (its default
    // returns nil): the app's closure is async, so the page opens once it has run.
    try harness.find(button: "Blank Page").tap()
    #expect(harness.visibleTexts.first == "Scratch Pad")
    await harness.settle()
    #expect(try harness.find(textField: "Page").text == "")
    let saved = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: nil
    ).filter {
      $0.lastPathComponent.hasPrefix("Page-")
        && (try? String(contentsOf: $0, encoding: .utf8)) == "buy milk"
    }
    #expect(saved.count == 1)
    try await harness.openDocument(at: try #require(saved.first))
    #expect(try harness.find(textField: "Page").text == "buy milk")
  }
}
