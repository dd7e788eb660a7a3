import Testing
import ViewProbe

/// The runtime records why each body ran (E01–E06, C01, D03, A07, A09, A12, A14).
@MainActor
@Suite("Render causes", .viewProbe, .tags(.invariant))
struct RenderCauseTests {
  @Test("E05 a @State write, an observable property and a first appearance are named")
  func e05_stateObservationAndAppearance() throws {
    let book = Book(title: "a")
    let harness = ParentHarness { CauseReader(book: book) }
    try harness.find(button: "tick").tap()
    book.title = "b"
    let causes = harness.renderCauses(of: CauseReader.self).map { $0.causes.map(\.description) }
    #expect(
      causes == [
        ["first appearance"], ["@State tick changed"], ["Book.title changed"],
      ])
    #expect(
      harness.renderCauses(of: CauseReader.self).map(\.causes.first?.kind) == [
        .appeared, .state, .observation,
      ])
  }

  @Test("E02 a changed input names the property, with old and new values")
  func e02_inputChangeNamesTheProperty() throws {
    let harness = ParentHarness {
      TickingParent { tick in SeededChild(value: 1, note: "n\(tick)") }
    }
    try harness.find(button: "tick").tap()
    let last = try #require(harness.renderCauses(of: SeededChild.self).last)
    #expect(last.causes.map(\.description) == ["input note changed from \"n0\" to \"n1\""])
    #expect(last.path == "TickingParent › VStack › SeededChild")
  }

  @Test("D03 an environment value names its key")
  func d03_environmentChangeNamesTheKey() throws {
    let harness = ParentHarness { KeyWriter() }
    try harness.find(button: "change a").tap()
    let last = try #require(harness.renderCauses(of: KeyAReader.self).last)
    #expect(last.causes.map(\.description) == ["environment \\.keyA changed"])
  }

  @Test("A07 A09 A12 A14 a new identity says what replaced the old one")
  func a07_identityChangesAreNamed() throws {
    let harness = ParentHarness { IdentityShifter() }
    try harness.find(button: "shift").tap()
    let descriptions = harness.renderLog.filter { $0.update > 0 }.flatMap(\.causes)
      .map(\.description)
    #expect(descriptions.contains("new identity: .id value changed from 0 to 1"))
    #expect(descriptions.contains("new identity: the if-branch switched from false to true"))
    #expect(descriptions.contains("new identity: ForEach inserted element 3"))
    #expect(descriptions.contains("new identity: AnyView now wraps CounterChild, was StaticView"))
  }

  @Test("E01 _printChanges and _logChanges print SwiftUI's format into the harness")
  func e01_printChangesFormat() throws {
    let book = Book(title: "a")
    let harness = ParentHarness {
      TickingParent { tick in PrintingReader(book: book, label: tick < 2 ? "low" : "high") }
    }
    try harness.find(button: "bump").tap()
    book.title = "b"
    try harness.find(button: "tick").tap()
    try harness.find(button: "tick").tap()
    #expect(
      harness.printedChanges == [
        "PrintingReader: @self, @identity, _count changed.",
        "PrintingReader: _count changed.",
        "PrintingReader: @dependencies changed.",
        "PrintingReader: @self changed.",
      ])
  }
}

// MARK: - Views for these tests

struct CauseReader: View {
  let book: Book
  @State private var tick = 0

  var body: some View {
    VStack {
      Text("\(book.title) \(tick)")
      Button("tick") { tick += 1 }
    }
  }
}

struct IdentityShifter: View {
  @State private var shifted = false

  var body: some View {
    VStack {
      Button("shift") { shifted = true }
      CounterChild(label: "keyed").id(shifted ? 1 : 0)
      if shifted {
        StaticView()
      } else {
        CounterChild(label: "branch")
      }
      ForEach(shifted ? [1, 2, 3] : [1, 2], id: \.self) { CounterChild(label: "row \($0)") }
      shifted ? AnyView(CounterChild(label: "erased")) : AnyView(StaticView())
    }
  }
}

struct PrintingReader: View {
  let book: Book
  let label: String
  @State private var count = 0

  var body: some View {
    let _ = Self._printChanges()
    VStack {
      Text("\(label) \(book.title) \(count)")
      Button("bump") { count += 1 }
    }
  }
}
