import Foundation
import Testing
import ViewProbe

/// Random chains of Combine's operators — those that pick values by place or condition, answer
/// when their upstream finishes, fold, or end early — fed random values and a completion (or
/// none), against the same chain computed on plain arrays: every value sent, and the completion
/// or its absence, must agree. `VIEWPROBE_FUZZ_SEED` and `VIEWPROBE_FUZZ_CASES` explore further.
@MainActor
@Suite("Generative Combine operator chains")
struct CombineFuzzTests {
  @Test("operator chains send what the same steps on arrays give, and end when they do")
  func chainsAgreeWithArrays() async {
    await checkFuzzCases(
      "Combine", defaultSeed: 20_261_128, defaultCases: 2_000,
      generate: Self.generate(seed:), simplifications: \.simplifications
    ) { chain, inputs in
      let expected = chain.reference(inputs)
      let actual = chain.run(inputs)
      return actual == expected ? nil : "the arrays give \(expected), the chain sent \(actual)"
    }
  }

  static func generate(seed: UInt64) -> (OperatorChain, [ChainInput]) {
    var random = FuzzRandom(seed: seed)
    let chain = OperatorChain(
      steps: (0..<(1 + random.below(4))).map { _ in ChainStep.random(&random) })
    var inputs = (0..<random.below(9)).map { _ in ChainInput.value(random.below(6)) }
    switch random.below(3) {
    case 0: inputs.append(.finish)
    case 1: inputs.append(.fail)
    default: break
    }
    return (chain, inputs)
  }
}

struct ChainFailure: Error, Equatable {}

/// What the subject at the head of a chain is sent.
enum ChainInput: Equatable, CustomStringConvertible {
  case value(Int)
  case finish
  case fail

  var description: String {
    switch self {
    case .value(let value): return "send(\(value))"
    case .finish: return "send(completion: .finished)"
    case .fail: return "send(completion: .failure)"
    }
  }
}

/// How a stream ended, if it did.
enum ChainEnd: Equatable {
  case open
  case finished
  case failed
}

/// What came out of a chain: its values, then how it ended.
struct ChainOutput: Equatable, CustomStringConvertible {
  var values: [Int] = []
  var end = ChainEnd.open

  var description: String { "\(values) \(end)" }
}

/// One operator of a chain; every step sends `Int`s, so steps compose (a `Bool` answer is 1 or
/// 0, an array its sum).
enum ChainStep: Equatable, CustomStringConvertible {
  case prefix(Int)
  case dropFirst(Int)
  case output(Int, Int)
  case prefixWhile(Int)
  case dropWhile(Int)
  case collect(Int)
  case count
  case contains(Int)
  case allSatisfy(Int)
  case lastWhere(Int)
  case replaceEmpty(Int)
  case ignoreOutput
  case max
  case scan
  case removeDuplicates
  case firstWhere(Int)
  case tryFilterThrowingAt(Int)

  var description: String {
    switch self {
    case .prefix(let n): return "prefix(\(n))"
    case .dropFirst(let n): return "dropFirst(\(n))"
    case .output(let from, let to): return "output(in: \(from)..<\(to))"
    case .prefixWhile(let k): return "prefix(while: < \(k))"
    case .dropWhile(let k): return "drop(while: < \(k))"
    case .collect(let n): return "collect(\(n)).sum"
    case .count: return "count()"
    case .contains(let k): return "contains(\(k))"
    case .allSatisfy(let k): return "allSatisfy(< \(k))"
    case .lastWhere(let k): return "last(where: < \(k))"
    case .replaceEmpty(let k): return "replaceEmpty(with: \(k))"
    case .ignoreOutput: return "ignoreOutput()"
    case .max: return "max()"
    case .scan: return "scan(0, +)"
    case .removeDuplicates: return "removeDuplicates()"
    case .firstWhere(let k): return "first(where: >= \(k))"
    case .tryFilterThrowingAt(let k): return "tryFilter(odd, throwing at \(k)).mapError"
    }
  }

  static func random(_ random: inout FuzzRandom) -> ChainStep {
    let n = random.below(4)
    let k = random.below(6)
    switch random.below(17) {
    case 0: return .prefix(n)
    case 1: return .dropFirst(n)
    case 2: return .output(n, n + random.below(3))
    case 3: return .prefixWhile(k)
    case 4: return .dropWhile(k)
    case 5: return .collect(1 + n)
    case 6: return .count
    case 7: return .contains(k)
    case 8: return .allSatisfy(k)
    case 9: return .lastWhere(k)
    case 10: return .replaceEmpty(k)
    case 11: return .ignoreOutput
    case 12: return .max
    case 13: return .scan
    case 14: return .removeDuplicates
    case 15: return .firstWhere(k)
    default: return .tryFilterThrowingAt(k)
    }
  }

  /// The step on a publisher.
  func apply(to upstream: AnyPublisher<Int, ChainFailure>) -> AnyPublisher<Int, ChainFailure> {
    switch self {
    case .prefix(let n): return upstream.prefix(n).eraseToAnyPublisher()
    case .dropFirst(let n): return upstream.dropFirst(n).eraseToAnyPublisher()
    case .output(let from, let to): return upstream.output(in: from..<to).eraseToAnyPublisher()
    case .prefixWhile(let k): return upstream.prefix(while: { $0 < k }).eraseToAnyPublisher()
    case .dropWhile(let k): return upstream.drop(while: { $0 < k }).eraseToAnyPublisher()
    case .collect(let n):
      return upstream.collect(n).map { $0.reduce(0, +) }.eraseToAnyPublisher()
    case .count: return upstream.count().eraseToAnyPublisher()
    case .contains(let k): return upstream.contains(k).map { $0 ? 1 : 0 }.eraseToAnyPublisher()
    case .allSatisfy(let k):
      return upstream.allSatisfy { $0 < k }.map { $0 ? 1 : 0 }.eraseToAnyPublisher()
    case .lastWhere(let k): return upstream.last(where: { $0 < k }).eraseToAnyPublisher()
    case .replaceEmpty(let k): return upstream.replaceEmpty(with: k).eraseToAnyPublisher()
    case .ignoreOutput:
      return upstream.ignoreOutput().map { _ -> Int in }.eraseToAnyPublisher()
    case .max: return upstream.max().eraseToAnyPublisher()
    case .scan: return upstream.scan(0, +).eraseToAnyPublisher()
    case .removeDuplicates: return upstream.removeDuplicates().eraseToAnyPublisher()
    case .firstWhere(let k): return upstream.first(where: { $0 >= k }).eraseToAnyPublisher()
    case .tryFilterThrowingAt(let k):
      return upstream.tryFilter { value in
        if value == k { throw ChainFailure() }
        return value % 2 == 1
      }
      .mapError { _ in ChainFailure() }
      .eraseToAnyPublisher()
    }
  }

  /// The step on what came out of the previous one.
  func reference(_ input: ChainOutput) -> ChainOutput {
    let (values, end) = (input.values, input.end)
    /// The values before the first one `stop` accepts, which ends the stream.
    func until(_ stop: (Int) -> Bool) -> ChainOutput {
      guard let index = values.firstIndex(where: stop) else { return input }
      return ChainOutput(values: Array(values[..<index]), end: .finished)
    }
    /// One answer when the stream finishes; nothing if it fails or stays open.
    func atEnd(_ answer: [Int]) -> ChainOutput {
      end == .finished ? ChainOutput(values: answer, end: .finished) : ChainOutput(end: end)
    }
    switch self {
    case .prefix(let n):
      if n == 0 { return ChainOutput(end: .finished) }
      return values.count >= n
        ? ChainOutput(values: Array(values.prefix(n)), end: .finished) : input
    case .dropFirst(let n): return ChainOutput(values: Array(values.dropFirst(n)), end: end)
    case .output(let from, let to):
      if from >= to { return ChainOutput(end: .finished) }
      let picked = Array(values.prefix(to).dropFirst(from))
      return values.count >= to
        ? ChainOutput(values: picked, end: .finished)
        : ChainOutput(values: picked, end: end)
    case .prefixWhile(let k): return until { $0 >= k }
    case .dropWhile(let k):
      return ChainOutput(values: Array(values.drop(while: { $0 < k })), end: end)
    case .collect(let n):
      var sums: [Int] = []
      var index = 0
      while index + n <= values.count {
        sums.append(values[index..<(index + n)].reduce(0, +))
        index += n
      }
      if end == .finished && index < values.count { sums.append(values[index...].reduce(0, +)) }
      return ChainOutput(values: sums, end: end)
    case .count: return atEnd([values.count])
    case .contains(let k):
      return values.contains(k) ? ChainOutput(values: [1], end: .finished) : atEnd([0])
    case .allSatisfy(let k):
      return values.allSatisfy({ $0 < k }) ? atEnd([1]) : ChainOutput(values: [0], end: .finished)
    case .lastWhere(let k): return atEnd(values.last(where: { $0 < k }).map { [$0] } ?? [])
    case .replaceEmpty(let k):
      return values.isEmpty && end == .finished ? ChainOutput(values: [k], end: .finished) : input
    case .ignoreOutput: return ChainOutput(end: end)
    case .max: return atEnd(values.max().map { [$0] } ?? [])
    case .scan:
      var total = 0
      return ChainOutput(
        values: values.map {
          total += $0
          return total
        }, end: end)
    case .removeDuplicates:
      var kept: [Int] = []
      for value in values where kept.last != value { kept.append(value) }
      return ChainOutput(values: kept, end: end)
    case .firstWhere(let k):
      guard let found = values.first(where: { $0 >= k }) else { return ChainOutput(end: end) }
      return ChainOutput(values: [found], end: .finished)
    case .tryFilterThrowingAt(let k):
      guard let index = values.firstIndex(of: k) else {
        return ChainOutput(values: values.filter { $0 % 2 == 1 }, end: end)
      }
      return ChainOutput(values: values[..<index].filter { $0 % 2 == 1 }, end: .failed)
    }
  }
}

/// A subject followed by steps.
struct OperatorChain: CustomStringConvertible {
  var steps: [ChainStep]

  var description: String { "subject" + steps.map { ".\($0)" }.joined() }

  /// The chain without one of its steps, for shrinking.
  var simplifications: [OperatorChain] {
    steps.indices.map { index in
      var fewer = steps
      fewer.remove(at: index)
      return OperatorChain(steps: fewer)
    }
  }

  /// What the chain sends when its subject is sent `inputs`.
  func run(_ inputs: [ChainInput]) -> ChainOutput {
    let subject = PassthroughSubject<Int, ChainFailure>()
    let chain = steps.reduce(subject.eraseToAnyPublisher()) { $1.apply(to: $0) }
    var output = ChainOutput()
    let subscription = chain.sink(
      receiveCompletion: { output.end = $0 == .finished ? .finished : .failed },
      receiveValue: { output.values.append($0) })
    for input in inputs {
      switch input {
      case .value(let value): subject.send(value)
      case .finish: subject.send(completion: .finished)
      case .fail: subject.send(completion: .failure(ChainFailure()))
      }
    }
    subscription.cancel()
    return output
  }

  /// What the same steps give on arrays.
  func reference(_ inputs: [ChainInput]) -> ChainOutput {
    var output = ChainOutput()
    for input in inputs {
      guard output.end == .open else { break }
      switch input {
      case .value(let value): output.values.append(value)
      case .finish: output.end = .finished
      case .fail: output.end = .failed
      }
    }
    return steps.reduce(output) { $1.reference($0) }
  }
}

extension Subscribers.Completion where Failure: Equatable {
  fileprivate static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.finished, .finished): return true
    case (.failure(let a), .failure(let b)): return a == b
    default: return false
    }
  }
}
