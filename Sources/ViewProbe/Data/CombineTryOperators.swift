/// The `try` forms of Combine's operators: their closures may throw, and a thrown error fails
/// the pipeline (its failure becomes `any Error`): `tryFilter`, `tryCompactMap`, `tryScan`,
/// `tryReduce`, `tryRemoveDuplicates`, `tryFirst(where:)`, `tryLast(where:)`,
/// `tryContains(where:)`, `tryAllSatisfy`, `tryPrefix(while:)`, `tryDrop(while:)`, `tryMin(by:)`,
/// `tryMax(by:)` and `tryCatch`.
extension Publisher {
  /// Sends the values `isIncluded` accepts.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.Stage<Self, Output, any Error>
  {
    tryStage { _StageSteps { value in attempt { try isIncluded(value) ? .send(value) : .skip } } }
  }

  /// Sends the non-`nil` results of `transform`.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.Stage<Self, T, any Error>
  {
    tryStage {
      _StageSteps { value in attempt { try transform(value).map { .send($0) } ?? .skip } }
    }
  }

  /// Sends each partial result of folding the values into `initialResult`.
  public func tryScan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.Stage<Self, T, any Error> {
    tryStage {
      var result = initialResult
      return _StageSteps { value in
        attempt {
          result = try nextPartialResult(result, value)
          return .send(result)
        }
      }
    }
  }

  /// Sends the values folded into `initialResult`, once, when this publisher finishes.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.Stage<Self, T, any Error> {
    tryStage {
      var result = initialResult
      return _StageSteps(
        step: { value in
          attempt {
            result = try nextPartialResult(result, value)
            return .skip
          }
        },
        atEnd: { .success([result]) })
    }
  }

  /// Skips a value when `predicate` says it is a duplicate of the previous one sent.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> Publishers.Stage<Self, Output, any Error>
  {
    tryStage {
      var previous: Output?
      return _StageSteps { value in
        attempt {
          if let previous, try predicate(previous, value) { return .skip }
          previous = value
          return .send(value)
        }
      }
    }
  }

  /// Sends the first value `predicate` accepts, then finishes.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.Stage<Self, Output, any Error>
  {
    tryStage {
      _StageSteps { value in attempt { try predicate(value) ? .sendThenFinish(value) : .skip } }
    }
  }

  /// Sends the last value `predicate` accepts, when this publisher finishes.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.Stage<Self, Output, any Error>
  {
    tryStage {
      var last: Output?
      return _StageSteps(
        step: { value in
          attempt {
            if try predicate(value) { last = value }
            return .skip
          }
        },
        atEnd: { .success(last.map { [$0] } ?? []) })
    }
  }

  /// Sends `true` and finishes at the first value `predicate` accepts; `false` if this
  /// publisher finishes first.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.Stage<Self, Bool, any Error>
  {
    tryStage {
      _StageSteps(
        step: { value in attempt { try predicate(value) ? .sendThenFinish(true) : .skip } },
        atEnd: { .success([false]) })
    }
  }

  /// Sends `false` and finishes at the first value `predicate` rejects; `true` if this
  /// publisher finishes first.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool)
    -> Publishers.Stage<Self, Bool, any Error>
  {
    tryStage {
      _StageSteps(
        step: { value in attempt { try predicate(value) ? .skip : .sendThenFinish(false) } },
        atEnd: { .success([true]) })
    }
  }

  /// Sends values while `predicate` accepts them; finishes at the first it does not.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.Stage<Self, Output, any Error>
  {
    tryStage { _StageSteps { value in attempt { try predicate(value) ? .send(value) : .finish } } }
  }

  /// Skips values while `predicate` accepts them, then sends every value.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.Stage<Self, Output, any Error>
  {
    tryStage {
      var dropping = true
      return _StageSteps { value in
        attempt {
          if dropping, try predicate(value) { return .skip }
          dropping = false
          return .send(value)
        }
      }
    }
  }

  /// Sends the value `areInIncreasingOrder` puts first, when this publisher finishes.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.Stage<Self, Output, any Error>
  {
    tryKeepBest { try areInIncreasingOrder($1, $0) }
  }

  /// Sends the value `areInIncreasingOrder` puts last, when this publisher finishes.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.Stage<Self, Output, any Error>
  {
    tryKeepBest(areInIncreasingOrder)
  }

  private func tryKeepBest(_ replaces: @escaping (Output, Output) throws -> Bool)
    -> Publishers.Stage<Self, Output, any Error>
  {
    tryStage {
      var best: Output?
      return _StageSteps(
        step: { value in
          attempt {
            if let kept = best, try !replaces(kept, value) { return .skip }
            best = value
            return .skip
          }
        },
        atEnd: { .success(best.map { [$0] } ?? []) })
    }
  }

  /// Continues with the publisher `handler` makes from a failure; an error `handler` throws
  /// fails the pipeline.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P>
  where P.Output == Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}

extension Publishers {
  /// Continues with a publisher made from the upstream's failure by a closure that may throw
  /// (`tryCatch`).
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: CompletingPublisher
  where Upstream.Output == NewPublisher.Output {
    /// What both publishers emit.
    public typealias Output = Upstream.Output
    /// Any error: the replacement's, or one the handler threw.
    public typealias Failure = any Error
    /// The publisher whose failure is handled.
    public let upstream: Upstream
    /// Makes the replacement from the failure.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// `upstream`, continued by `handler`'s publisher when it fails.
    public init(
      upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher
    ) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Subscribes to the upstream, then to the replacement if the upstream fails: a `catch`
    /// whose replacement fails at once with the error the handler threw.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let handler = self.handler
      return upstream.catch { error -> AnyPublisher<Output, any Error> in
        do {
          return try handler(error).mapError { $0 as any Error }.eraseToAnyPublisher()
        } catch {
          return Fail(error: error).eraseToAnyPublisher()
        }
      }._subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
  }
}
