/// Views whose content comes from a collection, so `onDelete` can be attached.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
  /// Deletes rows by offset when the user swipes one away in a list: driven by
  /// `FoundView.delete()` on a view in the row (`nil` offers no deletion).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    ModifiedContent(content: self, modifier: _RowEditModifier(delete: action, move: nil))
  }

  /// Moves rows by offset when the user drags one in a list: driven by
  /// `FoundView.move(toOffset:)` on a view in the row (`nil` offers no moving).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    ModifiedContent(content: self, modifier: _RowEditModifier(delete: nil, move: action))
  }
}

/// Modifiers that keep a collection's content a `DynamicViewContent`.
public protocol _DynamicContentModifier: ViewModifier {}

extension _InertModifier: _DynamicContentModifier {}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: _DynamicContentModifier {}

extension RangeReplaceableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's `onDelete` hands them.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to before `destination`, as SwiftUI's `onMove` hands them.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    var order = enumerated().filter { !source.contains($0.offset) }.map(\.element)
    order.insert(contentsOf: moving, at: destination - source.count { $0 < destination })
    // The count is unchanged: the new order is written back in place.
    var position = startIndex
    for element in order {
      self[position] = element
      formIndex(after: &position)
    }
  }
}
