import Foundation
import Testing
import ViewProbe

/// The Combine operators a view model's pipelines chain (`Future`, `flatMap`, `switchToLatest`,
/// `catch`, `share` …), checked value by value and through a view that shows the result.
@MainActor
@Suite("Combine pipelines: sources, errors, flattening, accumulators", .viewProbe)
struct CombinePipelineTests {
  @Test("Future runs its closure once and replays its result to every subscriber")
  func futureReplays() {
    let runs = Tally()
    var fulfil: ((Result<Int, PipelineError>) -> Void)?
    let future = Future<Int, PipelineError> { promise in
      runs.count += 1
      fulfil = promise
    }
    let early = Recorder(future)
    #expect(early.events.isEmpty)
    fulfil?(.success(4))
    fulfil?(.success(5))
    #expect(early.events == ["4", "finished"], "one result, the first")
    #expect(Recorder(future).events == ["4", "finished"])
    #expect(runs.count == 1)
    #expect(Recorder(Future<Int, PipelineError> { $0(.failure(.offline)) }).events == ["offline"])
  }

  @Test("A Future fulfilled later still delivers when nothing but its subscriber holds it")
  func futureOutlivesItsMaker() async throws {
    let received = EventLog()
    let subscription = Future<Int, Never> { promise in
      Task { promise(.success(9)) }
    }.sink { value in received.append("\(value)") }
    for _ in 0..<400 where received.entries.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    #expect(received.entries == ["9"])
    subscription.cancel()
  }

  @Test("Deferred makes a publisher per subscriber; Empty, Fail and Result.publisher end at once")
  func deferredEmptyFail() {
    let made = Tally()
    let deferred = Deferred {
      made.count += 1
      return Just(made.count)
    }
    #expect(made.count == 0)
    #expect(Recorder(deferred).events == ["1", "finished"])
    #expect(Recorder(deferred).events == ["2", "finished"])
    #expect(Recorder(Empty<Int, Never>()).events == ["finished"])
    #expect(Recorder(Empty<Int, Never>(completeImmediately: false)).events == [])
    #expect(Recorder(Fail<Int, PipelineError>(error: .offline)).events == ["offline"])
    let result: Result<Int, PipelineError> = .success(3)
    #expect(Recorder(result.publisher).events == ["3", "finished"])
  }

  @Test("A sequence's publisher sends its elements, then finishes; prepend and append join")
  func sequenceAndConcatenation() {
    #expect(Recorder([1, 2, 3].publisher).events == ["1", "2", "3", "finished"])
    #expect(
      Recorder([2, 3].publisher.prepend(0, 1).append(4)).events
        == ["0", "1", "2", "3", "4", "finished"])
    let subject = PassthroughSubject<Int, Never>()
    let joined = Recorder(subject.append([9].publisher))
    subject.send(1)
    #expect(joined.events == ["1"], "the suffix waits for the prefix to finish")
    subject.send(completion: .finished)
    #expect(joined.events == ["1", "9", "finished"])
  }

  @Test("tryMap fails on a thrown error and stops; mapError, replaceError and catch handle it")
  func errorHandling() {
    let values = PassthroughSubject<Int, Never>()
    let parsed = Recorder(
      values.tryMap { value -> Int in
        guard value >= 0 else { throw PipelineError.badValue }
        return value * 10
      })
    values.send(1)
    values.send(-1)
    values.send(2)
    #expect(parsed.events == ["10", "badValue"], "nothing after the failure")
    let failing = Fail<Int, PipelineError>(error: .offline)
    #expect(Recorder(failing.mapError { _ in PipelineError.badValue }).events == ["badValue"])
    #expect(Recorder(failing.replaceError(with: 0)).events == ["0", "finished"])
    #expect(Recorder(failing.catch { _ in [7, 8].publisher }).events == ["7", "8", "finished"])
    #expect(
      Recorder(Just(1).setFailureType(to: PipelineError.self).catch { _ in Just(0) }).events
        == ["1", "finished"])
  }

  @Test("catch keeps the replacement's subscription when the upstream failed while subscribing")
  func catchKeepsALateReplacement() {
    let later = PassthroughSubject<Int, Never>()
    let caught = Recorder(Fail<Int, PipelineError>(error: .offline).catch { _ in later })
    later.send(5)
    later.send(completion: .finished)
    #expect(caught.events == ["5", "finished"])
  }

  @Test("retry subscribes again after a failure, as many times as asked")
  func retryResubscribes() {
    let attempts = Tally()
    let flaky = Deferred { () -> AnyPublisher<String, PipelineError> in
      attempts.count += 1
      return attempts.count < 3
        ? Fail(error: .offline).eraseToAnyPublisher()
        : Just("loaded").setFailureType(to: PipelineError.self).eraseToAnyPublisher()
    }
    #expect(Recorder(flaky.retry(1)).events == ["offline"])
    attempts.count = 0
    #expect(Recorder(flaky.retry(2)).events == ["loaded", "finished"])
    #expect(attempts.count == 3)
  }

  @Test("flatMap sends the made publishers' values as they come and finishes after all of them")
  func flatMapMerges() {
    let queries = PassthroughSubject<String, Never>()
    var replies: [String: PassthroughSubject<String, Never>] = [:]
    let results = Recorder(
      queries.flatMap { query -> PassthroughSubject<String, Never> in
        let reply = PassthroughSubject<String, Never>()
        replies[query] = reply
        return reply
      })
    queries.send("a")
    queries.send("b")
    replies["b"]?.send("b1")
    replies["a"]?.send("a1")
    queries.send(completion: .finished)
    replies["a"]?.send(completion: .finished)
    #expect(results.events == ["b1", "a1"], "b is still running")
    replies["b"]?.send(completion: .finished)
    #expect(results.events == ["b1", "a1", "finished"])
  }

  @Test("flatMap(maxPublishers:) runs that many at once; the next value waits its turn")
  func flatMapLimit() {
    let values = PassthroughSubject<Int, Never>()
    var inner: [Int: PassthroughSubject<Int, Never>] = [:]
    let results = Recorder(
      values.flatMap(maxPublishers: .max(1)) { value -> PassthroughSubject<Int, Never> in
        let subject = PassthroughSubject<Int, Never>()
        inner[value] = subject
        return subject
      })
    values.send(1)
    values.send(2)
    #expect(inner.keys.sorted() == [1], "2 waits")
    inner[1]?.send(10)
    inner[1]?.send(completion: .finished)
    #expect(inner.keys.sorted() == [1, 2])
    inner[2]?.send(20)
    #expect(results.events == ["10", "20"])
    #expect(Subscribers.Demand.max(1) < .unlimited)
  }

  @Test("flatMap from a publisher that cannot fail to one that can fails with the inner error")
  func flatMapFailure() {
    let ids = PassthroughSubject<Int, Never>()
    let loaded = Recorder(
      ids.flatMap { id in
        id < 0
          ? Fail(error: PipelineError.offline).eraseToAnyPublisher()
          : Just("item \(id)").setFailureType(to: PipelineError.self).eraseToAnyPublisher()
      })
    ids.send(1)
    ids.send(-1)
    ids.send(2)
    #expect(loaded.events == ["item 1", "offline"])
  }

  @Test("switchToLatest cancels the previous inner publisher when a new one comes")
  func switchToLatestCancelsThePrevious() {
    let searches = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
    let results = Recorder(searches.switchToLatest())
    let first = PassthroughSubject<String, Never>()
    let second = PassthroughSubject<String, Never>()
    searches.send(first)
    first.send("old 1")
    searches.send(second)
    first.send("old 2")
    second.send("new 1")
    searches.send(completion: .finished)
    #expect(results.events == ["old 1", "new 1"])
    second.send(completion: .finished)
    #expect(results.events == ["old 1", "new 1", "finished"])
  }

  @Test("scan sends each partial result; reduce, collect and last send one value at the end")
  func accumulators() {
    let numbers = [1, 2, 3, 4].publisher
    #expect(Recorder(numbers.scan(0, +)).events == ["1", "3", "6", "10", "finished"])
    #expect(Recorder(numbers.reduce(0, +)).events == ["10", "finished"])
    #expect(Recorder(numbers.collect()).events == ["[1, 2, 3, 4]", "finished"])
    #expect(Recorder(numbers.last()).events == ["4", "finished"])
    #expect(Recorder(numbers.first(where: { $0 > 2 })).events == ["3", "finished"])
    let subject = PassthroughSubject<Int, Never>()
    let first = Recorder(subject.first())
    subject.send(5)
    subject.send(6)
    #expect(first.events == ["5", "finished"])
  }

  @Test("zip pairs values in order and finishes when one side can pair no more")
  func zipPairs() {
    let letters = PassthroughSubject<String, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    let pairs = Recorder(letters.zip(numbers) { "\($0)\($1)" })
    letters.send("a")
    letters.send("b")
    numbers.send(1)
    letters.send(completion: .finished)
    #expect(pairs.events == ["a1"])
    numbers.send(2)
    #expect(pairs.events == ["a1", "b2", "finished"])
  }

  @Test("handleEvents runs its closures for the subscription, values, completion and cancel")
  func handleEvents() {
    var log: [String] = []
    var subscriptions: [any Subscription] = []  // kept, so no two share an address
    let subject = PassthroughSubject<Int, Never>()
    let watched = subject.handleEvents(
      receiveSubscription: { subscription in
        subscriptions.append(subscription)
        log.append("subscribed")
      },
      receiveOutput: { log.append("value \($0)") },
      receiveCompletion: { _ in log.append("completed") },
      receiveCancel: { log.append("cancelled") },
      receiveRequest: { log.append("request \($0)") })
    let subscription = watched.sink { _ in }
    subject.send(1)
    subscription.cancel()
    subject.send(2)
    #expect(log == ["subscribed", "request unlimited", "value 1", "cancelled"])
    _ = Recorder(watched)
    subject.send(completion: .finished)
    #expect(log.suffix(2) == ["request unlimited", "completed"])
    let identifiers = subscriptions.map(\.combineIdentifier)
    #expect(identifiers.count == 2 && identifiers[0] != identifiers[1], "one per subscription")
  }

  @Test("share subscribes the upstream once for all subscribers and stops with the last")
  func shareSubscribesOnce() {
    let subscriptions = Tally()
    let source = PassthroughSubject<Int, Never>()
    let shared = source.handleEvents(receiveSubscription: { _ in subscriptions.count += 1 })
      .map { $0 * 2 }.share()
    let first = Recorder(shared)
    let second = Recorder(shared)
    source.send(1)
    #expect(subscriptions.count == 1)
    #expect(first.events == ["2"] && second.events == ["2"])
    first.cancel()
    second.cancel()
    source.send(2)
    let third = Recorder(shared)
    source.send(3)
    #expect(subscriptions.count == 2, "the last cancel stopped it; a new subscriber restarts it")
    #expect(third.events == ["6"])
  }

  @Test("decode turns data into a model; undecodable data fails the pipeline")
  func decodeData() {
    let good = Just(Data(#"{"id": 1, "title": "Hi"}"#.utf8))
      .decode(type: PipelinePost.self, decoder: JSONDecoder())
    #expect(Recorder(good.map(\.title)).events == ["Hi", "finished"])
    let bad = Just(Data("nope".utf8)).decode(type: PipelinePost.self, decoder: JSONDecoder())
      .map(\.title).replaceError(with: "unreadable")
    #expect(Recorder(bad).events == ["unreadable", "finished"])
    let encoded = Just(PipelinePost(id: 2, title: "Yo")).encode(encoder: JSONEncoder())
      .decode(type: PipelinePost.self, decoder: JSONDecoder()).map(\.title)
    #expect(Recorder(encoded).events == ["Yo", "finished"])
  }

  @Test("dataTaskPublisher fails with a URLError when the load fails")
  func dataTaskFails() async throws {
    let recorder = Recorder(
      URLSession.shared.dataTaskPublisher(for: URL(string: "viewprobe-no-such-scheme://x")!)
        .map(\.data).mapError { _ in PipelineError.offline })
    for _ in 0..<400 where recorder.events.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    #expect(recorder.events == ["offline"])
  }

  @Test("G01 a search model's switchToLatest pipeline shows only the latest query's results")
  func g01_searchPipelineShowsTheLatestResults() throws {
    let backend = FakeBackend()
    let harness = ParentHarness { PipelineSearchView(backend: backend) }
    try harness.find(textField: "Search").setInput("ap")
    try harness.find(textField: "Search").setInput("app")
    backend.reply(to: "ap", with: ["ape"])
    #expect(harness.texts.contains("0 results: "), "the search for ap was replaced by app's")
    backend.reply(to: "app", with: ["apple", "application"])
    #expect(harness.texts.contains("2 results: apple, application"))
    backend.reply(to: "ap", with: ["ape", "apex"])
    #expect(harness.texts.contains("2 results: apple, application"), "a stale reply is dropped")
    backend.fail("app")
    #expect(harness.texts.contains("0 results: "), "a failed search shows no results")
    try harness.find(textField: "Search").setInput("xy")
    backend.reply(to: "xy", with: ["xylophone"])
    #expect(harness.texts.contains("1 results: xylophone"))
  }
}

enum PipelineError: Error { case offline, badValue }

struct PipelinePost: Codable, Equatable {
  let id: Int
  let title: String
}

/// Everything a publisher sent, as text: each value, then `finished` or the failure's name.
final class Recorder<P: Publisher>: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []
  private var subscription: AnyCancellable?

  init(_ publisher: P) {
    subscription = publisher.sink(
      receiveCompletion: { [self] completion in
        switch completion {
        case .finished: append("finished")
        case .failure(let error): append("\(error)")
        }
      },
      receiveValue: { [self] in append("\($0)") })
  }

  private func append(_ event: String) { lock.withLock { recorded.append(event) } }

  var events: [String] { lock.withLock { recorded } }

  func cancel() { subscription?.cancel() }
}

/// A search service whose replies the test sends by hand.
@MainActor
final class FakeBackend {
  private var pending: [String: PassthroughSubject<[String], PipelineError>] = [:]

  func search(_ query: String) -> AnyPublisher<[String], PipelineError> {
    let reply = PassthroughSubject<[String], PipelineError>()
    pending[query] = reply
    return reply.eraseToAnyPublisher()
  }

  func reply(to query: String, with results: [String]) { pending[query]?.send(results) }
  func fail(_ query: String) { pending[query]?.send(completion: .failure(.offline)) }
}

/// A pre-`@Observable` search model: the query's publisher switches to the latest search, and a
/// failed search shows nothing without ending the pipeline.
@MainActor
final class PipelineSearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []

  init(backend: FakeBackend) {
    $query
      .dropFirst()
      .map { query in
        backend.search(query).replaceError(with: [])
      }
      .switchToLatest()
      .assign(to: &$results)
  }
}

struct PipelineSearchView: View {
  @StateObject private var model: PipelineSearchModel

  init(backend: FakeBackend) {
    _model = StateObject(wrappedValue: PipelineSearchModel(backend: backend))
  }

  var body: some View {
    VStack {
      TextField("Search", text: $model.query)
      Text("\(model.results.count) results: \(model.results.joined(separator: ", "))")
    }
  }
}
