import Foundation
import Testing

@testable import ViewProbe

/// Text fields bound to values, not strings (`TextField(_:value:format:)`, `…formatter:`): what is
/// typed waits until editing ends, as SwiftUI documents ("for non-string types, it updates the
/// value when the user commits their edits, such as by pressing the Return key").
@MainActor
@Suite("Value text fields", .viewProbe)
struct ValueTextFieldTests {
  @Test(
    "H08: typed text waits while the field is edited; a button tap saves the old value; focus leaving commits"
  )
  func typedValueWaitsForEditingToEnd() throws {
    let harness = ParentHarness { CheckSplitter() }
    let amount = try harness.find(textField: "Amount")
    amount.setInput("42")
    // The field shows what was typed, the value has not moved.
    #expect(amount.text == "42")
    #expect(harness.visibleTexts.contains("42"))
    #expect(harness.texts.contains("Each pays 5"))
    // A tap on a button leaves the keyboard up: the app saves what the value is.
    try harness.find(button: "Save").tap()
    #expect(harness.texts.contains("Saved 10"))
    // The keyboard's Done button writes the focus state: editing ends, the text is committed.
    try harness.find(button: "Done").tap()
    #expect(harness.texts.contains("Each pays 21"))
    try harness.find(button: "Save").tap()
    #expect(harness.texts.contains("Saved 42"))
  }

  @Test("Return commits before onSubmit runs; input that does not parse leaves the value")
  func returnCommitsThenSubmits() throws {
    let harness = ParentHarness { CheckSplitter() }
    let people = try harness.find(textField: "People")
    people.setInput("4")
    people.submit()
    // onSubmit read the committed value.
    #expect(harness.texts.contains("Submitted 4"))
    #expect(harness.texts.contains("Each pays 2.5"))
    people.setInput("four")
    people.submit()
    #expect(harness.texts.contains("Each pays 2.5"))
    #expect(people.text == "4")
  }

  @Test("typing into another field ends editing in the first: its text is committed")
  func typingElsewhereCommits() throws {
    let harness = ParentHarness { CheckSplitter() }
    try harness.find(textField: "Amount").setInput("30")
    #expect(harness.texts.contains("Each pays 5"))
    try harness.find(textField: "People").setInput("3")
    #expect(harness.texts.contains("Each pays 15"))
    try harness.find(textField: "People").submit()
    #expect(harness.texts.contains("Each pays 10"))
  }

  @Test("an optional value bound through a format style becomes nil when the text does not parse")
  func optionalValueClearsOnBadInput() throws {
    let harness = ParentHarness { OptionalAge() }
    let age = try harness.find(textField: "Age")
    #expect(age.text == "30")
    age.setInput("thirty")
    age.submit()
    #expect(harness.texts.contains("Age: unknown"))
    #expect(age.text == "")
    age.setInput("31")
    age.submit()
    #expect(harness.texts.contains("Age: 31"))
  }

  @Test("a NumberFormatter field shows string(for:), parses numbers that fit the value's type")
  func numberFormatterField() throws {
    let log = CommitLog()
    let harness = ParentHarness { FormatterFields(log: log) }
    let distance = try harness.find(textField: "Distance")
    #expect(distance.text == "1,500.5")
    distance.setInput("2,000.25")
    distance.submit()
    #expect(harness.texts.contains("2000.25 m"))
    // The deprecated onCommit runs after the value was committed.
    #expect(log.entries == ["commit 2000.25"])
    let laps = try harness.find(textField: "Laps")
    laps.setInput("12.5")
    laps.submit()
    #expect(harness.texts.contains("3 laps"))
    laps.setInput("12")
    laps.submit()
    #expect(harness.texts.contains("12 laps"))
  }

  @Test("a DateFormatter field parses dates in the formatter's format")
  func dateFormatterField() throws {
    let log = CommitLog()
    let harness = ParentHarness { FormatterFields(log: log) }
    let day = try harness.find(textField: "Day")
    #expect(day.text == "2026-01-01")
    day.setInput("2026-11-27")
    day.submit()
    #expect(harness.texts.contains("Day 331"))
    day.setInput("tomorrow")
    day.submit()
    #expect(harness.texts.contains("Day 331"))
  }

  @Test("app code that writes the value while the user types replaces the typed text")
  func appWriteReplacesTypedText() throws {
    let harness = ParentHarness { CheckSplitter() }
    let amount = try harness.find(textField: "Amount")
    amount.setInput("42")
    try harness.find(button: "Reset").tap()
    // The field follows its value: the typed text is gone, and ending the editing commits
    // nothing over it.
    #expect(amount.text == "0")
    try harness.find(button: "Done").tap()
    #expect(harness.texts.contains("Each pays 0"))
    // Typed again, the text waits as before.
    amount.setInput("8")
    #expect(amount.text == "8")
    amount.submit()
    #expect(harness.texts.contains("Each pays 4"))
  }

  @Test("a field that leaves the screen while edited takes its text with it, uncommitted")
  func removedFieldDropsItsText() throws {
    let harness = ParentHarness { CheckSplitter() }
    try harness.find(textField: "Amount").setInput("99")
    try harness.find(button: "Hide amount").tap()
    #expect(harness.texts.contains("Each pays 5"))
    try harness.find(button: "Hide amount").tap()
    #expect(try harness.find(textField: "Amount").text == "10")
    // Nothing is left waiting: typing elsewhere commits only its own text.
    try harness.find(textField: "People").setInput("3")
    #expect(harness.texts.contains("Each pays 5"))
  }

  @Test("one field value shown twice: typing into the second commits the first, then waits")
  func sameFieldShownTwice() throws {
    let harness = ParentHarness { TwiceShownAmount() }
    let fields = harness.findAll(textField: "Amount")
    fields[0].setInput("5")
    #expect(harness.visibleTexts == ["5", "1", "amount 1"])
    fields[1].setInput("7")
    #expect(harness.visibleTexts == ["5", "7", "amount 5"])
    fields[1].submit()
    #expect(harness.visibleTexts == ["7", "7", "amount 7"])
  }

  @Test("B05 a row deleted while its value field is edited: no read of the gone element")
  func deletedRowWhileEditing() throws {
    let harness = ParentHarness { OrderRows() }
    try harness.find(textField: "Qty 1").setInput("5")
    try harness.find(textField: "Qty 2").setInput("7")
    try harness.find(button: "Remove 2").tap()
    #expect(harness.texts == ["Qty 1", "Remove 1", "total 5"])
    try harness.find(textField: "Qty 1").setInput("9")
    try harness.find(button: "Remove 1").tap()
    #expect(harness.texts == ["total 0"])
  }
}

private struct TwiceShownAmount: View {
  @State private var amount = 1

  var body: some View {
    let field = TextField("Amount", value: $amount, format: .number)
    VStack {
      field
      field
      Text("amount \(amount)")
    }
  }
}

private struct OrderRows: View {
  struct Item: Identifiable {
    let id: Int
    var qty: Int
  }
  @State private var items = [Item(id: 1, qty: 1), Item(id: 2, qty: 2)]

  var body: some View {
    List {
      ForEach($items) { $item in
        HStack {
          TextField("Qty \(item.id)", value: $item.qty, format: .number)
          Button("Remove \(item.id)") { items.removeAll { $0.id == item.id } }
        }
      }
      Text("total \(items.map(\.qty).reduce(0, +))")
    }
  }
}

private struct CheckSplitter: View {
  @State private var amount = 10.0
  @State private var people = 2
  @State private var saved: Double?
  @State private var submitted: Int?
  @State private var showsAmount = true
  @FocusState private var amountFocused: Bool

  var body: some View {
    Form {
      if showsAmount {
        TextField("Amount", value: $amount, format: .number).focused($amountFocused)
      }
      TextField("People", value: $people, format: .number)
        .onSubmit { submitted = people }
      Text("Each pays \(amount / Double(people), format: .number)")
      Button("Save") { saved = amount }
      Button("Done") { amountFocused = false }
      Button("Hide amount") { showsAmount.toggle() }
      Button("Reset") { amount = 0 }
      Text("Saved \(saved ?? 0, format: .number)")
      Text("Submitted \(submitted ?? 0)")
    }
  }
}

private struct OptionalAge: View {
  @State private var age: Int? = 30
  var body: some View {
    VStack {
      TextField("Age", value: $age, format: .number)
      Text("Age: \(age.map(String.init) ?? "unknown")")
    }
  }
}

private struct FormatterFields: View {
  let log: CommitLog
  @State private var meters = 1500.5
  @State private var laps = 3
  @State private var day = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 UTC

  private static let decimal: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US")
    return formatter
  }()

  private static let isoDay: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }()

  var body: some View {
    VStack {
      TextField(
        "Distance", value: $meters, formatter: Self.decimal,
        onCommit: { log.entries.append("commit \(meters)") })
      Text("\(meters) m")
      TextField("Laps", value: $laps, formatter: Self.decimal)
      Text("\(laps) laps")
      TextField("Day", value: $day, formatter: Self.isoDay)
      Text("Day \(dayOfYear)")
    }
  }

  private var dayOfYear: Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.ordinality(of: .day, in: .year, for: day) ?? 0
  }
}

@MainActor
private final class CommitLog {
  var entries: [String] = []
}
