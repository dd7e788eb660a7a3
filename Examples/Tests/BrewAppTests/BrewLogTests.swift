import BrewCatalog
import Testing
import ViewProbe

@testable import BrewAppViewProbe

/// The app's own views, hosted by ViewProbe: the same files the app compiles with SwiftUI.
@MainActor
@Suite("Brew log", .viewProbe)
struct BrewLogTests {
  @Test("the store the root view owns survives parent re-renders (A01, C12)")
  func storePersists() {
    ParentHarness { BrewLogView() }.expectStorePersists()
  }

  @Test("a row keeps its tastings when a brew is added above it (A12)")
  func rowStateFollowsTheBrew() throws {
    let harness = ParentHarness { BrewLogView() }
    try harness.find(button: "Taste Brazil").tap()
    try harness.find(textField: "Name").setInput("Ethiopia")
    try harness.find(button: "Add").tap()
    #expect(harness.texts.contains("Ethiopia 18 g"))
    let brazil = try harness.find(button: "Taste Brazil")
    #expect(brazil.path.hasSuffix("BrewRow › HStack › Button"))
    #expect(
      harness.texts.firstIndex(of: "Brazil 20 g").map { harness.texts[$0 + 2] } == "tasted 1×")
  }

  @Test("marking a favorite re-renders the rows whose input changed, and says why (E02)")
  func favoriteCauses() throws {
    let harness = ParentHarness { BrewLogView() }
    try harness.expectNoReRender(of: AddBrewForm.self) {
      try harness.find(button: "Favorite Kenya").tap()
    }
    let causes = harness.renderCauses(of: BrewRow.self).last?.causes.map(\.description)
    #expect(causes?.first?.hasPrefix("input ") == true)
  }

  @Test("the app counts its trips to the background: its scene's onChange (ParentHarness(app:))")
  func appCountsBreaks() {
    let harness = ParentHarness(app: BrewLogApp.self)
    #expect(harness.visibleTexts.contains("Breaks: 0"))
    harness.setScenePhase(.background)
    harness.setScenePhase(.active)
    #expect(harness.visibleTexts.contains("Breaks: 1"))
  }

  @Test("the Add button is disabled until a name is typed")
  func addNeedsAName() throws {
    let harness = ParentHarness { BrewLogView() }
    #expect(!(try harness.find(button: "Add").isEnabled))
    try harness.find(textField: "Name").setInput("Peru")
    #expect(try harness.find(button: "Add").isEnabled)
  }

  @Test("a @StateObject timer keeps its seconds across parent re-renders (G02)")
  func legacyTimerPersists() throws {
    let harness = ParentHarness { LegacyTimerView() }
    try harness.find(button: "Tick").tap()
    harness.expectStorePersists()
    #expect(harness.texts == ["timer: 1 s", "Tick"])
  }
}

/// The team catalog runs in `swift test` too: every entry has its expected outcome.
@MainActor
@Test("the team's catalog holds under both profiles")
func teamCatalogHolds() {
  let report = CatalogRunner.run(BrewCatalog.entries, profiles: SemanticsProfile.allCases)
  #expect(report.passed, "\(report.text)")
}
