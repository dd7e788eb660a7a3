// How a custom container (iOS 18's `ForEach(subviews:)`, `Group(subviews:)` and their
// `sections:` forms) reads its content's subviews.
//
// The container's node has two children: the content, and what the container builds from it.
// The content is resolved as SwiftUI resolves a list of views: tuples, `if`s, groups, `ForEach`
// rows and the bodies of custom views are looked through (custom views keep their state there, in
// the content, once); each other view (a `Text`, a stack, a modified view, a button) is one
// subview, and is not built there: a leaf stands for it. The container's transform then gets the
// leaves as `Subview`s (proxies of the leaves), and each subview it places builds the view its
// leaf stands for where it is placed. A leaf's change updates the subviews placed for it; the
// transform runs again when the content's structure or container values change.

/// Views that, in a custom container's content, stand for a list of subviews rather than for one:
/// resolving looks through them.
protocol ViewListTransparent {}

extension TupleView: ViewListTransparent {}
extension _ConditionalContent: ViewListTransparent {}
extension Optional: ViewListTransparent where Wrapped: View {}
extension EmptyView: ViewListTransparent {}
extension Group: ViewListTransparent {}
extension ForEach: ViewListTransparent {}
extension AnyView: ViewListTransparent {}
extension Section: ViewListTransparent {}
extension ModifiedContent: ViewListTransparent where Modifier: LookedThroughInContent {}

/// Modifiers that resolving looks through in a container's content: `.containerValue` (its value
/// reaches each subview below) and the environment modifiers (the content is resolved with the
/// environment they make, so each subview below has it).
protocol LookedThroughInContent {}

extension _ContainerValueWritingModifier: LookedThroughInContent {}
extension _EnvironmentKeyWritingModifier: LookedThroughInContent {}
extension _EnvironmentObjectWritingModifier: LookedThroughInContent {}
extension _EnvironmentTransformModifier: LookedThroughInContent {}
extension _EnvironmentObservableObjectModifier: LookedThroughInContent {}

/// `.containerValue(_:_:)`, which content may apply to a list of views (a `ForEach`, a `Section`):
/// its value reaches each subview below, so a change of it updates the container. (A `.tag(_:)`
/// is read from the view it is applied to.)
protocol ContainerValueSetting {}

extension _ContainerValueWritingModifier: ContainerValueSetting {}
extension GroupElementsOfContent: ViewListTransparent {}
extension GroupSectionsOfContent: ViewListTransparent {}
extension SubviewsCollection: ViewListTransparent {}
extension SubviewsCollectionSlice: ViewListTransparent {}
extension _SubviewSource: ViewListTransparent {}
extension _SubviewResult: ViewListTransparent {}

// In a list, a custom container's subviews are rows, as the views they stand for would be.
extension GroupElementsOfContent: SpreadsListRows {}
extension GroupSectionsOfContent: SpreadsListRows {}
extension _SubviewResult: SpreadsListRows {}
extension SubviewsCollection: SpreadsListRows {}
extension SubviewsCollectionSlice: SpreadsListRows {}
extension Subview: SpreadsListRows {}

/// The content a custom container reads its subviews from: built as part of the tree (its custom
/// views keep their state here), but each subview in it is only a leaf.
struct _SubviewSource: View, PrimitiveView, PlainExpansion, StructuralView {
  let content: any View

  var body: Never { primitiveBody("_SubviewSource") }

  func makeChildren(into children: inout ChildList) {
    // Its scope is its own (see `appendContainer`): the views of the content, which share it or
    // make theirs inside it, find this node there.
    children.node.scope.subviewSourceID = children.node.id
    children.append(content, key: .content)
  }
}

/// What a subview stands for, in a container's content: the view, not built here.
struct _SubviewLeaf: View, PrimitiveView, StructuralView {
  let view: any View

  var body: Never { primitiveBody("_SubviewLeaf") }

  func makeChildren(into children: inout ChildList) {
    // The subview is resolved with this environment: a change of it updates the container.
    _ = children.environment
  }
}

/// What a custom container builds from its content's subviews: its transform's result.
struct _SubviewResult: View, PrimitiveView, StructuralView {
  /// Builds the result from the content's node.
  let build: @MainActor (ViewNode) -> any View

  var body: Never { primitiveBody("_SubviewResult") }

  func makeChildren(into children: inout ChildList) {
    let node = children.node
    guard let source = node.parent?.children.first(where: \.isSubviewSource) else { return }
    source.subviewSourceRecord.resultID = node.id
    children.append(build(source), key: .body)
  }
}

/// What a container's content node knows of the container: the node of its result.
final class SubviewSourceRecord {
  var resultID: Int?
}

extension ViewNode {
  /// Whether this node is the content of a custom container.
  var isSubviewSource: Bool { typeID == ObjectIdentifier(_SubviewSource.self) }

  /// The record of a container's content node.
  var subviewSourceRecord: SubviewSourceRecord {
    if let record = primitiveState as? SubviewSourceRecord { return record }
    let made = SubviewSourceRecord()
    primitiveState = made
    return made
  }

  /// The subviews of the content this node (a container's content node) holds, in order. A
  /// `Section` gives the subviews of its content (its header and footer are left out).
  func resolvedSubviews() -> SubviewsCollection {
    var subviews: [Subview] = []
    walkSubviews(from: children, writers: [], sections: nil) { subviews.append($0) }
    return SubviewsCollection(subviews: subviews)
  }

  /// The sections of the content this node (a container's content node) holds: each `Section`,
  /// and each run of subviews outside any section; at least one.
  func resolvedSections() -> SectionCollection {
    var sections: [SectionConfiguration] = []
    var implicit: [Subview]?
    var runs = 0
    func closeImplicit() {
      guard let run = implicit else { return }
      sections.append(
        SectionConfiguration(
          id: .init(keys: [], implicitRun: runs), containerValues: ContainerValues(),
          header: SubviewsCollection(subviews: []),
          content: SubviewsCollection(subviews: run),
          footer: SubviewsCollection(subviews: [])))
      implicit = nil
      runs += 1
    }
    walkSubviews(
      from: children, writers: [],
      sections: { section, writers in
        closeImplicit()
        sections.append(
          SectionConfiguration(
            id: .init(keys: section.keysInContent, implicitRun: nil),
            containerValues: Self.containerValues(writers),
            header: self.subviews(of: section, part: .header),
            content: self.subviews(of: section, part: .content),
            footer: self.subviews(of: section, part: .footer)))
      }
    ) { subview in
      if implicit == nil { implicit = [] }
      implicit?.append(subview)
    }
    closeImplicit()
    if sections.isEmpty {
      let none = SubviewsCollection(subviews: [])
      sections.append(
        SectionConfiguration(
          id: .init(keys: [], implicitRun: 0), containerValues: ContainerValues(),
          header: none, content: none, footer: none))
    }
    return SectionCollection(sections: sections)
  }

  /// The subviews of one part of a `Section` (its header, content or footer).
  private func subviews(of section: ViewNode, part: ChildKey) -> SubviewsCollection {
    var subviews: [Subview] = []
    walkSubviews(from: section.children.filter { $0.key == part }, writers: [], sections: nil) {
      subviews.append($0)
    }
    return SubviewsCollection(subviews: subviews)
  }

  /// Walks `start` and the content below in order, from a work list (content can be deep): calls
  /// `leaf` for each subview, and `sections` (when given) for each `Section` instead of walking
  /// into it; without it, a section's content is walked. Another container's content is its own.
  private func walkSubviews(
    from start: [ViewNode], writers: [any ContainerValueWriting],
    sections: (@MainActor (ViewNode, [any ContainerValueWriting]) -> Void)?,
    leaf: @MainActor (Subview) -> Void
  ) {
    var pending: [(ViewNode, [any ContainerValueWriting])] = []
    func push(_ children: [ViewNode], _ writers: [any ContainerValueWriting]) {
      for child in children.reversed() { pending.append((child, writers)) }
    }
    push(start, writers)
    while let (node, writers) = pending.popLast() {
      if node.isSubviewSource { continue }
      if let marker = node.view as? _SubviewLeaf {
        // The view's own modifiers (`.containerValue`, `.tag`) are inside the ones above it.
        var all = writers
        var current: Any = marker.view
        while let carrier = current as? any ModifierCarrying {
          if let writer = carrier.anyModifier as? any ContainerValueWriting { all.append(writer) }
          current = carrier.anyContent
        }
        // A subview of another container, placed in this one's content, keeps its values (they
        // change only with a new subview, which comes with a new content and so a new result).
        let base = (current as? Subview)?.containerValues ?? ContainerValues()
        leaf(
          Subview(
            id: .init(keys: node.keysInContent),
            containerValues: Self.containerValues(all, over: base),
            leafID: node.id, viewType: type(of: marker.view)))
        continue
      }
      var inner = writers
      if let writer = (node.castableView as? any ModifierCarrying)?.anyModifier
        as? any ContainerValueWriting
      {
        inner.append(writer)
      }
      if node.castableView is any SectionLike {
        if let sections {
          sections(node, inner)
        } else {
          push(node.children.filter { $0.key == .content }, inner)
        }
        continue
      }
      push(node.children, inner)
    }
  }

  /// The keys from the container's content down to this view: a subview's identity. Found from
  /// the view up, so that walking deep content costs what its leaves cost.
  var keysInContent: [ChildKey] {
    var keys: [ChildKey] = []
    var node: ViewNode? = self
    while let current = node, !current.isSubviewSource {
      keys.append(current.key)
      node = current.parent
    }
    return keys.reversed()
  }

  /// The values `writers` (outermost first) set: an outer modifier's value wins over an inner
  /// one's for the same key.
  private static func containerValues(
    _ writers: [any ContainerValueWriting], over base: ContainerValues = ContainerValues()
  ) -> ContainerValues {
    var values = base
    for writer in writers.reversed() { writer.write(into: &values) }
    return values
  }
}

/// The data of a `ForEach` over a content's subviews or sections.
@MainActor
protocol SubviewContainerData {
  /// Adds the content and the rows built from its subviews (or sections) with `content`.
  func makeContainerChildren<Element, Row: View>(
    content: @escaping (Element) -> Row, into children: inout ChildList)
}

extension ForEachSubviewCollection: SubviewContainerData {
  @MainActor func makeContainerChildren<Element, Row: View>(
    content: @escaping (Element) -> Row, into children: inout ChildList
  ) {
    children.appendContainer(content: source) { source in
      ForEach(source.resolvedSubviews()) { content($0 as! Element) }
    }
  }
}

extension ForEachSectionCollection: SubviewContainerData {
  @MainActor func makeContainerChildren<Element, Row: View>(
    content: @escaping (Element) -> Row, into children: inout ChildList
  ) {
    children.appendContainer(content: source) { source in
      ForEach(source.resolvedSections()) { content($0 as! Element) }
    }
  }
}

extension GroupElementsOfContent: PrimitiveView, PlainExpansion, StructuralView {
  @MainActor func makeChildren(into children: inout ChildList) {
    let transform = self.transform
    children.appendContainer(content: subviews) { transform($0.resolvedSubviews()) }
  }
}

extension GroupSectionsOfContent: PrimitiveView, PlainExpansion, StructuralView {
  @MainActor func makeChildren(into children: inout ChildList) {
    let transform = self.transform
    children.appendContainer(content: sections) { transform($0.resolvedSections()) }
  }
}

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
    let unchanged = shown.leafID == leafID && shown.generation == leafNode.generation
    (shown.leafID, shown.generation) = (leafID, leafNode.generation)
    children.append(
      leaf.view, key: .element(AnyHashable(id)), environment: leafNode.environment,
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
}

extension ViewNode {
  /// The record of a leaf in a container's content.
  var subviewLeafRecord: SubviewLeafRecord {
    if let record = primitiveState as? SubviewLeafRecord { return record }
    let made = SubviewLeafRecord()
    primitiveState = made
    return made
  }

  /// The record of a placed subview.
  var placedSubviewRecord: PlacedSubviewRecord {
    if let record = primitiveState as? PlacedSubviewRecord { return record }
    let made = PlacedSubviewRecord()
    primitiveState = made
    return made
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
    if structureChanged || (isLeaf && node.leafSetsContainerValues)
      || (!isLeaf && node.castableView is any ContainerValueSettingView)
    {
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

/// A view that sets a container value for the views in it (`.containerValue` on a list).
protocol ContainerValueSettingView {}
extension ModifiedContent: ContainerValueSettingView where Modifier: ContainerValueSetting {}

extension SubviewsCollection: PrimitiveView, PlainExpansion, StructuralView {
  @MainActor func makeChildren(into children: inout ChildList) {
    for subview in subviews { children.append(subview, key: .element(AnyHashable(subview.id))) }
  }
}

extension SubviewsCollectionSlice: PrimitiveView, PlainExpansion, StructuralView {
  @MainActor func makeChildren(into children: inout ChildList) {
    for subview in base[bounds] {
      children.append(subview, key: .element(AnyHashable(subview.id)))
    }
  }
}

extension ChildList {
  /// Adds a custom container's two children: its content, and what `build` makes from the
  /// content's node. The content has a scope of its own with the container's environment: the
  /// container depends on its environment, so that the content (and the subviews resolved with
  /// its environment) hears of a change.
  mutating func appendContainer(
    content: any View, build: @escaping @MainActor (ViewNode) -> any View
  ) {
    append(
      _SubviewSource(content: content), key: .content, environment: environment, ownsScope: true)
    append(_SubviewResult(build: build), key: .body)
  }

  /// In a container's content: each child that is one subview becomes a leaf standing for it.
  mutating func markSubviewLeaves(graph: ViewGraph) {
    for index in entries.indices where !graph.isListTransparent(entries[index].view) {
      replaceView(at: index, with: _SubviewLeaf(view: entries[index].view))
    }
  }
}
