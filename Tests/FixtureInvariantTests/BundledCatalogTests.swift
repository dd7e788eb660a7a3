import Testing
import ViewProbe
import ViewProbeFixtures

@MainActor
@Suite("The bundled catalog", .tags(.regressionCatalog))
struct BundledCatalogTests {
  /// What each anti-pattern entry must report: the documented failure itself, so a check that
  /// fails for another reason (a renamed control, an empty screen) does not pass as a
  /// reproduction.
  static let reproductions: [String: [String]] = [
    "RULE-5": [
      "the model was replaced by a parent re-render (a new CounterModel)",
      "the increment vanished from the screen: it shows Count: 0",
    ],
    "F02": ["after the parent switched documents the editor still shows editing first"],
    "F03": ["a parent re-render brought back \"draft\": a new model"],
    "F05": ["3 parent re-renders created 4 loaders; only one is used"],
    "F07": ["the draft counter reset to 0 on a parent update"],
    "A09-CONDITIONAL-MODIFIER": ["highlighting reset the draft counter: it shows draft: 0"],
    "F08": ["the screen still shows count 0"],
    "G03": [
      "the model was replaced by a parent re-render (a new LegacyCounterModel)",
      "the increment vanished from the screen: it shows Count: 0",
    ],
    "S001-STATE-PASSED": ["the label still shows label: espresso"],
    "S002-DERIVED-STATE": ["the derived text is stale: shout: ESPRESSO"],
    "S002-STATIC-STATE": ["3 parent updates built and discarded 3 titles"],
    "S001-IGNORED-HELPER": ["a helper write re-rendered the reader (2 bodies)"],
    "S001-EQUATABLE-TYPE": ["an equal assignment re-rendered the reader (2 bodies)"],
    "S001-STRUCT-PROPERTY": ["an age change re-rendered the name reader (2 bodies)"],
    "S001-COMPUTED-PROPERTY": ["adding another user re-rendered the reader (2 bodies)"],
    "S001-ARRAY-ELEMENT": ["a change to another element re-rendered the reader (2 bodies)"],
    "E05-STALE-SHEET": ["the sheet opened on recipe: none: the selection from before the tap"],
    "E02-EQUATABLE-CLASS": ["the child still shows and observes the old instance: note draft"],
    "E02-EQUATABLE-VIEW": ["the renamed row still shows Intro"],
    "S001-ENV-CLOSURE": ["a refresh above re-rendered the reader (2 bodies)"],
    "S001-ENTRY-DEFAULT": ["an unrelated write re-rendered the reader (2 bodies)"],
    "S001-UNUSED-ENV": ["the unused key re-rendered the view (2 bodies)"],
    "S001-CLOSURE-BINDING": ["a parent update re-rendered the row (2 bodies)"],
    "B07-UNWRAPPED-BINDING": [
      "A binding unwrapped with Binding(_:) from a Binding<String?> was read after its value "
        + "became nil: SwiftUI stops the app here with “Fatal error: Unexpectedly found nil while "
        + "unwrapping an Optional value” (in BindingOperations.ForceUnwrapping; reported to Apple "
        + "as FB8367784). ViewProbe returned the value the binding last had. A closure that "
        + "outlives the view (onDisappear, a Task, a sheet's action) should not read through it: "
        + "read the optional itself, or bind with a default."
    ],
  ]

  @Test(
    "every entry has its expected outcome under each profile",
    arguments: SemanticsProfile.allCases)
  func entriesHaveExpectedOutcomes(profile: SemanticsProfile) {
    for entry in BundledCatalog.entries {
      let outcome = CatalogRunner.run(entry, profile)
      guard entry.profiles.contains(profile) else {
        #expect(outcome == .notApplicable, "\(entry.id)")
        continue
      }
      switch entry.kind {
      case .invariant: #expect(outcome == .holds, "\(entry.id): \(outcome.details)")
      case .antiPattern:
        guard case .reproduces(let details) = outcome else {
          Issue.record("\(entry.id) should reproduce, got \(outcome)")
          continue
        }
        #expect(details == Self.reproductions[entry.id], "\(entry.id)")
      }
    }
  }

  @Test(
    "A09 a conditional modifier helper resets the counter it modifies; A10 an argument keeps it")
  func a09_conditionalModifierHelperResetsState() throws {
    let helper = ParentHarness { ConditionallyHighlightedCounter() }
    try helper.find(button: "Add").tap()
    try helper.find(button: "Highlight").tap()
    #expect(helper.texts.contains("draft: 0"))
    try helper.find(button: "Add").tap()
    try helper.find(button: "Highlight").tap()
    // Back to the first branch: a new identity again, not the first one's storage.
    #expect(helper.texts.contains("draft: 0"))
    let argument = ParentHarness { ArgumentHighlightedCounter() }
    try argument.find(button: "Add").tap()
    try argument.find(button: "Highlight").tap()
    try argument.find(button: "Highlight").tap()
    #expect(argument.texts.contains("draft: 1"))
  }

  @Test("F01 the let-bound anti-pattern reproduces: a new model, and the edit is gone")
  func f01_letBoundModelReproduces() throws {
    let harness = ParentHarness { LetBoundModelView() }
    let first = harness.installedModel()
    try harness.find(button: "Increment").tap()
    #expect(harness.texts.contains("Count: 1"))
    harness.reRender()
    #expect(harness.installedModel() !== first)
    #expect(harness.texts.contains("Count: 0"))
  }

  @Test(
    "F01 a model should survive parent re-renders; a let-bound one does not",
    .documentedAntiPattern(
      "F01", "a let-bound model is not owned by SwiftUI and is recreated on every re-render"),
    .tags(.antiPattern))
  func f01_letBoundModelShouldPersist() {
    ParentHarness { LetBoundModelView() }.expectModelPersists()
  }

  @Test("F01 the fix: an @State-owned model keeps its instance and its edit")
  func f01_stateOwnedModelPersists() throws {
    let harness = ParentHarness { StateOwnedModelView() }
    let first = harness.installedModel()
    try harness.find(button: "Increment").tap()
    harness.reRender()
    #expect(harness.installedModel() === first)
    #expect(harness.texts.contains("Count: 1"))
  }

  @Test("the settings screen renders its sections, and its controls write the owned store")
  func settingsScreenRendersAndWrites() throws {
    let harness = ParentHarness { SettingsScreen() }
    #expect(
      harness.texts == [
        "Profile", "Display name", "Notifications", "Push notifications", "Current theme: Light",
      ])
    try harness.find(textField: "Display name").setInput("Ada")
    try harness.find(toggle: "Push notifications").tap()
    let store = harness.installedStore() as? SettingsStore
    #expect(store?.displayName == "Ada")
    #expect(store?.notificationsEnabled == false)
    #expect(try harness.find(toggle: "Push notifications").isOn == false)
  }
}

@MainActor
@Suite("The catalog runner")
struct CatalogRunnerTests {
  func entry(_ kind: CatalogEntry.Kind, passing: Bool) -> CatalogEntry {
    CatalogEntry(id: "\(kind)-\(passing)", title: "x", kind: kind, invariants: []) { check in
      check.expect(passing, "the rule failed")
    }
  }

  @Test("invariants hold or break; anti-patterns reproduce or retire")
  func outcomes() {
    #expect(CatalogRunner.run(entry(.invariant, passing: true), .xcode26) == .holds)
    #expect(
      CatalogRunner.run(entry(.invariant, passing: false), .xcode26) == .broken(["the rule failed"])
    )
    #expect(
      CatalogRunner.run(entry(.antiPattern, passing: false), .xcode26)
        == .reproduces(["the rule failed"]))
    #expect(CatalogRunner.run(entry(.antiPattern, passing: true), .xcode26) == .retired)
  }

  @Test("misuse inside a check is an error outcome, not a test failure")
  func misuseIsAnError() {
    let misuse = CatalogEntry(id: "M", title: "m", kind: .invariant, invariants: []) { _ in
      _ = ParentHarness { Text("no state") }.installedStore()
    }
    guard case .error(let messages) = CatalogRunner.run(misuse, .xcode26) else {
      Issue.record("expected an error outcome")
      return
    }
    #expect(messages.first?.hasPrefix("installedStore() expected a @State property") == true)
  }

  @Test("a report passes only when every outcome is expected, and lists profile differences")
  func reportSummary() {
    let report = CatalogRunner.run(
      [entry(.invariant, passing: true), entry(.antiPattern, passing: false)],
      profiles: SemanticsProfile.allCases)
    #expect(report.passed)
    #expect(report.profileDifferences.isEmpty)
    #expect(report.text.contains("2 entries: 1 hold, 1 documented anti-patterns reproduce"))
    let failing = CatalogRunner.run([entry(.antiPattern, passing: true)], profiles: [.xcode26])
    #expect(!failing.passed)
    #expect(failing.text.contains("RETIRED"))
  }

  @Test("the JSON report follows schema version 1, and n/a is spelled out in every format")
  func jsonSchema() throws {
    let report = CatalogRunner.run(BundledCatalog.entries, profiles: SemanticsProfile.allCases)
    let object = try JSONSerialization.jsonObject(with: Data(report.json.utf8))
    let document = try #require(object as? [String: Any])
    #expect(
      Set(document.keys) == [
        "schemaVersion", "profiles", "summary", "entries", "profileDifferences",
      ])
    #expect(document["schemaVersion"] as? Int == 1)
    #expect(document["profiles"] as? [String] == ["xcode26", "xcode27"])
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(
      Set(summary.keys) == [
        "entries", "holds", "reproduces", "broken", "retired", "errors", "notApplicable", "passed",
      ])
    #expect(summary["entries"] as? Int == 2 * BundledCatalog.entries.count)
    #expect(summary["passed"] as? Bool == true)
    let entries = try #require(document["entries"] as? [[String: Any]])
    #expect(
      entries.allSatisfy {
        Set($0.keys) == [
          "id", "title", "kind", "invariants", "profile", "outcome", "expected", "details",
        ]
      })
    let f05 = try #require(
      entries.first { $0["id"] as? String == "F05" && $0["profile"] as? String == "xcode27" })
    #expect(f05["outcome"] as? String == "not-applicable")
    #expect(f05["expected"] is NSNull)
    let reason = "not applicable under xcode27: the entry models the property wrapper (xcode26)"
    #expect(f05["details"] as? [String] == [reason])
    let differences = try #require(document["profileDifferences"] as? [[String: Any]])
    #expect(differences.contains { $0["id"] as? String == "F05" })
    #expect(report.text.contains(reason))
    #expect(report.markdown.contains(reason))
  }
}
