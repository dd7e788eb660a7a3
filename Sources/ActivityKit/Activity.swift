import Foundation
import ViewProbe

/// A Live Activity of the app: its fixed attributes and the content it shows now. It lives in the
/// harness whose code started it; `Activity<T>.activities` lists the harness's.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
  private let lock = NSLock()
  /// Its identifier.
  public let id: String
  /// What it is about.
  public let attributes: Attributes
  private var current: ActivityContent<Attributes.ContentState>
  private var state = ActivityState.active
  private var stateWatchers: [_ParkedMailbox<ActivityState>] = []
  private var contentWatchers: [_ParkedMailbox<ActivityContent<Attributes.ContentState>>] = []
  /// The push type it was requested with.
  let pushType: PushType?

  init(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?
  ) {
    id = UUID().uuidString
    self.attributes = attributes
    current = content
    self.pushType = pushType
  }

  /// Its changes of state, one by one.
  public typealias ActivityStateUpdates = _ParkedSequence<ActivityState>
  /// Its contents, one by one.
  public typealias ContentUpdates = _ParkedSequence<ActivityContent<Attributes.ContentState>>
  /// Its push tokens, one by one.
  public typealias PushTokenUpdates = _ParkedSequence<Data>

  /// The content it shows now.
  public var content: ActivityContent<Attributes.ContentState> { lock.withLock { current } }

  /// The state it shows now (deprecated form of `content.state`).
  public var contentState: Attributes.ContentState { content.state }

  /// Where it is in its life.
  public var activityState: ActivityState { lock.withLock { state } }

  /// Its push token: none here (no push service).
  public var pushToken: Data? { nil }

  /// Its changes of state, as they happen, for as long as the task reads them.
  public var activityStateUpdates: ActivityStateUpdates {
    let watcher = _ParkedMailbox<ActivityState>()
    lock.withLock { stateWatchers.append(watcher) }
    return _ParkedSequence(watcher)
  }

  /// Its new contents, as updates bring them, for as long as the task reads them.
  public var contentUpdates: ContentUpdates {
    let watcher = _ParkedMailbox<ActivityContent<Attributes.ContentState>>()
    lock.withLock { contentWatchers.append(watcher) }
    return _ParkedSequence(watcher)
  }

  /// Push tokens as the system issues them: none here.
  public var pushTokenUpdates: PushTokenUpdates { _ParkedSequence(_ParkedMailbox<Data>()) }

  /// The harness's activities of this type that are not dismissed, oldest first.
  public static var activities: [Activity<Attributes>] {
    LiveActivityStore.current?.activities(of: Attributes.self) ?? []
  }

  /// Starts a Live Activity showing `content`; throws `ActivityAuthorizationError.denied` when the
  /// device's setting is off.
  public static func request(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
    pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    let store = LiveActivityStore.current
    guard store?.enabled ?? true else { throw ActivityAuthorizationError.denied }
    let activity = Activity(attributes: attributes, content: content, pushType: pushType)
    store?.add(activity)
    return activity
  }

  /// Starts a Live Activity showing `contentState` (iOS 16.1's form).
  public static func request(
    attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    try request(
      attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil),
      pushType: pushType)
  }

  /// Shows `content` from now on. An activity that ended keeps what it showed.
  public func update(_ content: ActivityContent<Attributes.ContentState>) async {
    await update(content, alertConfiguration: nil)
  }

  /// Shows `content` from now on, raising `alertConfiguration` on the device (no alert shows
  /// here).
  public func update(
    _ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?
  ) async {
    let watchers: [_ParkedMailbox<ActivityContent<Attributes.ContentState>>]? = lock.withLock {
      guard state == .active || state == .stale else { return nil }
      current = content
      return contentWatchers
    }
    for watcher in watchers ?? [] { watcher.deliver(content) }
  }

  /// Shows `contentState` from now on (iOS 16.1's form).
  public func update(using contentState: Attributes.ContentState) async {
    await update(ActivityContent(state: contentState, staleDate: nil))
  }

  /// Ends the activity, showing `content` (if given) until `dismissalPolicy` takes it away:
  /// `.immediate` dismisses it at once; otherwise it stays, ended, among `activities`.
  public func end(
    _ content: ActivityContent<Attributes.ContentState>?,
    dismissalPolicy: ActivityUIDismissalPolicy = .default
  ) async {
    move(to: dismissalPolicy.kind == .immediate ? .dismissed : .ended, showing: content)
  }

  /// Ends the activity showing `contentState` (iOS 16.1's form).
  public func end(
    using contentState: Attributes.ContentState?,
    dismissalPolicy: ActivityUIDismissalPolicy = .default
  ) async {
    await end(
      contentState.map { ActivityContent(state: $0, staleDate: nil) },
      dismissalPolicy: dismissalPolicy)
  }

  /// The user or the test dismissed it from the Lock Screen.
  func dismiss() { move(to: .dismissed, showing: nil) }

  /// Moves to `newState`, showing `content` if given: its watchers hear the change, and once it
  /// is dismissed their loops end. Nothing happens to a dismissed activity, or one already there.
  private func move(
    to newState: ActivityState, showing content: ActivityContent<Attributes.ContentState>?
  ) {
    let watchers = lock.withLock {
      () -> (
        states: [_ParkedMailbox<ActivityState>],
        contents: [_ParkedMailbox<ActivityContent<Attributes.ContentState>>]
      )? in
      guard state != .dismissed, state != newState else { return nil }
      if let content { current = content }
      state = newState
      return (stateWatchers, contentWatchers)
    }
    guard let watchers else { return }
    if let content { for watcher in watchers.contents { watcher.deliver(content) } }
    for watcher in watchers.states { watcher.deliver(newState) }
    guard newState == .dismissed else { return }
    for watcher in watchers.states { watcher.finish() }
    for watcher in watchers.contents { watcher.finish() }
  }
}
