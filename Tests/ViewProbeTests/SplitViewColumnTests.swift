import Testing
import ViewProbe

/// A `NavigationSplitView` shows every column (which ones a width shows is layout, not simulated),
/// and a link in a leading column sets the detail column's content, as Apple documents for
/// `isDetailLink(_:)`: the pushed destination covers the detail's own view — it leaves
/// `visibleTexts` and takes no touches — and another link in the sidebar replaces it.
@MainActor
@Suite("Split view columns", .viewProbe)
struct SplitViewColumnTests {
  @Test("H04 a sidebar link sets the detail column: its own view is covered, not the sidebar")
  func h04_sidebarLinkCoversTheDetailColumn() throws {
    let harness = ParentHarness { ResortSplit() }
    #expect(harness.visibleTexts.contains("Pick a resort"))
    let tips = try harness.find(button: "Tips")
    try harness.find(navigationLink: "Alps").tap()
    #expect(harness.visibleTexts.contains("Alps: 0"))
    #expect(!harness.visibleTexts.contains("Pick a resort"))
    #expect(harness.visibleTexts.contains("Rockies"))
    expectIssue(
      startingWith: "tap() on the Button \"Tips\" found it beneath the view pushed onto the "
        + "NavigationSplitView at ResortSplit › NavigationSplitView (path[0] = Alps)"
    ) { tips.tap() }
    harness.navigateBack()
    #expect(harness.visibleTexts.contains("Pick a resort"))
    tips.tap()
  }

  @Test("H04 another sidebar link replaces the detail; a link in the detail pushes onto it")
  func h04_sidebarLinksReplaceDetailLinksPush() throws {
    let harness = ParentHarness { ResortSplit() }
    try harness.find(navigationLink: "Alps").tap()
    try harness.find(button: "Like Alps").tap()
    try harness.find(navigationLink: "Lifts of Alps").tap()
    #expect(harness.visibleTexts.contains("Alps lifts: 0"))
    #expect(!harness.visibleTexts.contains("Alps: 1"))
    harness.navigateBack()
    #expect(harness.visibleTexts.contains("Alps: 1"))
    try harness.find(navigationLink: "Rockies").tap()
    #expect(harness.visibleTexts.contains("Rockies: 0"))
    #expect(!harness.visibleTexts.contains("Alps: 1"))
    #expect(!harness.visibleTexts.contains("Alps lifts: 0"))
    // Rockies replaced Alps: one step back is the detail's own view.
    harness.navigateBack()
    #expect(harness.visibleTexts.contains("Pick a resort"))
    try harness.find(navigationLink: "Alps").tap()
    #expect(harness.visibleTexts.contains("Alps: 0"))
  }

  @Test("H04 isDetailLink(false) pushes within the sidebar; links there then set the detail")
  func h04_nonDetailLinkPushesInTheSidebar() throws {
    let harness = ParentHarness { FolderSplit() }
    let work = try harness.find(navigationLink: "Work")
    work.tap()
    #expect(harness.visibleTexts.contains("Note 1"))
    #expect(harness.visibleTexts.contains("No note selected"))
    expectIssue(
      startingWith: "tap() on the NavigationLink \"Work\" found it beneath the view pushed"
    ) { work.tap() }
    try harness.find(navigationLink: "Note 1").tap()
    #expect(harness.visibleTexts.contains("Note 1 of Work"))
    #expect(!harness.visibleTexts.contains("No note selected"))
    #expect(harness.visibleTexts.contains("Note 2"))
    try harness.find(navigationLink: "Note 2").tap()
    #expect(harness.visibleTexts.contains("Note 2 of Work"))
    #expect(!harness.visibleTexts.contains("Note 1 of Work"))
  }

  @Test("H04 in three columns, a content column link sets the detail and stays on screen")
  func h04_threeColumnsContentLinkSetsTheDetail() throws {
    let harness = ParentHarness { MailSplit() }
    #expect(harness.visibleTexts.contains("Select a message"))
    try harness.find(navigationLink: "Message A").tap()
    #expect(harness.visibleTexts.contains("Reading Message A"))
    #expect(!harness.visibleTexts.contains("Select a message"))
    #expect(harness.visibleTexts.contains("Inbox"))
    try harness.find(navigationLink: "Message B").tap()
    #expect(harness.visibleTexts.contains("Reading Message B"))
    #expect(!harness.visibleTexts.contains("Reading Message A"))
    #expect(harness.texts.contains("column detail"))
  }
}

private struct ResortSplit: View {
  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink("Alps", value: "Alps")
        NavigationLink("Rockies", value: "Rockies")
      }
      .navigationDestination(for: String.self) { ResortDetail(name: $0) }
    } detail: {
      VStack {
        Text("Pick a resort")
        Button("Tips") {}
      }
    }
  }
}

private struct ResortDetail: View {
  let name: String
  @State private var likes = 0

  var body: some View {
    VStack {
      Text("\(name): \(likes)")
      Button("Like \(name)") { likes += 1 }
      NavigationLink("Lifts of \(name)", value: "\(name) lifts")
    }
  }
}

private struct FolderSplit: View {
  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink("Work") { FolderNotes(folder: "Work") }.isDetailLink(false)
      }
    } detail: {
      Text("No note selected")
    }
  }
}

private struct FolderNotes: View {
  let folder: String

  var body: some View {
    List {
      NavigationLink("Note 1") { Text("Note 1 of \(folder)") }
      NavigationLink("Note 2") { Text("Note 2 of \(folder)") }
    }
  }
}

private struct MailSplit: View {
  @State private var column = NavigationSplitViewColumn.detail

  var body: some View {
    NavigationSplitView(preferredCompactColumn: $column) {
      Text("Inbox")
    } content: {
      List {
        NavigationLink("Message A", value: "Message A")
        NavigationLink("Message B", value: "Message B")
      }
      .navigationDestination(for: String.self) { Text("Reading \($0)") }
    } detail: {
      Text("Select a message")
    }
    .overlay { Text("column \(column == .detail ? "detail" : "other")") }
  }
}
