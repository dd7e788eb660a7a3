/// A binding to a mutable collection is a collection of bindings to its elements, so
/// `ForEach($items) { $item in … }` edits elements in place (B05).
///
/// Each element binding addresses its element by position: used after the element was removed,
/// it reads out of bounds, as SwiftUI's does.
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
final class ElementLocation<Base: MutableCollection>: BindingLocation<Base.Element>,
  @unchecked Sendable
{
  let base: BindingLocation<Base>
  let position: Base.Index

  init(base: BindingLocation<Base>, position: Base.Index) {
    self.base = base
    self.position = position
  }

  override func get() -> Base.Element { base.get()[position] }

  override func set(_ value: Base.Element) {
    var collection = base.get()
    collection[position] = value
    base.set(collection)
  }

  override func isSame(as other: BindingLocation<Base.Element>) -> Bool {
    guard let other = other as? ElementLocation<Base> else { return false }
    return other.position == position && other.base.isSame(as: base)
  }
}
