import Foundation
import Testing
import ViewProbe

/// `Table`: a header of column titles over a list of rows, one cell per column.
@MainActor
@Suite("Tables", .viewProbe)
struct TableTests {
  @Test("A01 rows show a cell per column, keep their cells' state by id, and select on a tap")
  func rowsCellsAndSelection() throws {
    let harness = ParentHarness { PeopleTable() }
    #expect(
      harness.texts == [
        "Name", "Age", "Notes", "Cy", "41", "notes 0", "Ada", "36", "notes 0", "Ben", "29",
        "notes 0",
        "selected none",
      ])
    try harness.find(row: "ada").find(button: "notes 0").tap()
    try harness.find(text: "Ben").tap()
    #expect(harness.texts.last == "selected ben")
    // Sorting by name: the cells' state follows the row (A01), not the position.
    try harness.find(button: "Name").tap()
    #expect(
      harness.texts == [
        "Name", "Age", "Notes", "Ada", "36", "notes 1", "Ben", "29", "notes 0", "Cy", "41",
        "notes 0",
        "selected ben",
      ])
    try harness.find(button: "Name").tap()
    #expect(Array(harness.texts[3...4]) == ["Cy", "41"], "a second tap flips the order")
    try harness.find(button: "Age").tap()
    #expect(Array(harness.texts[3...4]) == ["Ben", "29"], "another column goes first")
    #expect(harness.installedState("order", in: PeopleTable.self).map { "\($0)" }?.isEmpty == false)
    #expect(throws: ProbeError.self, "an unsortable column's title is no button") {
      try harness.find(button: "Notes")
    }
  }
}

extension TableTests {
  @Test("C01 a cell that reads an observable property updates when it changes")
  func cellsObserveWhatTheyRead() {
    let marks = TableMarks()
    let harness = ParentHarness { MarkedTable(marks: marks) }
    #expect(harness.texts == ["Name", "Mark", "Ada", "", "Ben", ""])
    marks.marked = "ben"
    harness.update()
    #expect(harness.texts == ["Name", "Mark", "Ada", "", "Ben", "★"])
  }
}

@Observable
final class TableMarks {
  var marked = ""
}

private struct MarkedTable: View {
  let marks: TableMarks
  let people = [
    TablePerson(id: "ada", name: "Ada", age: 36), TablePerson(id: "ben", name: "Ben", age: 29),
  ]

  var body: some View {
    Table(people) {
      TableColumn("Name", value: \.name)
      TableColumn("Mark") { person in
        Text(marks.marked == person.id ? "★" : "")
      }
    }
  }
}

struct TablePerson: Identifiable {
  let id: String
  let name: String
  let age: Int
}

private struct NotesCell: View {
  @State private var taps = 0

  var body: some View {
    Button("notes \(taps)") { taps += 1 }
  }
}

private struct PeopleTable: View {
  @State private var people = [
    TablePerson(id: "cy", name: "Cy", age: 41), TablePerson(id: "ada", name: "Ada", age: 36),
    TablePerson(id: "ben", name: "Ben", age: 29),
  ]
  @State private var selection: TablePerson.ID?
  @State private var order: [KeyPathComparator<TablePerson>] = []

  var body: some View {
    Table(people, selection: $selection, sortOrder: $order) {
      TableColumn("Name", value: \.name)
      TableColumn("Age", value: \.age) { person in
        Text("\(person.age)")
      }
      .width(min: 40)
      TableColumn("Notes") { _ in
        NotesCell()
      }
    }
    .onChange(of: order) { _, newOrder in
      people.sort(using: newOrder)
    }
    Text("selected \(selection ?? "none")")
  }
}

extension TableTests {
  @Test("A01 a column customization hides the columns it marks; cells keep their state by column")
  func columnCustomizationHidesColumns() throws {
    let harness = ParentHarness { CustomizedTable() }
    // "Notes" shows by default; "Age" is hidden until the customization shows it.
    #expect(harness.texts.prefix(5) == ["Name", "Notes", "Cy", "notes 0", "Ada"])
    try harness.find(row: "ada").find(button: "notes 0").tap()
    try harness.find(button: "Show age").tap()
    #expect(harness.texts.prefix(7) == ["Name", "Age", "Notes", "Cy", "41", "notes 0", "Ada"])
    // Sorting by a column after a hidden one still sorts by that column.
    try harness.find(button: "Age").tap()
    #expect(harness.texts[3...5] == ["Ben", "29", "notes 0"])
    try harness.find(button: "Hide name").tap()
    #expect(harness.texts.prefix(4) == ["Age", "Notes", "29", "notes 0"])
    #expect(harness.findAll(text: "notes 1").count == 1, "Ada's cell keeps its state")
    try harness.find(button: "Reset").tap()
    #expect(harness.texts.prefix(3) == ["Name", "Notes", "Ben"])
  }
}

private struct CustomizedTable: View {
  @State private var people = [
    TablePerson(id: "cy", name: "Cy", age: 41), TablePerson(id: "ada", name: "Ada", age: 36),
    TablePerson(id: "ben", name: "Ben", age: 29),
  ]
  @SceneStorage("peopleColumns") private var columns: TableColumnCustomization<TablePerson>
  @State private var order: [KeyPathComparator<TablePerson>] = []

  var body: some View {
    Table(people, sortOrder: $order, columnCustomization: $columns) {
      TableColumn("Name", value: \.name).customizationID("name")
      TableColumn("Age", value: \.age) { Text("\($0.age)") }
        .customizationID("age")
        .defaultVisibility(.hidden)
      TableColumn("Notes") { _ in NotesCell() }
        .customizationID("notes")
        .disabledCustomizationBehavior(.visibility)
    }
    .onChange(of: order) { _, newOrder in people.sort(using: newOrder) }
    Button("Show age") { columns[visibility: "age"] = .visible }
    Button("Hide name") { columns[visibility: "name"] = .hidden }
    Button("Reset") { columns.resetVisibility() }
  }
}

extension TableTests {
  @Test("A01 a column customization kept in @AppStorage hides columns, and is read back")
  func columnCustomizationInAppStorage() throws {
    let store = try #require(UserDefaults(suiteName: "columnCustomizationInAppStorage"))
    store.removePersistentDomain(forName: "columnCustomizationInAppStorage")
    let harness = ParentHarness { StoredCustomizationTable().defaultAppStorage(store) }
    #expect(harness.texts.prefix(2) == ["Name", "Age"])
    try harness.find(button: "Hide age").tap()
    #expect(harness.texts.prefix(3) == ["Name", "Cy", "Ada"])
    // A table made later over the same store reads what the first one wrote, as JSON data.
    #expect(store.data(forKey: "storedPeopleColumns") != nil)
    let again = ParentHarness { StoredCustomizationTable().defaultAppStorage(store) }
    #expect(again.texts.prefix(2) == ["Name", "Cy"])
    store.removePersistentDomain(forName: "columnCustomizationInAppStorage")
  }
}

private struct StoredCustomizationTable: View {
  @AppStorage("storedPeopleColumns") private var columns: TableColumnCustomization<TablePerson>

  var body: some View {
    Table(
      [TablePerson(id: "cy", name: "Cy", age: 41), TablePerson(id: "ada", name: "Ada", age: 36)],
      columnCustomization: $columns
    ) {
      TableColumn("Name") { Text($0.name) }.customizationID("name")
      TableColumn("Age") { Text("\($0.age)") }.customizationID("age")
    }
    Button("Hide age") { columns[visibility: "age"] = .hidden }
  }
}
