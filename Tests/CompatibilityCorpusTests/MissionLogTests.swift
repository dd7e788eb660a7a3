import Foundation
import Testing
import ViewProbe

/// The mission log reads its JSON through `Bundle.main`, as an app does; the test target carries
/// the files, and `.mainBundleResources(from: .module)` makes them reachable there before the run
/// (without it, the view's `fatalError` on a missing file would end the whole run).
@MainActor
@Suite(
  "Mission log (resources through Bundle.main)", .viewProbe, .mainBundleResources(from: .module))
struct MissionLogTests {
  @Test("the app's own decode helper finds its files; a card pushes the mission with its crew")
  func missionLog() throws {
    #expect(Bundle.main.url(forResource: "missions.json", withExtension: nil) != nil)
    let harness = ParentHarness { MissionLog() }
    #expect(harness.visibleTexts.contains("Apollo 11"))
    #expect(harness.visibleTexts.contains("July 16, 1969"))
    #expect(harness.visibleTexts.contains("N/A"))
    try harness.find(text: "Apollo 11").tap()
    #expect(harness.visibleTexts.contains("The first landing on the Moon."))
    #expect(harness.visibleTexts.contains("Neil A. Armstrong"))
    #expect(!harness.visibleTexts.contains("Apollo 7"))
    harness.navigateBack()
    try harness.find(button: "Show List").tap()
    #expect(harness.visibleTexts.contains("Apollo 13"))
  }
}
