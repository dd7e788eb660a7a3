import Testing
import ViewProbe

/// The Combine types `import SwiftUI` brings along — subjects, `Just`, `AnyPublisher` — and the
/// operators that need no scheduler, as view models and views use them.
@MainActor
@Suite("Combine basics: subjects, Just, operators", .viewProbe)
struct CombineBasicsTests {
  @Test("G01 a pipeline assigned to a @Published property re-renders the views observing it")
  func g01_assignedPipelineReRenders() throws {
    let harness = ParentHarness { SearchField() }
    try harness.find(textField: "Search").setInput("  Kiwi ")
    #expect(harness.texts.contains("query kiwi"))
    try harness.find(textField: "Search").setInput("KIWI")
    #expect(harness.texts.contains("query kiwi"))
    let model = try #require(harness.installedStore() as? SearchModel)
    #expect(model.queries == ["", "kiwi"], "removeDuplicates held the equal query back")
  }

  @Test("E02 onReceive(Just(value)) runs when the value changes, not on every update")
  func e02_justRunsOnChange() throws {
    let harness = ParentHarness { JustCounter() }
    try harness.find(button: "same").tap()
    #expect(harness.texts.contains("seen 0"))
    try harness.find(button: "next").tap()
    try harness.find(button: "same").tap()
    #expect(harness.texts.contains("seen 0, 1"))
  }

  @Test("A11 subject events reach a view while it is shown; a completion ends them")
  func a11_subjectEvents() throws {
    let events = PassthroughSubject<String, Never>()
    let current = CurrentValueSubject<Int, Never>(3)
    let harness = ParentHarness { SubjectEventLog(events: events, current: current) }
    #expect(harness.texts == ["events ", "current 3"], "a current value arrives at once")
    events.send("a")
    current.value = 4
    #expect(harness.texts == ["events a", "current 4"])
    events.send(completion: .finished)
    events.send("b")
    #expect(harness.texts == ["events a", "current 4"])
  }

  @Test("E02 a model's stored AnyPublisher is the same publisher at each update: one subscription")
  func e02_storedAnyPublisherKeepsItsSubscription() throws {
    let model = ScoreModel()
    let harness = ParentHarness { ScoreView(model: model) }
    try harness.find(button: "bump").tap()
    try harness.find(button: "bump").tap()
    #expect(harness.bodyCount(of: ScoreView.self) == 3)
    #expect(model.deliveries == [0], "subscribed once: the current score arrived once")
    model.score.value = 5
    #expect(model.deliveries == [0, 5])
    #expect(harness.texts.contains("score 5"))
  }

  @Test("sink delivers values then the completion; a subscriber after it gets the completion")
  func sinkCompletion() {
    var log: [String] = []
    let just = Just(7).map { $0 * 2 }.sink(receiveCompletion: { log.append("\($0)") }) {
      log.append("\($0)")
    }
    let failing = PassthroughSubject<Int, ProbeFailure>()
    let first = failing.filter { $0 > 1 }.eraseToAnyPublisher().sink(
      receiveCompletion: { log.append("first \($0)") }, receiveValue: { log.append("first \($0)") })
    failing.send(1)
    failing.send(2)
    failing.send(completion: .failure(ProbeFailure()))
    let late = failing.sink(receiveCompletion: { log.append("late \($0)") }) { _ in }
    #expect(
      log == [
        "14", "finished", "first 2", "first failure(ViewProbeTests.ProbeFailure())",
        "late failure(ViewProbeTests.ProbeFailure())",
      ])
    _ = (just, first, late)
  }
}

struct ProbeFailure: Error, Equatable {}

final class SearchModel: ObservableObject {
  @Published var text = ""
  @Published var query = ""
  private(set) var queries: [String] = []

  init() {
    $text
      .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      .removeDuplicates()
      .assign(to: &$query)
    $query.assign(to: \.lastQuery, on: self).store(in: &kept)
  }

  private var kept: Set<AnyCancellable> = []
  private var lastQuery = "" { didSet { queries.append(lastQuery) } }
}

private struct SearchField: View {
  @StateObject private var model = SearchModel()

  var body: some View {
    VStack {
      TextField("Search", text: $model.text)
      Text("query \(model.query)")
    }
  }
}

private struct JustCounter: View {
  @State private var count = 0
  @State private var bumps = 0
  @State private var seen: [Int] = []

  var body: some View {
    VStack {
      Text("seen \(seen.map(String.init).joined(separator: ", "))")
      Text("bumps \(bumps)")
      Button("next") { count += 1 }
      Button("same") { bumps += 1 }
    }
    .onReceive(Just(count)) { seen.append($0) }
  }
}

private struct SubjectEventLog: View {
  let events: PassthroughSubject<String, Never>
  let current: CurrentValueSubject<Int, Never>
  @State private var received: [String] = []
  @State private var latest = 0

  var body: some View {
    VStack {
      Text("events \(received.joined())")
      Text("current \(latest)")
    }
    .onReceive(events) { received.append($0) }
    .onReceive(current) { latest = $0 }
  }
}

private final class ScoreModel {
  let score = CurrentValueSubject<Int, Never>(0)
  let scores: AnyPublisher<Int, Never>
  var deliveries: [Int] = []

  init() { scores = score.eraseToAnyPublisher() }
}

private struct ScoreView: View {
  let model: ScoreModel
  @State private var bumps = 0
  @State private var shown = 0

  var body: some View {
    VStack {
      Text("score \(shown)")
      Text("bumps \(bumps)")
      Button("bump") { bumps += 1 }
    }
    .onReceive(model.scores) { value in
      model.deliveries.append(value)
      shown = value
    }
  }
}
