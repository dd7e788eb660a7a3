import Testing
import ViewProbe

@MainActor
@Suite("@State storage and identity (A)", .viewProbe, .tags(.invariant, .identity))
struct StateIdentityTests {
  @Test("A01 state survives parent re-renders while identity is stable")
  func a01_stateSurvivesParentReRender() throws {
    let inits = Tally()
    let harness = ParentHarness { TickingParent { _ in CounterChild(inits: inits) } }
    let bump = try harness.find(button: "bump child")
    for _ in 0..<3 { bump.tap() }
    let initsBefore = inits.count
    let tick = try harness.find(button: "tick")
    for _ in 0..<5 { tick.tap() }
    #expect(inits.count == initsBefore + 5)
    #expect(harness.texts.contains("child: 3"))
    #expect(harness.texts.contains("tick 5"))
    bump.tap()
    #expect(harness.texts.contains("child: 4"))
  }

  @Test("A02 each position gets its own storage")
  func a02_eachPositionHasItsOwnStorage() throws {
    let harness = ParentHarness {
      VStack {
        CounterChild(label: "first")
        CounterChild(label: "second")
      }
    }
    try harness.find(button: "bump first").tap()
    try harness.find(button: "bump first").tap()
    #expect(harness.texts.contains("first: 2"))
    #expect(harness.texts.contains("second: 0"))
  }

  @Test("A03 the initial value is evaluated for every new view value; the first one wins")
  func a03_initialValueEvaluatedPerInitFirstWins() {
    let harness = ParentHarness(profile: .xcode26) { ModelOwner() }
    let first = harness.installedStore()
    for _ in 0..<4 { harness.reRender() }
    #expect(harness.installedStore() === first)
    #expect(harness.discardedInitialValues(of: ModelOwner.self) == 4)
  }

  @Test("A05 a child's @State seeded from a parameter ignores later values")
  func a05_seededStateIgnoresLaterArguments() throws {
    let harness = ParentHarness {
      TickingParent { tick in SeededChild(value: tick + 1, note: "tick \(tick)") }
    }
    #expect(harness.texts.contains("seeded 1 (tick 0)"))
    try harness.find(button: "tick").tap()
    // The child's body ran again (its note changed) and still shows the first value.
    #expect(harness.texts.contains("seeded 1 (tick 1)"))
    #expect(harness.bodyCount(of: SeededChild.self) == 2)
  }

  @Test("A05 an .id on the seeded child makes it take the new value, with its state reset")
  func a05_idResetsSeededChild() throws {
    let harness = ParentHarness {
      TickingParent { tick in SeededChild(value: tick + 1, note: "").id(tick) }
    }
    try harness.find(button: "tick").tap()
    #expect(harness.texts.contains("seeded 2 ()"))
  }

  @Test("A07 changing .id(_:) resets state")
  func a07_changingIDResetsState() throws {
    let harness = ParentHarness { TickingParent { tick in CounterChild().id(tick) } }
    try harness.find(button: "bump child").tap()
    try harness.find(button: "bump child").tap()
    #expect(harness.texts.contains("child: 2"))
    try harness.find(button: "tick").tap()
    #expect(harness.texts.contains("child: 0"))
  }

  @Test("A08 an unchanged .id value preserves state")
  func a08_unchangedIDPreservesState() throws {
    let harness = ParentHarness { TickingParent { _ in CounterChild().id("stable") } }
    try harness.find(button: "bump child").tap()
    try harness.find(button: "tick").tap()
    try harness.find(button: "tick").tap()
    #expect(harness.texts.contains("child: 1"))
  }

  @Test("A09 switching if/else branches resets state, even for the same view type")
  func a09_switchingBranchesResetsState() throws {
    let harness = ParentHarness { BranchingParent() }
    try harness.find(button: "bump child").tap()
    try harness.find(button: "bump child").tap()
    #expect(harness.texts.contains("child: 2"))
    try harness.find(button: "flip").tap()
    #expect(harness.texts.contains("child: 0"))
    try harness.find(button: "bump child").tap()
    try harness.find(button: "flip").tap()
    #expect(harness.texts.contains("child: 0"))
  }

  @Test("A11 removal destroys state; re-insertion starts fresh")
  func a11_removalDestroysState() throws {
    let harness = ParentHarness { RemovingParent() }
    let bump = try harness.find(button: "bump child")
    for _ in 0..<3 { bump.tap() }
    #expect(harness.texts.contains("child: 3"))
    try harness.find(button: "show").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("child:") })
    try harness.find(button: "show").tap()
    #expect(harness.texts.contains("child: 0"))
  }

  @Test("A11 a removed view's class-typed state is released")
  func a11_removedStateIsReleased() throws {
    let harness = ParentHarness { RemovingParent(ownsModel: true) }
    weak let model = harness.installedState("model", in: ModelOwner.self) as? Book
    #expect(model != nil)
    try harness.find(button: "show").tap()
    #expect(model == nil)
  }

  @Test("A12 ForEach state follows the element id through moves, inserts and removals")
  func a12_forEachStateFollowsElementID() throws {
    let harness = ParentHarness { RowList(initial: ["A", "B", "C"]) }
    try harness.find(button: "bump B").tap()
    try harness.find(button: "bump B").tap()
    try harness.find(button: "move B to front").tap()
    #expect(harness.texts.contains("B: 2"))
    try harness.find(button: "insert X").tap()
    #expect(harness.texts.contains("B: 2"))
    #expect(harness.texts.contains("X: 0"))
    try harness.find(button: "remove B").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("B:") })
    try harness.find(button: "add B").tap()
    #expect(harness.texts.contains("B: 0"))
  }

  @Test(
    "A12 ForEach over a slice, a reversed collection and a key path id follows ids the same way",
    arguments: [CollectionKind.slice, .reversed, .keyPath])
  func a12_otherCollectionsFollowElementID(kind: CollectionKind) throws {
    let harness = ParentHarness { KindedRowList(kind: kind) }
    try harness.find(button: "bump B").tap()
    #expect(harness.texts.contains("B: 1"))
    try harness.find(button: "rotate").tap()
    #expect(harness.texts.contains("B: 1"))
    #expect(harness.findAll(Row.self).count == 3)
    try harness.find(button: "drop B").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("B:") })
  }

  @Test("A14 a change of AnyView's erased type resets state; the same type keeps it")
  func a14_anyViewTypeChangeResetsState() throws {
    let harness = ParentHarness { ErasingParent() }
    try harness.find(button: "bump child").tap()
    try harness.find(button: "rerender").tap()
    #expect(harness.texts.contains("child: 1"))
    try harness.find(button: "swap").tap()
    #expect(harness.texts.contains("other"))
    try harness.find(button: "swap").tap()
    #expect(harness.texts.contains("child: 0"))
  }

  @Test("A15 an uninstalled State reads its initial value, drops writes, and $x warns")
  func a15_uninstalledState() throws {
    let harness = ParentHarness { ViewModelUser() }
    try harness.find(button: "misuse").tap()
    let model = harness.installedModel() as? LegacyViewModel
    #expect(model?.amount == 1)
    #expect(model?.boundAmount == 1)
    #expect(
      harness.warnings == [
        "Accessing State's value outside of being installed on a View. This will result in a "
          + "constant Binding of the initial value and will not update."
      ])
  }

  @Test("A18 writes are readable at once; the re-render is deferred and coalesced")
  func a18_writesCoalesce() throws {
    let harness = ParentHarness { DoubleWriter() }
    let before = harness.bodyCount(of: DoubleWriter.self)
    try harness.find(button: "go").tap()
    #expect(harness.bodyCount(of: DoubleWriter.self) == before + 1)
    #expect(harness.texts.contains("count 2, seen [2]"))
  }
}

// MARK: - Views for these tests

struct ModelOwner: View {
  @State private var model = Book()
  var body: some View { Text(model.title) }
}

struct SeededChild: View {
  @State var value: Int
  let note: String
  var body: some View { Text("seeded \(value) (\(note))") }
}

struct BranchingParent: View {
  @State private var flag = true
  var body: some View {
    VStack {
      Button("flip") { flag.toggle() }
      if flag { CounterChild() } else { CounterChild() }
    }
  }
}

struct RemovingParent: View {
  var ownsModel = false
  @State private var show = true
  var body: some View {
    VStack {
      Button("show") { show.toggle() }
      if show {
        if ownsModel { ModelOwner() } else { CounterChild() }
      }
    }
  }
}

struct Row: View {
  let name: String
  @State private var count = 0
  var body: some View {
    HStack {
      Text("\(name): \(count)")
      Button("bump \(name)") { count += 1 }
    }
  }
}

struct RowList: View {
  @State var items: [String]

  init(initial: [String]) {
    _items = State(initialValue: initial)
  }

  var body: some View {
    VStack {
      Button("move B to front") {
        items.removeAll { $0 == "B" }; items.insert("B", at: 0)
      }
      Button("insert X") { items.insert("X", at: 0) }
      Button("remove B") { items.removeAll { $0 == "B" } }
      Button("add B") { items.append("B") }
      ForEach(items, id: \.self) { name in Row(name: name) }
    }
  }
}

enum CollectionKind: Sendable, CustomTestStringConvertible {
  case slice, reversed, keyPath
  var testDescription: String { "\(self)" }
}

struct Named: Hashable {
  let name: String
}

/// The same rows as `RowList`, from data that is neither an array nor a range.
struct KindedRowList: View {
  let kind: CollectionKind
  @State private var items = ["0", "A", "B", "C"]

  var body: some View {
    VStack {
      Button("rotate") { items.append(items.remove(at: 1)) }
      Button("drop B") { items.removeAll { $0 == "B" } }
      switch kind {
      case .slice: ForEach(items.dropFirst(), id: \.self) { Row(name: $0) }
      case .reversed: ForEach(items.dropFirst().reversed(), id: \.self) { Row(name: $0) }
      case .keyPath:
        ForEach(items.dropFirst().map(Named.init), id: \.name) { Row(name: $0.name) }
      }
    }
  }
}

struct ErasingParent: View {
  @State private var erased = true
  @State private var generation = 0
  var body: some View {
    VStack {
      Button("swap") { erased.toggle() }
      Button("rerender") { generation += 1 }
      Text("generation \(generation)")
      erased ? AnyView(CounterChild()) : AnyView(Text("other"))
    }
  }
}

/// The anti-pattern of A15: `@State` inside a class is never installed.
final class LegacyViewModel {
  @State var amount = 1
  var boundAmount = 0
}

struct ViewModelUser: View {
  let model = LegacyViewModel()
  var body: some View {
    Button("misuse") {
      model.amount = 5
      let binding = model.$amount
      binding.wrappedValue = 7
      model.boundAmount = binding.wrappedValue
    }
  }
}

struct DoubleWriter: View {
  @State private var count = 0
  @State private var seen: [Int] = []
  var body: some View {
    VStack {
      Text("count \(count), seen \(seen)")
      Button("go") {
        count += 1
        count += 1
        seen.append(count)
      }
    }
  }
}
