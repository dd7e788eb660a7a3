/// A type-erased list of values pushed onto a ``NavigationStack``.
public struct NavigationPath: Equatable {
  var values: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// The number of pushed values.
  public var count: Int { values.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { values.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { values.append(AnyHashable(value)) }

  /// Pops the last `k` values. Asked for more values than the path holds (or fewer than none),
  /// it breaks Apple's precondition, where SwiftUI stops the app: ViewProbe records an issue and
  /// pops what there is, so the run goes on.
  public mutating func removeLast(_ k: Int = 1) {
    guard 0 <= k, k <= values.count else {
      ProbeContext.reportTrap(
        "NavigationPath.removeLast(\(k)) on a path of \(values.count) "
          + "value\(values.count == 1 ? "" : "s"): k must be at least zero and at most the number "
          + "of values (Apple's precondition), and SwiftUI stops the app here. ViewProbe popped "
          + "\(k < 0 ? "nothing" : "every value"). A pop that can run twice — a button tapped "
          + "again, a dismiss after a swipe back — should check the path's count first.")
      if k > 0 { values.removeAll() }
      return
    }
    values.removeLast(k)
  }
}

/// What a stack has pushed, and the destinations registered inside it.
@MainActor
final class NavigationContext {
  enum Entry {
    case view(any View)
    case value(AnyHashable)
  }

  /// The stack's node; the environment that carries this context can outlive it.
  weak var node: ViewNode?
  /// Destinations pushed as views, by position; popped ones are dropped (their state with them).
  var pushedViews: [Int: LinkPush] = [:]
  var internalPath: [AnyHashable] = []
  var boundPath: NavigationPathAccess?
  /// The `navigationDestination(for:)` in use for each type (see `declare`).
  var destinations: [ObjectIdentifier: DestinationDeclaration] = [:]
  /// Declarations ignored and warned about, by node id: each warns once.
  var ignoredDeclarers: Set<Int> = []
  /// The types whose destination was declared inside a lazy container, warned about once.
  var lazyWarnedTypes: Set<ObjectIdentifier> = []
  /// Whether the stack has shown its path once, and how many of its values had destinations
  /// then: a path whose destinations are declared in views not yet rendered is looked at again.
  private var hasExpanded = false
  private var lastResolved = 0
  /// The edit mode the container gives its content unless another container or app code gives
  /// one above it: what an `EditButton` inside toggles.
  let editMode = OwnEditMode()

  init(node: ViewNode) { self.node = node }

  /// The views pushed by links onto a stack bound to a path (an array or a `NavigationPath`),
  /// which holds only the app's values: for each, how many of the path's values are beneath it.
  /// Popping below it pops it; values the app appends go above it.
  var linkedViewDepths: [Int] = []

  var path: [AnyHashable] {
    get {
      guard let boundPath else { return internalPath }
      let values = boundPath.get()
      return linkedViewDepths.isEmpty ? values : withLinkedViews(values)
    }
    set {
      guard let boundPath else {
        internalPath = newValue
        return
      }
      var depths: [Int] = []
      var values = 0
      for value in newValue {
        if value.base is PushedViewMarker { depths.append(values) } else { values += 1 }
      }
      linkedViewDepths = depths
      boundPath.set(newValue.filter { !($0.base is PushedViewMarker) })
    }
  }

  /// The bound path's values with the views links pushed among them; a view whose values beneath
  /// were popped is popped, with every view above it.
  private func withLinkedViews(_ values: [AnyHashable]) -> [AnyHashable] {
    var path: [AnyHashable] = []
    var next = 0
    for (index, depth) in linkedViewDepths.enumerated() {
      guard depth <= values.count else {
        linkedViewDepths.removeLast(linkedViewDepths.count - index)
        break
      }
      path += values[next..<depth]
      next = depth
      path.append(PushedViewMarker.at(path.count))
    }
    return path + values[next...]
  }

  func push(value: AnyHashable) {
    if let elements = boundPath?.elementType, boundPath?.accepts(value) == false, let node {
      // The array cannot hold it: the link does nothing, and the test hears why.
      node.graph.tracker.warn(
        SwiftUIMessage.valueOutsideTypedPath(type(of: value.base), elements: elements),
        path: node.path, node: node.id)
      return
    }
    path.append(value)
    invalidate()
  }

  /// Pushes `value` for a link in `environment`: one in a split view's leading column sets the
  /// detail column's content, so what was pushed onto the detail pops first.
  func push(value: AnyHashable, from environment: EnvironmentValues) {
    if environment.splitColumn?.isLeading == true { popDetailColumn() }
    push(value: value)
  }

  /// Pops the destinations pushed onto a split view's detail column (and any pushed after them).
  func popDetailColumn() {
    if let first = path.indices.first(where: { !isInSidebar(position: $0) }) {
      pop(toCount: first)
    }
  }

  /// Whether the destination at `position` was pushed within a split view's sidebar column.
  func isInSidebar(position: Int) -> Bool {
    guard position < path.count, path[position] == PushedViewMarker.at(position) else {
      return false
    }
    return pushedViews[position]?.inSidebar ?? false
  }

  func push(view: any View, from link: PushingLinkRecord, inSidebar: Bool = false) {
    pushedViews[path.count] = LinkPush(view: view, link: link, inSidebar: inSidebar)
    path.append(PushedViewMarker.at(path.count))
    invalidate()
  }

  /// A link that pushed a destination shows it again with its latest value: the pushed view
  /// follows the link that presents it, as a sheet's content follows its modifier. The host the
  /// stack shows it in reads the value when it next updates (later in this pass when the stack
  /// is updating too, else in the next one).
  func follow(_ link: PushingLinkRecord, to destination: any View) {
    var followed: Set<AnyHashable> = []
    for (position, pushed) in pushedViews where pushed.link === link {
      pushedViews[position]?.view = destination
      followed.insert(PushedViewMarker.at(position))
    }
    // Only the hosts of this link's destinations: a link inside a pushed view that refreshed
    // every pushed view refreshed its own host, whose new body updated the link again — a loop
    // whenever the destination's inputs never compare equal (a binding into an
    // `ObservableObject`).
    if !followed.isEmpty { refreshHosts { followed.contains($0) } }
  }

  /// A `navigationDestination(for:)` gave its latest closure: the values of its type it shows
  /// are built again with it (an equal result runs no body).
  func destinationChanged<D>(for type: D.Type) {
    refreshHosts { $0.base is D }
  }

  /// The destination a pushed value shows now, if anything declares one.
  func destination(for value: AnyHashable) -> (any View)? {
    if let marker = value.base as? PushedViewMarker { return pushedViews[marker.position]?.view }
    return destinations[ObjectIdentifier(type(of: value.base))]?.build(value)
  }

  private func refreshHosts(where shows: (AnyHashable) -> Bool) {
    guard let node else { return }
    for child in node.children {
      if case .element(let slot) = child.key, let slot = slot.base as? PathSlot, shows(slot.value) {
        node.graph.invalidate(child)
      }
    }
  }

  /// A link that pushed a destination left the tree: the destination, and all pushed above it,
  /// pop (the presentation ends with its link). Runs after the update that removed the link.
  func linkLeft(_ link: PushingLinkRecord) {
    let path = self.path
    let pushed = pushedViews.filter { position, pushed in
      pushed.link === link && position < path.count
        && path[position] == PushedViewMarker.at(position)
    }
    guard let position = pushed.keys.min() else { return }
    pop(toCount: position)
  }

  func pop(toCount count: Int) {
    guard path.count > count else { return }
    path.removeLast(path.count - count)
    invalidate()
  }

  private func invalidate() {
    if let node { node.graph.invalidate(node) }
  }
}

/// How a stack reads and writes the path it is bound to: a `NavigationPath`, or an array of
/// values.
struct NavigationPathAccess {
  let get: () -> [AnyHashable]
  let set: ([AnyHashable]) -> Void
  /// The type of the values an array path holds.
  var elementType: Any.Type?
  /// Whether the path can hold `value`.
  var accepts: (AnyHashable) -> Bool = { _ in true }
}

/// A pushed destination's identity: its place in the path and its value.
struct PathSlot: Hashable, CustomStringConvertible {
  let position: Int
  let value: AnyHashable

  /// How dumps show it: `path[0] = 7`, or `path[1] from a link`.
  var description: String {
    value.base is PushedViewMarker
      ? "path[\(position)] from a link" : "path[\(position)] = \(value.base)"
  }
}

extension NavigationStack
where
  Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose path is an array (or other collection) of values: appending pushes, removing
  /// pops (H04).
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathAccess(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { values in
        path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element })
      }, elementType: Data.Element.self, accepts: { $0.base is Data.Element })
  }
}

/// Stands in the path for a destination pushed as a view (`NavigationLink { … }`).
struct PushedViewMarker: Hashable {
  let position: Int

  /// The marker of a view pushed at `position`, as the path holds it.
  static func at(_ position: Int) -> AnyHashable { AnyHashable(Self(position: position)) }
}

/// A destination pushed as a view, and the link that pushed it.
struct LinkPush {
  var view: any View
  weak var link: PushingLinkRecord?
  /// Pushed within a split view's sidebar column (`isDetailLink(false)`), not onto its detail.
  var inSidebar = false
}

/// Where a stack shows one pushed value: it builds the destination each time it updates, from
/// the latest `navigationDestination(for:)` closure or the latest value the pushing link gave.
/// Both are handed over while the stack's root updates, which (depth first) comes before the
/// host in the same pass; a declaring view or link that updates alone invalidates the host.
/// Paths leave it out; dumps show it with its place in the path.
struct PushedDestination: View, PrimitiveView, StructuralView {
  let context: NavigationContext
  let value: AnyHashable

  /// A primitive view: the graph reads the pushed destination.
  var body: Never { primitiveBody("PushedDestination") }

  func makeChildren(into children: inout ChildList) {
    if let view = context.destination(for: value) { children.append(view, key: .content) }
  }
}

/// What a `NavigationLink { … }` that has pushed keeps for its identity: while it lives, the
/// pushed view takes each new destination value it is given; when it leaves the tree, the pushed
/// view pops.
@MainActor
final class PushingLinkRecord: DisappearObserver {
  weak var context: NavigationContext?

  init(context: NavigationContext) { self.context = context }

  func disappear() {
    guard let context, let graph = context.node?.graph else { return }
    graph.schedule { [weak context] in context?.linkLeft(self) }
  }
}

struct NavigationContextKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}

/// A stack of views: the root, then one view per pushed value or link destination.
nonisolated public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: NavigationPathAccess?

  /// A primitive view: the graph reads the root and the pushed destinations.
  @MainActor
  public var body: Never { primitiveBody("NavigationStack") }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack that keeps its own path.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = nil
  }

  /// A stack whose path is `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathAccess(
      get: { path.wrappedValue.values }, set: { path.wrappedValue.values = $0 })
  }
}

extension NavigationStack: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    NavigationContext.expand(into: &children, path: path, roots: [(root, .content, nil)])
  }
}

extension NavigationContext {
  /// A container's children: its roots under the container's navigation context, then one
  /// child per pushed destination.
  static func expand(
    into children: inout ChildList, path: NavigationPathAccess?,
    roots: [(view: any View, key: ChildKey, column: NavigationSplitViewColumn?)]
  ) {
    let node = children.node
    let context = node.primitiveState as? NavigationContext ?? NavigationContext(node: node)
    node.primitiveState = context
    node.graph.hasScreenContainers = true
    node.graph.screenContainerIDs.insert(node.id)
    context.boundPath = path
    var environment = children.environment
    environment.navigationContext = context
    environment.navigationLevel = 0
    environment.provideEditMode(from: .container) {
      context.editMode.slot(tracker: node.graph.tracker)
    }
    for root in roots {
      environment.splitColumn = root.column
      children.append(root.view, key: root.key, environment: environment)
    }
    context.appendDestinations(into: &children, environment: environment)
  }

  func appendDestinations(into children: inout ChildList, environment: EnvironmentValues) {
    let path = self.path
    pushedViews = pushedViews.filter { position, _ in
      position < path.count && path[position] == PushedViewMarker.at(position)
    }
    var resolved = 0
    var unresolved: [Any.Type] = []
    let isSplit = node?.castableView is any SplitColumns
    for (position, value) in path.enumerated() {
      var destinationEnvironment = environment
      if isSplit {
        destinationEnvironment.splitColumn = isInSidebar(position: position) ? .sidebar : .detail
      }
      destinationEnvironment.dismiss = DismissAction { [weak self] in
        self?.pop(toCount: position)
      }
      destinationEnvironment.isPresented = true
      destinationEnvironment.navigationLevel = position + 1
      if let marker = value.base as? PushedViewMarker {
        guard pushedViews[marker.position] != nil else { continue }
      } else if destinations[ObjectIdentifier(type(of: value.base))] == nil {
        unresolved.append(type(of: value.base))
        continue
      }
      resolved += 1
      // A destination is its place and its value: an equal value pushed again after a pop, or
      // another value at the same place, is a new view (H04).
      children.append(
        PushedDestination(context: self, value: value),
        key: .element(AnyHashable(PathSlot(position: position, value: value))),
        environment: destinationEnvironment)
    }
    // A path set before the stack first appears (a deep link, a restored path) names values
    // whose `navigationDestination` is declared in views that have not rendered yet: the stack
    // looks again once they have, as long as each look resolves more. Only then is a value
    // without a destination SwiftUI's warning.
    if !unresolved.isEmpty, !hasExpanded || resolved > lastResolved, let node {
      node.graph.invalidate(node)
    } else {
      for type in unresolved {
        children.warn(SwiftUIMessage.missingNavigationDestination(type))
      }
    }
    hasExpanded = true
    lastResolved = resolved
  }
}

/// A control that pushes a destination (or a value) onto the enclosing stack.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  enum Target {
    case view(Destination)
    case value(AnyHashable?)
    /// The deprecated links driven by a binding: pushed while it is true.
    case bound(Destination, Binding<Bool>)
  }

  let target: Target
  let label: Label

  /// A link that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    target = .view(destination())
    self.label = label()
  }

  /// A primitive view: the graph reads its label.
  @MainActor
  public var body: Never { primitiveBody("NavigationLink") }
}

extension NavigationLink where Label == Text {
  /// A link titled by `titleKey` that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled by `title` that pushes `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`; a `navigationDestination(for:)` builds its view.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    target = .value(value.map { AnyHashable($0) })
    self.label = label()
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled by `titleKey` that pushes `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled by `title` that pushes `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    // A link is a button: an app's button style draws it, and a primitive one's trigger()
    // follows it.
    let node = children.node
    children.appendStyled(
      ButtonDrawing(label: label, role: nil, action: followAction(of: node)), key: .label
    ) { $0.append(label, key: .label) }
    if case .view(let destination) = target,
      let record = children.node.primitiveState as? PushingLinkRecord
    {
      record.context?.follow(record, to: destination)
    }
    if case .bound(let destination, let isActive) = target {
      children.append(
        EmptyView().navigationDestination(isPresented: isActive) { destination }, key: .footer)
    }
  }
}

extension NavigationLink: DrivableControl {
  static var controlKind: ControlKind { .navigationLink }

  @MainActor
  func tapAction(at node: ViewNode) -> (@MainActor () -> Void)? {
    if let styled = node.primitiveStyleTap { return styled }
    return unstyledTapAction(at: node)
  }

  /// What `configuration.trigger()` runs for this link, drawn by a `PrimitiveButtonStyle`: what
  /// a tap on it runs, as the link's node has it then.
  @MainActor
  func followAction(of node: ViewNode) -> @MainActor () -> Void {
    { [weak node] in
      guard let node, let link = node.castableView as? Self else { return }
      link.unstyledTapAction(at: node)?()
    }
  }

  /// What a tap on the link runs, whatever its style.
  @MainActor
  func unstyledTapAction(at node: ViewNode) -> (@MainActor () -> Void)? {
    // While a selecting list is edited, a tap on a row selects it: its link does not push.
    let environment = node.environment
    if let list = environment.listSelection, environment.editMode?.wrappedValue.isEditing == true,
      let listNode = node.nearestSelectingList, let option = node.option(below: listNode)
    {
      return { _ = list.choose(option, environment) }
    }
    guard case .view(let destination) = target, let context = environment.navigationContext
    else { return tapAction(in: environment) }
    // In a split view's sidebar, a link that is not a detail link pushes within the sidebar; any
    // other link in a leading column sets the detail column's content.
    let inSidebar = environment.splitColumn == .sidebar && !environment.isDetailLink
    let setsDetail = environment.splitColumn?.isLeading == true && !inSidebar
    // The pushed view stays tied to this link (see `PushingLinkRecord`).
    return {
      let record = node.primitiveState as? PushingLinkRecord ?? PushingLinkRecord(context: context)
      node.primitiveState = record
      record.context = context
      if setsDetail { context.popDetailColumn() }
      context.push(view: destination, from: record, inSidebar: inSidebar)
    }
  }

  @MainActor
  func tapAction(in environment: EnvironmentValues) -> (@MainActor () -> Void)? {
    // In a selecting list (a split view's sidebar), a link's value is its row's selection.
    if case .value(let value?) = target, let list = environment.listSelection {
      let context = environment.navigationContext
      return {
        let option = PickerOption(value: value, typeName: "", fits: { _ in true })
        if !list.choose(option, environment) { context?.push(value: value, from: environment) }
      }
    }
    guard let context = environment.navigationContext else { return nil }
    switch target {
    // A view destination is pushed by `tapAction(at:)`, which ties it to the link's identity.
    case .view: return nil
    case .value(let value?): return { context.push(value: value, from: environment) }
    case .value(nil): return {}
    case .bound(_, let isActive): return { isActive.wrappedValue = true }
    }
  }

  func refusal(in environment: EnvironmentValues) -> String? {
    guard environment.navigationContext == nil else { return nil }
    guard environment.isPresented else {
      return "found no NavigationStack or NavigationSplitView above it; SwiftUI ignores such a link"
    }
    return "found no NavigationStack or NavigationSplitView above it in the presentation it is "
      + "in: a sheet's (or cover's, popover's) content is outside the stack that presented it, "
      + "and SwiftUI ignores such a link. Give the presented content a NavigationStack of its own."
  }
}
