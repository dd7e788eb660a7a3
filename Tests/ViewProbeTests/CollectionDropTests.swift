import Foundation
import Testing
import ViewProbe

/// A reading list whose rows take titles dropped among them (`dropDestination(for:action:)` on
/// the `ForEach`), and a shelf of titles to drag from; one row also takes drops itself.
private struct ReadingList: View {
  @State private var books = ["Emma", "Ulysses", "Walden"]
  @State private var starred: [String] = []

  var body: some View {
    VStack {
      Text("shelf: Dune").draggable("Dune")
      Text("7").draggable(URL(string: "https://example.com/7")!)
      List {
        ForEach(books, id: \.self) { title in
          if title == "Walden" {
            Text(title).dropDestination(for: String.self) { titles, _ in
              starred += titles
              return true
            }
          } else {
            Text(title)
          }
        }
        .dropDestination(for: String.self) { titles, offset in
          books.insert(contentsOf: titles, at: offset)
        }
      }
      Text("order \(books.joined(separator: ", "))")
      Text("starred \(starred.joined(separator: ", "))")
    }
  }
}

/// A list of notes taking plain-text item providers dropped among its rows (`onInsert`).
private struct NoteInbox: View {
  @State private var notes = ["call Ann", "buy milk"]
  @State private var inserted: [Int] = []

  var body: some View {
    VStack {
      Text("memo").onDrag { NSItemProvider(object: "memo" as NSString) }
      Text("link").onDrag { NSItemProvider(object: URL(string: "https://example.com")! as NSURL) }
      List {
        ForEach(notes, id: \.self) { Text($0) }
          .onInsert(of: [.plainText]) { offset, providers in
            inserted.append(offset)
            notes.insert("note \(providers.count)", at: offset)
          }
      }
      Text("notes \(notes.joined(separator: " | ")), at \(inserted)")
    }
  }
}

@MainActor
@Suite("Drops into a collection's rows", .viewProbe)
struct CollectionDropTests {
  @Test("a payload dropped onto a row is inserted at that row's offset, or at the offset given")
  func payloadIsInsertedAtTheRow() throws {
    let harness = ParentHarness { ReadingList() }
    try harness.find(text: "shelf: Dune").dragAndDrop(onto: harness.find(text: "Ulysses"))
    #expect(harness.texts.contains("order Emma, Dune, Ulysses, Walden"))
    let other = ParentHarness { ReadingList() }
    try other.find(text: "shelf: Dune").dragAndDrop(onto: other.find(text: "Emma"), atOffset: 3)
    #expect(other.texts.contains("order Emma, Ulysses, Walden, Dune"), "at the end")
  }

  @Test("a drop destination on the row itself is nearer than the collection's: it takes the drop")
  func nearerDestinationWins() throws {
    let harness = ParentHarness { ReadingList() }
    try harness.find(text: "shelf: Dune").dragAndDrop(onto: harness.find(text: "Walden"))
    #expect(harness.texts.contains("starred Dune"))
    #expect(harness.texts.contains("order Emma, Ulysses, Walden"))
  }

  @Test("item providers dropped among rows reach onInsert with the row's offset")
  func providersReachOnInsert() throws {
    let harness = ParentHarness { NoteInbox() }
    try harness.find(text: "memo").dragAndDrop(onto: harness.find(text: "buy milk"))
    #expect(harness.texts.last == "notes call Ann | note 1 | buy milk, at [1]")
    expectIssue(
      startingWith: "dragAndDrop(onto:) onto the Text \"call Ann\" at NoteInbox › VStack › List › "
        + "Text found drops into the rows of a ForEach around it for item providers of "
        + "[\"public.plain-text\"] only; the drag's item provider offers"
    ) {
      try? harness.find(text: "link").dragAndDrop(onto: harness.find(text: "call Ann"))
    }
    #expect(harness.texts.last == "notes call Ann | note 1 | buy milk, at [1]", "nothing inserted")
  }

  @Test("an offset outside the rows, or one where no collection takes the drop, is refused")
  func refusedInsertions() throws {
    let harness = ParentHarness { ReadingList() }
    expectIssue(startingWith: "dragAndDrop(onto:) onto the Text \"Emma\"") {
      try? harness.find(text: "shelf: Dune").dragAndDrop(
        onto: harness.find(text: "Emma"), atOffset: 4)
    }
    expectIssue(
      startingWith: "dragAndDrop(onto:) onto the Text \"Emma\" at ReadingList › VStack › List › "
        + "Text found drops into the rows of a ForEach around it for String payloads only; the "
        + "payload is a URL"
    ) {
      try? harness.find(text: "7").dragAndDrop(onto: harness.find(text: "Emma"))
    }
    expectIssue(startingWith: "dragAndDrop(onto:) onto the Text \"starred \"") {
      try? harness.find(text: "shelf: Dune").dragAndDrop(
        onto: harness.find(text: "starred "), atOffset: 0)
    }
    #expect(harness.texts.contains("order Emma, Ulysses, Walden"))
  }
}
