import Observation
import Testing
import ViewProbe

/// What the lifecycle actions heard, in order.
final class SightLog {
  var entries: [String] = []

  /// The entries since the last call.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A list screen that reloads when it appears, in a tab, with a detail pushed over it, a
/// full-screen cover and a sheet; a second tab with a task.
private struct SightApp: View {
  let log: SightLog
  @State private var covering = false
  @State private var sheeting = false
  @State private var tab = 1

  var body: some View {
    TabView(selection: $tab) {
      NavigationStack {
        VStack {
          NavigationLink("Detail") {
            Text("Detail screen")
              .onAppear { log.entries.append("detail+") }
              .onDisappear { log.entries.append("detail-") }
          }
          Button("Cover") { covering = true }
          Button("Sheet") { sheeting = true }
        }
        .onAppear { log.entries.append("list+") }
        .onDisappear { log.entries.append("list-") }
      }
      .tabItem { Text("List") }
      .tag(1)
      Text("Stats")
        .task {
          log.entries.append("stats task")
          try? await Task.sleep(for: .seconds(3_600))
          if Task.isCancelled { log.entries.append("stats task cancelled") }
        }
        .tabItem { Text("Stats tab") }
        .tag(2)
    }
    .fullScreenCover(isPresented: $covering) { Button("Close cover") { covering = false } }
    .sheet(isPresented: $sheeting) { Button("Close sheet") { sheeting = false } }
  }
}

/// A page with a full-screen cover whose content presents a sheet.
private struct CoverWithASheet: View {
  let log: SightLog
  @State private var covering = false
  @State private var options = false

  var body: some View {
    Button("Cover") { covering = true }
      .onAppear { log.entries.append("page+") }
      .onDisappear { log.entries.append("page-") }
      .fullScreenCover(isPresented: $covering) {
        VStack {
          Button("Options") { options = true }
          Button("Close cover") { covering = false }
        }
        .onAppear { log.entries.append("cover+") }
        .onDisappear { log.entries.append("cover-") }
        .sheet(isPresented: $options) {
          Button("Close options") { options = false }
            .onAppear { log.entries.append("options+") }
        }
      }
  }
}

/// A stack whose root pushes a details view by a binding; the details present a sheet.
private struct BoundPushWithASheet: View {
  let log: SightLog
  @State private var showsDetails = false
  @State private var sharing = false

  var body: some View {
    NavigationStack {
      Button("Details") { showsDetails = true }
        .onAppear { log.entries.append("root+") }
        .onDisappear { log.entries.append("root-") }
        .navigationDestination(isPresented: $showsDetails) {
          Button("Share") { sharing = true }
            .onAppear { log.entries.append("details+") }
            .sheet(isPresented: $sharing) {
              Button("Done") { sharing = false }
                .onAppear { log.entries.append("share+") }
            }
        }
    }
  }
}

/// A list whose row presents a full-screen player; the player deletes the row's episode.
private struct RowWithACover: View {
  let log: SightLog
  @State private var episodes = ["Pilot"]

  var body: some View {
    VStack {
      Text("Episodes")
        .onAppear { log.entries.append("list+") }
        .onDisappear { log.entries.append("list-") }
      ForEach(episodes, id: \.self) { episode in
        EpisodeRow { episodes.removeAll { $0 == episode } }
      }
    }
  }
}

private struct EpisodeRow: View {
  let delete: @MainActor () -> Void
  @State private var playing = false

  var body: some View {
    Button("Play") { playing = true }
      .fullScreenCover(isPresented: $playing) { Button("Delete episode", action: delete) }
  }
}

/// A page with a full-screen reader whose own stack pushes a chapter by a binding.
private struct CoverWithABoundPush: View {
  let log: SightLog
  @State private var reading = false
  @State private var showsChapter = false

  var body: some View {
    Button("Open reader") { reading = true }
      .onAppear { log.entries.append("page+") }
      .onDisappear { log.entries.append("page-") }
      .fullScreenCover(isPresented: $reading) {
        NavigationStack {
          Button("Chapter 1") { showsChapter = true }
            .navigationDestination(isPresented: $showsChapter) { Text("Chapter 1 text") }
        }
      }
  }
}

private struct FiltersSheet: View {
  let log: SightLog
  @State private var helping = false

  var body: some View {
    Button("Help") { helping = true }
      .onAppear { log.entries.append("filters+") }
      .onDisappear { log.entries.append("filters-") }
      .sheet(isPresented: $helping) {
        Text("Filters help").onAppear { log.entries.append("help+") }
      }
  }
}

@Observable
private final class DeepLinkModel {
  var showsOrder = false
}

/// A stack whose root presents a filters sheet; a deep link pushes an order beneath it.
private struct SheetOverABoundPush: View {
  let log: SightLog
  @Bindable var model: DeepLinkModel
  @State private var filtering = false

  var body: some View {
    NavigationStack {
      Button("Filters") { filtering = true }
        .onAppear { log.entries.append("root+") }
        .onDisappear { log.entries.append("root-") }
        .sheet(isPresented: $filtering) { FiltersSheet(log: log) }
        .navigationDestination(isPresented: $model.showsOrder) { Text("Order 42") }
    }
  }
}

@MainActor
@Suite("Appearing is coming into sight: pushes, tabs and covers", .viewProbe)
struct SightLifecycleTests {
  @Test("H04 a pushed view hides the screen beneath it: it disappears, and appears on the pop")
  func h04_pushHidesTheScreenBeneath() throws {
    let log = SightLog()
    let harness = ParentHarness { SightApp(log: log) }
    #expect(log.take() == ["list+"])
    try harness.find(navigationLink: "Detail").tap()
    #expect(log.take() == ["list-", "detail+"])
    harness.navigateBack()
    // In one update, what left the tree disappears first (the order is a decision, §7).
    #expect(log.take() == ["detail-", "list+"])
  }

  @Test("H06 only the shown tab appears; another tab appears when selected, its task then starts")
  func h06_tabsAppearWhenSelected() async throws {
    let log = SightLog()
    let harness = ParentHarness { SightApp(log: log) }
    await harness.settle(quietFor: .milliseconds(50))
    #expect(log.take() == ["list+"], "the hidden tab's task waits for its tab")
    try harness.find(button: "Stats tab").tap()
    await harness.settle(quietFor: .milliseconds(50))
    #expect(log.take() == ["list-", "stats task"])
    try harness.find(button: "List").tap()
    await harness.settle(quietFor: .milliseconds(50))
    #expect(log.take() == ["list+", "stats task cancelled"])
  }

  @Test("H01 a full-screen cover hides what it covers; a sheet does not")
  func h01_fullScreenCoverHidesItsPresenter() throws {
    let log = SightLog()
    let harness = ParentHarness { SightApp(log: log) }
    _ = log.take()
    try harness.find(button: "Cover").tap()
    #expect(log.take() == ["list-"])
    try harness.find(button: "Close cover").tap()
    #expect(log.take() == ["list+"])
    try harness.find(button: "Sheet").tap()
    try harness.find(button: "Close sheet").tap()
    #expect(log.take().isEmpty)
  }

  @Test("H01 a sheet presented from a full-screen cover leaves what the cover hides hidden")
  func h01_sheetOverACoverKeepsItsPresenterHidden() throws {
    let log = SightLog()
    let harness = ParentHarness { CoverWithASheet(log: log) }
    #expect(log.take() == ["page+"])
    try harness.find(button: "Cover").tap()
    #expect(log.take() == ["page-", "cover+"])
    try harness.find(button: "Options").tap()
    #expect(log.take() == ["options+"], "the page stays beneath the cover")
    try harness.find(button: "Close options").tap()
    #expect(log.take().isEmpty)
    try harness.find(button: "Close cover").tap()
    #expect(log.take() == ["cover-", "page+"])
  }

  @Test("H04 a sheet presented from a view pushed by a binding leaves the root beneath it hidden")
  func h04_sheetOverABoundPushKeepsTheRootHidden() throws {
    let log = SightLog()
    let harness = ParentHarness { BoundPushWithASheet(log: log) }
    #expect(log.take() == ["root+"])
    try harness.find(button: "Details").tap()
    #expect(log.take() == ["root-", "details+"])
    try harness.find(button: "Share").tap()
    #expect(log.take() == ["share+"], "the root stays beneath the pushed view")
    try harness.find(button: "Done").tap()
    #expect(log.take().isEmpty)
  }

  @Test("H01 a full-screen cover whose presenter leaves the tree goes: what it hid comes back")
  func h01_coverOfARemovedRowBringsTheListBack() throws {
    let log = SightLog()
    let harness = ParentHarness { RowWithACover(log: log) }
    #expect(log.take() == ["list+"])
    try harness.find(button: "Play").tap()
    #expect(log.take() == ["list-"])
    try harness.find(button: "Delete episode").tap()
    #expect(log.take() == ["list+"], "the cover went with its row")
    #expect(harness.visibleTexts == ["Episodes"])
  }

  @Test("H01 a cover whose stack pushes a view by a binding still hides and covers the page")
  func h01_coverWithABoundPushStillCoversThePage() throws {
    let log = SightLog()
    let harness = ParentHarness { CoverWithABoundPush(log: log) }
    let open = try harness.find(button: "Open reader")
    open.tap()
    #expect(log.take() == ["page+", "page-"])
    try harness.find(button: "Chapter 1").tap()
    #expect(log.take().isEmpty, "the page stays beneath the cover")
    #expect(harness.visibleTexts == ["Chapter 1 text"])
    expectIssue(
      startingWith: "tap() on the Button \"Open reader\" found it beneath the full-screen cover"
    ) { open.tap() }
  }

  @Test("H01 sheets stay in sight when their stack pushes a view by a binding beneath them")
  func h01_sheetsStayInSightOverABoundPush() throws {
    let log = SightLog()
    let model = DeepLinkModel()
    let harness = ParentHarness { SheetOverABoundPush(log: log, model: model) }
    try harness.find(button: "Filters").tap()
    try harness.find(button: "Help").tap()
    #expect(log.take() == ["root+", "filters+", "help+"])
    model.showsOrder = true
    harness.update()
    #expect(log.take() == ["root-"], "the sheets are over the window, not beneath the push")
    #expect(harness.visibleTexts == ["Filters help"])
  }

  @Test("a keyboard toolbar's views appear with the keyboard; a page appears when turned to")
  func keyboardToolbarAndPagesAppearWhenShown() throws {
    let log = SightLog()
    let harness = ParentHarness { KeyboardAndPages(log: log) }
    #expect(log.take() == ["one+"])
    // Typing into the field edits it: the keyboard is up.
    try harness.find(textField: "Note").setInput("milk")
    #expect(log.take() == ["done+"])
    try harness.find(button: "Next page").tap()
    #expect(log.take() == ["two+"])
  }

  @Test("H07 a task restarts when its view comes back into sight; a new id waits for the sight")
  func h07_taskFollowsSight() async throws {
    let log = SightLog()
    let harness = ParentHarness { ReloadingList(log: log) }
    await harness.settle()
    #expect(log.take() == ["load 1"])
    try harness.find(navigationLink: "Edit").tap()
    try harness.find(button: "Rename").tap()
    await harness.settle()
    #expect(log.take().isEmpty, "out of sight, a new id does not start the task")
    harness.navigateBack()
    await harness.settle()
    #expect(log.take() == ["load 2"])
    #expect(harness.visibleTexts.contains("loaded 2"))
  }
}

/// A field with a keyboard toolbar, and pages.
private struct KeyboardAndPages: View {
  let log: SightLog
  @State private var text = ""
  @State private var page = 0

  var body: some View {
    VStack {
      TextField("Note", text: $text)
        .toolbar {
          ToolbarItemGroup(placement: .keyboard) {
            Button("Done") {}
              .onAppear { log.entries.append("done+") }
              .onDisappear { log.entries.append("done-") }
          }
        }
      TabView(selection: $page) {
        Text("Page one").onAppear { log.entries.append("one+") }.tag(0)
        Text("Page two").onAppear { log.entries.append("two+") }.tag(1)
      }
      .tabViewStyle(.page)
      Button("Next page") { page = 1 }
    }
  }
}

/// Reloads in a `.task(id:)`; its detail edits what the id is made of.
private struct ReloadingList: View {
  let log: SightLog
  @State private var version = 1
  @State private var loaded = 0

  var body: some View {
    NavigationStack {
      VStack {
        Text("loaded \(loaded)")
        NavigationLink("Edit") {
          Button("Rename") { version += 1 }
        }
      }
      .task(id: version) {
        log.entries.append("load \(version)")
        loaded = version
      }
    }
  }
}
