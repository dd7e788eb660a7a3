import Testing
import ViewProbe
import ViewProbeFixtures

/// The code-review anti-patterns (SEMANTICS.md F02–F08, and B07's unwrapped binding that outlives
/// its value): each mistake is a documented anti-pattern test that asserts the correct
/// behaviour, and each fix a plain test.
@MainActor
@Suite("Anti-patterns (F)", .viewProbe, .tags(.antiPattern))
struct AntiPatternTests {
  @Test(
    "B07 the discarded draft should be remembered; reading its unwrapped binding after is a trap",
    .documentedAntiPattern(
      "B07", "a binding unwrapped from an optional is read once the optional is nil (FB8367784)"))
  func b07_unwrappedBindingReadAfterNil() throws {
    let harness = ParentHarness { DraftRememberedOnDisappear() }
    try harness.find(button: "Start a draft").tap()
    try harness.find(textField: "Draft").setInput("hello")
    // Discarding removes the draft; the Discard button's onDisappear reads the text through the
    // binding it kept: on a device the app stops there. ViewProbe records the trap (the known
    // issue) and returns the value the binding last had, so the run goes on.
    try harness.find(button: "Discard").tap()
    #expect(harness.texts == ["Start a draft", "discarded: hello"])
  }

  @Test("B07 fix: the Discard button reads the unwrapped binding before letting go of the draft")
  func b07_readBeforeLettingGo() throws {
    let harness = ParentHarness { DraftRememberedOnDiscard() }
    for text in ["hello", "again"] {
      try harness.find(button: "Start a draft").tap()
      try harness.find(textField: "Draft").setInput(text)
      try harness.find(button: "Discard").tap()
      #expect(harness.texts == ["Start a draft", "discarded: \(text)"])
    }
  }

  @Test(
    "F02 an editor should follow the parent's document; @State pins the first one",
    .documentedAntiPattern("F02", "@State on an injected reference keeps the first instance"))
  func f02_pinnedReference() throws {
    let harness = ParentHarness { DocumentSwitcher { PinnedDocumentEditor(document: $0) } }
    try harness.find(button: "Switch").tap()
    #expect(harness.texts.contains("editing second"))
  }

  @Test("F02 fix: @Bindable follows the parent's instance and writes into it")
  func f02_bindableFollows() throws {
    let harness = ParentHarness { DocumentSwitcher { FollowingDocumentEditor(document: $0) } }
    try harness.find(button: "Switch").tap()
    try harness.find(textField: "Name").setInput("renamed")
    #expect(harness.texts.contains("editing renamed"))
  }

  @Test(
    "F03 typed text should survive a parent re-render; @Bindable on an own model loses it",
    .documentedAntiPattern("F03", "@Bindable var model = Model() owns nothing"))
  func f03_selfOwnedBindable() throws {
    let harness = ParentHarness { SelfOwnedBindableForm() }
    try harness.find(textField: "Name").setInput("typed")
    harness.reRender()
    #expect(try harness.find(textField: "Name").text == "typed")
  }

  @Test("F03 fix: @State owns the model and keeps the typed text")
  func f03_stateOwnedForm() throws {
    let harness = ParentHarness { StateOwnedForm() }
    try harness.find(textField: "Name").setInput("typed")
    harness.expectStorePersists()
    #expect(try harness.find(textField: "Name").text == "typed")
  }

  @Test("F04 @Binding to an @Observable reference behaves like a plain reference")
  func f04_bindingToReference() throws {
    let harness = ParentHarness { ReferenceRowsOwner() }
    try harness.find(button: "Rename via binding").tap()
    #expect(harness.texts.first == "doc!")
    try harness.find(button: "Rename via reference").tap()
    #expect(harness.texts.first == "doc!!")
  }

  @Test(
    "F05 a @State model's init should run once; under .xcode26 it runs per view value",
    .semantics(.xcode26),
    .documentedAntiPattern("F05", "side effects in a @State model's init repeat per re-render"))
  func f05_eagerInitXcode26() throws {
    let log = LoadLog()
    let harness = ParentHarness { FeedParent { EagerFeedView(log: log, refresh: $0) } }
    for _ in 0..<3 { try harness.find(button: "Refresh").tap() }
    #expect(log.loadersCreated == 1)
  }

  @Test("F05 under .xcode27 the class-typed initial value is created once", .semantics(.xcode27))
  func f05_macroCreatesOnce() throws {
    let log = LoadLog()
    let harness = ParentHarness { FeedParent { EagerFeedView(log: log, refresh: $0) } }
    for _ in 0..<3 { try harness.find(button: "Refresh").tap() }
    #expect(log.loadersCreated == 1)
  }

  @Test(
    "F05 fix: creating the model in .task runs its init once, in both profiles",
    arguments: SemanticsProfile.allCases)
  func f05_deferredToTask(profile: SemanticsProfile) async throws {
    let log = LoadLog()
    let harness = ParentHarness(profile: profile) {
      FeedParent { DeferredFeedView(log: log, refresh: $0) }
    }
    await harness.settle()
    for _ in 0..<3 { try harness.find(button: "Refresh").tap() }
    await harness.settle()
    #expect(log.loadersCreated == 1)
  }

  @Test("F06 a god object in the environment: each reader depends only on what it read")
  func f06_godObjectDependencies() {
    let state = AppState()
    let harness = ParentHarness { GodObjectScreen(state: state) }
    harness.expectNoReRender(of: UserBadge.self) { state.cart.append("coffee") }
    harness.expectBodyCount(of: SummaryBar.self, 2)
    #expect(harness.texts == ["Mina", "Mina: 1 in cart"])
  }

  @Test(
    "F07 state should survive a parent update; .id(UUID()) resets it every time",
    .documentedAntiPattern("F07", "an identity made anew in each body resets state"))
  func f07_unstableID() throws {
    let harness = ParentHarness { UnstableIdentityParent() }
    try harness.find(button: "Add").tap()
    try harness.find(button: "Refresh").tap()
    #expect(harness.texts.contains("draft: 1"))
  }

  @Test(
    "F08 a @Published change should show; an ObservableObject in @State never re-renders",
    .documentedAntiPattern("F08", "@State tracks the reference, not objectWillChange"))
  func f08_plainClassInState() throws {
    let harness = ParentHarness { ObservableObjectInState() }
    try harness.find(button: "Increment").tap()
    #expect(harness.texts.first == "count 1")
  }

  @Test(
    "G03 a model should survive parent re-renders; an inline @ObservedObject default does not",
    .documentedAntiPattern("G03", "@ObservedObject owns nothing: an inline default is recreated"))
  func g03_inlineObservedObject() {
    ParentHarness { InlineObservedModelView() }.expectModelPersists()
  }

  @Test("G03 the fix: @StateObject keeps its model and its edit across parent re-renders")
  func g03_stateObjectFix() throws {
    let harness = ParentHarness { StateObjectModelView() }
    try harness.find(button: "Increment").tap()
    harness.expectStorePersists()
    #expect(harness.texts.contains("Count: 1"))
  }

  @Test(
    "E02 a renamed song should show its new title; a row whose == compares the id alone does not",
    .documentedAntiPattern("E02", "a view's own == decides, and this one leaves the title out"))
  func e02_rowEqualByIdentity() throws {
    let harness = ParentHarness { Playlist { SongRowEqualByID(song: $0) } }
    try harness.find(button: "Rename").tap()
    #expect(harness.texts == ["Rename", "Overture", "Outro"])
  }

  @Test("E02 the fix: a row whose == compares what it shows follows the rename")
  func e02_rowEqualByContent() throws {
    let harness = ParentHarness { Playlist { SongRowEqualByContent(song: $0) } }
    try harness.find(button: "Rename").tap()
    #expect(harness.texts == ["Rename", "Overture", "Outro"])
    #expect(harness.bodyCount(of: SongRowEqualByContent.self) == 3, "the renamed row alone again")
  }
}
