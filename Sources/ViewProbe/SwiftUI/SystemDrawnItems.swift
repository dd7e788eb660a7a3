/// The items of a `Menu`, a context menu, a toolbar title menu and swipe actions are drawn by the
/// system from each item's label, role and action: a presentation modifier attached to a view
/// among them (`Button("Share") { … }.sheet(…)` inside a `Menu`) is never applied, and SwiftUI says
/// nothing. ViewProbe leaves such a presentation down too, and says why once, as a runtime
/// warning: a test cannot pass by showing a sheet a device never shows (Guide §7).
extension ViewNode {
  /// The system-drawn items this view is among, as messages name them, or `nil`. Content
  /// presented over the window (a sheet's) is the presentation's, not the items'.
  var systemDrawnItems: String? {
    var child = self
    while let node = child.parent {
      if case .window = node.presentationBoundary(below: child) { return nil }
      if child.key == .content, node.castableView is any MenuContaining { return "a Menu's items" }
      if child.key == .footer,
        let attached = (node.castableView as? any ModifierCarrying)?.anyModifier
          as? any AttachedContent,
        let items = attached.systemDrawnItems
      {
        return items
      }
      child = node
    }
    return nil
  }
}

extension ChildList {
  /// Whether the presentation `presenting` (this view's modifier) would hold up is lost among
  /// system-drawn items; warns once per view.
  func losesPresentation(_ presenting: any Presenting) -> Bool {
    guard let items = node.systemDrawnItems else { return false }
    warnOfLostPresentation { path in
      "\(presenting.presentedDescription.prefix(1).uppercased())"
        + "\(presenting.presentedDescription.dropFirst()) attached at \(path) is among "
        + "\(items), which the system draws from each item's label and action alone: it is "
        + "never presented (SwiftUI drops the modifier without a message). Attach it outside "
        + "them — to the menu itself, the row or the list."
    }
    return true
  }

  /// Warns, once per view, that this view's presentation is never shown; `message` is given the
  /// view's path.
  private func warnOfLostPresentation(_ message: (String) -> String) {
    let graph = node.graph
    guard graph.warnedLostPresentations.insert(node.id).inserted else { return }
    let path = node.firstNamedNode.path
    graph.tracker.warn(message(path), path: path, node: node.id)
  }

  /// Whether `navigationDestination(isPresented:)` or `(item:)` — this view's modifier, whose
  /// binding asks for its destination — has no stack to push onto: no `NavigationStack` (or split
  /// view) holds it, or it is in a sheet's content, which is outside the stack that presented
  /// the sheet. SwiftUI pushes nothing then; ViewProbe leaves it down too, and warns once per
  /// view, so a test cannot pass on a destination no device shows.
  mutating func pushesNowhere(_ presenting: _SheetModifier<some View>) -> Bool {
    guard presenting.kind == .navigationDestination, environment.navigationContext == nil else {
      return false
    }
    warnOfLostPresentation { path in
      "The destination of navigationDestination at \(path) is asked for, but no "
        + "NavigationStack holds it: SwiftUI pushes nothing (its binding stays set). Declare "
        + "it inside a stack's content; a sheet's content needs a NavigationStack of its own."
    }
    return true
  }
}
