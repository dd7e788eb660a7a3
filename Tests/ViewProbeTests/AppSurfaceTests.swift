import Foundation
import Testing
import ViewProbe

/// The app surface that carries behaviour: timers and timelines on the harness's clock,
/// namespaces, scaled metrics, scene storage, colour pickers and destinations pushed by a binding.
@MainActor
@Suite("App surface with behaviour", .viewProbe)
struct AppSurfaceTests {
  @Test("a Timer.publish timer received by a view ticks once per interval the clock passes")
  func timerTicksWithTheClock() throws {
    let harness = ParentHarness { Countdown() }
    #expect(harness.texts.contains("left 10"))
    harness.advanceTime(by: 0.5)
    #expect(harness.texts.contains("left 10"))
    harness.advanceTime(by: 2.5)
    #expect(harness.texts.contains("left 7"))
    #expect(harness.bodyCount(of: Countdown.self) == 4)
    try harness.find(button: "Stop").tap()
    harness.advanceTime(by: 5)
    #expect(harness.texts.contains("left 7"))
  }

  @Test("each tick's action sees the tick's date, in order with other timers")
  func ticksCarryTheirDates() {
    let harness = ParentHarness { TwoTimers() }
    let start = harness.now
    harness.advanceTime(by: 3)
    #expect(harness.now == start.addingTimeInterval(3))
    #expect(harness.texts == ["ticks 1.0-1.5-2.0-3.0-3.0"])
  }

  @Test("a timer that would tick more than 10,000 times in one step is refused, not run")
  func tooManyTicksAreRefused() {
    let harness = ParentHarness { Countdown(every: 0.001) }
    expectIssue(startingWith: "advanceTime(by: 60.0) would run more than 10000 timer") {
      harness.advanceTime(by: 60)
    }
  }

  @Test("a timer of interval zero ticks every 0.0001 seconds, as Foundation's Timer does")
  func zeroIntervalTicksAtTimersMinimum() {
    let harness = ParentHarness { Countdown(every: 0) }
    harness.advanceTime(by: 0.000_35)
    #expect(harness.texts.contains("left 7"))
    expectIssue(startingWith: "advanceTime(by: 2.0) would run more than 10000 timer") {
      harness.advanceTime(by: 2)
    }
  }

  @Test("a TimelineView shows the latest entry at the clock and keeps its content's state")
  func timelineFollowsTheClock() throws {
    let harness = ParentHarness { Ticker() }
    let first = try #require(harness.texts.first)
    try harness.find(button: "bump").tap()
    harness.advanceTime(by: 2)
    #expect(harness.texts.first != first)
    #expect(harness.texts.contains("bumped 1"))
    #expect(harness.bodyCount(of: TickerLabel.self) == 3)
  }

  @Test("E02 a @Namespace ID is stable per identity: a child taking it skips its body")
  func e02_namespaceIsStable() {
    // The owner holds a closure, so its body runs on every parent re-render (E04).
    let harness = ParentHarness { NamespaceOwner(onTap: {}) }
    harness.reRender()
    harness.reRender()
    #expect(harness.bodyCount(of: NamespaceOwner.self) == 3)
    #expect(harness.bodyCount(of: NamespaceChild.self) == 1)
  }

  @Test("A02 one view value shown twice: two namespaces; a timer both receive ticks both once")
  func a02_namespaceAndTimerOfAValueShownTwice() {
    let reporter = NamespaceReporter()
    let harness = ParentHarness {
      let value = NamespaceReporter.View(reporter: reporter)
      VStack {
        value
        value
      }
    }
    #expect(reporter.ids.count == 2)
    #expect(Set(reporter.ids).count == 2)
    harness.advanceTime(by: 1)
    #expect(harness.texts == ["ticks 1", "ticks 1"])
  }

  @Test("D03 @ScaledMetric scales with the Dynamic Type size and re-renders when it changes")
  func d03_scaledMetric() {
    let harness = ThemedHarness(\.dynamicTypeSize, theme: .large) { IconSize() }
    #expect(harness.harness.texts == ["icon 34"])
    harness.set(.accessibility1)
    #expect(harness.harness.texts == ["icon 56"])
  }

  @Test("D03 a layout that stacks for accessibility sizes switches when the size crosses into them")
  func d03_accessibilitySizeSwitchesLayout() {
    let harness = ThemedHarness(\.dynamicTypeSize, theme: .xxxLarge) { StackingHeader() }
    #expect(harness.harness.texts == ["side by side", "Ada"])
    harness.set(.accessibility1)
    #expect(harness.harness.texts == ["stacked", "Ada"])
    harness.set(.accessibility5)
    #expect(harness.harness.texts == ["stacked", "Ada"])
    harness.set(.large)
    #expect(harness.harness.texts == ["side by side", "Ada"])
  }

  @Test("D01 a ThemedHarness moves its clock itself: a timer ticks only while the scene is active")
  func d01_themedHarnessDrivesATimer() async {
    let harness = ThemedHarness(\.scenePhase, theme: .active) { ActiveCountdown() }
    harness.advanceTime(by: 3)
    #expect(harness.texts == ["7 left"])
    harness.set(.background)
    harness.advanceTime(by: 3)
    #expect(harness.texts == ["7 left"])
    harness.set(.active)
    harness.advanceTime(by: 2)
    await harness.settle()
    #expect(harness.texts == ["5 left"])
  }

  @Test("@SceneStorage is shared by the views of one harness and never between harnesses")
  func sceneStorageIsPerHarness() throws {
    let first = ParentHarness {
      VStack {
        SceneTab()
        SceneTabReader()
      }
    }
    try first.find(button: "next").tap()
    #expect(first.texts == ["tab 1", "next", "reader 1"])
    let second = ParentHarness { SceneTabReader() }
    #expect(second.texts == ["reader 0"])
  }

  @Test("a ColorPicker writes the colour a test sets")
  func colorPickerSetsItsBinding() throws {
    let harness = ParentHarness { Swatch() }
    try harness.find(colorPicker: "Tint").setValue(Color.red)
    #expect(harness.texts.contains("tint \(Color.red)"))
  }

  @Test("H01 H05 navigationDestination(isPresented:) pushes while true; dismiss pops it")
  func h05_destinationPushedByABinding() throws {
    let harness = ParentHarness { PushByFlag() }
    try harness.find(button: "Open").tap()
    try harness.find(button: "bump detail").tap()
    #expect(harness.texts.contains("detail 1"))
    try harness.find(button: "Back").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("detail") })
    #expect(harness.texts.contains("open false"))
    try harness.find(button: "Open").tap()
    #expect(harness.texts.contains("detail 0"))
  }

  @Test("H02 navigationDestination(item:): another item is a new destination with fresh state")
  func h02_destinationForAnItem() throws {
    let harness = ParentHarness { PushByItem() }
    try harness.find(button: "Show 1").tap()
    try harness.find(button: "bump detail").tap()
    #expect(harness.texts.contains("item 1, detail 1"))
    try harness.find(button: "Show 2").tap()
    #expect(harness.texts.contains("item 2, detail 0"))
  }

  @Test("a printf specifier formats the value; an inline image adds no text")
  func specifierFormats() {
    let harness = ParentHarness {
      VStack {
        Text("total \(12.345, specifier: "%.2f")")
        Text("Tap \(Image(systemName: "plus")) to add")
        Text(Image(systemName: "star")) + Text(" 4.5")
      }
    }
    #expect(harness.texts == ["total 12.35", "Tap  to add", " 4.5"])
  }

  @Test("a Menu is a button: a tap on its label runs its primaryAction; its items take their own")
  func menuPrimaryAction() throws {
    let harness = ParentHarness { QuickSortMenu() }
    try harness.find(button: "Sort").tap()
    #expect(harness.texts.first == "sorted 1, by name")
    try harness.find(text: "Sort").tap()
    #expect(harness.texts.first == "sorted 2, by name", "a tap on the label is the menu's")
    try harness.find(button: "By Date").tap()
    #expect(harness.texts.first == "sorted 2, by date", "an item is not the primary action")
    expectIssue(
      startingWith: "tap() on the Button \"Filter\" found a Menu with no primaryAction: a tap "
        + "opens it"
    ) {
      try? harness.find(button: "Filter").tap()
    }
    expectIssue(startingWith: "tap() on the Text \"Filter note\"") {
      try? harness.find(text: "Filter note").tap()
    }
    #expect(harness.texts.first == "sorted 2, by date")
  }

  @Test("a ShareLink is a button whose value is what it shares; a tap hands it to the share sheet")
  func shareLinkSharesItsItem() throws {
    let note = URL(string: "https://notes.example/42")!
    let harness = ParentHarness {
      VStack {
        ShareLink(item: note)
        ShareLink("Send", item: "Buy milk", subject: Text("List"), message: Text("Tonight"))
        ShareLink("Both", items: ["a", "b"])
      }
    }
    #expect(try harness.find(button: "Share").value as? URL == note)
    #expect(try harness.find(button: "Send").value as? String == "Buy milk")
    #expect(harness.sharedContent.isEmpty)
    try harness.find(button: "Send").tap()
    try harness.find(button: "Share").tap()
    try harness.find(button: "Both").tap()
    let shared = harness.sharedContent
    #expect(shared.count == 3)
    #expect(shared.first?.items.first as? String == "Buy milk")
    #expect(shared.first?.subject == "List" && shared.first?.message == "Tonight")
    #expect(shared.dropFirst().first?.items.first as? URL == note)
    #expect(shared.dropFirst().first?.subject == nil)
    #expect(shared.last?.items.compactMap { $0 as? String } == ["a", "b"])
  }

  @Test("H04 H06 deliverURL runs every onOpenURL handler: a deep link selects a tab and pushes")
  func deepLinkThroughOnOpenURL() throws {
    let harness = ParentHarness { DeepLinkedApp() }
    harness.deliverURL(URL(string: "recipes://recipe/42")!)
    #expect(harness.texts.contains("recipe 42"))
    #expect(harness.installedState("tab", in: DeepLinkedApp.self) as? String == "recipes")
    #expect(harness.texts.contains("links 1"), "the handler in the other tab ran too")
    try harness.find(button: "Back").tap()
    #expect(!harness.texts.contains("recipe 42"))
    let bare = ParentHarness { Text("no handler") }
    expectIssue(startingWith: "deliverURL(recipes://recipe/1) found no onOpenURL handler") {
      bare.deliverURL(URL(string: "recipes://recipe/1")!)
    }
  }
}

/// A deep-linked app: the recipes tab routes `recipes://recipe/<id>` by pushing the id; the
/// settings tab counts the links it saw.
private struct DeepLinkedApp: View {
  @State private var tab = "settings"
  @State private var path: [Int] = []
  @State private var links = 0

  var body: some View {
    TabView(selection: $tab) {
      NavigationStack(path: $path) {
        Text("recipes")
          .navigationDestination(for: Int.self) { id in
            Text("recipe \(id)")
            Button("Back") { path.removeLast() }
          }
      }
      .onOpenURL { url in
        guard url.host == "recipe", let id = Int(url.lastPathComponent) else { return }
        tab = "recipes"
        path = [id]
      }
      .tabItem { Label("Recipes", systemImage: "book") }
      .tag("recipes")
      Text("links \(links)")
        .onOpenURL { _ in links += 1 }
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag("settings")
    }
  }
}

/// A sort menu with a primary action (the quick sort), and a plain filter menu.
private struct QuickSortMenu: View {
  @State private var sorts = 0
  @State private var key = "name"

  var body: some View {
    Text("sorted \(sorts), by \(key)")
    Menu("Sort", systemImage: "arrow.up.arrow.down") {
      Button("By Date") { key = "date" }
    } primaryAction: {
      sorts += 1
    }
    Menu("Filter") {
      Text("Filter note")
    }
  }
}

struct Countdown: View {
  var every: TimeInterval = 1
  @State private var left = 10
  @State private var timer: Publishers.Autoconnect<Timer.TimerPublisher>

  init(every: TimeInterval = 1) {
    self.every = every
    _timer = State(initialValue: Timer.publish(every: every, on: .main, in: .common).autoconnect())
  }

  var body: some View {
    VStack {
      Text("left \(left)")
      Button("Stop") { timer.upstream.connect().cancel() }
    }
    .onReceive(timer) { _ in left -= 1 }
  }
}

struct TwoTimers: View {
  @State private var log: [String] = []
  @State private var start = Date()
  let slow = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  let fast = Timer.publish(every: 1.5, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("ticks \(log.joined(separator: "-"))")
      .onReceive(slow) { date in log.append(seconds(date)) }
      .onReceive(fast) { date in log.append(seconds(date)) }
  }

  /// Seconds since the view was made, to one decimal.
  private func seconds(_ date: Date) -> String {
    String(format: "%.1f", date.timeIntervalSince(start))
  }
}

struct ActiveCountdown: View {
  @Environment(\.scenePhase) private var scenePhase
  @State private var left = 10
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("\(left) left")
      .onReceive(timer) { _ in
        if scenePhase == .active { left -= 1 }
      }
  }
}

struct TickerLabel: View {
  let date: Date
  var body: some View { Text("at \(date.timeIntervalSinceReferenceDate)") }
}

struct Ticker: View {
  @State private var bumps = 0
  var body: some View {
    TimelineView(.periodic(from: .now, by: 1)) { context in
      VStack {
        TickerLabel(date: context.date)
        Text("bumped \(bumps)")
        Button("bump") { bumps += 1 }
      }
    }
  }
}

struct NamespaceChild: View {
  let namespace: Namespace.ID
  var body: some View { Text("child").matchedGeometryEffect(id: "card", in: namespace) }
}

struct NamespaceOwner: View {
  let onTap: () -> Void
  @Namespace private var namespace
  var body: some View { NamespaceChild(namespace: namespace) }
}

struct IconSize: View {
  @ScaledMetric private var size: CGFloat = 34
  var body: some View { Text("icon \(Int(size.rounded()))") }
}

struct StackingHeader: View {
  @Environment(\.dynamicTypeSize) private var typeSize
  var body: some View {
    let layout =
      typeSize.isAccessibilitySize
      ? AnyLayout(VStackLayout(spacing: 8)) : AnyLayout(HStackLayout(spacing: 16))
    layout {
      Text(typeSize.isAccessibilitySize ? "stacked" : "side by side")
      Text("Ada")
    }
  }
}

struct SceneTab: View {
  @SceneStorage("tab") private var tab = 0
  var body: some View {
    VStack {
      Text("tab \(tab)")
      Button("next") { tab += 1 }
    }
  }
}

struct SceneTabReader: View {
  @SceneStorage("tab") private var tab = 0
  var body: some View { Text("reader \(tab)") }
}

struct Swatch: View {
  @State private var tint = Color.blue
  var body: some View {
    VStack {
      ColorPicker("Tint", selection: $tint)
      Text("tint \(tint)")
    }
  }
}

struct FlagDetail: View {
  @Environment(\.dismiss) private var dismiss
  @State private var bumps = 0
  var body: some View {
    VStack {
      Text("detail \(bumps)")
      Button("bump detail") { bumps += 1 }
      Button("Back") { dismiss() }
    }
  }
}

struct PushByFlag: View {
  @State private var isOpen = false
  var body: some View {
    NavigationStack {
      VStack {
        Button("Open") { isOpen = true }
        Text("open \(isOpen)")
      }
      .navigationDestination(isPresented: $isOpen) { FlagDetail() }
    }
  }
}

struct ItemDetail: View {
  let item: Int
  @State private var bumps = 0
  var body: some View {
    VStack {
      Text("item \(item), detail \(bumps)")
      Button("bump detail") { bumps += 1 }
    }
  }
}

struct PushByItem: View {
  @State private var item: Int?
  var body: some View {
    NavigationStack {
      VStack {
        Button("Show 1") { item = 1 }
      }
      .navigationDestination(item: $item) { shown in
        VStack {
          ItemDetail(item: shown)
          Button("Show \(shown + 1)") { item = shown + 1 }
        }
      }
    }
  }
}

/// Collects the namespace IDs the views it hands out were given.
@MainActor
final class NamespaceReporter {
  var ids: [Namespace.ID] = []

  struct View: ViewProbe.View {
    let reporter: NamespaceReporter
    @Namespace private var namespace
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some ViewProbe.View {
      Text("ticks \(ticks)")
        .onAppear { reporter.ids.append(namespace) }
        .onReceive(timer) { _ in ticks += 1 }
    }
  }
}

@Suite("Foundation through import ViewProbe")
struct FoundationThroughViewProbeTests {
  @Test("ListFormatter joins as Foundation's list style does, formatting items with its formatter")
  func listFormatterJoins() {
    let joined = ["Ada", "Grace", "Hedy"].formatted(.list(type: .and))
    #expect(ListFormatter.localizedString(byJoining: ["Ada", "Grace", "Hedy"]) == joined)
    let formatter = ListFormatter()
    let numbers = NumberFormatter()
    numbers.minimumFractionDigits = 1
    formatter.itemFormatter = numbers
    #expect(formatter.string(from: [1, 2]) == ["1.0", "2.0"].formatted(.list(type: .and)))
    #expect(formatter.string(for: "not a list") == nil)
  }

  @Test("a person's name is written in the four styles, given name first")
  func personNameFormatted() {
    var name = PersonNameComponents()
    name.namePrefix = "Dr."
    name.givenName = "Grace"
    name.middleName = "Brewster"
    name.familyName = "Hopper"
    name.nickname = "Amazing Grace"
    #expect(name.formatted() == "Grace Hopper")
    #expect(name.formatted(.name(style: .long)) == "Dr. Grace Brewster Hopper")
    #expect(name.formatted(.name(style: .short)) == "Amazing Grace")
    #expect(name.formatted(.name(style: .abbreviated)) == "GH")
    #expect(PersonNameComponents().formatted().isEmpty)
  }

  @Test("RelativeDateTimeFormatter says a date relative to another in words, in its styles")
  func relativeDateTimeFormatter() {
    let formatter = RelativeDateTimeFormatter()
    formatter.locale = Locale(identifier: "en_US")
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now)
        == "2 hours ago")
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(3 * 86_400), relativeTo: now)
        == "in 3 days")
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now)
        == "1 day ago")
    formatter.dateTimeStyle = .named
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now)
        == "yesterday")
    formatter.dateTimeStyle = .numeric
    formatter.unitsStyle = .spellOut
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now)
        == "two hours ago")
    formatter.unitsStyle = .short
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "2 hr. ago")
    formatter.locale = Locale(identifier: "de_DE")
    formatter.unitsStyle = .full
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now)
        == "vor 2 Stunden")
    #expect(formatter.string(for: "not a date") == nil)
  }

  @Test("the user's directories are URL statics, each its own folder")
  func userDirectories() {
    #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    #expect(URL.cachesDirectory != URL.documentsDirectory)
    #expect(URL.applicationSupportDirectory.isFileURL)
  }
}

@Suite("Scroll phases")
struct ScrollPhaseSurfaceTests {
  @Test("a scroll phase says whether it moves; a velocity is a Core Graphics vector")
  func scrollPhases() {
    #expect(!ScrollPhase.idle.isScrolling)
    #expect(ScrollPhase.decelerating.isScrolling)
    let velocity = CGVector(dx: 1, dy: 2.5)
    #expect(velocity.dy == 2.5 && CGVector.zero.dx == 0)
  }
}
