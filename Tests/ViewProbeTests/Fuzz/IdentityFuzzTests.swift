import Foundation
import Testing

@testable import ViewProbe

/// Random view programs and random operations, checked against `FuzzReference`, an oracle that
/// knows only the identity rules; and every leaf on screen must have appeared once more than it
/// disappeared (`onAppear`/`onDisappear`), with one `.task` running. `VIEWPROBE_FUZZ_SEED` and
/// `VIEWPROBE_FUZZ_CASES` explore further; a failure prints its seed and a shrunk program with
/// its operations.
@MainActor
@Suite("Generative identity (A02, A07, A09, A11, A12, A14)", .tags(.identity))
struct IdentityFuzzTests {
  static let defaultCases = 1_500

  @Test("A identity: the runtime keeps exactly the state the rules keep, for random programs")
  func identityAgreesWithTheReference() async {
    let failing = await firstFailingFuzzSeed(
      defaultSeed: 20_261_123, defaultCases: Self.defaultCases
    ) { seed in
      let (program, operations) = Self.generate(seed: seed)
      return FuzzCase(program: program, operations: operations).run()
    }
    guard let (seed, failure) = failing else { return }
    let (program, operations) = Self.generate(seed: seed)
    let shrunk = await Self.shrink(program: program, operations: operations)
    Issue.record(
      """
      Fuzz case with seed \(seed) failed: \(failure)
      Shrunk program: \(shrunk.program)
      Shrunk operations: \(shrunk.operations.map(\.description).joined(separator: "; "))
      Its failure: \(FuzzCase(program: shrunk.program, operations: shrunk.operations).run() ?? "")
      Replay with VIEWPROBE_FUZZ_SEED=\(seed) VIEWPROBE_FUZZ_CASES=1.
      """)
  }

  @Test("A identity: a hand-written program with every construct agrees with the reference")
  func everyConstructAgrees() {
    let program = FuzzProgram.pair(
      .rows(0, .twice(.stored("S", .ifElse(0, .leaf("A"), .keyed(0, .leaf("B")))))),
      .laidOut(
        0,
        .erased(
          0,
          .choice(
            1, .leaf("C"), .ifOnly(1, .leaf("D")), .collapsible(1, .rows(1, .leaf("E")))))))
    let operations: [FuzzOperation] = [
      .bump("A@1", occurrence: 1), .toggle("S@2", occurrence: 0), .toggle("S@2", occurrence: 0),
      .insert(list: 0, at: 0, id: 2), .bump("A@2", occurrence: 2), .move(list: 0, from: 0, to: 3),
      .flipFlag(0), .bump("B@3", occurrence: 0), .changeKey(0, to: 1), .flipFlag(0),
      .bump("C", occurrence: 0), .select(0, value: 1), .flipFlag(1), .select(1, value: 2),
      .bump("E@4", occurrence: 0), .flipFlag(1), .flipFlag(1), .remove(list: 1, at: 0),
      .insert(list: 1, at: 0, id: 4), .bump("E@4", occurrence: 0), .select(0, value: 2),
      .reRender,
    ]
    let failure = FuzzCase(program: program, operations: operations).run()
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test("A identity: a program inside custom containers (iOS 18) agrees with the reference")
  func customContainersAgree() {
    let program = FuzzProgram.contained(
      0,
      .pair(
        .rows(0, .stored("S", .ifElse(0, .leaf("A"), .keyed(0, .leaf("B"))))),
        .contained(
          1,
          .pair(
            .contained(2, .contained(3, .collapsible(1, .rows(1, .leaf("E"))))),
            .erased(0, .twice(.leaf("C")))))))
    let operations: [FuzzOperation] = [
      .bump("A@1", occurrence: 0), .toggle("S@2", occurrence: 0), .toggle("S@2", occurrence: 0),
      .move(list: 0, from: 0, to: 3), .bump("A@2", occurrence: 0), .flipFlag(0),
      .bump("B@3", occurrence: 0), .changeKey(0, to: 2), .flipFlag(1), .bump("E@4", occurrence: 0),
      .insert(list: 1, at: 0, id: 5), .bump("C", occurrence: 1), .select(0, value: 1),
      .flipFlag(1), .flipFlag(1), .remove(list: 0, at: 1), .reRender,
    ]
    let failure = FuzzCase(program: program, operations: operations).run()
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The program and operations of one seed. Taps are chosen among the views the reference
  /// shows at that step, so the operations are generated alongside a reference run.
  static func generate(seed: UInt64) -> (FuzzProgram, [FuzzOperation]) {
    var random = FuzzRandom(seed: seed)
    var names = 0
    let program = FuzzProgram.random(depth: 4, using: &random, names: &names)
    var values = FuzzWorldValues()
    var reference = FuzzReference()
    reference.settle(program, values)
    var operations: [FuzzOperation] = []
    for _ in 0..<(4 + random.below(12)) {
      let operation = randomOperation(&random, reference: reference)
      operations.append(operation)
      reference.apply(operation, program, values)
      values.apply(operation)
      reference.settle(program, values)
    }
    return (program, operations)
  }

  private static func randomOperation(_ random: inout FuzzRandom, reference: FuzzReference)
    -> FuzzOperation
  {
    func pick(_ names: [String]) -> (String, Int)? {
      guard !names.isEmpty else { return nil }
      let index = random.below(names.count)
      return (names[index], names[..<index].filter { $0 == names[index] }.count)
    }
    switch random.below(20) {
    case 0..<6:
      if let (name, occurrence) = pick(reference.leaves) {
        return .bump(name, occurrence: occurrence)
      }
      return .reRender
    case 6..<8:
      if let (name, occurrence) = pick(reference.containers) {
        return .toggle(name, occurrence: occurrence)
      }
      return .reRender
    case 8..<10: return .flipFlag(random.below(2))
    case 10..<12: return .changeKey(random.below(2), to: random.below(3))
    case 12..<14: return .select(random.below(2), value: random.below(6))
    case 14..<16:
      return .insert(list: random.below(2), at: random.below(4), id: 1 + random.below(6))
    case 16: return .remove(list: random.below(2), at: random.below(4))
    case 17, 18: return .move(list: random.below(2), from: random.below(4), to: random.below(4))
    default: return .reRender
    }
  }

  /// Drops operations and simplifies the program while the case still fails.
  static func shrink(program: FuzzProgram, operations: [FuzzOperation]) async -> (
    program: FuzzProgram, operations: [FuzzOperation]
  ) {
    await shrinkFuzzCase(
      program: program, operations: operations, simplifications: \.simplifications
    ) {
      FuzzCase(program: $0, operations: $1).run() != nil
    }
  }
}

/// One program and its operations, run on a harness and on the reference side by side.
@MainActor
struct FuzzCase {
  let program: FuzzProgram
  let operations: [FuzzOperation]

  /// `nil` when the runtime agreed with the reference at every step, or what differed.
  func run() -> String? {
    var values = FuzzWorldValues()
    let world = FuzzWorld(values)
    var reference = FuzzReference()
    let program = self.program
    let harness = ParentHarness { FuzzView(program: program, display: "", world: world) }
    reference.settle(program, values)
    if let difference = compare(harness, reference, world: world, step: "mount") {
      return difference
    }
    for (index, operation) in operations.enumerated() {
      reference.apply(operation, program, values)
      switch operation {
      case .bump(let name, let occurrence):
        tap("bump \(name)", occurrence, in: harness)
      case .toggle(let name, let occurrence):
        tap("toggle \(name)", occurrence, in: harness)
      case .reRender:
        harness.reRender()
      default:
        values.apply(operation)
        world.set(values)
        harness.update()
      }
      reference.settle(program, values)
      let step = "step \(index + 1) (\(operation)), world \(values)"
      if let difference = compare(harness, reference, world: world, step: step) {
        return difference
      }
    }
    return nil
  }

  private func tap<C: View>(_ label: String, _ occurrence: Int, in harness: ParentHarness<C>) {
    let buttons = harness.findAll(label: label)
    if occurrence < buttons.count { buttons[occurrence].tap() }
  }

  private func compare<C: View>(
    _ harness: ParentHarness<C>, _ reference: FuzzReference, world: FuzzWorld, step: String
  ) -> String? {
    if let difference = fuzzScreenDifference(
      harness, expected: reference.texts, step: step,
      allowing: ["ForEach<Array<Int>, Int, FuzzView>"])
    {
      return difference
    }
    // Every leaf on screen appeared once more than it disappeared; every one gone, as often.
    var onScreen: [String: Int] = [:]
    for text in harness.texts where !text.hasPrefix("bump ") && !text.hasPrefix("toggle ") {
      if let colon = text.range(of: ": ") {
        onScreen[String(text[..<colon.lowerBound]), default: 0] += 1
      }
    }
    let lifecycle = world.lifecycle.shown.filter { $0.value != 0 }
    if lifecycle != onScreen {
      return "after \(step): the leaves on screen are \(onScreen), but onAppear and onDisappear "
        + "counted \(lifecycle)"
    }
    // And each has exactly one `.task` running: started as it appeared, cancelled as it went.
    let running = harness.core.graph.tasks.filter {
      !$0.isFinished && !($0.task?.isCancelled ?? true)
    }.count
    let leaves = onScreen.values.reduce(0, +)
    if running != leaves {
      return "after \(step): \(leaves) leaves are on screen, but \(running) of their .tasks run"
    }
    return nil
  }
}
