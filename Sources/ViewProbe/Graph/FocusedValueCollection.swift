/// H08, focused values: after an update in which a publisher updated or left, or focus may have
/// moved, the graph collects what the views publish — every scene-wide value, and the values of
/// the views that focus is in (the focused view and those above it), the closest to focus
/// winning — and updates the views whose `@FocusedValue`, `@FocusedBinding` or `@FocusedObject`
/// now reads something else.
extension ViewGraph {
  /// Collects the published values again; whether a view that reads one was invalidated. Runs
  /// only while a view reads focused values, and walks the views focus is in and the scene-wide
  /// publishers, not the tree.
  func refreshFocusedValues() -> Bool {
    focusedValuesCheckNeeded = false
    guard !focusedValueReaders.isEmpty else { return false }
    (focusedValueTable.values, focusedValueTable.sources) = collectFocusedValues()
    var invalidated = false
    for (key, reader) in focusedValueReaders {
      guard let id = reader.owner, let node = nodes[id], node.isAlive else {
        focusedValueReaders[key] = nil
        continue
      }
      guard reader.changed() else { continue }
      invalidate(
        node, cause: RenderCause(.focusedValue, "a focused value changed", token: "@dependencies"))
      // A `@FocusedObject` now reading another object observes that one.
      if node.layout.observesObjects { node.subscribeToObservedObjects() }
      invalidated = true
    }
    return invalidated
  }

  /// What the views publish now, for where focus is: the scene-wide values (the first in the
  /// tree wins among them), then those of the views focus is in, farthest first, so that the one
  /// closest to focus is written last.
  private func collectFocusedValues() -> (FocusedValues, sources: [Int]) {
    var values = FocusedValues()
    var inFocus: [_FocusedValueModifier] = []
    var sources: [Int] = []
    var onChain = Set<Int>()
    var node = focusedResponder()
    while let current = node {
      if focusedValuePublishers.contains(current.id) || sceneValuePublishers.contains(current.id),
        let publisher = publisher(of: current)
      {
        inFocus.append(publisher)
        onChain.insert(current.id)
        sources.append(current.id)
      }
      node = current.parent
    }
    let sceneWide = sceneValuePublishers.subtracting(onChain).compactMap { nodes[$0] }
    for node in sceneWide.sorted(by: treeOrder).reversed() {
      publisher(of: node)?.publish(&values)
      sources.append(node.id)
    }
    for publisher in inFocus.reversed() { publisher.publish(&values) }
    return (values, sources)
  }

  /// The focused-value modifier of a publishing node.
  private func publisher(of node: ViewNode) -> _FocusedValueModifier? {
    guard node.isAlive else { return nil }
    return (node.castableView as? any ModifierCarrying)?.anyModifier as? _FocusedValueModifier
  }

  /// The view that has focus: the text field being typed into, or else the view a focus state
  /// names (the field inside it, or the innermost view of a single line of views).
  func focusedResponder() -> ViewNode? {
    if let field = editingField, field.isAlive, field.nearestFocus?.isFocused() ?? true {
      return field
    }
    // A focus state that names a view knows it from the check after the update (`FocusClaim`).
    let named = focusClaims.values.compactMap { claim -> ViewNode? in
      guard claim.holdsFocus(), let id = claim.binder, let node = nodes[id] else { return nil }
      return (node.castableView as? any FocusCarrying)?.focusModifier?.isFocused() == true
        ? node : nil
    }
    guard let focused = named.min(by: treeOrder) else { return nil }
    var stack = [focused]
    while let current = stack.popLast() {
      if current.castableView is any SubmittableField { return current }
      stack.append(contentsOf: current.children.reversed())
    }
    var innermost = focused
    while innermost.children.count == 1 { innermost = innermost.children[0] }
    return innermost
  }

  /// Whether `lhs` comes before `rhs` in the tree (depth first, in order of children).
  private func treeOrder(_ lhs: ViewNode, _ rhs: ViewNode) -> Bool {
    func route(_ node: ViewNode) -> [Int] {
      var indices: [Int] = []
      var current = node
      while let parent = current.parent {
        indices.append(parent.children.firstIndex { $0 === current } ?? 0)
        current = parent
      }
      return indices.reversed()
    }
    return route(lhs).lexicographicallyPrecedes(route(rhs))
  }
}
