// Where a `searchable` field is drawn. On iOS the field "appears in the toolbar" (Apple's
// `SearchFieldPlacement.automatic`): a navigation container draws it — the `NavigationStack`,
// `NavigationView` or `NavigationSplitView` that holds the modified view, or one inside it (the
// modifier is read through the environment, so `NavigationStack { … }.searchable(text:)` puts it
// in that stack's bar), or a `TabView` (OS 26's search tab). A `searchable` with none of these
// on the way up (within its window or presentation) or inside it has no field on screen: the
// search "that does not show", fixed by moving the view into a stack.

extension _AttachedContentModifier {
  /// Whether this is the field a `searchable` adds.
  var isSearchField: Bool { name == "searchable" }
}

extension ViewNode {
  /// Why the search field this view (a `searchable`) adds is not drawn: no navigation container
  /// or `TabView` holds the view or is inside it. `nil` when one does.
  var searchFieldCovering: String? {
    if hasSearchFieldHostAbove || hasSearchFieldHostInside { return nil }
    return "in the search field of .searchable on \(firstNamedNode.path), which no "
      + "NavigationStack, NavigationView, NavigationSplitView or TabView holds or is inside: iOS "
      + "draws the field in a navigation container's bar, so a device shows none to type into. "
      + "Host the view as the app shows it, ParentHarness { NavigationStack { … } }."
  }

  /// Whether a container that draws a search field holds this view, within its window or
  /// presentation (a view UIKit hosts counts: UIKit decides).
  private var hasSearchFieldHostAbove: Bool {
    var child = self
    while let node = child.parent {
      switch node.presentationBoundary(below: child) {
      case .window?: return false
      case .stack?: return true
      case nil: break
      }
      if node.drawsSearchFields || node.layout.represent != nil { return true }
      child = node
    }
    return false
  }

  /// Whether a container that draws a search field is inside the modified content, on its
  /// screen: what the content presents (a sheet with a stack of its own) draws its own bars.
  private var hasSearchFieldHostInside: Bool {
    guard let content = children.first(where: { $0.key == .content }) else { return false }
    var stack = [content]
    while let node = stack.popLast() {
      if node.drawsSearchFields { return true }
      stack += node.children.filter { node.presentationBoundary(below: $0) == nil }
    }
    return false
  }

  /// Whether this view draws the search fields of the `searchable`s around or inside it: a
  /// navigation container, a `TabView`, or a host that gives its content a bar.
  private var drawsSearchFields: Bool {
    primitiveState is NavigationContext || castableView is any TabHosting
      || castableView is any ProvidesNavigationBar
  }
}
