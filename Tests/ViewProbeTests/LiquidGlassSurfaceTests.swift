import Testing
import ViewProbe

/// The iOS 26 surface app code uses now: glass effects keep identity, a tab section's tabs select
/// and keep their state, a role-only button is found by its role and acts, a bottom accessory is
/// on screen, the search item stands among toolbar items, label spacing reaches a label style.
@MainActor
@Suite("iOS 26 surface: Liquid Glass, tab sections, role buttons, toolbar and label", .viewProbe)
struct LiquidGlassSurfaceTests {
  @Test("A10 a glass effect whose variant changes keeps its content's state")
  func glassEffectKeepsIdentity() throws {
    let harness = ParentHarness { GlassPanel() }
    try harness.find(button: "bump child").tap()
    try harness.find(button: "tint").tap()
    #expect(harness.texts == ["child: 1", "bump child", "tint", "now playing"])
  }

  @Test("H06 tabs inside a TabSection select and keep their state like any tab")
  func tabSectionTabsSelect() throws {
    let harness = ParentHarness { SectionedTabs() }
    try harness.find(button: "bump child").tap()
    try harness.find(button: "Lights").tap()
    #expect(harness.texts.contains("selected 2"))
    try harness.find(button: "Home").tap()
    #expect(harness.texts.contains("selected 1"))
    #expect(harness.texts.contains("child: 1"))
  }

  @Test("H05 Button(role: .close) is found by its role's name and dismisses the sheet")
  func closeRoleButtonDismisses() throws {
    let harness = ParentHarness { ContactSheetHost() }
    try harness.find(button: "New contact").tap()
    #expect(harness.texts.contains("editor"))
    try harness.find(button: "Confirm").tap()
    #expect(harness.texts.contains("saved 1"))
    try harness.find(button: "Close").tap()
    #expect(!harness.texts.contains("editor"))
  }

  @Test("A10 a safe-area bar is on screen and keeps its state; iOS 18/26 presentational modifiers")
  func safeAreaBarAndSectionIndex() throws {
    let harness = ParentHarness { IndexedContacts() }
    #expect(
      harness.texts == ["A", "Ada", "B", "Bo", "Sync", "Favorites only", "OFF", "Edge hard"])
    try harness.find(toggle: "Favorites only").toggle()
    try harness.find(button: "Edge hard").tap()
    #expect(harness.texts == ["A", "Ada", "Sync", "Favorites only", "ON", "Edge soft"])
  }

  @Test("D01 DefaultToolbarItem(kind: .search) stands among the items; the field still searches")
  func searchItemInBottomBar() throws {
    let harness = ParentHarness { PlaceSearch() }
    #expect(harness.visibleTexts.contains("Filter"))
    try harness.find(textField: "Search").setInput("ber")
    #expect(harness.texts.contains("Berlin"))
    #expect(!harness.texts.contains("Lisbon"))
  }

  @Test("D01 labelIconToTitleSpacing reaches an app's label style through the environment")
  func labelSpacingReachesAStyle() {
    let harness = ParentHarness {
      VStack {
        Label("Inbox", systemImage: "tray").labelStyle(SpacedLabelStyle())
        Label("Sent", systemImage: "paperplane").labelStyle(SpacedLabelStyle())
          .labelIconToTitleSpacing(2)
      }
      .listSectionMargins(.horizontal, 12)
    }
    #expect(harness.texts == ["Inbox", "spaced 8", "Sent", "spaced 2"])
  }

  @Test("D01 buttonSizing reaches an app's button style below it, and follows a change")
  func buttonSizingReachesAStyle() throws {
    let harness = ParentHarness { SizedButtons() }
    #expect(harness.texts == ["Save", "(automatic)", "Share", "(flexible)", "wide"])
    try harness.find(button: "wide").tap()
    #expect(harness.texts == ["Save", "(automatic)", "Share", "(fitted)", "narrow"])
  }
}

/// Two buttons drawn by an app's style; the second under a sizing the app toggles.
private struct SizedButtons: View {
  @State private var wide = true

  var body: some View {
    VStack {
      Button("Save") {}.buttonStyle(SizeAwareButtonStyle())
      Button("Share") {}.buttonStyle(SizeAwareButtonStyle())
        .buttonSizing(wide ? .flexible : .fitted)
      Button(wide ? "wide" : "narrow") { wide.toggle() }
    }
  }
}

/// An app's button style that shows the sizing it was asked for.
private struct SizeAwareButtonStyle: ButtonStyle {
  @Environment(\.buttonSizing) private var sizing

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(sizing == .flexible ? "(flexible)" : sizing == .fitted ? "(fitted)" : "(automatic)")
    }
  }
}

private struct IndexedContacts: View {
  @State private var favoritesOnly = false
  @State private var hardEdge = true

  var body: some View {
    List {
      Section("A") { Text("Ada") }
        .sectionIndexLabel("A")
      if !favoritesOnly {
        Section("B") { Text("Bo") }
          .sectionIndexLabel(Text("B"))
      }
    }
    .listSectionIndexVisibility(.visible)
    .scenePadding(.minimum, edges: .horizontal)
    .labelsVisibility(.visible)
    .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
    .menuActionDismissBehavior(.disabled)
    .writingToolsBehavior(.limited)
    .textEditorStyle(.plain)
    .findDisabled()
    .onScrollTargetVisibilityChange(idType: String.self) { _ in favoritesOnly = true }
    .toolbar {
      ToolbarItem(placement: .primaryAction) { Text("Sync") }
        .sharedBackgroundVisibility(.hidden)
    }
    .scrollEdgeEffectStyle(hardEdge ? .hard : .soft, for: .top)
    .scrollEdgeEffectHidden(false, for: .bottom)
    .safeAreaBar(edge: .bottom) {
      HStack {
        Toggle("Favorites only", isOn: $favoritesOnly)
        Text(favoritesOnly ? "ON" : "OFF")
        Button(hardEdge ? "Edge hard" : "Edge soft") { hardEdge.toggle() }
      }
    }
  }
}

private struct GlassPanel: View {
  @State private var tinted = false

  var body: some View {
    GlassEffectContainer(spacing: 20) {
      CounterChild()
        .padding()
        .glassEffect(tinted ? .regular.tint(.orange).interactive() : .clear, in: .rect)
      Button("tint") { tinted.toggle() }
        .buttonStyle(.glassProminent)
    }
    .backgroundExtensionEffect()
    .tabViewBottomAccessory { Text("now playing") }
    .tabBarMinimizeBehavior(.onScrollDown)
  }
}

private enum Room: Int, Hashable {
  case home = 1, lights
}

private struct SectionedTabs: View {
  @State private var selection = Room.home

  var body: some View {
    VStack {
      Text("selected \(selection.rawValue)")
      TabView(selection: $selection) {
        Tab("Home", systemImage: "house", value: .home) { CounterChild() }
        TabSection("Rooms") {
          Tab("Lights", systemImage: "lightbulb", value: .lights) { Text("lights") }
        }
      }
    }
  }
}

private struct ContactEditor: View {
  @Environment(\.dismiss) private var dismiss
  let save: () -> Void

  var body: some View {
    NavigationStack {
      Text("editor")
        .toolbar {
          Button(role: .close) { dismiss() }
          ToolbarSpacer(.fixed)
          Button(role: .confirm) { save() }
            .buttonStyle(.glass)
        }
    }
  }
}

private struct ContactSheetHost: View {
  @State private var editing = false
  @State private var saves = 0

  var body: some View {
    VStack {
      Text("saved \(saves)")
      Button("New contact") { editing = true }
    }
    .sheet(isPresented: $editing) { ContactEditor { saves += 1 } }
  }
}

/// An app's label style that honours the spacing set above it, with its own default.
private struct SpacedLabelStyle: LabelStyle {
  @Environment(\.labelIconToTitleSpacing) private var spacing

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: spacing ?? 8) {
      configuration.icon
      configuration.title
      Text("spaced \(Int(spacing ?? 8))")
    }
  }
}

private struct PlaceSearch: View {
  @State private var query = ""
  private let places = ["Berlin", "Lisbon"]

  var body: some View {
    NavigationStack {
      List(places.filter { query.isEmpty || $0.localizedStandardContains(query) }, id: \.self) {
        Text($0)
      }
      .searchable(text: $query)
      .toolbar {
        ToolbarItem(placement: .bottomBar) { Button("Filter") {} }
        DefaultToolbarItem(kind: .search, placement: .bottomBar)
      }
    }
  }
}
