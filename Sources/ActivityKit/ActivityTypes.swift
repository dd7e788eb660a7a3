// Linux has no ActivityKit. There, ViewProbe's product includes this stand-in, so that app code
// that starts, updates and ends Live Activities compiles unchanged and runs against the harness:
// each harness is a device whose Live Activities a test reads (`liveActivities(of:)`) and whose
// setting for them it sets (`setLiveActivitiesEnabled(_:)`). Nothing is shown on a Lock Screen;
// a widget's `ActivityConfiguration` (WidgetKit) hands its views a context a test can make.
import Foundation
import ViewProbe

/// What a Live Activity is about (fixed for its life) and, as `ContentState`, what changes.
public protocol ActivityAttributes: Decodable, Encodable {
  /// The part of the activity that updates change.
  associatedtype ContentState: Decodable, Encodable, Hashable
}

/// What a Live Activity shows now: its state, when it goes stale, how relevant it is.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable,
  @unchecked Sendable
{
  /// The state to show.
  public var state: State
  /// When the content is out of date (`nil`: never).
  public var staleDate: Date?
  /// How prominently the system shows it among the app's activities.
  public var relevanceScore: Double

  /// Content with `state`.
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

/// Where a Live Activity is in its life.
public enum ActivityState: Equatable, Hashable, Sendable {
  /// Showing and updating.
  case active
  /// Ended; still shown on the Lock Screen until dismissed.
  case ended
  /// Gone from the Lock Screen.
  case dismissed
  /// Its content is past its stale date.
  case stale
  /// Requested and not started yet.
  case pending
}

/// When an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
  let kind: Kind
  enum Kind: Hashable {
    case system, immediate
    case after(Date)
  }

  /// As the system decides (up to four hours after it ends).
  public static let `default` = ActivityUIDismissalPolicy(kind: .system)
  /// At once.
  public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
  /// At `date` (or the system's limit, if sooner).
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
    ActivityUIDismissalPolicy(kind: .after(date))
  }
}

/// How a Live Activity is updated through push notifications.
public struct PushType: Equatable, Sendable {
  let name: String
  /// Through a push token for this activity.
  public static let token = PushType(name: "token")
  /// Through a broadcast channel.
  public static func channel(_ channelId: String) -> PushType {
    PushType(name: "channel \(channelId)")
  }
}

/// The alert an update raises on the device.
public struct AlertConfiguration: Sendable {
  /// The alert's title.
  public let title: LocalizedStringResource
  /// The alert's text.
  public let body: LocalizedStringResource
  /// The sound it plays.
  public let sound: AlertSound

  /// An alert with `title`, `body` and `sound`.
  public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
    self.title = title
    self.body = body
    self.sound = sound
  }

  /// A sound an alert plays.
  public struct AlertSound: Sendable {
    let name: String
    /// The system's sound.
    public static let `default` = AlertSound(name: "default")
    /// A sound from the app's bundle.
    public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
  }
}

/// Why a Live Activity could not start.
public enum ActivityAuthorizationError: Error, Equatable, Sendable {
  /// The attributes are over 4 KB.
  case attributesTooLarge
  /// The user turned Live Activities off for the app.
  case denied
  /// The device runs as many Live Activities as it can.
  case globalMaximumExceeded
  /// The activity's identifier is malformed.
  case malformedActivityIdentifier
  /// The process has no identifier.
  case missingProcessIdentifier
  /// The system could not keep the activity.
  case persistenceFailure
  /// Another process than the one that made the activity tried to recreate it.
  case reconnectNotPermitted
  /// The app lacks the Live Activities entitlement.
  case unentitled
  /// The app tried to start one from the background.
  case visibility
}

/// Whether the user allows the app's Live Activities on this device (the harness's setting).
public struct ActivityAuthorizationInfo: Sendable {
  /// The device's setting, now.
  public init() {}

  /// Whether the app may start Live Activities.
  public var areActivitiesEnabled: Bool { LiveActivityStore.current?.enabled ?? true }

  /// Whether the app may update them often through pushes.
  public var frequentPushesEnabled: Bool { false }
}
