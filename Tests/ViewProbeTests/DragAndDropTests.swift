import Testing
import ViewProbe

/// `draggable` and `dropDestination`, driven by `dragAndDrop(onto:)`.
@MainActor
@Suite("Drag and drop", .viewProbe)
struct DragAndDropTests {
  @Test("a card dragged onto another column moves there; the column hears the drag come and go")
  func cardMovesBetweenColumns() throws {
    let harness = ParentHarness { TaskBoard() }
    try harness.find(text: "Write tests").dragAndDrop(onto: harness.find(text: "Done"))
    #expect(harness.texts == ["To Do", "Ship", "Done", "Write tests", "targeted 1×"])
    try harness.find(text: "Ship").dragAndDrop(onto: harness.find(text: "Write tests"))
    #expect(harness.texts == ["To Do", "Done", "Write tests", "Ship", "targeted 2×"])
  }

  @Test("a drag needs a draggable source and a destination that takes the payload's type")
  func refusedDrops() throws {
    let harness = ParentHarness { TaskBoard() }
    expectIssue(startingWith: "dragAndDrop(onto:) on the Text \"To Do\" at TaskBoard › HStack") {
      try? harness.find(text: "To Do").dragAndDrop(onto: harness.find(text: "Done"))
    }
    expectIssue(
      startingWith: "dragAndDrop(onto:) onto the Text \"Ship\" at TaskBoard › HStack › VStack"
    ) {
      try? harness.find(text: "Write tests").dragAndDrop(onto: harness.find(text: "Ship"))
    }
    let numbers = ParentHarness { NumberDrop() }
    expectIssue(startingWith: "dragAndDrop(onto:) onto the Text \"drop\"") {
      try? numbers.find(text: "7").dragAndDrop(onto: numbers.find(text: "drop"))
    }
    #expect(numbers.texts == ["7", "drop"], "a String destination never got the URL")
    let locked = ParentHarness { TaskBoard().disabled(true) }
    expectIssue(startingWith: "dragAndDrop(onto:) on the Text \"Ship\"") {
      try? locked.find(text: "Ship").dragAndDrop(onto: locked.find(text: "Done"))
    }
    #expect(locked.texts.contains("Ship") && locked.texts.contains("targeted 0×"))
  }
}

/// Two columns of task titles; a title dropped on a column moves there.
private struct TaskBoard: View {
  @State private var todo = ["Write tests", "Ship"]
  @State private var done: [String] = []
  @State private var targeted = 0

  var body: some View {
    HStack {
      VStack {
        Text("To Do")
        ForEach(todo, id: \.self) { title in Text(title).draggable(title) }
      }
      VStack {
        Text("Done")
        ForEach(done, id: \.self) { title in Text(title).draggable(title) }
        Text("targeted \(targeted)×")
      }
      .dropDestination(for: String.self) { titles, _ in
        todo.removeAll { titles.contains($0) }
        done.append(contentsOf: titles)
        return true
      } isTargeted: { isTargeted in
        if isTargeted { targeted += 1 }
      }
    }
  }
}

private struct NumberDrop: View {
  var body: some View {
    Text("7").draggable(URL(string: "https://example.com/7")!)
    Text("drop").dropDestination(for: String.self) { _, _ in true }
  }
}
