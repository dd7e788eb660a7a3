import Testing

#if os(iOS) || os(tvOS) || os(visionOS)
  import UIKit
#endif

/// A drag on the `UIPageViewController` a representable made: its pages turn as a swipe turns
/// them, by UIKit's protocol — the data source gives the page after (a drag to the left, or up)
/// or before, the delegate hears the turn begin (`willTransitionTo`) and end
/// (`didFinishAnimating … transitionCompleted: true`). As for a page `TabView`, a drag turns the
/// page when it is mostly along the pages' direction and at least half the page (half of
/// `harness.geometrySize`); a page with none after it bounces.
extension FoundView {
  /// Turns the page of the page view controller `node` made; `false` when it made none.
  func turnUIKitPage(
    of node: ViewNode, by translation: CGSize, _ action: String,
    at sourceLocation: SourceLocation
  ) -> Bool {
    #if os(iOS) || os(tvOS) || os(visionOS)
      return false
    #else
      guard let made = node.primitiveState as? any MadeByRepresentable,
        let pages = made.madeObject as? UIPageViewController
      else { return false }
      let horizontal = pages.navigationOrientation == .horizontal
      let (along, across) =
        horizontal
        ? (translation.width, translation.height) : (translation.height, translation.width)
      let size = core.graph.geometrySize
      let needed = (horizontal ? size.width : size.height) / 2
      guard abs(along) > abs(across), abs(along) >= needed else {
        core.reportMisuse(
          "\(action) on \(description) did not turn the page of the UIPageViewController made by "
            + "\(node.path): a drag turns a page when it is mostly "
            + "\(horizontal ? "horizontal" : "vertical") and at least half the page (\(needed) "
            + "points, from harness.geometrySize); this one (\(translation.width), "
            + "\(translation.height)) snaps back.", at: sourceLocation)
        return true
      }
      guard let shown = pages.viewControllers?.first else {
        core.reportMisuse(
          "\(action) on \(description) found the UIPageViewController made by \(node.path) "
            + "showing no page: call setViewControllers(_:direction:animated:) in "
            + "updateUIViewController (or makeUIViewController).", at: sourceLocation)
        return true
      }
      core.perform(at: sourceLocation, from: node) {
        let next =
          along < 0
          ? pages.dataSource?.pageViewController(pages, viewControllerAfter: shown)
          : pages.dataSource?.pageViewController(pages, viewControllerBefore: shown)
        guard let next else { return }
        pages.delegate?.pageViewController(pages, willTransitionTo: [next])
        pages.viewControllers = [next]
        pages.delegate?.pageViewController(
          pages, didFinishAnimating: true, previousViewControllers: [shown],
          transitionCompleted: true)
      }
      return true
    #endif
  }
}
