import Foundation
import Testing

extension ParentHarness {
  // MARK: Incoming URLs

  /// Delivers `url` to the app as the system does when it opens a link into it (a universal
  /// link, a custom scheme, a widget): every `onOpenURL` handler in the tree runs with it, in
  /// tree order — handlers in tabs not shown and in views covered by a pushed one included —
  /// then one update. With no handler in the tree, the URL reaches nothing: a recorded issue.
  public func deliverURL(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    core.flush(at: sourceLocation)
    let handlers = core.graph.nodesCarrying(_OpenURLHandlerModifier.self)
    guard let first = handlers.first else {
      return core.reportMisuse(
        "deliverURL(\(url.absoluteString)) found no onOpenURL handler in the tree: the URL "
          + "reaches nothing (attach .onOpenURL { url in … } to a view of the scene)",
        at: sourceLocation)
    }
    core.perform(at: sourceLocation, from: first.node) {
      for handler in handlers { handler.modifier.action(url) }
    }
  }
}
