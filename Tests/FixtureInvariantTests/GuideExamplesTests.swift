// The examples of Guide.md, compiled and run, so the guide stays true.
import Testing
import ViewProbe
import ViewProbeFixtures

@MainActor
@Suite("Guide examples", .viewProbe)
struct GuideExamplesTests {
  // §3 ParentHarness: storage
  @Test func storeSurvivesReRenders() {
    let harness = ParentHarness { SettingsScreen() }
    let first = harness.installedStore()
    harness.reRender()
    #expect(harness.installedStore() === first)
  }

  // §3 ParentHarness: driving controls
  @Test func drivingControls() throws {
    let harness = ParentHarness { SettingsScreen() }
    try harness.find(textField: "Display name").setInput("Ada")
    try harness.find(toggle: "Push notifications").tap()
    let store = harness.installedStore() as? SettingsStore
    #expect(store?.displayName == "Ada")
    #expect(store?.notificationsEnabled == false)
  }

  // §3 ThemedHarness
  @Test func themedHarness() {
    let harness = ThemedHarness(\.theme, theme: .light) { SettingsScreen() }
    #expect(harness.observedTheme() == .light)
    harness.setTheme(.dark)
    #expect(harness.observedTheme() == .dark)
  }

  // §4 .semantics
  @Test(.semantics(.xcode27)) func underTheStateMacro() {
    let harness = ParentHarness { StateOwnedModelView() }
    harness.expectStorePersists()
    #expect(harness.discardedInitialValues(of: StateOwnedModelView.self) == 0)
  }

  // §4 .semantics, both profiles
  @Test(arguments: SemanticsProfile.allCases)
  func initialValuesPerProfile(profile: SemanticsProfile) {
    let harness = ParentHarness(profile: profile) { StateOwnedModelView() }
    harness.reRender()
    #expect(
      harness.discardedInitialValues(of: StateOwnedModelView.self) == (profile == .xcode26 ? 1 : 0))
  }

  // §4 .documentedAntiPattern
  @Test(.documentedAntiPattern("F01", "a let-bound model is recreated on every parent re-render"))
  func letBoundModelPersists() {
    ParentHarness { LetBoundModelView() }.expectModelPersists()
  }

  // §4 expectations: identity
  @Test func identityExpectations() throws {
    let harness = ParentHarness { StateOwnedModelView() }
    harness.expectStorePersists(acrossReRenders: 5)
    harness.expectModelPersists()
    harness.expectStatePersists("model", in: StateOwnedModelView.self)
  }

  // §4 expectations: write propagation
  @Test func writePropagation() throws {
    let harness = ParentHarness { BrewCounter() }
    try harness.expectWrite(
      reaches: BrewCounter.self, reading: harness.texts.first, equals: "1"
    ) {
      try harness.find(button: "+").tap()
    }
  }

  // §4 expectations: environment and re-render counts
  @Test func environmentAndCounts() {
    let themed = ThemedHarness(\.theme, theme: .light) { SettingsScreen() }
    let harness = themed.harness
    harness.expectObserved(\.theme, in: SettingsScreen.self, equals: .light)
    harness.expectOnlyReaders(of: \.theme) { themed.setTheme(.dark) }
    harness.expectNoReRender(of: ProfileSection.self) { themed.setTheme(.light) }
    harness.expectBodyCount(of: SettingsScreen.self, 3)
    harness.expectNoWarnings()
  }

  // §4 expectations: warnings
  @Test func expectingAWarning() throws {
    let harness = ParentHarness { ForEach(["a", "a"], id: \.self) { Text($0) } }
    harness.expectWarning("ForEach<Array<String>, String, Text>: the ID a occurs multiple times")
  }
}

// README: the anti-pattern example, as written there.
@MainActor @Suite(.viewProbe) struct ProfileTests {
  @Test(.documentedAntiPattern("F01", "a let-bound model is recreated on every re-render"))
  func modelPersists() {
    ParentHarness { LetBoundModelView() }.expectModelPersists()  // fails: a known issue
  }
}

// §3 ThemedHarness: the key-neutral names are the seed's theme names.
@MainActor @Suite("ThemedHarness names") struct ThemedHarnessNameTests {
  @Test("D03 set(_:) and observed() are setTheme(_:) and observedTheme() for any key")
  func d03_keyNeutralNames() {
    let harness = ThemedHarness(\.theme, theme: .light) { SettingsScreen() }
    harness.set(.dark)
    #expect(harness.observed() == .dark)
    #expect(harness.observedTheme() == .dark)
    harness.setTheme(.light)
    #expect(harness.observed() == .light)
  }
}
