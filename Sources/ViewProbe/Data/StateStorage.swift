/// Storage told when its owner's body starts (E05): a class, so that a render finds it among a
/// node's slots with a class cast, not a protocol lookup.
class OwnerBodyObserver: @unchecked Sendable {
  /// The owner's body is about to run.
  func ownerBodyStarts() {}
}

/// The storage a node keeps for one `@State` property: it lives as long as the view's identity.
final class StateSlot<Value>: OwnerBodyObserver, @unchecked Sendable {
  private var value: Value
  let tracker: RenderTracker
  private let comparison: ValueComparison
  /// The node whose last update read this value, with the generation of that update: almost
  /// always the only reader (the view that owns the state), kept without a dictionary.
  private var reader: (node: Int, generation: Int)?
  /// Other nodes whose last update read this value (a closure run by another view's update).
  private var otherReaders: [Int: Int] = [:]
  /// Cleared when the owning view leaves the tree; later writes are ignored.
  var isAlive = true
  /// The view that owns the state (`nil` for app storage, which views share).
  var ownerID: Int?
  /// The value as of the owner's latest body: what a closure that body made sees when another
  /// view's update runs it (E05).
  private var bodyValue: Value
  /// The property's name, for render causes (`count`).
  let name: String

  init(value: Value, tracker: RenderTracker, name: String) {
    self.value = value
    self.tracker = tracker
    self.name = name
    self.comparison = .strategy(for: Value.self)
    self.bodyValue = value
    super.init()
  }

  /// Read through the property wrapper (`count`, not `$count`). The owner's body, an action and
  /// a task see the current value; another view's update — a sheet's content, a row of a
  /// `ForEach`, a closure a child calls — runs a closure the owner's body made, which sees the
  /// value of that body, as SwiftUI's `State` hands such reads the value it injected into the
  /// view for its last body. The read makes the owner depend on the state: a later write runs
  /// its body again, and the new closure sees the new value (E05).
  func readThroughWrapper() -> Value {
    guard let current = tracker.reader, let ownerID, current.node != ownerID else { return read() }
    if reader == nil || reader?.node == ownerID {
      reader = (ownerID, ViewNode.anyGeneration)
    } else {
      otherReaders[ownerID] = ViewNode.anyGeneration
    }
    return bodyValue
  }

  /// The owner's body is about to run: from now on its closures see the current value.
  override func ownerBodyStarts() { bodyValue = value }

  /// The current value; a read during a view update makes that view depend on it (E05).
  func read() -> Value {
    if let current = tracker.reader {
      if reader == nil || reader?.node == current.node {
        reader = current
      } else {
        otherReaders[current.node] = current.generation
      }
    }
    return value
  }

  /// The current value, without recording a dependency (probes and the tree dump).
  var peek: Value { value }

  /// Whether the slot holds a value equal to `candidate` (by the value's comparison, A17).
  func holds(_ candidate: Value) -> Bool { comparison.equal(value, candidate) }

  /// Sets the value that was there before any view read it (a model's `@AppStorage` written
  /// before its harness existed), even during an update; the views that read the empty value
  /// update.
  func seed(_ newValue: Value) {
    value = newValue
    invalidateReaders()
  }

  /// Writes a new value: visible at once, re-render deferred to the next update pass (A18).
  func write(_ newValue: Value) {
    guard isAlive else { return }
    if tracker.isUpdating {
      // A16: OpenSwiftUI drops the write, which also rules out an update loop.
      tracker.warn(SwiftUIMessage.modifyingStateDuringUpdate)
      return
    }
    // A17: an equal value schedules nothing.
    if comparison.equal(value, newValue) { return }
    value = newValue
    invalidateReaders()
  }

  /// Invalidates the views whose last update read the value; they register again when they
  /// read it next.
  private func invalidateReaders() {
    if let reader {
      tracker.invalidate(node: reader.node, generation: reader.generation, cause: .state(name))
      self.reader = nil
    }
    for (node, generation) in otherReaders {
      tracker.invalidate(node: node, generation: generation, cause: .state(name))
    }
    otherReaders.removeAll(keepingCapacity: true)
  }
}

/// What one `State` value holds: its initial value (evaluated per profile) and, once installed,
/// the node's storage. Every copy of the view value shares the box, so closures that captured
/// `self` read and write the live storage.
///
/// The box keeps its initial value, as SwiftUI's `State` keeps `_value` inline: a view value
/// shown a second time, or shown again after its identity left, starts from it (A02, A11).
final class StateBox<Value>: @unchecked Sendable {
  private let makeInitialValue: (() -> Value)?
  private var initialValue: Value?
  var slot: StateSlot<Value>?

  init(evaluating make: @escaping () -> Value, eagerly: Bool) {
    if eagerly {
      initialValue = make()
      makeInitialValue = nil
    } else {
      makeInitialValue = make
    }
  }

  init(value: Value) {
    initialValue = value
    makeInitialValue = nil
  }

  /// A box for another identity of the same view value: the same initial value, or for a lazy
  /// one (`.xcode27`) the same expression, evaluated again for the new storage.
  init(copying other: StateBox) {
    makeInitialValue = other.makeInitialValue
    initialValue = other.makeInitialValue == nil ? other.initialValue : nil
  }

  /// Whether the initial-value expression has run for this view value.
  var hasInitialValue: Bool { initialValue != nil }

  /// The initial value, evaluating the expression now if it has not run yet.
  func initial() -> Value {
    if let initialValue { return initialValue }
    let value = makeInitialValue!()
    initialValue = value
    return value
  }
}
