import Testing

extension HarnessCore {
  /// Records a failed expectation at the caller's line (through the one reporting path) and,
  /// in a test without a `.viewProbe` scope, attaches the tree once (a scope attaches it itself
  /// when the test ends).
  func fail(_ message: String, at sourceLocation: SourceLocation) {
    reportFailure(message, at: sourceLocation)
    if context.reporter == nil && context.scope == nil { attachDumpOnce() }
  }

  /// Body evaluations per view type so far.
  var bodyCountsByType: [ObjectIdentifier: Int] {
    flush(at: nil)
    return graph.bodyCounts
  }

  /// The live nodes of `type`, depth-first.
  func nodes(of type: Any.Type) -> [ViewNode] {
    search { $0.typeID == ObjectIdentifier(type) }
  }

  /// The names of the view types whose body count grew between two snapshots.
  func reRenderedTypes(
    from before: [ObjectIdentifier: Int], to after: [ObjectIdentifier: Int]
  ) -> Set<ObjectIdentifier> {
    Set(after.filter { $0.value > before[$0.key, default: 0] }.map(\.key))
  }

  /// The view types in the subtrees of every `.environment(keyPath, …)` (or the whole tree when
  /// no view writes the key: it then comes from the default).
  func typesBelowWriters(of keyPath: AnyKeyPath) -> Set<ObjectIdentifier> {
    let writers = graph.allNodes().filter { node in
      guard let modified = node.castableView as? any ModifierCarrying,
        let writing = modified.anyModifier as? any EnvironmentKeyWriting
      else { return false }
      return writing.writtenKeyPath == keyPath
    }
    var types: Set<ObjectIdentifier> = []
    var stack = writers.isEmpty ? (graph.root.map { [$0] } ?? []) : writers
    while let node = stack.popLast() {
      types.insert(node.typeID)
      stack.append(contentsOf: node.children)
    }
    return types
  }

  /// A type name for messages, from the live tree or the graph's counts.
  func typeName(_ id: ObjectIdentifier) -> String {
    graph.allNodes().first { $0.typeID == id }?.layout.shortName ?? "a removed view"
  }
}
