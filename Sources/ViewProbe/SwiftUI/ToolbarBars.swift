// Toolbar items are drawn in the bars of a navigation container: the navigation bar (and the
// bottom bar) of the `NavigationStack`, `NavigationView` or `NavigationSplitView` column that
// holds the view. A view that no container holds — the window's content, a sheet's content without
// a stack of its own, or a `.toolbar` written outside the stack it means (`NavigationStack { … }
// .toolbar { … }`) — has no bar, and a device draws none of its items: the toolbar "that does not
// show", widely reported and fixed by moving the view into a stack. ViewProbe keeps the items in
// the tree (`texts` sees them) but not on screen: `visibleTexts` leaves them out and an action on
// them is refused, saying why, so a test cannot pass by tapping a Save button no user can see.
// Items placed above the keyboard (`.keyboard`) are drawn with the keyboard, not in a bar, and are
// left to the keyboard's rule (Guide §7).

/// A view that gives the content inside it a navigation bar of its own, as a navigation container
/// does: a `DocumentGroup`'s editor, which iOS shows in a bar with the document's title.
protocol ProvidesNavigationBar {}

extension _AttachedContentModifier {
  var isBarContent: Bool { ["toolbar", "navigationBarItems", "toolbarTitleMenu"].contains(name) }
}

extension ViewGraph {
  /// Content drawn in bars is in the tree: from now on, views are looked at for a bar.
  func noteBarContent() {
    hasScreenContainers = true
    hasBarContent = true
  }
}

extension ViewNode {
  /// Why `child`, one of this view's children, is not on screen because it is drawn in a bar
  /// that nothing gives it: this is a toolbar (or its item, not above the keyboard) that no
  /// navigation container holds.
  func barCovering(of child: ViewNode) -> String? {
    if child.key == .content, let item = castableView as? any ToolbarPlacing {
      guard item.placement != .keyboard, !isUnderNavigationBar else { return nil }
      return Self.noBar(at: (enclosingBarContent ?? self).firstNamedNode.path)
    }
    guard child.key == .footer,
      let attached = (castableView as? any ModifierCarrying)?.anyModifier as? any AttachedContent,
      attached.isBarContent,
      // Items the toolbar places itself decide for themselves (one above the keyboard shows).
      !child.holdsToolbarItems, !isUnderNavigationBar
    else { return nil }
    return Self.noBar(at: firstNamedNode.path)
  }

  /// The toolbar (the modifier) this item is in.
  private var enclosingBarContent: ViewNode? {
    var current = parent
    while let node = current {
      if ((node.castableView as? any ModifierCarrying)?.anyModifier as? any AttachedContent)?
        .isBarContent == true
      {
        return node
      }
      current = node.parent
    }
    return nil
  }

  /// Whether a navigation container (or a view that gives its content a bar) holds this view,
  /// within the window, sheet or other presentation it is on. Where UIKit hosts the view, UIKit
  /// decides, and the view is taken to have one.
  var isUnderNavigationBar: Bool {
    var child = self
    while let node = child.parent {
      if case .window? = node.presentationBoundary(below: child) { return false }
      if node.primitiveState is NavigationContext || node.castableView is any ProvidesNavigationBar
        || node.layout.represent != nil
      {
        return true
      }
      child = node
    }
    return false
  }

  /// Whether this content of a toolbar holds `ToolbarItem`s or `ToolbarItemGroup`s.
  var holdsToolbarItems: Bool {
    var stack = [self]
    while let node = stack.popLast() {
      if node.castableView is any ToolbarPlacing { return true }
      stack += node.children
    }
    return false
  }

  private static func noBar(at path: String) -> String {
    "in the toolbar of \(path), which no NavigationStack, NavigationView or NavigationSplitView "
      + "holds: toolbar items are drawn in a navigation container's bars, and a view outside "
      + "one (the window's content, a sheet's content without a stack of its own, a toolbar "
      + "written outside the stack's content) has none, so a device draws no items. Host the "
      + "view as the app shows it, ParentHarness { NavigationStack { … } }, or give the sheet's "
      + "content its own NavigationStack."
  }
}
