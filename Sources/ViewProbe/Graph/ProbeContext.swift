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
  /// The `.documentedAntiPattern` trait's scope, when the test has one.
  var antiPattern: AntiPatternScope?
  /// The `.task` this code runs in, when it is one: where it says it waits for a value.
  var parking: (any ParkingRecord)?
  /// The harness call this code runs in (or, in a `Task` started there, ran in): a task keeps it
  /// alive until it finishes, which is how `settle()` knows of `Task { }`s started by actions.
  var spawnToken: SpawnToken?
  /// The harness's record of what reached the system, for app code that asks the system
  /// directly (`UIApplication.shared.open(url)`).
  var systemActions: SystemActionLog?

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
  /// Records `message` as an issue of the current test (or the catalog check), at the line of
  /// the harness call running now (a tap, an update), or outside one at the test's own line.
  static func report(_ message: String) {
    reportMisuse(message, at: reportLocation)
  }

  /// Records `message` — app code doing what stops the app on a device (SwiftUI's trap, or a
  /// framework's), which ViewProbe survives — as a failure of the current test, or a result of
  /// the catalog check (an anti-pattern that reproduces): about the app, not a misuse of
  /// ViewProbe. At the line of the harness call running now, or the test's own line.
  static func reportTrap(_ message: String) {
    reportFailure(message, at: reportLocation)
  }

  /// The line of the harness call running now, or outside one the test's own line.
  private static var reportLocation: SourceLocation {
    if let token = current.spawnToken, case .call(let call) = token.origin { return call }
    return Test.current?.sourceLocation ?? SourceLocation.unknown
  }
}

/// Where a catalog check's problems go instead of a Swift Testing test: the runner installs one
/// and reads it when the check returns.
final class IssueReporter: @unchecked Sendable {
  private let lock = NSLock()
  private var misuseMessages: [String] = []
  private var failureMessages: [String] = []

  func reportMisuse(_ message: String) { lock.withLock { misuseMessages.append(message) } }
  func reportFailure(_ message: String) { lock.withLock { failureMessages.append(message) } }

  /// Misuse of the toolkit (a control not found, no store …): the check could not run.
  var misuse: [String] { lock.withLock { misuseMessages } }
  /// Failed expectations of ViewProbe's `expect…` helpers.
  var failures: [String] { lock.withLock { failureMessages } }
}

/// The `.documentedAntiPattern` trait's scope: misuse inside it says that it is not a
/// reproduction, and is never turned into a known issue.
final class AntiPatternScope: @unchecked Sendable {
  let id: String
  private let lock = NSLock()
  private var messages: [String] = []

  init(id: String) { self.id = id }

  /// The sentence appended to a misuse message inside the scope.
  var notReproduction: String {
    "This is a misuse of ViewProbe, not a reproduction of the documented anti-pattern \(id)."
  }

  func noteMisuse(_ message: String) { lock.withLock { messages.append(message) } }

  var hadMisuse: Bool { lock.withLock { !messages.isEmpty } }

  /// The sentence added to an error the test threw inside the scope.
  var thrownNotReproduction: String {
    "The test threw this error: an error is not a reproduction of the documented anti-pattern "
      + "\(id), only a failed expectation is (the test stopped before its expectations could "
      + "show the mistake)."
  }

  /// Whether `issue` reports a misuse (recorded by ViewProbe, or a thrown `ProbeError`) or an
  /// error the test threw: neither is a reproduction.
  func isMisuse(_ issue: Issue) -> Bool {
    if case .errorCaught = issue.kind { return true }
    let recorded = lock.withLock { messages }
    return issue.comments.contains { recorded.contains($0.rawValue) }
  }
}

/// Records a misuse of the toolkit at the caller's line, never crashing the test process: a
/// Swift Testing issue in a test, an `ERROR` in a catalog check.
func reportMisuse(_ message: String, at sourceLocation: SourceLocation) {
  let context = ProbeContext.current
  if let reporter = context.reporter { return reporter.reportMisuse(message) }
  var text = message
  if let scope = context.antiPattern {
    text += " " + scope.notReproduction
    scope.noteMisuse(text)
  }
  Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
}

/// Records a failed expectation of an `expect…` helper: a Swift Testing issue in a test, a
/// failure of the check in a catalog run. Every helper reports through here.
func reportFailure(_ message: String, at sourceLocation: SourceLocation) {
  if let reporter = ProbeContext.current.reporter { return reporter.reportFailure(message) }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Hooks for ViewProbe's stand-in modules (SwiftData): not for app or test code.
public enum _ViewProbeRuntime {
  /// Records `message` as an issue of the running test, at the harness call running now.
  public static func reportIssue(_ message: String) { ProbeContext.report(message) }

  /// Records `message`, app code doing what stops the app on a device (a framework's trap), as a
  /// failure of the running test, at the harness call running now.
  public static func reportTrap(_ message: String) { ProbeContext.reportTrap(message) }

  /// Records an App Store review request by the harness whose code runs now (StoreKit's
  /// `SKStoreReviewController`), in its `reviewRequests`.
  public static func recordReviewRequest() {
    ProbeContext.current.systemActions?.recordReviewRequest()
  }

  /// Records `url` as opened by the system for the harness whose code runs now (its
  /// `openedURLs`): what opening another app (Maps) leaves behind.
  public static func recordOpenedURL(_ url: URL) {
    ProbeContext.current.systemActions?.record(url)
  }

  /// The state of type `S` a stand-in module keeps for the harness whose code runs now (made
  /// when first asked for); `nil` outside a harness.
  public static func harnessState<S: _HarnessState>(_ type: S.Type) -> S? {
    ProbeContext.current.systemActions?.state(type)
  }

  /// Whether code runs on the main queue, the main actor's executor (on Linux under Swift
  /// Testing a thread other than the process's first one drains it, so `Thread.isMainThread`
  /// cannot tell).
  public static var isOnMainQueue: Bool { MainQueue.isCurrent }

  /// Updates the harness whose code runs now, so the screen shows what that code changed before
  /// it goes on: how a stand-in hands over a result in steps (a streamed response) that a view
  /// shows one by one. While a test's `settle(until:)` waits for the state the screen has reached,
  /// the code waits here until the test's next action. Does nothing outside a harness.
  nonisolated(nonsending) public static func updateScreen() async {
    await ProbeContext.current.systemActions?.updateScreen()
  }

  /// Marks the task running now, if a harness's `.task` or a task its code started, as waiting
  /// for a value only an event can bring (`settle()` does not wait for it) until `unpark` is
  /// called. `unpark` holds the record weakly: kept by what waits (a request, a subscription),
  /// it does not keep a harness call that started no task looking like a running one.
  public static func parkCurrentTask() -> (@Sendable () -> Void) {
    guard let parking = ProbeContext.current.parking else { return {} }
    parking.park()
    return { [weak parking] in parking?.unpark() }
  }

  /// Watches the connectivity of the harness whose code runs now
  /// (`ParentHarness.setNetworkAvailable(_:)` calls `onChange`) until the subscription is
  /// cancelled: whether the device is online now, and the subscription (`nil` outside a harness,
  /// where the device is online).
  public static func watchNetwork(
    onChange: @escaping @Sendable (Bool) -> Void
  ) -> (isAvailable: Bool, subscription: _NetworkSubscription?) {
    guard let log = ProbeContext.current.systemActions else { return (true, nil) }
    let subscription = _NetworkSubscription(onChange: onChange)
    return (log.add(subscription), subscription)
  }

  /// Listens to the microphone of the harness whose code runs now (`ParentHarness.speak(_:)`
  /// passes `hear` the words said) until the subscription is cancelled; `nil` outside a harness.
  public static func listenToMicrophone(
    hear: @escaping @Sendable (String) -> Void
  ) -> _MicrophoneSubscription? {
    guard let log = ProbeContext.current.systemActions else { return nil }
    let subscription = _MicrophoneSubscription(hear: hear)
    log.add(subscription)
    return subscription
  }
}
