import Testing

@testable import ViewProbe

/// A result must never pass by accident: misuse is not a reproduction, every helper reports
/// through one path, and one problem is one issue with one tree.
@MainActor
@Suite("Honest outcomes", .tags(.invariant))
struct HonestOutcomeTests {
  // MARK: Misuse inside a documented anti-pattern

  @Test("a misspelled control inside .documentedAntiPattern fails the test as misuse")
  func thrownMisuseIsNotAReproduction() async throws {
    let trait = AntiPatternTrait(id: "F99", explanation: "a test of the trait")
    try await withKnownIssue("the trait must let the misuse through as a failure") {
      try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
        try await MainActor.run {
          let harness = ParentHarness { CounterChild() }
          try harness.find(button: "bump chlid").tap()
        }
      }
    } matching: { issue in
      guard case .errorCaught(let error) = issue.kind else { return false }
      return "\(error)".hasPrefix("find(button: \"bump chlid\") found")
        && "\(error)".hasSuffix(
          "This is a misuse of ViewProbe, not a reproduction of the documented anti-pattern F99.")
    }
  }

  @Test("a recorded misuse inside .documentedAntiPattern fails the test and says why")
  func recordedMisuseIsNotAReproduction() async throws {
    let trait = AntiPatternTrait(id: "F98", explanation: "a test of the trait")
    try await withKnownIssue("the trait must let the misuse through as a failure") {
      try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
        await MainActor.run {
          // No @State object to pull out: misuse, not the anti-pattern.
          _ = ParentHarness { CounterChild() }.installedStore()
        }
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("installedStore()")
          && $0.rawValue.hasSuffix("not a reproduction of the documented anti-pattern F98.")
      }
    }
  }

  @Test("an error the test throws inside .documentedAntiPattern fails the test: not a reproduction")
  func thrownErrorIsNotAReproduction() async throws {
    struct DecodingFailed: Error {}
    let trait = AntiPatternTrait(id: "F97", explanation: "a test of the trait")
    let issues = EventLog()
    try await withKnownIssue("the trait must let the error through, and say why, as failures") {
      try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
        try await MainActor.run {
          let harness = ParentHarness { CounterChild() }
          try harness.find(button: "bump child").tap()
          throw DecodingFailed()
        }
      }
    } matching: { issue in
      if case .errorCaught(let error) = issue.kind, error is DecodingFailed {
        issues.append("thrown")
      } else if issue.comments.contains(where: {
        $0.rawValue.hasPrefix("The test threw this error")
          && $0.rawValue.contains("not a reproduction of the documented anti-pattern F97")
      }) {
        issues.append("explained")
      }
      return true
    }
    #expect(issues.entries == ["explained", "thrown"])
  }

  @Test("a failed #require inside .documentedAntiPattern is the reproduction, though it throws")
  func failedRequirementReproduces() async throws {
    let trait = AntiPatternTrait(id: "F01", explanation: "a let-bound model is recreated")
    try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
      try await MainActor.run {
        let harness = ParentHarness { LetBoundCounter() }
        let first = try #require(harness.installedModel(as: Book.self))
        harness.reRender()
        try #require(harness.installedModel(as: Book.self) === first)
      }
    }
  }

  @Test("a failed expectation inside .documentedAntiPattern is the reproduction (a known issue)")
  func expectationFailureReproduces() async throws {
    let trait = AntiPatternTrait(id: "F01", explanation: "a let-bound model is recreated")
    try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
      await MainActor.run { ParentHarness { LetBoundCounter() }.expectModelPersists() }
    }
  }

  // MARK: Swift Testing's own expectations in a catalog check

  @Test("a catalog check's #expect, #require and Issue.record are its failures, not lost")
  func catalogCheckUsesSwiftTesting() {
    struct AppFailure: Error {}
    let expectLine = #line + 3
    let entries = [
      CatalogEntry(id: "T-1", title: "#expect", kind: .invariant, invariants: ["A01"]) { _ in
        #expect(ParentHarness { CounterChild() }.texts == ["child 1"])
      },
      CatalogEntry(id: "T-2", title: "#require", kind: .invariant, invariants: ["A01"]) { _ in
        try #require(ParentHarness { CounterChild() }.texts.first == "child 1")
      },
      CatalogEntry(id: "T-3", title: "Issue.record", kind: .antiPattern, invariants: ["F01"]) { _ in
        Issue.record("the model was made again")
      },
      CatalogEntry(id: "T-4", title: "holds", kind: .invariant, invariants: ["A01"]) { _ in
        #expect(ParentHarness { CounterChild() }.texts.first == "child: 0")
      },
      CatalogEntry(id: "T-5", title: "thrown", kind: .antiPattern, invariants: ["F01"]) { _ in
        throw AppFailure()
      },
    ]
    // The failures show here as known issues too: the runner records them so.
    let report = CatalogRunner.run(entries, profiles: [.xcode26])
    let outcomes = report.results.map { "\($0.entry.id) \($0.outcome.label)" }
    #expect(
      outcomes == ["T-1 BROKEN", "T-2 BROKEN", "T-3 reproduces", "T-4 holds", "T-5 ERROR"])
    let details = report.results.map(\.details.first)
    #expect(details[0]?.hasPrefix("Expectation failed: (ParentHarness { CounterChild() }") == true)
    #expect(details[0]?.hasSuffix(" (HonestOutcomeTests.swift:\(expectLine))") == true)
    #expect(details[1]?.hasSuffix(" (HonestOutcomeTests.swift:\(expectLine + 3))") == true)
    #expect(
      details[2]
        == "Issue recorded: the model was made again (HonestOutcomeTests.swift:\(expectLine + 6))")
    #expect(details[4] == "AppFailure()")
  }

  // MARK: One reporting path

  /// One catalog check per `expect…` helper, each made to fail.
  nonisolated static let failingHelpers: [CatalogEntry] = [
    entry("expectStorePersists") { ParentHarness { BookOwner().id(UUID()) }.expectStorePersists() },
    entry("expectModelPersists") { ParentHarness { LetBoundCounter() }.expectModelPersists() },
    entry("expectStatePersists") {
      ParentHarness { CounterChild().id(UUID()) }.expectStatePersists(
        "count", in: CounterChild.self)
    },
    entry("expectIdentityReset") {
      let harness = ParentHarness { FadingParent() }
      try harness.expectIdentityReset(of: CounterChild.self) {
        try harness.find(button: "fade").tap()
      }
    },
    entry("expectIdentityKept") {
      let harness = ParentHarness { BranchingParent() }
      try harness.expectIdentityKept(of: CounterChild.self) {
        try harness.find(button: "flip").tap()
      }
    },
    entry("expectBodyCount") {
      ParentHarness { CounterChild() }.expectBodyCount(of: CounterChild.self, 5)
    },
    entry("expectNoReRender") {
      let harness = ParentHarness { LocalParent() }
      try harness.expectNoReRender(of: CounterChild.self) {
        try harness.find(button: "bump child").tap()
      }
    },
    entry("expectObserved") {
      ParentHarness { KeyWriter() }.expectObserved(\.keyA, in: KeyAReader.self, equals: "zz")
    },
    entry("expectOnlyReaders") {
      let harness = ParentHarness { KeyWriter() }
      try harness.expectOnlyReaders(of: \.keyA) { try harness.find(button: "change b").tap() }
    },
    entry("expectWarning") { ParentHarness { Text("quiet") }.expectWarning("Accessing State's") },
    entry("expectNoWarnings") { ParentHarness { StateWriterDuringBody() }.expectNoWarnings() },
    entry("expectWrite") {
      let harness = ParentHarness { CopyingOwner() }
      try harness.expectWrite(
        reaches: CopyingOwner.self, reading: harness.texts.first == "owner: on", equals: true
      ) {
        try harness.find(button: "copy play").tap()
      }
    },
  ]

  private nonisolated static func entry(
    _ helper: String, _ body: @escaping @MainActor @Sendable () throws -> Void
  ) -> CatalogEntry {
    CatalogEntry(id: helper, title: "\(helper) fails", kind: .invariant, invariants: []) { _ in
      try body()
    }
  }

  @Test(
    "each expect… helper fails a catalog check under the catalog runner", arguments: failingHelpers)
  func helperFailsCatalogCheck(_ entry: CatalogEntry) {
    let outcome = CatalogRunner.run(entry, .xcode26)
    guard case .broken(let lines) = outcome else {
      Issue.record("\(entry.id) gave \(outcome.label): \(outcome.details)")
      return
    }
    #expect(lines.count == 1)
    #expect(lines.allSatisfy { $0.hasPrefix("Expected") || $0.hasPrefix("The write") })
  }

  @Test("a catalog check that misspells a control is an ERROR, never a reproduction")
  func catalogMisuseIsAnError() {
    let misspelled = CatalogEntry(
      id: "F02-typo", title: "F02 with a renamed control", kind: .antiPattern, invariants: ["F02"]
    ) { check in
      let harness = ParentHarness { CounterChild() }
      try harness.find(button: "Swtich").tap()
      check.expect(false, "the documented failure")
    }
    let outcome = CatalogRunner.run(misspelled, .xcode26)
    #expect(outcome.label == "ERROR")
    #expect(outcome.details.first?.hasPrefix("find(button: \"Swtich\") found") == true)
    let recorded = CatalogEntry(
      id: "store-typo", title: "no store", kind: .antiPattern, invariants: []
    ) { check in
      check.expect(ParentHarness { CounterChild() }.installedStore() == nil, "no store")
    }
    #expect(CatalogRunner.run(recorded, .xcode26).label == "ERROR")
  }

  // MARK: One problem, one issue, one tree

  @Test("D06 a missing environment object is one issue, not an issue and an unexpected warning")
  func missingObjectIsOneIssue() {
    let scope = ProbeScope(allowing: [])
    let reports = capturedReports {
      var context = ProbeContext.current
      context.scope = scope
      ProbeContext.$current.withValue(context) {
        _ = ParentHarness { EnvironmentBookReader() }
        scope.finish()
      }
    }
    #expect(reports.count == 1)
    #expect(reports.first?.hasPrefix("No Observable object of type Book found.") == true)
  }

  @Test("an unexpected runtime warning fails the test and attaches the tree once")
  func unexpectedWarningAttachesOneTree() {
    let scope = ProbeScope(allowing: [])
    var context = ProbeContext.current
    context.scope = scope
    withKnownIssue {
      ProbeContext.$current.withValue(context) {
        _ = ParentHarness { StateWriterDuringBody() }
        scope.finish()
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Unexpected runtime warning") }
    }
  }

  @Test("a ThemedHarness's tree is named after its key and view")
  func themedHarnessName() {
    let harness = ThemedHarness(\.keyA, theme: "a") { KeyAReader() }
    #expect(harness.harness.core.name.hasPrefix("ThemedHarness<\\.keyA, KeyAReader> ("))
  }
}
