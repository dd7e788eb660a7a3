import Testing

/// A `ForEach` whose rows can be edited: the edits its own `editActions:` offers.
@MainActor
protocol EditableRows {
  var rowEdits: RowEdits { get }
}

extension ForEach: EditableRows where Content: View {}

extension FoundView {
  /// Deletes the row this view is in, as swiping it away in a list does: the `ForEach`'s
  /// `editActions` remove its element, or its `onDelete` action runs with the row's offset.
  ///
  /// Records an issue, and changes nothing, where SwiftUI offers no deletion: the view is in no
  /// `ForEach` row inside a `List` or `Form`, the `ForEach` has neither `onDelete` nor
  /// `editActions` with `.delete`, or the row is `deleteDisabled(true)`.
  public func delete(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let row = editable(.delete, "delete()", at: sourceLocation),
      let delete = row.edits.delete
    else { return }
    // Apple: "When you add swipe actions, SwiftUI no longer synthesizes the Delete actions that
    // otherwise appear when using the onDelete(perform:) method". Edit mode's delete control
    // stays (a choice, Guide §7).
    if let swiped = row.swipeActionsNode,
      row.root.environment.editMode?.wrappedValue.isEditing != true
    {
      core.reportMisuse(
        "delete() on \(description) found swipe actions on its row (\(swiped.firstNamedNode.path)"
          + "): SwiftUI then no longer adds the Delete action that onDelete offers, so no swipe "
          + "deletes the row. Tap the row's own delete action among its swipe actions (add a "
          + "Button(role: .destructive) there if it has none), or delete in edit mode",
        at: sourceLocation)
      return
    }
    core.perform(at: sourceLocation, from: node) { delete(IndexSet(integer: row.offset)) }
  }

  /// Moves the row this view is in to `destination`, as dragging it in a list does: the
  /// `ForEach`'s `editActions` move its element, or its `onMove` action runs with the row's
  /// offset and `destination` (an offset in the rows as they are, the row going before the one
  /// there; the row count puts it last).
  ///
  /// Records an issue, and changes nothing, where SwiftUI offers no moving (as for `delete()`,
  /// with `onMove`, `.move` and `moveDisabled`) or `destination` is not an offset of the rows.
  public func move(toOffset destination: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let action = "move(toOffset:)"
    guard let row = editable(.move, action, at: sourceLocation), let move = row.edits.move
    else { return }
    guard (0...row.count).contains(destination) else {
      core.reportMisuse(
        "move(toOffset: \(destination)) on \(description): the ForEach has \(row.count) rows, so "
          + "a destination is from 0 to \(row.count)", at: sourceLocation)
      return
    }
    core.perform(at: sourceLocation, from: node) {
      move(IndexSet(integer: row.offset), destination)
    }
  }

  /// The row this view is in, when SwiftUI offers `kind` for it; otherwise `nil`, after
  /// recording why not.
  private func editable(_ kind: RowEditKind, _ action: String, at sourceLocation: SourceLocation)
    -> EditableRow?
  {
    guard let row = editableRow(kind, action, at: sourceLocation) else { return nil }
    if row.isDisabled(kind.disabledFlag) {
      core.reportMisuse(
        "\(action) on \(description) found its row marked \(kind.disablingModifier)(true); SwiftUI "
          + "offers no \(kind.noun) for it", at: sourceLocation)
      return nil
    }
    guard kind.isOffered(by: row.edits) else {
      core.reportMisuse(
        "\(action) on \(description) found no \(kind.modifier) or editActions with .\(kind) on the "
          + "ForEach its row belongs to; SwiftUI offers no \(kind.noun) for such rows",
        at: sourceLocation)
      return nil
    }
    return row
  }

  /// The `ForEach` row this view is in, with the edits offered for it, or `nil` after recording
  /// why there is none. A row of a `reorderable()` collection inside an enabled
  /// `reorderContainer` is moved by dragging in any container (OS 27); other edits need a list.
  private func editableRow(_ kind: RowEditKind, _ action: String, at sourceLocation: SourceLocation)
    -> EditableRow?
  {
    guard core.liveView(node, description: description, action: action, at: sourceLocation) != nil
    else { return nil }
    var row = node
    while let parent = row.parent {
      if let forEach = parent.castableView as? any EditableRows {
        guard let offset = parent.children.firstIndex(where: { $0 === row }) else { break }
        var edits = forEach.rowEdits
        var above = parent.parent
        // `ForEach(subviews:)` builds its rows under a result node: the modifiers that edit them
        // (`.onDelete`) are on the `ForEach(subviews:)` itself, above that node.
        if let result = above, result.castableView is _SubviewResult,
          let outer = result.parent, outer.castableView is any EditableRows
        {
          above = outer.parent
        }
        var reorderable: _ReorderableModifier?
        while let wrapper = above,
          let modifier = (wrapper.castableView as? any ModifierCarrying)?
            .anyModifier as? any _DynamicContentModifier
        {
          if let editing = modifier as? _RowEditModifier {
            edits.delete = edits.delete ?? editing.delete
            edits.move = edits.move ?? editing.move
          }
          if let marked = modifier as? _ReorderableModifier { reorderable = reorderable ?? marked }
          above = wrapper.parent
        }
        if kind == .move, let reorderable, let (container, reorder) = above?.reorderContainer {
          guard reorder.isEnabled else {
            core.reportMisuse(
              "\(action) on \(description) found its reorder container, reorderContainer(for: "
                + "\(reorder.itemTypeName).self, isEnabled: false) on "
                + "\(container.firstNamedNode.path), disabled; nothing in it can be dragged",
              at: sourceLocation)
            return nil
          }
          let ids = parent.children.map(\.rowID)
          edits.move = { [core] offsets, destination in
            let sources = offsets.compactMap { ids[$0] }
            // The row the moved ones go before, skipping the moved ones; past the last: the end.
            let before = ids[destination...].lazy.compactMap { $0 }.first {
              !sources.contains($0)
            }
            if let refusal = reorder.move(sources, before, reorderable.collectionID) {
              core.reportMisuse(
                "\(action) on \(self.description): \(refusal)", at: sourceLocation)
            }
          }
        } else if !parent.hasListAbove {
          core.reportMisuse(
            "\(action) on \(description) found its ForEach outside a List or Form; SwiftUI offers "
              + "row editing only in lists"
              + (kind == .move
                ? " (and, on OS 27, dragging in a reorderContainer of reorderable() rows)" : ""),
            at: sourceLocation)
          return nil
        }
        return EditableRow(
          root: row, offset: offset, count: parent.children.count, edits: edits)
      }
      row = parent
    }
    core.reportMisuse(
      "\(action) on \(description) found no ForEach row around it; only rows of a ForEach are "
        + "deleted or moved", at: sourceLocation)
    return nil
  }
}

/// The two row edits, with the words their messages use.
private enum RowEditKind: CustomStringConvertible {
  case delete, move

  var description: String { self == .delete ? "delete" : "move" }
  var noun: String { self == .delete ? "deletion" : "moving" }
  var modifier: String { self == .delete ? "onDelete" : "onMove" }
  var disablingModifier: String { self == .delete ? "deleteDisabled" : "moveDisabled" }
  var disabledFlag: KeyPath<_RowEditDisabledModifier, Bool?> {
    self == .delete ? \.deleteDisabled : \.moveDisabled
  }

  func isOffered(by edits: RowEdits) -> Bool {
    self == .delete ? edits.delete != nil : edits.move != nil
  }
}

/// A row of a `ForEach`, as the harness edits it.
@MainActor
private struct EditableRow {
  let root: ViewNode
  let offset: Int
  let count: Int
  let edits: RowEdits

  /// The node in the row that adds swipe actions to it, if one does.
  var swipeActionsNode: ViewNode? { firstNode { $0.addsSwipeActions } }

  /// Whether a `deleteDisabled(true)` / `moveDisabled(true)` is in the row.
  func isDisabled(_ flag: KeyPath<_RowEditDisabledModifier, Bool?>) -> Bool {
    firstNode { node in
      let modifier = (node.castableView as? any ModifierCarrying)?.anyModifier
      return (modifier as? _RowEditDisabledModifier)?[keyPath: flag] == true
    } != nil
  }

  /// The first node of the row (the row's root and everything in it) that `matches`.
  private func firstNode(where matches: (ViewNode) -> Bool) -> ViewNode? {
    var stack = [root]
    while let node = stack.popLast() {
      if matches(node) { return node }
      stack.append(contentsOf: node.children)
    }
    return nil
  }
}

extension ViewNode {
  /// The nearest `reorderContainer` at or above this node, with the node that applies it.
  fileprivate var reorderContainer: (node: ViewNode, modifier: _ReorderContainerModifier)? {
    var current: ViewNode? = self
    while let node = current {
      if let container = (node.castableView as? any ModifierCarrying)?.anyModifier
        as? _ReorderContainerModifier
      {
        return (node, container)
      }
      current = node.parent
    }
    return nil
  }

  /// Whether a `List` or `Form` is above this node: the containers whose rows can be edited.
  fileprivate var hasListAbove: Bool {
    var current = parent
    while let node = current {
      if let view = node.castableView, view is any RowEditingContainer { return true }
      current = node.parent
    }
    return false
  }
}

/// The containers whose `ForEach` rows SwiftUI lets the user delete and move.
protocol RowEditingContainer {}
extension List: RowEditingContainer {}
extension Form: RowEditingContainer {}
