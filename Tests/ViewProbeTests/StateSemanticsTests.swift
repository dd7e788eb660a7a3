import Testing
import ViewProbe

@MainActor
@Suite(
  "@State semantics beyond identity (A04, A06, A10, A13, A16, A17)", .viewProbe,
  .tags(.invariant, .identity))
struct StateSemanticsTests {
  @Test("A04 reading state inside init sees the throwaway value, not the installed one")
  func a04_initSeesThrowawayValue() throws {
    let seen = SeenLog()
    let harness = ParentHarness { TickingParent { _ in InitReader(seen: seen) } }
    let live = harness.installedState("counter", in: InitReader.self) as? Book
    try harness.find(button: "retitle").tap()
    try harness.find(button: "tick").tap()
    #expect(seen.titles.last == "t")
    #expect(seen.objects.last.map { $0 !== live } == true)
    #expect(live?.title == "retitled")
  }

  @Test(
    "A06 assigning to @State in init when it has an inline default is discarded",
    arguments: SemanticsProfile.allCases)
  func a06_initAssignmentDiscarded(profile: SemanticsProfile) {
    let harness = ParentHarness(profile: profile) { InitAssigner() }
    #expect(harness.texts == ["0"])
  }

  @Test("A06 without an inline default, the init assignment counts on first install only")
  func a06_initAssignmentWithoutDefault() throws {
    let harness = ParentHarness { TickingParent { tick in InitSeeded(start: 42 + tick) } }
    #expect(harness.texts.contains("42"))
    try harness.find(button: "tick").tap()
    #expect(harness.texts.contains("42"))
  }

  @Test("A10 a conditional inside a modifier argument keeps identity")
  func a10_conditionalModifierArgumentKeepsIdentity() throws {
    let harness = ParentHarness { FadingParent() }
    try harness.find(button: "bump child").tap()
    try harness.find(button: "fade").tap()
    try harness.find(button: "fade").tap()
    #expect(harness.texts.contains("child: 1"))
  }

  @Test("A13 (a) index identity moves state onto the wrong row after an insert at the front")
  func a13_indexIdentityMisplacesState() throws {
    let harness = ParentHarness { IndexedRows() }
    try harness.find(button: "bump A").tap()
    try harness.find(button: "insert Z").tap()
    #expect(harness.texts.contains("Z: 1"))
    #expect(harness.texts.contains("A: 0"))
  }

  @Test("A13 (b) duplicate ids log SwiftUI's warning")
  func a13_duplicateIDsWarn() {
    let harness = ParentHarness { ForEach(["a", "a"], id: \.self) { Text($0) } }
    #expect(
      harness.warnings == [
        "ForEach<Array<String>, String, Text>: the ID a occurs multiple times within the "
          + "collection, this will give undefined results!"
      ])
    #expect(harness.texts == ["a", "a"])
  }

  @Test("A13 (c) a constant-range ForEach keeps its initial data and warns when it changes")
  func a13_constantRangeKeepsInitialData() throws {
    let harness = ParentHarness { GrowingRange() }
    #expect(harness.texts.filter { $0.hasPrefix("row") } == ["row 0", "row 1"])
    try harness.find(button: "append").tap()
    #expect(harness.texts.filter { $0.hasPrefix("row") } == ["row 0", "row 1"])
    #expect(
      harness.warnings == [
        "ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). "
          + "`ForEach(_:content:)` should only be used for *constant* data. Instead conform data "
          + "to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
      ])
  }

  @Test("A13 (c) a constant range that shrinks is an issue, not a crash: rows past it are left out")
  func a13_shrinkingConstantRangeIsRecorded() throws {
    let harness = ParentHarness { ShrinkingRange() }
    #expect(harness.texts == ["x", "y", "z", "drop"])
    let reports = try capturedReports {
      try harness.find(button: "drop").tap()
      try harness.find(button: "drop").tap()
    }
    #expect(
      reports == [
        "ForEach(0..<3) was given 0..<2: a ForEach over a constant range keeps its initial data "
          + "(A13), so SwiftUI builds its rows for 0..<3 again and calls the content with indices "
          + "outside 0..<2; content that reads a collection with them (items[i]) stops the app "
          + "with “Fatal error: Index out of range”. ViewProbe builds only the rows for 0..<2 "
          + "and does not call the content with the others. Identify the rows instead, as "
          + "SwiftUI's warning says: ForEach(items) with Identifiable elements, or "
          + "ForEach(0..<n, id: \\.self)."
      ])
    #expect(harness.texts == ["x", "drop"])
    #expect(harness.warnings.count == 2)
    #expect(
      harness.warnings.last?.hasPrefix(
        "ForEach<Range<Int>, Int, Text> count (1) != its initial count (3).") == true)
  }

  @Test("A13 (c) List(0..<n) reads its range once, each row in an HStack")
  func a13_listOverConstantRange() throws {
    let harness = ParentHarness { RangeList() }
    #expect(harness.texts == ["row 0", "row 1", "more"])
    try harness.find(button: "more").tap()
    #expect(harness.texts == ["row 0", "row 1", "more"])
    #expect(try harness.find(text: "row 1").path == "RangeList › VStack › List › HStack › Text")
    #expect(harness.warnings.count == 1)
  }

  @Test("A16 writing state during body warns once per write, and no update loop follows")
  func a16_writingDuringBodyWarns() {
    let harness = ParentHarness { BodyWriter() }
    harness.reRender()
    #expect(
      harness.runtimeWarnings == [
        RuntimeWarning(
          message: "Modifying state during view update, this will cause undefined behavior.",
          path: "BodyWriter")
      ])
    #expect(harness.bodyCount(of: BodyWriter.self) == 1)
  }

  @Test("A17 writing an equal value doesn't invalidate the owner")
  func a17_equalWriteDoesNotInvalidate() throws {
    let harness = ParentHarness { SameValueWriter() }
    let before = harness.bodyCount(of: SameValueWriter.self)
    try harness.find(button: "same").tap()
    #expect(harness.bodyCount(of: SameValueWriter.self) == before)
    try harness.find(button: "flip").tap()
    #expect(harness.bodyCount(of: SameValueWriter.self) == before + 1)
  }

  @Test("A17 an == that compares only ids makes a rename an equal write: the edit is not kept")
  func a17_idOnlyEquatableDropsEdits() throws {
    let harness = ParentHarness { IDEqualPlaces() }
    try harness.find(button: "rename").tap()
    #expect(harness.texts == ["Tower", "rename"], "the array compared equal: nothing committed")
    #expect(
      (harness.installedState("places", in: IDEqualPlaces.self) as? [IDEqualPlace])?.first?.name
        == "Tower")
  }

  @Test("A17 plain data that is not Equatable is compared bitwise: an equal write is no update")
  func a17_plainDataComparedBitwise() throws {
    let harness = ParentHarness { OffsetWriter() }
    let before = harness.bodyCount(of: OffsetWriter.self)
    try harness.find(button: "same").tap()
    #expect(harness.bodyCount(of: OffsetWriter.self) == before)
    try harness.find(button: "nudge").tap()
    #expect(harness.bodyCount(of: OffsetWriter.self) == before + 1)
    #expect(harness.texts.first == "1.0, 0.0")
  }

  @Test("A17 an optional reference is compared by identity: the same object again is no update")
  func a17_optionalReferenceComparedByIdentity() throws {
    let harness = ParentHarness {
      SelectionWriter(books: [Book(title: "one"), Book(title: "two")])
    }
    try harness.find(button: "select one").tap()
    let before = harness.bodyCount(of: SelectionWriter.self)
    try harness.find(button: "select one").tap()
    #expect(harness.bodyCount(of: SelectionWriter.self) == before)
    try harness.find(button: "select two").tap()
    #expect(harness.bodyCount(of: SelectionWriter.self) == before + 1)
    #expect(harness.texts.first == "selected two")
  }

  @Test("A17 decision: a non-Equatable value always invalidates, even when unchanged")
  func a17_nonEquatableWriteInvalidates() throws {
    let harness = ParentHarness { OpaqueWriter() }
    let before = harness.bodyCount(of: OpaqueWriter.self)
    try harness.find(button: "rewrite").tap()
    #expect(harness.bodyCount(of: OpaqueWriter.self) == before + 1)
  }

  @Test("F07 an .id(UUID()) resets the child's state on every parent update")
  func f07_unstableIDResetsEveryUpdate() throws {
    let harness = ParentHarness { TickingParent { _ in CounterChild().id(UUID()) } }
    try harness.find(button: "bump child").tap()
    #expect(harness.texts.contains("child: 1"))
    try harness.find(button: "tick").tap()
    #expect(harness.texts.contains("child: 0"))
  }
}

// MARK: - Views for these tests

/// What `InitReader.init` saw.
final class SeenLog: @unchecked Sendable {
  var titles: [String] = []
  var objects: [Book] = []
}

struct InitReader: View {
  @State private var counter = Book()

  init(seen: SeenLog) {
    seen.titles.append(_counter.wrappedValue.title)
    seen.objects.append(_counter.wrappedValue)
  }

  var body: some View {
    Button("retitle") { counter.title = "retitled" }
  }
}

struct InitAssigner: View {
  @State private var counter = 0
  init() { counter = 42 }
  var body: some View { Text("\(counter)") }
}

struct InitSeeded: View {
  @State private var counter: Int
  init(start: Int) { _counter = State(initialValue: start) }
  var body: some View { Text("\(counter)") }
}

struct FadingParent: View {
  @State private var faded = false
  var body: some View {
    VStack {
      Button("fade") { faded.toggle() }
      CounterChild().opacity(faded ? 0.3 : 1.0)
    }
  }
}

struct IndexedRows: View {
  @State private var items = ["A", "B"]
  var body: some View {
    VStack {
      Button("insert Z") { items.insert("Z", at: 0) }
      ForEach(items.indices, id: \.self) { index in Row(name: items[index]) }
    }
  }
}

struct GrowingRange: View {
  @State private var items = ["x", "y"]
  var body: some View {
    VStack {
      Button("append") { items.append("z") }
      ForEach(0..<items.count) { index in Text("row \(index)") }
    }
  }
}

struct ShrinkingRange: View {
  @State private var items = ["x", "y", "z"]
  var body: some View {
    VStack {
      ForEach(0..<items.count) { index in Text(items[index]) }
      Button("drop") { items.removeLast() }
    }
  }
}

struct RangeList: View {
  @State private var count = 2
  var body: some View {
    VStack {
      List(0..<count) { index in Text("row \(index)") }
      Button("more") { count += 1 }
    }
  }
}

struct BodyWriter: View {
  @State private var count = 0
  var body: some View {
    count += 1
    return Text("\(count)")
  }
}

struct SameValueWriter: View {
  @State private var flag = false
  var body: some View {
    VStack {
      Text(flag ? "on" : "off")
      Button("same") { flag = flag }
      Button("flip") { flag.toggle() }
    }
  }
}

/// Not `Equatable`, but plain data: SwiftUI compares its bytes.
struct Offset {
  var dx = 0.0
  var dy = 0.0
}

private struct OffsetWriter: View {
  @State private var offset = Offset()
  var body: some View {
    VStack {
      Text("\(offset.dx), \(offset.dy)")
      Button("same") { offset = Offset(dx: offset.dx, dy: offset.dy) }
      Button("nudge") { offset.dx += 1 }
    }
  }
}

/// Selects one of its books; the selection is an optional reference.
private struct SelectionWriter: View {
  let books: [Book]
  @State private var selected: Book?
  var body: some View {
    VStack {
      Text("selected \(selected?.title ?? "none")")
      Button("select one") { selected = books[0] }
      Button("select two") { selected = books[1] }
    }
  }
}

/// Not `Equatable`, not plain data: ViewProbe cannot prove two values equal.
struct Opaque {
  var name: String
}

struct OpaqueWriter: View {
  @State private var value = Opaque(name: "x")
  var body: some View {
    VStack {
      Text(value.name)
      Button("rewrite") { value = Opaque(name: "x") }
    }
  }
}

/// A place equal to another with the same id, whatever its name: the custom `==` many apps write
/// for `Identifiable` models.
struct IDEqualPlace: Identifiable, Equatable {
  let id: Int
  var name: String

  static func == (lhs: IDEqualPlace, rhs: IDEqualPlace) -> Bool { lhs.id == rhs.id }
}

private struct IDEqualPlaces: View {
  @State private var places = [IDEqualPlace(id: 1, name: "Tower")]

  var body: some View {
    ForEach(places) { place in Text(place.name) }
    Button("rename") { places[0].name = "Tower of London" }
  }
}
