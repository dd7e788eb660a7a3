import Testing
import ViewProbe

/// Timings of the simulated runtime, for `viewprobe bench` (release build). Not tests: numbers
/// vary by machine; what matters is how they grow with the size of the tree, how far they are from
/// calling the same bodies by hand (the bare baseline), and that each operation runs exactly the
/// bodies it should (a wrong count fails the bench).
@MainActor
public enum RenderBenchmarks {
  /// One measured scenario at one tree size.
  public struct Measurement: Sendable, Encodable {
    /// What was measured.
    public let scenario: String
    /// Rows in the tree.
    public let rows: Int
    /// Median time of one operation, in microseconds.
    public let medianMicroseconds: Double
    /// 90th percentile, in microseconds.
    public let p90Microseconds: Double
    /// The same views' bodies called by hand, without a graph (median, microseconds), where the
    /// scenario has such a baseline.
    public let bareMicroseconds: Double?
    /// Body evaluations one operation caused.
    public let bodyEvaluations: Int
    /// Body evaluations the operation must cause.
    public let expectedBodyEvaluations: Int

    /// The median over the bare baseline.
    public var ratioToBare: Double? { bareMicroseconds.map { medianMicroseconds / $0 } }
    /// Whether the operation ran exactly the bodies it should.
    public var bodyCountIsRight: Bool { bodyEvaluations == expectedBodyEvaluations }
  }

  /// The scenarios' names, in the order they run.
  public static let scenarios = [
    Scenario.mount, Scenario.rowWrite, Scenario.containedRowWrite, Scenario.parentReRender,
    Scenario.observedWrite,
    Scenario.rowContent, Scenario.bindingEdit, Scenario.environmentChange,
    Scenario.styledEnvironmentChange, Scenario.layeredRead, Scenario.freshReader,
    Scenario.afterReRenders,
  ]

  /// Scenario names, shared by the runner and its filter.
  enum Scenario {
    static let mount = "mount a list"
    static let rowWrite = "one row's @State write + update"
    static let containedRowWrite = "same, the rows in a custom container (subviews)"
    static let parentReRender = "parent re-render, list body runs, rows skip"
    static let observedWrite = "one observed property write + update"
    static let rowContent = "one row's content read changes (ForEach closure)"
    static let bindingEdit = "binding row edit, ForEach($model.items)"
    static let environmentChange = "environment change, one reader among the rows"
    static let styledEnvironmentChange = "same, the rows' buttons drawn by an app's ButtonStyle"
    static let layeredRead = "reader update under N stacked .environment layers"
    static let freshReader = "observed write, fresh reader"
    static let afterReRenders = "observed write after 10,000 unrelated re-renders"
  }

  /// Runs every scenario whose name contains `filter` (all when `nil`) at each size,
  /// `iterations` times each. Trees are built only for the scenarios that run, so a profile of
  /// one scenario shows that scenario.
  public static func run(sizes: [Int], iterations: Int, matching filter: String? = nil)
    -> [Measurement]
  {
    let wants = { (name: String) in filter.map { name.contains($0) } ?? true }
    warmUp()
    var results: [Measurement] = []
    for rows in sizes {
      if wants(Scenario.mount) {
        results.append(mount(rows: rows, iterations: max(3, iterations / 10)))
      }
      if wants(Scenario.rowWrite) || wants(Scenario.parentReRender) {
        let passes = PassCounter()
        let harness = ParentHarness { BenchmarkList(count: rows, pass: passes.next()) }
        let row = try? harness.find(button: "bump 0")
        let listBodies = { harness.bodyCount(of: BenchmarkList.self) }
        let rowBodies = { harness.bodyCount(of: BenchmarkRow.self) }
        if wants(Scenario.rowWrite) {
          results.append(
            measure(Scenario.rowWrite, rows, iterations: iterations, expected: 1, bodies: rowBodies)
            {
              row?.tap()
            })
        }
        if wants(Scenario.parentReRender) {
          results.append(
            measure(
              Scenario.parentReRender, rows, iterations: iterations, expected: 1,
              bodies: { listBodies() + rowBodies() },
              bare: { _ = bareRowValues(rows: rows) }
            ) { harness.reRender() })
        }
      }
      if wants(Scenario.containedRowWrite) {
        let harness = ParentHarness { BenchmarkContainedList(count: rows) }
        let row = try? harness.find(button: "bump 0")
        results.append(
          measure(
            Scenario.containedRowWrite, rows, iterations: iterations, expected: 1,
            bodies: { harness.bodyCount(of: BenchmarkRow.self) }
          ) { row?.tap() })
      }
      if wants(Scenario.observedWrite) {
        let store = BenchmarkStore()
        let observed = ParentHarness { BenchmarkObservedList(count: rows, store: store) }
        results.append(
          measure(
            Scenario.observedWrite, rows, iterations: iterations, expected: 1,
            bodies: { observed.bodyCount(of: BenchmarkObservedRow.self) }
          ) {
            store.values[0] += 1
            observed.update()
          })
      }
      if wants(Scenario.rowContent) {
        let items = (0..<rows).map { _ in BenchmarkItem() }
        let list = ParentHarness { BenchmarkItemList(items: items) }
        results.append(
          measure(
            Scenario.rowContent, rows, iterations: iterations, expected: 1,
            bodies: {
              list.bodyCount(of: BenchmarkItemList.self)
                + list.bodyCount(of: BenchmarkValueRow.self)
            }
          ) {
            items[0].value += 1
            list.update()
          })
      }
      if wants(Scenario.bindingEdit) {
        let model = BenchmarkBindingModel(count: rows)
        let list = ParentHarness { BenchmarkBindingList(model: model) }
        let field = try? list.find(textField: "field 0")
        var edit = 0
        results.append(
          measure(
            Scenario.bindingEdit, rows, iterations: iterations, expected: 0,
            bodies: { list.bodyCount(of: BenchmarkBindingList.self) }
          ) {
            edit += 1
            field?.setInput("edit \(edit)")
          })
      }
      for (scenario, styled) in [
        (Scenario.environmentChange, false), (Scenario.styledEnvironmentChange, true),
      ] where wants(scenario) {
        let environment = ParentHarness {
          BenchmarkEnvironmentParent(count: rows, styled: styled)
        }
        let change = try? environment.find(button: "change")
        results.append(
          measure(
            scenario, rows, iterations: iterations, expected: 2,
            bodies: {
              environment.bodyCount(of: BenchmarkEnvironmentParent.self)
                + environment.bodyCount(of: BenchmarkEnvironmentRows.self)
                + environment.bodyCount(of: BenchmarkEnvironmentReader.self)
                + environment.bodyCount(of: BenchmarkRow.self)
            }
          ) { change?.tap() })
      }
      if wants(Scenario.layeredRead) {
        results.append(layeredRead(depth: rows, iterations: iterations))
      }
    }
    if wants(Scenario.freshReader) || wants(Scenario.afterReRenders) {
      results.append(
        contentsOf: observedWriteAfterReRenders(iterations: max(5, iterations / 10)).filter {
          wants($0.scenario)
        })
    }
    return results
  }

  /// Mounts and updates a list a few times, untimed: the first timings of a fresh process were up
  /// to twice as slow (a cold allocator and caches), which made the first scenario look worse.
  private static func warmUp() {
    for _ in 0..<5 {
      let harness = ParentHarness { BenchmarkList(count: 2_000, pass: 0) }
      harness.reRender()
      _ = bareMount(rows: 2_000)
    }
  }

  /// A reader under `depth` stacked `.environment` layers re-renders and reads a value set above
  /// them all: the read must not walk the layers.
  private static func layeredRead(depth: Int, iterations: Int) -> Measurement {
    let harness = ParentHarness {
      BenchmarkLayers(depth: depth).environment(\.benchmarkValue, 7)
    }
    let read = try? harness.find(button: "read")
    return measure(
      Scenario.layeredRead, depth, iterations: iterations,
      expected: 1, bodies: { harness.bodyCount(of: BenchmarkLayeredReader.self) }
    ) { read?.tap() }
  }

  /// Mounting a list, without its teardown (the harness is released between timings).
  private static func mount(rows: Int, iterations: Int) -> Measurement {
    var kept: [ParentHarness<BenchmarkList>] = []
    var bodies = 0
    return measure(
      Scenario.mount, rows, iterations: iterations, expected: rows + 1,
      bodies: { bodies }, setup: { kept.removeAll() },
      bare: { _ = bareMount(rows: rows) }
    ) {
      let harness = ParentHarness { BenchmarkList(count: rows, pass: 0) }
      bodies += harness.bodyCount(of: BenchmarkList.self) + harness.bodyCount(of: BenchmarkRow.self)
      kept.append(harness)
    }
  }

  /// The bodies of a mount, called by hand: the list's, then every row's.
  static func bareMount(rows: Int) -> Int {
    var built = 0
    withExtendedLifetime(BenchmarkList(count: rows, pass: 0).body) { built += 1 }
    for index in 0..<rows {
      withExtendedLifetime(BenchmarkRow(index: index).body) { built += 1 }
    }
    return built
  }

  /// The row values a re-render of the list builds (what a parent update must at least do).
  static func bareRowValues(rows: Int) -> Int {
    var built = 0
    withExtendedLifetime(BenchmarkList(count: rows, pass: 0).body) { built += 1 }
    for index in 0..<rows {
      withExtendedLifetime(BenchmarkRow(index: index)) { built += 1 }
    }
    return built
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
    let (measured, elsewhere) = (reader(), reader())
    let write = {
      measured.store.values[0] += 1
      measured.harness.update()
    }
    let bodies = { measured.harness.bodyCount(of: BenchmarkReader.self) }
    let fresh = measure(
      Scenario.freshReader, 1, iterations: iterations, expected: 1, bodies: bodies,
      setup: reRenders(elsewhere.harness), write)
    let afterReRenders = measure(
      Scenario.afterReRenders, 1, iterations: iterations, expected: 1,
      bodies: bodies, setup: reRenders(measured.harness), write)
    return [fresh, afterReRenders]
  }

  /// Times `iterations` runs of `operation` (each after an untimed `setup`), counts the bodies
  /// the first run caused, and times `bare` the same way when given.
  private static func measure(
    _ scenario: String, _ rows: Int, iterations: Int, expected: Int, bodies: () -> Int,
    setup: () -> Void = {}, bare: (() -> Void)? = nil, _ operation: () -> Void
  ) -> Measurement {
    setup()
    let before = bodies()
    operation()
    let caused = bodies() - before
    let samples = timings(iterations: iterations, setup: setup, operation)
    let bareSamples = bare.map { timings(iterations: iterations, setup: {}, $0) }
    return Measurement(
      scenario: scenario, rows: rows, medianMicroseconds: percentile(samples, 0.5),
      p90Microseconds: percentile(samples, 0.9),
      bareMicroseconds: bareSamples.map { percentile($0, 0.5) }, bodyEvaluations: caused,
      expectedBodyEvaluations: expected)
  }

  private static func timings(iterations: Int, setup: () -> Void, _ operation: () -> Void)
    -> [Double]
  {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<iterations {
      setup()
      let elapsed = clock.measure(operation)
      samples.append(
        Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
    }
    return samples.sorted()
  }

  private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
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

/// The same rows, as the content of a custom container that shows its subviews (iOS 18).
struct BenchmarkContainedList: View {
  let count: Int

  var body: some View {
    List {
      BenchmarkCards {
        ForEach(0..<count, id: \.self) { BenchmarkRow(index: $0) }
      }
    }
  }
}

/// A custom container: each subview of its content on a card.
struct BenchmarkCards<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ForEach(subviews: content) { subview in
      subview.padding()
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

/// An element whose value one row's content reads.
@Observable
final class BenchmarkItem {
  var value = 0
}

/// Rows whose content closure reads their element's value, as in
/// `List(items) { item in Row(value: item.value) }`.
struct BenchmarkItemList: View {
  let items: [BenchmarkItem]

  var body: some View {
    VStack {
      ForEach(items.indices, id: \.self) { index in BenchmarkValueRow(value: items[index].value) }
    }
  }
}

/// Shows a value it is given.
struct BenchmarkValueRow: View {
  let value: Int
  var body: some View { Text("value \(value)") }
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

/// An observable model of editable rows.
@Observable
final class BenchmarkBindingModel {
  var items: [BenchmarkBindingItem]

  init(count: Int) { items = (0..<count).map { BenchmarkBindingItem(id: $0, text: "") } }
}

/// One editable row's value.
struct BenchmarkBindingItem: Identifiable {
  let id: Int
  var text: String
}

/// A field per element, bound to it: an edit changes the model's array, so the `ForEach`
/// re-expands every row (their fields compare equal and skip); the list's own body does not run.
struct BenchmarkBindingList: View {
  @Bindable var model: BenchmarkBindingModel

  var body: some View {
    VStack {
      ForEach($model.items) { $item in TextField("field \(item.id)", text: $item.text) }
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

/// A value the environment benchmark changes above its rows.
struct BenchmarkValueKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  var benchmarkValue: Int {
    get { self[BenchmarkValueKey.self] }
    set { self[BenchmarkValueKey.self] = newValue }
  }
}

/// Reads the changing environment value.
struct BenchmarkEnvironmentReader: View {
  @Environment(\.benchmarkValue) private var value
  var body: some View { Text("value \(value)") }
}

/// Rows under an `.environment` whose value changes; one view among them reads it. The rows'
/// parent has no changing input, so it skips: the change must reach the reader without
/// visiting the rows.
struct BenchmarkEnvironmentParent: View {
  let count: Int
  /// Whether the rows' buttons are drawn by an app's `ButtonStyle`: their style bodies must not
  /// run again either.
  var styled = false
  @State private var value = 0

  var body: some View {
    VStack {
      Button("change") { value += 1 }
      if styled {
        BenchmarkEnvironmentRows(count: count).buttonStyle(BenchmarkButtonStyle())
      } else {
        BenchmarkEnvironmentRows(count: count)
      }
    }
    .environment(\.benchmarkValue, value)
  }
}

/// An app's button style, as design systems write them.
struct BenchmarkButtonStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(8)
      .opacity(isEnabled ? 1 : 0.5)
  }
}

/// The rows and the one reader, below the changing environment.
struct BenchmarkEnvironmentRows: View {
  let count: Int

  var body: some View {
    VStack {
      BenchmarkEnvironmentReader()
      ForEach(0..<count, id: \.self) { BenchmarkRow(index: $0) }
    }
  }
}

/// A value every level of the stacked-layers benchmark sets.
struct BenchmarkDepthKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  var benchmarkDepth: Int {
    get { self[BenchmarkDepthKey.self] }
    set { self[BenchmarkDepthKey.self] = newValue }
  }
}

/// `depth` levels, each under its own `.environment(\.benchmarkDepth, _)`, above one reader.
struct BenchmarkLayers: View {
  let depth: Int

  var body: some View {
    if depth == 0 {
      BenchmarkLayeredReader()
    } else {
      AnyView(BenchmarkLayers(depth: depth - 1)).environment(\.benchmarkDepth, depth)
    }
  }
}

/// Reads a value set above every layer, and re-renders on its own taps.
struct BenchmarkLayeredReader: View {
  @Environment(\.benchmarkValue) private var value
  @Environment(\.benchmarkDepth) private var depth
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("value \(value) at depth \(depth), taps \(taps)")
      Button("read") { taps += 1 }
    }
  }
}
