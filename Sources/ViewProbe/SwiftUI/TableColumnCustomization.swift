/// Which of a table's columns are shown (and, on a device, in which order and how wide), as the
/// user customized them: keep it in `@SceneStorage` or `@AppStorage` and hand a binding to the
/// table. Here it hides the columns whose `customizationID` it marks `.hidden`; the order and
/// width a user drags are not simulated.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
  private var visibilities: [String: String] = [:]

  /// A customization that changes nothing: the columns as the table's builder lists them.
  public init() {}

  /// The visibility of the column named `id`; `.automatic` until set.
  public subscript(visibility id: String) -> Visibility {
    get {
      switch visibilities[id] {
      case "visible": return .visible
      case "hidden": return .hidden
      default: return .automatic
      }
    }
    set {
      switch newValue {
      case .visible: visibilities[id] = "visible"
      case .hidden: visibilities[id] = "hidden"
      case .automatic: visibilities[id] = nil
      }
    }
  }

  /// Shows every column as its default visibility says.
  public mutating func resetVisibility() { visibilities = [:] }

  /// Puts the columns back in the builder's order (they never left it here).
  public mutating func resetOrder() {}
}

/// What a user may customize about a column.
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Makes a behaviour of raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Moving the column.
  public static let reorder = TableColumnCustomizationBehavior(rawValue: 1 << 0)
  /// Resizing it.
  public static let resize = TableColumnCustomizationBehavior(rawValue: 1 << 1)
  /// Hiding it.
  public static let visibility = TableColumnCustomizationBehavior(rawValue: 1 << 2)
  /// Every customization.
  public static let all: TableColumnCustomizationBehavior = [.reorder, .resize, .visibility]
}

extension SceneStorage {
  /// A table's column customization under `key`, `wrappedValue` until written.
  public init<RowValue>(
    wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String
  ) where Value == TableColumnCustomization<RowValue> {
    self.init(customization: wrappedValue, key: key)
  }
}

extension Table {
  /// A table whose columns `columnCustomization` can hide.
  public init<Data: RandomAccessCollection>(
    _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> TableColumns<Value>
  ) where Data.Element == Value {
    self.init(data, columns: columns)
    customization = columnCustomization
  }

  /// A table whose rows a tap selects, one at a time, and whose columns `columnCustomization`
  /// can hide.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> TableColumns<Value>
  ) where Data.Element == Value {
    self.init(data, selection: selection, columns: columns)
    customization = columnCustomization
  }

  /// A table whose rows taps select, several at a time (while editing), and whose columns
  /// `columnCustomization` can hide.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> TableColumns<Value>
  ) where Data.Element == Value {
    self.init(data, selection: selection, columns: columns)
    customization = columnCustomization
  }

  /// A sorted table whose columns `columnCustomization` can hide.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> TableColumns<Value>
  ) where Data.Element == Value, Sort.Compared == Value {
    self.init(data, sortOrder: sortOrder, columns: columns)
    customization = columnCustomization
  }

  /// A sorted table whose rows a tap selects, one at a time, and whose columns
  /// `columnCustomization` can hide.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> TableColumns<Value>
  ) where Data.Element == Value, Sort.Compared == Value {
    self.init(data, selection: selection, sortOrder: sortOrder, columns: columns)
    customization = columnCustomization
  }

  /// A sorted table whose rows taps select, several at a time (while editing), and whose
  /// columns `columnCustomization` can hide.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> TableColumns<Value>
  ) where Data.Element == Value, Sort.Compared == Value {
    self.init(data, selection: selection, sortOrder: sortOrder, columns: columns)
    customization = columnCustomization
  }
}
