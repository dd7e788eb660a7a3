import Foundation
@_spi(SwiftUI) import Observation

/// The Observation registrations of one node's latest update, kept so they can be cancelled.
///
/// The public `withObservationTracking(_:onChange:)` gives no handle: a registration stays on
/// every property the update read until one of them changes. A view that re-renders for other
/// reasons would leave one registration per update, and a write would then call all of them (the
/// cost of a write would grow with the past), and a removed view's registrations would keep its
/// tracker alive. So each update is tracked with the `willSet` form, which hands over the
/// `ObservationTracking` when a change fires; to get it before any real change, the update also
/// reads a private sentinel that is written once right afterwards. The handle is then cancelled
/// when the node updates again, leaves the tree, or is released.
final class NodeObservation: @unchecked Sendable {
  private let lock = NSLock()
  private var current: ObservationTracking?
  /// Set while the sentinel is written, so its change is taken for the handle, not a change.
  private var capturing = false
  private let sentinel = ObservationSentinel()

  /// Runs `work` under Observation tracking; a later change of what it read invalidates
  /// `node` as rendered in `generation`. The previous update's registrations are cancelled.
  func track<T>(node: Int, generation: Int, tracker: RenderTracker, _ work: () -> T) -> T {
    cancel()
    let sentinel = self.sentinel
    let result = withObservationTracking(
      {
        let value = work()
        sentinel.touch()
        return value
      },
      willSet: { [weak self, weak tracker] tracking in
        guard let self else { return tracking.cancel() }
        if self.takeIfCapturing(tracking) { return }
        tracking.cancel()
        tracker?.invalidate(node: node, generation: generation)
      })
    lock.withLock { capturing = true }
    sentinel.change()
    lock.withLock { capturing = false }
    return result
  }

  private func takeIfCapturing(_ tracking: ObservationTracking) -> Bool {
    lock.withLock {
      guard capturing else { return false }
      current = tracking
      return true
    }
  }

  /// Removes the latest update's registrations: its reads no longer invalidate anything.
  func cancel() {
    let tracking = lock.withLock {
      defer { current = nil }
      return current
    }
    tracking?.cancel()
  }
}

/// An observable value nobody else reads: reading it puts a tracking on it, writing it hands
/// that tracking over (see ``NodeObservation``).
final class ObservationSentinel: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()

  /// Never changes; only its key path matters.
  var mark: Int { 0 }

  func touch() { registrar.access(self, keyPath: \.mark) }

  func change() { registrar.withMutation(of: self, keyPath: \.mark) {} }
}
