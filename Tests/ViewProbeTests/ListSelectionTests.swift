import Testing
import ViewProbe

/// Selecting lists: a tap on a row chooses its tag (its `.tag` or its `ForEach` id); in a split
/// view's sidebar, a `NavigationLink(value:)` sets the selection instead of pushing; a list of
/// several selections takes taps only while editing; tabs made by `ForEach` rows select by id.
@MainActor
@Suite("Selection by taps: lists and tabs", .viewProbe)
struct ListSelectionTests {
  @Test("B01 a sidebar link's value becomes the list's selection; the detail column follows")
  func sidebarLinkSelects() throws {
    let harness = ParentHarness { FruitSplit() }
    #expect(harness.texts.last == "pick a fruit")
    try harness.find(navigationLink: "Pear").tap()
    #expect(harness.texts.last == "detail Pear")
    #expect(harness.runtimeWarnings.isEmpty)
    try harness.find(navigationLink: "Apple").tap()
    #expect(harness.texts.last == "detail Apple")
  }

  @Test("H06 tabs made by ForEach rows without a tag are selected by their ids")
  func forEachTabsSelectByID() throws {
    let harness = ParentHarness { FruitTabs() }
    try harness.find(button: "Pear tab").tap()
    #expect(harness.texts.first == "tab 2")
    try harness.find(button: "Apple tab").tap()
    #expect(harness.texts.first == "tab 1")
  }

  @Test("B01 a tap on a row chooses its id; a list of several selections only while editing")
  func rowTapsSelect() throws {
    let harness = ParentHarness { FruitPicker() }
    try harness.find(text: "Pear").tap()
    #expect(harness.texts.contains("one 2"))
    expectIssue(
      startingWith:
        "tap() on the Text \"Kiwi\" at FruitPicker › VStack › List › Text found its row tagged 3"
    ) {
      try? harness.find(text: "Kiwi").tap()
    }
    #expect(harness.texts.contains("several 0"))
    try harness.find(button: "Edit").tap()
    try harness.find(text: "Kiwi").tap()
    try harness.find(text: "Fig").tap()
    #expect(harness.texts.contains("several 2"))
  }

  @Test("B01 a row marked selectionDisabled() is not chosen by a tap; the others are")
  func selectionDisabledRowIsNotChosen() throws {
    let harness = ParentHarness { SeasonalFruit() }
    expectIssue(
      startingWith: "tap() on the Text \"Cherry\" at SeasonalFruit › VStack › List › Text found "
        + "its row marked .selectionDisabled(true) on SeasonalFruit › VStack › List"
    ) {
      try? harness.find(text: "Cherry").tap()
    }
    #expect(harness.texts.first == "chosen none")
    try harness.find(text: "Plum").tap()
    #expect(harness.texts.first == "chosen Plum")
  }
}

extension ListSelectionTests {
  @Test("B01 while the list is edited, a tap on a row's link selects the row; it does not push")
  func editingListSelectsLinkRows() throws {
    let harness = ParentHarness { ContactList() }
    try harness.find(navigationLink: "Ada").tap()
    #expect(harness.visibleTexts == ["Editing Ada"])
    harness.navigateBack()
    try harness.find(button: "Edit").tap()
    try harness.find(navigationLink: "Ada").tap()
    try harness.find(text: "Grace").tap()
    #expect(harness.texts.contains("2 selected"))
    #expect(!harness.texts.contains("Editing Ada"))
    try harness.find(navigationLink: "Ada").tap()
    #expect(harness.texts.contains("1 selected"))
  }
}

private struct ContactList: View {
  @State private var selection = Set<String>()

  var body: some View {
    NavigationStack {
      List(selection: $selection) {
        ForEach(["Ada", "Grace"], id: \.self) { name in
          NavigationLink(name) { Text("Editing \(name)") }
        }
        Text("\(selection.count) selected")
      }
      .toolbar { EditButton() }
    }
  }
}

private struct SeasonalFruit: View {
  @State private var chosen: String?

  var body: some View {
    VStack {
      Text("chosen \(chosen ?? "none")")
      List(selection: $chosen) {
        ForEach(["Cherry", "Plum"], id: \.self) { name in
          Text(name).selectionDisabled(name == "Cherry")
        }
      }
    }
  }
}

private struct FruitTabs: View {
  @State private var selection = 1

  var body: some View {
    VStack {
      Text("tab \(selection)")
      TabView(selection: $selection) {
        ForEach(fruits) { fruit in
          Text(fruit.name).tabItem { Text("\(fruit.name) tab") }
        }
      }
    }
  }
}

private struct Fruit: Identifiable, Hashable {
  let id: Int
  let name: String
}

private let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

private struct FruitSplit: View {
  @State private var selected: Fruit?

  var body: some View {
    NavigationSplitView {
      List(fruits, selection: $selected) { fruit in
        NavigationLink(fruit.name, value: fruit)
      }
    } detail: {
      if let selected { Text("detail \(selected.name)") } else { Text("pick a fruit") }
    }
  }
}

private struct FruitPicker: View {
  @State private var one: Int?
  @State private var several: Set<Int> = []
  @State private var editMode = EditMode.inactive

  var body: some View {
    VStack {
      List(fruits, selection: $one) { Text($0.name) }
      List(selection: $several) {
        Text("Kiwi").tag(3)
        Text("Fig").tag(4)
      }
      Button(editMode.isEditing ? "Done" : "Edit") {
        editMode = editMode.isEditing ? .inactive : .active
      }
      Text("one \(one ?? 0)")
      Text("several \(several.count)")
    }
    .environment(\.editMode, $editMode)
  }
}

/// `contextMenu(forSelectionType:menu:primaryAction:)`: a tap on a row runs the primary action.
@MainActor
@Suite("Primary actions of selecting lists", .viewProbe)
struct SelectionPrimaryActionTests {
  @Test(
    "decision: outside edit mode a tap runs the primary action with the row's id; editing, it selects"
  )
  func primaryActionOutsideEditMode() throws {
    let harness = ParentHarness { MailboxList() }
    try harness.find(text: "Invoice").tap()
    #expect(harness.texts.prefix(2) == ["selected []", "opened [2]"])
    try harness.find(button: "Edit").tap()
    try harness.find(text: "Lunch").tap()
    #expect(harness.texts.prefix(2) == ["selected [1]", "opened [2]"], "editing: the tap selects")
  }
}

private struct MailboxList: View {
  struct Message: Identifiable {
    let id: Int
    let subject: String
  }

  let messages = [Message(id: 1, subject: "Lunch"), Message(id: 2, subject: "Invoice")]
  @State private var selection: Set<Int> = []
  @State private var opened: [Int] = []

  var body: some View {
    NavigationStack {
      VStack {
        Text("selected \(selection.sorted())")
        Text("opened \(opened)")
        List(messages, selection: $selection) { message in
          Text(message.subject)
        }
        .contextMenu(forSelectionType: Int.self) { ids in
          Button("Delete \(ids.count)") {}
        } primaryAction: { ids in
          opened = ids.sorted()
        }
      }
      .toolbar { EditButton() }
    }
  }
}
