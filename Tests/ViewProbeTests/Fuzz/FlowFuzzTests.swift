import Foundation
import Testing
import ViewProbe

/// Random views that pass values down — as inputs (compared to skip a child, E02), through
/// `Equatable` views and closures, as environment values and transforms, bindings to an
/// `ObservableObject`'s published values, environment objects (replaced at random) and observed
/// objects — and random writes and taps: after every step each text must show the current values
/// (a stale one would pass for a correct one). `VIEWPROBE_FUZZ_SEED` and `VIEWPROBE_FUZZ_CASES`
/// explore further, as for the identity test.
@MainActor
@Suite("Generative data flow (B03, D01, D03, D05, E02, G01, G04, G05)", .tags(.observation))
struct FlowFuzzTests {
  static let defaultCases = 1_000

  @Test("E/D/G data flow: no text is ever stale, for random programs, writes and taps")
  func screenFollowsTheValues() async {
    await checkFuzzCases(
      "Data-flow", defaultSeed: 20_261_128, defaultCases: Self.defaultCases,
      generate: Self.generate(seed:), simplifications: \.simplifications
    ) { FlowFuzzCase(program: $0, operations: $1).run() }
  }

  static func generate(seed: UInt64) -> (FlowProgram, [FlowOperation]) {
    var random = FuzzRandom(seed: seed)
    var labels = 0
    let program = FlowProgram.random(depth: 5, using: &random, labels: &labels)
    let operations = (0..<(4 + random.below(16))).map { _ in
      FlowOperation.random(&random, labels: labels)
    }
    return (program, operations)
  }
}

/// One program and its operations, run on a harness and on the reference side by side.
@MainActor
struct FlowFuzzCase {
  let program: FlowProgram
  let operations: [FlowOperation]

  /// `nil` when the screen showed what the reference shows at every step, or what differed.
  func run() -> String? {
    var values = FlowValues()
    let context = FlowStores()
    var reference = FlowReference()
    let program = self.program
    let harness = ParentHarness {
      FlowRoot(program: program, context: context, switcher: context.switcher)
    }
    reference.render(program, values)
    if let difference = compare(harness, reference, step: "mount") { return difference }
    for (index, operation) in operations.enumerated() {
      switch operation {
      case .increment(let n):
        guard !reference.sheetUp else { continue }
        if let target = reference.increments[n] { values.v[target.store][target.slot] += 1 }
        harness.findAll(button: "inc B\(n)").first?.tap()
      case .reRender:
        harness.reRender()
      case .set(let store, let slot, let value):
        values.v[store][slot] = value
      case .quiet(let store, let value):
        values.quiet[store] = value
      case .root(let index):
        values.root = index
      }
      context.apply(operation)
      harness.update()
      reference.render(program, values)
      let step = "step \(index + 1) (\(operation)), values \(values)"
      if let difference = compare(harness, reference, step: step) { return difference }
    }
    return nil
  }

  private func compare(
    _ harness: ParentHarness<FlowRoot>, _ reference: FlowReference, step: String
  ) -> String? {
    // Sheets that several branches or rows present at once are warned about (H01), rightly.
    fuzzScreenDifference(
      harness, expected: reference.texts, step: step, allowing: ["Two presentations are up"])
  }
}
