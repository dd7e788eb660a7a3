import Testing

@testable import ViewProbe

/// A view whose action logs a warning (through an uninstalled `@State`) and counts its taps.
struct NamedWarner: View {
  let index: Int
  let model = LegacyViewModel()
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("harness \(index): \(taps)")
      Button("warn") {
        _ = model.$amount
        taps += 1
      }
    }
  }
}

/// Drives one harness with yields between taps; true when it saw only its own activity.
@MainActor
func driveIsolatedHarness(index: Int, profile: SemanticsProfile?, readWarnings: Bool) async -> Bool
{
  let harness = ParentHarness(profile: profile) { NamedWarner(index: index) }
  let taps = index % 4 + 1
  for _ in 0..<taps {
    await Task.yield()
    try? harness.find(button: "warn").tap()
  }
  return (!readWarnings || harness.runtimeWarnings.map(\.occurrences) == [taps])
    && harness.texts.first == "harness \(index): \(taps)"
    && harness.bodyCount(of: NamedWarner.self) == taps + 1
}

@Suite("Parallel isolation")
struct IsolationTests {
  @Test("many harnesses in parallel tasks never see each other's warnings or counters")
  func parallelHarnessesAreIsolated() async {
    await withTaskGroup(of: Bool.self) { group in
      for index in 0..<24 {
        let profile: SemanticsProfile = index.isMultiple(of: 2) ? .xcode26 : .xcode27
        group.addTask {
          await driveIsolatedHarness(index: index, profile: profile, readWarnings: true)
        }
      }
      for await isolated in group { #expect(isolated) }
    }
  }

  @Test(
    "interleaving tests keep their own trait scopes: each reports only its own warnings",
    arguments: 0..<6)
  func interleavedTestsKeepTheirScopes(index: Int) async throws {
    let profile: SemanticsProfile = index.isMultiple(of: 2) ? .xcode26 : .xcode27
    let reporter = IssueReporter()
    var context = ProbeContext.current
    context.reporter = reporter
    try await ProbeContext.$current.withValue(context) {
      try await runScoped(.semantics(profile)) {
        try await runScoped(.viewProbe) {
          let sawOwnProfile = await MainActor.run {
            ParentHarness { Text("profile probe") }.profile == profile
          }
          #expect(sawOwnProfile)
          #expect(await driveIsolatedHarness(index: index, profile: nil, readWarnings: false))
        }
      }
    }
    // The scope reports each unexpected warning through ViewProbe's one reporting path, here
    // captured: the test sees its own warnings and no other test's.
    let own = reporter.failures.filter {
      $0.hasPrefix("Unexpected runtime warning in ParentHarness<NamedWarner>")
    }
    // One view logged one message at each tap: one issue, that counts them.
    let taps = index % 4 + 1
    #expect(own.count == 1)
    #expect(own.first?.contains("(logged \(taps) times)") == (taps > 1))
    #expect(own.count == reporter.failures.count)
  }
}
