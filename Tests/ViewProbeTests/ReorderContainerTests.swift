import Testing
import ViewProbe

/// OS 27 reordering: `move(toOffset:)` drags a row of a `reorderable()` collection inside a
/// `reorderContainer`, in any container, and the app gets a `ReorderDifference` (Guide §3).
@MainActor
@Suite("Reorder containers", .viewProbe)
struct ReorderContainerTests {
  @Test("A12: a card dragged to the front of a grid moves by id, and its state moves with it")
  func a12_draggedCardKeepsItsState() throws {
    let harness = ParentHarness { Shortcuts() }
    try harness.find(button: "Timer 0").tap()
    try harness.find(button: "Timer 1").move(toOffset: 0)
    #expect(
      harness.visibleTexts == ["Timer 1", "Notes 0", "Weather 0", "last: Timer before Notes"])
    try harness.find(button: "Notes 0").move(toOffset: 3)
    #expect(harness.visibleTexts == ["Timer 1", "Weather 0", "Notes 0", "last: Notes at the end"])
  }

  @Test("a disabled container, or rows that are not reorderable(), cannot be dragged")
  func disabledOrUnmarkedRowsStay() throws {
    let locked = ParentHarness { Shortcuts(isEnabled: false) }
    let notes = try locked.find(button: "Notes 0")
    expectIssue(
      startingWith: "move(toOffset:) on the Button \"Notes 0\" found its reorder container, "
        + "reorderContainer(for: Shortcut.self, isEnabled: false) on Shortcuts › LazyVGrid, "
        + "disabled"
    ) { notes.move(toOffset: 0) }
    let plain = ParentHarness { Shortcuts(marksRows: false) }
    let weather = try plain.find(button: "Weather 0")
    expectIssue(
      startingWith: "move(toOffset:) on the Button \"Weather 0\" found its ForEach outside a List "
        + "or Form; SwiftUI offers row editing only in lists (and, on OS 27, dragging in a "
        + "reorderContainer of reorderable() rows)"
    ) { weather.move(toOffset: 0) }
    #expect(plain.visibleTexts == ["Notes 0", "Timer 0", "Weather 0", "last: none"])
  }

  @Test("a container named for another item type, whose ids the rows do not have, is refused")
  func containerForAnotherItemTypeIsRefused() throws {
    let harness = ParentHarness {
      VStack {
        ForEach(["Plan", "Ship"], id: \.self) { Button($0) {} }.reorderable()
      }
      .reorderContainer(for: Ticket.self) { _ in Issue.record("no difference is handed over") }
    }
    let ship = try harness.find(button: "Ship")
    expectIssue(
      startingWith: "move(toOffset:) on the Button \"Ship\": its rows' ids are not Ints of Ticket"
    ) { ship.move(toOffset: 0) }
  }

  @Test("rows of a named collection move within it, and the destination names it")
  func namedCollectionsNameTheDestination() throws {
    let harness = ParentHarness { Board() }
    try harness.find(button: "Ship").move(toOffset: 0)
    #expect(harness.visibleTexts == ["Plan", "Ship", "Test", "last: done, before Test"])
  }
}

/// A ticket, identified by a number.
private struct Ticket: Identifiable {
  let id: Int
}

/// A shortcut on the home grid.
private struct Shortcut: Identifiable {
  let id: String
}

/// A grid of shortcut cards that can be dragged into another order.
private struct Shortcuts: View {
  var isEnabled = true
  var marksRows = true
  @State private var shortcuts = ["Notes", "Timer", "Weather"].map(Shortcut.init)
  @State private var last = "none"

  var body: some View {
    LazyVGrid(columns: [GridItem(), GridItem()]) {
      if marksRows {
        ForEach(shortcuts) { ShortcutCard(name: $0.id) }.reorderable()
      } else {
        ForEach(shortcuts) { ShortcutCard(name: $0.id) }
      }
    }
    .reorderContainer(for: Shortcut.self, isEnabled: isEnabled) { difference in
      let moving = shortcuts.filter { difference.sources.contains($0.id) }
      shortcuts.removeAll { difference.sources.contains($0.id) }
      switch difference.destination.position {
      case .before(let id):
        let index = shortcuts.firstIndex { $0.id == id } ?? shortcuts.endIndex
        shortcuts.insert(contentsOf: moving, at: index)
        last = "\(difference.sources.joined()) before \(id)"
      case .end:
        shortcuts.append(contentsOf: moving)
        last = "\(difference.sources.joined()) at the end"
      }
    }
    Text("last: \(last)")
  }
}

/// A card that counts its own taps.
private struct ShortcutCard: View {
  let name: String
  @State private var taps = 0

  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
  }
}

/// A board of two named columns of tasks.
private struct Board: View {
  @State private var todo = [Shortcut(id: "Plan")]
  @State private var done = [Shortcut(id: "Test"), Shortcut(id: "Ship")]
  @State private var last = "none"

  var body: some View {
    VStack {
      ForEach(todo) { Button($0.id) {} }.reorderable(collectionID: "todo")
      ForEach(done) { Button($0.id) {} }.reorderable(collectionID: "done")
    }
    .reorderContainer(for: Shortcut.self, in: String.self) { difference in
      guard difference.destination.collectionID == "done",
        case .before(let id) = difference.destination.position
      else { return }
      let moving = done.filter { difference.sources.contains($0.id) }
      done.removeAll { difference.sources.contains($0.id) }
      done.insert(contentsOf: moving, at: done.firstIndex { $0.id == id } ?? done.endIndex)
      last = "\(difference.destination.collectionID), before \(id)"
    }
    Text("last: \(last)")
  }
}
