import Testing

/// Tasks that code a harness ran started with `Task { }`: in a button's action, `onAppear`, a
/// model's initializer. Swift gives a new `Task` a copy of the task-local context, so each harness
/// call binds a fresh token there; a task started during the call keeps the token until it
/// finishes, and a token still alive after its call says such a task is running. `settle()` waits
/// for them as for `.task`s.
final class SpawnedTasks: @unchecked Sendable {
  private let lock = NSLock()
  /// The live tokens' call sites and parking records.
  private var sites: [ObjectIdentifier: (site: String, parking: TaskParking)] = [:]

  /// A token for one harness call, made at `sourceLocation`.
  func token(at sourceLocation: SourceLocation?) -> SpawnToken {
    SpawnToken(owner: self, site: sourceLocation.map { "\($0.fileName):\($0.line)" } ?? "")
  }

  fileprivate func add(_ token: SpawnToken) {
    lock.withLock { sites[ObjectIdentifier(token)] = (token.site, token.parking) }
  }

  fileprivate func remove(_ id: ObjectIdentifier) {
    _ = lock.withLock { sites.removeValue(forKey: id) }
  }

  /// The call sites of finished harness calls whose tasks are still running (and not parked
  /// waiting for a publisher's next value), one per call.
  var running: [String] {
    lock.withLock { sites.values.filter { !$0.parking.isParked }.map(\.site) }
  }
}

/// Lives as long as the harness call that made it, and then as long as any task started in it.
final class SpawnToken: @unchecked Sendable {
  let site: String
  /// A task started in the call says here that it waits for a publisher's next value.
  let parking = TaskParking()
  private let owner: SpawnedTasks

  fileprivate init(owner: SpawnedTasks, site: String) {
    self.owner = owner
    self.site = site
    owner.add(self)
  }

  deinit { owner.remove(ObjectIdentifier(self)) }
}
