import Foundation

/// Combine's namespace of subscriber types, holding the one views and models name.
public enum Subscribers {
  /// How a publisher ended: normally, or with an error.
  public enum Completion<Failure: Error> {
    /// The publisher will send no more values.
    case finished
    /// The publisher stopped because of `Failure`.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A publisher that can complete: its subscription to values alone is the full subscription
/// with the completion ignored.
protocol CompletingPublisher: Publisher {}

extension CompletingPublisher {
  /// Subscribes `receive` to the values; the completion is ignored.
  public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    _subscribe(receiveCompletion: { _ in }, receiveValue: receive)
  }
}

/// The subscribers of a subject, and whether it has completed: callable from any thread.
private final class SubjectState<Output, Failure: Error>: @unchecked Sendable {
  typealias Handlers = (
    value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void
  )
  private let lock = NSLock()
  private var handlers: [Int: Handlers] = [:]
  private var nextToken = 0
  private var completion: Subscribers.Completion<Failure>?

  /// Adds a subscriber; one that comes after the completion gets the completion at once.
  func add(_ new: Handlers, current: () -> Output?) -> AnyCancellable {
    typealias Added = (token: Int, ended: Subscribers.Completion<Failure>?, value: Output?)
    let (token, ended, value) = lock.withLock { () -> Added in
      if let completion { return (0, completion, nil) }
      nextToken += 1
      handlers[nextToken] = new
      return (nextToken, nil, current())
    }
    if let ended {
      new.completion(ended)
      return AnyCancellable {}
    }
    if let value { new.value(value) }
    return AnyCancellable { [weak self] in
      _ = self?.lock.withLock { self?.handlers.removeValue(forKey: token) }
    }
  }

  /// Sends a value to every subscriber, unless the subject has completed.
  func send(_ value: Output, storing store: (Output) -> Void = { _ in }) {
    let receivers = lock.withLock { () -> [Handlers] in
      guard completion == nil else { return [] }
      store(value)
      return Array(handlers.values)
    }
    for receiver in receivers { receiver.value(value) }
  }

  /// Ends the subject: every subscriber gets `completion`, and nothing is sent afterwards.
  func complete(_ completion: Subscribers.Completion<Failure>) {
    let receivers = lock.withLock { () -> [Handlers] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { handlers.removeAll() }
      return Array(handlers.values)
    }
    for receiver in receivers { receiver.completion(completion) }
  }
}

/// A publisher you send values through by hand (Combine's type, as `import SwiftUI` offers it):
/// subscribers get the values sent after they subscribed, until it completes.
public final class PassthroughSubject<Output, Failure: Error>: CompletingPublisher,
  @unchecked Sendable
{
  private let state = SubjectState<Output, Failure>()

  /// A subject with no subscribers.
  public init() {}

  /// Sends `input` to every subscriber.
  public func send(_ input: Output) { state.send(input) }

  /// Ends the subject; later values are not sent.
  public func send(completion: Subscribers.Completion<Failure>) { state.complete(completion) }

  /// Subscribes to the values and the completion.
  public func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    state.add((receiveValue, receiveCompletion), current: { nil })
  }
}

/// A subject that holds a current value: a new subscriber gets it at once, and every change is
/// sent (Combine's type, as `import SwiftUI` offers it).
public final class CurrentValueSubject<Output, Failure: Error>: CompletingPublisher,
  @unchecked Sendable
{
  private let state = SubjectState<Output, Failure>()
  private let lock = NSLock()
  private var current: Output

  /// A subject holding `value`.
  public init(_ value: Output) { current = value }

  /// The current value; setting it sends it.
  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  /// Makes `input` the current value and sends it.
  public func send(_ input: Output) {
    state.send(input) { value in lock.withLock { current = value } }
  }

  /// Ends the subject; later values are not sent.
  public func send(completion: Subscribers.Completion<Failure>) { state.complete(completion) }

  /// Subscribes to the values, the current one first, and to the completion.
  public func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    state.add((receiveValue, receiveCompletion), current: { lock.withLock { current } })
  }
}

/// A publisher that sends one value to each subscriber, then finishes (Combine's type):
/// `.onReceive(Just(value)) { … }`.
public struct Just<Output>: Publisher {
  /// It never fails.
  public typealias Failure = Never

  /// The value sent.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  /// Sends the value at once.
  public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    receive(output)
    return AnyCancellable {}
  }

  /// Sends the value, then finishes.
  public func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    receiveValue(output)
    receiveCompletion(.finished)
    return AnyCancellable {}
  }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher whose type is hidden (Combine's type): what `eraseToAnyPublisher()` returns. Like
/// Combine's, it holds the wrapped publisher in a box, so a copy of a stored `AnyPublisher` is the
/// same publisher to an `onReceive` (no new subscription at each update).
public struct AnyPublisher<Output, Failure: Error>: CompletingPublisher {
  private final class Box {
    let subscribe:
      (
        @escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void
      ) -> AnyCancellable
    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
      subscribe = { publisher._subscribe(receiveCompletion: $0, receiveValue: $1) }
    }
  }

  private let box: Box

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    box = Box(publisher)
  }

  /// Subscribes to the wrapped publisher's values and completion.
  public func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    box.subscribe(receiveCompletion, receiveValue)
  }
}

extension AnyPublisher: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool { (other as? Self)?.box === box }
}
