import Testing
import ViewProbe

/// The regression catalog that ships with ViewProbe: the seed's five rules (rule 5 is the
/// let-bound anti-pattern, F01) and the code-review anti-patterns F02–F08, each with its fix. `swift run viewprobe catalog` runs it.
public enum BundledCatalog {
  /// Every entry, in the order reports list them: the seed's rules, then the anti-patterns.
  public static let entries: [CatalogEntry] =
    seedRules + AntiPatternCatalog.entries + SeedRulesCatalog.entries

  /// The five rules of the seed, and the fix of rule 5.
  static let seedRules: [CatalogEntry] = [
    CatalogEntry(
      id: "RULE-1", title: "@State owns the model: the store survives parent re-renders",
      kind: .invariant, invariants: ["A01", "A03", "C12"]
    ) { check in
      let harness = ParentHarness { SettingsScreen() }
      let first = harness.installedStore()
      harness.reRender()
      harness.reRender()
      check.expect(first != nil, "SettingsScreen has no @State store")
      check.expect(
        harness.installedStore() === first, "the store was replaced by a parent re-render")
    },
    CatalogEntry(
      id: "RULE-2", title: "@Bindable does not take ownership: the child shares the parent's store",
      kind: .invariant, invariants: ["C11"]
    ) { check in
      let store = SettingsStore()
      let harness = ParentHarness { SettingsScreenWithInjectedStore(store: store) }
      try harness.find(textField: "Display name").setInput("Ada")
      check.expect(
        store.displayName == "Ada", "typing in the field did not reach the parent's store")
      store.displayName = "Grace"
      harness.reRender()
      let shown = try harness.find(textField: "Display name").text
      check.expect(shown == "Grace", "the field shows \"\(shown)\", not the parent's store")
    },
    CatalogEntry(
      id: "RULE-3", title: "@Binding propagates writes up to the owner",
      kind: .invariant, invariants: ["B01", "B02"]
    ) { check in
      let harness = ParentHarness { SettingsScreen() }
      let toggle = try harness.find(toggle: "Push notifications")
      toggle.tap()
      let owner = harness.installedStore() as? SettingsStore
      check.expect(owner?.notificationsEnabled == false, "the toggle did not write the owner")
      check.expect(!toggle.isOn, "the toggle does not show the owner's value")
      owner?.notificationsEnabled = true
      check.expect(toggle.isOn, "the toggle does not follow the owner's value (a stale copy)")
    },
    CatalogEntry(
      id: "RULE-4", title: "@Environment values are read, not stored: a new theme reaches readers",
      kind: .invariant, invariants: ["D01", "D02", "D03"]
    ) { check in
      let harness = ThemedHarness(theme: .light)
      check.expect(harness.observedTheme() == .light, "the first body did not see .light")
      harness.setTheme(.dark)
      check.expect(harness.observedTheme() == .dark, "the reader did not see .dark")
      check.expect(
        harness.harness.texts.contains("Current theme: Dark"), "the screen does not say Dark")
    },
    CatalogEntry(
      id: "RULE-5", title: "A let-bound model is recreated on every parent re-render",
      kind: .antiPattern, invariants: ["F01"]
    ) { check in
      let harness = ParentHarness { LetBoundModelView() }
      let first = harness.installedModel()
      try harness.find(button: "Increment").tap()
      harness.reRender()
      check.expect(
        harness.installedModel() === first,
        "the model was replaced by a parent re-render (a new CounterModel)")
      check.expect(
        harness.texts.contains("Count: 1"),
        "the increment vanished from the screen: it shows \(harness.texts.first ?? "nothing")")
    },
    CatalogEntry(
      id: "RULE-5-fix", title: "An @State-owned model keeps its instance and its edits",
      kind: .invariant, invariants: ["A01", "C12"]
    ) { check in
      let harness = ParentHarness { StateOwnedModelView() }
      let first = harness.installedModel()
      try harness.find(button: "Increment").tap()
      harness.reRender()
      check.expect(harness.installedModel() === first, "the model was replaced")
      check.expect(harness.texts.contains("Count: 1"), "the increment vanished")
    },
  ]
}
