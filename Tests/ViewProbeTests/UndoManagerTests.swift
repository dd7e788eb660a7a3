import Testing
import ViewProbe

/// `@Environment(\.undoManager)`: the window's undo manager, one per harness on Linux.
@MainActor
@Suite("The window's undo manager", .viewProbe)
struct UndoManagerTests {
  #if !canImport(Darwin)
    @Test("each event's registrations undo together; undo and redo walk the history")
    func undoAndRedoByEvent() throws {
      let harness = ParentHarness { ChecklistWithUndo() }
      #expect(try !harness.find(button: "Undo").isEnabled)
      try harness.find(button: "Check Milk").tap()
      try harness.find(button: "Check all").tap()
      #expect(harness.texts.first == "Milk ✓, Eggs ✓, Tea ✓")
      try harness.find(button: "Undo").tap()
      #expect(harness.texts.first == "Milk ✓, Eggs, Tea", "one tap's three changes undo together")
      try harness.find(button: "Undo").tap()
      #expect(harness.texts.first == "Milk, Eggs, Tea")
      #expect(try !harness.find(button: "Undo").isEnabled)
      try harness.find(button: "Redo").tap()
      #expect(harness.texts.first == "Milk ✓, Eggs, Tea")
      try harness.find(button: "Check Tea").tap()
      #expect(try !harness.find(button: "Redo").isEnabled, "a new change clears the redo history")
    }
  #else
    @Test("on Apple platforms the window's undo manager is nil")
    func noUndoManagerOnApplePlatforms() throws {
      let harness = ParentHarness { ChecklistWithUndo() }
      #expect(try !harness.find(button: "Undo").isEnabled)
    }
  #endif
}

@Observable
final class UndoableChecklist {
  var checked: Set<String> = []

  func setChecked(_ names: Set<String>, undoManager: UndoManager?) {
    let before = checked
    checked = names
    undoManager?.registerUndo(withTarget: self) { list in
      list.setChecked(before, undoManager: undoManager)
    }
  }
}

private struct ChecklistWithUndo: View {
  @Environment(\.undoManager) private var undoManager
  @State private var list = UndoableChecklist()
  private let names = ["Milk", "Eggs", "Tea"]

  var body: some View {
    Text(names.map { list.checked.contains($0) ? "\($0) ✓" : $0 }.joined(separator: ", "))
    ForEach(names, id: \.self) { name in
      Button("Check \(name)") {
        list.setChecked(list.checked.union([name]), undoManager: undoManager)
      }
    }
    Button("Check all") {
      for name in names {
        list.setChecked(list.checked.union([name]), undoManager: undoManager)
      }
    }
    Button("Undo") { undoManager?.undo() }
      .disabled(undoManager?.canUndo != true)
    Button("Redo") { undoManager?.redo() }
      .disabled(undoManager?.canRedo != true)
  }
}
