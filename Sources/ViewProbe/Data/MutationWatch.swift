import Foundation
@_spi(SwiftUI) import Observation

/// Whether the observable properties a binding location reads are being changed right now.
///
/// A change an `@Observable` class makes in place (`model.items.removeAll { … }`) holds exclusive
/// access to the property while the closure it was given runs. A row's element binding read in
/// that closure (`{ $0.id == item.id }`, with `item` from `ForEach($model.items)`) reads the same
/// property, and Swift stops the app: "Simultaneous accesses to …, but modification requires
/// exclusive access". SwiftUI's binding does exactly that; here it would end the whole test run.
///
/// So the first element binding read through a location reads it once more under Observation
/// tracking, whose `willSet` and `didSet` bracket every change of what it read — for an in-place
/// change, its whole duration. Between them the location is busy, and element bindings record
/// the mistake instead of reading (see `ElementLocation`). One registration per location (one per
/// `ForEach` update, shared by its rows), removed when the location goes: the handle is captured
/// as `NodeObservation` captures its own, by a change of `mark` right after the read.
final class MutationWatch: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private let lock = NSLock()
  private var depth = 0
  private var tracking: ObservationTracking?
  private var capturing = false

  /// Never changes; reading and writing it is how the registration's handle is captured.
  private var mark: Int { 0 }

  /// Whether a change of a watched property has begun and not ended.
  var isBusy: Bool { lock.withLock { depth > 0 } }

  /// Reads `read` under tracking, so that changes of what it read make the watch busy while they
  /// last. Returns what `read` returned.
  func watch<Value>(reading read: () -> Value) -> Value {
    let value = withObservationTracking(
      {
        let value = read()
        registrar.access(self, keyPath: \.mark)
        return value
      },
      willSet: { [weak self] tracking in self?.changeBegins(tracking) },
      didSet: { [weak self] _ in self?.changeEnds() })
    lock.withLock { capturing = true }
    registrar.withMutation(of: self, keyPath: \.mark) {}
    lock.withLock { capturing = false }
    return value
  }

  private func changeBegins(_ tracking: ObservationTracking) {
    lock.withLock {
      if capturing { self.tracking = tracking } else { depth += 1 }
    }
  }

  private func changeEnds() {
    lock.withLock {
      if !capturing { depth = max(depth - 1, 0) }
    }
  }

  deinit { tracking?.cancel() }
}
