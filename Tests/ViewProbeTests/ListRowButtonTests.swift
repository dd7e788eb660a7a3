import Testing
import ViewProbe

/// In a `List` or `Form` row, buttons of the automatic style share the row's one touch target:
/// a tap runs each of them (widely observed; §7). Any other style gives a button its own.
@MainActor
@Suite("List rows: buttons of the automatic style share the row's touch", .viewProbe)
struct ListRowButtonTests {
  @Test("a tap on one automatic button of a row runs every automatic button of that row, in order")
  func automaticButtonsShareTheRow() throws {
    let log = ActionLog()
    let harness = ParentHarness { InboxRows(log: log, style: .automatic) }
    try harness.find(row: 2).find(button: "Archive").tap()
    #expect(log.entries == ["reply 2", "archive 2"])
    // Tapping the label's text is a tap on the row too.
    try harness.find(row: 1).find(text: "Reply").tap()
    #expect(log.entries == ["reply 2", "archive 2", "reply 1", "archive 1"])
    // Anywhere else in the row too: the row is the buttons' touch target.
    try harness.find(text: "Message 3").tap()
    #expect(log.entries.suffix(2) == ["reply 3", "archive 3"])
    // A disabled button and the row's swipe actions (not on screen) do not run.
    #expect(!log.entries.contains { $0.hasPrefix("flag") || $0.hasPrefix("delete") })
  }

  @Test("a borderless, plain, bordered or custom style gives each button its own touches")
  func styledButtonsTakeTheirOwnTouches() throws {
    for style in [RowButtonStyle.borderless, .plain, .bordered, .custom, .onTheList] {
      let log = ActionLog()
      let harness = ParentHarness { InboxRows(log: log, style: style) }
      try harness.find(row: 2).find(button: "Archive").tap()
      #expect(log.entries == ["archive 2"], "\(style)")
      // With no automatic button in it, the row's text takes no tap.
      let message = try harness.find(text: "Message 2")
      withKnownIssue { message.tap() }
    }
  }

  @Test("an automatic button beside a borderless one: each takes only its own touches")
  func mixedStyles() throws {
    let log = ActionLog()
    let harness = ParentHarness { InboxRows(log: log, style: .mixed) }
    try harness.find(row: 1).find(button: "Archive").tap()
    try harness.find(row: 1).find(button: "Reply").tap()
    #expect(log.entries == ["archive 1", "reply 1"])
  }

  @Test(
    "what a row presents or attaches elsewhere is not the row: swipe actions, sheets, alerts, menus"
  )
  func presentedContentIsNotTheRow() throws {
    let log = ActionLog()
    let harness = ParentHarness { PresentingRows(log: log) }
    try harness.find(button: "Delete").tap()
    #expect(log.entries == ["delete"], "a swipe action runs alone, not the row's buttons")
    try harness.find(button: "Edit").tap()
    #expect(log.entries == ["delete", "edit", "share"])
    try harness.find(button: "Save").tap()
    #expect(log.entries.suffix(1) == ["save"], "a sheet's buttons are not the row's")
    try harness.find(button: "Report").tap()
    try harness.find(button: "OK").tap()
    #expect(log.entries.suffix(2) == ["report", "ok"], "an alert's buttons are not the row's")
    try harness.find(button: "Archive").tap()
    #expect(log.entries.suffix(1) == ["archive"], "a menu's items are not the row's")
  }

  @Test("each view of a Form or Section is its own row; outside lists buttons are apart")
  func rowsAreTheListsViews() throws {
    let log = ActionLog()
    let harness = ParentHarness {
      VStack {
        Form {
          Section {
            Button("One") { log.entries.append("one") }
            Button("Two") { log.entries.append("two") }
            HStack {
              Button("Three") { log.entries.append("three") }
              Button("Four") { log.entries.append("four") }
            }
          } header: {
            HStack {
              Button("Sort") { log.entries.append("sort") }
              Button("Filter") { log.entries.append("filter") }
            }
          }
        }
        HStack {
          Button("Five") { log.entries.append("five") }
          Button("Six") { log.entries.append("six") }
        }
      }
    }
    try harness.find(button: "Two").tap()
    try harness.find(button: "Four").tap()
    try harness.find(button: "Sort").tap()
    try harness.find(button: "Six").tap()
    #expect(log.entries == ["two", "three", "four", "sort", "six"])
  }
}

final class ActionLog {
  var entries: [String] = []
}

enum RowButtonStyle {
  case automatic, borderless, plain, bordered, custom, onTheList, mixed
}

/// A mail-style list whose rows show a Reply and an Archive button, a disabled Flag button and
/// swipe actions.
private struct InboxRows: View {
  let log: ActionLog
  let style: RowButtonStyle

  var body: some View {
    let list = List {
      ForEach(1...3, id: \.self) { message in
        HStack {
          Text("Message \(message)")
          styled(Button("Reply") { log.entries.append("reply \(message)") }, mixed: .automatic)
          Button("Flag") { log.entries.append("flag \(message)") }.disabled(true)
          styled(Button("Archive") { log.entries.append("archive \(message)") }, mixed: .borderless)
        }
        .swipeActions {
          Button("Delete") { log.entries.append("delete \(message)") }
        }
      }
    }
    if style == .onTheList {
      list.buttonStyle(.plain)
    } else {
      list
    }
  }

  @ViewBuilder
  private func styled<B: View>(_ button: B, mixed: RowButtonStyle) -> some View {
    switch style == .mixed ? mixed : style {
    case .borderless: button.buttonStyle(.borderless)
    case .plain: button.buttonStyle(.plain)
    case .bordered: button.buttonStyle(.bordered)
    case .custom: button.buttonStyle(PressedDimmer())
    case .automatic: button.buttonStyle(.automatic)
    default: button
    }
  }
}

private struct PressedDimmer: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
  }
}

/// A row with two automatic buttons, swipe actions, a sheet and an alert it presents.
private struct PresentingRows: View {
  let log: ActionLog
  @State private var editing = false
  @State private var reporting = false

  var body: some View {
    List {
      HStack {
        Button("Edit") {
          log.entries.append("edit")
          editing = true
        }
        Button("Share") { log.entries.append("share") }
        Menu("More") { Button("Archive") { log.entries.append("archive") } }
      }
      .swipeActions { Button("Delete") { log.entries.append("delete") } }
      .sheet(isPresented: $editing) {
        VStack {
          Button("Save") {
            log.entries.append("save")
            editing = false
          }
          Button("Discard") { log.entries.append("discard") }
        }
      }
      HStack {
        Button("Report") {
          log.entries.append("report")
          reporting = true
        }
      }
      .alert("Reported", isPresented: $reporting) {
        Button("OK") { log.entries.append("ok") }
      }
    }
  }
}
