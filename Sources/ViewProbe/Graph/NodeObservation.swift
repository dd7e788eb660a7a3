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
/// reads this object's `mark`, which is written once right afterwards. The handle is then
/// cancelled when the node updates again, leaves the tree, or is released.
///
/// The registration's closure holds this object; cancelling removes the registration, so the
/// node's `deinit` (which cancels) ends that cycle.
final class NodeObservation: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private let tracker: RenderTracker
  /// Guarded by the tracker's lock: written by a registration's closure, on any thread.
  private var current: ObservationTracking?
  private var capturing = false

  init(tracker: RenderTracker) {
    self.tracker = tracker
  }

  /// Never changes; reading and writing it is how the handle is captured.
  var mark: Int { 0 }

  /// Runs `work` under Observation tracking; a later change of what it read invalidates
  /// `node` as rendered in `generation`. The previous update's registrations are cancelled.
  func track<T>(node: Int, generation: Int, row: ChildKey? = nil, _ work: () -> T) -> T {
    cancel()
    let result = withObservationTracking(
      {
        let value = work()
        registrar.access(self, keyPath: \.mark)
        return value
      },
      willSet: { [weak inbox = tracker.inbox] tracking in
        if self.takeIfCapturing(tracking) { return }
        tracking.cancel()
        inbox?.post(node: node, generation: generation, cause: cause(row, tracking))
      })
    tracker.synchronized { capturing = true }
    registrar.withMutation(of: self, keyPath: \.mark) {}
    tracker.synchronized { capturing = false }
    return result
  }

  private func takeIfCapturing(_ tracking: ObservationTracking) -> Bool {
    tracker.synchronized {
      guard capturing else { return false }
      current = tracking
      return true
    }
  }

  /// Removes the latest update's registrations: its reads no longer invalidate anything.
  func cancel() {
    let tracking = tracker.synchronized {
      defer { current = nil }
      return current
    }
    tracking?.cancel()
  }
}

/// The cause a fired registration posts: for a node's update, or for one row's content.
private func cause(_ row: ChildKey?, _ tracking: ObservationTracking) -> PendingCause {
  guard let row else { return .observation(changed(tracking)) }
  return .rowContent(row, changed(tracking))
}

/// The key path whose change fired `tracking`, where the platform reports it.
private func changed(_ tracking: ObservationTracking) -> AnyKeyPath? {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return tracking.changed }
  return nil
}

/// Held by the graph and by every registration of an update tracked without a handle: still
/// shared after the update means Observation installed a registration, so the update read an
/// observable property. The node then keeps it, to silence that registration once it is stale.
final class RegistrationSentinel: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false

  /// Whether the registrations holding this sentinel stand for an update that has been replaced.
  var isCancelled: Bool { lock.withLock { cancelled } }

  /// Silences the registrations holding this sentinel (their node updated again or left).
  func cancel() { lock.withLock { cancelled = true } }
}

extension NodeObservation {
  /// Runs `work` under Observation tracking without taking a handle to its registrations: a later
  /// change of what it read invalidates `node` as rendered in `generation`. For the updates of view
  /// types that have read no observable property so far (most bodies, most primitives), this saves
  /// the handle's capture (an extra access, registration and mutation, and a cancel at the next
  /// update): a fifth of mounting a list. Registrations made this way cannot be removed, only
  /// silenced: the graph switches the type to `track(node:generation:_:)` once one is made, so a
  /// graph leaves at most one per view type, which is dropped at the next change of what it read.
  static func trackWithoutHandle<T>(
    node: Int, generation: Int, row: ChildKey? = nil, tracker: RenderTracker,
    sentinel: RegistrationSentinel, _ work: () -> T
  ) -> T {
    withObservationTracking(
      work,
      willSet: { [weak inbox = tracker.inbox] tracking in
        tracking.cancel()
        // This use also captures `sentinel`: the capture is how the graph sees a registration.
        guard !sentinel.isCancelled else { return }
        inbox?.post(node: node, generation: generation, cause: cause(row, tracking))
      })
  }
}
