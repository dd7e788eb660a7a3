import Testing
import ViewProbe

/// A model whose `init` has a side effect: it counts itself (F05).
final class Loader {
  init(log: Tally) { log.count += 1 }
}

struct LoaderOwner: View {
  @State private var loader: Loader
  let label: String

  init(log: Tally, label: String) {
    _loader = State(wrappedValue: Loader(log: log))
    self.label = label
  }

  var body: some View { Text(label) }
}

@MainActor
@Suite("Semantics profiles (A03, F05)", .viewProbe, .tags(.invariant, .identity))
struct ProfileTests {
  @Test("A03 .xcode26: the initial value is built for every view value; .xcode27: once")
  func a03_initialValueEvaluationPerProfile() {
    for (profile, expected) in [(SemanticsProfile.xcode26, 6), (.xcode27, 1)] {
      let log = Tally()
      let harness = ParentHarness(profile: profile) {
        TickingParent { tick in LoaderOwner(log: log, label: "tick \(tick)") }
      }
      let first = harness.installedState("loader", in: LoaderOwner.self) as? Loader
      for _ in 0..<5 { try? harness.find(button: "tick").tap() }
      #expect(log.count == expected, "\(profile)")
      #expect(harness.installedState("loader", in: LoaderOwner.self) as? Loader === first)
      let discarded = harness.discardedInitialValues(of: LoaderOwner.self)
      #expect(discarded == expected - 1, "\(profile)")
    }
  }

  @Test("F05 side effects in a @State model's init repeat per re-render under .xcode26 only")
  func f05_sideEffectsPerProfile() {
    for profile in SemanticsProfile.allCases {
      let log = Tally()
      let harness = ParentHarness(profile: profile) {
        TickingParent { tick in LoaderOwner(log: log, label: "\(tick)") }
      }
      for _ in 0..<3 { try? harness.find(button: "tick").tap() }
      #expect(log.count == (profile == .xcode26 ? 4 : 1), "\(profile)")
    }
  }

  @Test(
    "A03 decision: under .xcode27 a value-typed initial value is still evaluated per view value")
  func a03_valueTypesStayEagerUnderXcode27() throws {
    let harness = ParentHarness(profile: .xcode27) { TickingParent { _ in CounterChild() } }
    try harness.find(button: "tick").tap()
    #expect(harness.discardedInitialValues(of: CounterChild.self) == 1)
  }

  @Test("a harness follows its profile; the default is .xcode26")
  func defaultProfile() {
    #expect(ParentHarness { Text("x") }.profile == .xcode26)
    #expect(ParentHarness(profile: .xcode27) { Text("x") }.profile == .xcode27)
  }
}
