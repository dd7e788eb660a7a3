// The seed's suite (seeds/000), unchanged but for its imports (`import SwiftUI` removed and
// `@testable import SettingsFeature` replaced by ViewProbe and its fixtures) and for RULE 2 and
// RULE 3: the seed checked those on view structs called outside any graph, which could not
// fail; here they drive the hosted views.
import Testing
import ViewProbe

@testable import ViewProbeFixtures

@MainActor
@Suite("SettingsStore + property wrapper invariants")
struct SettingsWrapperTests {
  // RULE 1: @State owns the model. The store survives parent re-renders.
  @Test
  func storeIdentity_isStable_acrossParentReRenders() {
    let harness = ParentHarness { SettingsScreen() }
    let firstStore = harness.installedStore()
    harness.reRender()
    harness.reRender()
    let secondStore = harness.installedStore()
    #expect(firstStore === secondStore)
  }

  // RULE 2: @Bindable does NOT take ownership. The same store is shared.
  @Test
  func bindableChild_sharesStoreInstance_withParent() throws {
    let store = SettingsStore()
    let harness = ParentHarness { SettingsScreenWithInjectedStore(store: store) }
    try harness.find(textField: "Display name").setInput("Ada")
    #expect(store.displayName == "Ada")
    store.displayName = "Grace"
    harness.reRender()
    #expect(try harness.find(textField: "Display name").text == "Grace")
  }

  // RULE 3: @Binding propagates writes upward.
  @Test
  func toggle_writesPropagateUp_throughBinding() async throws {
    let store = SettingsStore()
    let harness = ParentHarness { SettingsScreenWithInjectedStore(store: store) }
    let toggle = try harness.find(toggle: "Push notifications")
    toggle.tap()
    #expect(store.notificationsEnabled == false)
    #expect(!toggle.isOn)
  }

  // RULE 4: @Environment values are read, not stored.
  @Test
  func theme_changes_areObservedByChildren() {
    let parent = ThemedHarness(theme: .light)
    #expect(parent.observedTheme() == .light)
    parent.setTheme(.dark)
    #expect(parent.observedTheme() == .dark)
  }

  // RULE 5: a `let`-bound model is a footgun (see Day 11).
  // This test FAILS on purpose to document the mistake — keep it as a regression.
  @Test
  func letBoundModel_doesNotPersistAcrossReRenders_documentedAntiPattern() {
    let harness = ParentHarness { LetBoundModelView() }
    let first = harness.installedModel()
    harness.reRender()
    let second = harness.installedModel()
    // EXPECTING inequality on purpose — a `let` model is recreated.
    // If this test ever starts passing, SwiftUI has changed semantics
    // and we should delete the antipattern from our codebase.
    #expect(first !== second)
  }
}
