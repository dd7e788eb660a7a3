import Foundation
import Testing
import ViewProbe

/// Random views reading observable models — directly, through the environment, as `@Bindable`,
/// inside closures other containers run later, in `ForEach` rows, behind views that compare equal
/// — and random writes: after every step the screen must show the models' current values (a stale
/// text would pass for a correct one). `VIEWPROBE_FUZZ_SEED` and `VIEWPROBE_FUZZ_CASES` explore
/// further, as for the identity test.
@MainActor
@Suite(
  "Generative observation (C01, C02, C04, C05, C06, C11, C12, D01, D03, E02)", .tags(.observation))
struct ObservationFuzzTests {
  static let defaultCases = 1_000

  @Test("C observation: no text is ever stale, for random programs and writes")
  func screenFollowsTheModels() async {
    await checkFuzzCases(
      "Observation", defaultSeed: 20_261_126, defaultCases: Self.defaultCases,
      generate: Self.generate(seed:), simplifications: \.simplifications
    ) { ObsFuzzCase(program: $0, operations: $1).run() }
  }

  @Test("C observation: a hand-written program with every construct shows current values")
  func everyConstructFollows() {
    let environmentA = ObsAccess(source: .environment, property: .a)
    let lazyReads = ObsLazyKind.allCases.enumerated().map { index, kind in
      ObsProgram.lazy(
        10 + index, kind,
        ObsAccess(source: index.isMultiple(of: 2) ? .environment : .model(1), property: .total))
    }
    let program = ObsProgram.pair(
      .owned(
        1,
        .contained(
          0,
          .frozen(
            .pair(
              .show(2, environmentA),
              .when(environmentA, .bindable(3, ObsAccess(source: .model(2), property: .innerValue)))
            )
          ))),
      .inject(
        2,
        .pair(
          .contained(2, .rows(4, .environment)),
          .pair(
            .contained(1, lazyReads.dropFirst().reduce(lazyReads[0]) { .pair($0, $1) }),
            .each(
              .environment,
              .frozen(
                .pair(
                  .bindable(5, ObsAccess(source: .rowItem, property: .a)),
                  .when(
                    ObsAccess(source: .model(1), property: .b),
                    .lazy(6, .geometry, ObsAccess(source: .rowItem, property: .a))))))))))
    let operations: [ObsOperation] = [
      .bumpOwned(1), .setA(model: 1, 3), .append(model: 2, n: 1), .append(model: 2, n: 2),
      .setItem(model: 2, at: 1, n: 5), .bumpOwned(1), .setInner(model: 2, 7),
      .replaceInner(model: 2, 1), .setA(model: 2, 2), .move(model: 2, from: 0, to: 2),
      .root(1), .reRender, .setB(model: 1, 1), .remove(model: 2, at: 0), .root(2),
      .setItem(model: 2, at: 0, n: 9), .remove(model: 2, at: 1), .append(model: 2, n: 4),
      .setB(model: 1, 2), .move(model: 2, from: 1, to: 0),
    ]
    let failure = ObsFuzzCase(program: program, operations: operations).run()
    #expect(failure == nil, "\(failure ?? "")")
  }

  static func generate(seed: UInt64) -> (ObsProgram, [ObsOperation]) {
    var random = FuzzRandom(seed: seed)
    var labels = 0
    let program = ObsProgram.random(depth: 4, using: &random, labels: &labels)
    var values = ObsValues()
    var reference = ObsReference()
    reference.render(program, values)
    var operations: [ObsOperation] = []
    for _ in 0..<(4 + random.below(14)) {
      let operation = ObsOperation.random(&random, owners: reference.presentOwners)
      operations.append(operation)
      if case .bumpOwned(let n) = operation { reference.ownedA[n, default: 0] += 1 }
      values.apply(operation)
      reference.render(program, values)
    }
    return (program, operations)
  }
}

/// One program and its writes, run on a harness and on the reference side by side.
@MainActor
struct ObsFuzzCase {
  let program: ObsProgram
  let operations: [ObsOperation]

  /// `nil` when the screen showed what the reference shows at every step, or what differed.
  func run() -> String? {
    var values = ObsValues()
    let store = ObsFuzzStore()
    var reference = ObsReference()
    let program = self.program
    let harness = ParentHarness { ObsFuzzRoot(program: program, store: store) }
    reference.render(program, values)
    if let difference = compare(harness, reference, step: "mount") { return difference }
    for (index, operation) in operations.enumerated() {
      switch operation {
      case .bumpOwned(let n):
        if reference.presentOwners.contains(n) { reference.ownedA[n, default: 0] += 1 }
        harness.findAll(button: "bump owned\(n)").first?.tap()
      case .reRender:
        harness.reRender()
      default:
        values.apply(operation)
        store.apply(operation, values: values)
        harness.update()
      }
      reference.render(program, values)
      let step = "step \(index + 1) (\(operation)), values \(values)"
      if let difference = compare(harness, reference, step: step) { return difference }
    }
    return nil
  }

  private func compare(
    _ harness: ParentHarness<ObsFuzzRoot>, _ reference: ObsReference, step: String
  ) -> String? {
    fuzzScreenDifference(harness, expected: reference.texts, step: step)
  }
}
