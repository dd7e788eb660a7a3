import Testing
import ViewProbe

/// An iPhone tab bar holds five items: a `TabView` of more than five tabs shows the first four
/// and More, whose list holds the others (UITabBarController; Guide §3, §7).
@MainActor
@Suite("Tab bar More", .viewProbe)
struct TabBarMoreTests {
  @Test("H06 tabs past the fourth are rows of the More list; each tab keeps its state")
  func h06_moreListHoldsTabsPastTheFourth() throws {
    let harness = ParentHarness { SixSections() }
    #expect(
      onScreen(harness) == ["Home 0", "bump Home", "Home", "Feed", "Chat", "Maps", "More"])
    try expectIssue(
      startingWith: "tap() on the Button \"Settings\" found it in the More list of the TabView at "
        + "SixSections › TabView: on iPhone a tab bar with more than five tabs shows the first "
        + "four and More (this one has 6 tabs in its bar); tap “More” first, then this tab's row."
    ) { try harness.find(button: "Settings").tap() }
    #expect(harness.installedState("tab", in: SixSections.self) as? Int == 0)
    try harness.find(button: "bump Home").tap()
    try harness.find(button: "More").tap()
    // The list covers the tab shown; the selection stays until a row is chosen.
    #expect(
      onScreen(harness) == ["Home", "Feed", "Chat", "Maps", "Files", "Settings", "More"])
    #expect(harness.installedState("tab", in: SixSections.self) as? Int == 0)
    #expect(harness.installedState("gone", in: SixSections.self) as? [String] == ["Home"])
    try expectIssue(
      startingWith: "tap() on the Button \"bump Home\" found it beneath the More list of the "
        + "TabView at SixSections › TabView, which is open"
    ) { try harness.find(button: "bump Home").tap() }
    try harness.find(button: "Settings").tap()
    #expect(harness.installedState("tab", in: SixSections.self) as? Int == 5)
    #expect(
      onScreen(harness) == [
        "Home", "Feed", "Chat", "Maps", "Settings 0", "bump Settings", "More",
      ])
    try harness.find(button: "bump Settings").tap()
    // The tab is pushed onto the list: its back button (or More again) goes back to it.
    harness.navigateBack()
    #expect(harness.visibleTexts.contains("Files"))
    #expect(!harness.visibleTexts.contains("Settings 1"))
    try harness.find(button: "Feed").tap()
    try harness.find(button: "Home").tap()
    #expect(
      onScreen(harness) == ["Home 1", "bump Home", "Home", "Feed", "Chat", "Maps", "More"])
    try harness.find(button: "More").tap()
    try harness.find(button: "Settings").tap()
    #expect(harness.visibleTexts.contains("Settings 1"))
  }

  @Test("H06 a selection set by app code closes the More list")
  func h06_selectionWrittenByCodeClosesTheList() throws {
    let harness = ParentHarness { SixSections() }
    try harness.find(button: "More").tap()
    #expect(!harness.visibleTexts.contains("bump Home"))
    try harness.find(button: "Open settings").tap()
    #expect(harness.installedState("tab", in: SixSections.self) as? Int == 5)
    #expect(harness.visibleTexts.contains("Settings 0"))
    #expect(!harness.visibleTexts.contains("Files"))
  }

  @Test("H06 five tabs, a regular width, or pages: every tab item is in the bar, no More")
  func h06_noMoreWhereTheBarHoldsEveryTab() throws {
    let five = ParentHarness { SixSections(count: 5) }
    #expect(onScreen(five) == ["Home 0", "bump Home", "Home", "Feed", "Chat", "Maps", "Files"])
    #expect(throws: ProbeError.self) { try five.find(button: "More") }
    try five.find(button: "Files").tap()
    #expect(five.installedState("tab", in: SixSections.self) as? Int == 4)
    let iPad = ParentHarness { SixSections().environment(\.horizontalSizeClass, .regular) }
    try iPad.find(button: "Settings").tap()
    #expect(iPad.visibleTexts.contains("Settings 0"))
    #expect(throws: ProbeError.self) { try iPad.find(button: "More") }
    let pages = ParentHarness { SixSections().tabViewStyle(.page) }
    #expect(throws: ProbeError.self) { try pages.find(button: "More") }
  }

  @Test("H06 a tab bar a pushed view hides draws no items, More included")
  func h06_hiddenTabBarDrawsNoItems() throws {
    let harness = ParentHarness {
      TabView {
        NavigationStack {
          NavigationLink("Open") { Text("Detail").toolbar(.hidden, for: .tabBar) }
        }
        .tabItem { Text("Home") }
        ForEach(["Feed", "Chat", "Maps", "Files", "Settings"], id: \.self) { name in
          Text(name).tabItem { Text(name) }
        }
      }
    }
    #expect(harness.visibleTexts == ["Open", "Home", "Feed", "Chat", "Maps", "More"])
    try harness.find(navigationLink: "Open").tap()
    #expect(harness.visibleTexts == ["Detail"])
    try expectIssue(
      startingWith: "tap() on the Button \"More\" found it in the tab bar, hidden by "
        + ".toolbar(.hidden, for: .tabBar) on "
    ) { try harness.find(button: "More").tap() }
    harness.navigateBack()
    try harness.find(button: "More").tap()
    #expect(harness.visibleTexts == ["Home", "Feed", "Chat", "Maps", "Files", "Settings", "More"])
  }

  @Test("H06 a prominent tab (OS 27) is a tab like the others: it selects and keeps its state")
  func h06_prominentTabSelects() throws {
    let harness = ParentHarness {
      TabView {
        Tab("Events", systemImage: "calendar") { SectionCounter(name: "Events") }
        Tab("Cart", systemImage: "cart", role: .prominent) { SectionCounter(name: "Cart") }
      }
    }
    #expect(harness.visibleTexts == ["Events 0", "bump Events", "Events", "Cart"])
    try harness.find(button: "bump Events").tap()
    try harness.find(button: "Cart").tap()
    try harness.find(button: "bump Cart").tap()
    #expect(harness.texts.contains("Cart 1") && harness.texts.contains("Events 1"))
  }

  @Test("H06 a tab hidden by hidden(true) leaves the bar, keeps its state, and counts for no More")
  func h06_hiddenTabKeepsItsState() throws {
    let harness = ParentHarness { BrowseTabs() }
    try harness.find(button: "Library").tap()
    try harness.find(button: "bump Library").tap()
    try harness.find(button: "Compact").tap()
    // Five tabs shown of six: no More; the library's item and content are off screen.
    #expect(
      harness.visibleTexts == [
        "Home 0", "bump Home", "Home", "Browse", "Radio", "Search", "Settings", "Regular",
        "Compact", "Compact, selection as is",
      ])
    let library = try harness.find(button: "Library")
    expectIssue(
      startingWith: "tap() on the Button \"Library\" found it in a tab hidden by .hidden(true) in "
        + "the TabView at BrowseTabs › TabView"
    ) { library.tap() }
    try harness.find(button: "Regular").tap()
    try harness.find(button: "Library").tap()
    #expect(harness.visibleTexts.contains("Library 1"))
  }

  @Test("H06 a selection left naming a hidden tab is warned about")
  func h06_selectionOfAHiddenTabIsWarnedAbout() throws {
    let harness = ParentHarness { BrowseTabs() }
    try harness.find(button: "Library").tap()
    try harness.find(button: "Compact, selection as is").tap()
    harness.expectWarning(
      "A TabView's selection “1” names a tab hidden by .hidden(true), not one of those shown")
  }

  @Test("H06 the tab set apart (prominent, else search) is not one of the five, nor in the list")
  func h06_searchTabIsSetApart() throws {
    let five = ParentHarness { SearchApartTabs(count: 5) }
    #expect(five.visibleTexts == ["Tab 0", "Tab 0", "Tab 1", "Tab 2", "Tab 3", "Tab 4", "Search"])
    try five.find(button: "Tab 4").tap()
    let six = ParentHarness { SearchApartTabs(count: 6) }
    #expect(six.visibleTexts == ["Tab 0", "Tab 0", "Tab 1", "Tab 2", "Tab 3", "Search", "More"])
    try six.find(button: "Search").tap()
    #expect(
      six.visibleTexts == ["Tab 0", "Tab 1", "Tab 2", "Tab 3", "finding", "Search", "More"])
  }

  @Test("H06 a tab added past five inside the TabView brings More; removing it takes More away")
  func h06_moreFollowsTheTabCount() throws {
    // The tabs come from a view of their own: the TabView itself does not update.
    let harness = ParentHarness { TabView { GrowingTabs() } }
    try harness.find(button: "Add a tab").tap()
    #expect(harness.visibleTexts.suffix(5) == ["Home", "Feed", "Chat", "Maps", "More"])
    try harness.find(button: "More").tap()
    try harness.find(button: "Settings").tap()
    #expect(harness.visibleTexts.contains("Settings screen"))
    #expect(!harness.visibleTexts.contains("Home screen"))
    try harness.find(button: "Home").tap()
    try harness.find(button: "Remove a tab").tap()
    #expect(throws: ProbeError.self) { try harness.find(button: "More") }
    #expect(harness.visibleTexts.suffix(5) == ["Home", "Feed", "Chat", "Maps", "Files"])
  }
}

/// What the tab view shows: the visible texts but for the buttons beside it.
@MainActor
private func onScreen(_ harness: ParentHarness<some View>) -> [String] {
  harness.visibleTexts.filter { !["Add a tab", "Remove a tab", "Open settings"].contains($0) }
}

/// A tab bar of up to six sections from a `ForEach`, each a counter, and buttons beside it that
/// add or remove the last one and jump to Settings. Records which tabs went out of sight.
private struct SixSections: View {
  @State private var tab = 0
  @State private var count: Int
  /// The names of the tabs that went out of sight, in order.
  @State private var gone: [String] = []
  private let names = ["Home", "Feed", "Chat", "Maps", "Files", "Settings"]

  init(count: Int = 6) { _count = State(initialValue: count) }

  var body: some View {
    TabView(selection: $tab) {
      ForEach(0..<count, id: \.self) { index in
        SectionCounter(name: names[index])
          .onDisappear { gone.append(names[index]) }
          .tabItem { Label(names[index], systemImage: "circle") }
          .tag(index)
      }
    }
    // Beside the tab bar, where a test reaches them whatever the TabView shows.
    Button("Add a tab") { count = 6 }
    Button("Remove a tab") { count = 5 }
    Button("Open settings") { tab = 5 }
  }
}

/// A counter named for its tab.
private struct SectionCounter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Text("\(name) \(count)")
    Button("bump \(name)") { count += 1 }
  }
}

/// Five tabs, or six: the first adds or removes the last.
private struct GrowingTabs: View {
  @State private var count = 5
  private let names = ["Home", "Feed", "Chat", "Maps", "Files", "Settings"]

  var body: some View {
    ForEach(0..<count, id: \.self) { index in
      VStack {
        Text("\(names[index]) screen")
        if index == 0 {
          Button("Add a tab") { count = 6 }
          Button("Remove a tab") { count = 5 }
        }
      }
      .tabItem { Text(names[index]) }
    }
  }
}

/// Apple's pattern: in compact width a Browse tab stands for the library, hidden in regular
/// width, where the library has a tab of its own (hidden in compact). Buttons beside the tab view
/// switch the width (one leaves a selection naming the library behind).
private struct BrowseTabs: View {
  @State private var tab = 0
  @State private var compact = false

  var body: some View {
    TabView(selection: $tab) {
      Tab("Home", systemImage: "house", value: 0) { SectionCounter(name: "Home") }
      Tab("Library", systemImage: "books.vertical", value: 1) { SectionCounter(name: "Library") }
        .hidden(compact)
      Tab("Browse", systemImage: "square.grid.2x2", value: 2) { SectionCounter(name: "Browse") }
        .hidden(!compact)
      Tab("Radio", systemImage: "dot.radiowaves.left.and.right", value: 3) { Text("Radio") }
      Tab("Search", systemImage: "magnifyingglass", value: 4) { Text("Search") }
      Tab("Settings", systemImage: "gear", value: 5) { Text("Settings") }
    }
    Button("Regular") { compact = false }
    Button("Compact") {
      compact = true
      if tab == 1 { tab = 0 }
    }
    Button("Compact, selection as is") { compact = true }
  }
}

/// Tabs named by number and a search tab set apart from them (OS 26's tab bar).
private struct SearchApartTabs: View {
  let count: Int

  var body: some View {
    TabView {
      ForEach(0..<count, id: \.self) { index in
        Tab("Tab \(index)", systemImage: "circle") { Text("Tab \(index)") }
      }
      Tab(role: .search) { Text("finding") }
    }
  }
}
