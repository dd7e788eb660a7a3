@_spi(Reflection) import Swift

/// One logged body evaluation. The path is not built here (a path is as long as the tree is
/// deep); the node is looked up by id when the log is read.
struct RenderLogEntry {
  let nodeID: Int
  let typeID: ObjectIdentifier
  let view: String
  let update: Int
  let causes: [RenderCause]
}

extension RenderCause {
  /// The cause of a new identity without a known predecessor.
  static let firstAppearance = RenderCause(.appeared, "first appearance", token: "@identity")
}

/// The render log: why each body ran, and which identities changed. Everything here runs only for
/// views whose body runs, or identities that change, so it costs nothing for the views that skip.
extension ViewGraph {
  /// How many entries the log keeps; older ones are dropped, so a long test does not grow it.
  static let renderLogLimit = 2_000

  /// Logs the evaluation of `node`'s body about to run, and returns its causes.
  func logBody(of node: ViewNode) -> [RenderCause] {
    let causes: [RenderCause]
    if !node.pendingCauses.isEmpty {
      causes = node.pendingCauses
    } else if node.bodyCount == 1 {
      causes = firstAppearanceCauses(of: node)
    } else {
      causes = [RenderCause(.state, "an update of the view itself", token: "@self")]
    }
    node.pendingCauses.removeAll()
    guard !node.isRoot else { return causes }
    if renderEntries.count >= 2 * Self.renderLogLimit {
      renderEntries.removeFirst(Self.renderLogLimit)
    }
    renderEntries.append(
      RenderLogEntry(
        nodeID: node.id, typeID: node.typeID, view: node.layout.shortName, update: frame,
        causes: causes))
    return causes
  }

  /// The public records, oldest first, optionally of one view type.
  func renderRecords(of type: Any.Type? = nil) -> [RenderRecord] {
    let wanted = type.map(ObjectIdentifier.init)
    return renderEntries.filter { wanted == nil || $0.typeID == wanted }.map { entry in
      let path = nodes[entry.nodeID]?.path ?? "\(entry.view) (removed since)"
      return RenderRecord(view: entry.view, path: path, update: entry.update, causes: entry.causes)
    }
  }

  /// The causes of a first body, made once per view type (they name only the type's dynamic
  /// properties): a list of 10,000 rows logs 10,000 first bodies.
  private func firstAppearanceCauses(of node: ViewNode) -> [RenderCause] {
    if let known = node.typeRecord.firstAppearanceCauses { return known }
    let made = [appeared(node, .firstAppearance)]
    node.typeRecord.firstAppearanceCauses = made
    return made
  }

  /// The first-appearance cause of a new node, with the dynamic properties SwiftUI lists.
  func appeared(_ node: ViewNode, _ cause: RenderCause) -> RenderCause {
    RenderCause(
      .appeared, cause.description, token: "@self, @identity",
      properties: node.layout.propertyNames)
  }

  /// The cause an invalidation stands for.
  func resolve(_ cause: PendingCause) -> RenderCause {
    switch cause {
    case .state(let name):
      let shown = name.hasPrefix("_") ? "@State " + name.dropFirst() : name
      return RenderCause(.state, "\(shown) changed", token: name)
    case .objectWillChange(let name):
      let shown = name.hasPrefix("_") ? String(name.dropFirst()) : name
      return RenderCause(
        .observation, "\(shown) emitted objectWillChange", token: name)
    case .observation(let keyPath), .rowContent(_, let keyPath):
      return RenderCause(
        .observation, "\(observedName(keyPath)) changed", token: "@dependencies")
    }
  }

  /// `Type.property` for the key path Observation reported.
  ///
  /// Observation reports the key path of the generated computed property, whose description
  /// has no name; the macro stores each tracked property as `_name`, so the stored fields of
  /// the class of the key path's value type name it (or the few candidates, when several have
  /// that type).
  func observedName(_ keyPath: AnyKeyPath?) -> String {
    guard let keyPath else { return "an observable property" }
    if let known = observedNames[keyPath] { return known }
    let root = type(of: keyPath).rootType
    let value = ObjectIdentifier(type(of: keyPath).valueType)
    let typeName = _typeName(root, qualified: false)
    let described = String(describing: keyPath)
    var candidates: [String] = []
    if !described.contains("<computed"), let dot = described.firstIndex(of: ".") {
      candidates = [String(described[described.index(after: dot)...])]
    } else {
      let classType = _EachFieldOptions(rawValue: 1 << 0)
      _ = _forEachField(of: root, options: classType) { name, _, fieldType, _ in
        let field = String(cString: name)
        if field.hasPrefix("_"), !field.hasPrefix("_$"), ObjectIdentifier(fieldType) == value {
          candidates.append(String(field.dropFirst()))
        }
        return true
      }
    }
    let name =
      candidates.isEmpty
      ? "a \(typeName) property"
      : candidates.map { "\(typeName).\($0)" }.joined(separator: " or ")
    observedNames[keyPath] = name
    return name
  }

  /// The input change that makes a surviving child's body run (E02): the stored properties that
  /// differ, with old and new values when they print simply.
  func inputChange(
    of node: ViewNode, from old: any View, to new: any View,
    custom: ((any View, any View) -> Bool)?
  ) -> RenderCause {
    if custom != nil {
      return RenderCause(.input, "the view's == (.equatable()) returned false", token: "@self")
    }
    let changes = ViewNode.withPointers(old, new) { node.layout.differences($0, $1) }
    var text =
      changes.isEmpty
      ? "the view's value changed" : "input " + changes.joined(separator: ", ")
    if node.layout.ownEquality != nil { text = "the view's == returned false (\(text))" }
    return RenderCause(.input, text, token: "@self")
  }

  /// Records what replaced or removed identities under `node`, and gives each new child a cause
  /// that says what its identity replaced.
  func noteIdentityChanges(
    of node: ViewNode, created: [ViewNode], removed: [ViewNode], retyped: [ChildKey: String]
  ) {
    var events: [String] = []
    var causes: [Int: String] = [:]
    let oldExplicit = removed.compactMap { child -> AnyHashable? in
      if case .explicit(let id) = child.key { return id }
      return nil
    }
    let isAnyView = node.castableView is AnyView
    for child in created {
      var event: String?
      switch child.key {
      case .trueBranch where removed.contains { $0.key == .falseBranch }:
        event = "the if-branch switched from false to true"
      case .falseBranch where removed.contains { $0.key == .trueBranch }:
        event = "the if-branch switched from true to false"
      case .explicit(let id):
        if let old = oldExplicit.first {
          event = ".id value changed from \(old.base) to \(id.base)"
        }
      case .element(let id):
        event = "ForEach inserted element \(id.base)"
      case .some:
        event = "the if became true"
      default:
        if let was = retyped[child.key] {
          event =
            isAnyView
            ? "AnyView now wraps \(child.layout.shortName), was \(was)"
            : "the view's type changed from \(was) to \(child.layout.shortName)"
        }
      }
      guard let event else { continue }
      events.append(event)
      causes[child.id] = event
    }
    for child in removed {
      switch child.key {
      case .element(let id): events.append("ForEach removed element \(id.base)")
      case .some: events.append("the if became false")
      default: break
      }
    }
    guard !events.isEmpty else { return }
    let parentPath = node.path
    for event in events {
      identityEvents.append(
        IdentityEvent(update: frame, parentPath: parentPath, description: event))
    }
    if identityEvents.count >= 2 * Self.renderLogLimit {
      identityEvents.removeFirst(Self.renderLogLimit)
    }
    for child in created {
      guard let event = causes[child.id], !child.layout.isPrimitive else { continue }
      child.pendingCauses = [
        appeared(child, RenderCause(.appeared, "new identity: \(event)", token: ""))
      ]
    }
  }

  /// The line `Self._printChanges()` prints in the body being evaluated.
  func changesOfCurrentBody() -> String? {
    guard let (node, causes) = bodyInProgress else { return nil }
    let record = RenderRecord(
      view: node.layout.typeName, path: "", update: frame, causes: causes)
    return record.printedChanges
  }
}
