// Swift's `Observations` (SE-0475, iOS 26): the values of an `@Observable` read, as an
// asynchronous sequence, delivered by Swift's own `Observation.Observations`. ViewProbe's type
// of the same name wraps it so that a `.task` waiting for the next change is parked: `settle()`
// returns once the value a change brings has been handled, instead of waiting for a loop that
// runs as long as its view (as it does for `NotificationCenter.notifications(named:)`). This
// module's declaration shadows the standard library's for code that imports ViewProbe.

/// The values an observation closure reads, each time an `@Observable` property it read changes
/// (after the change's transaction ends): Swift's `Observations`, with a `.task` that waits for
/// the next value parked for `settle()`.
public struct Observations<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// What an `untilFinished` closure returns: the next value, or the end.
  public typealias Iteration = Observation.Observations<Element, Failure>.Iteration

  let base: Observation.Observations<Element, Failure>

  /// The values `emit` returns: the first at once, then one after each change of what it read.
  public init(
    @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element
  ) {
    base = Observation.Observations(emit)
  }

  init(base: Observation.Observations<Element, Failure>) {
    self.base = base
  }

  /// The values `emit` returns until it returns `.finish`.
  public static func untilFinished(
    @_inheritActorContext _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration
  ) -> Observations<Element, Failure> {
    Observations(base: .untilFinished(emit))
  }

  /// Produces the values one by one.
  public struct Iterator: AsyncIteratorProtocol {
    var base: Observation.Observations<Element, Failure>.Iterator
    var hasDelivered = false

    /// The next value: the first at once; later ones once a change brings them, the task
    /// parked for `settle()` while it waits.
    public mutating func next(
      isolation iterationIsolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Element? {
      let unpark = hasDelivered ? _ViewProbeRuntime.parkCurrentTask() : nil
      defer { unpark?() }
      hasDelivered = true
      return try await base.next(isolation: iterationIsolation)
    }
  }

  /// An iterator over the values.
  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator())
  }
}
