import Foundation

/// Combine's debugging operators: `print(_:to:)` writes each event as Combine does, and
/// `assertNoFailure`, whose failure would stop the app, records an issue instead.
extension Publisher {
  /// Writes each event of a subscription — "receive subscription", "request unlimited",
  /// "receive value: (…)", "receive finished", "receive error: (…)", "receive cancel" — after
  /// `prefix` and a colon, to `stream` (standard output when `nil`).
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
    -> Publishers.HandleEvents<Self>
  {
    let writer = EventWriter(prefix: prefix, stream: stream)
    let name = String(describing: Self.self).prefix { $0 != "<" }
    return handleEvents(
      receiveSubscription: { _ in
        writer.write("receive subscription: (\(name))")
        writer.write("request unlimited")
      },
      receiveOutput: { writer.write("receive value: (\($0))") },
      receiveCompletion: { completion in
        switch completion {
        case .finished: writer.write("receive finished")
        case .failure(let error): writer.write("receive error: (\(error))")
        }
      },
      receiveCancel: { writer.write("receive cancel") })
  }

  /// This publisher, typed as one that never fails: a failure, which stops the app in Combine
  /// (a `fatalError`), is a recorded issue here, and the subscription finishes.
  public func assertNoFailure(
    _ prefix: String = "", file: StaticString = #file, line: UInt = #line
  ) -> Publishers.AssertNoFailure<Self> {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}

/// Where `print(_:to:)` writes (one writer per operator, shared by its subscriptions).
private final class EventWriter: @unchecked Sendable {
  private let prefix: String
  private let lock = NSLock()
  private var stream: (any TextOutputStream)?

  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix
    self.stream = stream
  }

  func write(_ event: String) {
    let line = prefix.isEmpty ? event : "\(prefix): \(event)"
    lock.withLock {
      if stream != nil {
        stream?.write(line + "\n")
      } else {
        Swift.print(line)
      }
    }
  }
}

extension Publishers {
  /// The upstream typed as never failing (`assertNoFailure`): its failure is a recorded issue,
  /// and the subscription finishes.
  public struct AssertNoFailure<Upstream: Publisher>: CompletingPublisher {
    /// What the upstream emits.
    public typealias Output = Upstream.Output
    /// It never fails.
    public typealias Failure = Never
    /// The publisher asserted on.
    public let upstream: Upstream
    /// What the issue starts with.
    public let prefix: String
    /// Where the assertion was written.
    public let file: StaticString
    /// Its line.
    public let line: UInt

    /// Subscribes to the upstream's values; its failure is recorded.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let (prefix, file, line) = (self.prefix, self.file, self.line)
      return upstream._subscribe(
        receiveCompletion: { completion in
          if case .failure(let error) = completion {
            _ViewProbeRuntime.reportTrap(
              "assertNoFailure(\(prefix.isEmpty ? "" : "\"\(prefix)\"")) at \(file):\(line): the "
                + "publisher failed with \(error). In the app this is a fatal error that stops "
                + "the process; here the subscription finishes instead.")
          }
          receiveCompletion(.finished)
        },
        receiveValue: receiveValue)
    }
  }
}
