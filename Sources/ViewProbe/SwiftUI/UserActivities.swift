// `userActivity(_:isActive:_:)` and `onContinueUserActivity(_:perform:)`: a view advertises what the
// user is doing (Handoff, Spotlight), and handles an activity continued into the app. A test reads
// the advertised activity with `ParentHarness.advertisedUserActivity(_:)` and continues one with
// `continueUserActivity(_:)`.
import Foundation

/// `userActivity(_:isActive:_:)`: while active, the view advertises an activity of `activityType`
/// that `update` fills in.
nonisolated public struct _UserActivityModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let activityType: String
  let isActive: Bool
  let update: (NSUserActivity) -> Void
}

/// `onContinueUserActivity(_:perform:)`: runs `action` with each continued activity of
/// `activityType`.
nonisolated public struct _ContinueUserActivityModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let activityType: String
  let action: (NSUserActivity) -> Void
}

extension _UserActivityModifier: PassThroughModifier, PlainExpansion {}
extension _ContinueUserActivityModifier: PassThroughModifier, PlainExpansion {}

nonisolated extension View {
  /// Advertises an activity of `activityType` while `isActive`, filled in by `update` (read by a
  /// test with `ParentHarness.advertisedUserActivity(_:)`).
  public func userActivity(
    _ activityType: String, isActive: Bool = true,
    _ update: @escaping (NSUserActivity) -> Void
  ) -> some View {
    modifier(_UserActivityModifier(activityType: activityType, isActive: isActive, update: update))
  }

  /// Advertises an activity of `activityType` for `element` while it is not `nil`, filled in by
  /// `update`.
  public func userActivity<P>(
    _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
  ) -> some View {
    modifier(
      _UserActivityModifier(
        activityType: activityType, isActive: element != nil,
        update: { activity in if let element { update(element, activity) } }))
  }

  /// Says which external events this view's scene prefers and allows (one scene here, which
  /// takes them all).
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
    self
  }

  /// Runs `action` with each activity of `activityType` continued into the app (a test continues
  /// one with `ParentHarness.continueUserActivity(_:)`).
  public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    modifier(_ContinueUserActivityModifier(activityType: activityType, action: action))
  }
}
