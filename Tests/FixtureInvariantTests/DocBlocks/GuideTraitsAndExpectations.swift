// Guide.md §4, "Traits and expectations", as written there (.ci/doc-blocks checks it).
import Testing
import ViewProbe
import ViewProbeFixtures

@MainActor @Test(.semantics(.xcode27)) func underTheStateMacro() {
  let harness = ParentHarness { StateOwnedModelView() }
  harness.expectStorePersists()
  #expect(harness.discardedInitialValues(of: StateOwnedModelView.self) == 0)
}

@MainActor @Test(arguments: SemanticsProfile.allCases)
func initialValuesPerProfile(profile: SemanticsProfile) {
  let harness = ParentHarness(profile: profile) { StateOwnedModelView() }
  harness.reRender()
  #expect(
    harness.discardedInitialValues(of: StateOwnedModelView.self) == (profile == .xcode26 ? 1 : 0))
}

@MainActor @Test func writePropagationExample() throws {
  let harness = ParentHarness { BrewCounter() }
  try harness.expectWrite(reaches: BrewCounter.self, reading: harness.texts.first, equals: "1") {
    try harness.find(button: "+").tap()
  }
}

@MainActor @Test func renderCausesExample() throws {
  struct TickReader: View {
    @State private var tick = 0
    var body: some View {
      let _ = Self._printChanges()
      Button("tick \(tick)") { tick += 1 }
    }
  }

  let harness = ParentHarness { TickReader() }
  try harness.find(button: "tick 0").tap()
  #expect(
    harness.printedChanges == [
      "TickReader: @self, @identity, _tick changed.", "TickReader: _tick changed.",
    ])
  #expect(
    harness.renderCauses(of: TickReader.self).last?.causes.map(\.description) == [
      "@State tick changed"
    ])
}
