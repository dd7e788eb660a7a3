/// A table: rows of `Identifiable` values, one cell per column. ViewProbe shows it as a header of
/// column titles over a `List` of rows — each row an `HStack` of its cells, identified by the
/// value's id — so cells keep their state by row identity, a tap on a row selects it (as in a
/// selecting `List`: a single selection at any time, a set while editing), and a tap on a
/// sortable column's title puts its comparator first in `sortOrder` (again: flips its order).
nonisolated public struct Table<Value: Identifiable>: View {
  let rows: [Value]
  let columns: TableColumns<Value>
  let selection: TableSelection<Value.ID>
  /// Sorts by the column at an index (nil when the table has no `sortOrder`).
  let sortBy: ((Int) -> Void)?
  /// Which columns are hidden, when the table has a `columnCustomization`.
  var customization: Binding<TableColumnCustomization<Value>>?

  init(
    rows: [Value], columns: TableColumns<Value>, selection: TableSelection<Value.ID>,
    sortBy: ((Int) -> Void)?
  ) {
    self.rows = rows
    self.columns = columns
    self.selection = selection
    self.sortBy = sortBy
  }

  /// The indices of the columns shown: those neither the customization nor their default
  /// visibility hides.
  @MainActor
  private var shownColumns: [Int] {
    let customized = customization?.wrappedValue
    return columns.all.indices.filter { index in
      let column = columns.all[index]
      let chosen = column.customizationID.map { customized?[visibility: $0] ?? .automatic }
      return (chosen == nil || chosen == .automatic ? column.defaultVisibility : chosen) != .hidden
    }
  }

  /// The column titles (buttons where the table sorts by them), then the rows.
  @MainActor
  public var body: some View {
    let shown = shownColumns
    VStack {
      TableHeaderRow(titles: shown.map { columns.all[$0].title }) { position in
        let index = shown[position]
        guard let sortBy, columns.all[index].comparator != nil else { return nil }
        return { sortBy(index) }
      }
      switch selection {
      case .none:
        List { rowViews }
      case .one(let binding):
        List(selection: binding) { rowViews }
      case .several(let binding):
        List(selection: binding) { rowViews }
      }
    }
  }

  @MainActor
  private var rowViews: some View {
    let shown = shownColumns
    return ForEach(rows) { row in
      TableRowCells(row: row, columns: columns.all, shown: shown)
    }
  }
}

/// A table's column titles: a button for each column a tap sorts by, a text for the others.
struct TableHeaderRow: View, PrimitiveView, PlainExpansion {
  let titles: [String]
  let sorting: (Int) -> (() -> Void)?

  var body: Never { primitiveBody("TableHeader") }

  func makeChildren(into children: inout ChildList) {
    for (index, title) in titles.enumerated() {
      if let sort = sorting(index) {
        children.append(Button(title) { sort() }, key: .index(index))
      } else {
        children.append(Text(verbatim: title), key: .index(index))
      }
    }
  }
}

/// One row of a table: its cells, one per column, in order. Its expansion runs the columns'
/// content closures, so it is not a plain expansion: what they read is tracked.
struct TableRowCells<RowValue>: View, PrimitiveView {
  let row: RowValue
  let columns: [_TableColumnEntry<RowValue>]
  /// The indices of the columns shown; a cell keeps its column's index as its identity, so
  /// hiding a column leaves the other cells' state where it is.
  let shown: [Int]

  var body: Never { primitiveBody("TableRow") }

  func makeChildren(into children: inout ChildList) {
    for index in shown {
      children.append(columns[index].cell(row), key: .index(index))
    }
  }
}

/// What a table's rows select.
enum TableSelection<ID: Hashable> {
  case none
  case one(Binding<ID?>)
  case several(Binding<Set<ID>>)
}

extension Table {
  /// A table of `data`'s rows.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> TableColumns<Value>
  ) where Data.Element == Value {
    self.init(rows: Array(data), columns: columns(), selection: .none, sortBy: nil)
  }

  /// A table whose rows a tap selects, one at a time.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> TableColumns<Value>
  ) where Data.Element == Value {
    self.init(rows: Array(data), columns: columns(), selection: .one(selection), sortBy: nil)
  }

  /// A table whose rows taps select, several at a time (while editing).
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> TableColumns<Value>
  ) where Data.Element == Value {
    self.init(rows: Array(data), columns: columns(), selection: .several(selection), sortBy: nil)
  }

  /// A table sorted by `sortOrder`, which a tap on a sortable column's title changes (the table
  /// shows `data` as given: sort it where `sortOrder` changes, as apps do).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> TableColumns<Value>
  ) where Data.Element == Value, Sort.Compared == Value {
    let built = columns()
    self.init(
      rows: Array(data), columns: built, selection: .none,
      sortBy: TableColumns.sorter(built, sortOrder))
  }

  /// A sorted table whose rows a tap selects, one at a time.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> TableColumns<Value>
  ) where Data.Element == Value, Sort.Compared == Value {
    let built = columns()
    self.init(
      rows: Array(data), columns: built, selection: .one(selection),
      sortBy: TableColumns.sorter(built, sortOrder))
  }

  /// A sorted table whose rows taps select, several at a time (while editing).
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> TableColumns<Value>
  ) where Data.Element == Value, Sort.Compared == Value {
    let built = columns()
    self.init(
      rows: Array(data), columns: built, selection: .several(selection),
      sortBy: TableColumns.sorter(built, sortOrder))
  }
}

/// A table's columns, in order, as a `TableColumnBuilder` collects them.
public struct TableColumns<RowValue> {
  let all: [_TableColumnEntry<RowValue>]

  /// What a tap on the title of the column at an index does to `sortOrder`: its comparator
  /// goes first, or flips its order when it already is first.
  static func sorter<Sort: SortComparator>(_ columns: Self, _ sortOrder: Binding<[Sort]>)
    -> (Int) -> Void
  {
    { index in
      guard let prototype = columns.all[index].comparator?() as? Sort else { return }
      var order = sortOrder.wrappedValue
      if var first = order.first {
        let flipped: SortOrder = first.order == .forward ? .reverse : .forward
        first.order = prototype.order
        if first == prototype {
          order[0].order = flipped
          sortOrder.wrappedValue = order
          return
        }
      }
      order.removeAll { existing in
        var normalized = existing
        normalized.order = prototype.order
        return normalized == prototype
      }
      sortOrder.wrappedValue = [prototype] + order
    }
  }
}

/// One column, type-erased: its title, the cell it shows for a row, and, when sortable, the
/// comparator its title puts in the table's sort order. Made by `TableColumn`; apps never name it.
public struct _TableColumnEntry<RowValue> {
  let title: String
  let cell: (RowValue) -> any View
  let comparator: (() -> Any)?
  /// The id a `TableColumnCustomization` knows the column by (`customizationID(_:)`).
  var customizationID: String?
  /// Whether the column shows when no customization says otherwise (`defaultVisibility(_:)`).
  var defaultVisibility = Visibility.automatic
}

/// Content a `TableColumnBuilder` accepts: a column, or columns.
public protocol TableColumnContent {
  /// The type of the table's rows.
  associatedtype TableRowValue
  /// The columns this content adds.
  var tableColumns: [_TableColumnEntry<TableRowValue>] { get }
}

/// Collects a table's columns.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
  /// One column (or group of columns).
  public static func buildExpression<C: TableColumnContent>(_ content: C)
    -> [_TableColumnEntry<RowValue>] where C.TableRowValue == RowValue
  {
    content.tableColumns
  }

  /// The columns in order.
  public static func buildBlock(_ parts: [_TableColumnEntry<RowValue>]...)
    -> [_TableColumnEntry<RowValue>]
  {
    parts.flatMap { $0 }
  }

  /// Columns shown only when a condition holds.
  public static func buildOptional(_ part: [_TableColumnEntry<RowValue>]?)
    -> [_TableColumnEntry<RowValue>]
  {
    part ?? []
  }

  /// The first branch of an `if`.
  public static func buildEither(first part: [_TableColumnEntry<RowValue>])
    -> [_TableColumnEntry<RowValue>]
  {
    part
  }

  /// The second branch of an `if`.
  public static func buildEither(second part: [_TableColumnEntry<RowValue>])
    -> [_TableColumnEntry<RowValue>]
  {
    part
  }

  /// The table's columns.
  public static func buildFinalResult(_ parts: [_TableColumnEntry<RowValue>])
    -> TableColumns<RowValue>
  {
    TableColumns(all: parts)
  }
}

/// A column of a `Table`: a title, and the view it shows for each row.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>:
  TableColumnContent
{
  let title: String
  let content: (RowValue) -> Content
  let comparator: (() -> Any)?
  var customizationID: String?
  var defaultVisibility = Visibility.automatic

  /// The column as the table reads it.
  public var tableColumns: [_TableColumnEntry<RowValue>] {
    [
      _TableColumnEntry(
        title: title, cell: content, comparator: comparator, customizationID: customizationID,
        defaultVisibility: defaultVisibility)
    ]
  }

  /// Names the column for a table's `columnCustomization`, which can then hide it.
  public func customizationID(_ id: String) -> Self {
    var column = self
    column.customizationID = id
    return column
  }

  /// Whether the column shows when the table's customization does not say (`.hidden`: not
  /// until the customization shows it).
  public func defaultVisibility(_ visibility: Visibility) -> Self {
    var column = self
    column.defaultVisibility = visibility
    return column
  }

  /// Which customizations the user may not make (not simulated: nobody drags columns here).
  public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> Self {
    self
  }

  /// Sets the column's width (not laid out).
  public func width(_ width: CGFloat? = nil) -> Self { self }

  /// Sets the column's width range (not laid out).
  public func width(
    min minWidth: CGFloat? = nil, ideal: CGFloat? = nil, max maxWidth: CGFloat? = nil
  ) -> Self { self }

  /// Sets how the column's cells are aligned (not laid out).
  public func alignment(_ alignment: TableColumnAlignment) -> Self { self }
}

/// How a column's cells are aligned.
public struct TableColumnAlignment: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = TableColumnAlignment(name: "automatic")
  /// At the leading edge.
  public static let leading = TableColumnAlignment(name: "leading")
  /// Centred.
  public static let center = TableColumnAlignment(name: "center")
  /// At the trailing edge.
  public static let trailing = TableColumnAlignment(name: "trailing")
  /// Numbers: trailing.
  public static let numeric = TableColumnAlignment(name: "numeric")
}

extension TableColumn where Label == Text {
  /// An unsortable column titled by `titleKey` that shows `content` for each row.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == Never {
    self.init(title: titleKey.displayed, content: content, comparator: nil)
  }

  /// An unsortable column titled `title` that shows `content` for each row.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == Never {
    self.init(title: String(title), content: content, comparator: nil)
  }

  /// A column sortable by `value`, titled by `titleKey`, that shows `content` for each row.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == KeyPathComparator<RowValue> {
    self.init(
      title: titleKey.displayed, content: content,
      comparator: { KeyPathComparator(sendable(value)) })
  }

  /// A column sortable by `value`, titled `title`, that shows `content` for each row.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == KeyPathComparator<RowValue> {
    self.init(
      title: String(title), content: content, comparator: { KeyPathComparator(sendable(value)) })
  }

  /// A column sortable by the prototype `comparator`, titled by `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: titleKey.displayed, content: content, comparator: { comparator })
  }
}

extension TableColumn where Label == Text, Content == Text {
  /// A column sortable by the string at `value`, shown as it is, titled by `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) where Sort == KeyPathComparator<RowValue> {
    self.init(
      title: titleKey.displayed, content: { Text(verbatim: $0[keyPath: value]) },
      comparator: { KeyPathComparator(sendable(value), comparator: comparator) })
  }

  /// A column sortable by the string at `value`, shown as it is, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) where Sort == KeyPathComparator<RowValue> {
    self.init(
      title: String(title), content: { Text(verbatim: $0[keyPath: value]) },
      comparator: { KeyPathComparator(sendable(value), comparator: comparator) })
  }
}

nonisolated extension View {
  /// How a table is drawn (not simulated).
  public func tableStyle<S: TableStyle>(_ style: S) -> some View { inert("tableStyle") }

  /// Whether a table shows its column titles (not simulated: they are in the tree).
  public func tableColumnHeaders(_ visibility: Visibility) -> some View {
    inert("tableColumnHeaders")
  }
}

/// How a table is drawn.
public protocol TableStyle: Sendable {}

/// The platform's table style.
public struct AutomaticTableStyle: TableStyle {
  /// The automatic style.
  public init() {}
}

/// Rows inset from the edges.
public struct InsetTableStyle: TableStyle {
  /// The inset style.
  public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's table style.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// Rows inset from the edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

/// A key path as Foundation's comparators take it. Key paths made from literals are immutable
/// values; SwiftUI's column initializers take them without the `Sendable` marker.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>)
  -> any KeyPath<Root, Value> & Sendable
{
  unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}
