// The More item of an iPhone tab bar. A `TabView` shows its tabs in a `UITabBarController`,
// whose bar holds five items in compact width: with more than five tabs it shows the first four
// and More, and the other tabs are rows of the More list that More opens. A tab past the fourth
// is reached by tapping More, then its row.

/// Where a `TabView` in the tab bar style keeps its More item: empty until the TabView has more
/// than five tabs in compact width. The graph looks again after every update that changed them
/// (`ViewGraph.updateMoreItems()`), so tabs added by a `ForEach` inside bring it too.
struct _MoreTabSlot: View, PrimitiveView, PlainExpansion {
  /// A primitive view: the graph reads the TabView's tabs.
  var body: Never { primitiveBody("MoreTabSlot") }

  func makeChildren(into children: inout ChildList) {
    guard let tabView = children.node.parent, !tabView.moreTabs.isEmpty else { return }
    children.append(
      _MoreTabItemButton(open: { [weak tabView] in tabView?.openMoreList() }), key: .content)
  }
}

/// The More item of the tab bar: tapping it opens the More list, the rows of the tabs past the
/// fourth (tapped again while one of those is shown, it goes back to the list, as a tab item
/// tapped twice pops its stack).
struct _MoreTabItemButton: View, LabelledPrimitive, PlainExpansion {
  let open: @MainActor () -> Void

  /// UIKit's system item: the title "More" over an ellipsis.
  var label: ViewProbe.Label<Text, Image> { ViewProbe.Label("More", systemImage: "ellipsis") }

  /// A primitive view: the graph reads its label.
  var body: Never { primitiveBody("MoreTabItem") }
}

extension _MoreTabItemButton: DrivableControl, TabBarItem {
  static var controlKind: ControlKind { .button }
  var tapAction: (@MainActor () -> Void)? { open }
}

extension ViewNode {
  /// For a `TabView`: the tabs its tab bar leaves to the More list — past the fourth, when it
  /// has more than five tabs with tab items in compact width (iPhone) and does not show them as
  /// pages; none otherwise. iPad's regular width (up to eight items) is not modelled.
  var moreTabs: ArraySlice<ViewNode> { moreTabs(among: barTabs) }

  /// For a `TabView`: its views with a tab item that the tab bar shows (not hidden ones).
  private var barTabs: [ViewNode] { markedTabs.filter { !$0.isHiddenTab } }

  /// `moreTabs`, of `tabs`, this TabView's views with a tab item. The tab OS 26 and later set
  /// apart from the others — the `.prominent` one, else the `.search` one — is drawn on its own
  /// beside them: it is not one of the five, nor ever in the list.
  private func moreTabs(among tabs: [ViewNode]) -> ArraySlice<ViewNode> {
    guard environment.horizontalSizeClass != .regular, !environment.tabViewTurnsPages,
      tabs.count > 5
    else { return [] }
    let setApart =
      tabs.first { $0.tabRole == .prominent } ?? tabs.first { $0.tabRole == .search }
    let barred = setApart.map { apart in tabs.filter { $0 !== apart } } ?? tabs
    return barred.count > 5 ? barred[4...] : []
  }

  /// For a `TabView`: whether its More list is open — More was tapped, the tab shown then is
  /// still the selection, and there is still a More item.
  var showsMoreList: Bool {
    guard let opened = (primitiveState as? TabViewState)?.moreListOpenedOver,
      let host = castableView as? any TabHosting
    else { return false }
    let tabs = barTabs
    guard !moreTabs(among: tabs).isEmpty else { return false }
    return host.shownTab(among: tabs, at: self)?.tabKey == opened
  }

  /// The user tapped this TabView's More item: the list opens over the tab shown.
  func openMoreList() {
    guard let host = castableView as? any TabHosting else { return }
    tabViewState.moreListOpenedOver = .some(host.shownTab(among: tabs, at: self)?.tabKey)
  }

  /// The `TabView` this tab belongs to.
  var owningTabView: ViewNode? {
    var current = parent
    while let node = current, !(node.castableView is any TabHosting) { current = node.parent }
    return current
  }

  /// Why `item`, the tab item of this tab, is not on screen: the tab is a row of the More list,
  /// which is closed.
  func moreListCovering(of item: ViewNode) -> String? {
    guard let tabView = owningTabView else { return nil }
    let moreTabs = tabView.moreTabs
    guard moreTabs.contains(where: { $0 === self }), !tabView.showsMoreList else { return nil }
    return "in the More list of the TabView at \(tabView.path): on iPhone a tab bar with more "
      + "than five tabs shows the first four and More (this one has \(moreTabs.count + 4) "
      + "tabs in its bar); tap “More” first, then this tab's row."
  }

  /// Why the content of this tab is not on screen: its TabView's More list is open over it.
  var moreListCoveringContent: String? {
    guard let tabView = owningTabView, tabView.showsMoreList else { return nil }
    return "beneath the More list of the TabView at \(tabView.path), which is open: tap a tab "
      + "item, or a row of the list, first."
  }
}

extension ViewGraph {
  /// The TabView on screen, innermost last, that shows a tab of its More list: on iPhone that
  /// tab is pushed onto the list, and its navigation bar's back button returns to it.
  var tabViewShowingAMoreTab: ViewNode? {
    screenContainerIDs.sorted().lazy.compactMap { self.nodes[$0] }.last { node in
      guard node.isAlive, let host = node.castableView as? any TabHosting, !node.showsMoreList,
        let shown = host.shownTab(among: node.tabs, at: node)
      else { return false }
      return node.moreTabs.contains { $0 === shown } && node.screenCovering == nil
    }
  }

  /// Adds the More item to the TabViews that now have more than five tabs, and takes it from
  /// those that no longer do. Returns whether one changed (an update follows).
  func updateMoreItems() -> Bool {
    var changed = false
    for id in screenContainerIDs {
      guard let node = nodes[id], node.isAlive, node.castableView is any TabHosting,
        let slot = node.children.last, slot.castableView is _MoreTabSlot
      else { continue }
      let hasMore = !node.moreTabs.isEmpty
      // Without a More item there is no list to be open, nor one to come back when More does.
      if !hasMore { (node.primitiveState as? TabViewState)?.moreListOpenedOver = nil }
      guard hasMore == slot.children.isEmpty else { continue }
      invalidate(slot, cause: RenderCause(.parent, "the TabView's tabs changed", token: "@self"))
      changed = true
    }
    return changed
  }
}
