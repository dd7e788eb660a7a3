import Testing

/// What code running under a harness (or a ViewProbe test trait) can find without globals.
///
/// It travels in a task-local, so tests running in parallel never see each other's context.
struct ProbeContext: Sendable {
  /// The profile that new harnesses and new `@State` values follow.
  var profile: SemanticsProfile = .xcode26
  /// Where warnings go that no installed view can take (an uninstalled `@State`'s `$x`).
  var tracker: RenderTracker?
  /// Where misuse of the toolkit is reported; Swift Testing's `Issue.record` when `nil`.
  var reporter: IssueReporter?
  /// The `.viewProbe` trait's scope, when the test has one.
  var scope: ProbeScope?

  @TaskLocal static var current = ProbeContext()

  /// Logs `message` with the current tracker, or prints it when nothing listens (as SwiftUI
  /// prints its runtime issues to the console).
  static func warn(_ message: String) {
    if let tracker = current.tracker {
      tracker.warn(message)
    } else {
      print("ViewProbe runtime warning: \(message)")
    }
  }
}

extension ProbeContext {
  /// Records `message` as an issue of the current test (or the catalog check), where no caller's
  /// line is known.
  static func report(_ message: String) {
    reportMisuse(message, at: .unknown)
  }
}

/// Receives misuse reports; the catalog runner installs one to collect them instead of failing a
/// Swift Testing test.
final class IssueReporter: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []

  func report(_ message: String) { lock.withLock { collected.append(message) } }
  var messages: [String] { lock.withLock { collected } }
}

/// Records a misuse of the toolkit at the caller's line, never crashing the test process.
func reportMisuse(_ message: String, at sourceLocation: SourceLocation) {
  if let reporter = ProbeContext.current.reporter {
    reporter.report(message)
  } else {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
