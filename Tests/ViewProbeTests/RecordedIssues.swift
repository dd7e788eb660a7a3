import Testing

@testable import ViewProbe

/// Runs `body` with ViewProbe's reports (failed expectations and misuse) captured instead of
/// recorded as issues, through the reporter a catalog check uses: tests of failure messages then
/// leave no known issue in the run's output.
@MainActor
func capturedReports(_ body: () throws -> Void) rethrows -> [String] {
  let reporter = IssueReporter()
  var context = ProbeContext.current
  context.reporter = reporter
  try ProbeContext.$current.withValue(context) { try body() }
  return reporter.misuse + reporter.failures
}

/// Runs `body`, expecting exactly one report whose text `matches`.
@MainActor
private func expectOneReport(
  _ description: String, sourceLocation: SourceLocation,
  matches: (String) -> Bool,
  _ body: () throws -> Void
) rethrows {
  let reports = try capturedReports(body)
  #expect(
    reports.count == 1 && reports.allSatisfy(matches),
    "expected one report \(description), got \(reports)", sourceLocation: sourceLocation)
}

/// Runs `body`, expecting exactly one report (misuse or failed expectation) starting with
/// `prefix`.
@MainActor
func expectIssue(
  startingWith prefix: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) rethrows {
  try expectOneReport(
    "starting with \"\(prefix)\"", sourceLocation: sourceLocation,
    matches: { $0.hasPrefix(prefix) }, body)
}

/// Runs `body`, expecting exactly one report whose text is `message`, word for word.
@MainActor
func expectFailure(
  _ message: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) rethrows {
  try expectOneReport(
    "\"\(message)\"", sourceLocation: sourceLocation, matches: { $0 == message }, body)
}

/// `capturedReports` for async work (`settle()`).
@MainActor
func capturedReports(_ body: () async -> Void) async -> [String] {
  let reporter = IssueReporter()
  var context = ProbeContext.current
  context.reporter = reporter
  await ProbeContext.$current.withValue(context) { await body() }
  return reporter.misuse + reporter.failures
}
