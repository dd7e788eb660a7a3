import Testing
import ViewProbe

/// Timings of the simulated runtime, for `viewprobe bench` (release build). Not tests: numbers
/// vary by machine; what matters is how they grow with the size of the tree.
@MainActor
public enum RenderBenchmarks {
  /// One measured scenario at one tree size.
  public struct Measurement: Sendable {
    /// What was measured.
    public let scenario: String
    /// Rows in the tree.
    public let rows: Int
    /// Median time of one operation, in microseconds.
    public let medianMicroseconds: Double
  }

  /// Runs every scenario at each size, `iterations` times each.
  public static func run(sizes: [Int], iterations: Int) -> [Measurement] {
    var results: [Measurement] = []
    for rows in sizes {
      results.append(
        measure("mount a list", rows, iterations: max(3, iterations / 10)) {
          _ = ParentHarness { BenchmarkList(count: rows, pass: 0) }.texts.count
        })
      let passes = PassCounter()
      let harness = ParentHarness { BenchmarkList(count: rows, pass: passes.next()) }
      let row = try? harness.find(button: "bump 0")
      results.append(
        measure("one row's @State write + update", rows, iterations: iterations) {
          row?.tap()
        })
      results.append(
        measure("parent re-render, list body runs, rows skip", rows, iterations: iterations) {
          harness.reRender()
        })
      let store = BenchmarkStore()
      let observed = ParentHarness { BenchmarkObservedList(count: rows, store: store) }
      _ = observed.texts.count
      results.append(
        measure("one observed property write + update", rows, iterations: iterations) {
          store.values[0] += 1
          observed.update()
        })
    }
    results.append(contentsOf: observedWriteAfterReRenders(iterations: max(5, iterations / 10)))
    return results
  }

  /// Unrelated re-renders of a reader must not make a later write of what it reads slower:
  /// each update replaces the reader's Observation registrations instead of adding to them.
  static let unrelatedReRenders = 10_000

  /// Both timings follow the same untimed work (10,000 re-renders of a reader), so caches are
  /// as cold for one as for the other: for the fresh one, that work happens in another tree.
  private static func observedWriteAfterReRenders(iterations: Int) -> [Measurement] {
    func reader() -> (store: BenchmarkStore, harness: ParentHarness<BenchmarkTickingReader>) {
      let store = BenchmarkStore()
      return (store, ParentHarness { BenchmarkTickingReader(store: store) })
    }
    func reRenders(_ harness: ParentHarness<BenchmarkTickingReader>) -> () -> Void {
      let tick = try? harness.find(button: "tick")
      return { for _ in 0..<unrelatedReRenders { tick?.tap() } }
    }
    func write(_ reader: (store: BenchmarkStore, harness: ParentHarness<BenchmarkTickingReader>))
      -> () -> Void
    {
      {
        reader.store.values[0] += 1
        reader.harness.update()
      }
    }
    let (measured, elsewhere) = (reader(), reader())
    let fresh = measure(
      "observed write, fresh reader", 1, iterations: iterations,
      setup: reRenders(elsewhere.harness),
      write(measured))
    let afterReRenders = measure(
      "observed write after 10,000 unrelated re-renders", 1, iterations: iterations,
      setup: reRenders(measured.harness), write(measured))
    return [fresh, afterReRenders]
  }

  /// The median of `iterations` timings of `operation`, each after an untimed `setup`.
  private static func measure(
    _ scenario: String, _ rows: Int, iterations: Int, setup: () -> Void = {},
    _ operation: () -> Void
  ) -> Measurement {
    let clock = ContinuousClock()
    operation()
    var samples: [Double] = []
    for _ in 0..<iterations {
      setup()
      let elapsed = clock.measure(operation)
      samples.append(
        Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
    }
    samples.sort()
    return Measurement(
      scenario: scenario, rows: rows, medianMicroseconds: samples[samples.count / 2])
  }
}

/// A row with its own state.
struct BenchmarkRow: View {
  let index: Int
  @State private var count = 0

  var body: some View {
    HStack {
      Text("row \(index): \(count)")
      Button("bump \(index)") { count += 1 }
    }
  }
}

/// Numbers the parent's re-renders, so the list's body runs again each time.
@MainActor
final class PassCounter {
  private var pass = 0
  func next() -> Int {
    pass += 1
    return pass
  }
}

/// A list of `count` rows; `pass` changes on every parent re-render.
struct BenchmarkList: View {
  let count: Int
  let pass: Int

  var body: some View {
    List {
      ForEach(0..<count, id: \.self) { BenchmarkRow(index: $0) }
    }
  }
}

/// Values that rows read one each.
@Observable
final class BenchmarkStore {
  var values = [Int](repeating: 0, count: 1)
  var others = 0
}

/// A row that reads one observable value.
struct BenchmarkObservedRow: View {
  let index: Int
  let store: BenchmarkStore

  var body: some View {
    Text(index == 0 ? "value \(store.values[0])" : "row \(index) \(store.others)")
  }
}

/// A list of rows of which only the first reads the value that changes.
struct BenchmarkObservedList: View {
  let count: Int
  let store: BenchmarkStore

  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { BenchmarkObservedRow(index: $0, store: store) }
    }
  }
}

/// Re-renders a reader for a reason unrelated to what it observes (its `tick` input).
struct BenchmarkTickingReader: View {
  let store: BenchmarkStore
  @State private var tick = 0

  var body: some View {
    VStack {
      Button("tick") { tick += 1 }
      BenchmarkReader(store: store, tick: tick)
    }
  }
}

/// Reads one observed value and an input that changes on every parent re-render.
struct BenchmarkReader: View {
  let store: BenchmarkStore
  let tick: Int

  var body: some View { Text("value \(store.values[0]), tick \(tick)") }
}
