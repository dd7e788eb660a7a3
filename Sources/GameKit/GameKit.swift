// Linux has no GameKit. There, ViewProbe's product includes this stand-in, so that games that
// sign in to Game Center, post scores and report achievements compile unchanged and run against
// the harness's device: the test says whether the player is signed in
// (`setGameCenterAccount`), finishes a sign-in the game presented (`signInToGameCenter`), and
// reads the scores and achievements the game sent.
import Foundation
import Testing
import ViewProbe

/// A Game Center error.
public struct GKError: Error, Hashable, Sendable {
  /// What went wrong.
  public let code: Code
  /// An error with `code`.
  public init(_ code: Code) { self.code = code }

  /// Game Center's error codes.
  public enum Code: Int, Sendable {
    /// Unknown.
    case unknown = 1
    /// The player cancelled.
    case cancelled = 2
    /// The player is not signed in.
    case notAuthenticated = 6
    /// Game Center is not supported here.
    case notSupported = 15
  }

  /// The code `notAuthenticated`, for `catch GKError.notAuthenticated`.
  public static var notAuthenticated: Code { .notAuthenticated }
  /// The code `cancelled`.
  public static var cancelled: Code { .cancelled }
}

extension GKError.Code {
  /// Whether `error` is a `GKError` with `code`.
  public static func ~= (code: GKError.Code, error: any Error) -> Bool {
    (error as? GKError)?.code == code
  }
}

/// A Game Center player.
open class GKPlayer: NSObject, @unchecked Sendable {
  /// The name other players see.
  open var alias: String { "" }
  /// The player's name for display.
  open var displayName: String { alias }
  /// The player's identifier in this game.
  open var gamePlayerID: String { "" }
  /// The player's identifier in this team's games.
  open var teamPlayerID: String { "" }
}

/// The player on this device: signed in to Game Center or not, as the harness says.
public final class GKLocalPlayer: GKPlayer, @unchecked Sendable {
  /// The player on this device.
  public static let local = GKLocalPlayer()

  private var account: GameCenterAccount? { GameCenterDevice.current?.account }

  /// Whether the player is signed in.
  public var isAuthenticated: Bool {
    if case .signedIn = account { return true }
    return false
  }

  /// Whether the player may not play with others (a child's account): no.
  public var isUnderage: Bool { false }

  /// The player's alias, when signed in.
  public override var alias: String {
    if case .signedIn(let alias) = account { return alias }
    return ""
  }

  /// The player's identifier in this game, when signed in.
  public override var gamePlayerID: String {
    isAuthenticated ? "G:" + alias.filter { $0.isLetter || $0.isNumber } : ""
  }

  /// The player's identifier in this team's games, when signed in.
  public override var teamPlayerID: String {
    isAuthenticated ? "T:" + alias.filter { $0.isLetter || $0.isNumber } : ""
  }

  /// Setting it signs the player in, as GameKit does: on the main queue it hears `nil, nil` for a
  /// signed-in player, a view controller to present for one who must sign in (and `nil, nil`
  /// again once they have), or an error when Game Center is off.
  public var authenticateHandler: ((UIViewController?, (any Error)?) -> Void)? {
    get { GameCenterDevice.current?.handler }
    set {
      guard let device = GameCenterDevice.current else { return }
      device.handler = newValue
      device.authenticate()
    }
  }
}

/// Whether the player on a harness's device is signed in to Game Center (ViewProbe's).
public enum GameCenterAccount: Sendable, Hashable {
  /// Signed in as `alias`.
  case signedIn(alias: String)
  /// Not signed in: the game's handler gets the sign-in view controller.
  case signedOut
  /// Game Center is off (the player declined): the handler gets `GKError.cancelled`.
  case disabled
}

/// Game Center on one harness's device.
final class GameCenterDevice: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var _account = GameCenterAccount.signedIn(alias: "Player One")
  private var _handler: ((UIViewController?, (any Error)?) -> Void)?
  private var _scores: [GameCenterScore] = []
  private var _achievements: [String: Double] = [:]
  private var _accessPoint = AccessPointSettings()

  required init() {}

  static var current: GameCenterDevice? { _ViewProbeRuntime.harnessState(GameCenterDevice.self) }

  var account: GameCenterAccount {
    get { lock.withLock { _account } }
    set { lock.withLock { _account = newValue } }
  }

  var handler: ((UIViewController?, (any Error)?) -> Void)? {
    get { lock.withLock { _handler } }
    set { lock.withLock { _handler = newValue } }
  }

  /// Calls the handler on the main queue with what the account says.
  func authenticate() {
    guard let handler else { return }
    nonisolated(unsafe) let call = handler
    let account = account
    _ViewProbeRuntime.completeOnAnotherQueue(.main) {
      MainActor.assumeIsolated {
        switch account {
        case .signedIn: call(nil, nil)
        case .signedOut: call(GameCenterSignInViewController(), nil)
        case .disabled: call(nil, GKError(.cancelled))
        }
      }
    }
  }

  var accessPoint: AccessPointSettings {
    get { lock.withLock { _accessPoint } }
    set { lock.withLock { _accessPoint = newValue } }
  }

  func record(_ score: GameCenterScore) { lock.withLock { _scores.append(score) } }
  var scores: [GameCenterScore] { lock.withLock { _scores } }

  func report(_ identifier: String, percent: Double) {
    lock.withLock { _achievements[identifier] = max(_achievements[identifier] ?? 0, percent) }
  }
  var achievements: [String: Double] { lock.withLock { _achievements } }
}

/// Game Center's sign-in screen, which the game presents.
final class GameCenterSignInViewController: UIViewController {}

/// A score the game posted to a leaderboard (ViewProbe's record).
public struct GameCenterScore: Hashable, Sendable {
  /// The leaderboard.
  public let leaderboardID: String
  /// The score.
  public let score: Int
  /// The game's context value.
  public let context: Int
}

/// A leaderboard of the game.
public final class GKLeaderboard: NSObject, @unchecked Sendable {
  /// Posts `score` to each of `leaderboardIDs`; the player must be signed in.
  public class func submitScore(
    _ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String]
  ) async throws {
    try post(score, context: context, to: leaderboardIDs)
  }

  /// Posts `score`, then calls `completionHandler` on the main queue.
  public class func submitScore(
    _ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String],
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) {
    let error: (any Error)?
    do {
      try post(score, context: context, to: leaderboardIDs)
      error = nil
    } catch let failure {
      error = failure
    }
    _ViewProbeRuntime.completeOnAnotherQueue(.main) { completionHandler(error) }
  }

  private static func post(_ score: Int, context: Int, to leaderboardIDs: [String]) throws {
    guard let device = GameCenterDevice.current else { return }
    guard case .signedIn = device.account else { throw GKError(.notAuthenticated) }
    for id in leaderboardIDs {
      device.record(GameCenterScore(leaderboardID: id, score: score, context: context))
    }
  }
}

/// An achievement and how far the player got.
public final class GKAchievement: NSObject, @unchecked Sendable {
  /// Its identifier.
  public let identifier: String
  /// How far, 0…100.
  public var percentComplete: Double = 0
  /// Whether Game Center shows a banner when it completes.
  public var showsCompletionBanner = false
  /// Whether it is complete.
  public var isCompleted: Bool { percentComplete >= 100 }

  /// The achievement `identifier`.
  public init(identifier: String) { self.identifier = identifier }

  /// Reports `achievements`' progress; the player must be signed in. Progress never goes back.
  public class func report(_ achievements: [GKAchievement]) async throws {
    guard let device = GameCenterDevice.current else { return }
    guard case .signedIn = device.account else { throw GKError(.notAuthenticated) }
    for achievement in achievements {
      device.report(achievement.identifier, percent: achievement.percentComplete)
    }
  }

  /// The player's achievements with their progress.
  public class func loadAchievements() async throws -> [GKAchievement] {
    guard let device = GameCenterDevice.current else { return [] }
    guard case .signedIn = device.account else { throw GKError(.notAuthenticated) }
    return device.achievements.sorted { $0.key < $1.key }.map { id, percent in
      let achievement = GKAchievement(identifier: id)
      achievement.percentComplete = percent
      return achievement
    }
  }
}

/// The Game Center button a game shows in a corner. Its settings are the harness's device's (a
/// static shared object would leak them between tests running in parallel); nothing is drawn.
public final class GKAccessPoint: NSObject, @unchecked Sendable {
  /// The shared access point.
  public static let shared = GKAccessPoint()

  private var device: GameCenterDevice? { GameCenterDevice.current }

  /// Where it shows.
  public var location: Location {
    get { device?.accessPoint.location ?? .topLeading }
    set { device?.accessPoint.location = newValue }
  }
  /// Whether it shows.
  public var isActive: Bool {
    get { device?.accessPoint.isActive ?? false }
    set { device?.accessPoint.isActive = newValue }
  }
  /// Whether it shows highlights of the player's progress.
  public var showHighlights: Bool {
    get { device?.accessPoint.showHighlights ?? false }
    set { device?.accessPoint.showHighlights = newValue }
  }

  /// A corner of the screen.
  public enum Location: Int, Sendable {
    /// Top leading.
    case topLeading
    /// Top trailing.
    case topTrailing
    /// Bottom leading.
    case bottomLeading
    /// Bottom trailing.
    case bottomTrailing
  }
}

/// The access point's settings on one device.
struct AccessPointSettings: Sendable {
  var location = GKAccessPoint.Location.topLeading
  var isActive = false
  var showHighlights = false
}

extension ParentHarness {
  private var gameCenter: GameCenterDevice { _harnessState(GameCenterDevice.self) }

  /// Whether the player is signed in to Game Center on this device (signed in as "Player One"
  /// unless set).
  public func setGameCenterAccount(_ account: GameCenterAccount) { gameCenter.account = account }

  /// The player finishes the sign-in the game presented: the game's handler hears `nil, nil` on
  /// the main queue (run it with `settle()`).
  public func signInToGameCenter(alias: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let device = gameCenter
    device.account = .signedIn(alias: alias)
    _perform(sourceLocation: sourceLocation) { device.authenticate() }
  }

  /// The scores the game posted, in order, one per leaderboard.
  public var gameCenterScores: [GameCenterScore] { gameCenter.scores }

  /// The achievements the game reported, by identifier, with the highest progress reported.
  public var gameCenterAchievements: [String: Double] { gameCenter.achievements }
}
