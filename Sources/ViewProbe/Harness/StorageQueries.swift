import Testing

/// The harness queries that pull storage out of the root views, through the graph.
extension HarnessCore {
  struct HeldObject {
    let view: ViewNode
    let property: String
    let object: AnyObject
  }

  func installedStore(at sourceLocation: SourceLocation) -> AnyObject? {
    let roots = rootViews()
    var found: [HeldObject] = []
    var others: [String] = []
    for node in roots {
      node.forEachProperty { property, stateIndex, name in
        guard type(of: property).holdsState else { return }
        if let object = property.heldObject(in: node, stateIndex: stateIndex) {
          found.append(HeldObject(view: node, property: name, object: object))
        } else {
          let value = property.dumpDescription(in: node, stateIndex: stateIndex)
          others.append("\(node.layout.shortName).\(displayName(name)) = \(value)")
        }
      }
    }
    return single(
      found, query: "installedStore()", wanted: "@State property holding an object",
      roots: roots,
      alsoFound: others.isEmpty ? "no @State at all" : "@State " + others.joined(separator: ", "),
      at: sourceLocation)
  }

  func installedModel(at sourceLocation: SourceLocation) -> AnyObject? {
    let roots = rootViews()
    var found: [HeldObject] = []
    for node in roots {
      node.forEachProperty { property, stateIndex, name in
        if let object = property.heldObject(in: node, stateIndex: stateIndex),
          !found.contains(where: { $0.object === object })
        {
          found.append(HeldObject(view: node, property: name, object: object))
        }
      }
      let stored = node.withValuePointer { node.layout.storedObjects(at: $0) }
      for (name, object) in stored where !found.contains(where: { $0.object === object }) {
        found.append(HeldObject(view: node, property: name, object: object))
      }
    }
    return single(
      found, query: "installedModel()", wanted: "stored property holding an object",
      roots: roots, alsoFound: "only value-typed properties", at: sourceLocation)
  }

  func installedState<V: View>(_ name: String, in type: V.Type, at sourceLocation: SourceLocation)
    -> Any?
  {
    let typeName = _typeName(type, qualified: false)
    guard let node = graph.allNodes().first(where: { $0.typeID == ObjectIdentifier(type) }) else {
      reportMisuse(
        "installedState(\"\(name)\", in: \(typeName).self) found no \(typeName) in the tree; "
          + "views in the tree: \(viewNames())", at: sourceLocation)
      return nil
    }
    return installedState(name, of: node, in: type, at: sourceLocation)
  }

  /// The value of the `@State` property `name` of `node`, a view of type `V`; records an issue
  /// when it has none of that name.
  func installedState<V: View>(
    _ name: String, of node: ViewNode, in type: V.Type, at sourceLocation: SourceLocation
  ) -> Any? {
    let typeName = _typeName(type, qualified: false)
    var value: Any?
    var names: [String] = []
    node.forEachProperty { property, stateIndex, fieldName in
      guard Swift.type(of: property).holdsState else { return }
      names.append(displayName(fieldName))
      if displayName(fieldName) == name {
        value = stateValue(property, in: node, stateIndex: stateIndex)
      }
    }
    if value == nil {
      reportMisuse(
        "installedState(\"\(name)\", in: \(typeName).self) found no @State named \"\(name)\" in "
          + "\(node.path); its @State properties: "
          + (names.isEmpty ? "none" : names.joined(separator: ", ")), at: sourceLocation)
    }
    return value
  }

  private func stateValue(_ property: any GraphProperty, in node: ViewNode, stateIndex: Int)
    -> Any?
  {
    (property as? any StateValueReading)?.storedValue(in: node, stateIndex: stateIndex)
  }

  private func single(
    _ found: [HeldObject], query: String, wanted: String, roots: [ViewNode], alsoFound: String,
    at sourceLocation: SourceLocation
  ) -> AnyObject? {
    if found.count == 1 { return found[0].object }
    let rootNames = roots.map(\.layout.shortName).joined(separator: ", ")
    if found.isEmpty {
      let place = roots.isEmpty ? "the harness hosts no view of your own" : "in \(rootNames)"
      reportMisuse(
        "\(query) expected a \(wanted) \(place), but found \(alsoFound).", at: sourceLocation)
    } else {
      let list = found.map {
        "\($0.view.layout.shortName).\(displayName($0.property)): "
          + _typeName(type(of: $0.object), qualified: false)
      }
      reportMisuse(
        "\(query) expected one \(wanted) in \(rootNames), but found \(found.count): "
          + "\(list.joined(separator: ", ")). Use installedState(_:in:) to pick one.",
        at: sourceLocation)
    }
    return nil
  }

  /// `_store` → `store`: the name a developer wrote.
  func displayName(_ field: String) -> String {
    field.split(separator: ".").map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }
      .joined(separator: ".")
  }

  /// The names of the views a developer wrote, depth-first.
  func viewNames() -> String { wholeTree.viewNames() }

  /// The whole tree, as a query searches it.
  var wholeTree: QueryScope { QueryScope(core: self, root: nil, rootDescription: nil) }
}

/// Reads a `@State`'s stored value, whatever its type.
protocol StateValueReading {
  @MainActor func storedValue(in node: ViewNode, stateIndex: Int) -> Any?
}

extension State: StateValueReading {
  @MainActor func storedValue(in node: ViewNode, stateIndex: Int) -> Any? {
    (node.stateSlots[stateIndex] as? StateSlot<Value>)?.peek
  }
}
