import Testing
import ViewProbe

@MainActor
@Suite("Presentation, navigation, focus, tasks, preferences (H01–H09)", .viewProbe)
struct PresentationTests {
  @Test(
    "H01 rows whose sheets share one Bool: each sheet is up here, and a warning says a device shows one",
    .viewProbe(allowing: "Two presentations are up at once from one screen"))
  func h01_sheetsUpAtOnceFromOneScreenWarn() throws {
    let harness = ParentHarness { SharedFlagRows() }
    try harness.find(button: "Details 2").tap()
    #expect(harness.texts.contains("Detail 1") && harness.texts.contains("Detail 2"))
    #expect(
      harness.warnings == [
        "Two presentations are up at once from one screen: the sheet presented on SharedFlagRows "
          + "› VStack › HStack (row id 1) and the sheet presented on SharedFlagRows › "
          + "VStack › HStack (row id 2). A device presents one at a time from a screen "
          + "(the other waits or is dropped), while here both are in the tree: a row's button can "
          + "show another row's sheet. Drive the screen's presentations from one state "
          + "(sheet(item:) with the row's item)."
      ])
  }

  @Test("H01 a sheet presented from inside another sheet is stacked on it: no warning")
  func h01_sheetOverASheetIsNotAConflict() throws {
    let harness = ParentHarness { SheetOverSheet() }
    try harness.find(button: "Open").tap()
    try harness.find(button: "Open inner").tap()
    #expect(harness.texts.contains("inner"))
    #expect(harness.warnings.isEmpty)
  }

  @Test("H01 a sheet's content lives while its binding is true; dismissing destroys its state")
  func h01_sheetStateEndsWithDismissal() throws {
    let harness = ParentHarness { SheetHost() }
    try harness.find(button: "Show").tap()
    try harness.find(button: "bump sheet").tap()
    #expect(harness.texts.contains("sheet: 1"))
    try harness.find(button: "Close").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("sheet:") })
    try harness.find(button: "Show").tap()
    #expect(harness.texts.contains("sheet: 0"))
  }

  @Test("H02 sheet(item:): a new item id is a new sheet with fresh state; nil dismisses")
  func h02_sheetItemIdentity() throws {
    let harness = ParentHarness { ItemSheetHost() }
    try harness.find(button: "Open 1").tap()
    try harness.find(button: "bump sheet").tap()
    #expect(harness.texts.contains("sheet: 1"))
    try harness.find(button: "Open 2").tap()
    #expect(harness.texts.contains("item 2"))
    #expect(harness.texts.contains("sheet: 0"))
    try harness.find(button: "Clear").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("item ") })
  }

  @Test("H03 alert(_:item:) and confirmationDialog(_:item:) are up while the item is there")
  func itemAlertsFollowTheirItem() throws {
    let harness = ParentHarness { TrashCan() }
    try harness.find(button: "Remove Draft").tap()
    #expect(harness.visibleTexts == ["Remove", "It goes to the trash.", "Remove", "Cancel"])
    try harness.find(button: "Remove").tap()
    #expect(harness.visibleTexts == ["removed Draft", "Remove Draft", "Empty trash"])
    try harness.find(button: "Empty trash").tap()
    #expect(harness.visibleTexts.contains("Empty 1 item(s)"))
    try harness.find(button: "Keep").tap()
    #expect(!harness.visibleTexts.contains("Empty 1 item(s)"))
    try harness.find(button: "Empty trash").tap()
    try harness.find(button: "Empty 1 item(s)").tap()
    #expect(harness.visibleTexts == ["emptied", "Remove Draft", "Empty trash"])
  }

  @Test("H03 an alert with a destructive action and none to cancel gets the system's Cancel")
  func h03_destructiveAlertGetsCancel() throws {
    let harness = ParentHarness { DeleteConfirmation() }
    try harness.find(button: "Delete all").tap()
    #expect(harness.visibleTexts == ["Delete all?", "Delete", "Cancel"])
    try harness.find(button: "Cancel").tap()
    #expect(harness.texts.contains("items 3"))
    #expect(!harness.texts.contains("Delete all?"))
    try harness.find(button: "Remove one").tap()
    #expect(harness.visibleTexts == ["Remove one?", "Remove", "Keep"], "a cancel of its own")
    try harness.find(button: "Remove").tap()
    #expect(harness.texts.contains("items 2"))
  }

  @Test("H03 an alert or a dialog without actions gets the system's OK, which dismisses it")
  func h03_noActionsGetsOK() throws {
    let harness = ParentHarness { BareAlerts() }
    try harness.find(button: "Save").tap()
    #expect(harness.visibleTexts == ["Saved", "OK"])
    try harness.find(button: "OK").tap()
    #expect(harness.texts.contains("alert false"))
    try harness.find(button: "Share").tap()
    #expect(harness.visibleTexts == ["Shared", "OK"])
    try harness.find(button: "OK").tap()
    #expect(harness.texts.contains("dialog false"))
  }

  @Test("H03 an alert's or a dialog's button runs its action and dismisses by writing the binding")
  func h03_alertButtonsDismiss() throws {
    let harness = ParentHarness { AlertHost() }
    #expect(!harness.texts.contains("Delete everything?"))
    try harness.find(button: "Delete").tap()
    #expect(harness.texts.contains("Delete everything?"))
    #expect(harness.texts.contains("This cannot be undone."))
    try harness.find(button: "Confirm").tap()
    #expect(harness.texts.contains("deleted 1"))
    #expect(!harness.texts.contains("Delete everything?"))
    try harness.find(button: "Options").tap()
    try harness.find(button: "Cancel").tap()
    #expect(!harness.texts.contains("Choose"))
    #expect(harness.texts.contains("deleted 1"))
  }

  @Test(
    "H03 alert(presenting:) shows only with its data; alert(item:) and actionSheet clear on a tap")
  func h03_presentingDataAndLegacyForms() throws {
    let harness = ParentHarness { DataAlertHost() }
    try harness.find(button: "Ask without data").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("Remove") })
    try harness.find(button: "Ask about Tea").tap()
    #expect(harness.texts.contains("Remove Tea?"))
    try harness.find(button: "Remove").tap()
    #expect(harness.texts.contains("removed Tea"))
    #expect(!harness.texts.contains("Remove Tea?"))

    try harness.find(button: "Warn about 3").tap()
    #expect(harness.texts.contains("Item 3 is locked"))
    try harness.find(button: "OK").tap()
    #expect(!harness.texts.contains("Item 3 is locked"))
    #expect(harness.texts.contains("warning: none"))

    try harness.find(button: "More").tap()
    #expect(harness.texts.contains("Actions"))
    #expect(harness.texts.contains("Share"))
    try harness.find(button: "Share").tap()
    #expect(harness.texts.contains("shared 1"))
    #expect(!harness.texts.contains("Actions"))
  }

  @Test("H03 a confirmation dialog draws its title only with titleVisibility: .visible")
  func h03_dialogTitleOnlyWhenVisible() throws {
    let harness = ParentHarness { DialogTitles() }
    try harness.find(button: "Clear").tap()
    #expect(harness.visibleTexts == ["Clear All", "Cancel"], "automatic: no title on iPhone")
    #expect(harness.texts.contains("Clear 3 downloads?"), "the title is in the tree all the same")
    try harness.find(button: "Clear All").tap()
    #expect(harness.texts.contains("files 0"))
    try harness.find(button: "Options for report.pdf").tap()
    #expect(harness.visibleTexts == ["report.pdf", "12 KB", "Share", "Cancel"])
    try harness.find(button: "Cancel").tap()
    try harness.find(button: "Storage").tap()
    #expect(harness.visibleTexts == ["Cached: 40 MB", "Empty cache", "Cancel"], "hidden, message")
    try harness.find(button: "Empty cache").tap()
    try harness.find(button: "Rename").tap()
    #expect(harness.visibleTexts == ["Rename report.pdf", "Names are unique.", "Save", "Cancel"])
  }

  @Test("H04 NavigationStack(path:) over an array: appending pushes, removing pops and ends state")
  func h04_typedPathIsTheStack() throws {
    let harness = ParentHarness { RouteHost() }
    try harness.find(button: "Push 7").tap()
    try harness.find(button: "bump route 7").tap()
    #expect(harness.texts.contains("route 7: 1"))
    try harness.find(button: "Push 8").tap()
    #expect(harness.texts.contains("route 8: 0"))
    #expect(harness.texts.contains("route 7: 1"))
    try harness.find(button: "Pop").tap()
    try harness.find(button: "Pop").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("route ") })
    try harness.find(button: "Push 7").tap()
    #expect(harness.texts.contains("route 7: 0"))
    try harness.find(navigationLink: "Link 9").tap()
    #expect(harness.texts.contains("path [7, 9]"))
  }

  @Test("H05 dismiss pops a pushed view, and dismisses a sheet")
  func h05_dismissPopsAndDismisses() throws {
    let harness = ParentHarness { RouteHost() }
    try harness.find(button: "Push 7").tap()
    try harness.find(button: "dismiss 7").tap()
    #expect(harness.texts.contains("path []"))
    let sheet = ParentHarness { SheetHost() }
    try sheet.find(button: "Show").tap()
    try sheet.find(button: "Close").tap()
    #expect(!sheet.texts.contains { $0.hasPrefix("sheet:") })
  }

  @Test(
    "H06 a tab keeps its state while another is selected; its tab item selects it",
    arguments: [false, true])
  func h06_tabsKeepStateAndSelect(iOS18Tabs: Bool) throws {
    let harness = ParentHarness {
      if iOS18Tabs { AnyView(ValueTabHost()) } else { AnyView(TabHost()) }
    }
    try harness.find(button: "bump first").tap()
    try harness.find(button: "Second").tap()
    #expect(harness.texts.contains("selected 2"))
    try harness.find(button: "First").tap()
    #expect(harness.texts.contains("selected 1"))
    #expect(harness.texts.contains("first: 1"))
    if iOS18Tabs {
      try harness.find(button: "Search").tap()
      #expect(harness.texts.contains("selected 4"))
      #expect(harness.texts.contains("3"), "the second tab's badge")
    }
  }

  @Test("H07 .task(id:) cancels the running task and starts anew when the id changes")
  func h07_taskRestartsOnNewID() async throws {
    let log = EventLog()
    let harness = ParentHarness { TaskHost(log: log) }
    await harness.settle()
    try harness.find(button: "next").tap()
    await harness.settle()
    #expect(log.entries == ["start 0", "end 0", "start 1", "end 1"])
  }

  @Test("H07 .task(id:) cancels a task still running when the id changes; removal cancels the next")
  func h07_newIDCancelsTheRunningTask() async throws {
    let log = EventLog()
    let harness = ParentHarness { SleepingTaskHost(log: log) }
    try harness.find(button: "next").tap()
    try harness.find(button: "remove").tap()
    await harness.settle()
    #expect(
      Set(log.entries) == ["start 0", "cancelled 0", "start 1", "cancelled 1"],
      "each task was cancelled, none slept to its end")
  }

  @Test("H01 a sheet attached to a Menu's item is never presented: a warning says why")
  func h01_sheetAmongMenuItemsIsLost() throws {
    let harness = ParentHarness { ShareMenu() }
    try harness.find(button: "Share").tap()
    #expect(!harness.texts.contains("share sheet"), "a device never presents it")
    harness.expectWarning(
      "The sheet attached at ShareMenu › Menu › Button is among a Menu's items, which the system "
        + "draws from each item's label and action alone: it is never presented")
    try harness.find(button: "Export").tap()
    #expect(harness.visibleTexts == ["export sheet"], "a sheet on the Menu itself is presented")
  }

  @Test("H03 an alert inside swipe actions, a dialog inside a context menu: never presented")
  func h03_alertsAmongSystemDrawnItemsAreLost() throws {
    let harness = ParentHarness { RowWithActions() }
    try harness.find(button: "Delete").tap()
    harness.expectWarning("The alert “Delete the note?” attached at RowWithActions")
    try harness.find(button: "Archive").tap()
    harness.expectWarning("The confirmationDialog “Archive the note?” attached at RowWithActions")
    #expect(harness.visibleTexts == ["note"])
    try harness.find(button: "Pin").tap()
    #expect(harness.visibleTexts == ["Pin the note?", "OK"], "one on the row is presented")
  }

  @Test("H08 focus state and .focused are two-way")
  func h08_focusIsTwoWay() throws {
    let harness = ParentHarness { FocusHost() }
    #expect(harness.texts.contains("focus none"))
    try harness.find(button: "Focus email").tap()
    #expect(harness.texts.contains("focus email"))
    #expect(try harness.find(textField: "Email").isFocused)
    try harness.find(textField: "Name").focus()
    #expect(harness.texts.contains("focus name"))
    try harness.find(textField: "Email").setInput("a@b.c")
    #expect(harness.texts.contains("focus email"))
  }

  @Test("H09 preferences flow up, reduced in tree order; onPreferenceChange runs on a change")
  func h09_preferencesFlowUp() throws {
    let harness = ParentHarness { PreferenceHost() }
    #expect(harness.texts.contains("titles: a, b"))
    try harness.find(button: "Add c").tap()
    #expect(harness.texts.contains("titles: a, b, c"))
    let before = harness.bodyCount(of: PreferenceHost.self)
    harness.reRender()
    #expect(harness.bodyCount(of: PreferenceHost.self) == before)
  }
}

// MARK: - Views for these tests

/// Alerts and dialogs about a value an optional binding holds.
private struct TrashCan: View {
  struct Note: Identifiable {
    let id: Int
    let title: String
  }
  @State private var pending: Note?
  @State private var emptying: Int?
  @State private var log = ""

  var body: some View {
    VStack {
      Text(log)
      Button("Remove Draft") { pending = Note(id: 1, title: "Draft") }
      Button("Empty trash") { emptying = 1 }
    }
    .alert("Remove", item: $pending) { note in
      Button("Remove", role: .destructive) { log = "removed \(note.title)" }
      Button("Cancel", role: .cancel) {}
    } message: { _ in
      Text("It goes to the trash.")
    }
    .confirmationDialog(Text("Trash"), item: $emptying) { count in
      Button("Empty \(count) item(s)", role: .destructive) { log = "emptied" }
      Button("Keep", role: .cancel) {}
    }
  }
}

struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss
  @State private var count = 0

  var body: some View {
    VStack {
      Text("sheet: \(count)")
      Button("bump sheet") { count += 1 }
      Button("Close") { dismiss() }
    }
  }
}

struct SheetHost: View {
  @State private var isPresented = false

  var body: some View {
    Button("Show") { isPresented = true }
      .sheet(isPresented: $isPresented) { SheetContent() }
  }
}

struct SheetItem: Identifiable {
  let id: Int
}

struct ItemSheetHost: View {
  @State private var item: SheetItem?

  var body: some View {
    Button("Open 1") { item = SheetItem(id: 1) }
      .sheet(item: $item) { shown in
        VStack {
          Text("item \(shown.id)")
          SheetContent()
          Button("Open \(shown.id + 1)") { item = SheetItem(id: shown.id + 1) }
          Button("Clear") { item = nil }
        }
      }
  }
}

struct AlertHost: View {
  @State private var confirming = false
  @State private var choosing = false
  @State private var deleted = 0

  var body: some View {
    VStack {
      Text("deleted \(deleted)")
      Button("Delete") { confirming = true }
      Button("Options") { choosing = true }
    }
    .alert("Delete everything?", isPresented: $confirming) {
      Button("Confirm", role: .destructive) { deleted += 1 }
      Button("Keep", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
    .confirmationDialog("Choose", isPresented: $choosing, titleVisibility: .visible) {
      Button("Cancel", role: .cancel) {}
    }
  }
}

struct RouteView: View {
  let route: Int
  @Binding var path: [Int]
  @Environment(\.dismiss) private var dismiss
  @State private var count = 0

  var body: some View {
    VStack {
      Text("route \(route): \(count)")
      Button("bump route \(route)") { count += 1 }
      Button("dismiss \(route)") { dismiss() }
      Button("Push \(route + 1)") { path.append(route + 1) }
      Button("Pop") { path.removeLast() }
      NavigationLink("Link \(route + 2)", value: route + 2)
    }
  }
}

struct RouteHost: View {
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("path \(path)")
        Button("Push 7") { path.append(7) }
      }
      .navigationDestination(for: Int.self) { RouteView(route: $0, path: $path) }
    }
  }
}

struct TabCounter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    VStack {
      Text("\(name): \(count)")
      Button("bump \(name)") { count += 1 }
    }
  }
}

struct TabHost: View {
  @State private var selection = 1

  var body: some View {
    VStack {
      Text("selected \(selection)")
      TabView(selection: $selection) {
        TabCounter(name: "first")
          .tabItem { Text("First") }
          .tag(1)
        TabCounter(name: "second")
          .tabItem { Text("Second") }
          .tag(2)
      }
    }
  }
}

struct TaskHost: View {
  let log: EventLog
  @State private var id = 0

  var body: some View {
    Button("next") { id += 1 }
      .task(id: id) { [log, id] in
        log.append("start \(id)")
        await Task.yield()
        log.append("end \(id)")
      }
  }
}

/// A `.task(id:)` that sleeps for ten minutes unless cancelled.
private struct SleepingTaskHost: View {
  let log: EventLog
  @State private var id = 0
  @State private var shown = true

  var body: some View {
    VStack {
      Button("next") { id += 1 }
      Button("remove") { shown = false }
      if shown {
        Text("task \(id)")
          .task(id: id) { [log, id] in
            log.append("start \(id)")
            do {
              try await Task.sleep(for: .seconds(600))
              log.append("slept \(id)")
            } catch {
              log.append("cancelled \(id)")
            }
          }
      }
    }
  }
}

/// A sheet attached to a menu item (lost), and one attached to the menu (presented).
private struct ShareMenu: View {
  @State private var sharing = false
  @State private var exporting = false

  var body: some View {
    Menu("More") {
      Button("Share") { sharing = true }
        .sheet(isPresented: $sharing) { Text("share sheet") }
      Button("Export") { exporting = true }
    }
    .sheet(isPresented: $exporting) { Text("export sheet") }
  }
}

/// A row whose swipe action and context-menu item hold their own presentations (lost), and whose
/// own alert is presented.
private struct RowWithActions: View {
  @State private var deleting = false
  @State private var archiving = false
  @State private var pinning = false

  var body: some View {
    List {
      Text("note")
        .swipeActions {
          Button("Delete", role: .destructive) { deleting = true }
            .alert("Delete the note?", isPresented: $deleting) {}
          Button("Pin") { pinning = true }
        }
        .contextMenu {
          Button("Archive") { archiving = true }
            .confirmationDialog("Archive the note?", isPresented: $archiving) {
              Button("Archive") {}
            }
        }
        .alert("Pin the note?", isPresented: $pinning) {}
    }
  }
}

struct FocusHost: View {
  enum Field: Hashable {
    case name
    case email
  }

  @FocusState private var focused: Field?
  @State private var name = ""
  @State private var email = ""

  var body: some View {
    VStack {
      Text("focus \(focused.map { "\($0)" } ?? "none")")
      TextField("Name", text: $name).focused($focused, equals: .name)
      TextField("Email", text: $email).focused($focused, equals: .email)
      Button("Focus email") { focused = .email }
    }
  }
}

struct TitlesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

struct PreferenceHost: View {
  @State private var titles: [String] = []
  @State private var showC = false

  var body: some View {
    VStack {
      Text("titles: \(titles.joined(separator: ", "))")
      Button("Add c") { showC = true }
      VStack {
        Text("a").preference(key: TitlesKey.self, value: ["a"])
        Text("b").preference(key: TitlesKey.self, value: ["b"])
        if showC { Text("c").preference(key: TitlesKey.self, value: ["c"]) }
      }
      .onPreferenceChange(TitlesKey.self) { titles = $0 }
    }
  }
}

struct LockedItem: Identifiable {
  let id: Int
}

struct DataAlertHost: View {
  @State private var isAsking = false
  @State private var pending: String?
  @State private var removed = "nothing"
  @State private var locked: LockedItem?
  @State private var showsSheet = false
  @State private var shares = 0

  var body: some View {
    VStack {
      Button("Ask without data") { isAsking = true }
      Button("Ask about Tea") {
        pending = "Tea"
        isAsking = true
      }
      Button("Warn about 3") { locked = LockedItem(id: 3) }
      Button("More") { showsSheet = true }
      Text("removed \(removed)")
      Text("warning: \(locked.map { String($0.id) } ?? "none")")
      Text("shared \(shares)")
    }
    .alert("Remove", isPresented: $isAsking, presenting: pending) { name in
      Button("Remove", role: .destructive) { removed = name }
    } message: { name in
      Text("Remove \(name)?")
    }
    .alert(item: $locked) { item in
      Alert(title: Text("Item \(item.id) is locked"), dismissButton: .default(Text("OK")))
    }
    .actionSheet(isPresented: $showsSheet) {
      ActionSheet(
        title: Text("Actions"),
        buttons: [.default(Text("Share")) { shares += 1 }, .cancel()])
    }
  }
}

private struct BareAlerts: View {
  @State private var alert = false
  @State private var dialog = false

  var body: some View {
    VStack {
      Button("Save") { alert = true }
      Button("Share") { dialog = true }
      Text("alert \(alert)")
      Text("dialog \(dialog)")
    }
    .alert("Saved", isPresented: $alert) {}
    .confirmationDialog("Shared", isPresented: $dialog, titleVisibility: .visible) {}
  }
}

private struct DeleteConfirmation: View {
  @State private var items = 3
  @State private var confirmsAll = false
  @State private var confirmsOne = false

  var body: some View {
    VStack {
      Button("Delete all") { confirmsAll = true }
      Button("Remove one") { confirmsOne = true }
      Text("items \(items)")
    }
    .alert("Delete all?", isPresented: $confirmsAll) {
      Button("Delete", role: .destructive) { items = 0 }
    }
    .alert("Remove one?", isPresented: $confirmsOne) {
      Button("Remove", role: .destructive) { items -= 1 }
      Button("Keep", role: .cancel) {}
    }
  }
}

/// Rows that each present a sheet from one shared flag: the classic wrong-sheet bug.
struct SharedFlagRows: View {
  @State private var showDetails = false
  var body: some View {
    VStack {
      ForEach(1...2, id: \.self) { number in
        HStack {
          Button("Details \(number)") { showDetails = true }
        }
        .sheet(isPresented: $showDetails) { Text("Detail \(number)") }
      }
    }
  }
}

/// A sheet that presents another sheet from its own content.
struct SheetOverSheet: View {
  @State private var outer = false
  @State private var inner = false
  var body: some View {
    Button("Open") { outer = true }
      .sheet(isPresented: $outer) {
        Button("Open inner") { inner = true }
          .sheet(isPresented: $inner) { Text("inner") }
      }
  }
}

/// Dialogs and alerts in each title form: a `Text`, a string about a value with a message, a
/// hidden one titled by a localized string resource; an alert always draws its title.
private struct DialogTitles: View {
  @State private var files = 3
  @State private var clearing = false
  @State private var options: String?
  @State private var showsOptions = false
  @State private var storage = false
  @State private var renaming = false
  let name = "report.pdf"

  var body: some View {
    VStack {
      Text("files \(files)")
      Button("Clear") { clearing = true }
        .confirmationDialog(Text("Clear \(files) downloads?"), isPresented: $clearing) {
          Button("Clear All", role: .destructive) { files = 0 }
          Button("Cancel", role: .cancel) {}
        }
      Button("Options for \(name)") {
        options = name
        showsOptions = true
      }
      .confirmationDialog(
        name, isPresented: $showsOptions, titleVisibility: .visible, presenting: options
      ) { _ in
        Button("Share") {}
        Button("Cancel", role: .cancel) {}
      } message: { _ in
        Text("12 KB")
      }
      Button("Storage") { storage = true }
        .confirmationDialog(
          LocalizedStringResource("storage.title", defaultValue: "Storage"),
          isPresented: $storage, titleVisibility: .hidden
        ) {
          Button("Empty cache") {}
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("Cached: 40 MB")
        }
      Button("Rename") { renaming = true }
        .alert(Text("Rename \(name)"), isPresented: $renaming) {
          Button("Save") {}
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("Names are unique.")
        }
    }
  }
}
