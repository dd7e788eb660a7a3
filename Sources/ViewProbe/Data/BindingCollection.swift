/// A binding to a mutable collection is a collection of bindings to its elements, so
/// `ForEach($items) { $item in … }` edits elements in place (B05).
///
/// Each element binding addresses its element by position: used after the element was removed,
/// it reads out of bounds, where SwiftUI's traps; ViewProbe's records an issue (see
/// `ElementLocation`).
/// A binding to a mutable collection, seen as its element bindings (a `ForEach`'s data).
protocol ElementBindings {
  /// Calls `body` with the binding of each element from offset `start`, all made from one read
  /// of the collection (each keeps its element, as `ElementLocation` does). `Element` must be the
  /// element bindings' type.
  func forEachElementBinding<Element>(
    as type: Element.Type, from start: Int, _ body: (Element) -> Void)
}

extension Binding: ElementBindings where Value: MutableCollection {
  func forEachElementBinding<Element>(
    as type: Element.Type, from start: Int, _ body: (Element) -> Void
  ) {
    precondition(Element.self == Binding<Value.Element>.self, "element bindings of another type")
    let collection = location.watchedGet()
    var position =
      collection.index(collection.startIndex, offsetBy: start, limitedBy: collection.endIndex)
      ?? collection.endIndex
    while position != collection.endIndex {
      let element = ElementLocation(
        base: location, position: position, element: collection[position])
      body(unsafeBitCast(Binding<Value.Element>(location: element), to: Element.self))
      collection.formIndex(after: &position)
    }
  }
}

extension Binding: Sequence where Value: MutableCollection {
  /// A binding to one element.
  public typealias Element = Binding<Value.Element>
  /// Iterates over element bindings.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// Slices are collections of element bindings too.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The collection's index type.
  public typealias Index = Value.Index
  /// The collection's indices.
  public typealias Indices = Value.Indices

  /// The first position.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The position past the end.
  public var endIndex: Index { wrappedValue.endIndex }
  /// Every valid position.
  public var indices: Indices { wrappedValue.indices }

  /// The position after `index`.
  public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

  /// A binding to the element at `position`.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(location: ElementLocation(base: location, position: position))
  }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection & BidirectionalCollection {
  /// The position before `index`.
  public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}

/// One element of a bound collection, addressed by position (B05).
///
/// Read or written after its element is gone (a row's `onDisappear` reading `$items[i]` once the
/// row was deleted), SwiftUI's binding traps ("Index out of range") and the app stops. Here that
/// would end the whole test run, so the binding records the mistake as an issue instead, once, and
/// reads the value it last had (a write is dropped) — the element it was made for, if nothing read
/// it since. Made for a position the collection did not hold then (`$items[5]` of three items), it
/// has no value to give, and traps as SwiftUI's does.
final class ElementLocation<Base: MutableCollection>: BindingLocation<Base.Element>,
  @unchecked Sendable
{
  let base: BindingLocation<Base>
  let position: Base.Index
  /// The element as last read or written through this binding.
  private var lastValue: Base.Element?
  private var reportedGone = false

  /// Keeps the element the position holds now, so that a binding a closure kept without reading
  /// it (a row's button that hands `$item` to a sheet) has a value to give once the row is gone.
  init(base: BindingLocation<Base>, position: Base.Index) {
    self.base = base
    self.position = position
    super.init()
    guard !base.isBeingChanged else { return }
    let collection = base.watchedGet()
    if holds(collection) { lastValue = collection[position] }
  }

  /// The binding of `element`, at `position` of a collection just read.
  init(base: BindingLocation<Base>, position: Base.Index, element: Base.Element) {
    self.base = base
    self.position = position
    lastValue = element
  }

  override func get() -> Base.Element {
    if base.isBeingChanged {
      guard let lastValue else { fatalError(busyMessage(reading: true, fallback: false)) }
      report(busyMessage(reading: true))
      return lastValue
    }
    let collection = base.watchedGet()
    guard holds(collection) else {
      guard let lastValue else {
        fatalError(goneMessage(from: collection, reading: true, fallback: false))
      }
      report(goneMessage(from: collection, reading: true))
      return lastValue
    }
    let value = collection[position]
    lastValue = value
    return value
  }

  override func set(_ value: Base.Element) {
    if base.isBeingChanged { return report(busyMessage(reading: false)) }
    var collection = base.watchedGet()
    guard holds(collection) else {
      report(goneMessage(from: collection, reading: false))
      return
    }
    collection[position] = value
    lastValue = value
    base.set(collection)
  }

  override func isSame(as other: BindingLocation<Base.Element>) -> Bool {
    guard let other = other as? ElementLocation<Base>,
      other.position == position && other.base.isSame(as: base)
    else { return false }
    // A row's binding made by a later update is the same as its earlier one, which a child kept
    // (E03) and read: the later one, captured by the row's actions, learns the value it last had.
    if lastValue == nil { lastValue = other.lastValue }
    if other.lastValue == nil { other.lastValue = lastValue }
    return true
  }

  private func holds(_ collection: Base) -> Bool {
    collection.startIndex <= position && position < collection.endIndex
  }

  /// SwiftUI's trap for a binding used after its element was removed, and what ViewProbe did.
  private func goneMessage(from collection: Base, reading: Bool, fallback: Bool = true) -> String {
    message(
      reading: reading, fallback: fallback,
      happened: "after that element was removed (it now has \(elementCount(collection.count)))",
      trap: "Fatal error: Index out of range",
      advice: "A closure that outlives its row (onDisappear, a Task, a sheet's action) should not "
        + "read the row's element through a position: pass the element's id or value instead.")
  }

  /// Swift's trap for a binding used while its collection is changed in place, and what
  /// ViewProbe did.
  private func busyMessage(reading: Bool, fallback: Bool = true) -> String {
    let type = _typeName(Base.self, qualified: false)
    return message(
      reading: reading, fallback: fallback,
      happened: "while that \(type) was being changed in place (by a closure given to the "
        + "change, such as removeAll(where:) or sort(by:))",
      trap: "Simultaneous accesses to …, but modification requires exclusive access",
      advice: "Read what the closure needs before the change — let id = item.id, then "
        + "items.removeAll { $0.id == id }.")
  }

  /// `fallback` is false where ViewProbe has no value to give and stops as SwiftUI does.
  private func message(
    reading: Bool, fallback: Bool, happened: String, trap: String, advice: String
  ) -> String {
    let type = _typeName(Base.self, qualified: false)
    let use = reading ? "read" : "written"
    let instead =
      !fallback
      ? "stops too: the binding never held an element, so it has no value to give"
      : reading ? "returned the value the binding last had" : "dropped the write"
    return "A binding to the element at position \(position) of a \(type) was \(use) "
      + "\(happened): SwiftUI stops the app here with “\(trap)”. ViewProbe \(instead). \(advice)"
  }

  private func elementCount(_ count: Int) -> String {
    count == 1 ? "1 element" : "\(count) elements"
  }

  /// Records `message` as an issue, the first time only.
  private func report(_ message: String) {
    guard !reportedGone else { return }
    reportedGone = true
    ProbeContext.reportTrap(message)
  }
}
