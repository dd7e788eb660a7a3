import Foundation
import Testing

/// The background work an app scheduled and the handlers it has for it, per harness: SwiftUI's
/// scene `backgroundTask(.appRefresh(_:))` actions and the `BackgroundTasks` stand-in's requests
/// and launch handlers. For ViewProbe's stand-ins, not for app code.
public final class _BackgroundTaskDevice: _HarnessState, @unchecked Sendable {
  /// A request the app submitted (`BGTaskScheduler.shared.submit`).
  public struct Request: Sendable {
    /// The task's identifier.
    public let identifier: String
    /// Whether it is a processing task (else an app refresh).
    public let isProcessing: Bool
    /// Not before this date.
    public let earliestBeginDate: Date?

    /// A request.
    public init(identifier: String, isProcessing: Bool, earliestBeginDate: Date?) {
      self.identifier = identifier
      self.isProcessing = isProcessing
      self.earliestBeginDate = earliestBeginDate
    }
  }

  /// Why a submission failed, as `BGTaskScheduler.Error.Code` raw values.
  public enum SubmitError: Int, Error, Sendable {
    /// Background refresh is off.
    case unavailable = 1
    /// Too many requests are pending: one app refresh, ten processing tasks.
    case tooManyPendingTaskRequests = 2
  }

  /// A launch handler the app registered (`BGTaskScheduler.shared.register`): given the
  /// request, it starts the task and returns whether the app marked it completed, once asked.
  public typealias LaunchHandler = @Sendable (Request) -> (@Sendable () -> Bool)

  private let lock = NSLock()
  private var pending: [Request] = []
  private var refreshAvailable = true
  private var sceneActions: [String: @Sendable () async -> Void] = [:]
  private var launchHandlers: [String: LaunchHandler] = [:]

  /// No requests, no handlers.
  public required init() {}

  /// The device of the harness whose code runs now; `nil` outside a harness.
  public static var current: _BackgroundTaskDevice? {
    _ViewProbeRuntime.harnessState(_BackgroundTaskDevice.self)
  }

  /// Submits `request`: it replaces a pending one of its identifier; beyond one app refresh or
  /// ten processing tasks, or with background refresh off, it fails.
  public func submit(_ request: Request) throws(SubmitError) {
    let refused: SubmitError? = lock.withLock {
      guard refreshAvailable else { return .unavailable }
      let others = pending.filter { $0.identifier != request.identifier }
      let sameKind = others.filter { $0.isProcessing == request.isProcessing }.count
      guard sameKind < (request.isProcessing ? 10 : 1) else { return .tooManyPendingTaskRequests }
      pending = others + [request]
      return nil
    }
    if let refused { throw refused }
  }

  /// Cancels the pending request `identifier` (or all).
  public func cancel(_ identifier: String?) {
    lock.withLock { pending.removeAll { identifier == nil || $0.identifier == identifier } }
  }

  /// The requests pending now.
  public var pendingRequests: [Request] { lock.withLock { pending } }

  /// Registers the app's launch handler for `identifier`; `false` when one is already there.
  public func registerLaunchHandler(_ identifier: String, _ handler: @escaping LaunchHandler)
    -> Bool
  {
    lock.withLock {
      guard launchHandlers[identifier] == nil else { return false }
      launchHandlers[identifier] = handler
      return true
    }
  }

  func registerSceneAction(_ identifier: String, _ action: @escaping @Sendable () async -> Void) {
    lock.withLock { sceneActions[identifier] = action }
  }

  func setRefreshAvailable(_ available: Bool) { lock.withLock { refreshAvailable = available } }

  /// The pending request `identifier`, with the handlers that can run it (it stays pending until
  /// it runs: `remove(_:)`).
  func lookUp(_ identifier: String) -> (
    request: Request?, scene: (@Sendable () async -> Void)?, launch: LaunchHandler?
  ) {
    lock.withLock {
      let request = pending.first { $0.identifier == identifier }
      return (request, sceneActions[identifier], launchHandlers[identifier])
    }
  }

  func remove(_ identifier: String) {
    lock.withLock { pending.removeAll { $0.identifier == identifier } }
  }
}

/// Registers a scene's `backgroundTask(.appRefresh(_:))` action with the harness when the scene's
/// view is hosted.
struct _BackgroundTaskRegistration: PrimitiveModifier, PassThroughModifier {
  let identifier: String
  let action: @Sendable () async -> Void

  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.node.graph.systemActions.state(_BackgroundTaskDevice.self)
      .registerSceneAction(identifier, action)
    children.append(content, key: .content)
  }
}

extension Scene {
  /// Runs `action` when the system runs the app refresh `task` in the background: the app
  /// submits a `BGAppRefreshTaskRequest` for it, and a test runs it with
  /// `runBackgroundTask(identifier:)` while the app is in the background.
  public func backgroundTask(
    _ task: BackgroundTask<Void, Void>, action: @escaping @Sendable () async -> Void
  ) -> some Scene {
    modified(
      rootView.modifier(_BackgroundTaskRegistration(identifier: task.identifier, action: action)))
  }

  /// Runs `action` when the system hands the app `task`'s work in the background (a background
  /// URL session's events: never here, there is no such session).
  @_disfavoredOverload
  public func backgroundTask<Request: Sendable, Response: Sendable>(
    _ task: BackgroundTask<Request, Response>,
    action: @escaping @Sendable (Request) async -> Response
  ) -> some Scene {
    self
  }
}

extension ParentHarness {
  /// Background refresh is on (the default) or off in the device's settings: while it is off,
  /// submitting a background task request fails with `BGTaskScheduler.Error.unavailable`.
  public func setBackgroundRefreshAvailable(_ available: Bool) {
    _harnessState(_BackgroundTaskDevice.self).setRefreshAvailable(available)
  }

  /// The identifiers of the background task requests the app submitted and that have not run.
  public var pendingBackgroundTasks: [String] {
    _harnessState(_BackgroundTaskDevice.self).pendingRequests.map(\.identifier)
  }

  /// The system runs the background task `identifier` as it would: only a request the app
  /// submitted (`BGTaskScheduler.shared.submit`) runs, once, while the app is in the background
  /// (`setScenePhase(.background)`), and not before its `earliestBeginDate` (move the harness's
  /// clock with `advanceTime(by:)`; within a second is close enough, as app code computes the
  /// date from the wall clock). It runs the scene's `backgroundTask(.appRefresh(_:))`
  /// action to its end, or the launch handler the app registered, then settles: a handler's task
  /// the app never marked completed (`setTaskCompleted(success:)`) is a recorded issue. Each
  /// refusal is a recorded issue too, and nothing runs.
  public func runBackgroundTask(
    identifier: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    core.flush(at: sourceLocation)
    let device = _harnessState(_BackgroundTaskDevice.self)
    let (request, sceneAction, launchHandler) = device.lookUp(identifier)
    let call = "runBackgroundTask(identifier: \"\(identifier)\")"
    guard let request else {
      return core.reportMisuse(
        "\(call): the app has no pending request for it (BGTaskScheduler.shared.submit(…)), so "
          + "the system runs nothing; pending: \(pendingBackgroundTasks).", at: sourceLocation)
    }
    guard core.graph.scenePhase == .background else {
      return core.reportMisuse(
        "\(call): the system runs background tasks while the app is in the background; the app "
          + "is \(core.graph.scenePhase) (setScenePhase(.background) first).", at: sourceLocation)
    }
    // App code computes the date from the wall clock (`Date(timeIntervalSinceNow:)`), a moment
    // after the harness's clock started: a second's slack keeps `advanceTime(by: 15 * 60)` enough.
    if let earliest = request.earliestBeginDate, earliest.timeIntervalSince(core.graph.now) > 1 {
      return core.reportMisuse(
        "\(call): its earliestBeginDate is \(earliest), after the harness's now, \(core.graph.now): "
          + "the system never runs a task early (advanceTime(by:) first).", at: sourceLocation)
    }
    if let sceneAction, !request.isProcessing {
      device.remove(identifier)
      await core.run(at: sourceLocation) { await sceneAction() }
      core.flush(at: sourceLocation)
      return
    }
    guard let launchHandler else {
      return core.reportMisuse(
        "\(call): nothing handles it — no scene's backgroundTask(.appRefresh(\"\(identifier)\")) "
          + "in the hosted app (ParentHarness(app:)), no BGTaskScheduler launch handler "
          + "registered: the system stops the app (\"No launch handler registered for task "
          + "with identifier \(identifier)\").", at: sourceLocation)
    }
    device.remove(identifier)
    var isCompleted: (@Sendable () -> Bool)?
    _perform(sourceLocation: sourceLocation) { isCompleted = launchHandler(request) }
    await settle(sourceLocation: sourceLocation)
    if isCompleted?() == false {
      core.reportMisuse(
        "\(call): the app's launch handler never marked the task completed "
          + "(task.setTaskCompleted(success:)): the system ends it when its time runs out and "
          + "runs the app's background tasks less often.", at: sourceLocation)
    }
  }
}
