/// The edits a `ForEach` or `List` over a binding offers its rows (iOS 16): swiping to delete,
/// dragging to move. `FoundView.delete()` and `move(toOffset:)` perform them.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// A set from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  static var moveBit: Int { 1 << 0 }
  static var deleteBit: Int { 1 << 1 }
}

extension EditActions where Data: MutableCollection {
  /// Rows can be moved.
  public static var move: EditActions<Data> { EditActions(rawValue: moveBit) }

  /// Every edit this collection allows: moving.
  public static var all: EditActions<Data> { .move }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Rows can be deleted.
  public static var delete: EditActions<Data> { EditActions(rawValue: deleteBit) }

  /// Every edit this collection allows: deleting.
  public static var all: EditActions<Data> { .delete }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
  /// Every edit this collection allows: moving and deleting.
  public static var all: EditActions<Data> { [.move, .delete] }
}

/// The row edits a collection offers: by offsets, as `onDelete` and `onMove` hand them.
struct RowEdits {
  var delete: ((IndexSet) -> Void)?
  var move: ((IndexSet, Int) -> Void)?

  /// The edits `actions` asks for, applied to the bound collection.
  static func on<C: MutableCollection & RandomAccessCollection>(
    _ binding: Binding<C>, _ actions: EditActions<C>
  ) -> RowEdits {
    var edits = RowEdits()
    if actions.rawValue & EditActions<C>.moveBit != 0 {
      edits.move = { binding.wrappedValue.move(fromOffsets: $0, toOffset: $1) }
    }
    // `.delete` exists only for a range-replaceable collection, so this cast holds.
    if actions.rawValue & EditActions<C>.deleteBit != 0,
      binding.wrappedValue is any RangeReplaceableCollection
    {
      edits.delete = { offsets in
        guard var collection = binding.wrappedValue as? any RangeReplaceableCollection else {
          return
        }
        collection.remove(atOffsets: offsets)
        if let remaining = collection as? C { binding.wrappedValue = remaining }
      }
    }
    return edits
  }
}

/// Applies `onDelete` and `onMove`: the graph keeps the actions in the tree for the harness.
nonisolated public struct _RowEditModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let delete: ((IndexSet) -> Void)?
  let move: ((IndexSet, Int) -> Void)?
}

extension _RowEditModifier: PrimitiveModifier, _DynamicContentModifier {
  @MainActor func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

/// Applies `deleteDisabled` and `moveDisabled`.
public struct _RowEditDisabledModifier: ViewModifier, PrimitiveModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let deleteDisabled: Bool?
  let moveDisabled: Bool?

  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

/// Applies `selectionDisabled`.
public struct _SelectionDisabledModifier: ViewModifier, PrimitiveModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isDisabled: Bool

  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

nonisolated extension View {
  /// Keeps the row this view is in from being selected in a selecting `List` while
  /// `isDisabled`: a tap on it chooses nothing (a recorded issue says so).
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(_SelectionDisabledModifier(isDisabled: isDisabled))
  }

  /// Keeps the row this view is in from being deleted while `isDisabled`.
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    modifier(_RowEditDisabledModifier(deleteDisabled: isDisabled, moveDisabled: nil))
  }

  /// Keeps the row this view is in from being moved while `isDisabled`.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    modifier(_RowEditDisabledModifier(deleteDisabled: nil, moveDisabled: isDisabled))
  }
}

extension ForEach where Content: View {
  /// Rows of element bindings, identified by each element's `id`, that the user can delete or
  /// move as `editActions` allows.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID {
    self.init(data: data, identify: { $0.wrappedValue.id }, content: content)
    rowEdits = .on(data, editActions)
  }

  /// Rows of element bindings, identified by the value at `id`, that the user can delete or move
  /// as `editActions` allows.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C> {
    self.init(data: data, identify: { $0.wrappedValue[keyPath: id] }, content: content)
    rowEdits = .on(data, editActions)
  }
}

extension List where SelectionValue == Never {
  /// A list with a row per element binding, identified by the value at `id`.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<Binding<Data>, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A list with a row per element binding, identified by each element's `id`, that the user can
  /// delete or move as `editActions` allows.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// A list with a row per element binding, identified by the value at `id`, that the user can
  /// delete or move as `editActions` allows.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<Binding<Data>, ID, RowContent> {
    self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
  }
}
