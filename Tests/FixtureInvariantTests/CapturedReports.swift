import Testing

@testable import ViewProbe

/// Runs `body` with ViewProbe's reports (misuse, failed expectations) captured instead of
/// recorded as issues, so tests of a message leave no known issue in the run's output.
@MainActor
func capturedReports(_ body: () throws -> Void) rethrows -> [String] {
  let reporter = IssueReporter()
  var context = ProbeContext.current
  context.reporter = reporter
  try ProbeContext.$current.withValue(context) { try body() }
  return reporter.misuse + reporter.failures
}
