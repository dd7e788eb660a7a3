import Foundation
import Testing
import ViewProbe

/// What a subscription received, as text: each value, then its completion.
private final class PipelineLog<Output, Failure: Error> {
  var events: [String] = []
  var cancellable: AnyCancellable?

  init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    cancellable = publisher.sink(
      receiveCompletion: { [unowned self] completion in
        switch completion {
        case .finished: events.append("finished")
        case .failure(let error): events.append("failed \(error)")
        }
      },
      receiveValue: { [unowned self] in events.append("\($0)") })
  }
}

private struct Broken: Error, CustomStringConvertible {
  var description: String { "broken" }
}

/// The Combine operators that select values, answer at the end, throw, join three or four
/// publishers, time out and print — as view models chain them (a form's three fields validated
/// together, the first search result, a request that must answer in time).
@MainActor
@Suite("Combine: selecting, try operators, wide joins, timeout, print", .viewProbe)
struct CombineSelectingTests {
  @Test("prefix, output(at:), output(in:), prefix(while:) and drop(while:) pick values by place")
  func selectingByPlace() {
    func run<P: Publisher>(_ make: (PassthroughSubject<Int, Never>) -> P) -> [String]
    where P.Failure == Never {
      let subject = PassthroughSubject<Int, Never>()
      let log = PipelineLog(make(subject))
      for value in [3, 1, 4, 1, 5] { subject.send(value) }
      subject.send(completion: .finished)
      return log.events
    }
    #expect(run { $0.prefix(2) } == ["3", "1", "finished"])
    #expect(run { $0.prefix(0) } == ["finished"])
    #expect(run { $0.prefix(9) } == ["3", "1", "4", "1", "5", "finished"])
    #expect(run { $0.output(at: 2) } == ["4", "finished"])
    #expect(run { $0.output(in: 1...2) } == ["1", "4", "finished"])
    #expect(run { $0.prefix(while: { $0 > 2 }) } == ["3", "finished"])
    #expect(run { $0.drop(while: { $0 > 2 }) } == ["1", "4", "1", "5", "finished"])
    #expect(run { $0.collect(2) } == ["[3, 1]", "[4, 1]", "[5]", "finished"])
    #expect(run { $0.last(where: { $0 < 4 }) } == ["1", "finished"])
  }

  @Test("count, min, max, contains, allSatisfy, ignoreOutput and replaceEmpty answer at the end")
  func answeringAtTheEnd() {
    func run<P: Publisher>(_ values: [Int], _ make: (PassthroughSubject<Int, Never>) -> P)
      -> [String] where P.Failure == Never
    {
      let subject = PassthroughSubject<Int, Never>()
      let log = PipelineLog(make(subject))
      for value in values { subject.send(value) }
      subject.send(completion: .finished)
      return log.events
    }
    #expect(run([3, 1, 4]) { $0.count() } == ["3", "finished"])
    #expect(run([3, 1, 4]) { $0.min() } == ["1", "finished"])
    #expect(run([3, 1, 4]) { $0.max() } == ["4", "finished"])
    #expect(run([]) { $0.max() } == ["finished"])
    #expect(run([3, 1, 4]) { $0.contains(1) } == ["true", "finished"])
    #expect(run([3, 4]) { $0.contains(1) } == ["false", "finished"])
    #expect(run([3, 1, 4]) { $0.allSatisfy { $0 > 2 } } == ["false", "finished"])
    #expect(run([3, 4]) { $0.allSatisfy { $0 > 2 } } == ["true", "finished"])
    #expect(run([3, 4]) { $0.ignoreOutput() } == ["finished"])
    #expect(run([]) { $0.replaceEmpty(with: 9) } == ["9", "finished"])
    #expect(run([3]) { $0.replaceEmpty(with: 9) } == ["3", "finished"])
    let names = PassthroughSubject<String?, Never>()
    let log = PipelineLog(names.replaceNil(with: "anonymous"))
    names.send(nil)
    names.send("Ada")
    #expect(log.events == ["anonymous", "Ada"])
  }

  @Test("contains stops listening at its answer; a failure passes on, and collect drops its rest")
  func stoppingAndFailing() {
    let subject = PassthroughSubject<Int, Broken>()
    let found = PipelineLog(subject.contains(2))
    let collected = PipelineLog(subject.collect(2))
    subject.send(1)
    subject.send(2)
    subject.send(3)
    subject.send(completion: .failure(Broken()))
    #expect(found.events == ["true", "finished"])
    #expect(collected.events == ["[1, 2]", "failed broken"])
  }

  @Test("the try operators fail with the error their closure throws, and stop there")
  func tryOperators() {
    func run<P: Publisher>(_ make: (PassthroughSubject<Int, Never>) -> P) -> [String] {
      let subject = PassthroughSubject<Int, Never>()
      let log = PipelineLog(make(subject))
      for value in [1, 2, 3] { subject.send(value) }
      subject.send(completion: .finished)
      return log.events
    }
    let throwAtTwo: (Int) throws -> Int = { value in
      if value == 2 { throw Broken() }
      return value
    }
    #expect(run { $0.tryFilter { try throwAtTwo($0) > 0 } } == ["1", "failed broken"])
    #expect(run { $0.tryCompactMap { try throwAtTwo($0) } } == ["1", "failed broken"])
    #expect(run { $0.tryScan(0) { try $0 + throwAtTwo($1) } } == ["1", "failed broken"])
    #expect(run { $0.tryReduce(0) { $0 + $1 } } == ["6", "finished"])
    #expect(run { $0.tryReduce(0) { try $0 + throwAtTwo($1) } } == ["failed broken"])
    #expect(run { $0.tryFirst { try throwAtTwo($0) > 1 } } == ["failed broken"])
    #expect(run { $0.tryFirst { $0 > 1 } } == ["2", "finished"])
    #expect(run { $0.tryLast { $0 < 3 } } == ["2", "finished"])
    #expect(run { $0.tryContains { $0 == 3 } } == ["true", "finished"])
    #expect(run { $0.tryAllSatisfy { $0 < 3 } } == ["false", "finished"])
    #expect(run { $0.tryPrefix { $0 < 3 } } == ["1", "2", "finished"])
    #expect(run { $0.tryDrop { $0 < 2 } } == ["2", "3", "finished"])
    #expect(run { $0.tryMax { $0 < $1 } } == ["3", "finished"])
    #expect(run { $0.tryMin { $0 < $1 } } == ["1", "finished"])
    #expect(run { $0.tryRemoveDuplicates { _, _ in false } } == ["1", "2", "3", "finished"])
  }

  @Test("tryCatch continues with the replacement, or fails with what its handler throws")
  func tryCatchReplacesOrFails() {
    let subject = PassthroughSubject<Int, Broken>()
    let replaced = PipelineLog(subject.tryCatch { _ in Just(0) })
    let rethrown = PipelineLog(
      subject.tryCatch { error -> Just<Int> in throw error })
    subject.send(1)
    subject.send(completion: .failure(Broken()))
    #expect(replaced.events == ["1", "0", "finished"])
    #expect(rethrown.events == ["1", "failed broken"])
  }

  @Test("merge(with:_:), MergeMany, zip(_:_:) and combineLatest of four join as Combine's do")
  func wideJoins() {
    let (a, b, c, d) = (
      PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>(),
      PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()
    )
    let merged = PipelineLog(a.merge(with: b, c))
    let many = PipelineLog(Publishers.MergeMany([a, b, c, d]))
    let zipped = PipelineLog(a.zip(b, c).map { "\($0)\($1)\($2)" })
    let latest = PipelineLog(a.combineLatest(b, c, d).map { "\($0)\($1)\($2)\($3)" })
    let summed = PipelineLog(a.combineLatest(b, c) { $0 + $1 + $2 })
    a.send(1)
    b.send(2)
    c.send(3)
    a.send(4)
    d.send(5)
    c.send(6)
    #expect(merged.events == ["1", "2", "3", "4", "6"])
    #expect(many.events == ["1", "2", "3", "4", "5", "6"])
    #expect(zipped.events == ["123"])
    #expect(latest.events == ["4235", "4265"])
    #expect(summed.events == ["6", "9", "12"])
    for subject in [a, b, c] { subject.send(completion: .finished) }
    #expect(merged.events.last == "finished")
    #expect(many.events.last == "6", "MergeMany waits for d")
    d.send(completion: .finished)
    #expect(many.events.last == "finished")
  }

  @Test("multicast and makeConnectable send once connected, through one upstream subscription")
  func multicastAndConnect() {
    var subscriptions = 0
    let source = PassthroughSubject<Int, Never>()
    let counted = source.handleEvents(receiveSubscription: { _ in subscriptions += 1 })
    let shared = counted.multicast { PassthroughSubject<Int, Never>() }
    let first = PipelineLog(shared)
    let second = PipelineLog(shared)
    source.send(1)
    #expect(first.events.isEmpty, "nothing before connect()")
    let connection = shared.connect()
    source.send(2)
    connection.cancel()
    source.send(3)
    #expect(first.events == ["2"] && second.events == ["2"])
    #expect(subscriptions == 1)
    let connectable = PipelineLog(Just(7).makeConnectable().autoconnect())
    #expect(connectable.events == ["7", "finished"])
    let subject = CurrentValueSubject<Int, Never>(0)
    let throughSubject = PipelineLog(source.multicast(subject: subject))
    _ = source.multicast(subject: subject).connect()
    source.send(4)
    #expect(throughSubject.events == ["0", "4"])
  }

  @Test("a buffer passes values as they come; a Record sends its values, then its completion")
  func bufferAndRecord() {
    let source = PassthroughSubject<Int, Never>()
    let buffered = PipelineLog(source.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest))
    for value in 1...3 { source.send(value) }
    #expect(buffered.events == ["1", "2", "3"])
    let record = Record<Int, Broken>(output: [1, 2], completion: .failure(Broken()))
    #expect(PipelineLog(record).events == ["1", "2", "failed broken"])
    #expect(PipelineLog(record.prefix(1)).events == ["1", "finished"])
  }

  @Test("prefix(untilOutputFrom:) ends at the other's first value; drop(untilOutputFrom:) starts")
  func untilOutputFrom() {
    let values = PassthroughSubject<Int, Never>()
    let stop = PassthroughSubject<Void, Never>()
    let before = PipelineLog(values.prefix(untilOutputFrom: stop))
    let after = PipelineLog(values.drop(untilOutputFrom: stop))
    values.send(1)
    stop.send(())
    values.send(2)
    stop.send(())
    values.send(3)
    #expect(before.events == ["1", "finished"])
    #expect(after.events == ["2", "3"])
  }

  @Test("timeout finishes, or fails with the custom error, when the harness's clock passes it")
  func timeoutOnTheHarnessClock() throws {
    let harness = ParentHarness { PingScreen() }
    try harness.find(button: "Ping").tap()
    harness.advanceTime(by: 4)
    try harness.find(button: "Reply").tap()
    harness.advanceTime(by: 4)
    #expect(harness.texts.contains("quiet pong"), "each value starts the wait again")
    harness.advanceTime(by: 1)
    #expect(harness.texts.contains("quiet pong, finished"))
    #expect(harness.texts.contains("failing pong, failed broken"))
  }

  @Test("print writes each event after its prefix; assertNoFailure records a failure; Optional")
  func printAndAssertNoFailure() {
    final class Lines: TextOutputStream {
      var text = ""
      func write(_ string: String) { text += string }
    }
    let lines = Lines()
    let subject = PassthroughSubject<Int, Never>()
    let log = PipelineLog(subject.print("score", to: lines))
    subject.send(3)
    subject.send(completion: .finished)
    #expect(log.events == ["3", "finished"])
    #expect(
      lines.text == """
        score: receive subscription: (PassthroughSubject)
        score: request unlimited
        score: receive value: (3)
        score: receive finished

        """)
    let failing = PassthroughSubject<Int, Broken>()
    let asserted = PipelineLog(failing.assertNoFailure())
    withKnownIssue {
      failing.send(completion: .failure(Broken()))
    } matching: {
      $0.comments.contains { "\($0)".contains("the publisher failed with broken") }
    }
    #expect(asserted.events == ["finished"])
    #expect(PipelineLog(Optional(4).publisher).events == ["4", "finished"])
    #expect(PipelineLog(Int?.none.publisher).events == ["finished"])
  }
}

/// Pings, and waits at most five seconds for each reply.
private final class PingModel: ObservableObject {
  let replies = PassthroughSubject<String, Broken>()
  @Published var quiet: [String] = []
  @Published var failing: [String] = []
  private var subscriptions: [AnyCancellable] = []

  func ping() {
    subscriptions = [
      replies.timeout(.seconds(5), scheduler: DispatchQueue.main).sink(
        receiveCompletion: { [unowned self] _ in quiet.append("finished") },
        receiveValue: { [unowned self] in quiet.append($0) }),
      replies.timeout(.seconds(5), scheduler: DispatchQueue.main, customError: { Broken() }).sink(
        receiveCompletion: { [unowned self] in
          if case .failure(let error) = $0 { failing.append("failed \(error)") }
        },
        receiveValue: { [unowned self] in failing.append($0) }),
    ]
  }
}

private struct PingScreen: View {
  @StateObject private var model = PingModel()

  var body: some View {
    VStack {
      Button("Ping") { model.ping() }
      Button("Reply") { model.replies.send("pong") }
      Text("quiet \(model.quiet.joined(separator: ", "))")
      Text("failing \(model.failing.joined(separator: ", "))")
    }
  }
}
