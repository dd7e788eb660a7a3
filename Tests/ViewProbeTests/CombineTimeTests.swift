import Foundation
import Testing
import ViewProbe

/// Combine's operators that wait or change threads run on the harness's clock under a harness:
/// a value due now arrives as the harness call that sent it finishes; a later one when the test
/// moves the clock (Guide §8).
@MainActor
@Suite("Combine's time operators on the harness's clock", .viewProbe)
struct CombineTimeTests {
  @Test("debounce publishes only once its time has passed without another value")
  func debounceWaitsForTheClock() throws {
    let harness = ParentHarness { LookupScreen() }
    let field = try harness.find(textField: "Search")
    field.setInput("b")
    harness.advanceTime(by: 0.2)
    field.setInput("ba")
    harness.advanceTime(by: 0.2)
    // 0.4 s after the first value but only 0.2 s after the second: nothing yet.
    #expect(harness.texts.contains("no results"))
    harness.advanceTime(by: 0.1)
    #expect(harness.texts.contains("banana"))
    #expect(!harness.texts.contains("berry"))
    #expect(harness.texts.contains("lookups 1"))
  }

  @Test("G06 receive(on:) hands a value over after the sending call, where the property is set")
  func g06_receiveOnDeliversAfterTheWrite() throws {
    let harness = ParentHarness { RenameScreen() }
    try harness.find(button: "Rename").tap()
    // A plain sink runs in willSet and reads the old value; one behind receive(on:) runs once
    // the write is done, before the tap returns.
    #expect(harness.texts.contains("direct sees old"))
    #expect(harness.texts.contains("received sees new"))
  }

  @Test(
    "throttle publishes the first value at once, then one per interval",
    arguments: [true, false])
  func throttleOnePerInterval(latest: Bool) throws {
    let harness = ParentHarness { ThrottleScreen(latest: latest) }
    for _ in 0..<3 {
      try harness.find(button: "Send").tap()
      harness.advanceTime(by: 0.25)
    }
    #expect(harness.texts.contains("got [1]"))
    harness.advanceTime(by: 0.25)
    #expect(harness.texts.contains(latest ? "got [1, 3]" : "got [1, 2]"))
    harness.advanceTime(by: 5)
    #expect(harness.texts.contains(latest ? "got [1, 3]" : "got [1, 2]"))
  }

  @Test("delay publishes each value its interval later")
  func delayWaits() throws {
    let harness = ParentHarness { ThrottleScreen(latest: nil) }
    try harness.find(button: "Send").tap()
    harness.advanceTime(by: 0.9)
    #expect(harness.texts.contains("got []"))
    harness.advanceTime(by: 0.1)
    #expect(harness.texts.contains("got [1]"))
  }

  @Test("G01 combineLatest and merge follow the @Published properties they join")
  func g01_combineLatestAndMerge() throws {
    let harness = ParentHarness { SignUpScreen() }
    #expect(harness.texts.contains("incomplete"))
    try harness.find(textField: "Name").setInput("Ann")
    #expect(harness.texts.contains("incomplete"))
    try harness.find(textField: "Email").setInput("ann@example.com")
    #expect(harness.texts.contains("complete"))
    #expect(harness.texts.contains("edits 2"))
  }

  @Test("E02 onReceive keeps a debounced subscription, and the value waiting in it, across updates")
  func e02_debouncedOnReceiveKeepsItsValue() throws {
    let harness = ParentHarness { DebouncedReceiver() }
    try harness.find(textField: "Note").setInput("hi")
    try harness.find(button: "Other").tap()
    harness.advanceTime(by: 0.5)
    #expect(harness.texts.contains("saved hi"))
    #expect(harness.texts.contains("saves 1"))
  }

  @Test("a timer a model subscribes to in its initializer ticks with the harness's clock")
  func modelTimerTicks() throws {
    let harness = ParentHarness { StopwatchScreen() }
    harness.advanceTime(by: 3)
    #expect(harness.texts.contains("elapsed 3"))
    try harness.find(button: "Stop").tap()
    harness.advanceTime(by: 2)
    #expect(harness.texts.contains("elapsed 3"))
    // The stopped model still holds its timer; nobody listens to it, so it is not ticked: far
    // more than 10,000 of its intervals pass without the tick limit being reached.
    harness.advanceTime(by: 20_000)
  }

  @Test("without a harness, debounce and receive(on:) run in real time on their scheduler")
  func realTimeWithoutAHarness() async throws {
    let model = LookupModel(wait: .milliseconds(20))
    model.query = "ch"
    for _ in 0..<500 where model.results.isEmpty {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(model.results == ["cherry"])
  }
}

final class LookupModel: ObservableObject {
  @Published var query = ""
  @Published var results: [String] = []
  @Published var lookups = 0
  private var subscriptions = Set<AnyCancellable>()
  private let fruit = ["banana", "berry", "cherry"]

  init(wait: RunLoop.SchedulerTimeType.Stride = .milliseconds(300)) {
    $query
      .dropFirst()
      .debounce(for: wait, scheduler: RunLoop.main)
      .removeDuplicates()
      .map { query in self.fruit.filter { $0.hasPrefix(query) } }
      .receive(on: DispatchQueue.main)
      .sink { [weak self] in
        self?.results = $0
        self?.lookups += 1
      }
      .store(in: &subscriptions)
  }
}

struct LookupScreen: View {
  @StateObject private var model = LookupModel()

  var body: some View {
    VStack {
      TextField("Search", text: $model.query)
      if model.results.isEmpty { Text("no results") }
      ForEach(model.results, id: \.self) { Text($0) }
      Text("lookups \(model.lookups)")
    }
  }
}

final class RenameModel: ObservableObject {
  @Published var name = "old"
  @Published var direct = ""
  @Published var received = ""
  private var subscriptions = Set<AnyCancellable>()

  init() {
    $name.dropFirst().sink { [unowned self] _ in direct = name }.store(in: &subscriptions)
    $name.dropFirst().receive(on: DispatchQueue.main)
      .sink { [unowned self] _ in received = name }
      .store(in: &subscriptions)
  }
}

struct RenameScreen: View {
  @StateObject private var model = RenameModel()

  var body: some View {
    VStack {
      Button("Rename") { model.name = "new" }
      Text("direct sees \(model.direct)")
      Text("received sees \(model.received)")
    }
  }
}

/// Throttles (`latest` true or false) or, with `nil`, delays by a second.
final class PulseModel: ObservableObject {
  let sent = PassthroughSubject<Int, Never>()
  @Published var got: [Int] = []
  private var subscription: AnyCancellable?

  init(latest: Bool?) {
    let sink = { [unowned self] (value: Int) in got.append(value) }
    if let latest {
      subscription = sent.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: latest)
        .sink(receiveValue: sink)
    } else {
      subscription = sent.delay(for: .seconds(1), scheduler: RunLoop.main).sink(receiveValue: sink)
    }
  }
}

struct ThrottleScreen: View {
  @StateObject private var model: PulseModel
  @State private var count = 0

  init(latest: Bool?) { _model = StateObject(wrappedValue: PulseModel(latest: latest)) }

  var body: some View {
    VStack {
      Button("Send") {
        count += 1
        model.sent.send(count)
      }
      Text("got \(model.got)")
    }
  }
}

final class SignUpModel: ObservableObject {
  @Published var name = ""
  @Published var email = ""
  @Published var isComplete = false
  @Published var edits = 0
  private var subscriptions = Set<AnyCancellable>()

  init() {
    Publishers.CombineLatest($name, $email)
      .map { !$0.isEmpty && $1.contains("@") }
      .assign(to: \.isComplete, on: self)
      .store(in: &subscriptions)
    $name.dropFirst().merge(with: $email.dropFirst())
      .sink { [unowned self] _ in edits += 1 }
      .store(in: &subscriptions)
  }
}

struct SignUpScreen: View {
  @StateObject private var model = SignUpModel()

  var body: some View {
    VStack {
      TextField("Name", text: $model.name)
      TextField("Email", text: $model.email)
      Text(model.isComplete ? "complete" : "incomplete")
      Text("edits \(model.edits)")
    }
  }
}

final class NoteModel: ObservableObject {
  @Published var note = ""
}

struct DebouncedReceiver: View {
  @StateObject private var model = NoteModel()
  @State private var saved = ""
  @State private var saves = 0
  @State private var other = 0

  var body: some View {
    VStack {
      TextField("Note", text: $model.note)
      Button("Other") { other += 1 }
      Text("saved \(saved)")
      Text("saves \(saves)")
      Text("other \(other)")
    }
    .onReceive(model.$note.dropFirst().debounce(for: .milliseconds(400), scheduler: RunLoop.main)) {
      saved = $0
      saves += 1
    }
  }
}

final class StopwatchModel: ObservableObject {
  @Published var elapsed = 0
  /// Kept after `stop()`: a timer that lives on, connected, with nobody listening.
  private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  private var ticking: AnyCancellable?

  init() {
    ticking = ticks.sink { [weak self] _ in self?.elapsed += 1 }
  }

  func stop() { ticking?.cancel() }
}

struct StopwatchScreen: View {
  @StateObject private var model = StopwatchModel()

  var body: some View {
    VStack {
      Text("elapsed \(model.elapsed)")
      Button("Stop") { model.stop() }
    }
  }
}

extension CombineTimeTests {
  @Test("a subscriber behind receive(on:) that sends to its own publisher is cut, not a hang")
  func receiveOnLoopIsCut() throws {
    let harness = ParentHarness { EchoLoopScreen() }
    let start = try harness.find(button: "Start")
    withKnownIssue {
      start.tap()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Update loop: work scheduled for now") }
    }
    #expect(harness.texts.contains("started"))
  }
}

/// Counts up forever: each value it receives on the main queue makes the next.
final class EchoLoopModel {
  let counter = CurrentValueSubject<Int, Never>(0)
  private var subscription: AnyCancellable?

  func start() {
    subscription = counter.dropFirst().receive(on: DispatchQueue.main)
      .sink { [unowned self] in counter.send($0 + 1) }
    counter.send(1)
  }
}

struct EchoLoopScreen: View {
  @State private var model = EchoLoopModel()
  @State private var started = false

  var body: some View {
    VStack {
      Button("Start") {
        started = true
        model.start()
      }
      if started { Text("started") }
    }
  }
}

extension CombineTimeTests {
  @Test("a .task iterating a publisher's values gets each value; settle() does not wait on it")
  func valuesInATask() async throws {
    let harness = ParentHarness { QueryLog() }
    await harness.settle()
    #expect(harness.texts.contains("seen [\"\"]"))
    try harness.find(textField: "Query").setInput("a")
    await harness.settle()
    try harness.find(textField: "Query").setInput("ab")
    await harness.settle()
    #expect(harness.texts.contains("seen [\"\", \"a\", \"ab\"]"))
  }

  @Test("a publisher's values keep the latest one sent while nobody waits, then throw its failure")
  func valuesKeepTheLatestAndThrow() async throws {
    let subject = PassthroughSubject<Int, CancellationError>()
    var values = subject.values.makeAsyncIterator()
    subject.send(1)
    subject.send(2)
    #expect(try await values.next() == 2)
    subject.send(completion: .failure(CancellationError()))
    var threw = false
    do { _ = try await values.next() } catch is CancellationError { threw = true }
    #expect(threw)
    let finished = CurrentValueSubject<Int, Never>(7)
    var plain = finished.values.makeAsyncIterator()
    finished.send(completion: .finished)
    #expect(await plain.next() == 7)
    #expect(await plain.next() == nil)
  }
}

final class QueryModel: ObservableObject {
  @Published var query = ""
}

struct QueryLog: View {
  @StateObject private var model = QueryModel()
  @State private var seen: [String] = []

  var body: some View {
    VStack {
      TextField("Query", text: $model.query)
      Text("seen \(seen)")
    }
    .task {
      for await query in model.$query.values { seen.append(query) }
    }
  }
}
