import Foundation
import Testing

@testable import ViewProbe

/// iOS 17 and 18 surface found by compiling app-style code: animators, search placeholders,
/// presentation environment values, menus, hidden labels (`Tab` is tested with H06).
@MainActor
@Suite("Modern app surface", .viewProbe)
struct ModernSurfaceTests {
  @Test("a RenameButton runs the rename action set above it, and is disabled without one")
  func renameButtonRunsTheRenameAction() throws {
    let harness = ParentHarness { RenamingRow() }
    #expect(harness.visibleTexts.contains("idle"))
    try harness.find(button: "Rename").tap()
    #expect(harness.visibleTexts.contains("editing"))
    #expect(try harness.find(textField: "Name").isFocused)
    let bare = ParentHarness { RenameButton() }
    #expect(try bare.find(button: "Rename").isEnabled == false)
  }

  @Test("a dialog's icon and suppression toggle compile and keep the alert as it was (iOS)")
  func dialogIconAndSuppressionAreKept() throws {
    let harness = ParentHarness { SuppressibleEraser() }
    try harness.find(button: "Erase").tap()
    #expect(harness.texts.contains("Erase everything?"))
    #expect(harness.installedState("suppressed", in: SuppressibleEraser.self) as? Bool == false)
  }

  @Test("a tab view customization keeps visibilities and orders by ID, resets, and round-trips")
  func tabViewCustomizationStoresWhatIsSet() throws {
    var customization = TabViewCustomization()
    #expect(customization[tab: "mail"].sidebarVisibility == .automatic)
    customization[tab: "mail"].tabBarVisibility = .hidden
    customization[sidebarVisibility: "news"] = .visible
    #expect(customization[tab: "mail"].tabBarVisibility == .hidden)
    #expect(customization[tab: "news"].sidebarVisibility == .visible)
    #expect(customization[section: "rooms"].tabOrder == nil)
    let decoded = try JSONDecoder().decode(
      TabViewCustomization.self, from: JSONEncoder().encode(customization))
    #expect(decoded == customization)
    customization.resetVisibility()
    #expect(customization == TabViewCustomization())
    #expect(decoded != customization)
  }

  @Test("decision: an animator shows its first phase or initial value; its trigger changes nothing")
  func animatorsShowTheirStart() throws {
    let harness = ParentHarness { AnimatorHost() }
    let atRest = ["animate", "phase 0.25", "keyframe 2.0", "no phases", "view 0.5 0.0"]
    #expect(harness.texts == atRest)
    try harness.find(button: "animate").tap()
    #expect(harness.texts == atRest)
  }

  @Test("ContentUnavailableView.search names the search text (SwiftUI's English texts)")
  func searchPlaceholder() {
    let harness = ParentHarness {
      VStack {
        ContentUnavailableView.search(text: "tea")
        ContentUnavailableView.search
      }
    }
    #expect(
      harness.texts == [
        "No Results for “tea”", "Check the spelling or try a new search.", "No Results",
        "Check the spelling or try a new search.",
      ])
  }

  @Test(
    "D01 isPresented is true in a sheet's content only; redacted and unredacted set the reasons")
  func presentationAndRedactionEnvironment() throws {
    let harness = ParentHarness { PresentedReaderHost() }
    #expect(harness.texts.contains("outside presented: false"))
    try harness.find(button: "show").tap()
    #expect(harness.texts.contains("sheet presented: true"))
    #expect(harness.texts.contains("placeholder redacted: true"))
    #expect(harness.texts.contains("shown redacted: false"))
  }

  @Test("D01 .refreshable hands its action to the views inside as \\.refresh")
  func refreshActionInEnvironment() async {
    let refreshed = RefreshCount()
    let harness = ParentHarness { RefreshHost(refreshed: refreshed) }
    #expect(harness.texts == ["can refresh: true"])
    await harness.settle()
    #expect(await refreshed.count == 1)
  }

  @Test("D01 sizeCategory is dynamicTypeSize under its older name")
  func sizeCategoryFollowsDynamicTypeSize() {
    var environment = EnvironmentValues()
    #expect(environment.sizeCategory == .large)
    environment.dynamicTypeSize = .accessibility2
    #expect(environment.sizeCategory == .accessibilityLarge)
    #expect(environment.sizeCategory.isAccessibilityCategory)
    environment.sizeCategory = .extraSmall
    #expect(environment.dynamicTypeSize == .xSmall)
  }

  @Test("Menu(_:systemImage:) shows its title and items; ShareLink(item:preview:) its label")
  func menuWithSymbolAndSharePreview() throws {
    let harness = ParentHarness { SortMenu() }
    #expect(harness.texts.prefix(2) == ["Sort", "by name"])
    try harness.find(button: "by amount").tap()
    #expect(harness.texts.contains("sorted by amount"))
    #expect(harness.texts.contains("Share"))
  }

  @Test("a badge's count or label is a text after its view; a count of 0 or nil shows none")
  func badgesAreTexts() throws {
    let harness = ParentHarness { UnreadRows() }
    #expect(harness.texts == ["Inbox", "Drafts", "Sent", "new", "mark unread"])
    try harness.find(button: "mark unread").tap()
    try harness.find(button: "mark unread").tap()
    #expect(harness.texts == ["Inbox", "2", "Drafts", "Sent", "new", "mark unread"])
  }

  @Test("labelsHidden keeps a control's label in the tree: the control is found by it")
  func hiddenLabelsStillFind() throws {
    let harness = ParentHarness { HiddenLabelToggle() }
    let toggle = try harness.find(toggle: "Done")
    #expect(!toggle.isOn)
    toggle.tap()
    #expect(try harness.find(toggle: "Done").isOn)
  }
}

/// The tabs of an iOS 18 tab view, selected by an enum whose cases the tabs' values infer.
enum TabChoice: Int, Hashable {
  case first = 1, second, third, search
}

struct ValueTabHost: View {
  @State private var selection = TabChoice.first

  var body: some View {
    VStack {
      Text("selected \(selection.rawValue)")
      TabView(selection: $selection) {
        Tab("First", systemImage: "1.circle", value: .first) { TabCounter(name: "first") }
        Tab("Second", systemImage: "2.circle", value: .second) { TabCounter(name: "second") }
          .badge(3)
        Tab("Third", systemImage: "3.circle", value: .third) { Text("third") }
        Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) {
          Text("searching")
        }
      }
    }
  }
}

struct AnimatorHost: View {
  @State private var trigger = false

  var body: some View {
    VStack {
      Button("animate") { trigger.toggle() }
      Text("phase")
        .phaseAnimator([0.25, 1.0], trigger: trigger) { content, phase in
          Text("phase \(phase)")
        }
      Text("keyframe")
        .keyframeAnimator(initialValue: 2.0, trigger: trigger) { content, value in
          Text("keyframe \(value)")
        } keyframes: { _ in
          LinearKeyframe(3.0, duration: 0.2)
          SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
        }
      Text("no phases")
        .phaseAnimator([Double]()) { content, phase in Text("phase \(phase)") }
      KeyframeAnimator(initialValue: Bounce(), trigger: trigger) { bounce in
        Text("view \(bounce.scale) \(bounce.lift)")
      } keyframes: { _ in
        KeyframeTrack(\.scale) { CubicKeyframe(1.2, duration: 0.2) }
        KeyframeTrack(\.lift) {
          SpringKeyframe(-20, duration: 0.2)
          MoveKeyframe(0)
        }
      }
    }
  }

  struct Bounce {
    var scale = 0.5
    var lift = 0.0
  }
}

struct HiddenLabelToggle: View {
  @State private var done = false
  var body: some View { Toggle("Done", isOn: $done).labelsHidden() }
}

struct PresentationReader: View {
  let name: String
  @Environment(\.isPresented) private var isPresented
  @Environment(\.redactionReasons) private var reasons

  var body: some View {
    VStack {
      Text("\(name) presented: \(isPresented)")
      Text("\(name) redacted: \(!reasons.isEmpty)")
    }
  }
}

struct PresentedReaderHost: View {
  @State private var showing = false

  var body: some View {
    VStack {
      Button("show") { showing = true }
      PresentationReader(name: "outside")
    }
    .sheet(isPresented: $showing) {
      VStack {
        PresentationReader(name: "sheet")
        PresentationReader(name: "placeholder").redacted(reason: .placeholder)
        PresentationReader(name: "shown").unredacted().redacted(reason: .placeholder)
      }
    }
  }
}

actor RefreshCount {
  var count = 0
  func increment() { count += 1 }
}

struct RefreshReader: View {
  @Environment(\.refresh) private var refresh

  var body: some View {
    Text("can refresh: \(refresh != nil)")
      .task { await refresh?() }
  }
}

struct RefreshHost: View {
  let refreshed: RefreshCount
  var body: some View {
    List { RefreshReader() }.refreshable { await refreshed.increment() }
  }
}

struct SortMenu: View {
  @State private var order = "name"

  var body: some View {
    VStack {
      Menu("Sort", systemImage: "arrow.up.arrow.down") {
        Button("by name") { order = "name" }
        Button("by amount") { order = "amount" }
      }
      Text("sorted by \(order)")
      ShareLink(
        item: URL(string: "https://example.com")!,
        preview: SharePreview("Example", image: Image(systemName: "globe")))
    }
  }
}

private struct UnreadRows: View {
  @State private var unread = 0

  var body: some View {
    List {
      Text("Inbox").badge(unread)
      Text("Drafts").badge(nil as Text?)
      Text("Sent").badge("new")
      Button("mark unread") { unread += 1 }
    }
  }
}

/// A feed whose button scrolls it to the bottom through an iOS 18 `ScrollPosition`.
struct PositionedFeed: View {
  @State private var position = ScrollPosition(idType: Int.self)

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(0..<5, id: \.self) { Text("row \($0)") }
      }
      .scrollTargetLayout()
    }
    .scrollPosition($position)
    .containerBackground(.blue, for: .navigation)
    .safeAreaInset(edge: .bottom) {
      VStack {
        Button("Bottom") { position.scrollTo(edge: .bottom) }
        Button("Row 3") { position.scrollTo(id: 3) }
        Text(
          "edge \(position.edge.map { "\($0)" } ?? "none"), id \(position.viewID(type: Int.self) ?? -1)"
        )
      }
    }
  }
}

extension ModernSurfaceTests {
  @Test(
    "ScrollPosition keeps what the app scrolls to (an edge, a view id); nothing scrolls by itself")
  func scrollPositionKeepsItsTarget() throws {
    let harness = ParentHarness { PositionedFeed() }
    #expect(harness.texts.last == "edge none, id -1")
    try harness.find(button: "Bottom").tap()
    #expect(harness.texts.last == "edge bottom, id -1")
    try harness.find(button: "Row 3").tap()
    #expect(harness.texts.last == "edge none, id 3")
    #expect(ScrollPosition(id: 3) == ScrollPosition(id: 3, anchor: nil))
    #expect(ScrollPosition(id: 3) != ScrollPosition(id: "3"))
    #expect(!ScrollPosition(edge: .top).isPositionedByUser)
  }
}

/// A row renamed in place: its rename button focuses its field.
struct RenamingRow: View {
  @State private var name = "Draft"
  @FocusState private var editing: Bool

  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($editing)
      RenameButton()
      Text(editing ? "editing" : "idle")
    }
    .renameAction($editing)
  }
}

/// An alert with an icon and a suppression toggle (iOS ignores both), in rows inset by edge.
private struct SuppressibleEraser: View {
  @State private var asking = false
  @State private var suppressed = false

  var body: some View {
    List {
      Button("Erase") { asking = true }
        .listRowInsets(.horizontal, 24)
    }
    .alert("Erase everything?", isPresented: $asking) {
      Button("Erase", role: .destructive) {}
    }
    .dialogIcon(Image(systemName: "trash"))
    .dialogSuppressionToggle("Don't ask again", isSuppressed: $suppressed)
  }
}
