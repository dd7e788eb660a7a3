/// What a stage (`Publishers.Stage`) does with one value of its upstream.
public enum _StageAction<Output, Failure: Error> {
  /// Holds the value back.
  case skip
  /// Sends a value on.
  case send(Output)
  /// Sends a value on, then finishes (the upstream is cancelled).
  case sendThenFinish(Output)
  /// Finishes without sending anything (the upstream is cancelled).
  case finish
  /// Fails (the upstream is cancelled).
  case fail(Failure)
}

/// How one subscription of a stage handles its upstream: each value, then the upstream's
/// finishing (what to send before finishing, or a failure). Made anew for each subscription, so
/// what it keeps (a count, the values so far) is that subscription's own.
public struct _StageSteps<Input, Output, Failure: Error> {
  /// Whether the stage finishes as soon as it is subscribed (`prefix(0)`).
  var finishesAtOnce = false
  /// What each upstream value does.
  var step: (Input) -> _StageAction<Output, Failure>
  /// What the upstream's finishing does: the values to send before finishing, or a failure.
  var atEnd: () -> Result<[Output], Failure> = { .success([]) }
}

extension Publishers {
  /// An operator that decides value by value what to send, when to stop, and what to send when
  /// its upstream finishes: what `prefix`, `drop(while:)`, `output(at:)`, `count`, `min`, `max`,
  /// `contains`, `allSatisfy`, `ignoreOutput`, `replaceEmpty`, `collect(_:)`, `last(where:)` and
  /// their `try` forms return. A failure of the upstream passes on (as `any Error` for the
  /// `try` forms).
  public struct Stage<Upstream: Publisher, Output, Failure: Error>: CompletingPublisher {
    /// The publisher this stage follows.
    public let upstream: Upstream
    /// What the stage depends on besides closures (`prefix`'s count), when nothing else: two
    /// such stages of the same upstream are the same publisher.
    let parameters: AnyHashable?
    let upstreamFailure: (Upstream.Failure) -> Failure
    let makeSteps: () -> _StageSteps<Upstream.Output, Output, Failure>

    init(
      upstream: Upstream, parameters: AnyHashable? = nil,
      upstreamFailure: @escaping (Upstream.Failure) -> Failure,
      makeSteps: @escaping () -> _StageSteps<Upstream.Output, Output, Failure>
    ) {
      self.upstream = upstream
      self.parameters = parameters
      self.upstreamFailure = upstreamFailure
      self.makeSteps = makeSteps
    }

    /// Subscribes to what the stage sends, and its completion.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let steps = makeSteps()
      let link = UpstreamLink<Failure>(receiveCompletion)
      if steps.finishesAtOnce {
        link.end(.finished)
        return link.cancellable
      }
      let upstreamFailure = self.upstreamFailure
      link.follow(
        upstream,
        sending: { value in
          switch steps.step(value) {
          case .skip: break
          case .send(let output): receiveValue(output)
          case .sendThenFinish(let output):
            receiveValue(output)
            link.end(.finished)
          case .finish: link.end(.finished)
          case .fail(let error): link.end(.failure(error))
          }
        },
        completed: { completion in
          switch completion {
          case .failure(let error): link.end(.failure(upstreamFailure(error)))
          case .finished:
            switch steps.atEnd() {
            case .success(let outputs):
              for output in outputs where link.isOpen { receiveValue(output) }
              link.end(.finished)
            case .failure(let error): link.end(.failure(error))
            }
          }
        })
      return link.cancellable
    }
  }
}

extension Publishers.Stage: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool {
    guard let other = other as? Self, let parameters else { return false }
    return parameters == other.parameters && samePublisher(upstream, other.upstream)
  }
}

extension Publisher {
  /// A stage that fails as this publisher does.
  func stage<T>(
    parameters: AnyHashable? = nil,
    _ makeSteps: @escaping () -> _StageSteps<Output, T, Failure>
  ) -> Publishers.Stage<Self, T, Failure> {
    Publishers.Stage(
      upstream: self, parameters: parameters, upstreamFailure: { $0 }, makeSteps: makeSteps)
  }

  /// A stage whose closures may throw: it fails with the error thrown, or this publisher's.
  func tryStage<T>(_ makeSteps: @escaping () -> _StageSteps<Output, T, any Error>)
    -> Publishers.Stage<Self, T, any Error>
  {
    Publishers.Stage(upstream: self, upstreamFailure: { $0 }, makeSteps: makeSteps)
  }
}

/// Runs `body`, turning a thrown error into a failing action.
func attempt<Output>(_ body: () throws -> _StageAction<Output, any Error>)
  -> _StageAction<Output, any Error>
{
  do { return try body() } catch { return .fail(error) }
}
