import Foundation
import Testing
import ViewProbe

/// An element whose id is made each time it is read: a common way to satisfy `Identifiable`.
private struct HouseTask: Identifiable, Equatable {
  let title: String
  var id: UUID { UUID() }
}

/// An element whose server id is set once, after it was saved.
private final class Draft: Identifiable {
  var id: String
  init(id: String) { self.id = id }
}

private struct TaskRowUID: View {
  let title: String
  @State private var done = false
  var body: some View { Button("\(title) \(done ? "done" : "open")") { done.toggle() } }
}

private struct TaskListUID: View {
  @State private var chores = [HouseTask(title: "dishes"), HouseTask(title: "laundry")]
  @State private var refreshes = 0
  var body: some View {
    VStack {
      Button("refresh \(refreshes)") { refreshes += 1 }
      ForEach(chores) { TaskRowUID(title: $0.title) }
    }
  }
}

private struct DraftList: View {
  let drafts: [Draft]
  @State private var refreshes = 0
  var body: some View {
    VStack {
      Button("refresh \(refreshes)") { refreshes += 1 }
      ForEach(drafts) { Text("draft \($0.id)") }
    }
  }
}

/// Search results: each query shows other items, with other ids.
private struct SearchPages: View {
  @State private var page = 0
  var body: some View {
    VStack {
      Button("next page") { page += 1 }
      ForEach((page * 3)..<(page * 3 + 3), id: \.self) { Text("result \($0)") }
    }
  }
}

private let unstable =
  "ForEach<Array<HouseTask>, UUID, TaskRowUID>: the same data gave its elements new IDs at update after "
  + "update"

@MainActor
@Suite("IDs made each time they are read")
struct UnstableIDTests {
  @Test("A07 an id made on each read: every row is new at each update, and ViewProbe says why")
  func a07_computedUUIDIdentity() throws {
    let harness = ParentHarness { TaskListUID() }
    try harness.find(button: "dishes open").tap()
    try harness.find(button: "refresh 0").tap()
    #expect(harness.texts.contains("dishes open"), "a new row: its @State started over (A07)")
    #expect(harness.warnings.isEmpty, "one update with new ids may be a real change")
    try harness.find(button: "refresh 1").tap()
    let warnings = harness.runtimeWarnings
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.hasPrefix(unstable) == true)
    try harness.find(button: "refresh 2").tap()
    #expect(harness.runtimeWarnings.map(\.occurrences) == [2])
  }

  @Test("A07 an object given its server id once keeps its row afterwards: no warning")
  func a07_idChangedOnceIsNotReported() throws {
    let draft = Draft(id: "local-1")
    let harness = ParentHarness { DraftList(drafts: [draft]) }
    draft.id = "server-9"
    try harness.find(button: "refresh 0").tap()
    #expect(harness.texts.last == "draft server-9")
    try harness.find(button: "refresh 1").tap()
    try harness.find(button: "refresh 2").tap()
    #expect(harness.warnings.isEmpty)
  }

  @Test("A07 other data with other ids at every update (a page of results after another) is quiet")
  func a07_newDataWithNewIDsIsNotReported() throws {
    let harness = ParentHarness { SearchPages() }
    for _ in 0..<3 { try harness.find(button: "next page").tap() }
    #expect(harness.texts == ["next page", "result 9", "result 10", "result 11"])
    #expect(harness.warnings.isEmpty)
  }
}
