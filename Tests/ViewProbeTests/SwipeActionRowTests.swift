import Testing
import ViewProbe

/// Up to OS 26 swipe actions are drawn only on the rows of a list; OS 27 draws them in any
/// container (Guide §3, §6, §7).
@MainActor
@Suite("Swipe actions need a list row", .viewProbe)
struct SwipeActionRowTests {
  @Test("swipe actions on cards in a scroll view are never revealed; on list rows they run")
  func swipeActionsNeedAListRow() throws {
    let cards = ParentHarness { Inbox(inList: false) }
    let archive = try cards.find(button: "Archive")
    expectIssue(
      startingWith: "tap() on the Button \"Archive\" found it in the swipe actions of Inbox › "
        + "ScrollView › LazyVStack › Text, which is not a row of a List or a Form"
    ) { archive.tap() }
    #expect(cards.texts.first == "2 messages")

    let list = ParentHarness { Inbox(inList: true) }
    try list.find(button: "Archive").tap()
    #expect(list.visibleTexts == ["1 messages", "Lunch?"])
  }

  @Test("OS 27 (.xcode27) draws swipe actions outside lists: the cards' action runs")
  func swipeActionsOutsideListsUnderOS27() throws {
    let cards = ParentHarness(profile: .xcode27) { CoordinatedCards() }
    try #require(cards.findAll(button: "Archive").first).tap()
    #expect(cards.visibleTexts == ["1 messages", "Lunch?"])
  }

  @Test("OS 27's onPresentationChanged hears the row swiped open, then closed after the action")
  func presentationChangesAroundTheAction() throws {
    let harness = ParentHarness(profile: .xcode27) { WatchedRows() }
    try harness.find(button: "Pin").tap()
    #expect(harness.visibleTexts.last == "events: open Invoice, pin Invoice, closed Invoice")
    // Each is an event of its own: the row shown while the actions were open was drawn.
    #expect(harness.bodyCount(of: WatchedRows.self) == 4)
    // A control outside the swipe actions is no swipe.
    try harness.find(button: "Clear").tap()
    #expect(harness.visibleTexts.last == "events: ")
  }
}

/// Rows whose swipe actions say when they are revealed and dismissed (OS 27).
private struct WatchedRows: View {
  @State private var events: [String] = []

  var body: some View {
    List {
      ForEach(["Invoice"], id: \.self) { message in
        Text(message)
          .swipeActions {
            Button("Pin") { events.append("pin \(message)") }
          } onPresentationChanged: { revealed in
            events.append((revealed ? "open " : "closed ") + message)
          }
      }
      Button("Clear") { events.removeAll() }
      Text("events: \(events.joined(separator: ", "))")
    }
  }
}

/// Messages with a swipe action, shown as cards in a scroll view or as rows of a list.
private struct Inbox: View {
  let inList: Bool
  @State private var messages = ["Invoice", "Lunch?"]

  var body: some View {
    Text("\(messages.count) messages")
    if inList {
      List { rows }
    } else {
      ScrollView { LazyVStack { rows } }
    }
  }

  private var rows: some View {
    ForEach(messages.prefix(1), id: \.self) { message in
      Text(message)
        .swipeActions { Button("Archive") { messages.removeAll { $0 == message } } }
    }
  }
}

/// Cards whose swipe actions an OS 27 container coordinates.
private struct CoordinatedCards: View {
  @State private var messages = ["Invoice", "Lunch?"]

  var body: some View {
    Text("\(messages.count) messages")
    ScrollView {
      LazyVStack {
        ForEach(messages, id: \.self) { message in
          Text(message)
            .swipeActions { Button("Archive") { messages.removeAll { $0 == message } } }
        }
      }
    }
    .swipeActionsContainer()
  }
}
