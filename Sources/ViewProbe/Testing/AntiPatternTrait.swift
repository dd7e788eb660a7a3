import Testing

/// `.documentedAntiPattern("F01", "…")`: the test asserts the *correct* behaviour, which the
/// documented anti-pattern breaks. Its failures are recorded as a known issue, so the test passes
/// and shows the mistake; if the anti-pattern ever stops reproducing, the test fails with a message
/// that SwiftUI's semantics changed and the entry should be retired.
///
/// ```swift
/// @Test(.documentedAntiPattern("F01", "a let-bound model is recreated on every re-render"))
/// func letBoundModelPersists() {
///   let harness = ParentHarness { LetBoundModelView() }
///   let first = harness.installedModel()
///   harness.reRender()
///   #expect(harness.installedModel() === first)
/// }
/// ```
public struct AntiPatternTrait: TestTrait, TestScoping {
  /// The anti-pattern's identifier (`F01`).
  public let id: String
  /// Why the code is wrong.
  public let explanation: String

  /// Runs the test, turning the failures of its expectations into one known issue. Misuse (a
  /// control not found, no store, a thrown `ProbeError`) is not a reproduction, nor is any other
  /// error the test throws (the app's decoding failing, say): each fails the test.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let scope = AntiPatternScope(id: id)
    let reproduced = Flag()
    let observer = IssueHandlingTrait.compactMapIssues { issue in
      if case .knownIssueNotRecorded = issue.kind {
      } else if issue.severity >= .error, !scope.isMisuse(issue) {
        reproduced.set()
      }
      return issue
    }
    var context = ProbeContext.current
    context.antiPattern = scope
    try await ProbeContext.$current.withValue(context) {
      try await observer.provideScope(for: test, testCase: testCase) {
        try await withKnownIssue(
          Comment(rawValue: "documented anti-pattern \(id): \(explanation)"), isIntermittent: true,
          sourceLocation: test.sourceLocation
        ) {
          do {
            try await function()
          } catch let error where !(error is ProbeError) && !(error is ExpectationFailedError) {
            // ViewProbe's errors say so themselves, and a failed #require is an expectation;
            // the runner records the error as it leaves the scope, with this beside it.
            scope.noteMisuse(scope.thrownNotReproduction)
            Issue.record(
              Comment(rawValue: scope.thrownNotReproduction), sourceLocation: test.sourceLocation)
            throw error
          }
        } matching: { issue in
          !scope.isMisuse(issue)
        }
      }
    }
    if !reproduced.isSet && !scope.hadMisuse {
      Issue.record(
        Comment(
          rawValue: "The documented anti-pattern \(id) no longer reproduces (\(explanation)): "
            + "the test's expectations all held. SwiftUI's semantics changed — retire this "
            + "anti-pattern entry and fix the code it documents."),
        sourceLocation: test.sourceLocation)
    }
  }
}

/// A flag set from `@Sendable` issue handlers.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

extension Trait where Self == AntiPatternTrait {
  /// Marks the test as documenting anti-pattern `id`: its failures are expected (known issues).
  public static func documentedAntiPattern(_ id: String, _ explanation: String) -> AntiPatternTrait
  {
    AntiPatternTrait(id: id, explanation: explanation)
  }
}
