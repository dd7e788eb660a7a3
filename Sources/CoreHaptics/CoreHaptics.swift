// Linux has no Core Haptics. There, ViewProbe's product includes this stand-in, so that an app's
// custom haptic patterns compile unchanged. The device supports haptics (an iPhone); an engine
// starts and stops, a pattern keeps its events, a player starts and stops — and nothing is felt.
// A test checks what the app built: the events of the pattern a player was made with
// (`player.pattern`, ViewProbe's).
import Foundation

/// Play at once.
public let CHHapticTimeImmediate: TimeInterval = 0

/// What the device's haptic hardware can do.
public protocol CHHapticDeviceCapability {
  /// Whether it plays haptics.
  var supportsHaptics: Bool { get }
  /// Whether it plays audio events.
  var supportsAudio: Bool { get }
}

private struct PhoneCapability: CHHapticDeviceCapability {
  var supportsHaptics: Bool { true }
  var supportsAudio: Bool { true }
}

/// A value shaping one event (its intensity, its sharpness …).
public struct CHHapticEventParameter: Sendable {
  /// Which parameter.
  public struct ID: Hashable, Sendable, RawRepresentable {
    /// The parameter's name.
    public let rawValue: String
    /// A parameter.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// How strong it is (0…1).
    public static let hapticIntensity = ID(rawValue: "HapticIntensity")
    /// How sharp it is (0…1).
    public static let hapticSharpness = ID(rawValue: "HapticSharpness")
    /// How long it takes to rise.
    public static let attackTime = ID(rawValue: "AttackTime")
    /// How long it takes to fall.
    public static let decayTime = ID(rawValue: "DecayTime")
    /// How long it takes to fade after it ends.
    public static let releaseTime = ID(rawValue: "ReleaseTime")
    /// Whether it keeps its strength until it ends.
    public static let sustained = ID(rawValue: "Sustained")
    /// How loud an audio event is.
    public static let audioVolume = ID(rawValue: "AudioVolume")
  }

  /// Which parameter.
  public let parameterID: ID
  /// Its value.
  public var value: Float

  /// A parameter set to `value`.
  public init(parameterID: ID, value: Float) {
    self.parameterID = parameterID
    self.value = value
  }
}

/// A value that changes the events playing (their intensity, sharpness).
public struct CHHapticDynamicParameter: Sendable {
  /// Which parameter.
  public struct ID: Hashable, Sendable, RawRepresentable {
    /// The parameter's name.
    public let rawValue: String
    /// A parameter.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Scales the intensity.
    public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
    /// Scales the sharpness.
    public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
  }

  /// Which parameter.
  public let parameterID: ID
  /// Its value.
  public var value: Float
  /// When it applies.
  public var relativeTime: TimeInterval

  /// A parameter set to `value` at `time`.
  public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
    self.parameterID = parameterID
    self.value = value
    relativeTime = time
  }
}

/// One haptic or audio event of a pattern.
public struct CHHapticEvent: Sendable {
  /// The kinds of event.
  public struct EventType: Hashable, Sendable, RawRepresentable {
    /// The kind's name.
    public let rawValue: String
    /// A kind.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A tap.
    public static let hapticTransient = EventType(rawValue: "HapticTransient")
    /// A buzz that lasts.
    public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
    /// A click of sound.
    public static let audioContinuous = EventType(rawValue: "AudioContinuous")
  }

  /// Its kind.
  public let type: EventType
  /// Its parameters.
  public let eventParameters: [CHHapticEventParameter]
  /// When it starts, from the pattern's start.
  public var relativeTime: TimeInterval
  /// How long it lasts (continuous events).
  public var duration: TimeInterval

  /// An event of `type` at `time`.
  public init(
    eventType type: EventType, parameters eventParams: [CHHapticEventParameter],
    relativeTime time: TimeInterval
  ) {
    self.init(eventType: type, parameters: eventParams, relativeTime: time, duration: 0)
  }

  /// An event of `type` at `time`, lasting `duration`.
  public init(
    eventType type: EventType, parameters eventParams: [CHHapticEventParameter],
    relativeTime time: TimeInterval, duration: TimeInterval
  ) {
    self.type = type
    eventParameters = eventParams
    relativeTime = time
    self.duration = duration
  }
}

/// A parameter curve of a pattern (kept).
public struct CHHapticParameterCurve: Sendable {
  /// A point of the curve.
  public struct ControlPoint: Sendable {
    /// When.
    public var relativeTime: TimeInterval
    /// Its value.
    public var value: Float
    /// A point.
    public init(relativeTime time: TimeInterval, value: Float) {
      relativeTime = time
      self.value = value
    }
  }

  /// The curve of `parameterID` through `controlPoints`.
  public init(
    parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint],
    relativeTime: TimeInterval
  ) {}
}

/// Events and parameters to play together.
public final class CHHapticPattern: Sendable {
  /// Its events, in the order given.
  public let events: [CHHapticEvent]

  /// A pattern of `events`.
  public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
    self.events = events
  }

  /// A pattern of `events` with parameter curves.
  public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
    self.events = events
  }

  /// The pattern of an AHAP file (its events are not read here: none).
  public init(contentsOf ahapURL: URL) throws {
    _ = try Data(contentsOf: ahapURL)
    events = []
  }

  /// How long it lasts: to the end of its last event.
  public var duration: TimeInterval {
    events.map { $0.relativeTime + $0.duration }.max() ?? 0
  }
}

/// Plays a pattern (nothing is felt).
public protocol CHHapticPatternPlayer: AnyObject {
  /// Starts playing at `time`.
  func start(atTime time: TimeInterval) throws
  /// Stops at `time`.
  func stop(atTime time: TimeInterval) throws
  /// Changes the playing events.
  func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
  /// Stops at once.
  func cancel() throws
}

/// A player that can also pause, seek and loop.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
  /// Whether it starts again at its end.
  var loopEnabled: Bool { get set }
  /// Pauses at `time`.
  func pause(atTime time: TimeInterval) throws
  /// Resumes at `time`.
  func resume(atTime time: TimeInterval) throws
}

/// The players an engine makes: each keeps its pattern and whether it plays (ViewProbe's, for
/// tests).
public final class _HapticPlayer: CHHapticAdvancedPatternPlayer, @unchecked Sendable {
  /// The pattern it plays.
  public let pattern: CHHapticPattern
  /// Whether it was started and not stopped.
  public private(set) var isPlaying = false
  /// How many times it was started.
  public private(set) var startCount = 0
  /// Whether it starts again at its end.
  public var loopEnabled = false

  init(pattern: CHHapticPattern) { self.pattern = pattern }

  /// Starts playing.
  public func start(atTime time: TimeInterval) throws {
    isPlaying = true
    startCount += 1
  }
  /// Stops.
  public func stop(atTime time: TimeInterval) throws { isPlaying = false }
  /// Changes the playing events (kept nowhere).
  public func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval)
    throws
  {}
  /// Stops at once.
  public func cancel() throws { isPlaying = false }
  /// Pauses.
  public func pause(atTime time: TimeInterval) throws { isPlaying = false }
  /// Resumes.
  public func resume(atTime time: TimeInterval) throws { isPlaying = true }
}

/// The haptic engine. It starts and stops; its players play nothing.
public final class CHHapticEngine: @unchecked Sendable {
  /// Why the engine stopped.
  public enum StoppedReason: Int, Sendable {
    /// The audio session was interrupted.
    case audioSessionInterrupt = 1
    /// The app went to the background.
    case applicationSuspended = 2
    /// It was idle too long.
    case idleTimeout = 3
    /// A notification was played.
    case notifyWhenFinished = 4
    /// The engine was destroyed.
    case engineDestroyed = 5
    /// The game controller disconnected.
    case gameControllerDisconnect = 6
    /// A system error.
    case systemError = -1
  }

  /// Called when the engine stops on its own (never here).
  public var stoppedHandler: @Sendable (StoppedReason) -> Void = { _ in }
  /// Called when the engine resets (never here).
  public var resetHandler: @Sendable () -> Void = {}
  /// Whether it plays only haptics (no audio).
  public var playsHapticsOnly = false
  /// Whether it stops when its players finish.
  public var isAutoShutdownEnabled = false
  /// Whether it runs.
  public private(set) var isRunning = false
  /// The engine's clock (0: time does not pass here).
  public var currentTime: TimeInterval { 0 }

  /// What the device's hardware can do: an iPhone's (haptics supported).
  public static func capabilitiesForHardware() -> any CHHapticDeviceCapability {
    PhoneCapability()
  }

  /// An engine.
  public init() throws {}

  /// Starts it.
  public func start() throws { isRunning = true }
  /// Starts it, then calls `completionHandler`.
  public func start(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    isRunning = true
    completionHandler?(nil)
  }
  /// Stops it, then calls `completionHandler`.
  public func stop(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    isRunning = false
    completionHandler?(nil)
  }

  /// A player of `pattern` (a `_HapticPlayer`).
  public func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
    _HapticPlayer(pattern: pattern)
  }

  /// An advanced player of `pattern` (a `_HapticPlayer`).
  public func makeAdvancedPlayer(with pattern: CHHapticPattern) throws
    -> any CHHapticAdvancedPatternPlayer
  {
    _HapticPlayer(pattern: pattern)
  }

  /// Plays the AHAP file at `url` (nothing is felt).
  public func playPattern(from url: URL) throws {}

  /// Calls `finishedHandler` when the players finish (at once: nothing plays).
  public func notifyWhenPlayersFinished(
    finishedHandler: @escaping @Sendable ((any Error)?) -> FinishedAction
  ) {
    _ = finishedHandler(nil)
  }

  /// What the engine does when its players finish.
  public enum FinishedAction: Int, Sendable {
    /// Stop the engine.
    case stopEngine = 1
    /// Leave it running.
    case leaveEngineRunning = 2
  }
}
