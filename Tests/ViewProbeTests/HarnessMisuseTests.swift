import Testing
import ViewProbe

/// Misuse of the harness records a clear issue at the caller's line and never crashes.
@MainActor
@Suite("Harness misuse")
struct HarnessMisuseTests {
  @Test("installedStore() with no @State object says what it found instead")
  func installedStoreWithoutObject() {
    let harness = ParentHarness { ValueStateView() }
    expectIssue(
      startingWith:
        "installedStore() expected a @State property holding an object in ValueStateView, "
        + "but found @State ValueStateView.count = 0"
    ) {
      #expect(harness.installedStore() == nil)
    }
  }

  @Test("installedStore() with two @State objects names both")
  func installedStoreWithTwoObjects() {
    let harness = ParentHarness { TwoStoresView() }
    expectIssue(
      startingWith:
        "installedStore() expected one @State property holding an object in TwoStoresView, "
        + "but found 2: TwoStoresView.first: Book, TwoStoresView.second: Book."
    ) {
      #expect(harness.installedStore() == nil)
    }
  }

  @Test("installedModel() on a view holding no object")
  func installedModelWithoutObject() {
    let harness = ParentHarness { Text("plain") }
    expectIssue(
      startingWith: "installedModel() expected a stored property holding an object the harness "
        + "hosts no view of your own"
    ) {
      #expect(harness.installedModel() == nil)
    }
  }

  @Test("find(button:) for a missing title throws, listing the buttons that are there")
  func findMissingButton() {
    let harness = ParentHarness { Button("Cancel") {} }
    #expect {
      try harness.find(button: "Save")
    } throws: { error in
      String(describing: error)
        == "find(button: \"Save\") found no Button titled \"Save\"; Buttons in the tree: \"Cancel\""
    }
  }

  @Test("find(button:) for a title a control of another kind has says which find to use")
  func findButtonThatIsALink() {
    let harness = ParentHarness {
      NavigationStack {
        VStack {
          Button("Cancel") {}
          NavigationLink("Settings") { Text("settings") }
        }
      }
    }
    #expect {
      try harness.find(button: "Settings")
    } throws: { error in
      String(describing: error)
        == "find(button: \"Settings\") found no Button titled \"Settings\"; a NavigationLink titled "
        + "\"Settings\" is in the tree: find(navigationLink: \"Settings\"); Buttons in the tree: "
        + "\"Cancel\""
    }
    #expect {
      try harness.find(toggle: "Settings")
    } throws: { error in
      String(describing: error).hasPrefix(
        "find(toggle: \"Settings\") found no Toggle in the tree; a NavigationLink titled "
          + "\"Settings\" is in the tree: find(navigationLink: \"Settings\"); views in the tree:")
    }
  }

  @Test("find(toggle:) in a tree without toggles")
  func findToggleWithoutToggles() {
    let harness = ParentHarness { CounterChild() }
    #expect {
      try harness.find(toggle: "On")
    } throws: { error in
      String(describing: error)
        == "find(toggle: \"On\") found no Toggle in the tree; views in the tree: CounterChild"
    }
  }

  @Test("find(button:) with two buttons of one path throws, numbering them in findAll's order")
  func findAmbiguousButton() throws {
    let harness = ParentHarness {
      VStack {
        CounterChild()
        CounterChild()
      }
    }
    #expect {
      try harness.find(button: "bump child")
    } throws: { error in
      String(describing: error)
        == "find(button: \"bump child\") found 2 Buttons titled \"bump child\" "
        + "(numbered in tree order, as findAll lists them): "
        + "#1 VStack › CounterChild › VStack › Button; #2 VStack › CounterChild › VStack › Button"
    }
    let second = try #require(harness.findAll(label: "bump child").last)
    second.tap()
    #expect(harness.texts == ["child: 0", "bump child", "child: 1", "bump child"])
  }

  @Test("an ambiguous find among ForEach rows names each match's row")
  func ambiguousRowsAreNamed() {
    let rows = ParentHarness {
      VStack { ForEach(["x", "y"], id: \.self) { _ in CounterChild() } }
    }
    #expect {
      try rows.find(button: "bump child")
    } throws: { error in
      String(describing: error)
        == "find(button: \"bump child\") found 2 Buttons titled \"bump child\": "
        + "VStack › CounterChild › VStack › Button (row id x); "
        + "VStack › CounterChild › VStack › Button (row id y)"
    }
  }

  @Test("tapping a button whose view was removed records an issue")
  func tapRemovedButton() throws {
    let harness = ParentHarness { RemovingParent() }
    let bump = try harness.find(button: "bump child")
    try harness.find(button: "show").tap()
    expectIssue(startingWith: "tap() on the Button \"bump child\" found it no longer in the tree") {
      bump.tap()
    }
  }

  @Test("an update loop through a pushed view names the pushed view, not only its stack")
  func updateLoopThroughAPushedViewNamesIt() throws {
    let harness = ParentHarness { EchoingStack() }
    expectIssue(
      startingWith: "Update loop: 100 update passes did not settle; still invalid: EchoingStack, "
        + "EchoingStack › NavigationStack › EchoingDetail. "
    ) {
      try? harness.find(navigationLink: "Open").tap()
    }
  }

  @Test("a destination that pushes the next one when it appears is cut off, and says so")
  func endlessPushesAreCutOff() throws {
    var last: String?
    let reports = try capturedReports {
      let harness = ParentHarness { SelfPushingStack() }
      try harness.find(button: "Start").tap()
      last = harness.visibleTexts.last
    }
    #expect(reports.count == 1)
    #expect(
      reports.first?.hasPrefix(
        "Update loop: 100 update passes did not settle; still invalid: SelfPushingStack › "
          + "NavigationStack") == true)
    #expect(reports.first?.contains("or does it again (a destination that pushes the next") == true)
    #expect(last?.hasPrefix("step ") == true, "the harness is still usable")
  }

  @Test("an update loop is cut off with a message naming the views")
  func updateLoopIsCutOff() {
    let model = PingPong()
    let reports = capturedReports {
      let harness = ParentHarness {
        VStack {
          Ping(model: model)
          Pong(model: model)
        }
      }
      model.ping += 1
      harness.update()
    }
    #expect(reports.count == 1)
    #expect(reports.first?.hasPrefix("Update loop: 100 update passes did not settle") == true)
    // No view appeared on the way: the loop is not blamed on appearing rows.
    #expect(reports.first?.contains("onAppear") == false)
  }

  @Test("A11 a feed whose last row loads more when it appears loops here, and says why")
  func appearingRowsLoopIsExplained() {
    expectIssue(
      startingWith: "Update loop: 100 update passes did not settle; still invalid: EndlessFeed. A "
        + "view keeps changing state that its own update depends on. Its passes kept running the "
        + "onAppear actions (in EndlessFeed) of views they added: every row of a List or "
        + "LazyVStack is built, and appears, at once here (A11)"
    ) {
      _ = ParentHarness { EndlessFeed() }
    }
  }

  @Test("A11 a feed whose last row's .task loads a page: settle() stops it and says why")
  func appearingRowTasksGrowingIsExplained() async {
    let harness = ParentHarness { EndlessTaskFeed(pages: nil) }
    // The limit of updates must decide, not the clock: a slow machine (a sanitizer build takes
    // over a minute) would reach the default timeout first.
    let reports = await capturedReports { await harness.settle(timeout: .seconds(600)) }
    #expect(reports.count == 1)
    #expect(
      reports.first?.hasPrefix(
        "settle() stopped: rows kept appearing and starting tasks: in 101 updates, the .tasks of "
          + "rows that had just appeared started") == true)
    #expect(reports.first?.contains("in EndlessTaskFeed › ScrollView › LazyVStack") == true)
    #expect(reports.first?.contains("(A11)") == true)
    // Stopped, not timed out: about a hundred pages were loaded.
    #expect((2_000...2_100).contains(harness.texts.count))
  }

  @Test("A11 a feed whose row tasks load a few pages and end settles without an issue")
  func finiteRowTaskFeedSettles() async {
    let harness = ParentHarness { EndlessTaskFeed(pages: 5) }
    await harness.settle()
    #expect(harness.texts.count == 100)
  }

  @Test("E07 two onChange actions that change each other's values loop, and the issue names them")
  func onChangePingPongIsExplained() throws {
    let harness = ParentHarness { ChangeEchoes() }
    expectIssue(
      startingWith: "Update loop: 100 update passes did not settle; still invalid: ChangeEchoes. A "
        + "view keeps changing state that its own update depends on. Its passes kept running "
        + "onChange actions (onChange(of: Int) in ChangeEchoes, onChange(of: String) in "
        + "ChangeEchoes) that change a value an onChange watches"
    ) {
      try? harness.find(button: "nudge").tap()
    }
    #expect(
      harness.warnings.contains(
        "onChange(of: Int) action tried to update multiple times per frame."))
  }

  @Test("A11 views that swap each other in from onAppear loop: the issue names them, no list")
  func appearSwapIsExplained() throws {
    expectIssue(
      startingWith: "Update loop: 100 update passes did not settle; still invalid: AppearSwap. A "
        + "view keeps changing state that its own update depends on. Its passes kept running the "
        + "onAppear actions (in AppearSwap) of views they added, each changing state that swaps "
        + "in a view whose own onAppear changes it back"
    ) {
      _ = ParentHarness { AppearSwap() }
    }
  }

  @Test("installedState(_:in:) reads any @State by name, and reports unknown names")
  func installedStateByName() {
    let harness = ParentHarness { ValueStateView() }
    #expect(harness.installedState("count", in: ValueStateView.self) as? Int == 0)
    expectIssue(
      startingWith: "installedState(\"missing\", in: ValueStateView.self) found no @State named"
    ) {
      #expect(harness.installedState("missing", in: ValueStateView.self) == nil)
    }
  }
}

// MARK: - Views for these tests

/// Two views that swap each other in when they appear.
struct AppearSwap: View {
  @State private var first = true

  var body: some View {
    VStack {
      if first {
        Text("first").onAppear { first = false }
      } else {
        Text("second").onAppear { first = true }
      }
    }
  }
}

struct ValueStateView: View {
  @State private var count = 0
  var body: some View { Text("\(count)") }
}

struct TwoStoresView: View {
  @State private var first = Book()
  @State private var second = Book()
  var body: some View { Text(first.title + second.title) }
}

@Observable
final class PingPong {
  var ping = 0
  var pong = 0
}

/// Reads `ping` and writes `pong` during its body: with `Pong`, an update loop.
struct Ping: View {
  let model: PingPong
  var body: some View {
    let value = model.ping
    model.pong = value + 1
    return Text("ping \(value)")
  }
}

/// Reads `pong` and writes `ping` during its body.
struct Pong: View {
  let model: PingPong
  var body: some View {
    let value = model.pong
    model.ping = value + 1
    return Text("pong \(value)")
  }
}

@MainActor
@Suite("Harness misuse, continued")
struct MoreHarnessMisuseTests {
  @Test("typed overloads record the type they found instead")
  func typedOverloadMismatch() {
    let harness = ParentHarness { BookOwner() }
    #expect(harness.installedStore(as: Book.self)?.title == "original")
    #expect(harness.installedState("book", in: BookOwner.self, as: Book.self) != nil)
    expectIssue(
      startingWith: "installedModel(as:) expected a Shelf, but found Book@1 of type Book"
    ) {
      #expect(harness.installedModel(as: Shelf.self) == nil)
    }
  }

  @Test("observedTheme() when no body read the key")
  func observedWithoutReader() {
    let harness = ThemedHarness(\.keyA, theme: "x") { Text("no reader") }
    expectIssue(
      startingWith: "observedTheme() expected a view whose body read EnvironmentValues[KeyA.self], "
        + "but no body read it"
    ) {
      #expect(harness.observedTheme() == nil)
    }
  }

  @Test("observedTheme() counts only the last body's reads: a view that stopped reading is none")
  func observedAfterTheReaderStopped() throws {
    let harness = ThemedHarness(\.keyA, theme: "x") { SometimesKeyAReader() }
    #expect(harness.observedTheme() == "x")
    try harness.find(button: "stop reading").tap()
    #expect(harness.texts.first == "not reading")
    expectIssue(
      startingWith: "observedTheme() expected a view whose body read EnvironmentValues[KeyA.self], "
        + "but no body read it"
    ) {
      #expect(harness.observedTheme() == nil)
    }
  }

  @Test("settle() gives up on a task that never finishes, naming where it started")
  func settleTimesOut() async {
    let harness = ParentHarness { NeverEndingTask() }
    let reports = await capturedReports { await harness.settle(timeout: .milliseconds(50)) }
    #expect(reports.count == 1)
    #expect(
      reports.first?.hasPrefix(
        "settle() waited 0.05 seconds and 1 task(s) are still running: .task in NeverEndingTask")
        == true)
  }

  @Test("an identity expectation about a view that is not there")
  func identityExpectationWithoutView() {
    let harness = ParentHarness { Text("alone") }
    expectFailure(
      "Expected a CounterChild in the tree before the action, but there is none; views in the "
        + "tree: none"
    ) {
      harness.expectIdentityKept(of: CounterChild.self) {}
    }
  }

  @Test("a NavigationLink outside any stack cannot be activated")
  func linkOutsideStack() throws {
    let harness = ParentHarness { NavigationLink("Details") { Text("details") } }
    let link = try harness.find(navigationLink: "Details")
    expectIssue(
      startingWith: "tap() on the NavigationLink \"Details\" found no NavigationStack or "
        + "NavigationSplitView above it"
    ) {
      link.tap()
    }
  }

  @Test("a gesture that no view attached is a recorded misuse naming the action")
  func missingGestureIsMisuse() throws {
    let harness = ParentHarness {
      Text("card").onLongPressGesture {}
    }
    let card = try harness.find(text: "card")
    expectIssue(
      startingWith: "rotate(by:) on the Text \"card\" at Text found no gesture on it or above it"
    ) {
      card.rotate(by: .degrees(30))
    }
  }

  @Test("a gesture on a disabled view is refused, naming the .disabled that disables it")
  func disabledGestureIsRefused() throws {
    var drags = 0
    let harness = ParentHarness {
      Text("card")
        .gesture(DragGesture().onEnded { _ in drags += 1 })
        .disabled(true)
    }
    let card = try harness.find(text: "card")
    expectIssue(
      startingWith:
        "drag(by:) on the Text \"card\" at Text found its gesture disabled by .disabled(true)"
    ) {
      card.drag(by: CGSize(width: 10, height: 0))
    }
    #expect(drags == 0)
  }

  @Test("advanceTime(by:) with a negative time is a recorded misuse; the clock stays")
  func clockDoesNotGoBack() {
    let harness = ParentHarness { Text("now") }
    let start = harness.now
    expectIssue(startingWith: "advanceTime(by: -1.0) cannot move the clock backwards") {
      harness.advanceTime(by: -1)
    }
    #expect(harness.now == start)
  }

  @Test("a warning logged by an action carries the path of the control")
  func warningPathFromAction() throws {
    let harness = ParentHarness { ViewModelUser() }
    try harness.find(button: "misuse").tap()
    #expect(harness.runtimeWarnings.map(\.path) == ["ViewModelUser › Button"])
  }
}

struct NeverEndingTask: View {
  var body: some View {
    Text("busy").task {
      // Ignores nothing but cancellation, which comes when the harness goes away.
      while !Task.isCancelled { await Task.yield() }
    }
  }
}

/// A pushed detail that reports every count it is given back to its presenter, which counts up:
/// an update loop through the link that pushed it.
private struct SelfPushingStack: View {
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      Button("Start") { path.append(1) }
        .navigationDestination(for: Int.self) { step in
          Text("step \(step)").onAppear { path.append(step + 1) }
        }
    }
  }
}

private struct EchoingStack: View {
  @State private var count = 0

  var body: some View {
    NavigationStack {
      NavigationLink("Open") {
        EchoingDetail(count: count) { count += 1 }
      }
    }
  }
}

private struct EchoingDetail: View {
  let count: Int
  let echo: () -> Void

  var body: some View {
    Text("count \(count)")
      .onChange(of: count, initial: true) { echo() }
  }
}

/// A feed that loads a page whenever its last row appears, as infinite scrolling does.
private struct EndlessFeed: View {
  @State private var items = Array(0..<20)

  var body: some View {
    List(items, id: \.self) { item in
      Text("item \(item)")
        .onAppear {
          if item == items.last { items.append(items.count) }
        }
    }
  }
}

/// A feed whose last row loads the next page in its `.task`: without a last page, every page
/// loaded here loads another (all rows appear at once, A11).
private struct EndlessTaskFeed: View {
  let pages: Int?
  @State private var items = Array(0..<20)

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(items, id: \.self) { item in
          Text("item \(item)")
            .task {
              guard item == items.last, pages.map({ items.count < $0 * 20 }) ?? true else { return }
              await Task.yield()
              items += Array(items.count..<items.count + 20)
            }
        }
      }
    }
  }
}

/// Two values whose `onChange` actions change each other: a loop on a device too.
struct ChangeEchoes: View {
  @State private var count = 0
  @State private var label = ""
  var body: some View {
    Button("nudge") { count += 1 }
      .onChange(of: count) { label = "\(count)" }
      .onChange(of: label) { count += 1 }
  }
}

/// Reads `\.keyA` in its body until "stop reading".
private struct SometimesKeyAReader: View {
  @Environment(\.keyA) private var keyA
  @State private var reads = true

  var body: some View {
    VStack {
      Text(reads ? "a is \(keyA)" : "not reading")
      Button("stop reading") { reads = false }
    }
  }
}
