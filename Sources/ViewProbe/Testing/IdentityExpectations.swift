import Testing

extension ParentHarness {
  /// Expects the root view's `@State` object to survive `count` parent re-renders (A01, C12).
  public func expectStorePersists(
    acrossReRenders count: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let first = installedStore(sourceLocation: sourceLocation) else { return }
    expectPersists(first, query: "the @State store", count: count, at: sourceLocation) {
      core.installedStore(at: sourceLocation)
    }
  }

  /// Expects the object the root view holds to survive `count` parent re-renders. A `let` or
  /// `var` model fails this: SwiftUI does not own it (F01).
  public func expectModelPersists(
    acrossReRenders count: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let first = installedModel(sourceLocation: sourceLocation) else { return }
    expectPersists(first, query: "the model", count: count, at: sourceLocation) {
      core.installedModel(at: sourceLocation)
    }
  }

  private func expectPersists(
    _ first: AnyObject, query: String, count: Int, at sourceLocation: SourceLocation,
    current: () -> AnyObject?
  ) {
    let roots = core.rootViews()
    let ownedByState = roots.contains { node in
      var owned = false
      node.forEachProperty { property, index, _ in
        if type(of: property).holdsState, property.heldObject(in: node, stateIndex: index) === first
        {
          owned = true
        }
      }
      return owned
    }
    for pass in 1...max(count, 1) {
      let mark = core.updateMark
      reRender(sourceLocation: sourceLocation)
      let now = current()
      guard now !== first else { continue }
      let name = roots.map(\.layout.shortName).joined(separator: ", ")
      let was = core.graph.describe(first)
      let changes = core.identityChanges(after: mark)
      let cause =
        !ownedByState
        ? "the object is held by a plain stored property (let/var), which SwiftUI does not own: "
          + "every parent re-render creates a new one (F01). Hold it in @State"
        : changes.isEmpty
          ? "no identity changed, so something assigned a new object to the @State (C12)"
          : "the view's identity changed: " + core.summarize(changes)
      core.fail(
        "Expected \(query) of \(name) to survive \(count) parent re-renders, but after re-render "
          + "\(pass) it is a different instance (\(now.map { core.graph.describe($0) } ?? "none"), "
          + "was \(was)). Cause: \(cause).", at: sourceLocation)
      return
    }
  }

  /// Expects the `@State` property `name` of view `V` to keep its storage (and value) across
  /// `count` parent re-renders (A01, A05); with several views of that type in the tree, of every
  /// one of them.
  public func expectStatePersists<V: View>(
    _ name: String, in type: V.Type, acrossReRenders count: Int = 3,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.flush(at: sourceLocation)
    let nodes = core.nodes(of: type)
    guard !nodes.isEmpty else {
      // Nothing to re-render: a passing check would say nothing (a wrong type, a view not shown).
      return core.fail(
        "expectStatePersists(\"\(name)\", in: \(_typeName(type, qualified: false)).self) found no "
          + "such view in the tree, so it checks nothing; views in the tree: \(core.viewNames()).",
        at: sourceLocation)
    }
    // Every view of the type is checked: a row whose state is lost would pass unseen beside a
    // first row that keeps it. A wrong name is reported once, by the first.
    var watched: [(node: ViewNode, path: String, value: String)] = []
    for node in nodes {
      guard let value = core.installedState(name, of: node, in: type, at: sourceLocation) else {
        return
      }
      watched.append((node, node.path, core.graph.describe(value)))
    }
    let total = nodes.count
    func named(_ index: Int) -> String {
      total == 1
        ? watched[index].path
        : "\(watched[index].path) (view \(index + 1) of the \(total) "
          + "\(_typeName(type, qualified: false)) views in the tree)"
    }
    for pass in 1...max(count, 1) {
      let mark = core.updateMark
      reRender(sourceLocation: sourceLocation)
      for (index, entry) in watched.enumerated() {
        guard entry.node.isAlive else {
          let changes = core.identityChanges(after: mark)
          core.fail(
            "Expected @State \(name) of \(named(index)) to survive \(count) parent re-renders, but "
              + "its identity was replaced at re-render \(pass): the storage was destroyed and "
              + "created anew. Cause: "
              + (changes.isEmpty ? "the view left the tree" : core.summarize(changes)) + ".",
            at: sourceLocation)
          return
        }
        let now = core.installedState(name, of: entry.node, in: type, at: sourceLocation)
          .map(core.graph.describe)
        if now != entry.value {
          core.fail(
            "Expected @State \(name) of \(named(index)) to keep \(entry.value) across \(count) "
              + "parent re-renders, but after re-render \(pass) it is \(now ?? "gone"). Likely "
              + "cause: something wrote the state during an update; @State keeps its first value "
              + "— see A05.", at: sourceLocation)
          return
        }
      }
    }
  }

  /// Expects `action` to reset the identity (and so the state) of the view of type `V` (A07, A09);
  /// with several views of that type in the tree, of every one of them.
  public func expectIdentityReset<V: View>(
    of type: V.Type, by action: () throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    try expectIdentity(of: type, reset: true, by: action, at: sourceLocation)
  }

  /// Expects the view of type `V` to keep its identity (and state) through `action` (A01, A08);
  /// with several views of that type in the tree, every one of them.
  public func expectIdentityKept<V: View>(
    of type: V.Type, by action: () throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows {
    try expectIdentity(of: type, reset: false, by: action, at: sourceLocation)
  }

  private func expectIdentity<V: View>(
    of type: V.Type, reset: Bool, by action: () throws -> Void, at sourceLocation: SourceLocation
  ) rethrows {
    core.flush(at: sourceLocation)
    let typeName = _typeName(type, qualified: false)
    let before = core.nodes(of: type)
    guard !before.isEmpty else {
      core.fail(
        "Expected a \(typeName) in the tree before the action, but there is none; views in the "
          + "tree: \(core.viewNames())", at: sourceLocation)
      return
    }
    // Paths as they were: a view the action removed has none afterwards.
    let paths = before.map(\.path)
    let mark = core.updateMark
    try action()
    core.flush(at: sourceLocation)
    // Every view of the type is checked: picking one (the first) would let the one that broke
    // pass unseen. The message names the first that did not do as expected.
    guard let index = before.firstIndex(where: { $0.isAlive == reset }) else { return }
    let node = before[index]
    let path = paths[index]
    let others = before.filter { $0.isAlive == reset }.count - 1
    let which =
      before.count == 1
      ? ""
      : " (one of the \(before.count) \(typeName) views in the tree before the action"
        + (others > 0 ? ", with \(others) more like it" : "") + ")"
    switch (reset, node.isAlive) {
    case (true, true):
      let changes = core.identityChanges(after: mark)
      core.fail(
        "Expected the action to reset the identity of \(path)\(which), but it kept its identity "
          + "and state (\(node.key)): "
          + (changes.isEmpty
            ? "no identity changed during the action"
            : "the identity changes were elsewhere: " + core.summarize(changes))
          + ". Give the view an .id(_:) that changes (A07), or put it in another branch (A09).",
        at: sourceLocation)
    case (false, false):
      let old = Set(before.map(ObjectIdentifier.init))
      let replacement = core.nodes(of: type).first { !old.contains(ObjectIdentifier($0)) }
      let now =
        replacement.map {
          "There is now a new \(typeName) at \($0.path) (\($0.key)), with fresh state"
        }
        ?? (before.count == 1
          ? "There is now no \(typeName), with fresh state" : "No new \(typeName) took its place")
      let changes = core.identityChanges(after: mark)
      core.fail(
        "Expected \(path)\(which) to keep its identity through the action, but it was replaced: "
          + (changes.isEmpty ? "it left the tree" : core.summarize(changes)) + ". \(now).",
        at: sourceLocation)
    default:
      break
    }
  }
}
