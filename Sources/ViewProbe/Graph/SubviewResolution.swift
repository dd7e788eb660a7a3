// How a custom container (iOS 18's `ForEach(subviews:)`, `Group(subviews:)` and their
// `sections:` forms) reads its content's subviews.
//
// The container's node has two children: the content, and what the container builds from it.
// The content is resolved as SwiftUI resolves a list of views: tuples, `if`s, groups, `ForEach`
// rows, `.containerValue`, environment modifiers and the bodies of custom views are looked through
// (custom views keep their state there, in the content, once); each other view (a `Text`, a
// stack, a view with another modifier, a button) is one
// subview, and is not built there: a leaf stands for it. The container's transform then gets the
// leaves as `Subview`s (proxies of the leaves), and each subview it places builds the view its
// leaf stands for where it is placed (see `SubviewPlacement.swift`).

/// Views that, in a custom container's content, stand for a list of subviews rather than for one:
/// resolving looks through them.
protocol ViewListTransparent {}

extension TupleView: ViewListTransparent {}
extension _ConditionalContent: ViewListTransparent {}
extension Optional: ViewListTransparent where Wrapped: View {}
extension EmptyView: ViewListTransparent {}
extension Group: ViewListTransparent where Content: View {}
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

/// A modifier applied to a view that stands for a list of subviews (`ForEach(…).padding()`,
/// `Group { … }.onAppear { … }`, `Row().padding()`): in a container's content it is not applied
/// there but kept, and applied to each subview where the container places it (Apple's `Group`:
/// a modifier applied to a group affects all of its members).
@MainActor
protocol ModifierDistributing {
  /// The type of the modified view.
  static var distributedContentType: any View.Type { get }
  /// The modified view.
  var distributedContent: any View { get }
  /// The modifier.
  var distributedModifier: Any { get }
  /// `view` with the modifier applied.
  func applyingModifier(to view: any View) -> any View
}

extension ModifiedContent: ModifierDistributing where Content: View, Modifier: ViewModifier {
  static var distributedContentType: any View.Type { Content.self }
  var distributedContent: any View { content }
  var distributedModifier: Any { modifier }
  func applyingModifier(to view: any View) -> any View {
    ModifiedContent<AnyView, Modifier>(content: AnyView(view), modifier: modifier)
  }
}

/// What the views above a subview in a container's content give it: container values, and the
/// modifiers applied to the lists it is in (with the updates they were at, outermost first).
struct ContentPath {
  var writers: [any ContainerValueWriting] = []
  var modifiers: [_DistributedModifier] = []
  var stamp: [Int] = []
}

/// In a container's content, a modifier applied to a list of subviews: its content is resolved
/// here, the modifier is applied to each subview where it is placed.
struct _DistributedModifier: View, PrimitiveView, StructuralView {
  let content: any View
  let modifier: Any
  let apply: @MainActor (any View) -> any View

  var body: Never { primitiveBody("_DistributedModifier") }

  func makeChildren(into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

extension _DistributedModifier: ViewListTransparent {}

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
    // The subview is resolved with this environment: a change of it updates the subviews placed
    // for this leaf.
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
    keptRecord(SubviewSourceRecord.init)
  }

  /// The subviews of the content this node (a container's content node) holds, in order. A
  /// `Section` gives the subviews of its content (its header and footer are left out).
  func resolvedSubviews() -> SubviewsCollection {
    var subviews: [Subview] = []
    walkSubviews(from: children, path: ContentPath(), sections: nil) { subviews.append($0) }
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
      from: children, path: ContentPath(),
      sections: { section, path in
        closeImplicit()
        // The section's container values are its own; modifiers applied to it apply to each
        // subview of its parts.
        let parts = ContentPath(modifiers: path.modifiers, stamp: path.stamp)
        sections.append(
          SectionConfiguration(
            id: .init(keys: section.keysInContent, implicitRun: nil),
            containerValues: Self.containerValues(path.writers),
            header: self.subviews(of: section, part: .header, path: parts),
            content: self.subviews(of: section, part: .content, path: parts),
            footer: self.subviews(of: section, part: .footer, path: parts)))
      }
    ) { subview in
      if implicit == nil { implicit = [] }
      implicit?.append(subview)
    }
    // Content with no views at all is one empty implicit section.
    if sections.isEmpty && implicit == nil { implicit = [] }
    closeImplicit()
    return SectionCollection(sections: sections)
  }

  /// The subviews of one part of a `Section` (its header, content or footer).
  private func subviews(of section: ViewNode, part: ChildKey, path: ContentPath)
    -> SubviewsCollection
  {
    var subviews: [Subview] = []
    walkSubviews(from: section.children.filter { $0.key == part }, path: path, sections: nil) {
      subviews.append($0)
    }
    return SubviewsCollection(subviews: subviews)
  }

  /// Walks `start` and the content below in order, from a work list (content can be deep): calls
  /// `leaf` for each subview, and `sections` (when given) for each `Section` instead of walking
  /// into it; without it, a section's content is walked. Another container's content is its own.
  private func walkSubviews(
    from start: [ViewNode], path: ContentPath,
    sections: (@MainActor (ViewNode, ContentPath) -> Void)?,
    leaf: @MainActor (Subview) -> Void
  ) {
    var pending: [(ViewNode, ContentPath)] = []
    func push(_ children: [ViewNode], _ path: ContentPath) {
      for child in children.reversed() { pending.append((child, path)) }
    }
    push(start, path)
    while let (node, path) = pending.popLast() {
      if node.isSubviewSource { continue }
      if let marker = node.view as? _SubviewLeaf {
        // The view's own modifiers (`.containerValue`, `.tag`) are inside the ones above it.
        var all = path.writers
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
            leafID: node.id, viewType: type(of: marker.view),
            modifiers: path.modifiers.map(\.apply), modifierStamp: path.stamp))
        continue
      }
      var inner = path
      if let distributed = node.view as? _DistributedModifier {
        // Applied to each subview below; a `.tag` so applied tags each of them.
        inner.modifiers.append(distributed)
        inner.stamp += [node.id, node.generation]
        if let writer = distributed.modifier as? any ContainerValueWriting {
          inner.writers.append(writer)
        }
      } else if let writer = (node.castableView as? any ModifierCarrying)?.anyModifier
        as? any ContainerValueWriting
      {
        inner.writers.append(writer)
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

  /// In a container's content: each child that is one subview becomes a leaf standing for it,
  /// and a modifier applied to a list of subviews is kept to be applied to each of them.
  mutating func markSubviewLeaves(graph: ViewGraph) {
    for index in entries.indices {
      if let replacement = graph.contentReplacement(for: entries[index].view) {
        replaceView(at: index, with: replacement)
      }
    }
  }
}
