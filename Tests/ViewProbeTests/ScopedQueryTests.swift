import Testing
import ViewProbe

/// Queries from a found view search only inside it; `find(row:)` finds a `ForEach` row by its
/// element's id, so controls that every row repeats can be told apart.
@MainActor
@Suite("Scoped queries and rows", .viewProbe)
struct ScopedQueryTests {
  @Test("A12 a row found by its id acts on its own controls, and keeps its id after a move")
  func a12_rowControlsByID() throws {
    let harness = ParentHarness { Groceries() }
    #expect(throws: ProbeError.self) { try harness.find(button: "Buy") }  // one per row
    try harness.find(row: 2).find(button: "Buy").tap()
    #expect(harness.texts.contains("bought Eggs"))
    try harness.find(button: "Reverse").tap()
    try harness.find(row: 2).find(button: "Buy").tap()
    #expect(harness.texts.contains("bought Eggs, Eggs"), "the row follows its id, not its place")
    #expect(try harness.find(row: 1).texts == ["Milk", "Buy"])
  }

  @Test("findAll(button:) lists each row's button of that title, and only buttons, in tree order")
  func findAllButtonsOfATitle() throws {
    let harness = ParentHarness { Groceries() }
    let buys = harness.findAll(button: "Buy")
    #expect(buys.count == 2)
    #expect(harness.findAll(toggle: "Buy").isEmpty && harness.findAll(textField: "Buy").isEmpty)
    buys[1].tap()
    #expect(harness.texts.contains("bought Eggs"))
    #expect(try harness.find(row: 1).findAll(button: "Buy").count == 1)
    try harness.find(button: "Clear").tap()
    #expect(harness.findAll(button: "Buy").isEmpty)
    expectIssue(startingWith: "tap() on the Button \"Buy\" at Groceries › VStack › Button") {
      buys[0].tap()
    }
  }

  @Test("a scoped query that finds nothing names the view it searched and what is there")
  func scopedFailureNamesItsScope() throws {
    let harness = ParentHarness { Groceries() }
    let row = try harness.find(row: 1)
    #expect {
      try row.find(button: "Sell")
    } throws: { error in
      "\(error)"
        == "find(button: \"Sell\") inside the row 1 at Groceries › VStack found no Button titled "
        + "\"Sell\"; Buttons there: \"Buy\""
    }
    #expect {
      try harness.find(row: 9)
    } throws: { error in
      "\(error)" == "find(row: 9) found no row with the id 9; row ids in the tree: 1, 2"
    }
    #expect {
      try harness.find(row: "1")
    } throws: { error in
      "\(error)"
        == "find(row: 1) found no row with the id 1; row ids in the tree: 1, 2; the rows' ids are "
        + "Int, the id asked for is a String"
    }
    try harness.find(button: "Clear").tap()
    #expect {
      try row.find(button: "Buy")
    } throws: { error in
      "\(error)"
        == "find(button: \"Buy\") inside the row 1 at Groceries › VStack found nothing: the row 1 "
        + "at Groceries › VStack is no longer in the tree (an update removed it)"
    }
  }
}

private struct Grocery: Identifiable {
  let id: Int
  let name: String
}

private struct Groceries: View {
  @State private var items = [Grocery(id: 1, name: "Milk"), Grocery(id: 2, name: "Eggs")]
  @State private var bought: [String] = []

  var body: some View {
    VStack {
      ForEach(items) { item in
        Text(item.name)
        Button("Buy") { bought.append(item.name) }
      }
      Text("bought \(bought.joined(separator: ", "))")
      Button("Reverse") { items.reverse() }
      Button("Clear") { items.removeAll() }
    }
  }
}
