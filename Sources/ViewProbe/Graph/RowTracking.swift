/// The rows of a `ForEach` are tracked one by one: what a row's content reads (an observable
/// item's title, in `ForEach(items) { Text($0.title) }`) invalidates that row alone, which is built
/// again from its element without re-expanding its siblings (C05).
///
/// What the rows of one `ForEach` node read, and how to build one row again. Used on the main
/// actor only; not isolated, so that releasing it (with its harness, from any thread) can cancel
/// the rows' registrations, which would otherwise keep their handles alive in the observed objects.
final class RowObservations: @unchecked Sendable {
  /// Whether a row's content has read an observable property: from then on each row is tracked
  /// with a handle, so that its registrations are replaced, not added to, when it is built again.
  var readsObservation = false
  /// The handles of the rows tracked with one, by key.
  var handles: [ChildKey: NodeObservation] = [:]
  /// A registration made without a handle (by the first row that read, or by the rows built
  /// together: `row` is then `nil`), silenced when stale.
  var unheld: (row: ChildKey?, sentinel: RegistrationSentinel)?
  /// The registrations of rows built together in one scope that invalidates the whole `ForEach`
  /// (rows of element bindings, which read the collection the `ForEach` itself reads).
  var together: NodeObservation?
  /// Builds the row with this key, at this position, again from its element.
  var rebuild: (@MainActor (ChildKey, Int, RowObservations) -> any View)?

  /// The keys of the rows, in order, as of the latest expansion.
  var keys: [ChildKey] = [] {
    didSet { positions = nil }
  }
  /// Where each key sits among the rows, made on the first row invalidation after an expansion.
  private var positions: [ChildKey: Int]?

  /// The row with `key` among `children` (the `ForEach` node's children, in key order).
  func row(_ key: ChildKey, among children: [ViewNode]) -> ViewNode? {
    position(of: key, among: children).map { children[$0] }
  }

  /// Where the row with `key` sits among `children`, which are in the order of `keys`.
  func position(of key: ChildKey, among children: [ViewNode]) -> Int? {
    if positions == nil {
      positions = Dictionary(
        keys.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }
    guard let index = positions?[key], index < children.count, children[index].key == key else {
      return nil
    }
    return index
  }

  /// Cancels the registrations of the rows not in `keys` (they left the tree).
  func keepOnly(_ keys: [ChildKey]) {
    guard !handles.isEmpty else { return }
    let kept = Set(keys)
    for (key, handle) in handles where !kept.contains(key) {
      handle.cancel()
      handles.removeValue(forKey: key)
    }
  }

  deinit { cancelAll() }

  /// Cancels every registration (the `ForEach` left the tree, or its harness went away).
  func cancelAll() {
    together?.cancel()
    for handle in handles.values { handle.cancel() }
    handles.removeAll()
    unheld?.sentinel.cancel()
    unheld = nil
  }
}

/// A primitive whose children are rows built from elements (a `ForEach`).
protocol RowSource: AnyObject {
  @MainActor var rows: RowObservations { get }
}

extension ViewGraph {
  /// Runs `work`, the content of the row with `key` of `node`, tracked for that row alone (it runs
  /// within `node`'s expansion, or within `rebuildRow`, as `node`'s update for `@State` reads).
  func trackRow<T>(
    _ key: ChildKey, of node: ViewNode, rows: RowObservations, _ work: () -> T
  ) -> T {
    if let unheld = rows.unheld, unheld.row == key {
      unheld.sentinel.cancel()
      rows.unheld = nil
    }
    if rows.readsObservation {
      let handle = rows.handles[key] ?? NodeObservation(tracker: tracker)
      rows.handles[key] = handle
      return handle.track(node: node.id, generation: node.generation, row: key, work)
    }
    return withUnheldTracking(node: node.id, generation: node.generation, row: key, work) {
      rows.readsObservation = true
      rows.unheld = (key, $0)
    }
  }

  /// Runs `work`, the content of several rows of `node` (rows not known to read observable
  /// properties), in one tracking scope. If they read one after all, a change invalidates the
  /// whole `node`, and its rows are tracked one by one from its next expansion.
  func trackRows(of node: ViewNode, rows: RowObservations, _ work: () -> Void) {
    withUnheldTracking(node: node.id, generation: node.generation, row: nil, work) {
      rows.readsObservation = true
      rows.unheld = (nil, $0)
    }
  }

  /// Runs `work`, the content of every row of `node`, in one tracking scope with a handle: a
  /// change of what any row read invalidates the whole `node`, and its next expansion replaces
  /// these registrations. For rows of element bindings (`ForEach($model.items)`): each reads the
  /// collection through its binding, which `node` reads too, so tracking rows one by one (a scope
  /// and a registration per row, nine tenths of an edit in a list of a thousand) would only repeat
  /// what invalidates `node` anyway.
  func trackRowsTogether(of node: ViewNode, rows: RowObservations, _ work: () -> Void) {
    let handle = rows.together ?? NodeObservation(tracker: tracker)
    rows.together = handle
    handle.track(node: node.id, generation: node.generation, work)
  }

  /// A row of a `ForEach` whose content read something that changed: it is built again from its
  /// element, as the `ForEach`'s update, and handed to the row as its new value (its body runs
  /// only if the value changed).
  func rebuildRow(_ row: ViewNode) -> ChildList.Entry? {
    guard let parent = row.parent, parent.isAlive,
      let rows = (parent.primitiveState as? any RowSource)?.rows,
      let index = rows.position(of: row.key, among: parent.children),
      let rebuild = rows.rebuild
    else { return nil }
    let view = tracker.reading(
      node: parent.id, generation: parent.generation, path: { parent.path }
    ) {
      rebuild(row.key, index, rows)
    }
    // In a custom container's content, a row that is one subview is a leaf standing for it.
    let inContent = parent.scope.subviewSourceID != nil
    return ChildList.Entry(
      key: row.key, view: inContent ? contentReplacement(for: view) ?? view : view,
      environment: parent.environment, inheritsEnvironment: true, isEqual: nil)
  }
}
