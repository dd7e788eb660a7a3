/// Views computed from a collection; each row's identity is its element's id (A12).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// Builds the view of one element.
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> ID
  /// `ForEach(0..<n)`: SwiftUI reads only the initial range (A13).
  let isConstantRange: Bool
  /// The edits `editActions:` offers its rows, on the bound collection.
  var rowEdits = RowEdits()

  init(
    data: Data, identify: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content, isConstantRange: Bool = false
  ) {
    self.data = data
    self.identify = identify
    self.content = content
    self.isConstantRange = isConstantRange
  }
}

extension ForEach {
  /// Rows of content that is not a view (a chart's marks), identified by `identify`: for the
  /// modules that give `ForEach` such content (ViewProbe's `Charts`); app code never calls it.
  public init(
    _rowsOf data: Data, identify: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, identify: identify, content: content)
  }

  /// How rows are identified: for the modules that show such rows as views (ViewProbe's
  /// `MapKit`); app code never calls it.
  public var _identify: (Data.Element) -> ID { identify }
}

extension ForEach: View where Content: View {
  /// A primitive view: the graph reads one child per element.
  public var body: Never { primitiveBody("ForEach") }

  /// Rows identified by the value at `id` of each element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    // `\.self`, the most common id, is applied as the identity it is: a key path application per
    // row was a twentieth of a list update.
    if (id as AnyKeyPath) == (\Data.Element.self as AnyKeyPath) {
      self.init(data: data, identify: { unsafeBitCast($0, to: ID.self) }, content: content)
    } else {
      self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, identify: { $0.id }, content: content)
  }
}

extension ForEach where Content: View {
  /// Rows of element bindings, identified by the value at `id` of each element:
  /// `ForEach($tags, id: \.self) { $tag in TextField("Tag", text: $tag) }` (B05).
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C> {
    self.init(data: data, identify: { $0.wrappedValue[keyPath: id] }, content: content)
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  /// Rows for a constant range, identified by offset. SwiftUI reads only the initial range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, identify: { $0 }, content: content, isConstantRange: true)
  }
}

extension ForEach: PrimitiveView where Content: View {
  func makeChildren(into children: inout ChildList) {
    // `ForEach(subviews:)`, `ForEach(sections:)`: a custom container (see `SubviewResolution`).
    if let container = data as? any SubviewContainerData {
      return container.makeContainerChildren(content: content, into: &children)
    }
    let node = children.node
    let graph = node.graph
    let record = ForEachRecord<Data, ID>.of(node, data: isConstantRange ? data : nil)
    let data = renderedData(record, children)
    // The ids are the ForEach's own update; each row's content is tracked on its own, below.
    let ids: [ID] = graph.trackExpansion(of: node) { self.ids(of: data) }
    // The ids usually come back as they were: comparing them as `ID`s, in order, is cheap, and
    // then the keys (and their duplicates) are the last update's. Hashing every id into a
    // dictionary to find duplicates, and comparing keys as `AnyHashable`, were most of a parent
    // update's cost at 10,000 rows.
    if let keys = record.keys, ids == record.ids {
      children.keysRepeatChildren = keys.count == children.node.children.count
      record.unstableIDUpdates = 0
    } else {
      if record.keys != nil { noteNewIDs(record, data: data, in: &children) }
      record.keys = Self.keys(for: ids, duplicates: &record.duplicates)
      record.ids = ids
    }
    record.lastData = data
    for id in record.duplicates {
      children.warn(SwiftUIMessage.duplicateID(forEach: Self.self, id: id))
    }
    let keys = record.keys ?? []
    let rows = record.rows
    // Every row is built again: what the previous builds read is stale.
    rows.unheld?.sentinel.cancel()
    rows.unheld = nil
    rows.keys = keys
    rows.keepOnly(keys)
    children.reserve(keys.count)
    var index = 0
    let appendRow = { (element: Data.Element, children: inout ChildList) in
      let key = keys[index]
      children.append(graph.trackRow(key, of: node, rows: rows) { content(element) }, key: key)
      index += 1
    }
    // Rows of element bindings read the collection the ForEach reads: built in one scope.
    if data is any ElementBindings {
      graph.trackRowsTogether(of: node, rows: rows) {
        Self.forEachElement(of: data) { element in
          children.append(content(element), key: keys[index])
          index += 1
        }
      }
      rows.rebuild = nil
      return
    }
    // Tracking each row on its own costs a tracking scope per row, which rows built from plain
    // values do not need: the first row tells whether the content reads observable properties;
    // if it does not, the others are built in one scope. (Should one of them read, that scope
    // invalidates the whole ForEach, whose next expansion tracks every row on its own.)
    if !rows.readsObservation, let first = data.first {
      appendRow(first, &children)
    }
    if rows.readsObservation {
      Self.forEachElement(of: data, from: index) { appendRow($0, &children) }
    } else {
      graph.trackRows(of: node, rows: rows) {
        Self.forEachElement(of: data, from: index) { element in
          children.append(content(element), key: keys[index])
          index += 1
        }
      }
    }
    rows.rebuild = rowBuilder(data: data, node: node)
  }

  /// The ids of `data`'s elements, in order.
  private func ids(of data: Data) -> [ID] {
    var ids: [ID] = []
    ids.reserveCapacity(data.count)
    Self.forEachElement(of: data) { ids.append(identify($0)) }
    return ids
  }

  /// Builds one row of `data` again, by key and position, tracked for that row.
  @MainActor private func rowBuilder(data: Data, node: ViewNode)
    -> @MainActor (ChildKey, Int, RowObservations) -> any View
  {
    let content = self.content
    return { [unowned node] key, index, rows in
      let element = data[data.index(data.startIndex, offsetBy: index)]
      return node.graph.trackRow(key, of: node, rows: rows) { content(element) }
    }
  }

  /// Calls `body` with each element of `data`, in order. This code is not specialized for the
  /// data's type, and walking a collection generically looks up type metadata at every step
  /// (through `for … in`, a fifth of a list update; by index, an eighth): a range of `Int`s and
  /// an array, the usual data, are walked as what they are.
  private static func forEachElement(
    of data: Data, from start: Int = 0, _ body: (Data.Element) -> Void
  ) {
    if let range = data as? Range<Int> {
      // `Data.Element` is `Int` here.
      for value in range.dropFirst(start) { body(unsafeBitCast(value, to: Data.Element.self)) }
    } else if let bindings = data as? any ElementBindings {
      // One read of the bound collection for all rows, not one per row's binding.
      bindings.forEachElementBinding(as: Data.Element.self, from: start, body)
    } else if let array = data as? [Data.Element] {
      array.withUnsafeBufferPointer { buffer in
        var offset = start
        while offset < buffer.count {
          body(buffer[offset])
          offset += 1
        }
      }
    } else {
      var position =
        data.index(data.startIndex, offsetBy: start, limitedBy: data.endIndex)
        ?? data.endIndex
      while position != data.endIndex {
        body(data[position])
        data.formIndex(after: &position)
      }
    }
  }

  /// One key per id: the element's id, or for a repeated id its occurrence.
  private static func keys(for ids: [ID], duplicates: inout [ID]) -> [ChildKey] {
    var seen = Set<ID>(minimumCapacity: ids.count)
    var repeats: [ID: Int] = [:]
    duplicates = []
    return ids.map { id in
      if seen.insert(id).inserted { return .element(AnyHashable(id)) }
      let occurrence = repeats[id, default: 0] + 1
      repeats[id] = occurrence
      if occurrence == 1 { duplicates.append(id) }
      return .duplicateElement(AnyHashable(id), occurrence: occurrence)
    }
  }
}

@MainActor
extension ForEach where Content: View {
  /// The data to render: the current data, or for a constant range the initial one (A13).
  ///
  /// A range that no longer holds all of the initial one (it shrank) is the exception. SwiftUI still builds the initial range's rows, so it
  /// calls the content with indices the new range no longer has, and the usual content
  /// (`Text(items[i])`) stops the app with "Index out of range"; here that would end the whole
  /// test run. So those rows are left out, and the test gets an issue that says why (Guide §7).
  private func renderedData(_ record: ForEachRecord<Data, ID>, _ children: ChildList) -> Data {
    guard let initialData = record.initialData else { return data }
    guard initialData.count != data.count else { return initialData }
    children.warn(
      SwiftUIMessage.constantRangeChanged(
        forEach: Self.self, count: data.count, initial: initialData.count))
    guard let initial = initialData as? Range<Int>, let current = data as? Range<Int>,
      initial.clamped(to: current) != initial, let kept = initial.clamped(to: current) as? Data
    else { return initialData }
    if !record.reportedShrink {
      record.reportedShrink = true
      ProbeContext.reportTrap(
        "ForEach(\(initial)) was given \(current): a ForEach over a constant range keeps its "
          + "initial data (A13), so SwiftUI builds its rows for \(initial) again and calls "
          + "the content with indices outside \(current); content that reads a collection "
          + "with them (items[i]) stops the app with “Fatal error: Index out of range”. "
          + "ViewProbe builds only the rows for \(kept) and does not call the content with "
          + "the others. Identify the rows instead, as SwiftUI's warning says: "
          + "ForEach(items) with Identifiable elements, or ForEach(0..<n, id: \\.self).")
    }
    return kept
  }
}

/// What a `ForEach` keeps for its identity: for a constant range, the data it was first given
/// (it shows only that, A13), and the ids and keys of its latest update.
final class ForEachRecord<Data, ID>: RowSource, DisappearObserver {
  let initialData: Data?
  /// The data of the last update, and how many updates in a row gave equal data other ids.
  var lastData: Data?
  var unstableIDUpdates = 0
  /// What each row's content read, and how to build a row again.
  let rows = RowObservations()
  var ids: [ID] = []
  var keys: [ChildKey]?
  /// The ids that occur more than once, warned about at every update.
  var duplicates: [ID] = []
  /// Whether a constant range that shrank was reported (once: SwiftUI would stop there).
  var reportedShrink = false

  init(initialData: Data?) { self.initialData = initialData }

  /// The rows' registrations end with the `ForEach`.
  func disappear() { rows.cancelAll() }

  /// The record of `node`, made with `data` on its first update.
  @MainActor
  static func of(_ node: ViewNode, data: Data?) -> ForEachRecord {
    if let record = node.primitiveState as? ForEachRecord { return record }
    let record = ForEachRecord(initialData: data)
    node.primitiveState = record
    return record
  }
}

extension ForEach where Content: View {
  /// Called when the ids differ from the last update's: when the data is equal to the last
  /// update's all the same, an id is made each time it is read (`var id: UUID { UUID() }`). Once
  /// is not enough to tell (an object given its server id keeps its place in an equal array);
  /// two updates in a row are.
  @MainActor
  fileprivate func noteNewIDs(
    _ record: ForEachRecord<Data, ID>, data: Data, in children: inout ChildList
  ) {
    guard !(data is any ElementBindings), let last = record.lastData,
      ValueComparison.inputs(for: Data.self).equal(last, data)
    else {
      record.unstableIDUpdates = 0
      return
    }
    record.unstableIDUpdates += 1
    guard record.unstableIDUpdates >= 2 else { return }
    children.warn(
      "\(_typeName(Self.self, qualified: false)): the same data gave its elements new IDs at "
        + "update after update — an ID made each time it is read "
        + "(`var id: UUID { UUID() }`, an `id:` key path to a computed property) — so every row "
        + "is made anew at every update: its @State, .task and onAppear start over, on a device "
        + "too, where SwiftUI says nothing. Give each element an ID it keeps: stored and made "
        + "once (`let id = UUID()`, set when the element is created), or taken from the data.")
  }
}

extension ForEach: StructuralView {}
extension ForEach: SelfTrackingExpansion {}

/// A scrolling list of rows.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  /// What a tap on a row chooses, when the list selects (see `ListSelectionContext`).
  var selection: ListSelectionContext?

  /// A primitive view: the graph reads its rows.
  @MainActor
  public var body: Never { primitiveBody("List") }
}

extension List where SelectionValue == Never {
  /// A list of the views built by `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A list with one row per element, identified by the value at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with one row per element, identified by each element's `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A list with one row per index of a constant range: like `ForEach(0..<n)`, it reads only
  /// the initial range (A13). Each row is wrapped in an `HStack`, as SwiftUI wraps it.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    content = ForEach(data) { index in HStack { rowContent(index) } }
  }
}

extension List: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    children.node.graph.hasListContainers = true
    guard let selection else { return children.append(content, key: .content) }
    var environment = children.environment
    environment.listSelection = selection
    children.append(content, key: .content, environment: environment)
  }
}
