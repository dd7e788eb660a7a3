import Testing

/// The swipe down that dismisses a sheet: the system's gesture, which app code does not write.
/// `swipeToDismiss()` is the user making it on the presentation on top of the screen.
extension ParentHarness {
  // MARK: Swiping a sheet away

  /// Swipes away the sheet on top of the screen (a `sheet`, and a `popover` or `inspector`,
  /// which an iPhone shows as sheets): its binding turns `false` (an item binding `nil`), its
  /// `onDismiss` runs, then one update — as when the user drags it down. Refused with a recorded
  /// issue when what is on top cannot be swiped away: nothing presented, a full-screen cover or
  /// an alert (left through their own controls), or a sheet whose content says
  /// `interactiveDismissDisabled()`.
  public func swipeToDismiss(sourceLocation: SourceLocation = #_sourceLocation) {
    core.flush(at: sourceLocation)
    let onTop = core.graph.upPresentations().filter { $0.content.presentationCovering == nil }
    guard let top = onTop.last else {
      return core.reportMisuse(
        "swipeToDismiss() found nothing presented: no sheet is up to swipe away.",
        at: sourceLocation)
    }
    guard let sheet = top.presenting as? any SheetPresenting, sheet.swipesAway else {
      return core.reportMisuse(
        "swipeToDismiss() found \(top.presenting.presentedDescription) "
          + "\(top.presenting.presentingVerb) on \(top.presenter.firstNamedNode.path) on top, "
          + "which a swipe does not dismiss: leave it through its own controls.",
        at: sourceLocation)
    }
    if let holder = top.content.interactiveDismissHolder {
      return core.reportMisuse(
        "swipeToDismiss() found the sheet presented on \(top.presenter.firstNamedNode.path) "
          + "kept up by .interactiveDismissDisabled(true) on \(holder.firstNamedNode.path): the "
          + "user cannot swipe it away; dismiss it through its own controls.",
        at: sourceLocation)
    }
    let dismiss = top.content.environment.dismiss
    core.perform(at: sourceLocation, from: top.content) { dismiss() }
  }
}

extension ThemedHarness {
  /// Swipes away the sheet on top of the screen (see `ParentHarness.swipeToDismiss()`).
  public func swipeToDismiss(sourceLocation: SourceLocation = #_sourceLocation) {
    harness.swipeToDismiss(sourceLocation: sourceLocation)
  }
}

/// `interactiveDismissDisabled`: whether the sheet this is in can be swiped away.
public struct _InteractiveDismissModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isDisabled: Bool
}

extension _InteractiveDismissModifier: PassThroughModifier, PlainExpansion {}

/// A presenting modifier of the sheet family, asked whether a swipe dismisses what it shows.
@MainActor
protocol SheetPresenting {
  /// Whether a swipe down dismisses it (a sheet; on iPhone a popover and an inspector too).
  var swipesAway: Bool { get }
}

extension _SheetModifier: SheetPresenting {
  var swipesAway: Bool { [.sheet, .popover, .inspector].contains(kind) }
}

extension ViewNode {
  /// The view in this presented content that keeps it from being swiped away, if any.
  var interactiveDismissHolder: ViewNode? {
    firstOnItsScreen(_InteractiveDismissModifier.self, where: \.isDisabled)
  }

  /// The first view at or inside this one, on the same screen, carrying a modifier of type `M`
  /// that `matches`: what this view presents or pushes in turn is another screen, left out.
  func firstOnItsScreen<M>(_ type: M.Type, where matches: (M) -> Bool) -> ViewNode? {
    var stack = [self]
    while let node = stack.popLast() {
      let modifier = (node.castableView as? any ModifierCarrying)?.anyModifier
      if let found = modifier as? M, matches(found) { return node }
      let presents = modifier is any Presenting
      stack.append(
        contentsOf: node.children.filter {
          !$0.isPushedDestination && !(presents && $0.key == .footer)
        })
    }
    return nil
  }
}
