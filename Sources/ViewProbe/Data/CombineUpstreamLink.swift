extension Subscribers.Completion {
  /// The completion with its failure transformed.
  func mapFailure<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }
}

/// One downstream subscriber's link to what it is subscribed to upstream (which an operator may
/// replace, as `catch` does): it passes on one completion, and cancels the current upstream.
///
/// Each upstream is a stage, numbered as it starts: a synchronous upstream can fail, and the next
/// stage start, before the `_subscribe` that started the first has returned, so a subscription is
/// kept only if no later stage has started.
final class UpstreamLink<Failure: Error>: @unchecked Sendable {
  private let state = Guarded<(open: Bool, current: AnyCancellable?, stage: Int, kept: Int)>(
    (true, nil, 0, 0))
  private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

  init(_ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
    self.receiveCompletion = receiveCompletion
  }

  /// Whether values may still go downstream.
  var isOpen: Bool { state.with { $0.open } }

  /// The number of an upstream about to be subscribed to.
  private func nextStage() -> Int {
    state.with { state in
      state.stage += 1
      return state.stage
    }
  }

  /// Keeps `subscription` (of `stage`) as the current upstream, unless a later stage is kept
  /// already; once the link has ended, cancels it instead.
  func attach(_ subscription: AnyCancellable, stage: Int = 0) {
    let open = state.with { state -> Bool in
      if state.open && stage >= state.kept {
        state.current = subscription
        state.kept = stage
      }
      return state.open
    }
    if !open { subscription.cancel() }
  }

  /// Passes `completion` downstream, once.
  func end(_ completion: Subscribers.Completion<Failure>) {
    let current = state.with { state -> AnyCancellable?? in
      guard state.open else { return nil }
      state.open = false
      defer { state.current = nil }
      return .some(state.current)
    }
    guard let current else { return }
    current?.cancel()
    receiveCompletion(completion)
  }

  /// Subscribes to `publisher` as the link's next stage: its values go downstream while the link
  /// is open (through `receiveValue`), and `completed` decides what its completion does.
  func follow<P: Publisher>(
    _ publisher: P, sending receiveValue: @escaping (P.Output) -> Void,
    completed: @escaping (Subscribers.Completion<P.Failure>) -> Void
  ) {
    let stage = nextStage()
    attach(
      publisher._subscribe(
        receiveCompletion: completed, receiveValue: { [self] in if isOpen { receiveValue($0) } }),
      stage: stage)
  }

  /// Subscribes to `publisher` as the link's next stage; its completion ends the link.
  func follow<P: Publisher>(_ publisher: P, sending receiveValue: @escaping (P.Output) -> Void)
  where P.Failure == Failure {
    follow(publisher, sending: receiveValue) { [self] in end($0) }
  }

  /// What the downstream cancels: the link closes without a completion.
  var cancellable: AnyCancellable {
    AnyCancellable { [self] in
      let current = state.with { state -> AnyCancellable? in
        state.open = false
        defer { state.current = nil }
        return state.current
      }
      current?.cancel()
    }
  }
}
