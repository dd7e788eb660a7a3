// Where a custom container's subviews are shown: each `Subview` the container places shows the
// view its leaf in the content stands for, as the leaf is now. A leaf's change updates only the
// subviews placed for it; the container's transform runs again when the content's structure
// (views added, removed, reordered) or container values change.

extension Subview: PrimitiveView, PlainExpansion, StructuralView {
  /// Shows what the leaf in the content stands for now, resolved with the leaf's environment (the
  /// content's, not the one where it is placed). Until the leaf changes, what is shown is left
  /// as it is when the container builds its result again.
  @MainActor func makeChildren(into children: inout ChildList) {
    let node = children.node
    guard let leafNode = node.graph.subviewLeaf(leafID), let leaf = leafNode.view as? _SubviewLeaf
    else { return }
    leafNode.subviewLeafRecord.place(node)
    let shown = node.placedSubviewRecord
    let unchanged =
      shown.leafID == leafID && shown.generation == leafNode.generation
      && shown.modifierStamp == modifierStamp
    (shown.leafID, shown.generation, shown.modifierStamp) =
      (leafID, leafNode.generation, modifierStamp)
    // The modifiers applied to the lists it is in wrap it, innermost first.
    let view = modifiers.reversed().reduce(leaf.view) { view, apply in apply(view) }
    children.append(
      view, key: .element(AnyHashable(id)), environment: leafNode.environment,
      isEqual: unchanged ? { _, _ in true } : nil)
  }
}

/// What a leaf knows of where it is shown: the subviews placed for it.
@MainActor
final class SubviewLeafRecord {
  var hosts: Set<Int> = []

  /// Notes that `host` shows this leaf. Hosts that left the tree are forgotten as the set grows,
  /// so a long test that places and drops a subview over and over keeps it small.
  func place(_ host: ViewNode) {
    if hosts.insert(host.id).inserted, hosts.count > 8 {
      hosts = hosts.filter { host.graph.nodes[$0] != nil }
    }
  }
}

/// What a placed subview last showed: which leaf, at which of its updates.
final class PlacedSubviewRecord {
  var leafID = 0
  var generation = -1
  var modifierStamp: [Int] = []
}

extension ViewNode {
  /// The record of a leaf in a container's content.
  var subviewLeafRecord: SubviewLeafRecord {
    keptRecord(SubviewLeafRecord.init)
  }

  /// The record of a placed subview.
  var placedSubviewRecord: PlacedSubviewRecord {
    keptRecord(PlacedSubviewRecord.init)
  }

  /// Whether this leaf's view sets container values itself (`.containerValue` or `.tag` inside
  /// a modifier that makes it one subview): a change of it may change what the container reads.
  var leafSetsContainerValues: Bool {
    var current: Any = (castableView as? _SubviewLeaf)?.view as Any
    while let carrier = current as? any ModifierCarrying {
      if carrier.anyModifier is any ContainerValueWriting { return true }
      current = carrier.anyContent
    }
    return false
  }
}

extension ViewGraph {
  /// The leaf node with `id`, if it is still in a container's content.
  func subviewLeaf(_ id: Int) -> ViewNode? {
    guard let node = nodes[id], node.castableView is _SubviewLeaf else { return nil }
    return node
  }

  /// A node of a container's content (`source` is its content node's id) updated: a leaf tells
  /// the subviews placed for it; a change of the content's structure (views added, removed,
  /// reordered) or of container values makes the container build its result again.
  func subviewContentUpdated(_ node: ViewNode, source: Int, structureChanged: Bool) {
    let isLeaf = node.castableView is _SubviewLeaf
    // A `.containerValue` on a list (the only modifier with values the content looks through)
    // or a modifier applied to each subview: what the container reads or places changes.
    let setsForSubviews =
      (node.castableView as? any ModifierCarrying)?.anyModifier is any ContainerValueWriting
      || node.castableView is _DistributedModifier
    if structureChanged || (isLeaf ? node.leafSetsContainerValues : setsForSubviews) {
      if let id = nodes[source]?.subviewSourceRecord.resultID, let result = nodes[id] {
        invalidate(result)
      }
    }
    guard isLeaf else { return }
    let record = node.subviewLeafRecord
    for id in record.hosts {
      if let host = nodes[id] { invalidate(host) } else { record.hosts.remove(id) }
    }
  }
}
