/// Views whose content comes from a collection, so `onDelete` can be attached.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Deletes rows by offset when the user swipes (ViewProbe keeps the action; it is not driven).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    ModifiedContent(content: self, modifier: _InertModifier(name: "onDelete"))
  }

  /// Moves rows by offset when the user drags (ViewProbe keeps the shape; it is not driven).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    ModifiedContent(content: self, modifier: _InertModifier(name: "onMove"))
  }
}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier == _InertModifier {}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's `onDelete` hands them.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before `destination`, as SwiftUI's `onMove` hands them.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let target = index(startIndex, offsetBy: destination - before)
    insert(contentsOf: moving, at: target)
  }
}
