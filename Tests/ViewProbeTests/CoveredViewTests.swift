import Testing
import ViewProbe

/// Views stay in the tree while they are not on screen (a hidden tab keeps its state, H06; a
/// view beneath a pushed one keeps its own, H04; a presenter keeps its own behind a sheet, H01),
/// but no touch reaches them: the harness refuses to act on them, and a query that matches
/// several views picks the one on screen (Guide §3).
@MainActor
@Suite("Views that are not on screen take no touches", .viewProbe)
struct CoveredViewTests {
  @Test("H06 a tab that is not shown takes no touches until its tab item selects it")
  func h06_hiddenTabTakesNoTouches() throws {
    let harness = ParentHarness { TabHost() }
    let bump = try harness.find(button: "bump second")
    expectIssue(
      startingWith: "tap() on the Button \"bump second\" found it in a tab that is not shown: the "
        + "TabView at TabHost › VStack › TabView shows the tab “First”; a hidden tab takes no "
        + "touches (tap its tab item first)."
    ) { bump.tap() }
    #expect(harness.texts.contains("second: 0"))
    try harness.find(button: "Second").tap()
    bump.tap()
    #expect(harness.texts.contains("second: 1"))
    // The first tab keeps its state (H06) but is hidden now.
    let first = try harness.find(button: "bump first")
    expectIssue(startingWith: "tap() on the Button \"bump first\"") { first.tap() }
    #expect(harness.texts.contains("first: 0"))
  }

  @Test("H06 a TabView without a selection binding shows its first tab, then the tab tapped")
  func h06_unboundTabViewKeepsItsOwnSelection() throws {
    let harness = ParentHarness { UnboundTabs() }
    try harness.find(button: "bump inbox").tap()
    let outbox = try harness.find(button: "bump outbox")
    expectIssue(startingWith: "tap() on the Button \"bump outbox\"") { outbox.tap() }
    try harness.find(button: "Outbox").tap()
    outbox.tap()
    #expect(harness.texts.contains("outbox: 1"))
    #expect(harness.texts.contains("inbox: 1"))
    let inbox = try harness.find(button: "bump inbox")
    expectIssue(
      startingWith: "tap() on the Button \"bump inbox\" found it in a tab that is not shown: the "
        + "TabView at UnboundTabs › TabView shows the tab “Outbox”"
    ) { inbox.tap() }
  }

  @Test("H06 a selection that names no tab is warned about: a tab removed while selected")
  func h06_selectionOfARemovedTabIsWarnedAbout() throws {
    let harness = ParentHarness { ClosableTabs() }
    #expect(harness.warnings.isEmpty)
    #expect(harness.visibleTexts == ["Inbox", "Drafts", "Sent: no mail", "Close Sent", "Sent"])
    try harness.find(button: "Close Sent").tap()
    #expect(
      harness.warnings == [
        "A TabView's selection “Sent” names none of its tabs (“Inbox”, “Drafts”). What SwiftUI "
          + "shows then is not documented; here no tab is treated as hidden, so every tab's texts "
          + "count as on screen and take touches. Set the selection to one of them (a tab removed "
          + "while it was selected leaves its value behind)."
      ])
    // Every tab counts as shown: the test was told why both mailboxes are "on screen".
    #expect(harness.visibleTexts.contains("Inbox: no mail"))
    #expect(harness.visibleTexts.contains("Drafts: no mail"))
    try harness.find(button: "Drafts").tap()
    #expect(harness.visibleTexts == ["Inbox", "Drafts: no mail", "Close Drafts", "Drafts"])
    try harness.find(button: "Close Drafts").tap()
    #expect(
      harness.runtimeWarnings.count == 2, "another selection that names no tab, another warning")
  }

  @Test("H06 tags of another type than the selection's are warned about, naming both types")
  func h06_tagsOfAnotherTypeAreWarnedAbout() {
    let harness = ParentHarness { MistaggedTabs() }
    #expect(
      harness.warnings == [
        "A TabView's selection “home” names none of its tabs (“0” of type Int, “1” of type Int). "
          + "What SwiftUI shows then is not documented; here no tab is treated as hidden, so "
          + "every tab's texts count as on screen and take touches. Tag each tab with a value of "
          + "the selection's type, Screen (.tag(_:), or Tab's value:)."
      ])
    // An optional selection names its value, or nil; a tag of the wrapped type matches it.
    let optional = ParentHarness { OptionallySelectedTabs() }
    #expect(optional.warnings.count == 1)
    #expect(
      optional.warnings.first?.hasPrefix(
        "A TabView's selection “nil” names none of its "
          + "tabs (“home”, “settings”)") == true)
    try? optional.find(button: "Settings tab").tap()
    #expect(optional.visibleTexts == ["Home tab", "Settings", "Settings tab"])
    #expect(optional.warnings.count == 1, "a selection that names a tab is not warned about")
  }

  @Test("H06 a tag inside .tabItem tags the tab too: its tab item selects it")
  func h06_tagInsideTabItem() throws {
    let harness = ParentHarness { InnerTaggedTabs() }
    let bump = try harness.find(button: "bump later")
    expectIssue(
      startingWith: "tap() on the Button \"bump later\" found it in a tab that is not shown"
    ) { bump.tap() }
    try harness.find(button: "Later").tap()
    #expect(harness.texts.contains("selected later"))
    bump.tap()
    #expect(harness.texts.contains("later: 1"))
  }

  @Test(
    "H06 while a view on screen hides the tab bar, its tab items take no touches",
    arguments: ["toolbar", "toolbarVisibility"])
  func h06_hiddenTabBarTakesNoTouches(modifier: String) throws {
    let harness = ParentHarness { BarHidingTabs(iOS18Name: modifier == "toolbarVisibility") }
    try harness.find(navigationLink: "Open").tap()
    let settings = try harness.find(button: "Settings")
    expectIssue(
      startingWith: "tap() on the Button \"Settings\" found it in the tab bar, hidden by "
        + ".\(modifier)(.hidden, for: .tabBar) on BarHidingTabs › TabView › NavigationStack › "
        + "BarHidingDetail: while a view on screen hides it, its items take no touches (go back "
        + "first)."
    ) { settings.tap() }
    try harness.find(button: "Back").tap()
    settings.tap()
    try harness.find(button: "bump settings").tap()
    #expect(harness.texts.contains("settings: 1"))
  }

  @Test("H06 a TabView inside a tagged tab: its own untagged tabs do not take the outer tag")
  func h06_nestedTabViewKeepsItsOwnTabs() throws {
    let harness = ParentHarness { NestedTabs() }
    try harness.find(button: "Inner B").tap()
    try harness.find(button: "bump b").tap()
    #expect(harness.texts.contains("b: 1"))
    let a = try harness.find(button: "bump a")
    expectIssue(startingWith: "tap() on the Button \"bump a\" found it in a tab that is not shown")
    { a.tap() }
  }

  @Test("H04 a view pushed onto a stack covers the root; popping uncovers it")
  func h04_pushedViewCoversTheRoot() throws {
    let harness = ParentHarness { RouteHost() }
    let push = try harness.find(button: "Push 7")
    push.tap()
    expectIssue(
      startingWith: "tap() on the Button \"Push 7\" found it beneath the view pushed onto the "
        + "NavigationStack at RouteHost › NavigationStack (path[0] = 7): a covered view takes no "
        + "touches (pop it first: navigateBack(), dismiss(), or shorten the path)."
    ) { push.tap() }
    #expect(harness.texts.contains("path [7]"))
    try harness.find(button: "Push 8").tap()
    // Route 7 is covered by route 8 in turn.
    let bumpSeven = try harness.find(button: "bump route 7")
    expectIssue(startingWith: "tap() on the Button \"bump route 7\"") { bumpSeven.tap() }
    try harness.find(button: "dismiss 8").tap()
    bumpSeven.tap()
    #expect(harness.texts.contains("route 7: 1"))
    try harness.find(button: "dismiss 7").tap()
    push.tap()
    #expect(harness.texts.contains("path [7]"))
  }

  @Test("H04 a query that matches views on several screens picks the one on screen")
  func h04_queryPicksTheViewOnScreen() throws {
    let harness = ParentHarness { RouteHost() }
    try harness.find(button: "Push 7").tap()
    try harness.find(button: "Push 8").tap()
    // Both routes have a "Pop" button; only route 8's is on screen.
    #expect(harness.findAll(label: "Pop").count == 2)
    try harness.find(button: "Pop").tap()
    #expect(harness.texts.contains("path [7]"))
    try harness.find(button: "Pop").tap()
    #expect(harness.texts.contains("path []"))
  }

  @Test("H01 a sheet covers the screen: its presenter takes no touches until it is dismissed")
  func h01_sheetCoversItsPresenter() throws {
    let harness = ParentHarness { SheetHost() }
    let show = try harness.find(button: "Show")
    show.tap()
    expectIssue(
      startingWith: "tap() on the Button \"Show\" found it beneath the "
        + "sheet presented on SheetHost › Button: while it is up, the views it covers take no "
        + "touches (dismiss it first)."
    ) { show.tap() }
    try harness.find(button: "Close").tap()
    show.tap()
    #expect(harness.texts.contains("sheet: 0"))
  }

  @Test("H01 a sheet stays on top of a view the app pushes beneath it, and takes the touches")
  func h01_sheetStaysOverAViewPushedBeneathIt() throws {
    // A deep link (or the sheet's own action) pushes onto the stack while a sheet is up: the
    // push happens beneath the sheet, which is over the whole window.
    for presenter in [0, 2] {
      let model = NavFuzzModel()
      let harness = ParentHarness { NavFuzzRoot(model: model) }
      if presenter != 0 { model.path.append(presenter) }
      try harness.find(button: "sheet \(presenter)").tap()
      try harness.find(button: "tap sheet \(presenter)").tap()
      model.path.append(5)
      #expect(
        harness.visibleTexts == [
          "sheet of \(presenter): 1", "tap sheet \(presenter)", "close sheet \(presenter)",
          "inner push",
        ])
      try harness.find(button: "tap sheet \(presenter)").tap()
      #expect(harness.texts.contains("sheet of \(presenter): 2"))
      let pushed = try harness.find(button: "bump 5")
      expectIssue(startingWith: "tap() on the Button \"bump 5\" found it beneath the sheet") {
        pushed.tap()
      }
      try harness.find(button: "close sheet \(presenter)").tap()
      #expect(harness.visibleTexts.first == "screen 5: 0 ''")
      pushed.tap()
      #expect(harness.visibleTexts.first == "screen 5: 1 ''")
    }
  }

  @Test(
    "H04 a destination pushed by a binding stays on top of values pushed onto the path after it")
  func h04_boundDestinationStaysOverLaterValues() throws {
    let model = BoundOverValues.Model()
    let harness = ParentHarness { BoundOverValues(model: model) }
    model.showsEditor = true
    #expect(harness.visibleTexts == ["editor", "Done"])
    // A value pushed now goes beneath the bound destination (as apps that mix the two report).
    model.path.append(3)
    #expect(harness.visibleTexts == ["editor", "Done"])
    #expect(harness.texts.contains("value 3"))
    try harness.find(button: "Done").tap()
    #expect(harness.visibleTexts == ["value 3"])
    #expect(model.path == [3])
  }

  @Test("H01 a sheet from another tab covers a destination pushed by a binding in the tab shown")
  func h01_sheetCoversABoundDestination() throws {
    let model = NavFuzzModel()
    let harness = ParentHarness { NavFuzzRoot(model: model) }
    model.showsEditor = true
    model.tab = 1
    try harness.find(button: "sheet -1").tap()
    model.tab = 0
    #expect(harness.visibleTexts.first == "sheet of -1: 0")
    #expect(!harness.visibleTexts.contains("editor: 0"))
    let editorTap = try harness.find(button: "editor tap")
    expectIssue(startingWith: "tap() on the Button \"editor tap\" found it beneath the sheet") {
      editorTap.tap()
    }
    try harness.find(button: "close sheet -1").tap()
    editorTap.tap()
    #expect(harness.visibleTexts.first == "editor: 1")
  }

  @Test("H01 a row's sheet follows its row when rows move, stays over a push, goes with the row")
  func h01_rowSheetFollowsItsRow() throws {
    let model = RowSheets.Model()
    let harness = ParentHarness { RowSheets(model: model) }
    try harness.find(button: "row 2").tap()
    try harness.find(button: "tap 2").tap()
    model.items = [3, 2, 1]
    #expect(harness.visibleTexts == ["sheet 2: 1", "tap 2", "close 2"])
    model.path = [9]
    try harness.find(button: "tap 2").tap()
    #expect(harness.visibleTexts == ["sheet 2: 2", "tap 2", "close 2"])
    // The row leaves the list: its sheet goes with it (A11), and the pushed view is on screen.
    model.items = [3, 1]
    #expect(harness.visibleTexts == ["pushed 9"])
    model.path = []
    #expect(harness.visibleTexts == ["row 3", "row 1"])
  }

  @Test("H01 a sheet presented 2,000 views deep stays on top of a view pushed beneath it")
  func h01_deepSheetStaysOverAPush() throws {
    let model = RowSheets.Model()
    let harness = ParentHarness { DeepSheetHost(model: model, depth: 2_000) }
    try harness.find(button: "row 7").tap()
    model.path = [1]
    #expect(harness.visibleTexts == ["sheet 7: 0", "tap 7", "close 7"])
    try harness.find(button: "tap 7").tap()
    try harness.find(button: "close 7").tap()
    #expect(harness.visibleTexts == ["pushed 1"])
  }

  @Test("H01 a sheet stays on top when the app selects another tab beneath it")
  func h01_sheetStaysOverAnotherTab() throws {
    let model = NavFuzzModel()
    let harness = ParentHarness { NavFuzzRoot(model: model) }
    try harness.find(button: "sheet 0").tap()
    model.tab = 1
    #expect(
      harness.visibleTexts == ["sheet of 0: 0", "tap sheet 0", "close sheet 0", "inner push"])
    try harness.find(button: "close sheet 0").tap()
    #expect(harness.visibleTexts.contains("screen -1: 0 ''"))
    #expect(!harness.visibleTexts.contains("screen 0: 0 ''"))
  }

  @Test("H01 a sheet is not hidden, faded or made untouchable with the view that presented it")
  func h01_sheetIsNotHiddenWithItsPresenter() throws {
    for hiding in FadingPresenter.Hiding.allCases {
      let model = FadingPresenter.Model()
      let harness = ParentHarness { FadingPresenter(model: model, hiding: hiding) }
      try harness.find(button: "Open").tap()
      model.isHidden = true
      #expect(harness.visibleTexts == ["in the sheet 0", "Count", "Close"], "\(hiding)")
      try harness.find(button: "Count").tap()
      #expect(harness.visibleTexts.first == "in the sheet 1", "\(hiding)")
      try harness.find(button: "Close").tap()
      // The presenter itself is hidden, faded out, or shown but untouchable.
      #expect(harness.visibleTexts == (hiding == .untouchable ? ["Open"] : []), "\(hiding)")
    }
  }

  @Test("H03 an alert up in a sheet covers the sheet too; its buttons take the touches")
  func h03_alertCoversTheSheetItIsIn() throws {
    let harness = ParentHarness { CoveredSheetHost() }
    try harness.find(button: "Edit").tap()
    try harness.find(button: "Discard").tap()
    let save = try harness.find(button: "Save")
    expectIssue(
      startingWith: "tap() on the Button \"Save\" found it beneath the alert “Discard changes?” "
        + "presented on CoveredSheetHost › VStack: while it is up, the views it covers take no "
        + "touches (dismiss it first)."
    ) { save.tap() }
    let edit = try harness.find(button: "Edit")
    expectIssue(startingWith: "tap() on the Button \"Edit\"") { edit.tap() }
    try harness.find(button: "Keep editing").tap()
    save.tap()
    #expect(harness.texts.contains("saved 1"))
  }

  @Test(
    "H01 presentationBackgroundInteraction(.enabled) lets the views behind a sheet take touches")
  func h01_backgroundInteraction() throws {
    for interaction in [true, false] {
      let harness = ParentHarness { PeekingSheetHost(interacts: interaction) }
      let count = try harness.find(button: "count")
      count.tap()
      let reports = capturedReports { count.tap() }
      #expect(reports.count == (interaction ? 0 : 1))
      #expect(harness.texts.contains(interaction ? "count 2" : "count 1"))
    }
  }

  @Test("H01 a see-through sheet over another sheet lets touches reach that sheet, not the screen")
  func h01_seeThroughSheetOverASheet() throws {
    let harness = ParentHarness { StackedSheets() }
    let root = try harness.find(button: "open")
    root.tap()
    try harness.find(button: "peek").tap()
    try harness.find(button: "bump outer").tap()
    #expect(harness.texts.contains("outer 1"))
    expectIssue(startingWith: "tap() on the Button \"open\" found it beneath the sheet presented") {
      root.tap()
    }
  }

  @Test("H04 a bound navigationDestination covers its stack, not the tab bar beside it")
  func h04_boundDestinationCoversOnlyItsStack() throws {
    let harness = ParentHarness { StackInTabs() }
    try harness.find(button: "Open").tap()
    let open = try harness.find(button: "Open")
    expectIssue(
      startingWith: "tap() on the Button \"Open\" found it beneath the destination pushed by "
        + "navigationDestination on StackInTabs › TabView › NavigationStack › Button"
    ) { open.tap() }
    try harness.find(button: "Settings").tap()
    try harness.find(button: "bump settings").tap()
    #expect(harness.texts.contains("settings: 1"))
  }
}

/// A tab whose pushed detail hides the tab bar, as detail screens often do.
struct BarHidingTabs: View {
  let iOS18Name: Bool

  var body: some View {
    TabView {
      NavigationStack {
        NavigationLink("Open") {
          if iOS18Name {
            BarHidingDetail().toolbarVisibility(.hidden, for: .tabBar)
          } else {
            BarHidingDetail().toolbar(.hidden, for: .tabBar)
          }
        }
      }
      .tabItem { Text("Home") }
      TabCounter(name: "settings").tabItem { Text("Settings") }
    }
  }
}

struct BarHidingDetail: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Back") { dismiss() }
  }
}

/// A sheet that presents a see-through sheet over itself.
struct StackedSheets: View {
  @State private var outer = false
  @State private var inner = false
  @State private var bumps = 0

  var body: some View {
    Button("open") { outer = true }
      .sheet(isPresented: $outer) {
        VStack {
          Text("outer \(bumps)")
          Button("bump outer") { bumps += 1 }
          Button("peek") { inner = true }
        }
        .sheet(isPresented: $inner) {
          Text("peeking").presentationBackgroundInteraction(.enabled)
        }
      }
  }
}

/// A TabView in a tagged tab of another: the inner one keeps its own selection.
struct NestedTabs: View {
  @State private var outer = 1

  var body: some View {
    TabView(selection: $outer) {
      TabView {
        TabCounter(name: "a").tabItem { Text("Inner A") }
        TabCounter(name: "b").tabItem { Text("Inner B") }
      }
      .tabItem { Text("Outer") }
      .tag(1)
    }
  }
}

/// Tabs without a selection binding: SwiftUI keeps the selection.
struct ClosableTabs: View {
  @State private var mailboxes = ["Inbox", "Drafts", "Sent"]
  @State private var selection = "Sent"

  var body: some View {
    TabView(selection: $selection) {
      ForEach(mailboxes, id: \.self) { name in
        VStack {
          Text("\(name): no mail")
          Button("Close \(name)") { mailboxes.removeAll { $0 == name } }
        }
        .tabItem { Text(name) }
        .tag(name)
      }
    }
  }
}

struct MistaggedTabs: View {
  enum Screen: Hashable { case home, settings }
  @State private var screen = Screen.home

  var body: some View {
    TabView(selection: $screen) {
      Text("Home").tabItem { Text("Home tab") }.tag(0)
      Text("Settings").tabItem { Text("Settings tab") }.tag(1)
    }
  }
}

struct OptionallySelectedTabs: View {
  enum Screen: Hashable { case home, settings }
  @State private var screen: Screen?

  var body: some View {
    TabView(selection: $screen) {
      Text("Home").tabItem { Text("Home tab") }.tag(Screen.home)
      Text("Settings").tabItem { Text("Settings tab") }.tag(Screen.settings)
    }
  }
}

struct UnboundTabs: View {
  var body: some View {
    TabView {
      TabCounter(name: "inbox").tabItem { Text("Inbox") }
      TabCounter(name: "outbox").tabItem { Text("Outbox") }
    }
  }
}

/// Tabs tagged inside their tab items, as app code often writes them.
struct InnerTaggedTabs: View {
  @State private var selection = "now"

  var body: some View {
    VStack {
      Text("selected \(selection)")
      TabView(selection: $selection) {
        TabCounter(name: "now").tag("now").tabItem { Text("Now") }
        TabCounter(name: "later").tag("later").tabItem { Text("Later") }
      }
    }
  }
}

/// A sheet whose content asks before it discards.
struct CoveredSheetHost: View {
  @State private var editing = false
  @State private var confirming = false
  @State private var saved = 0

  var body: some View {
    Button("Edit") { editing = true }
      .sheet(isPresented: $editing) {
        VStack {
          Text("saved \(saved)")
          Button("Save") { saved += 1 }
          Button("Discard") { confirming = true }
        }
        .alert("Discard changes?", isPresented: $confirming) {
          Button("Keep editing", role: .cancel) {}
          Button("Discard", role: .destructive) { editing = false }
        }
      }
  }
}

/// A half-height sheet over a counter, with or without background interaction.
struct PeekingSheetHost: View {
  let interacts: Bool
  @State private var count = 0
  @State private var peeking = false

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("count") {
        count += 1
        peeking = true
      }
    }
    .sheet(isPresented: $peeking) {
      Text("peek")
        .presentationDetents([.medium])
        .presentationBackgroundInteraction(interacts ? .enabled : .disabled)
    }
  }
}

/// A stack in a tab, pushing with a bound destination.
struct StackInTabs: View {
  @State private var showsDetail = false

  var body: some View {
    TabView {
      NavigationStack {
        Button("Open") { showsDetail = true }
          .navigationDestination(isPresented: $showsDetail) { Text("detail") }
      }
      .tabItem { Text("Home") }
      TabCounter(name: "settings").tabItem { Text("Settings") }
    }
  }
}

/// A button that presents a sheet, then is hidden by the app in one of three ways.
private struct FadingPresenter: View {
  @Observable
  final class Model {
    var isHidden = false
  }

  enum Hiding: CaseIterable {
    case hidden, faded, untouchable
  }

  let model: Model
  let hiding: Hiding
  @State private var isOpen = false
  @State private var count = 0

  var body: some View {
    let presenter = Button("Open") { isOpen = true }
      .sheet(isPresented: $isOpen) {
        VStack {
          Text("in the sheet \(count)")
          Button("Count") { count += 1 }
          Button("Close") { isOpen = false }
        }
      }
    switch hiding {
    case .hidden:
      if model.isHidden { presenter.hidden() } else { presenter }
    case .faded: presenter.opacity(model.isHidden ? 0 : 1)
    case .untouchable: presenter.allowsHitTesting(!model.isHidden)
    }
  }
}

/// A stack with a destination pushed by a binding and values pushed by a path.
private struct BoundOverValues: View {
  @Observable
  final class Model {
    var path: [Int] = []
    var showsEditor = false
  }

  let model: Model

  var body: some View {
    @Bindable var model = model
    NavigationStack(path: $model.path) {
      Text("root")
        .navigationDestination(for: Int.self) { Text("value \($0)") }
        .navigationDestination(isPresented: $model.showsEditor) {
          VStack {
            Text("editor")
            Button("Done") { model.showsEditor = false }
          }
        }
    }
  }
}

/// A list whose rows each present a sheet of their own, in a stack the app pushes onto.
private struct RowSheets: View {
  @Observable
  final class Model {
    var items = [1, 2, 3]
    var path: [Int] = []
  }

  struct Row: View {
    let number: Int
    @State private var isOpen = false
    @State private var taps = 0

    var body: some View {
      Button("row \(number)") { isOpen = true }
        .sheet(isPresented: $isOpen) {
          VStack {
            Text("sheet \(number): \(taps)")
            Button("tap \(number)") { taps += 1 }
            Button("close \(number)") { isOpen = false }
          }
        }
    }
  }

  let model: Model

  var body: some View {
    @Bindable var model = model
    NavigationStack(path: $model.path) {
      List {
        ForEach(model.items, id: \.self) { Row(number: $0) }
      }
      .navigationDestination(for: Int.self) { Text("pushed \($0)") }
    }
  }
}

/// A row's sheet `depth` stacks below the root of a navigation stack.
private struct DeepSheetHost: View {
  struct Nest: View {
    let depth: Int

    var body: some View {
      if depth == 0 {
        RowSheets.Row(number: 7)
      } else {
        VStack { Nest(depth: depth - 1) }
      }
    }
  }

  let model: RowSheets.Model
  let depth: Int

  var body: some View {
    @Bindable var model = model
    NavigationStack(path: $model.path) {
      Nest(depth: depth)
        .navigationDestination(for: Int.self) { Text("pushed \($0)") }
    }
  }
}
