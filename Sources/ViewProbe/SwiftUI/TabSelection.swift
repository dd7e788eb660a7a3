// Which tab a `TabView` shows. Every tab's content stays in the tree (H06), but only the shown
// tab takes touches; the harness asks here before it acts on a view inside a tab.

/// What a `TabView` keeps itself: the tab shown when it has no selection binding, the selection
/// last warned about, and whether its More list is open (iPhone).
@MainActor
final class TabViewState {
  /// The tab a `TabView` without a selection binding shows, as SwiftUI keeps it: `nil` until a
  /// tab item is tapped (the first tab is shown).
  var ownKey: AnyHashable?
  /// The selection a `TabView(selection:)` was last warned about: the warning comes once for
  /// each such value in a row.
  var warnedSelection: AnyHashable?
  /// Set when the user tapped the More item: the tab shown then (`nil` for none). The list stays
  /// open while that tab is still the selection; another selection closes it.
  var moreListOpenedOver: AnyHashable??
}

extension ViewNode {
  /// The state this node (a `TabView`) keeps, made on first use.
  var tabViewState: TabViewState { keptRecord(TabViewState.init) }
}

/// A tab without a tag or a row id: selected by its identity, which only its TabView's own
/// selection can name.
struct UntaggedTab: Hashable {
  let nodeID: Int
}

/// A `TabView`, asked which of its tabs is shown.
@MainActor
protocol TabHosting {
  /// The shown tab among `tabs` (the tab views of the TabView at `node`), or `nil` when the
  /// selection names none of them (what SwiftUI shows then is not documented).
  func shownTab(among tabs: [ViewNode], at node: ViewNode) -> ViewNode?
}

extension TabView: TabHosting {
  @MainActor
  func shownTab(among tabs: [ViewNode], at node: ViewNode) -> ViewNode? {
    if let selection {
      let selected = selection.wrappedValue
      return tabs.first { ($0.tabKey.base as? SelectionValue) == selected }
    }
    guard let key = (node.primitiveState as? TabViewState)?.ownKey else { return tabs.first }
    return tabs.first { $0.tabKey == key } ?? tabs.first
  }
}

/// `.tabItem`: marks a tab of a TabView.
protocol TabItemMarking {
  /// Whether the tab is hidden from the user (`Tab`'s `hidden(_:)`).
  var hidesTab: Bool { get }
  /// The role of the `Tab`, if it has one.
  var tabRole: TabRole? { get }
}

extension _TabItemModifier: TabItemMarking {
  var hidesTab: Bool { isHidden }
  var tabRole: TabRole? { role }
}

/// A tab item's button in the tab bar.
protocol TabBarItem {}

extension _TabItemButton: TabBarItem {}

extension ViewNode {
  /// Whether this is a tab with a tab item: a view with `.tabItem` (or a `Tab`).
  var isTab: Bool {
    (castableView as? any ModifierCarrying)?.anyModifier is any TabItemMarking
  }

  /// Whether this is a tab `hidden(_:)` hides: in the tree, its state kept, but neither its item
  /// nor its content on screen, and not one of its TabView's `tabs`.
  var isHiddenTab: Bool {
    ((castableView as? any ModifierCarrying)?.anyModifier as? any TabItemMarking)?.hidesTab == true
  }

  /// The role of the `Tab` this is, if it has one.
  var tabRole: TabRole? {
    ((castableView as? any ModifierCarrying)?.anyModifier as? any TabItemMarking)?.tabRole
  }

  /// Whether this is one element of a TabView's content — its content seen as a list of views
  /// (through `ForEach`, `Group`, `if` …) — in a TabView without tab items: SwiftUI makes each
  /// element a tab (a page in the page style) whether or not it has a tab item.
  var isPage: Bool {
    guard let parent, !formsViewList else { return false }
    var above: ViewNode? = parent
    while let node = above, node.formsViewList { above = node.parent }
    guard let tabView = above, tabView.castableView is any TabHosting else { return false }
    return tabView.markedTabs.isEmpty
  }

  /// What selects this tab: its tag (outside `.tabItem`, or inside it: `content.tag(1).tabItem {
  /// … }` tags the tab too, as both are traits of the tab's view), else its `ForEach` row's id (as
  /// SwiftUI tags rows), else its identity.
  var tabKey: AnyHashable {
    if let tag = environment.currentTabTag { return tag }
    // A page carries its tag itself (`PageView().tag(1)`); a tab item's view has it inside.
    var content: ViewNode? = self
    while let node = content, let modified = node.castableView as? any ModifierCarrying {
      if let tag = modified.anyModifier as? any TagCarrying { return tag.option.value }
      content = node.children.first
    }
    return enclosingRowID ?? AnyHashable(UntaggedTab(nodeID: id))
  }

  /// The tabs under this TabView, in order (tabs of nested TabViews left out): its views with a
  /// tab item or, when it has none, the elements of its content (pages).
  var tabs: [ViewNode] {
    let marked = markedTabs
    // The More item's slot is not a page; a hidden tab is not one of the tabs shown.
    return marked.isEmpty
      ? viewListElements.filter { !($0.castableView is _MoreTabSlot) }
      : marked.filter { !$0.isHiddenTab }
  }

  /// The views with a tab item under this TabView, in order (tabs of nested TabViews left out).
  var markedTabs: [ViewNode] {
    var found: [ViewNode] = []
    var stack = Array(children.reversed())
    while let node = stack.popLast() {
      if node.isTab {
        found.append(node)
      } else if !(node.castableView is any TabHosting) {
        stack.append(contentsOf: node.children.reversed())
      }
    }
    return found
  }

  /// Why `child`, the content of the tab `self`, takes no touches: its TabView shows another
  /// tab.
  func tabCovering(of child: ViewNode) -> String? {
    if isHiddenTab, let tabView = owningTabView {
      return "in a tab hidden by .hidden(true) in the TabView at \(tabView.path): its item is "
        + "out of the tab bar and its content is not shown (it keeps its state until the tab is "
        + "shown again)."
    }
    if isTab, let underMoreList = moreListCoveringContent { return underMoreList }
    guard let (tabView, shown) = shownTabBeside(), shown !== self else { return nil }
    guard isTab else {
      return "on a page that is not shown: the TabView at \(tabView.path) shows "
        + "\(shown.tabTitle); a page out of sight takes no touches (turn to it first: drag(by:) "
        + "the page shown sideways, or set the TabView's selection)."
    }
    return "in a tab that is not shown: the TabView at \(tabView.path) shows \(shown.tabTitle); "
      + "a hidden tab takes no touches (tap its tab item first)."
  }

  /// The TabView above this view and the tab it shows, when its selection names one.
  private func shownTabBeside() -> (tabView: ViewNode, shown: ViewNode)? {
    var current = parent
    while let node = current, !(node.castableView is any TabHosting) { current = node.parent }
    guard let tabView = current, let host = tabView.castableView as? any TabHosting,
      let shown = host.shownTab(among: tabView.tabs, at: tabView)
    else { return nil }
    return (tabView, shown)
  }

  /// Warns when `selection`, the selection of the TabView at this node, names none of its tabs
  /// (a tab removed while selected, tags of another type): every tab then counts as shown.
  func checkTabSelection<Value: Hashable>(_ selection: Value) {
    let tabs = self.tabs
    let record = tabViewState
    guard !tabs.isEmpty, !tabs.contains(where: { ($0.tabKey.base as? Value) == selection }) else {
      record.warnedSelection = nil
      return
    }
    guard record.warnedSelection != AnyHashable(selection) else { return }
    record.warnedSelection = AnyHashable(selection)
    let keys = tabs.map(\.tabKey.base)
    let namesHiddenTab = markedTabs.contains {
      $0.isHiddenTab && ($0.tabKey.base as? Value) == selection
    }
    let tags = keys.map { key in
      if key is UntaggedTab { return "untagged" }
      let shown = "“\(key)”"
      return key is Value ? shown : "\(shown) of type \(_typeName(type(of: key), qualified: false))"
    }
    let selected = AnyHashable(selection).unwrapped
    let shown =
      (selected.base as? any UnwrappableOptional)?.isNone == true ? "nil" : "\(selected.base)"
    graph.tracker.warn(
      SwiftUIMessage.tabSelectionWithoutTab(
        shown, tags: tags, type: Value.self,
        tagsOfOtherTypes: keys.contains { !($0 is Value) }, namesHiddenTab: namesHiddenTab),
      path: path, node: id)
  }

  /// How a refusal names a tab: its tab item's texts, or its tag.
  private var tabTitle: String {
    let texts = children.first { $0.key == .footer }?.texts.filter { !$0.isEmpty } ?? []
    if !texts.isEmpty { return "the tab “\(texts.joined(separator: " "))”" }
    let key = tabKey
    let kind = isTab ? "tab" : "page"
    return key.base is UntaggedTab ? "another \(kind)" : "the \(kind) tagged \(key.base)"
  }

  /// Why this tab item (or the More item) is not drawn and takes no touches: a view on screen
  /// in the shown tab hides the tab bar (`toolbar(.hidden, for: .tabBar)` flows up to the
  /// TabView).
  var tabBarRefusal: String? {
    guard castableView is any TabBarItem, let tab = parent,
      let (tabView, shown) = tab.shownTabBeside(), !tabView.showsMoreList,
      let (hider, modifier) = shown.children.first(where: { $0.key == .content })?.tabBarHider
    else { return nil }
    return "in the tab bar, hidden by .\(modifier.name)(.hidden, for: .tabBar) on "
      + "\(hider.firstNamedNode.path): while a view on screen hides it, its items take no touches "
      + "(go back first)."
  }

  /// The view on screen at or under this one that hides the tab bar: views beneath a pushed one
  /// and nested TabViews are not looked at.
  private var tabBarHider: (node: ViewNode, modifier: _BarVisibilityModifier)? {
    var stack = [self]
    while let node = stack.popLast() {
      if let modified = node.castableView as? any ModifierCarrying,
        let bars = modified.anyModifier as? _BarVisibilityModifier, bars.hidesTabBar
      {
        return (node, bars)
      }
      if node.castableView is any TabHosting { continue }
      if node.castableView is any NavigationStacking,
        let top = node.children.last(where: \.isPushedDestination)
      {
        stack.append(top)
      } else {
        stack.append(contentsOf: node.children)
      }
    }
    return nil
  }
}
