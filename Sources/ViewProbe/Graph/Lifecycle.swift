/// What a primitive keeps for its identity when it must act as the identity leaves the tree.
@MainActor
protocol DisappearObserver: AnyObject {
  /// Called as the identity is torn down; schedule, do not run, user code.
  func disappear()
}

/// What `onAppear` / `onDisappear` keep for their identity. The actions are the latest value's;
/// they run (scheduled after the update) when the view comes into sight, goes out of it, or is
/// removed while in sight (see `Visibility.swift`).
@MainActor
final class AppearanceRecord: DisappearObserver, VisibilityObserver {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  var isShown = false
  unowned let graph: ViewGraph

  init(graph: ViewGraph) { self.graph = graph }

  func cameIntoSight(_ node: ViewNode) {
    guard let onAppear else { return }
    graph.appearActionsThisFlush += 1
    if graph.isTracingLoop { graph.noteLoopAppearance(of: node) }
    graph.schedule { onAppear() }
  }

  func wentOutOfSight(_ node: ViewNode) {
    if let onDisappear { graph.schedule { onDisappear() } }
  }

  func disappear() {
    if isShown, let onDisappear { graph.schedule { onDisappear() } }
  }
}

/// A task started by `.task`; `settle()` waits for it.
@MainActor
final class TaskRecord {
  let path: String
  var task: Task<Void, Never>?
  var isFinished = false
  /// Whether the task waits for a publisher's next value (`for await x in model.$x.values`):
  /// such a task is idle, not loading, and `settle()` does not wait for it.
  let parking = TaskParking()

  init(path: String) { self.path = path }
}

extension ViewGraph {
  /// Starts `action` as SwiftUI starts a `.task`: on the main actor, cancelled on disappear.
  func startTask(
    for node: ViewNode, priority: TaskPriority,
    _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> TaskRecord {
    let record = TaskRecord(path: node.path)
    if tasks.count >= taskPruningSize {
      tasks.removeAll { $0.isFinished }
      taskPruningSize = max(1_024, tasks.count * 2)
    }
    tasks.append(record)
    var context = ProbeContext.current
    context.parking = record.parking
    // The task is tracked by its record: it must not keep the harness call's token alive. Tasks
    // its body starts keep a token of their own.
    context.spawnToken = nil
    let inner = spawnedTasks
    let path = node.path
    let started = startedTasks
    let id = started.nextID()
    let task = ProbeContext.$current.withValue(context) {
      Task(priority: priority) { @MainActor [weak record] in
        if let parking = record?.parking {
          var token = inner.token(inTaskAt: path, parking: parking)
          var body = ProbeContext.current
          body.spawnToken = token
          await ProbeContext.$current.withValue(body) { await action() }
          body.spawnToken = nil
          inner.closing(&token)
        } else {
          await action()
        }
        record?.isFinished = true
        started.remove(id)
      }
    }
    record.task = task
    started.add(task, id: id)
    return record
  }

  /// Forgets finished tasks; returns the ones still running.
  func runningTasks() -> [TaskRecord] {
    tasks.removeAll { $0.isFinished }
    return tasks.filter { !$0.parking.isParked }
  }
}

/// Where a task says that it waits for a value only an event can bring (`for await x in
/// model.$x.values`): such a task is idle, and `settle()` does not wait for it.
protocol ParkingRecord: AnyObject, Sendable {
  func park()
  func unpark()
}

/// Whether a `.task` is parked: waiting for a value that only an event can bring.
final class TaskParking: ParkingRecord, @unchecked Sendable {
  private let lock = NSLock()
  private var waits = 0

  func park() { lock.withLock { waits += 1 } }
  func unpark() { lock.withLock { waits -= 1 } }
  var isParked: Bool { lock.withLock { waits > 0 } }
}

/// Every task a graph started, so they can be cancelled when the harness goes away (from a
/// `deinit`, which is not on the main actor).
/// A task leaves the list when it finishes, so the list holds only the running ones.
final class StartedTasks: @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var finished: Set<Int> = []
  private var lastID = 0

  func nextID() -> Int {
    lock.withLock {
      lastID += 1
      return lastID
    }
  }

  /// Keeps `task` until it finishes (it may have finished already).
  func add(_ task: Task<Void, Never>, id: Int) {
    lock.withLock {
      if finished.remove(id) == nil { tasks[id] = task }
    }
  }

  func remove(_ id: Int) {
    lock.withLock {
      if tasks.removeValue(forKey: id) == nil { finished.insert(id) }
    }
  }

  /// How many started tasks have not finished.
  var count: Int { lock.withLock { tasks.count } }

  func cancelAll() {
    for task in lock.withLock({ tasks.values }) { task.cancel() }
  }
}
