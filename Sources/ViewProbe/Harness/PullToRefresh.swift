import Testing

/// A view SwiftUI offers pull to refresh on: a `List`, a `ScrollView`, or a `Form` (a grouped
/// list on iOS) unless its style is `.columns`, which does not scroll.
@MainActor
protocol PullToRefreshScroller {
  /// Whether it scrolls where it sits.
  func scrolls(in environment: EnvironmentValues) -> Bool
}

extension PullToRefreshScroller {
  func scrolls(in environment: EnvironmentValues) -> Bool { true }
}

extension List: PullToRefreshScroller {}
extension ScrollView: PullToRefreshScroller {}
extension Form: PullToRefreshScroller {
  func scrolls(in environment: EnvironmentValues) -> Bool { environment.formScrolls }
}

extension FoundView {
  /// Pulls to refresh: runs the `.refreshable` action of the list, form or scroll view the view is in
  /// (or, for a view that is not in one, the first one inside it), waits until the action returns
  /// as the spinner would, then updates. A view with no list or scroll view, or whose list has no
  /// `.refreshable` on it or above it, or whose scrolling is turned off (`scrollDisabled`),
  /// records an issue: SwiftUI offers no pull there.
  public func refresh(sourceLocation: SourceLocation = #_sourceLocation) async {
    guard
      core.liveView(node, description: description, action: "refresh()", at: sourceLocation) != nil
    else { return }
    guard let scroller = node.pullToRefreshScroller else {
      core.reportMisuse(
        "refresh() on \(description) found no List, Form or ScrollView at, above or inside it "
          + "(a .columns form does not scroll); SwiftUI offers pull to refresh only on those",
        at: sourceLocation)
      return
    }
    guard scroller.environment.isScrollEnabled else {
      core.reportMisuse(
        "refresh() on \(description) found the \(scroller.layout.shortName) at \(scroller.path) "
          + "with scrolling turned off (.scrollDisabled(true) on it or above it); a view that "
          + "does not scroll cannot be pulled down, so it refreshes nothing", at: sourceLocation)
      return
    }
    guard let action = scroller.environment.refresh else {
      core.reportMisuse(
        "refresh() on \(description) found the \(scroller.layout.shortName) at "
          + "\(scroller.path) with no .refreshable on it or above it; pulling it refreshes "
          + "nothing", at: sourceLocation)
      return
    }
    await core.run(at: sourceLocation) { await action() }
    core.flush(at: sourceLocation)
  }
}

extension ViewNode {
  /// The nearest list, form or scroll view at or above this node, else the first one below it.
  fileprivate var pullToRefreshScroller: ViewNode? {
    var current: ViewNode? = self
    while let node = current {
      if node.pullsToRefresh { return node }
      current = node.parent
    }
    var stack = [self]
    while let node = stack.popLast() {
      if node.pullsToRefresh { return node }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }

  /// Whether this node is a view that scrolls and so can be pulled.
  private var pullsToRefresh: Bool {
    (castableView as? any PullToRefreshScroller)?.scrolls(in: environment) ?? false
  }
}
