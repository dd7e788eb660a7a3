import Foundation
import Testing

extension ParentHarness {
  /// The app's scene phase: `.active` unless `setScenePhase(_:)` moved it.
  public var scenePhase: ScenePhase { core.graph.scenePhase }

  /// Moves the app to `phase` as iOS does when the user leaves it or comes back: through
  /// `.inactive` between `.active` and `.background`, one step at a time. At each step UIKit's
  /// notification is posted to this harness's views (`willResignActiveNotification`,
  /// `didEnterBackgroundNotification`, `willEnterForegroundNotification`,
  /// `didBecomeActiveNotification`), then every view reading `\.scenePhase` sees the new phase —
  /// `onChange(of: scenePhase)` runs once per step — and one update follows. A `.environment(
  /// \.scenePhase, …)` set in the tree still wins below it.
  public func setScenePhase(_ phase: ScenePhase, sourceLocation: SourceLocation = #_sourceLocation)
  {
    while core.graph.scenePhase != phase {
      let from = core.graph.scenePhase
      let step: ScenePhase = from == .inactive ? phase : .inactive
      _perform(sourceLocation: sourceLocation) { [core] in
        if let name = Self.notification(from: from, to: step) {
          NotificationCenter.default.post(name: name, object: nil)
        }
        let graph = core.graph
        graph.scenePhase = step
        if let host = graph.colorSchemeHost, let node = graph.nodes[host] {
          graph.invalidate(
            node, cause: RenderCause(.parent, "the scene phase changed", token: "@self"))
        }
      }
    }
  }

  /// The notification UIKit posts when the app moves from `from` to `to`.
  private static func notification(from: ScenePhase, to: ScenePhase) -> Notification.Name? {
    #if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
      switch (from, to) {
      case (.active, .inactive): return UIApplication.willResignActiveNotification
      case (.inactive, .background): return UIApplication.didEnterBackgroundNotification
      case (.background, .inactive): return UIApplication.willEnterForegroundNotification
      case (.inactive, .active): return UIApplication.didBecomeActiveNotification
      default: return nil
      }
    #else
      return nil
    #endif
  }
}
