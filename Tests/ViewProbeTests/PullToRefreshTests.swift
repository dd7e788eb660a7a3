import Testing
import ViewProbe

/// `FoundView.refresh()`: pull to refresh on a list or scroll view runs its `.refreshable` action
/// and waits for it; anywhere else it records why nothing happens.
@MainActor
@Suite("Pull to refresh", .viewProbe)
struct PullToRefreshTests {
  @Test("a pull on a list, a row or the screen runs the refreshable action and waits for it")
  func pullRunsTheActionAndWaits() async throws {
    let harness = ParentHarness { Inbox() }
    #expect(harness.texts == ["message 1"])
    try await harness.find(text: "message 1").refresh()
    #expect(harness.texts == ["message 1", "message 2"], "the rows the action loaded are shown")
    try await harness.find(Inbox.self).refresh()
    #expect(harness.texts == ["message 1", "message 2", "message 3"])
  }

  @Test("a pull where SwiftUI offers none records why: no scroll view, or no refreshable on it")
  func pullWithoutScrollerOrAction() async {
    let harness = ParentHarness {
      VStack {
        Text("plain").refreshable {}
        List { Text("row") }
      }
    }
    let noAction = await capturedReports { try? await harness.find(text: "row").refresh() }
    #expect(
      noAction == [
        "refresh() on the Text \"row\" at VStack › List › Text found the List at VStack › List "
          + "with no .refreshable on it or above it; pulling it refreshes nothing"
      ])
    let noScroller = await capturedReports { try? await harness.find(text: "plain").refresh() }
    #expect(
      noScroller == [
        "refresh() on the Text \"plain\" at VStack › Text found no List, Form or ScrollView at, "
          + "above or inside it (a .columns form does not scroll); SwiftUI offers pull to refresh "
          + "only on those"
      ])
  }

  @Test("a list with scrolling turned off cannot be pulled down")
  func scrollDisabledListIsNotPulled() async throws {
    let harness = ParentHarness { ShortList(fits: true) }
    let reports = await capturedReports { try? await harness.find(text: "today").refresh() }
    #expect(
      reports == [
        "refresh() on the Text \"today\" at ShortList › List › Text found the List at ShortList › "
          + "List with scrolling turned off (.scrollDisabled(true) on it or above it); a view "
          + "that does not scroll cannot be pulled down, so it refreshes nothing"
      ])
    #expect(harness.visibleTexts == ["today"])
    let scrolling = ParentHarness { ShortList(fits: false) }
    try await scrolling.find(text: "today").refresh()
    #expect(scrolling.visibleTexts == ["today", "refreshed"])
  }

  @Test("a form is a grouped list on iOS and is pulled like one; a .columns form does not scroll")
  func formIsPulledLikeAList() async throws {
    let harness = ParentHarness { AccountScreen() }
    #expect(harness.visibleTexts == ["Signed in as nobody", "Plan", "Plan: basic"])
    try await harness.find(text: "Signed in as nobody").refresh()
    #expect(harness.visibleTexts == ["Signed in as ada", "Plan", "Plan: basic"])
    let columns = await capturedReports { try? await harness.find(text: "Plan: basic").refresh() }
    #expect(
      columns == [
        "refresh() on the Text \"Plan: basic\" at AccountScreen › VStack › Form › Text found no "
          + "List, Form or ScrollView at, above or inside it (a .columns form does not scroll); "
          + "SwiftUI offers pull to refresh only on those"
      ])
  }
}

@MainActor
@Observable
private final class Mailbox {
  var messages = ["message 1"]

  func fetch() async {
    try? await Task.sleep(for: .milliseconds(2))
    messages.append("message \(messages.count + 1)")
  }
}

private struct Inbox: View {
  @State private var mailbox = Mailbox()

  var body: some View {
    List(mailbox.messages, id: \.self) { Text($0) }
      .refreshable { await mailbox.fetch() }
  }
}

/// An account form that reloads its profile when pulled, over a plan form in columns.
private struct AccountScreen: View {
  @State private var user = "nobody"

  var body: some View {
    VStack {
      Form {
        Text("Signed in as \(user)")
      }
      .refreshable { await signIn("ada") }
      Form {
        Text("Plan")
        Text("Plan: basic")
      }
      .formStyle(.columns)
      .refreshable { await signIn("grace") }
    }
  }

  private func signIn(_ name: String) async { user = name }
}

/// A list that turns scrolling off while its rows fit on screen.
private struct ShortList: View {
  let fits: Bool
  @State private var rows = ["today"]

  var body: some View {
    List(rows, id: \.self) { Text($0) }
      .scrollDisabled(fits)
      .refreshable { await reload() }
  }

  private func reload() async { rows.append("refreshed") }
}
