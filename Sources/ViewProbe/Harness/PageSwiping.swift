import Testing

/// A drag that no gesture takes, on a page of a `TabView` in the page style
/// (`.tabViewStyle(.page)`): the pages scroll, as a `UIPageViewController`'s do. There is no
/// velocity here, so a drag turns the page as a slow drag does: when it is mostly horizontal and
/// at least half the page's width (half of `harness.geometrySize`'s width); a shorter one snaps
/// back, and the test is told why.
extension FoundView {
  func turnPage(
    of tabView: ViewNode, by translation: CGSize, _ action: String,
    at sourceLocation: SourceLocation
  ) {
    let pages = tabView.tabs
    guard let host = tabView.castableView as? any TabHosting,
      let shown = host.shownTab(among: pages, at: tabView),
      let index = pages.firstIndex(where: { $0 === shown })
    else {
      core.reportMisuse(
        "\(action) on \(description): the page TabView at \(tabView.path) shows none of its "
          + "pages (its selection names no page's tag), so there is no page to turn from.",
        at: sourceLocation)
      return
    }
    let needed = core.graph.geometrySize.width / 2
    guard abs(translation.width) > abs(translation.height), abs(translation.width) >= needed else {
      core.reportMisuse(
        "\(action) on \(description) did not turn the page of the TabView at \(tabView.path): "
          + "a drag turns a page when it is mostly horizontal and at least half the page's "
          + "width (\(needed) points, from harness.geometrySize); this one (\(translation.width), "
          + "\(translation.height)) snaps back.", at: sourceLocation)
      return
    }
    // Dragging to the left brings the next page in; past the first or last page, it bounces.
    let target = translation.width < 0 ? index + 1 : index - 1
    guard pages.indices.contains(target),
      let select = tabView.children.first?.environment.tabSelection
    else { return }
    let key = pages[target].tabKey
    core.perform(at: sourceLocation, from: tabView) { select(key) }
  }
}

extension ViewNode {
  /// The nearest `TabView` above this view that shows its tabs as pages, when this view is in
  /// one of its pages.
  var enclosingPageTabView: ViewNode? {
    var current: ViewNode? = self
    while let node = current {
      if node.castableView is any TabHosting {
        return node.environment.tabViewTurnsPages ? node : nil
      }
      current = node.parent
    }
    return nil
  }
}
