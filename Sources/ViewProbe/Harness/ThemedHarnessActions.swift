import Foundation
import Testing

/// The harness actions a themed test reaches for most, on the themed harness itself (the rest are
/// on ``ThemedHarness/harness``): a timer-driven or task-driven view under a theme is driven
/// without going through `.harness`.
extension ThemedHarness {
  /// The parent re-renders with the current value (see ``ParentHarness/reRender(sourceLocation:)``).
  public func reRender(sourceLocation: SourceLocation = #_sourceLocation) {
    harness.reRender(sourceLocation: sourceLocation)
  }

  /// Flushes pending invalidations (see ``ParentHarness/update(sourceLocation:)``).
  public func update(sourceLocation: SourceLocation = #_sourceLocation) {
    harness.update(sourceLocation: sourceLocation)
  }

  /// Moves the harness's clock (see ``ParentHarness/advanceTime(by:sourceLocation:)``).
  public func advanceTime(
    by interval: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    harness.advanceTime(by: interval, sourceLocation: sourceLocation)
  }

  /// Runs the views' tasks to completion (see ``ParentHarness/settle(timeout:sourceLocation:)``).
  public func settle(
    timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await harness.settle(timeout: timeout, sourceLocation: sourceLocation)
  }

  /// Runs the views' tasks until nothing has happened for `quietFor` (see
  /// ``ParentHarness/settle(quietFor:timeout:sourceLocation:)``).
  public func settle(
    quietFor: Duration, timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await harness.settle(quietFor: quietFor, timeout: timeout, sourceLocation: sourceLocation)
  }

  /// Runs the views' tasks until `condition` holds (see
  /// ``ParentHarness/settle(until:timeout:sourceLocation:)``).
  public func settle(
    until condition: @escaping @MainActor () -> Bool, timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await harness.settle(until: condition, timeout: timeout, sourceLocation: sourceLocation)
  }
}
