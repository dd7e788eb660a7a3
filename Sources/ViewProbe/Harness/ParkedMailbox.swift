import Foundation

/// Values a stand-in hands to one waiting task, in order — a purchase made, an App Store message,
/// a Live Activity's new state. While the task waits it is parked (`settle()` does not wait for
/// it); a value delivered while it is busy waits for its next call. `finish()` ends the values.
public final class _ParkedMailbox<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var queued: [Value] = []
  private var isFinished = false
  private var waiting: CheckedContinuation<Value?, Never>?
  private var unpark: (@Sendable () -> Void)?

  /// An empty mailbox.
  public init() {}

  /// The next value, waiting parked for it; `nil` once finished or the task is cancelled.
  public func next() async -> Value? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        let ready: Value?? = lock.withLock {
          if !queued.isEmpty { return .some(queued.removeFirst()) }
          if isFinished { return .some(nil) }
          waiting = continuation
          unpark = _ViewProbeRuntime.parkCurrentTask()
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      finish()
    }
  }

  /// Hands `value` over: the waiting task goes on (no longer parked, so `settle()` waits for what
  /// it does with it).
  public func deliver(_ value: Value) { resume(with: value) }

  /// No more values: the waiting task's loop ends.
  public func finish() { resume(with: nil) }

  private func resume(with value: Value?) {
    let (continuation, unpark): (CheckedContinuation<Value?, Never>?, (@Sendable () -> Void)?) =
      lock.withLock {
        if isFinished { return (nil, nil) }
        if value == nil { isFinished = true }
        guard let continuation = waiting else {
          if let value { queued.append(value) }
          return (nil, nil)
        }
        defer {
          waiting = nil
          self.unpark = nil
        }
        return (continuation, self.unpark)
      }
    unpark?()
    continuation?.resume(returning: value)
  }
}

/// The values of a mailbox as an async sequence, for `for await` loops.
public struct _ParkedSequence<Element: Sendable>: AsyncSequence, Sendable {
  let mailbox: _ParkedMailbox<Element>

  /// The sequence of `mailbox`'s values.
  public init(_ mailbox: _ParkedMailbox<Element>) { self.mailbox = mailbox }

  /// Starts reading.
  public func makeAsyncIterator() -> Iterator { Iterator(mailbox: mailbox) }

  /// Reads the values one by one.
  public struct Iterator: AsyncIteratorProtocol {
    let mailbox: _ParkedMailbox<Element>

    /// The next value, or `nil` at the end.
    public mutating func next() async -> Element? { await mailbox.next() }
  }
}
