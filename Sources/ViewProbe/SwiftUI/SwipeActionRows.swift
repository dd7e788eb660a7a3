// Swipe actions belong to the rows of a list up to OS 26: SwiftUI draws them when a `List` (or a
// `Form`) row is swiped, and a `.swipeActions` on a view that is no list's row — in a `ScrollView`
// or a `LazyVStack` of cards — is never drawn. ViewProbe keeps its buttons in the tree but refuses
// to act on them there (profile `.xcode26`), saying why, so a test cannot pass by tapping an action
// no swipe reveals. OS 27 draws swipe actions outside lists too (`swipeActionsContainer()`
// coordinates them in a custom container), so under `.xcode27` they are tapped anywhere.

extension _AttachedContentModifier {
  var isSwipeActions: Bool { name == "swipeActions" }
}

extension ViewNode {
  /// Whether this node is a `swipeActions` modifier (its actions are its `.footer` child).
  var addsSwipeActions: Bool {
    ((castableView as? any ModifierCarrying)?.anyModifier as? any AttachedContent)?
      .isSwipeActions == true
  }
}

extension ViewGraph {
  /// Swipe actions are in the tree: from now on, views are looked at for the list they need.
  func noteSwipeActions() {
    hasScreenContainers = true
    hasSwipeActions = true
  }
}

extension ViewNode {
  /// Why `child`, one of this view's children, takes no touches because it is swipe actions on
  /// a view that is no list's row.
  func swipeActionsCovering(of child: ViewNode) -> String? {
    guard child.key == .footer, addsSwipeActions, graph.profile == .xcode26, !isInListRow
    else { return nil }
    return "in the swipe actions of \(firstNamedNode.path), which is not a row of a List or a "
      + "Form: up to OS 26 SwiftUI draws swipe actions only on list rows, so no swipe reveals "
      + "these. Put the rows in a List, or offer the actions another way (a context menu, a "
      + "button); OS 27 draws them in any container (test with the .xcode27 profile)."
  }

  /// Whether a `List` or `Form` holds this view, within its window, sheet or other presentation.
  private var isInListRow: Bool {
    var child = self
    while let node = child.parent {
      if case .window? = node.presentationBoundary(below: child) { return false }
      if node.castableView is any RowEditingContainer { return true }
      child = node
    }
    return false
  }
}

nonisolated extension View {
  /// Makes this container coordinate the swipe actions of the rows inside it, as a `List` does:
  /// one row's actions open at a time, and scrolling or a tap elsewhere closes them (OS 27). The
  /// harness opens no actions, so there is nothing to coordinate; the rows' actions are tapped
  /// directly.
  public func swipeActionsContainer() -> some View { inert("swipeActionsContainer") }
}

nonisolated extension View {
  /// Adds swipe actions to a row of a list or container, telling `onPresentationChanged` when
  /// they are revealed (`true`) and dismissed (`false`) — OS 27. Acting on one of its controls
  /// is a swipe that reveals them, the action, then their closing: three events.
  public func swipeActions(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> some View, onPresentationChanged: @escaping (Bool) -> Void
  ) -> some View {
    swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content)
      .modifier(_SwipeActionsPresentation(onPresentationChanged: onPresentationChanged))
  }
}

/// The observer of the swipe actions of the view it modifies.
nonisolated struct _SwipeActionsPresentation: PassThroughModifier {
  typealias Body = Never
  let onPresentationChanged: (Bool) -> Void
}

extension ViewNode {
  /// The observers told when the swipe actions this control is among are revealed and closed,
  /// innermost first (none for a control in no swipe actions).
  var swipeActionsObservers: [(Bool) -> Void] {
    guard graph.hasSwipeActions else { return [] }
    var observers: [(Bool) -> Void] = []
    var child = self
    while let node = child.parent {
      if child.key == .footer, node.addsSwipeActions,
        let observing = (node.parent?.castableView as? any ModifierCarrying)?.anyModifier
          as? _SwipeActionsPresentation
      {
        observers.append(observing.onPresentationChanged)
      }
      child = node
    }
    return observers
  }
}
