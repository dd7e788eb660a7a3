import Foundation

/// A permission the system asks the user for once (notifications, speech recognition, the
/// microphone), as one harness's device keeps it: the test says what the user answers, the first
/// request gets that answer, later requests get the same status without asking, and a change the
/// test makes after that is the user changing it in Settings. For ViewProbe's stand-ins, not for
/// app or test code.
public final class _SystemPermission<Status: Equatable & Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private let undetermined: Status
  private var current: Status
  private var answer: Status

  /// A permission not asked for yet, whose user answers `answer` unless the test says otherwise.
  public init(undetermined: Status, answer: Status) {
    self.undetermined = undetermined
    current = undetermined
    self.answer = answer
  }

  /// The status now: `undetermined` until the app asks.
  public var status: Status { lock.withLock { current } }

  /// The app asks: the first time the user answers as the test said; after that the status
  /// stays what it is. The status after asking.
  public func ask() -> Status {
    lock.withLock {
      if current == undetermined { current = answer }
      return current
    }
  }

  /// What the user answers when asked; once the app has asked — or when `answeredBefore` says
  /// the user answered in an earlier run of the app — the user changes it in Settings. Whether
  /// the status changed now.
  @discardableResult
  public func setAnswer(_ newAnswer: Status, answeredBefore: Bool = false) -> Bool {
    lock.withLock {
      answer = newAnswer
      guard current != undetermined || answeredBefore, current != newAnswer else { return false }
      current = newAnswer
      return true
    }
  }
}
