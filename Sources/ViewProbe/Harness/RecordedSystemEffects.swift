import Foundation
import Testing

extension ParentHarness {
  /// The sensory feedback (haptics) the views played so far, in order: a `sensoryFeedback`
  /// modifier plays when its trigger changes, as its condition or closure allows; a UIKit
  /// feedback generator the app's code fires plays as its SwiftUI equivalent (on Linux, where
  /// ViewProbe provides the generators).
  public var sensoryFeedback: [SensoryFeedback] {
    core.flush(at: nil)
    return core.graph.systemActions.playedFeedback
  }

  /// The URLs that reached the system, in order: opened by a `Link`, by
  /// `@Environment(\.openURL)`, or handed on by an app's `OpenURLAction` with `.systemAction`.
  public var openedURLs: [URL] {
    core.flush(at: nil)
    return core.graph.systemActions.openedURLs
  }

  /// The widget timelines the app asked WidgetKit to reload, in order
  /// (`WidgetCenter.shared.reloadAllTimelines()`, `reloadTimelines(ofKind:)`) — recorded where
  /// ViewProbe provides `WidgetCenter` (Linux); on Apple platforms WidgetKit's own takes the
  /// requests and this stays empty.
  public var widgetTimelineReloads: [WidgetTimelineReload] {
    core.flush(at: nil)
    return core.graph.systemActions.widgetTimelineReloads
  }

  /// What `ShareLink`s handed the system share sheet, in order: a tap on one opens the sheet
  /// (which ViewProbe does not draw; it covers nothing) with its items, subject and message.
  public var sharedContent: [SharedContent] {
    core.flush(at: nil)
    return core.graph.systemActions.sharedContent
  }

  /// How many times views asked for an App Store review (`@Environment(\.requestReview)`).
  public var reviewRequests: Int {
    core.flush(at: nil)
    return core.graph.systemActions.reviewRequests
  }
}

/// A request to WidgetKit for new timelines.
public enum WidgetTimelineReload: Hashable, Sendable {
  /// Every widget of the app (`reloadAllTimelines()`).
  case all
  /// The widgets of one kind (`reloadTimelines(ofKind:)`).
  case kind(String)
}
