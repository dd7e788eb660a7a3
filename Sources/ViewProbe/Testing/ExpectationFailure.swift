import Testing

extension HarnessCore {
  /// Records a failed expectation at the caller's line (through the one reporting path) and,
  /// in a test without a `.viewProbe` scope, attaches the tree once (a scope attaches it itself
  /// when the test ends).
  func fail(_ message: String, at sourceLocation: SourceLocation) {
    reportFailure(message, at: sourceLocation)
    if effectiveContext.reporter == nil && context.scope == nil { attachDumpOnce() }
  }

  /// The current update: render records and identity events after it belong to what follows.
  var updateMark: Int {
    flush(at: nil)
    return graph.frame
  }

  /// Why views of `type` ran their body after update `mark`: one phrase per evaluation, in order.
  func renderCauses(of type: Any.Type, after mark: Int = -1) -> [String] {
    let wanted = ObjectIdentifier(type)
    return graph.renderEntries.filter { $0.typeID == wanted && $0.update > mark }.map {
      $0.causes.map(\.description).joined(separator: " and ")
    }
  }

  /// The identity changes the graph saw after update `mark`, as sentences.
  func identityChanges(after mark: Int) -> [String] {
    graph.identityEvents.filter { $0.update > mark }.map(\.sentence)
  }

  /// Phrases joined for a message, repeated ones counted: `@State count changed (2×)`.
  func summarize(_ phrases: [String]) -> String {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for phrase in phrases {
      if counts[phrase] == nil { order.append(phrase) }
      counts[phrase, default: 0] += 1
    }
    return order.map { counts[$0]! > 1 ? "\($0) (\(counts[$0]!)×)" : $0 }.joined(separator: "; ")
  }

  /// Body evaluations per view type so far.
  var bodyCountsByType: [ObjectIdentifier: Int] {
    flush(at: nil)
    return graph.bodyCounts
  }

  /// The live nodes of `type`, depth-first.
  func nodes(of type: Any.Type) -> [ViewNode] {
    wholeTree.search { $0.typeID == ObjectIdentifier(type) }
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
