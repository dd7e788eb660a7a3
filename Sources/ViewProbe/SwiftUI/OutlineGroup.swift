/// A tree of rows: each element's row, and under an element with children a disclosure group
/// holding them, collapsed at first as SwiftUI's are. A tap on a parent's row (the group's label)
/// expands it; each group keeps its expansion state with its element's identity.
nonisolated public struct OutlineGroup<
  Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View
>: View {
  let content: AnyView

  /// A primitive view: the graph reads its rows.
  @MainActor
  public var body: Never { primitiveBody("OutlineGroup") }
}

/// The children of a parent row in an `OutlineGroup`: the rows of its subtree.
nonisolated public struct OutlineSubgroupChildren: View {
  let content: AnyView

  /// A primitive view: the graph reads the subtree's rows.
  @MainActor
  public var body: Never { primitiveBody("OutlineSubgroupChildren") }
}

extension OutlineGroup
where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
  /// A tree of `data`'s elements and their `children`, identified by the value at `id`.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.content = AnyView(
      ForEach(data, id: id) { element in
        Self.row(element, id: id, children: children, content: content)
      })
  }

  /// A tree of `data`'s elements and their `children`, identified by their `id`.
  public init<DataElement: Identifiable>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(data, id: \.id, children: children, content: content)
  }

  /// A tree under `root`, shown as its first row, identified by the value at `id`.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.content = Self.row(root, id: id, children: children, content: content)
  }

  /// A tree under `root`, shown as its first row, identified by `id`.
  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(root, id: \.id, children: children, content: content)
  }

  /// An element's row: its content, or, when it has children, a disclosure group labelled by
  /// its content and holding its subtree.
  private static func row(
    _ element: Data.Element, id: KeyPath<Data.Element, ID>,
    children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf
  ) -> AnyView {
    guard let subtree = element[keyPath: children] else { return AnyView(content(element)) }
    return AnyView(
      DisclosureGroup {
        OutlineSubgroupChildren(
          content: AnyView(Self(subtree, id: id, children: children, content: content)))
      } label: {
        content(element)
      })
  }
}

extension OutlineGroup: ContentContainer {}
extension OutlineSubgroupChildren: ContentContainer {}

/// What a `List` of a tree shows: an `OutlineGroup` whose rows are `RowContent` and whose
/// parents' children are in disclosure groups (the content type of SwiftUI's tree lists).
public typealias _TreeListRows<Data: RandomAccessCollection, ID: Hashable, RowContent: View> =
  OutlineGroup<
    Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
  >

extension List where SelectionValue == Never {
  /// A list of a tree: `data`'s elements, and under each its `children`, collapsed at first.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == _TreeListRows<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of a tree whose elements are identified by the value at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == _TreeListRows<Data, ID, RowContent>
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension List {
  /// A list of a tree whose rows can be selected, several at a time: `data`'s elements, and
  /// under each its `children`, collapsed at first.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == _TreeListRows<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  /// A list of a tree whose rows can be selected, one at a time.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == _TreeListRows<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  /// A list of a tree identified by the value at `id`, several rows selectable.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == _TreeListRows<Data, ID, RowContent>
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }

  /// A list of a tree identified by the value at `id`, one row selectable.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == _TreeListRows<Data, ID, RowContent>
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }
}
