import Testing

@testable import ViewProbe

/// A list whose data repeats an ID, in a view that re-renders at each tap: SwiftUI logs its
/// warning at every update of the list.
private struct RepeatedIDList: View {
  @State private var taps = 0
  let items = ["milk", "eggs", "milk"]
  var body: some View {
    VStack {
      Text("taps \(taps)")
      Button("tap") { taps += 1 }
      ForEach(items, id: \.self) { Text($0) }
    }
  }
}

/// Runs `body` under the `.viewProbe` trait and returns what the trait reported.
private func reportsOfTheTrait(_ body: @escaping @MainActor @Sendable () -> Void) async throws
  -> [String]
{
  let reporter = IssueReporter()
  var context = ProbeContext.current
  context.reporter = reporter
  try await ProbeContext.$current.withValue(context) {
    try await runScoped(.viewProbe) { await MainActor.run { body() } }
  }
  return reporter.failures
}

private let duplicateMilk =
  "ForEach<Array<String>, String, Text>: the ID milk occurs multiple times within the collection, "
  + "this will give undefined results!"

@MainActor @Suite("Repeated runtime warnings")
struct WarningCoalescingTests {
  @Test("A13 a warning repeated at every update is one warning that counts them")
  func repeatedWarningIsCounted() throws {
    let harness = ParentHarness { RepeatedIDList() }
    let button = try harness.find(button: "tap")
    for _ in 0..<500 { button.tap() }
    #expect(harness.texts.first == "taps 500")
    let warnings = harness.runtimeWarnings
    #expect(warnings.map(\.message) == [duplicateMilk])
    #expect(warnings.map(\.path) == ["RepeatedIDList › VStack"])
    #expect(warnings.map(\.occurrences) == [501], "the mount and each of the 500 updates")
    #expect(warnings.first?.description.hasSuffix("(logged 501 times)") == true)
  }

  @Test("A16 two views of one type at one path, each writing state in its body: two warnings")
  func viewsAreToldApartByIdentity() {
    let harness = ParentHarness {
      VStack {
        StateWriterDuringBody(); StateWriterDuringBody()
      }
    }
    let warnings = harness.runtimeWarnings
    #expect(warnings.count == 2, "one per view, though their paths read alike")
    #expect(Set(warnings.map(\.path)).count == 1)
    #expect(warnings.allSatisfy { $0.occurrences == 1 })
    #expect(
      warnings.allSatisfy {
        $0.message == "Modifying state during view update, this will cause undefined behavior."
      })
  }

  @Test(".viewProbe reports a repeated warning once, with its count")
  func traitReportsOnce() async throws {
    let reports = try await reportsOfTheTrait {
      let harness = ParentHarness { RepeatedIDList() }
      for _ in 0..<3 { try? harness.find(button: "tap").tap() }
      _ = harness.texts
    }
    #expect(reports.count == 1)
    #expect(reports.first?.contains("\(duplicateMilk) [RepeatedIDList › VStack]") == true)
    #expect(reports.first?.contains("(logged 4 times)") == true)
  }

  @Test(".viewProbe reports a checked warning that is logged again later")
  func traitReportsWhatFollowsTheCheck() async throws {
    let checkedOnly = try await reportsOfTheTrait {
      let harness = ParentHarness { RepeatedIDList() }
      harness.expectWarning(duplicateMilk)
    }
    #expect(checkedOnly.isEmpty)
    let loggedAgain = try await reportsOfTheTrait {
      let harness = ParentHarness { RepeatedIDList() }
      harness.expectWarning(duplicateMilk)
      for _ in 0..<2 { try? harness.find(button: "tap").tap() }
      _ = harness.texts
    }
    #expect(loggedAgain.count == 1)
    #expect(
      loggedAgain.first?.hasPrefix(
        "Unexpected runtime warning in ParentHarness<RepeatedIDList> (WarningCoalescingTests.swift:"
      ) == true)
    #expect(loggedAgain.first?.contains("logged again after the test checked it") == true)
    #expect(loggedAgain.first?.contains("(logged 2 times)") == true)
  }
}
