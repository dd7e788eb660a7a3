import Foundation
import Testing

extension ParentHarness {
  // MARK: User activities

  /// The activity of `activityType` the views advertise now (`userActivity(_:isActive:_:)`), or
  /// `nil` when none does: as SwiftUI does, every active advertiser of the type in the scene fills
  /// in the same activity, in tree order — an advertiser whose `isActive` is false or whose
  /// element is `nil` takes no part, and without one, nothing is advertised.
  public func advertisedUserActivity(
    _ activityType: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> NSUserActivity? {
    core.flush(at: sourceLocation)
    let advertisers = core.graph.nodesCarrying(_UserActivityModifier.self).filter {
      $0.modifier.activityType == activityType && $0.modifier.isActive
    }
    guard !advertisers.isEmpty else { return nil }
    let activity = NSUserActivity(activityType: activityType)
    for advertiser in advertisers { advertiser.modifier.update(activity) }
    return activity
  }

  /// Continues `activity` into the app, as the system does for Handoff, a Spotlight result or a
  /// universal link: every `onContinueUserActivity` handler of its type in the tree runs with it,
  /// in tree order, then one update. With no handler of its type, it reaches nothing: a recorded
  /// issue.
  public func continueUserActivity(
    _ activity: NSUserActivity, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.flush(at: sourceLocation)
    let handlers = core.graph.nodesCarrying(_ContinueUserActivityModifier.self).filter {
      $0.modifier.activityType == activity.activityType
    }
    guard let first = handlers.first else {
      return core.reportMisuse(
        "continueUserActivity(\(activity.activityType)) found no onContinueUserActivity handler "
          + "of that type in the tree: the activity reaches nothing (attach "
          + ".onContinueUserActivity(\"\(activity.activityType)\") { activity in … } to a view of "
          + "the scene)",
        at: sourceLocation)
    }
    core.perform(at: sourceLocation, from: first.node) {
      for handler in handlers { handler.modifier.action(activity) }
    }
  }
}
