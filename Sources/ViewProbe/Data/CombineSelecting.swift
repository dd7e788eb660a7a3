/// The Combine operators that pick values by their place or a condition, or that answer once
/// their upstream finishes: `prefix`, `output(at:)`/`output(in:)`, `drop(while:)`,
/// `prefix(while:)`, `collect(_:)`, `count`, `min`, `max`, `contains`, `allSatisfy`,
/// `last(where:)`, `ignoreOutput`, `replaceNil(with:)` and `replaceEmpty(with:)`.
extension Publisher {
  /// Sends the values at the places `range` covers (counting from 0), then finishes once past it.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Stage<Self, Output, Failure>
  where R.Bound == Int {
    let places = range.relative(to: 0..<Int.max)
    return stage(parameters: AnyHashable("output \(places)")) {
      var index = 0
      return _StageSteps(finishesAtOnce: places.isEmpty) { value in
        defer { index += 1 }
        guard index >= places.lowerBound else { return .skip }
        return index + 1 >= places.upperBound ? .sendThenFinish(value) : .send(value)
      }
    }
  }

  /// Sends the value at `index` (counting from 0), then finishes.
  public func output(at index: Int) -> Publishers.Stage<Self, Output, Failure> {
    output(in: index..<(index + 1))
  }

  /// Sends the first `maxLength` values, then finishes.
  public func prefix(_ maxLength: Int) -> Publishers.Stage<Self, Output, Failure> {
    output(in: 0..<Swift.max(maxLength, 0))
  }

  /// Sends values while `predicate` accepts them; finishes at the first it does not.
  public func prefix(while predicate: @escaping (Output) -> Bool)
    -> Publishers.Stage<Self, Output, Failure>
  {
    stage { _StageSteps { predicate($0) ? .send($0) : .finish } }
  }

  /// Skips values while `predicate` accepts them, then sends every value.
  public func drop(while predicate: @escaping (Output) -> Bool)
    -> Publishers.Stage<Self, Output, Failure>
  {
    stage {
      var dropping = true
      return _StageSteps { value in
        if dropping && predicate(value) { return .skip }
        dropping = false
        return .send(value)
      }
    }
  }

  /// Sends the values in arrays of `count`; when this publisher finishes, the values left over.
  /// A failure passes on, and the values waiting are dropped.
  public func collect(_ count: Int) -> Publishers.Stage<Self, [Output], Failure> {
    stage(parameters: AnyHashable("collect \(count)")) {
      var buffer: [Output] = []
      return _StageSteps(
        step: { value in
          buffer.append(value)
          guard buffer.count >= count else { return .skip }
          defer { buffer = [] }
          return .send(buffer)
        },
        atEnd: { .success(buffer.isEmpty ? [] : [buffer]) })
    }
  }

  /// Sends how many values there were, when this publisher finishes.
  public func count() -> Publishers.Stage<Self, Int, Failure> {
    stage(parameters: AnyHashable("count")) {
      var count = 0
      return _StageSteps(
        step: { _ in
          count += 1
          return .skip
        },
        atEnd: { .success([count]) })
    }
  }

  /// Sends the value `areInIncreasingOrder` puts first, when this publisher finishes.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Stage<Self, Output, Failure>
  {
    keepBest { areInIncreasingOrder($1, $0) }
  }

  /// Sends the value `areInIncreasingOrder` puts last, when this publisher finishes.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Stage<Self, Output, Failure>
  {
    keepBest(areInIncreasingOrder)
  }

  /// Keeps a new value when `replaces(kept, new)`, and sends the one kept at the end.
  private func keepBest(_ replaces: @escaping (Output, Output) -> Bool)
    -> Publishers.Stage<Self, Output, Failure>
  {
    stage {
      var best: Output?
      return _StageSteps(
        step: { value in
          if let kept = best, !replaces(kept, value) { return .skip }
          best = value
          return .skip
        },
        atEnd: { .success(best.map { [$0] } ?? []) })
    }
  }

  /// Sends `true` and finishes at the first value `predicate` accepts; `false` if this
  /// publisher finishes first.
  public func contains(where predicate: @escaping (Output) -> Bool)
    -> Publishers.Stage<Self, Bool, Failure>
  {
    stage {
      _StageSteps(
        step: { predicate($0) ? .sendThenFinish(true) : .skip }, atEnd: { .success([false]) })
    }
  }

  /// Sends `false` and finishes at the first value `predicate` rejects; `true` if this
  /// publisher finishes first.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool)
    -> Publishers.Stage<Self, Bool, Failure>
  {
    stage {
      _StageSteps(
        step: { predicate($0) ? .skip : .sendThenFinish(false) }, atEnd: { .success([true]) })
    }
  }

  /// Sends the last value `predicate` accepts, when this publisher finishes.
  public func last(where predicate: @escaping (Output) -> Bool)
    -> Publishers.Stage<Self, Output, Failure>
  {
    stage {
      var last: Output?
      return _StageSteps(
        step: { value in
          if predicate(value) { last = value }
          return .skip
        },
        atEnd: { .success(last.map { [$0] } ?? []) })
    }
  }

  /// Sends no value, only this publisher's completion.
  public func ignoreOutput() -> Publishers.Stage<Self, Never, Failure> {
    stage(parameters: AnyHashable("ignoreOutput")) { _StageSteps { _ in .skip } }
  }

  /// Sends `output` when this publisher finishes without having sent a value.
  public func replaceEmpty(with output: Output) -> Publishers.Stage<Self, Output, Failure> {
    stage {
      var sent = false
      return _StageSteps(
        step: { value in
          sent = true
          return .send(value)
        },
        atEnd: { .success(sent ? [] : [output]) })
    }
  }
}

extension Publisher where Output: Comparable {
  /// Sends the smallest value, when this publisher finishes.
  public func min() -> Publishers.Stage<Self, Output, Failure> { min(by: <) }

  /// Sends the largest value, when this publisher finishes.
  public func max() -> Publishers.Stage<Self, Output, Failure> { max(by: <) }
}

extension Publisher where Output: Equatable {
  /// Sends `true` and finishes at the first value equal to `output`; `false` if this publisher
  /// finishes first.
  public func contains(_ output: Output) -> Publishers.Stage<Self, Bool, Failure> {
    contains { $0 == output }
  }
}

extension Publisher {
  /// Sends `output` in place of each `nil`.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    map { $0 ?? output }
  }
}
