import Testing
import ViewProbe

/// Every element of a `TabView`'s content is a tab, with a tab item or not: in the page style
/// (`.tabViewStyle(.page)`, onboarding screens, carousels) each is a page, one on screen at a
/// time, turned by a sideways drag. A page out of sight keeps its state (H06) and takes no touch.
@MainActor
@Suite("Pages of a TabView in the page style (H06)", .viewProbe)
struct PageTabViewTests {
  @Test("H06 only the selected page is on screen; the others keep their state, take no touches")
  func h06_onlyTheSelectedPageIsShown() throws {
    let harness = ParentHarness { OnboardingPages() }
    #expect(harness.visibleTexts == ["Welcome", "seen 0", "Next", "page 0"])
    let start = try harness.find(button: "Get Started")
    expectIssue(
      startingWith: "tap() on the Button \"Get Started\" found it on a page that is not shown: "
        + "the TabView at OnboardingPages › VStack › TabView shows the page tagged 0; a page out "
        + "of sight takes no touches (turn to it first: drag(by:) the page shown sideways, or set "
        + "the TabView's selection)."
    ) { start.tap() }
    #expect(harness.texts.contains("page 0"))
    try harness.find(button: "seen 0").tap()
    try harness.find(button: "Next").tap()
    try harness.find(button: "Next").tap()
    #expect(harness.visibleTexts == ["Go", "Get Started", "Next", "page 2"])
    start.tap()
    #expect(harness.texts.contains("started"))
    // The first page kept its state while out of sight.
    harness.installedState("page", in: OnboardingPages.self, as: Int.self).map { #expect($0 == 2) }
    #expect(harness.texts.contains("seen 1"))
  }

  @Test("H06 a sideways drag of half the width turns the page and writes the selection")
  func h06_dragTurnsThePage() throws {
    let harness = ParentHarness { OnboardingPages() }
    try harness.find(text: "Welcome").drag(by: CGSize(width: -250, height: 20))
    #expect(harness.texts.contains("page 1"))
    #expect(harness.visibleTexts.first == "Track")
    try harness.find(text: "Track").drag(by: CGSize(width: 300, height: 0))
    #expect(harness.texts.contains("page 0"))
    // Before the first page, the pages bounce: nothing changes.
    try harness.find(text: "Welcome").drag(by: CGSize(width: 300, height: 0))
    #expect(harness.texts.contains("page 0"))
  }

  @Test("H06 a short or mostly vertical drag snaps back, and the test is told why")
  func h06_shortDragSnapsBack() throws {
    let harness = ParentHarness { OnboardingPages() }
    let welcome = try harness.find(text: "Welcome")
    expectIssue(
      startingWith: "drag(by:) on the Text \"Welcome\" at OnboardingPages › VStack › TabView › "
        + "VStack › Text did not turn the page of the TabView at OnboardingPages › VStack › "
        + "TabView: a drag turns a page when it is mostly horizontal and at least half the page's "
        + "width (195.0 points, from harness.geometrySize); this one (-120.0, 0.0) snaps back."
    ) { welcome.drag(by: CGSize(width: -120, height: 0)) }
    expectIssue(startingWith: "drag(by:) on the Text \"Welcome\"") {
      welcome.drag(by: CGSize(width: -200, height: 400))
    }
    #expect(harness.texts.contains("page 0"))
    harness.geometrySize = CGSize(width: 200, height: 400)
    welcome.drag(by: CGSize(width: -120, height: 0))
    #expect(harness.texts.contains("page 1"))
  }

  @Test("H06 a gesture on a page takes the drag before the pages do")
  func h06_pageGestureComesFirst() throws {
    let harness = ParentHarness { SwipeCardPages() }
    try harness.find(text: "Card").drag(by: CGSize(width: -300, height: 0))
    #expect(harness.texts.contains("swiped -300.0"))
    #expect(harness.visibleTexts == ["Card"])
  }

  @Test("H06 a TabView without a binding or tags shows its first element and turns its own pages")
  func h06_unboundUntaggedPages() throws {
    let harness = ParentHarness { PhotoCarousel() }
    #expect(harness.visibleTexts == ["Photo 0"])
    try harness.find(text: "Photo 0").drag(by: CGSize(width: -300, height: 0))
    #expect(harness.visibleTexts == ["Photo 1"])
    try harness.find(text: "Photo 1").drag(by: CGSize(width: -300, height: 0))
    try harness.find(text: "Photo 2").drag(by: CGSize(width: -300, height: 0))
    #expect(harness.visibleTexts == ["Photo 2"])
  }

  @Test("H06 in the tab-bar style, elements without a tab item are tabs too; a drag turns nothing")
  func h06_untabbedElementsOfATabBar() throws {
    let harness = ParentHarness { BareTabs() }
    #expect(harness.visibleTexts == ["First"])
    let first = try harness.find(text: "First")
    expectIssue(
      startingWith: "drag(by:) on the Text \"First\" at BareTabs › TabView › Text found no gesture"
    ) { first.drag(by: CGSize(width: -300, height: 0)) }
  }

  @Test("A02 A11 H06 one page value shown twice is two pages; a page removed while shown")
  func h06_pageShownTwiceAndRemoved() throws {
    let twice = ParentHarness { TwinPages() }
    #expect(twice.visibleTexts == ["seen 0"])
    try twice.find(text: "seen 0").drag(by: CGSize(width: -300, height: 0))
    twice.findAll(button: "seen 0")[1].tap()
    #expect(twice.texts == ["seen 0", "seen 1"], "each placement keeps its own state")
    #expect(twice.visibleTexts == ["seen 1"])
    let shrinking = ParentHarness { ShrinkingPages() }
    try shrinking.find(button: "Extra").tap()
    try shrinking.find(text: "one").drag(by: CGSize(width: -300, height: 0))
    #expect(shrinking.visibleTexts == ["Extra", "seen 0"])
    try shrinking.find(button: "Extra").tap()
    #expect(shrinking.visibleTexts == ["Extra", "one"], "the shown page left: the first shows")
  }

  @Test("H06 a Tab's badge is on its tab item: it shows while another tab is shown")
  func h06_tabBadgeStaysInTheTabBar() throws {
    let harness = ParentHarness { BadgedTabs() }
    try harness.find(button: "Settings").tap()
    #expect(harness.visibleTexts == ["Inbox", "4", "Settings screen", "Settings"])
  }
}

struct OnboardingPages: View {
  @State private var page = 0
  @State private var started = false

  var body: some View {
    VStack {
      TabView(selection: $page) {
        ForEach(0..<3, id: \.self) { index in
          VStack {
            Text(["Welcome", "Track", "Go"][index])
            if index == 0 { SeenCounter() }
            if index == 2 { Button("Get Started") { started = true } }
          }
          .tag(index)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      Button("Next") { page = min(page + 1, 2) }
      Text(started ? "started" : "page \(page)")
    }
  }
}

struct SeenCounter: View {
  @State private var seen = 0
  var body: some View { Button("seen \(seen)") { seen += 1 } }
}

struct SwipeCardPages: View {
  @State private var swiped = 0.0
  var body: some View {
    TabView {
      Text("Card")
        .gesture(DragGesture().onEnded { swiped = $0.translation.width })
      Text("Intro")
      Text("swiped \(swiped)")
    }
    .tabViewStyle(.page)
  }
}

struct PhotoCarousel: View {
  var body: some View {
    TabView {
      ForEach(0..<3) { Text("Photo \($0)") }
    }
    .tabViewStyle(.page)
  }
}

struct BareTabs: View {
  var body: some View {
    TabView {
      Text("First")
      Text("Second")
    }
  }
}

struct BadgedTabs: View {
  @State private var tab = 0
  var body: some View {
    TabView(selection: $tab) {
      Tab("Inbox", systemImage: "tray", value: 0) { Text("Inbox screen") }
        .badge(4)
      Tab("Settings", systemImage: "gear", value: 1) { Text("Settings screen") }
    }
  }
}

struct TwinPages: View {
  let page = SeenCounter()
  var body: some View {
    TabView {
      page
      page
    }
    .tabViewStyle(.page)
  }
}

struct ShrinkingPages: View {
  @State private var extra = false
  var body: some View {
    VStack {
      Button("Extra") { extra.toggle() }
      TabView {
        Text("one")
        if extra { SeenCounter() }
        Text("three")
      }
      .tabViewStyle(.page)
    }
  }
}
