import Foundation

/// A publisher's values as an asynchronous sequence (`for await query in model.$query.values`):
/// each `next()` waits for a value. A value sent while nobody waits is kept, the latest only, as
/// a `@Published` property's publisher keeps its latest value for the next demand.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  /// The publisher's values.
  public typealias Element = P.Output

  let publisher: P

  /// The values of `publisher`.
  public init(_ publisher: P) { self.publisher = publisher }

  /// Subscribes, and waits for values one at a time.
  public func makeAsyncIterator() -> Iterator { Iterator(feed: ValueFeed(publisher)) }

  /// Waits for the publisher's values; `nil` once it has finished or the task is cancelled.
  public struct Iterator: AsyncIteratorProtocol {
    let feed: ValueFeed<P.Output, Never>

    /// The next value.
    public mutating func next() async -> P.Output? { try? await feed.next() }
  }
}

/// A publisher's values as an asynchronous sequence that throws the publisher's failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  /// The publisher's values.
  public typealias Element = P.Output

  let publisher: P

  /// The values of `publisher`.
  public init(_ publisher: P) { self.publisher = publisher }

  /// Subscribes, and waits for values one at a time.
  public func makeAsyncIterator() -> Iterator { Iterator(feed: ValueFeed(publisher)) }

  /// Waits for the publisher's values; `nil` once it has finished, the failure if it failed.
  public struct Iterator: AsyncIteratorProtocol {
    let feed: ValueFeed<P.Output, P.Failure>

    /// The next value.
    public mutating func next() async throws -> P.Output? { try await feed.next() }
  }
}

extension Publisher where Failure == Never {
  /// The values, as an asynchronous sequence.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The values, as an asynchronous sequence that throws the failure.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// One iteration's subscription: the value waiting to be taken, or the task waiting for one.
final class ValueFeed<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var latest: Output?
  private var completion: Subscribers.Completion<Failure>?
  private var waiting: CheckedContinuation<Carried<Output>, any Error>? {
    didSet {
      // A `.task` waiting here is idle: `settle()` does not wait for it.
      if oldValue == nil, waiting != nil { waitingTask?.park() }
      if oldValue != nil, waiting == nil { waitingTask?.unpark() }
    }
  }
  private var waitingTask: (any ParkingRecord)?
  private var subscription: AnyCancellable?

  init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    let subscription = publisher._subscribe(
      receiveCompletion: { [weak self] in self?.end($0) },
      receiveValue: { [weak self] in self?.receive($0) })
    lock.withLock {
      if completion == nil { self.subscription = subscription }
    }
  }

  deinit { subscription?.cancel() }

  private func receive(_ value: Output) {
    let waiter = lock.withLock { () -> CheckedContinuation<Carried<Output>, any Error>? in
      guard completion == nil else { return nil }
      defer { waiting = nil }
      if waiting == nil { latest = value }
      return waiting
    }
    waiter?.resume(returning: Carried(value: value))
  }

  private func end(_ ending: Subscribers.Completion<Failure>) {
    let waiter = lock.withLock { () -> CheckedContinuation<Carried<Output>, any Error>? in
      guard completion == nil else { return nil }
      completion = ending
      defer { waiting = nil }
      return latest == nil ? waiting : nil
    }
    waiter.map { resume($0, ending) }
  }

  private func resume(
    _ waiter: CheckedContinuation<Carried<Output>, any Error>,
    _ ending: Subscribers.Completion<Failure>
  ) {
    switch ending {
    case .finished: waiter.resume(returning: Carried(value: nil))
    case .failure(let error): waiter.resume(throwing: error)
    }
  }

  func next() async throws -> Output? {
    let parking = ProbeContext.current.parking
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let ready = lock.withLock { () -> Result<Carried<Output>, any Error>? in
          if let value = latest {
            latest = nil
            return .success(Carried(value: value))
          }
          if Task.isCancelled { return .success(Carried(value: nil)) }
          switch completion {
          case .finished?: return .success(Carried(value: nil))
          case .failure(let error)?: return .failure(error)
          case nil:
            waitingTask = parking
            waiting = continuation
            return nil
          }
        }
        if let ready { continuation.resume(with: ready) }
      }.value
    } onCancel: {
      let waiter = lock.withLock { () -> CheckedContinuation<Carried<Output>, any Error>? in
        defer { waiting = nil }
        subscription?.cancel()
        subscription = nil
        completion = completion ?? .finished
        return waiting
      }
      waiter?.resume(returning: Carried(value: nil))
    }
  }
}

/// A value handed from the thread that sent it to the task that waits for it.
struct Carried<Value>: @unchecked Sendable {
  let value: Value?
}
