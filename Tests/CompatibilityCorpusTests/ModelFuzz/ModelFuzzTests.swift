import Foundation
import SwiftData
import Testing
import ViewProbe

/// Random screens of SwiftData queries — filters on a property, a relationship and a value the
/// root passes down, sorts both ways, fetch limits, rows that read their model in their own body,
/// shelves that list their items through the relationship — and random edits: in the main
/// context, in a context of the test's own that is saved or dropped (before the save nothing may
/// show), through a row's button, and to the root's filter value; in a third of the cases the
/// main context has an undo manager, and undo and redo walk its history. After every step the screen
/// must show what plain values say (a stale row would pass for a correct one).
/// `VIEWPROBE_FUZZ_SEED` and `VIEWPROBE_FUZZ_CASES` explore further, as for the other generative
/// tests.
@MainActor
@Suite("Generative SwiftData queries")
struct ModelFuzzTests {
  static let defaultCases = 1_000

  @Test("@Query: no row is ever stale, for random queries, contexts, saves and taps")
  func queriesFollowTheStore() async {
    await checkFuzzCases(
      "SwiftData", defaultSeed: 20_261_128, defaultCases: Self.defaultCases,
      generate: Self.generate(seed:), simplifications: \.simplifications
    ) { ModelFuzzCase(program: $0, operations: $1).run() }
  }

  static func generate(seed: UInt64) -> (ModelFuzzProgram, [ModelOperation]) {
    var random = FuzzRandom(seed: seed)
    let program = ModelFuzzProgram.random(using: &random)
    var world = ModelWorld()
    var labels = 0
    var operations: [ModelOperation] = []
    for _ in 0..<(5 + random.below(20)) {
      let operation: ModelOperation
      switch random.below(20) {
      case 0..<10:
        operation = .main(
          world.randomEdit(using: &random, labels: &labels, undoable: program.undoable))
      case 10..<13 where program.undoable:
        operation = random.below(3) == 0 ? .redo : .undo
      case 10..<13:
        var draft = world
        let edits = (0..<(1 + random.below(3))).map { _ in
          let edit = draft.randomEdit(using: &random, labels: &labels)
          draft.apply(edit)
          return edit
        }
        operation = .side(edits, SideEnd.allCases[random.below(3)])
      case 13..<16:
        operation = .tap(query: random.below(program.queries.count), position: random.below(4))
      case 16: operation = .raise
      case 17: operation = .lower
      default: operation = .reRender
      }
      world.apply(operation, program: program)
      operations.append(operation)
    }
    return (program, operations)
  }
}

extension ModelWorld {
  /// What `operation` does to the values.
  mutating func apply(_ operation: ModelOperation, program: ModelFuzzProgram) {
    switch operation {
    case .main(let edit): recordingUndo(program) { $0.apply(edit) }
    case .side(let edits, let end): if end == .save { edits.forEach { apply($0) } }
    case .tap(let query, let position):
      let shown = labels(of: program.queries[query])
      if !shown.isEmpty {
        recordingUndo(program) { $0.items[shown[position % shown.count]]?.rank += 1 }
      }
    case .raise: minRank += 1
    case .lower: minRank -= 1
    case .reRender: break
    case .undo:
      guard program.undoable, let last = undoHistory.popLast() else { return }
      snapshot = last.before
      redoHistory.append(last)
    case .redo:
      guard program.undoable, let next = redoHistory.popLast() else { return }
      snapshot = next.after
      undoHistory.append(next)
    }
  }

  /// Makes `change`; in an undoable program, one that changed the models is the change undo
  /// walks back next (an edit that changes nothing registers nothing, as a setter given the
  /// value it has does not), and nothing is left to redo.
  private mutating func recordingUndo(
    _ program: ModelFuzzProgram, _ change: (inout ModelWorld) -> Void
  ) {
    let before = snapshot
    change(&self)
    guard program.undoable, snapshot != before else { return }
    undoHistory.append((before, snapshot))
    redoHistory.removeAll()
  }
}

/// One program and its operations, run on a harness and on plain values side by side.
@MainActor
struct ModelFuzzCase {
  let program: ModelFuzzProgram
  let operations: [ModelOperation]

  /// `nil` when the screen showed what the values say at every step, or what differed.
  func run() -> String? {
    let container: ModelContainer
    do {
      container = try ModelContainer(
        for: FuzzShelf.self, FuzzItem.self,
        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    } catch {
      return "the container could not be made: \(error)"
    }
    let program = self.program
    let harness = ParentHarness {
      ModelFuzzRoot(
        queries: program.queries, showsShelves: program.showsShelves,
        showsFilledShelves: program.showsFilledShelves
      )
      .modelContainer(container)
    }
    // An undoable program's edits and taps are each one group, as an app's events are.
    let undoManager = program.undoable ? UndoManager() : nil
    undoManager?.groupsByEvent = false
    container.mainContext.undoManager = undoManager
    func grouped(_ change: () -> Void) {
      undoManager?.beginUndoGrouping()
      change()
      undoManager?.endUndoGrouping()
    }
    var world = ModelWorld()
    if let difference = compare(harness, world, step: "mount") { return difference }
    for (index, operation) in operations.enumerated() {
      let step = "step \(index + 1) (\(operation))"
      switch operation {
      case .main(let edit):
        grouped { edit.apply(in: container.mainContext) }
      case .side(let edits, let end):
        let context = ModelContext(container)
        edits.forEach { $0.apply(in: context) }
        harness.update()
        if let difference = compare(harness, world, step: step + " before it is saved") {
          return difference
        }
        if end == .rollbackThenSave { context.rollback() }
        if end != .drop {
          do { try context.save() } catch { return "after \(step): save() threw \(error)" }
        }
      case .tap(let query, let position):
        let shown = world.labels(of: program.queries[query])
        if !shown.isEmpty {
          let title = world.title(query, shown[position % shown.count])
          guard let button = harness.findAll(button: title).first else {
            return "at \(step): no button \(title)"
          }
          grouped { button.tap() }
        }
      case .raise: harness.findAll(button: "raise").first?.tap()
      case .lower: harness.findAll(button: "lower").first?.tap()
      case .reRender: harness.reRender()
      case .undo: undoManager?.undo()
      case .redo: undoManager?.redo()
      }
      world.apply(operation, program: program)
      harness.update()
      if let difference = compare(harness, world, step: step + ", values \(world)") {
        return difference
      }
    }
    return nil
  }

  private func compare<Root: View>(
    _ harness: ParentHarness<Root>, _ world: ModelWorld, step: String
  ) -> String? {
    fuzzScreenDifference(harness, expected: world.texts(of: program), step: step)
  }
}
