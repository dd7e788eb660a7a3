import Testing

/// `.viewProbe`: scopes every harness created in the test. Runtime warnings the test did not
/// expect become issues at its end, and when the test fails the tree of every harness is attached.
///
/// ```swift
/// @Test(.viewProbe) func counts() { … }
/// @Test(.viewProbe(allowing: "Modifying state during view update")) func legacy() { … }
/// ```
///
/// Apply it to a suite to cover every test in it; applied twice, it takes effect once.
public struct ViewProbeTrait: TestTrait, SuiteTrait, TestScoping {
  /// Warnings (exact texts, or prefixes) that are not reported.
  public let allowedWarnings: [String]

  /// The trait covers every test in a suite it is applied to.
  public var isRecursive: Bool { true }

  /// Runs the test in a ViewProbe scope.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let allowedWarnings = self.allowedWarnings.filter { !$0.isEmpty }
    if allowedWarnings.count < self.allowedWarnings.count, testCase != nil || !test.isSuite {
      // Every warning begins with an empty text: it would silence them all.
      Issue.record(
        Comment(
          rawValue: ".viewProbe(allowing: \"\") allows every warning, so the trait would report "
            + "none: give the warning's text or its beginning."),
        sourceLocation: test.sourceLocation)
    }
    if let outer = ProbeContext.current.scope {
      outer.allow(allowedWarnings)
      try await function()
      return
    }
    // A suite-level trait also scopes the suite itself; only test cases get a scope.
    guard testCase != nil || !test.isSuite else {
      try await function()
      return
    }
    let scope = ProbeScope(allowing: allowedWarnings)
    var context = ProbeContext.current
    context.scope = scope
    let observer = IssueHandlingTrait.compactMapIssues { issue in
      if issue.isFailure { scope.noteFailure() }
      return issue
    }
    try await ProbeContext.$current.withValue(context) {
      do {
        try await observer.provideScope(for: test, testCase: testCase, performing: function)
      } catch {
        scope.noteFailure()
        await scope.finish()
        throw error
      }
      await scope.finish()
    }
  }
}

extension Trait where Self == ViewProbeTrait {
  /// Scopes the harnesses of a test: unexpected warnings are reported, trees attached on failure.
  public static var viewProbe: ViewProbeTrait { ViewProbeTrait(allowedWarnings: []) }

  /// Like ``viewProbe``, allowing the given warnings (exact texts or prefixes).
  public static func viewProbe(allowing warnings: String...) -> ViewProbeTrait {
    ViewProbeTrait(allowedWarnings: warnings)
  }
}
