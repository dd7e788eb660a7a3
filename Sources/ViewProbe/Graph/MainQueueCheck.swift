import Dispatch

/// Whether code runs on the main queue, the main actor's executor, without trapping when it does
/// not (`MainActor.assumeIsolated` traps). `Thread.isMainThread` cannot tell: under Swift Testing
/// on Linux the main queue is drained by a thread other than the process's first one.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  /// Marks the main queue once; the mark is never changed afterwards.
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// True on the main queue (the main actor), false on any other queue or thread.
  static var isCurrent: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }
}
