import Testing
import ViewProbe

@MainActor
@Suite("Body evaluation and invalidation (E01–E07)", .viewProbe, .tags(.invariant))
struct BodyEvaluationTests {
  @Test("E01 a parent's body re-creates its children: each tap, parent body +1, child init +1")
  func e01_parentBodyRecreatesChildren() throws {
    let inits = Tally()
    let harness = ParentHarness { CountingParent(inits: inits) }
    let initsBefore = inits.count
    let bodiesBefore = harness.bodyCount(of: CountingParent.self)
    try harness.find(button: "+").tap()
    #expect(harness.bodyCount(of: CountingParent.self) == bodiesBefore + 1)
    #expect(inits.count == initsBefore + 1)
  }

  @Test("E02 equal child inputs skip the child's body")
  func e02_equalInputsSkipBody() throws {
    let inits = Tally()
    let harness = ParentHarness { CountingParent(inits: inits) }
    try harness.find(button: "+").tap()
    #expect(harness.bodyCount(of: LabelChild.self) == 1)
    #expect(harness.texts.contains("1"))
  }

  @Test("E03 .equatable() lets the view's == decide")
  func e03_equatableUsesCustomEquality() throws {
    let harness = ParentHarness { ParityParent() }
    try harness.find(button: "+2").tap()
    #expect(harness.bodyCount(of: ParityView.self) == 1)
    #expect(harness.texts.contains("parity of 1, tapped 0"))
    try harness.find(button: "+1").tap()
    #expect(harness.bodyCount(of: ParityView.self) == 2)
    #expect(harness.texts.contains("parity of 4, tapped 0"))
  }

  @Test("E03 a value == calls equal is not taken: the own state re-runs the body with the old one")
  func e03_equalValueIsNotTaken() throws {
    let harness = ParentHarness { ParityParent() }
    try harness.find(button: "+2").tap()
    #expect(harness.texts.last == "parity of 1, tapped 0")
    try harness.find(button: "parity of 1, tapped 0").tap()
    #expect(harness.bodyCount(of: ParityView.self) == 2)
    #expect(harness.texts.last == "parity of 1, tapped 1")
    try harness.find(button: "+1").tap()
    #expect(harness.texts.last == "parity of 4, tapped 1")
  }

  @Test("E04 a stored closure defeats skipping: the row's body runs on every parent update")
  func e04_closuresDefeatSkipping() throws {
    let harness = ParentHarness { ClosureParent() }
    try harness.find(button: "+").tap()
    try harness.find(button: "+").tap()
    #expect(harness.bodyCount(of: ClosureRow.self) == 3)
    #expect(harness.bodyCount(of: LabelChild.self) == 1)
  }

  @Test("E05 a state change invalidates the owner only if its last body read the value")
  func e05_dependencyOnlyIfRead() throws {
    let harness = ParentHarness { UnreadState() }
    try harness.find(button: "write unread").tap()
    #expect(harness.bodyCount(of: UnreadState.self) == 1)
    try harness.find(button: "write read").tap()
    #expect(harness.bodyCount(of: UnreadState.self) == 2)
    try harness.find(button: "show unread").tap()
    #expect(harness.texts.first == "read 2 unread was 5")
  }

  @Test("E05 a sheet's content sees the owner's last body: a value set with the flag is not seen")
  func e05_sheetContentSeesTheLastBody() throws {
    let harness = ParentHarness { NumberSheet(readsInBody: false) }
    try harness.find(button: "go").tap()
    #expect(harness.visibleTexts == ["sheet n = 1", "three"], "fatbobman's repro: n = 1")
    #expect(harness.bodyCount(of: NumberSheet.self) == 1)
    try harness.find(button: "three").tap()
    #expect(
      harness.visibleTexts == ["sheet n = 3", "three"], "the read made the owner depend on n")
    #expect(harness.bodyCount(of: NumberSheet.self) == 2)
  }

  @Test("E05 a body that reads the value runs again on the write: its sheet shows the new value")
  func e05_bodyReadingTheValueRefreshesTheSheet() throws {
    let harness = ParentHarness { NumberSheet(readsInBody: true) }
    try harness.find(button: "go").tap()
    #expect(harness.visibleTexts == ["sheet n = 2", "three"])
    let items = ParentHarness { PickedItemSheet() }
    try items.find(button: "pick b").tap()
    #expect(items.visibleTexts == ["picked b"], "sheet(item:) hands the content the item itself")
  }

  @Test("E05 a row's content reads the owner's state through its closure: rows follow each write")
  func e05_rowClosureMakesTheOwnerDepend() throws {
    let harness = ParentHarness { SelectableRows() }
    try harness.find(button: "row 2").tap()
    #expect(harness.texts == ["row 0", "row 1", "row 2 selected"])
    try harness.find(button: "row 0").tap()
    #expect(harness.texts == ["row 0 selected", "row 1", "row 2"])
    #expect(harness.bodyCount(of: SelectableRows.self) == 3, "each write runs the owner's body")
  }

  @Test("E06 invalidation is local: the owner +1, a sibling +0, the parent +0")
  func e06_invalidationIsLocal() throws {
    let harness = ParentHarness { LocalParent() }
    try harness.find(button: "bump child").tap()
    #expect(harness.bodyCount(of: CounterChild.self) == 2)
    #expect(harness.bodyCount(of: StaticView.self) == 1)
    #expect(harness.bodyCount(of: LocalParent.self) == 1)
  }

  @Test("E07 onChange: nothing on appear, (old, new) on a change, nothing on an equal value")
  func e07_onChangeSemantics() throws {
    let harness = ParentHarness { QueryWatcher(initial: false) }
    #expect(harness.texts.contains("log: "))
    try harness.find(button: "b").tap()
    #expect(harness.texts.contains("log: a->b"))
    try harness.find(button: "b").tap()
    #expect(harness.texts.contains("log: a->b"))
  }

  @Test("E07 onChange with initial: true runs once on appear with the initial value as old")
  func e07_onChangeInitial() {
    let harness = ParentHarness { QueryWatcher(initial: true) }
    #expect(harness.texts.contains("log: a->a"))
  }

  @Test("E07 an onChange that keeps changing its value within a frame logs SwiftUI's warning")
  func e07_onChangeMultipleUpdatesPerFrame() throws {
    let harness = ParentHarness { RunawayWatcher() }
    try harness.find(button: "start").tap()
    #expect(
      harness.warnings.contains(
        "onChange(of: Int) action tried to update multiple times per frame."))
  }

  @Test("E07 an onChange that trims its own value fires twice in that frame: the warning, once")
  func e07_onChangeTrimmingItsValue() throws {
    let harness = ParentHarness { CodeField() }
    let field = try harness.find(textField: "Code")
    field.setInput("abc")
    #expect(harness.texts == ["Code", "code abc"])
    #expect(harness.warnings.isEmpty, "one change, one action: no warning")
    field.setInput("abcdefg")
    #expect(harness.texts == ["Code", "code abcde"])
    #expect(
      harness.warnings == ["onChange(of: String) action tried to update multiple times per frame."])
  }

  @Test("E07 onAppear and onDisappear run after the update that adds or removes the view")
  func e07_appearAndDisappear() throws {
    let events = EventLog()
    let harness = ParentHarness { AppearingParent(events: events) }
    #expect(events.entries == ["appear"])
    try harness.find(button: "show").tap()
    #expect(events.entries == ["appear", "disappear"])
    try harness.find(button: "show").tap()
    #expect(events.entries == ["appear", "disappear", "appear"])
  }

  @Test("E07 a task starts on appear and is cancelled on disappear")
  func e07_taskCancelledOnDisappear() async throws {
    let events = EventLog()
    let harness = ParentHarness { TaskParent(events: events) }
    await Task.yield()
    try harness.find(button: "hide").tap()
    await harness.settle()
    #expect(events.entries == ["started", "cancelled"])
  }
}

// MARK: - Views for these tests

struct LabelChild: View {
  let label: String
  init(label: String, inits: Tally? = nil) {
    self.label = label
    inits?.count += 1
  }
  var body: some View { Text(label) }
}

struct CountingParent: View {
  let inits: Tally
  @State private var n = 0
  var body: some View {
    VStack {
      LabelChild(label: "x", inits: inits)
      Button("+") { n += 1 }
      Text("\(n)")
    }
  }
}

/// Equal when the parities of `n` are; a button of its own, so its `@State` runs the body without
/// the parent.
struct ParityView: View, Equatable {
  let n: Int
  @State private var taps = 0
  nonisolated static func == (lhs: ParityView, rhs: ParityView) -> Bool {
    lhs.n % 2 == rhs.n % 2
  }
  var body: some View { Button("parity of \(n), tapped \(taps)") { taps += 1 } }
}

struct ParityParent: View {
  @State private var n = 1
  var body: some View {
    VStack {
      Button("+2") { n += 2 }
      Button("+1") { n += 1 }
      ParityView(n: n).equatable()
    }
  }
}

struct ClosureRow: View {
  let title: String
  let onTap: () -> Void
  var body: some View { Text(title) }
}

struct ClosureParent: View {
  @State private var n = 0
  var body: some View {
    VStack {
      Button("+") { n += 1 }
      Text("\(n)")
      ClosureRow(title: "row") {}
      LabelChild(label: "plain")
    }
  }
}

struct UnreadState: View {
  @State private var unread = 1
  @State private var read = 1
  @State private var shown = ""
  var body: some View {
    VStack {
      Text("read \(read) \(shown)")
      Button("write unread") { unread = 5 }
      Button("write read") { read += 1 }
      Button("show unread") { shown = "unread was \(unread)" }
    }
  }
}

struct StaticView: View {
  var body: some View { Text("static") }
}

struct LocalParent: View {
  var body: some View {
    VStack {
      CounterChild()
      StaticView()
    }
  }
}

struct QueryWatcher: View {
  let initial: Bool
  @State private var query = "a"
  @State private var log: [String] = []
  var body: some View {
    VStack {
      Button("b") { query = "b" }
      Text("log: \(log.joined(separator: ","))")
    }
    .onChange(of: query, initial: initial) { old, new in log.append("\(old)->\(new)") }
  }
}

struct RunawayWatcher: View {
  @State private var value = 0
  var body: some View {
    Button("start") { value = 1 }
      .onChange(of: value) { _, new in if new < 5 { value = new + 1 } }
  }
}

/// Keeps its code to five characters by trimming it in `onChange`, as apps limit a field.
private struct CodeField: View {
  @State private var code = ""
  var body: some View {
    VStack {
      TextField("Code", text: $code)
      Text("code \(code)")
    }
    .onChange(of: code) { _, new in if new.count > 5 { code = String(new.prefix(5)) } }
  }
}

/// fatbobman's repro of a sheet that shows a value from before the tap that presented it.
private struct NumberSheet: View {
  let readsInBody: Bool
  @State private var n = 1
  @State private var show = false

  var body: some View {
    VStack {
      if readsInBody { Text("body n \(n)") }
      Button("go") {
        n = 2
        show = true
      }
    }
    .sheet(isPresented: $show) {
      VStack {
        Text("sheet n = \(n)")
        Button("three") { n = 3 }
      }
    }
  }
}

/// The fix apps use: `sheet(item:)`.
private struct PickedItemSheet: View {
  struct Pick: Identifiable {
    let id: String
  }
  @State private var picked: Pick?

  var body: some View {
    Button("pick b") { picked = Pick(id: "b") }
      .sheet(item: $picked) { pick in Text("picked \(pick.id)") }
  }
}

/// Rows whose content closure reads the owner's selection.
private struct SelectableRows: View {
  @State private var selected: Int?

  var body: some View {
    List(0..<3, id: \.self) { index in
      Button(index == selected ? "row \(index) selected" : "row \(index)") { selected = index }
    }
  }
}

/// Lifecycle events, in order.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  func append(_ entry: String) { lock.withLock { list.append(entry) } }
  var entries: [String] { lock.withLock { list } }
}

struct AppearingParent: View {
  let events: EventLog
  @State private var show = true
  var body: some View {
    VStack {
      Button("show") { show.toggle() }
      if show {
        Text("here")
          .onAppear { events.append("appear") }
          .onDisappear { events.append("disappear") }
      }
    }
  }
}

struct TaskParent: View {
  let events: EventLog
  @State private var show = true
  var body: some View {
    VStack {
      Button("hide") { show = false }
      if show {
        Text("working")
          .task {
            events.append("started")
            while !Task.isCancelled { await Task.yield() }
            events.append("cancelled")
          }
      }
    }
  }
}

/// A view that is an enum: its cases are compared as a whole value.
enum Screen: View {
  case home
  case settings

  var body: some View {
    switch self {
    case .home: Text("home")
    case .settings: Text("settings")
    }
  }
}

struct ScreenSwitcher: View {
  @State private var screen = Screen.home
  var body: some View {
    VStack {
      Button("settings") { screen = .settings }
      screen
    }
  }
}

@MainActor
@Suite("Views that are not structs")
struct EnumViewTests {
  @Test("E02 an enum view's body runs again when its case changes")
  func e02_enumViewComparedAsAWhole() throws {
    let harness = ParentHarness { ScreenSwitcher() }
    try harness.find(button: "settings").tap()
    #expect(harness.texts.last == "settings")
  }
}
