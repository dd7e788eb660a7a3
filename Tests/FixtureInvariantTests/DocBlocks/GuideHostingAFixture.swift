// Guide.md §2, hosting a fixture, as written there (.ci/doc-blocks checks it stays the same).
import Testing
import ViewProbe
import ViewProbeFixtures

@MainActor @Test func hostingAView() throws {
  let harness = ParentHarness { BrewCounter() }
  try harness.find(button: "+").tap()
  #expect(harness.texts == ["1", "−", "+"])
}
