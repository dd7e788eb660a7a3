// README.md, the first example, as written there (.ci/doc-blocks checks it stays the same).
import Testing
import ViewProbe
import ViewProbeFixtures  // SettingsScreen, the seed's example screen

@MainActor @Test func storeSurvivesParentReRenders() {
  let harness = ParentHarness { SettingsScreen() }
  let first = harness.installedStore()
  harness.reRender()
  #expect(harness.installedStore() === first)
}
