import Foundation
import Testing
import ViewProbe

// The driver the generative tests share: a seeded generator, the loop over seeds, shrinking and
// the screen comparison. The stand-in tests use it too (their target links this folder).

/// A seeded generator (SplitMix64), so every case can be replayed from its seed.
struct FuzzRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}

/// Drops operations and simplifies the program while the case still `fails`, for a failure
/// report that shows what matters.
@MainActor
func shrinkFuzzCase<Program, Operation>(
  program: Program, operations: [Operation], simplifications: KeyPath<Program, [Program]>,
  fails: @MainActor (Program, [Operation]) async -> Bool
) async -> (program: Program, operations: [Operation]) {
  var (program, operations) = (program, operations)
  var improved = true
  var rounds = 0
  while improved && rounds < 50 {
    improved = false
    rounds += 1
    for index in operations.indices.reversed() {
      var fewer = operations
      fewer.remove(at: index)
      if await fails(program, fewer) {
        operations = fewer
        improved = true
      }
    }
    for simpler in program[keyPath: simplifications] where await fails(simpler, operations) {
      program = simpler
      improved = true
      break
    }
  }
  return (program, operations)
}

/// Runs the seeded cases of a generative test — `VIEWPROBE_FUZZ_CASES` of them (else
/// `defaultCases`) from `VIEWPROBE_FUZZ_SEED` (else `defaultSeed`) — and returns the first seed
/// whose case `fails`, with what failed. Between cases it lets other tests waiting for the main
/// actor run (a `settle()` that times itself).
@MainActor
func firstFailingFuzzSeed(
  defaultSeed: UInt64, defaultCases: Int,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  fails: @MainActor (UInt64) async -> String?
) async -> (seed: UInt64, failure: String)? {
  let base = environment["VIEWPROBE_FUZZ_SEED"].flatMap { UInt64($0) } ?? defaultSeed
  let cases = environment["VIEWPROBE_FUZZ_CASES"].flatMap { Int($0) } ?? defaultCases
  for index in 0..<cases {
    await Task.yield()
    let seed = base &+ UInt64(index)
    if let failure = await fails(seed) { return (seed, failure) }
  }
  return nil
}

/// What a generative test's step got wrong: the texts on screen against the rules', then any
/// warning not allowed by `allowing` (message prefixes). `nil` when both agree.
@MainActor
func fuzzScreenDifference<Root: View>(
  _ harness: ParentHarness<Root>, expected: [String], step: String, allowing: [String] = []
) -> String? {
  let shown = harness.texts
  if shown != expected {
    return "after \(step): the rules show \(expected), the runtime showed \(shown)"
  }
  let warnings = harness.warnings.filter { warning in
    !allowing.contains { warning.hasPrefix($0) }
  }
  if !warnings.isEmpty { return "after \(step): unexpected warnings \(warnings)" }
  return nil
}

/// Runs a generative test: the cases of `firstFailingFuzzSeed`, each generated from its seed and
/// run; the first that fails is shrunk and recorded with its seed, its shrunk program and
/// operations, and how to replay it.
@MainActor
func checkFuzzCases<Program: CustomStringConvertible, Operation: CustomStringConvertible>(
  _ name: String, defaultSeed: UInt64, defaultCases: Int,
  generate: (UInt64) -> (Program, [Operation]), simplifications: KeyPath<Program, [Program]>,
  run: @MainActor (Program, [Operation]) async -> String?
) async {
  let failing = await firstFailingFuzzSeed(defaultSeed: defaultSeed, defaultCases: defaultCases) {
    let (program, operations) = generate($0)
    return await run(program, operations)
  }
  guard let (seed, failure) = failing else { return }
  let (program, operations) = generate(seed)
  let shrunk = await shrinkFuzzCase(
    program: program, operations: operations, simplifications: simplifications
  ) { await run($0, $1) != nil }
  let shrunkFailure = await run(shrunk.program, shrunk.operations) ?? ""
  Issue.record(
    """
    \(name) fuzz case with seed \(seed) failed: \(failure)
    Shrunk program: \(shrunk.program)
    Shrunk operations: \(shrunk.operations.map(\.description).joined(separator: "; "))
    Its failure: \(shrunkFailure)
    Replay with VIEWPROBE_FUZZ_SEED=\(seed) VIEWPROBE_FUZZ_CASES=1.
    """)
}
