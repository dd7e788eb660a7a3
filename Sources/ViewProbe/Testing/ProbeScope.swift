import Testing

/// What the `.viewProbe` trait keeps for one test: the harnesses created in it, the warnings it
/// allows, and whether the test has failed.
final class ProbeScope: @unchecked Sendable {
  private let lock = NSLock()
  private var harnesses: [HarnessCore] = []
  private var allowed: [String]
  private var failed = false

  init(allowing allowed: [String]) {
    self.allowed = allowed
  }

  func register(_ harness: HarnessCore) { lock.withLock { harnesses.append(harness) } }
  func allow(_ more: [String]) { lock.withLock { allowed.append(contentsOf: more) } }
  func noteFailure() { lock.withLock { failed = true } }

  var registered: [HarnessCore] { lock.withLock { harnesses } }
  var hasFailed: Bool { lock.withLock { failed } }

  /// Whether `warning` was allowed by the trait (exact text, or a prefix of it).
  func isAllowed(_ warning: String) -> Bool {
    lock.withLock { allowed.contains { warning == $0 || warning.hasPrefix($0) } }
  }

  /// At the end of the test: unexpected warnings become issues; on failure, every harness's tree
  /// is attached. Then the test's views go away: their running `.task`s are cancelled, and the
  /// scope lets go of the harnesses (a running task holds this scope through its context, so
  /// holding them on would keep them, and their tasks, for the rest of the run).
  @MainActor
  func finish() {
    defer {
      for harness in registered { harness.cancelViewTasks() }
      lock.withLock { harnesses.removeAll() }
    }
    for harness in registered {
      for (warning, again) in harness.unacknowledgedWarnings()
      where !isAllowed(warning.message) {
        noteFailure()
        reportFailure(
          "Unexpected runtime warning in \(harness.name)"
            + (again ? ", logged again after the test checked it" : "")
            + ": \(warning). Expect it with expectWarning(_:), or allow it with "
            + ".viewProbe(allowing: …).",
          at: harness.createdAt)
      }
    }
    if hasFailed {
      for harness in registered { harness.attachDumpOnce() }
    }
  }
}
