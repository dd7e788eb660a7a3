/// The `.task`s of lazy-container rows that started because their row had just appeared, counted
/// by update: `settle()` tells a feed that keeps loading (every row appears at once here, A11, so
/// a last row that loads more loads again for each page it adds) from a task that is stuck.
@MainActor
final class RowTaskStarts {
  /// Updates in which such a task started, ever.
  private(set) var updates = 0
  /// Such tasks started, ever.
  private(set) var tasks = 0
  /// Where the first few started (their views' paths).
  private(set) var paths: [String] = []
  private var lastFrame = -1

  /// Notes that `node`'s `.task` started for the first time, in update `frame`, if `node` is in
  /// a lazy container's row.
  func noteStart(of node: ViewNode, frame: Int) {
    guard node.isInLazyContainer else { return }
    tasks += 1
    if frame != lastFrame {
      lastFrame = frame
      updates += 1
    }
    let path = node.path
    if paths.count < 3, !paths.contains(path) { paths.append(path) }
  }
}

extension ViewNode {
  /// Whether the view is in a container that builds its rows as they scroll on screen, on a
  /// device (here it builds them all, A11).
  var isInLazyContainer: Bool {
    var ancestor = parent
    while let current = ancestor {
      if Self.lazyContainerNames.contains(current.layout.shortName) { return true }
      ancestor = current.parent
    }
    return false
  }

  /// The containers that build their rows as they scroll on screen, on a device.
  private static let lazyContainerNames: Set<String> = [
    "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "OutlineGroup",
  ]
}
