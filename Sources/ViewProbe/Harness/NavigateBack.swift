import Testing

/// The system's back button: the navigation bar of a pushed view has one (and the edge swipe
/// that does the same), which app code does not write. `navigateBack()` is the user pressing it.
extension ParentHarness {
  // MARK: Going back

  /// Presses the back button of the pushed view on top of the screen: the view pushed last onto
  /// the navigation stack on screen (by a path value, a link, or `navigationDestination`) pops,
  /// as its `dismiss` pops it — a bound path loses its last value, a presenting binding turns
  /// `false`, then one update. With none, a tab an iPhone tab bar leaves to its More list (past
  /// the fourth of more than five) has the back button: it goes back to the More list. Refused
  /// with a recorded issue when no pushed view is on screen, or when the view hides its back
  /// button (`navigationBarBackButtonHidden()`).
  public func navigateBack(sourceLocation: SourceLocation = #_sourceLocation) {
    core.flush(at: sourceLocation)
    guard let top = core.graph.topPushedView else {
      // A tab reached through the More list is pushed onto it: its back button reads "More".
      if let tabView = core.graph.tabViewShowingAMoreTab {
        return core.perform(at: sourceLocation, from: tabView) { tabView.openMoreList() }
      }
      // A view pushed beneath a sheet (an inspector, an alert) has a back button nobody reaches.
      if let covered = core.graph.pushedViews.last(where: { $0.structuralCovering == nil }),
        let covering = covered.presentationCovering
      {
        return core.reportMisuse(
          "navigateBack() found the view pushed at \(covered.firstNamedNode.path) \(covering)",
          at: sourceLocation)
      }
      return core.reportMisuse(
        "navigateBack() found no pushed view on screen: the navigation stacks on screen show "
          + "their roots, so there is no back button to press.", at: sourceLocation)
    }
    if let hider = top.backButtonHider {
      return core.reportMisuse(
        "navigateBack() found the back button of the view pushed at \(top.firstNamedNode.path) "
          + "hidden by .navigationBarBackButtonHidden(true) on \(hider.firstNamedNode.path): the "
          + "user can neither press it nor swipe back; go back through the view's own control.",
        at: sourceLocation)
    }
    let dismiss = top.environment.dismiss
    core.perform(at: sourceLocation, from: top) { dismiss() }
  }
}

extension ThemedHarness {
  /// Presses the back button of the pushed view on top of the screen (see
  /// `ParentHarness.navigateBack()`).
  public func navigateBack(sourceLocation: SourceLocation = #_sourceLocation) {
    harness.navigateBack(sourceLocation: sourceLocation)
  }
}

/// `navigationBarBackButtonHidden`: whether the pushed view this is in shows a back button.
public struct _BackButtonHiddenModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isHidden: Bool
}

extension _BackButtonHiddenModifier: PassThroughModifier, PlainExpansion {}

extension ViewGraph {
  /// The pushed view on top of the screen: of the views pushed last onto their stacks (and the
  /// destinations `navigationDestination(isPresented:)` and `(item:)` push), those nothing
  /// covers; of several (the columns of a split view), the last in tree order.
  var topPushedView: ViewNode? {
    pushedViews.last { $0.screenCovering == nil }
  }

  /// The view pushed last onto each stack (and each destination pushed by a binding), in tree
  /// order, but for those inside content nobody opened.
  var pushedViews: [ViewNode] {
    allNodes().compactMap { node -> ViewNode? in
      let pushed: ViewNode?
      if node.primitiveState is NavigationContext {
        pushed = node.children.last(where: \.isPushedDestination)
      } else if let presenting = (node.castableView as? any ModifierCarrying)?.anyModifier
        as? any PresentationModifying, presenting.pushes
      {
        pushed = node.children.first { $0.key == .footer }
      } else {
        pushed = nil
      }
      guard let pushed, !pushed.isInsideUnopenedContent else { return nil }
      return pushed
    }
  }
}

extension ViewNode {
  /// The view inside this pushed one that hides its back button, if any.
  var backButtonHider: ViewNode? {
    firstOnItsScreen(_BackButtonHiddenModifier.self, where: \.isHidden)
  }
}

/// A presenting modifier, asked whether it pushes onto a stack.
@MainActor
protocol PresentationModifying {
  /// Whether what it presents is pushed (`navigationDestination(isPresented:)`, `(item:)`).
  var pushes: Bool { get }
}

extension _SheetModifier: PresentationModifying {
  var pushes: Bool { kind == .navigationDestination && isPresented.wrappedValue }
}
