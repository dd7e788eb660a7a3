// Linux has no BackgroundTasks. There, ViewProbe's product includes this stand-in, so that app code
// that schedules background work compiles unchanged and is held to the system's rules: a request
// the app submitted runs only when the test runs it (`runBackgroundTask(identifier:)`, while the
// app is in the background, not before its earliest date), once, by the handler the app registered
// — SwiftUI's scene `backgroundTask(.appRefresh(_:))` or a launch handler here.
import Foundation
import ViewProbe

/// A request to run work in the background.
open class BGTaskRequest: NSObject, @unchecked Sendable {
  /// The task's identifier (listed in the app's `BGTaskSchedulerPermittedIdentifiers`).
  public let identifier: String
  /// Not before this date (`nil`: as soon as the system likes).
  open var earliestBeginDate: Date?

  init(identifier: String) { self.identifier = identifier }

  var isProcessing: Bool { false }
}

/// A request to refresh the app's content in the background.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
  /// A request for the refresh task `identifier`.
  public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A request to run a longer piece of work in the background.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
  /// Whether the task needs the network (the harness's device always has what it needs).
  open var requiresNetworkConnectivity = false
  /// Whether the task waits for the device to be charging.
  open var requiresExternalPower = false

  /// A request for the processing task `identifier`.
  public override init(identifier: String) { super.init(identifier: identifier) }

  override var isProcessing: Bool { true }
}

/// Work the system runs for the app in the background, handed to its launch handler.
open class BGTask: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var completed = false
  /// The task's identifier.
  public let identifier: String
  /// What the app does when the system needs the task to stop (never called here: a test's
  /// task has the time it needs).
  open var expirationHandler: (() -> Void)?

  init(identifier: String) { self.identifier = identifier }

  /// Tells the system the work is done.
  open func setTaskCompleted(success: Bool) { lock.withLock { completed = true } }

  var isCompleted: Bool { lock.withLock { completed } }
}

/// An app refresh task.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A processing task.
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// An app's launch handler, carried to the queue the system runs it from.
private struct LaunchHandler: @unchecked Sendable {
  let run: @isolated(any) (BGTask) -> Void
}

/// Schedules the app's background work with the harness's device.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
  private static let scheduler = BGTaskScheduler()

  /// The app's scheduler.
  open class var shared: BGTaskScheduler { scheduler }

  /// Why a request was refused.
  public struct Error: Swift.Error, Hashable, Sendable {
    /// What went wrong.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// The scheduler's error codes.
    public enum Code: Int, Sendable {
      /// Background refresh is off, or the app cannot schedule now.
      case unavailable = 1
      /// Too many requests are pending (one app refresh, ten processing tasks).
      case tooManyPendingTaskRequests = 2
      /// The identifier is not permitted (not checked here: there is no Info.plist).
      case notPermitted = 3
    }

    /// Background refresh is off.
    public static var unavailable: Code { .unavailable }
    /// Too many requests are pending.
    public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
    /// The identifier is not permitted.
    public static var notPermitted: Code { .notPermitted }
  }

  private var device: _BackgroundTaskDevice? { _BackgroundTaskDevice.current }

  /// Registers `launchHandler` for the task `identifier`, called on `queue` (another queue when
  /// `nil`) when the system runs it; `false` when one is registered already (a recorded issue:
  /// the system raises an exception there). As Apple declares it, the handler is not `@Sendable`,
  /// so one written in main-actor code (an app delegate's launch method) is isolated to the main
  /// actor: given a queue other than `.main`, the system calls it there and Swift's isolation
  /// check stops the app — a recorded issue here, the handler then running on the main actor.
  open func register(
    forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
    launchHandler: @escaping @isolated(any) (BGTask) -> Void
  ) -> Bool {
    guard let device else { return false }
    let handler = LaunchHandler(run: launchHandler)
    let registered = device.registerLaunchHandler(identifier) { request in
      let task: BGTask =
        request.isProcessing
        ? BGProcessingTask(identifier: identifier) : BGAppRefreshTask(identifier: identifier)
      // (`DispatchQueue.main` hands out a new object each time on Linux: compare labels.)
      if handler.run.isolation === MainActor.shared, queue?.label != DispatchQueue.main.label {
        let place = queue == nil ? "a background queue" : "another queue"
        _ViewProbeRuntime.reportTrap(
          "The launch handler for \"\(identifier)\" is isolated to the main actor (written in "
            + "main-actor code) but runs on \(place): on a device Swift's isolation check stops "
            + "the app there. Register it using: .main, or mark the closure @Sendable.")
      }
      // Run as the handler's isolation says, from the queue the system uses.
      _ViewProbeRuntime.completeOnAnotherQueue(queue ?? .global()) {
        Task { await handler.run(task) }
      }
      return { task.isCompleted }
    }
    if !registered {
      _ViewProbeRuntime.reportTrap(
        "BGTaskScheduler registered a second launch handler for \"\(identifier)\": the system "
          + "raises an exception there (the app crashes). Register each identifier once, at launch."
      )
    }
    return registered
  }

  /// Submits `taskRequest`, replacing a pending one of its identifier; throws `.unavailable`
  /// when background refresh is off, `.tooManyPendingTaskRequests` beyond one app refresh or ten
  /// processing tasks.
  open func submit(_ taskRequest: BGTaskRequest) throws {
    guard let device else { throw Error(.unavailable) }
    do {
      try device.submit(
        .init(
          identifier: taskRequest.identifier, isProcessing: taskRequest.isProcessing,
          earliestBeginDate: taskRequest.earliestBeginDate))
    } catch {
      throw Error(Error.Code(rawValue: error.rawValue) ?? .unavailable)
    }
  }

  /// Cancels the pending request `identifier`.
  open func cancel(taskRequestWithIdentifier identifier: String) { device?.cancel(identifier) }

  /// Cancels every pending request.
  open func cancelAllTaskRequests() { device?.cancel(nil) }

  /// Hands `completionHandler` the pending requests, on another queue.
  open func getPendingTaskRequests(
    completionHandler: @escaping @Sendable ([BGTaskRequest]) -> Void
  ) {
    let requests = pendingRequests()
    _ViewProbeRuntime.completeOnAnotherQueue { completionHandler(requests) }
  }

  /// The pending requests.
  open func pendingTaskRequests() async -> [BGTaskRequest] { pendingRequests() }

  private func pendingRequests() -> [BGTaskRequest] {
    (device?.pendingRequests ?? []).map { pending in
      let request: BGTaskRequest =
        pending.isProcessing
        ? BGProcessingTaskRequest(identifier: pending.identifier)
        : BGAppRefreshTaskRequest(identifier: pending.identifier)
      request.earliestBeginDate = pending.earliestBeginDate
      return request
    }
  }
}
