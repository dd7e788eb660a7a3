import Foundation

/// One view in the graph: its identity, its current value, the storage that identity owns, and
/// what its last update read.
@MainActor
final class ViewNode {
  /// The graph that owns this node. `unowned(unsafe)`: a safe unowned reference costs two atomic
  /// operations per node made and one per use (6% of mounting a list). A node never outlives its
  /// graph: the graph holds every node (root, children, the id table), and what else holds a node
  /// (`FoundView`) also holds the harness that owns the graph.
  unowned(unsafe) let graph: ViewGraph
  let id: Int
  let key: ChildKey
  /// The parent, or `nil` for the root and for a node that left the tree.
  ///
  /// Not `weak`: a weak reference gives every parent a side table, which sends every retain and
  /// release of it down the slow path (a sixth of a render's time in the profile). The tree keeps
  /// a parent alive as long as its children are in it, and `retire()` clears the reference before
  /// a removed node can outlive its parent.
  private(set) unowned(unsafe) var parent: ViewNode?
  /// Whether this is the graph's root (the harness's parent).
  var isRoot: Bool { depth == 0 }
  let depth: Int
  /// The type's layout (`typeRecord.layout`, kept here too: it is read at every update).
  let layout: ViewLayout
  /// What the graph knows of this view's type (shared by the nodes of the type).
  let typeRecord: ViewTypeRecord
  /// The view's type.
  var typeID: ObjectIdentifier { typeRecord.typeID }

  /// The latest view value the parent produced.
  var view: any View
  /// Where this view's environment is kept: its parent's scope, or one of its own when its
  /// parent handed it a different environment (see `EnvironmentScope`).
  var scope: EnvironmentScope
  /// Whether `scope` is this view's own (its parent gave it a different environment).
  var ownsScope: Bool
  /// The environment this view received.
  var environment: EnvironmentValues { scope.values }
  /// The environment this view's last update used, for a view that depends on it: when the scope
  /// changes, comparing the two says what changed.
  var seenEnvironment: EnvironmentValues
  /// Whether this view is one of its scope's dependents.
  var isEnvironmentDependent = false
  /// The children, in order. Written only on the main actor; `deinit` takes them apart.
  nonisolated(unsafe) var children: [ViewNode] = []
  /// `@State` storage, one per state property of the layout; kept while the identity lives.
  var stateSlots: [AnyObject?]
  /// The environment values this identity's last body read.
  /// Made on first use: most nodes (primitives) never read the environment.
  private(set) lazy var environmentReads = EnvironmentReadLog(tracker: graph.tracker)
  /// How many times this identity's body ran.
  var bodyCount = 0
  /// Bumped at each update; reads and Observation registrations of older updates are stale.
  var generation = 0
  var isDirty = false
  /// Whether this `ForEach` row's content must be built again (see `RowTracking.swift`).
  var needsRowRebuild = false
  /// Subscriptions to the `objectWillChange` of the objects the view observes, by object (G01).
  var objectSubscriptions: [ObjectIdentifier: AnyCancellable] = [:]
  /// Why the next body evaluation happens, collected until it does.
  var pendingCauses: [RenderCause] = []
  /// The Observation registrations of the latest update; made on the first tracked update.
  private(set) var observation: NodeObservation?
  /// The registrations of the latest update when it was tracked without a handle and read an
  /// observable property (see `NodeObservation.trackWithoutHandle`); silenced when stale.
  var unheldRegistration: RegistrationSentinel?
  /// What a primitive keeps for its identity (a lifecycle record, `ForEach`'s initial data).
  var primitiveState: AnyObject?
  /// See `pathHead`.
  private var knownPathHead: (count: Int, names: [String])?
  private(set) var isAlive = true

  init(
    graph: ViewGraph, id: Int, key: ChildKey, parent: ViewNode?, view: any View,
    typeRecord: ViewTypeRecord, scope: EnvironmentScope, ownsScope: Bool
  ) {
    self.graph = graph
    self.id = id
    self.key = key
    self.parent = parent
    self.depth = (parent?.depth ?? -1) + 1
    self.view = view
    self.scope = scope
    self.ownsScope = ownsScope
    self.seenEnvironment = scope.values
    self.typeRecord = typeRecord
    self.layout = typeRecord.layout
    self.stateSlots = layout.stateCount == 0 ? [] : Array(repeating: nil, count: layout.stateCount)
  }

  /// Releasing a subtree would recurse once per level and overflow the stack on a deep tree, so
  /// the descendants are taken apart from a work list: each is emptied before it is let go.
  deinit {
    observation?.cancel()
    unheldRegistration?.cancel()
    var pending = children
    children = []
    while let node = pending.popLast() {
      pending.append(contentsOf: node.children)
      node.children = []
    }
  }

  /// Calls `body` with each dynamic property of the current view value.
  func forEachProperty(_ body: (any GraphProperty, _ stateIndex: Int, _ name: String) -> Void) {
    guard layout.hasGraphProperties else { return }
    withValuePointer { layout.forEachProperty(at: $0, body) }
  }

  /// Calls `body` with each dynamic property of `value`, a value of this node's type that the
  /// node does not hold.
  func forEachProperty(
    of value: any View, _ body: (any GraphProperty, _ stateIndex: Int, _ name: String) -> Void
  ) {
    guard layout.hasGraphProperties else { return }
    Self.withPointer(to: value) { layout.forEachProperty(at: $0, body) }
  }

  /// Makes this view one of its scope's dependents: told when the scope's values change.
  func dependOnEnvironment() {
    guard !isEnvironmentDependent else { return }
    isEnvironmentDependent = true
    scope.dependents.insert(id)
  }

  /// Silences the registrations of an update tracked without a handle: they are stale.
  func silenceUnheldRegistration() {
    guard let unheldRegistration else { return }
    unheldRegistration.cancel()
    self.unheldRegistration = nil
  }

  /// The node's Observation registrations, made when first needed.
  var trackedObservation: NodeObservation {
    if let observation { return observation }
    let made = NodeObservation(tracker: graph.tracker)
    observation = made
    return made
  }

  /// The view, for casts to what it is (`Text`, a control, a modifier). `nil` for an `Optional`,
  /// which a dynamic cast would look through, finding its wrapped view a second time.
  var castableView: (any View)? { layout.isOptional ? nil : view }

  /// Replaces the current value with a copy whose boxes all belong to this identity.
  func adoptForeignBoxes() {
    view = Self.rewriting(view) { layout.adoptForeignBoxes(at: $0, in: self) }
  }

  private static func rewriting<V: View>(_ view: V, _ body: (UnsafeMutableRawPointer) -> Void)
    -> any View
  {
    var copy = view
    withUnsafeMutablePointer(to: &copy) { body(UnsafeMutableRawPointer($0)) }
    return copy
  }

  /// Gives `body` a pointer to the current view value's bytes.
  func withValuePointer<T>(_ body: (UnsafeRawPointer) -> T) -> T {
    Self.withPointer(to: view, body)
  }

  /// Gives `body` pointers to the bytes of two values of the same view type.
  static func withPointers<T>(
    _ first: any View, _ second: any View, _ body: (UnsafeRawPointer, UnsafeRawPointer) -> T
  ) -> T {
    withPointer(to: first) { left in withPointer(to: second) { body(left, $0) } }
  }

  /// Non-isolated, so the closure it hands `withUnsafePointer` carries no main-actor check.
  private nonisolated static func withPointer<V: View, T>(
    to view: V, _ body: (UnsafeRawPointer) -> T
  ) -> T {
    withUnsafePointer(to: view) { body(UnsafeRawPointer($0)) }
  }

  /// Whether `other`, a value of the same type, is equal to the current value field by field.
  func currentValueEquals(_ other: any View) -> Bool {
    withValuePointer { current in
      Self.withPointer(to: other) { layout.fieldsEqual(current, $0) }
    }
  }

  /// The path of views from the harness down to this one, plumbing left out. A path thousands of
  /// views deep keeps its ends (`… 19960 more` in between), as the dump keeps 40 levels; its cost
  /// follows the ends, not the depth (see `pathHead`).
  var path: String {
    let kept = Self.longestPath / 2
    let head = pathHead
    var tail: [String] = []
    var node: ViewNode? = self
    while let current = node, head.count > Self.longestPath ? tail.count < kept : true {
      if current.isNamedInPath { tail.append(current.layout.shortName) }
      node = current.parent
    }
    guard head.count > Self.longestPath else { return tail.reversed().joined(separator: " › ") }
    let names = head.names + ["… \(head.count - 2 * kept) more"] + tail.reversed()
    return names.joined(separator: " › ")
  }

  /// Whether paths name this view (plumbing and the root are left out).
  private var isNamedInPath: Bool { !layout.isStructural && !isRoot }

  /// How many views the path to this one names, and the first names from the root (at most half
  /// of `longestPath`). Kept once known: a node's ancestors never change, so the nodes of a deep
  /// chain find it in their parent instead of walking to the root.
  private var pathHead: (count: Int, names: [String]) {
    if let known = knownPathHead { return known }
    var chain: [ViewNode] = []
    var node: ViewNode? = self
    while let current = node, current.knownPathHead == nil {
      chain.append(current)
      node = current.parent
    }
    var head = node?.knownPathHead ?? (0, [])
    for current in chain.reversed() {
      if current.isNamedInPath {
        head.count += 1
        if head.names.count < Self.longestPath / 2 { head.names.append(current.layout.shortName) }
      }
      current.knownPathHead = head
    }
    return head
  }

  /// The most views a path names before it leaves out its middle.
  static let longestPath = 40

  /// Marks this identity as gone: its storage is released and stops accepting writes.
  func retire() {
    isAlive = false
    parent = nil
    objectSubscriptions.removeAll()
    observation?.cancel()
    silenceUnheldRegistration()
    if isEnvironmentDependent {
      scope.dependents.remove(id)
      isEnvironmentDependent = false
    }
    for slot in stateSlots {
      (slot as? any LiveStorage)?.retire()
    }
    stateSlots.removeAll()
    children.removeAll()
  }
}

/// Storage that stops accepting writes once its view leaves the tree.
protocol LiveStorage: AnyObject {
  func retire()
}

extension StateSlot: LiveStorage {
  func retire() { isAlive = false }
}

/// Property wrappers that hold an `ObservableObject` the view observes.
protocol ObservesObject {}
extension StateObject: ObservesObject {}
extension ObservedObject: ObservesObject {}
extension EnvironmentObject: ObservesObject {}

extension ViewNode {
  /// An invalidation for whatever generation the node is at: an `objectWillChange` subscription
  /// lasts across updates.
  nonisolated static let anyGeneration = Int.min

  /// Subscribes to the `objectWillChange` of every `ObservableObject` the view's properties hold
  /// now, and drops the subscriptions to the ones they no longer hold (G01).
  func subscribeToObservedObjects() {
    var held: [ObjectIdentifier: (name: String, object: any ObservableObject)] = [:]
    forEachProperty { property, stateIndex, name in
      if let object = property.observedObject(in: self, stateIndex: stateIndex) {
        held[ObjectIdentifier(object)] = (name, object)
      }
    }
    objectSubscriptions = objectSubscriptions.filter { held[$0.key] != nil }
    for (id, entry) in held where objectSubscriptions[id] == nil {
      let (inbox, nodeID, name) = (graph.tracker.inbox, self.id, entry.name)
      objectSubscriptions[id] = entry.object.subscribeToWillChange { [weak inbox] in
        guard let inbox else { return }
        if !MainQueue.isCurrent {
          inbox.post(.offMainPublish(node: nodeID))
        } else if let writer = inbox.updatingNode {
          // Published while a view updates: SwiftUI's warning, and no re-render (as A16).
          return inbox.post(.publishDuringUpdate(writer: writer))
        }
        inbox.post(
          node: nodeID, generation: ViewNode.anyGeneration, cause: .objectWillChange(name))
      }
    }
  }
}

/// What one graph knows of one view type.
@MainActor
final class ViewTypeRecord {
  let typeID: ObjectIdentifier
  let layout: ViewLayout
  /// Whether an update of a view of this type has read an observable property: from then on its
  /// updates are tracked with a handle, so that their registrations can be cancelled.
  var readsObservation = false
  /// Body evaluations of views of this type.
  var bodyCount = 0
  /// `@State` initial values of this type's views evaluated and then discarded.
  var discardedInitialValues = 0
  /// Why a first body of this type runs (see `RenderLog.swift`).
  var firstAppearanceCauses: [RenderCause]?
  /// Whether, in a custom container's content, a view of this type stands for a list of
  /// subviews (a tuple, a `ForEach`, a custom view's body) rather than for one subview. Kept here,
  /// not in the layout every node copies: a field there made mounting a list 8% slower.
  let isListTransparent: Bool
  /// Whether, in a custom container's content, a view of this type is a modifier applied to a
  /// list of subviews (`ForEach(…).padding()`): it applies to each of them.
  private(set) lazy var distributesModifier: Bool =
    !isListTransparent && Self.modifiesList(viewType)
  private let viewType: any View.Type

  init(viewType: any View.Type, typeID: ObjectIdentifier, layout: ViewLayout) {
    self.typeID = typeID
    self.layout = layout
    self.viewType = viewType
    isListTransparent = Self.standsForList(viewType, layout: layout)
  }

  /// Whether `type` is a modifier applied to a view that stands for a list of subviews, or to
  /// such a modifier (`ForEach(…).padding().onAppear { … }`).
  private static func modifiesList(_ type: any View.Type) -> Bool {
    guard let modified = type as? any ModifierDistributing.Type else { return false }
    let content = modified.distributedContentType
    return standsForList(content, layout: nil) || modifiesList(content)
  }

  /// Whether views of `type` stand for a list of subviews in a container's content.
  private static func standsForList(_ type: any View.Type, layout: ViewLayout?) -> Bool {
    let layout = layout ?? ViewLayoutCache.shared.layout(of: type)
    return (!layout.isPrimitive && layout.represent == nil) || type is any ViewListTransparent.Type
  }
}

extension ViewNode {
  /// The nearest view with a body at or above this node: the one whose body wrote this modifier
  /// (the update-loop message names an `onChange` by it).
  var declaringView: ViewNode {
    var node = self
    while node.layout.isPrimitive, let parent = node.parent { node = parent }
    return node
  }
}

extension ViewNode {
  /// The record of type `Record` this node keeps in `primitiveState`, made by `make` (and kept)
  /// the first time it is asked for.
  func keptRecord<Record: AnyObject>(_ make: () -> Record) -> Record {
    if let record = primitiveState as? Record { return record }
    let made = make()
    primitiveState = made
    return made
  }
}
