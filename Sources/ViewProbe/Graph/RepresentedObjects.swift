#if os(iOS) || os(tvOS) || os(visionOS)
  import UIKit
#endif

/// What a representable keeps for its identity: the UIKit object it made and its coordinator,
/// made once (before the first update) and dismantled as the identity leaves the tree.
@MainActor
final class RepresentedObject<Made: AnyObject, Coordinator>: DisappearObserver {
  let made: Made
  let coordinator: Coordinator
  unowned let graph: ViewGraph
  private let leave: @MainActor (Made, Coordinator) -> Void
  /// The hosting controllers UIKit has shown inside, in the order first shown, while they live.
  private var knownHosts: [(key: HostedControllerKey, controller: WeakController)] = []

  init(
    made: Made, coordinator: Coordinator, graph: ViewGraph,
    leave: @escaping @MainActor (Made, Coordinator) -> Void
  ) {
    self.made = made
    self.coordinator = coordinator
    self.graph = graph
    self.leave = leave
  }

  /// Dismantles what the identity made, after the update that removed it (as `onDisappear`).
  func disappear() {
    let (made, coordinator, leave) = (made, coordinator, leave)
    graph.schedule { leave(made, coordinator) }
  }
}

/// How the graph updates a representable of some type: it makes the coordinator and the UIKit
/// object on the identity's first update, then updates them. Found once per type (see
/// `ViewLayout.represent`).
typealias RepresentableUpdate = @MainActor (_ view: any View, _ node: ViewNode) -> Void

/// The update of `R`, or of `C`, when the type is one.
func representableUpdate<V: View>(of type: V.Type) -> RepresentableUpdate? {
  if let viewType = type as? any UIViewRepresentable.Type { return viewUpdate(viewType) }
  if let controllerType = type as? any UIViewControllerRepresentable.Type {
    return controllerUpdate(controllerType)
  }
  return nil
}

private func viewUpdate<R: UIViewRepresentable>(_: R.Type) -> RepresentableUpdate {
  { view, node in updateView(view, as: R.self, in: node) }
}

private func controllerUpdate<R: UIViewControllerRepresentable>(_: R.Type)
  -> RepresentableUpdate
{
  { view, node in updateController(view, as: R.self, in: node) }
}

@MainActor
private func updateView<V: View, R: UIViewRepresentable>(
  _ view: V, as _: R.Type, in node: ViewNode
) {
  precondition(V.self == R.self, "a representable updated as another type")
  let value = unsafeBitCast(view, to: R.self)
  let environment = node.environment
  RepresentableSteps(
    context: { R.Context(coordinator: $0, transaction: Transaction(), environment: environment) },
    makeCoordinator: value.makeCoordinator, make: value.makeUIView(context:),
    update: value.updateUIView(_:context:),
    leave: { R.dismantleUIView($0, coordinator: $1) }
  ).run(in: node)
}

@MainActor
private func updateController<V: View, R: UIViewControllerRepresentable>(
  _ view: V, as _: R.Type, in node: ViewNode
) {
  precondition(V.self == R.self, "a representable updated as another type")
  let value = unsafeBitCast(view, to: R.self)
  let environment = node.environment
  var steps = RepresentableSteps(
    context: { R.Context(coordinator: $0, transaction: Transaction(), environment: environment) },
    makeCoordinator: value.makeCoordinator, make: value.makeUIViewController(context:),
    update: value.updateUIViewController(_:context:),
    leave: { controller, coordinator in
      controller.viewWillDisappear(false)
      controller.viewDidDisappear(false)
      R.dismantleUIViewController(controller, coordinator: coordinator)
    })
  steps.beforeFirstUpdate = { $0.loadViewIfNeeded() }
  steps.afterFirstUpdate = { controller in
    controller.viewWillAppear(false)
    controller.viewDidAppear(false)
  }
  steps.run(in: node)
}

/// How one kind of representable makes, updates and dismantles what it wraps: the first update
/// of an identity makes the coordinator, then the UIKit object, then updates it; later updates
/// update what was made.
@MainActor
private struct RepresentableSteps<Made: AnyObject, Coordinator, Context> {
  let context: (Coordinator) -> Context
  let makeCoordinator: () -> Coordinator
  let make: (Context) -> Made
  let update: (Made, Context) -> Void
  let leave: @MainActor (Made, Coordinator) -> Void
  var beforeFirstUpdate: (Made) -> Void = { _ in }
  var afterFirstUpdate: (Made) -> Void = { _ in }

  func run(in node: ViewNode) {
    if let kept = node.primitiveState as? RepresentedObject<Made, Coordinator> {
      update(kept.made, context(kept.coordinator))
      return
    }
    let coordinator = makeCoordinator()
    let madeContext = context(coordinator)
    let made = make(madeContext)
    node.primitiveState = RepresentedObject(
      made: made, coordinator: coordinator, graph: node.graph, leave: leave)
    beforeFirstUpdate(made)
    update(made, madeContext)
    afterFirstUpdate(made)
  }
}

/// What a representable made, seen without its types (see `visibleTexts`, `drag(by:)`).
@MainActor
protocol MadeByRepresentable {
  /// The UIKit view or view controller.
  var madeObject: AnyObject { get }
  /// The texts its views show, back to front.
  var shownTexts: [String] { get }
  /// The SwiftUI views of the hosting controllers shown inside (see `RepresentedObject`).
  func hostedViews() -> [HostedView]
  /// Whether UIKit shows the hosting controller of `key` now.
  func isShowing(_ key: HostedControllerKey) -> Bool
}

/// A SwiftUI view a hosting controller inside a representable shows, or showed.
struct HostedView {
  let key: HostedControllerKey
  let view: any View
  /// Whether UIKit shows it now.
  let isShown: Bool
}

/// A view controller held without keeping it alive.
struct WeakController {
  weak var object: UIViewController?
}

extension RepresentedObject: MadeByRepresentable {
  var madeObject: AnyObject { made }

  /// The SwiftUI views of every hosting controller UIKit has shown inside that still lives,
  /// in the order first shown, each saying whether UIKit shows it now: a page turned away keeps
  /// its state as long as its controller lives, as in UIKit.
  func hostedViews() -> [HostedView] {
    let shown = shownHostingControllers()
    for (key, controller) in shown where !knownHosts.contains(where: { $0.key == key }) {
      knownHosts.append((key, WeakController(object: controller)))
    }
    knownHosts.removeAll { $0.controller.object == nil }
    let shownKeys = Set(shown.map(\.key))
    return knownHosts.compactMap { entry in
      guard let hosting = entry.controller.object as? any HostsSwiftUIView else { return nil }
      return HostedView(
        key: entry.key, view: hosting.hostedView, isShown: shownKeys.contains(entry.key))
    }
  }

  /// Whether UIKit shows the hosting controller of `key` now.
  func isShowing(_ key: HostedControllerKey) -> Bool {
    shownHostingControllers().contains { $0.key == key }
  }

  var shownTexts: [String] {
    #if os(iOS) || os(tvOS) || os(visionOS)
      return []
    #else
      let root = (made as? UIView) ?? (made as? UIViewController)?.viewIfLoaded
      return root.map { uiKitTexts(of: $0) } ?? []
    #endif
  }
}

/// The key of a SwiftUI view hosted by a UIKit controller inside a representable: the hosting
/// controller's identity.
struct HostedControllerKey: Hashable, CustomStringConvertible {
  let controller: ObjectIdentifier
  let name: String

  var description: String { "hosted by \(name)" }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.controller == rhs.controller }
  func hash(into hasher: inout Hasher) { hasher.combine(controller) }
}

extension MadeByRepresentable {
  /// The hosting controllers UIKit shows on screen inside the UIKit object: the controller itself
  /// if it is one, the page a page view controller shows, a navigation controller's top
  /// controller, a container's children.
  func shownHostingControllers() -> [(key: HostedControllerKey, controller: UIViewController)] {
    guard let root = madeObject as? UIViewController else { return [] }
    var found: [(key: HostedControllerKey, controller: UIViewController)] = []
    var visited: Set<ObjectIdentifier> = []
    var stack = [root]
    while let controller = stack.popLast() {
      guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
      if controller is any HostsSwiftUIView {
        let key = HostedControllerKey(
          controller: ObjectIdentifier(controller),
          name: _typeName(type(of: controller), qualified: false))
        found.append((key, controller))
        continue
      }
      let shown: [UIViewController]
      switch controller {
      case let pages as UIPageViewController: shown = pages.viewControllers ?? []
      case let stackController as UINavigationController:
        shown = stackController.topViewController.map { [$0] } ?? []
      default: shown = controller.children
      }
      stack.append(contentsOf: shown.reversed())
    }
    return found
  }
}
