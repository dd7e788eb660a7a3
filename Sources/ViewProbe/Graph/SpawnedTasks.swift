import Testing

/// Tasks that code a harness ran started with `Task { }`: in a button's action, `onAppear`, a
/// model's initializer. Swift gives a new `Task` a copy of the task-local context, so each harness
/// call binds a fresh token there; a task started during the call keeps the token until it
/// finishes, and a token still alive after its call says such a task is running. `settle()` waits
/// for them as for `.task`s.
final class SpawnedTasks: @unchecked Sendable {
  private let lock = NSLock()
  /// The live tokens' call sites and parking records, and whether their scope has ended (only
  /// tasks started in it keep them alive).
  private var sites: [ObjectIdentifier: (site: String, parking: TaskParking, closed: Bool)] = [:]

  /// A token for one harness call, made at `sourceLocation`.
  func token(at sourceLocation: SourceLocation?) -> SpawnToken {
    let site = sourceLocation.map { "\($0.fileName):\($0.line)" } ?? "?"
    return SpawnToken(owner: self, site: "the harness call at \(site)", parking: TaskParking())
  }

  /// A token for the body of a `.task`: tasks it starts are waited for while they run, and are
  /// idle while the `.task` waits for a publisher's value (they share its parking record).
  func token(inTaskAt path: String, parking: TaskParking) -> SpawnToken {
    SpawnToken(owner: self, site: ".task in \(path)", parking: parking)
  }

  fileprivate func add(_ token: SpawnToken) {
    lock.withLock { sites[ObjectIdentifier(token)] = (token.site, token.parking, false) }
  }

  fileprivate func close(_ id: ObjectIdentifier) {
    lock.withLock { sites[id]?.closed = true }
  }

  fileprivate func remove(_ id: ObjectIdentifier) {
    _ = lock.withLock { sites.removeValue(forKey: id) }
  }

  /// Where tasks that are still running (and not parked waiting for a publisher's next value)
  /// were started, once per harness call or `.task`.
  var running: [String] {
    lock.withLock { sites.values.filter { $0.closed && !$0.parking.isParked }.map(\.site) }
  }
}

/// Lives as long as the harness call that made it, and then as long as any task started in it;
/// only the second counts.
final class SpawnToken: @unchecked Sendable {
  /// Where its tasks were started, for messages: "the harness call at File.swift:12".
  let site: String
  /// A task started in the call says here that it waits for a publisher's next value.
  let parking: TaskParking
  private let owner: SpawnedTasks

  fileprivate init(owner: SpawnedTasks, site: String, parking: TaskParking) {
    self.owner = owner
    self.site = site
    self.parking = parking
    owner.add(self)
  }

  /// Says that the call (or `.task` body) that bound the token has returned.
  func close() { owner.close(ObjectIdentifier(self)) }

  deinit { owner.remove(ObjectIdentifier(self)) }
}
