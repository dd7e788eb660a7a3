import Testing
import ViewProbe

@MainActor
@Suite("Expectations", .tags(.invariant))
struct ExpectationTests {
  @Test("expectStorePersists passes for @State, and explains F01 for a let-bound model")
  func storeAndModelPersistence() {
    ParentHarness { BookOwner() }.expectStorePersists()
    let harness = ParentHarness { LetBoundCounter() }
    expectFailure(
      "Expected the model of LetBoundCounter to survive 3 parent re-renders, but after re-render 1 "
        + "it is a different instance (Book@2, was Book@1). Cause: the object is held by a "
        + "plain stored property (let/var), which SwiftUI does not own: every parent re-render "
        + "creates a new one (F01). Hold it in @State."
    ) {
      harness.expectModelPersists()
    }
  }

  @Test("expectStorePersists names an identity change when the @State store is replaced")
  func storePersistenceFailure() {
    let harness = ParentHarness { BookOwner().id(UUID()) }
    expectIssue(
      startingWith: "Expected the @State store of BookOwner to survive 3 parent re-renders, but "
        + "after re-render 1 it is a different instance (Book@2, was Book@1). Cause: the view's "
        + "identity changed: .id value changed from "
    ) {
      harness.expectStorePersists()
    }
  }

  @Test("expectStatePersists passes for a stable identity and names the cause for an unstable one")
  func statePersistence() {
    ParentHarness { TickingParent { _ in CounterChild() } }
      .expectStatePersists("count", in: CounterChild.self)
    let unstable = ParentHarness { CounterChild().id(UUID()) }
    expectIssue(
      startingWith: "Expected @State count of CounterChild to survive 3 parent re-renders, but "
        + "its identity was replaced at re-render 1: the storage was destroyed and created anew. "
        + "Cause: .id value changed from "
    ) {
      unstable.expectStatePersists("count", in: CounterChild.self)
    }
  }

  @Test("A01 expectStatePersists checks every view of the type: the second row's reset is seen")
  func statePersistenceOfEveryView() {
    let harness = ParentHarness {
      VStack {
        CounterChild(label: "a")
        CounterChild(label: "b").id(UUID())
        CounterChild(label: "c")
      }
    }
    expectIssue(
      startingWith: "Expected @State count of VStack › CounterChild (view 2 of the 3 CounterChild "
        + "views in the tree) to survive 3 parent re-renders, but its identity was replaced at "
        + "re-render 1: the storage was destroyed and created anew. Cause: .id value changed from "
    ) {
      harness.expectStatePersists("count", in: CounterChild.self)
    }
  }

  @Test("expectIdentityReset and expectIdentityKept, with their failure messages")
  func identityResetAndKept() throws {
    let branching = ParentHarness { BranchingParent() }
    try branching.expectIdentityReset(of: CounterChild.self) {
      try branching.find(button: "flip").tap()
    }
    let stable = ParentHarness { FadingParent() }
    try stable.expectIdentityKept(of: CounterChild.self) {
      try stable.find(button: "fade").tap()
    }
    try expectFailure(
      "Expected the action to reset the identity of FadingParent › VStack › CounterChild, but it "
        + "kept its identity and state (content): no identity changed during the action. Give the "
        + "view an .id(_:) that changes (A07), or put it in another branch (A09)."
    ) {
      try stable.expectIdentityReset(of: CounterChild.self) {
        try stable.find(button: "fade").tap()
      }
    }
    try expectFailure(
      "Expected BranchingParent › VStack › CounterChild to keep its identity through the action, "
        + "but it was replaced: the if-branch switched from false to true on BranchingParent › "
        + "VStack. There is now a new CounterChild at BranchingParent › VStack › CounterChild "
        + "(if-true), with fresh state."
    ) {
      try branching.expectIdentityKept(of: CounterChild.self) {
        try branching.find(button: "flip").tap()
      }
    }
  }

  @Test("A07 with several views of the type, identity expectations check every one of them")
  func identityOfEveryView() throws {
    let rows = ParentHarness { ThreeRows() }
    // The first row keeps its identity; the second is replaced. Checking the first alone passed.
    try expectFailure(
      "Expected ThreeRows › VStack › CounterChild (one of the 3 CounterChild views in the tree "
        + "before the action) to keep its identity through the action, but it was replaced: "
        + "ForEach inserted element 20 on ThreeRows › VStack; ForEach removed element 2 on "
        + "ThreeRows › VStack. There is now a new CounterChild at ThreeRows › VStack › "
        + "CounterChild (id 20), with fresh state."
    ) {
      try rows.expectIdentityKept(of: CounterChild.self) {
        try rows.find(button: "replace 2").tap()
      }
    }
    try expectFailure(
      "Expected the action to reset the identity of ThreeRows › VStack › CounterChild (one of the "
        + "3 CounterChild views in the tree before the action, with 1 more like it), but it kept "
        + "its identity and state (id 1): the identity changes were elsewhere: ForEach inserted "
        + "element 21 on ThreeRows › VStack; ForEach removed element 20 on ThreeRows › VStack. "
        + "Give the view an .id(_:) that changes (A07), or put it in another branch (A09)."
    ) {
      try rows.expectIdentityReset(of: CounterChild.self) {
        try rows.find(button: "replace 2").tap()
      }
    }
    // A row removed with nothing in its place: the others are still there, so none is "now".
    try expectFailure(
      "Expected ThreeRows › VStack › CounterChild (one of the 3 CounterChild views in the tree "
        + "before the action) to keep its identity through the action, but it was replaced: "
        + "ForEach removed element 3 on ThreeRows › VStack. No new CounterChild took its place."
    ) {
      try rows.expectIdentityKept(of: CounterChild.self) {
        try rows.find(button: "drop last").tap()
      }
    }
  }

  @Test("expectWrite: a binding reaches the owner; a @State copy in the child does not")
  func writePropagation() throws {
    let player = ParentHarness { PlayerScreen() }
    try player.expectWrite(
      reaches: PlayerScreen.self, reading: player.texts.contains("on"), equals: true
    ) {
      try player.find(button: "play").tap()
    }
    let copying = ParentHarness { CopyingOwner() }
    try expectFailure(
      "Expected the write to reach CopyingOwner with true, but the owner still has false. Likely "
        + "cause: the child holds a copy, not a binding — @State or a plain var in the child "
        + "ignores the owner (A05, F02); use @Binding for a value, @Bindable for an @Observable."
    ) {
      try copying.expectWrite(
        reaches: CopyingOwner.self, reading: copying.texts.first == "owner: on", equals: true
      ) {
        try copying.find(button: "copy play").tap()
      }
    }
    try expectFailure(
      "expectWrite(reaches: PlayerScreen) expects true, which the owner already had before the "
        + "action, so it cannot tell whether the write reached it; expect a value the action "
        + "changes."
    ) {
      try player.expectWrite(
        reaches: PlayerScreen.self, reading: player.texts.contains("on"), equals: true
      ) {
        try player.find(button: "play").tap()
      }
    }
  }

  @Test("expectBodyCount and expectNoReRender")
  func bodyCounts() throws {
    let harness = ParentHarness { LocalParent() }
    try harness.expectNoReRender(of: StaticView.self) {
      try harness.find(button: "bump child").tap()
    }
    harness.expectBodyCount(of: CounterChild.self, 2)
    expectFailure(
      "Expected LocalParent › VStack › CounterChild's body to have run 1 time(s), but it ran 2: "
        + "1. first appearance; 2. @State count changed."
    ) {
      harness.expectBodyCount(of: CounterChild.self, 1)
    }
    try expectFailure(
      "Expected no re-render of LocalParent › VStack › CounterChild, but its body ran 1 more "
        + "time(s): @State count changed."
    ) {
      try harness.expectNoReRender(of: CounterChild.self) {
        try harness.find(button: "bump child").tap()
      }
    }
  }

  @Test("expectObserved and expectOnlyReaders for environment reads", .tags(.environment))
  func environmentReads() throws {
    let harness = ParentHarness { KeyWriter() }
    harness.expectObserved(\.keyA, in: KeyAReader.self, equals: "a1")
    try harness.expectOnlyReaders(of: \.keyA) { try harness.find(button: "change a").tap() }
    #expect(harness.observed(\.keyA, in: KeyAReader.self) == "a2")
    expectFailure(
      "Expected KeyAReader to have read \"a1\" at EnvironmentValues[KeyA.self] in its last body, "
        + "but it read \"a2\". Likely cause: a nearer .environment(_:_:) for that key overrides it "
        + "(D01), or the view did not re-render because the value compared equal (D03)."
    ) {
      harness.expectObserved(\.keyA, in: KeyAReader.self, equals: "a1")
    }
    try expectFailure(
      "Expected exactly the readers of EnvironmentValues[KeyA.self] to re-render, but KeyAReader "
        + "read it but did not re-render (the value compared equal, D03)."
    ) {
      try harness.expectOnlyReaders(of: \.keyA) { try harness.find(button: "change b").tap() }
    }
  }

  @Test("expectNoReRender, expectOnlyReaders and expectStatePersists fail with nothing to check")
  func vacuousExpectationsFail() throws {
    let harness = ParentHarness { KeyWriter() }
    expectFailure(
      "expectStatePersists(\"count\", in: CounterChild.self) found no such view in the tree, so it "
        + "checks nothing; views in the tree: KeyWriter, KeyAReader."
    ) {
      harness.expectStatePersists("count", in: CounterChild.self)
    }
    expectFailure(
      "expectWarning(\"\") matches every warning, so it checks nothing (and would mark them all "
        + "expected): give the warning's text or its beginning."
    ) {
      harness.expectWarning("")
    }
    try expectFailure(
      "expectNoReRender(of: CounterChild.self) found no such view in the tree, before or after the "
        + "action, so it checks nothing; views in the tree: KeyWriter, KeyAReader."
    ) {
      try harness.expectNoReRender(of: CounterChild.self) {
        try harness.find(button: "change a").tap()
      }
    }
    try expectFailure(
      "expectOnlyReaders(of: EnvironmentValues[ColorSchemeKey.self]) found no view that reads it, "
        + "so it checks nothing: no body read the key (a view reading another key, or one not "
        + "shown); views in the tree: KeyWriter, KeyAReader."
    ) {
      try harness.expectOnlyReaders(of: \.colorScheme) {
        try harness.find(button: "change a").tap()
      }
    }
  }

  @Test("a failed expectation attaches the tree dump, named after the harness")
  func failureAttachesTree() {
    let harness = ParentHarness { CounterChild() }
    withKnownIssue {
      harness.expectBodyCount(of: CounterChild.self, 5)
    }
  }

  @Test("expectWarning and expectNoWarnings")
  func warnings() {
    let writer = ParentHarness { StateWriterDuringBody() }
    writer.expectWarning("Modifying state during view update")
    expectFailure(
      "Expected no runtime warnings, but 1 were logged: \"Modifying state during view update, "
        + "this will cause undefined behavior. [StateWriterDuringBody]\""
    ) {
      writer.expectNoWarnings()
    }
    let quiet = ParentHarness { Text("quiet") }
    quiet.expectNoWarnings()
    expectFailure(
      "Expected the runtime warning \"Accessing State's value\", but no warning was logged."
    ) {
      quiet.expectWarning("Accessing State's value")
    }
  }
}

/// The A05 / F02 mistake: the child copies the owner's value into its own @State.
struct CopyingChild: View {
  @State var isPlaying: Bool
  var body: some View { Button("copy play") { isPlaying.toggle() } }
}

struct CopyingOwner: View {
  @State private var isPlaying = false
  var body: some View {
    VStack {
      Text("owner: \(isPlaying ? "on" : "off")")
      CopyingChild(isPlaying: isPlaying)
    }
  }
}

/// Three counters in a `ForEach`; a button gives the second row a new id.
private struct ThreeRows: View {
  @State private var ids = [1, 2, 3]
  var body: some View {
    VStack {
      ForEach(ids, id: \.self) { id in CounterChild(label: "row \(id)") }
      Button("replace 2") { ids[1] = ids[1] < 20 ? 20 : ids[1] + 1 }
      Button("drop last") { ids.removeLast() }
    }
  }
}
