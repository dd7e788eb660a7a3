/// What runs when its view comes into sight or goes out of it while staying in the tree:
/// `onAppear` / `onDisappear`, a `.task`.
///
/// On a device a view disappears when a view pushed over it, another tab, a full-screen cover or
/// a destination pushed by a binding hides it, and appears again when it comes back (a list that
/// reloads in `onAppear` reloads on the return from a detail screen; a tab's `.task` starts when
/// the tab is first selected and is cancelled when another one is). Being in the tree is not
/// enough: an observer's view must also be in sight.
@MainActor
protocol VisibilityObserver: AnyObject {
  /// Whether the view is in sight as far as the observer knows: its appear action ran (its task
  /// started) and its disappear action did not run since.
  var isShown: Bool { get set }
  /// The view came into sight (or was added in sight): run the appear action, start the task.
  func cameIntoSight(_ node: ViewNode)
  /// The view went out of sight, staying in the tree: run the disappear action, cancel the task.
  func wentOutOfSight(_ node: ViewNode)
}

extension ViewGraph {
  /// Watches `node` (whose `primitiveState` is a ``VisibilityObserver``): its observer is told
  /// whether it is in sight after the update that added it, and whenever what hides views
  /// changes.
  func watchVisibility(of node: ViewNode) {
    visibilityWatched.insert(node.id)
    newlyWatched.append(node.id)
  }

  /// Tells the watched views that came into sight or went out of it. After every update pass:
  /// the views added by it are placed, and when the screens changed since the last call (a push
  /// or a pop, another tab selected, a presentation up or down) every watched view is looked at
  /// again. Costs nothing more while screens stay as they are. Returns whether they changed.
  @discardableResult
  func settleVisibility() -> Bool {
    guard !visibilityWatched.isEmpty else { return false }
    let signature = screenSignature()
    let screensChanged = signature != lastScreenSignature
    lastScreenSignature = signature
    guard screensChanged || !newlyWatched.isEmpty else { return false }
    let ids = screensChanged ? visibilityWatched.sorted() : newlyWatched
    newlyWatched.removeAll()
    // Rows share their ancestors: what hides an ancestor is found once (`SightCheck`).
    var check = SightCheck(graph: self)
    for id in ids {
      // Torn-down views left the set as they went (`tearDown`).
      guard let node = nodes[id], node.isAlive,
        let observer = node.primitiveState as? any VisibilityObserver
      else { continue }
      let inSight = !check.isOutOfSight(node)
      guard inSight != observer.isShown else { continue }
      observer.isShown = inSight
      if inSight {
        observer.cameIntoSight(node)
      } else {
        observer.wentOutOfSight(node)
      }
    }
    return screensChanged
  }

  /// What decides which views are in sight: the pushed views of each stack, the tab each
  /// `TabView` shows, the presentations up, the keyboard. Equal signatures, equal sights.
  private func screenSignature() -> [Int] {
    var signature: [Int] = []
    for id in screenContainerIDs.sorted() {
      guard let node = nodes[id], node.isAlive else { continue }
      signature.append(id)
      if let host = node.castableView as? any TabHosting {
        signature.append(host.shownTab(among: node.tabs, at: node)?.id ?? -1)
        if node.showsMoreList { signature.append(-2) }
      }
      if node.primitiveState is NavigationContext {
        signature += node.children.lazy.filter(\.isPushedDestination).map(\.id)
      }
      signature.append(-1)
    }
    // A keyboard toolbar's views are in sight while the keyboard is up: the field being edited
    // tells when it comes and goes (asking `keyboardIsUp` here would look at every view after
    // every pass; a keyboard raised by app code moving a `@FocusState` alone is seen at the next
    // change of screens).
    if hasKeyboardToolbars { signature.append(editingField?.id ?? -1) }
    return signature + presentingNodeIDs.sorted()
  }
}

/// Whether views are in the tree but out of sight: in a tab not shown, beneath a view pushed onto
/// their stack (by a path, a link or a binding), or beneath a full-screen cover. A sheet, a
/// popover or an alert leaves what it covers in sight, as on iOS.
///
/// For many views at once: the answer for each ancestor on a walk is kept, so the rows of a list
/// cost one step each past the first, not a walk to the root each (the walk is
/// `ViewNode.structuralCovering`'s, answering yes or no).
@MainActor
struct SightCheck {
  private let graph: ViewGraph
  /// Whether a presentation that hides what it covers is up (otherwise none is looked for).
  private let hidingPresentationUp: Bool
  private var hidden: [ObjectIdentifier: Bool] = [:]

  init(graph: ViewGraph) {
    self.graph = graph
    hidingPresentationUp = graph.upPresentations().contains { $0.presenting.hidesWhatItCovers }
  }

  mutating func isOutOfSight(_ node: ViewNode) -> Bool {
    if graph.hasScreenContainers, isStructurallyHidden(node) { return true }
    guard hidingPresentationUp else { return false }
    return node.isHiddenByPresentation
  }

  /// `node.structuralCovering != nil`, remembering the answer for the nodes the walk passed
  /// while it was not skipping up to a stack (their answer is the walk's from there).
  private mutating func isStructurallyHidden(_ node: ViewNode) -> Bool {
    var child = node
    var skippingTo: ViewNode?
    var passed: [ObjectIdentifier] = []
    var result = false
    walk: while let parent = child.parent {
      if skippingTo == nil {
        if let known = hidden[ObjectIdentifier(child)] {
          result = known
          break walk
        }
        passed.append(ObjectIdentifier(child))
      }
      switch parent.presentationBoundary(below: child) {
      case .window: break walk
      case .stack(let stack): skippingTo = skippingTo ?? stack
      case nil: break
      }
      if let stack = skippingTo {
        if parent === stack { skippingTo = nil }
      } else if parent.covering(of: child) != nil {
        result = true
        break walk
      }
      child = parent
    }
    for id in passed { hidden[id] = result }
    return result
  }
}
