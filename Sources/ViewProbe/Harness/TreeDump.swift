/// The tree dump: stable text, one line per view, for failure attachments and snapshots.
extension HarnessCore {
  func dump() -> String {
    var lines: [String] = []
    var stack: [(node: ViewNode, indent: Int)] = graph.root.map { [($0, 0)] } ?? []
    while let (node, indent) = stack.popLast() {
      // The harness's own root modifier is not shown: the hosted view is the root's body.
      if node.parent?.isRoot == true && node.castableView is any HarnessHosting {
        for child in node.children.reversed() { stack.append((child, indent)) }
        continue
      }
      let key = node.parent?.castableView is any HarnessHosting ? "body" : nil
      lines.append(Self.indentation(indent) + line(for: node, key: key))
      for child in node.children.reversed() { stack.append((child, indent + 1)) }
    }
    return lines.joined(separator: "\n")
  }

  /// Two spaces a level, up to a limit; deeper lines say their level instead, so a tree
  /// thousands deep dumps in size proportional to its views, not to the square of its depth.
  private static func indentation(_ level: Int) -> String {
    let limit = 40
    guard level > limit else { return String(repeating: "  ", count: level) }
    return String(repeating: "  ", count: limit) + "(\(level)) "
  }

  private func line(for node: ViewNode, key: String?) -> String {
    var parts = [node.isRoot ? "ParentHarness" : node.layout.shortName]
    if !node.isRoot { parts.append("[\(key ?? "\(node.key)")]") }
    if let text = node.castableView as? Text {
      parts.append(graph.describe(text.string(in: node.environment)))
    }
    if let leaf = node.castableView as? _SubviewLeaf {
      // In a custom container's content: the view is built where the container places it.
      let name = _typeName(type(of: leaf.view), qualified: false)
      parts.append("→ \(name.prefix { $0 != "<" })")
    }
    if !node.layout.isPrimitive && !node.isRoot {
      parts.append("body×\(node.bodyCount)")
      var properties: [String] = []
      node.forEachProperty { property, stateIndex, name in
        let value = property.dumpDescription(in: node, stateIndex: stateIndex)
        let wrapper = type(of: property).holdsState ? "@State " : ""
        properties.append("\(wrapper)\(displayName(name)) = \(value)")
      }
      for (name, value) in node.withValuePointer({ node.layout.storedValues(at: $0) }) {
        properties.append("\(displayName(name)) = \(graph.describe(value))")
      }
      if !properties.isEmpty { parts.append("{ \(properties.joined(separator: "; ")) }") }
    }
    return parts.joined(separator: " ")
  }
}
