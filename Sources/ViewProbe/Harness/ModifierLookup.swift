// Finding the modifiers harness actions act through: the nearest ones around a found view (a drag
// source, an accessibility action), or every one in the tree (URL handlers, file panels).

extension ViewNode {
  /// The nearest modifier of type `M` at or above the deepest view covering exactly this one.
  func nearestModifier<M>(_ type: M.Type) -> (node: ViewNode, modifier: M)? {
    modifiers(type).first
  }

  /// The modifiers of type `M` at or above the deepest view covering exactly this one, nearest
  /// first.
  func modifiers<M>(_ type: M.Type) -> [(node: ViewNode, modifier: M)] {
    var found: [(node: ViewNode, modifier: M)] = []
    var current: ViewNode? = coveringDescendant
    while let node = current {
      if let modifier = (node.castableView as? any ModifierCarrying)?.anyModifier as? M {
        found.append((node, modifier))
      }
      current = node.parent
    }
    return found
  }
}

extension ViewGraph {
  /// Every live node that is a modifier of type `M`, in tree order, with its modifier: the
  /// handlers and panels a harness action looks for anywhere on screen.
  func nodesCarrying<M>(_ type: M.Type) -> [(node: ViewNode, modifier: M)] {
    allNodes().compactMap { node in
      ((node.castableView as? any ModifierCarrying)?.anyModifier as? M).map { (node, $0) }
    }
  }
}
