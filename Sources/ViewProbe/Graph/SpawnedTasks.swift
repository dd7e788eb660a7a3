import Testing

/// Tasks that code a harness ran started with `Task { }`: in a button's action, `onAppear`, a
/// model's initializer, a `.task`'s body. Swift gives a new `Task` a copy of the task-local
/// context, so each harness call (and each `.task` body) binds a fresh token there; a task started
/// during the call keeps the token until it finishes. A token that is no longer uniquely held when
/// its call returns is kept here, weakly, until it goes away. `settle()` waits for them as for
/// `.task`s.
final class SpawnedTasks: @unchecked Sendable {
  /// Guards the entries and every token's count of parked waits.
  fileprivate let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var kept = 0

  private struct Entry {
    weak var token: SpawnToken?
  }

  /// A token for one harness call, made at `sourceLocation`.
  func token(at sourceLocation: SourceLocation) -> SpawnToken {
    SpawnToken(owner: self, origin: .call(sourceLocation), tiedTo: nil)
  }

  /// A token for the body of a `.task`: the tasks it starts are idle while the `.task` waits for a
  /// publisher's value (they share its parking record).
  func token(inTaskAt path: String, parking: TaskParking) -> SpawnToken {
    SpawnToken(owner: self, origin: .task(path), tiedTo: parking)
  }

  /// Called when the call or `.task` body that bound `token` returns: a task started in it holds
  /// it still when `token` is not the only reference left.
  func closing(_ token: inout SpawnToken) {
    if isKnownUniquelyReferenced(&token) { return }
    token.isKept = true
    lock.withLock {
      entries[ObjectIdentifier(token)] = Entry(token: token)
      kept += 1
    }
  }

  /// How many calls (or `.task` bodies) have started tasks that outlived them, ever.
  var keptCount: Int { lock.withLock { kept } }

  fileprivate func remove(_ id: ObjectIdentifier) {
    _ = lock.withLock { entries.removeValue(forKey: id) }
  }

  /// Where tasks that are still running (and not parked waiting for a publisher's next value)
  /// were started, once per harness call or `.task`.
  var running: [String] {
    let tokens = lock.withLock { entries.values.compactMap(\.token).map { ($0, $0.waits) } }
    return tokens.filter { token, waits in !(token.tied?.isParked ?? (waits > 0)) }.map(\.0.site)
  }
}

/// Lives as long as the harness call (or `.task` body) that made it, and then as long as any task
/// started in it. It is the parking record of the tasks started in a harness call.
final class SpawnToken: ParkingRecord, @unchecked Sendable {
  /// What bound the token (described only when a message needs it).
  enum Origin {
    case call(SourceLocation)
    case task(String)
  }

  let origin: Origin
  /// Where its tasks were started, for messages: "the harness call at File.swift:12".
  var site: String {
    switch origin {
    case .call(let location): "the harness call at \(location.fileName):\(location.line)"
    case .task(let path): ".task in \(path)"
    }
  }
  /// The `.task` whose parking its tasks share, for a `.task` body's token.
  weak var tied: TaskParking?
  /// How many of its tasks wait for a publisher's next value (guarded by the owner's lock).
  fileprivate var waits = 0
  /// Whether the owner keeps an entry for it (set before any other thread can release it).
  fileprivate var isKept = false
  private let owner: SpawnedTasks

  fileprivate init(owner: SpawnedTasks, origin: Origin, tiedTo tied: TaskParking?) {
    self.owner = owner
    self.origin = origin
    self.tied = tied
  }

  func park() { owner.lock.withLock { waits += 1 } }
  func unpark() { owner.lock.withLock { waits -= 1 } }

  deinit {
    if isKept { owner.remove(ObjectIdentifier(self)) }
  }
}
