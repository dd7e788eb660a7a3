// Toolbar items are drawn in the bars of a navigation container: the navigation bar (and the
// bottom bar) of the `NavigationStack`, `NavigationView` or `NavigationSplitView` column that
// holds the view. A view that no container holds — the window's content, a sheet's content without
// a stack of its own, or a `.toolbar` written outside the stack it means (`NavigationStack { … }
// .toolbar { … }`) — has no bar, and a device draws none of its items: the toolbar "that does not
// show", widely reported and fixed by moving the view into a stack. ViewProbe keeps the items in
// the tree (`texts` sees them) but not on screen: `visibleTexts` leaves them out and an action on
// them is refused, saying why, so a test cannot pass by tapping a Save button no user can see.
// Items placed above the keyboard (`.keyboard`) are drawn with the keyboard, not in a bar, and are
// left to the keyboard's rule (Guide §7). A screen that hides a bar (`toolbar(.hidden, for:
// .navigationBar)`, `navigationBarHidden(true)`) draws none of the items placed in it.

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

extension ToolbarItemPlacement {
  /// The bar an item at this placement is drawn in on iPhone: the bottom bar for `.bottomBar` and
  /// `.status`, the navigation bar for the others (`.keyboard` is drawn with the keyboard).
  var bar: ToolbarPlacement {
    self == .bottomBar || self == .status ? .bottomBar : .navigationBar
  }
}

extension ViewNode {
  /// Why `child`, one of this view's children, is not on screen because it is drawn in a bar
  /// that is not there: this is a toolbar (or its item, not above the keyboard) that no
  /// navigation container holds, or whose screen hides the bar it is placed in.
  func barCovering(of child: ViewNode) -> String? {
    if child.key == .content, let item = castableView as? any ToolbarPlacing {
      guard item.placement != .keyboard else { return nil }
      return missingBar(item.placement.bar, toolbar: enclosingBarContent ?? self)
    }
    guard child.key == .footer,
      let attached = (castableView as? any ModifierCarrying)?.anyModifier as? any AttachedContent
    else { return nil }
    if attached.isSearchField { return searchFieldCovering }
    guard attached.isBarContent,
      // Items the toolbar places itself decide for themselves (one above the keyboard shows).
      !child.holdsToolbarItems
    else { return nil }
    return missingBar(.navigationBar, toolbar: self)
  }

  /// Why `bar` is not there for the toolbar `toolbar`, which this view is (or is in).
  private func missingBar(_ bar: ToolbarPlacement, toolbar: ViewNode) -> String? {
    let path = toolbar.firstNamedNode.path
    switch barScreen {
    case .none: return Self.noBar(at: path)
    case .decidedElsewhere: return nil
    case .screen(let screen):
      guard let hiding = screen.viewHiding(bar) else { return nil }
      let name = bar == .bottomBar ? "bottom bar" : "navigation bar"
      return "in the toolbar of \(path), placed in the \(name), which its screen hides "
        + "(\(hiding.modifierDescription) "
        + "on \(hiding.firstNamedNode.path)): a device draws none of the items placed there."
    }
  }

  /// Where this view's bars come from: the screen of the navigation container that holds it
  /// (within its window, sheet or other presentation), nothing, or a host that decides (a
  /// `DocumentGroup`'s editor, UIKit).
  private var barScreen: BarScreen {
    var child = self
    while let node = child.parent {
      switch node.presentationBoundary(below: child) {
      case .window?: return .none
      // A destination pushed by a binding is a screen of its own, on top of its stack.
      case .stack?: return .screen(child)
      case nil: break
      }
      if node.primitiveState is NavigationContext { return .screen(child) }
      if node.castableView is any SplitContentAndDetailColumns,
        node.parent?.primitiveState is NavigationContext
      {
        return .screen(child)
      }
      if node.castableView is any ProvidesNavigationBar || node.layout.represent != nil {
        return .decidedElsewhere
      }
      child = node
    }
    return .none
  }

  /// The view on this screen that hides `bar` (`toolbar(.hidden, for:)`,
  /// `navigationBarHidden(true)`), if one on screen does. Nested containers and presented content
  /// are screens of their own, and are not looked into.
  private func viewHiding(_ bar: ToolbarPlacement) -> ViewNode? {
    var stack = [self]
    while let node = stack.popLast() {
      let modifier = (node.castableView as? any ModifierCarrying)?.anyModifier
      if let bars = modifier as? _BarVisibilityModifier,
        bar == .bottomBar ? bars.hidesBottomBar : bars.hidesNavigationBar
      {
        return node
      }
      // Not `shows(_:)`: what covers views asks about bars, and would ask this again.
      let skipsFooter =
        modifier is any Presenting || (modifier as? any AttachedContent)?.isBarContent == true
      for child in node.children.reversed() where node.showsOnItsScreen(child) {
        if skipsFooter && child.key == .footer { continue }
        if child.primitiveState is NavigationContext { continue }
        stack.append(child)
      }
    }
    return nil
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

/// Where a view's bars come from (see `ViewNode.barScreen`).
private enum BarScreen {
  /// No navigation container holds the view: it has no bars.
  case none
  /// A host that is not simulated decides (a document editor, UIKit): taken to have them.
  case decidedElsewhere
  /// The screen (a container's root or pushed view, or a split view's column) the view is on.
  case screen(ViewNode)
}

extension _BarVisibilityModifier {
  /// Whether it hides the bottom bar.
  var hidesBottomBar: Bool { visibility == .hidden && bars.contains(.bottomBar) }

  /// How a message names it: `toolbar(.hidden, for: .navigationBar)`, `navigationBarHidden(true)`.
  var modifierDescription: String {
    name == "navigationBarHidden"
      ? "navigationBarHidden(true)"
      : bars.isEmpty
        ? "\(name)(.hidden)"
        : "\(name)(.hidden, for: \(bars.map { "." + $0.name }.joined(separator: ", ")))"
  }
}

extension ViewNode {
  /// How a message names the bar-hiding modifier of this view.
  fileprivate var modifierDescription: String {
    ((castableView as? any ModifierCarrying)?.anyModifier as? _BarVisibilityModifier)?
      .modifierDescription ?? layout.shortName
  }
}
