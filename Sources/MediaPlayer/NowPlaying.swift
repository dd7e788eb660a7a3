// Linux has no MediaPlayer framework. There, ViewProbe's product includes this stand-in, so that
// an audio app's lock-screen code compiles unchanged and can be checked: each harness is a device
// whose Now Playing centre shows what the app last set (`harness.nowPlayingInfo`), and whose
// remote controls — the lock screen's, a headset's — send the app the commands the test presses
// (`harness.sendRemoteCommand(\.playCommand)`).
import Foundation
import Testing
import ViewProbe

/// The key of the title of the item playing.
public let MPMediaItemPropertyTitle = "title"
/// The key of its artist.
public let MPMediaItemPropertyArtist = "artist"
/// The key of its album's title.
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// The key of its length, in seconds.
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// The key of its artwork (`MPMediaItemArtwork`).
public let MPMediaItemPropertyArtwork = "artwork"
/// The key of how far it has played, in seconds.
public let MPNowPlayingInfoPropertyElapsedPlaybackTime =
  "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The key of its playback rate (0 when paused).
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// The key of whether it is a live stream.
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// The key of its media type (`MPNowPlayingInfoMediaType`'s raw value).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"

/// What an item playing is.
public enum MPNowPlayingInfoMediaType: UInt, Sendable {
  /// Nothing said.
  case none = 0
  /// Sound.
  case audio = 1
  /// Picture and sound.
  case video = 2
}

/// Whether the app is playing, as the system shows it.
public enum MPNowPlayingPlaybackState: UInt, Sendable {
  /// Not said.
  case unknown = 0
  /// Playing.
  case playing = 1
  /// Paused.
  case paused = 2
  /// Stopped.
  case stopped = 3
  /// Interrupted.
  case interrupted = 4
}

/// An item's artwork, drawn on request at the size the system asks for (kept, never drawn).
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
  /// The artwork's largest size.
  public let bounds: CGRect
  private let requestHandler: (CGSize) -> UIImage

  /// Artwork of `boundsSize`, drawn by `requestHandler`.
  public init(boundsSize: CGSize, requestHandler: @escaping @Sendable (CGSize) -> UIImage) {
    bounds = CGRect(origin: .zero, size: boundsSize)
    self.requestHandler = requestHandler
    super.init()
  }

  /// The artwork at `size`.
  open func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}

/// What the lock screen and Control Center show of the app's playing item.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var info: [String: Any]?
  private var state = MPNowPlayingPlaybackState.unknown

  /// The device's centre (the harness's; outside a harness's code, a centre nobody sees).
  open class func `default`() -> MPNowPlayingInfoCenter {
    _ViewProbeRuntime.harnessState(NowPlayingDevice.self)?.center ?? MPNowPlayingInfoCenter()
  }

  /// What is shown: title, artist, duration, elapsed time, rate … (`nil`: nothing playing).
  open var nowPlayingInfo: [String: Any]? {
    get { lock.withLock { info } }
    set { lock.withLock { info = newValue } }
  }

  /// Whether the app plays (macOS shows it; kept).
  open var playbackState: MPNowPlayingPlaybackState {
    get { lock.withLock { state } }
    set { lock.withLock { state = newValue } }
  }
}

/// What a handler tells the system about a command.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
  /// Done.
  case success = 0
  /// Nothing to act on.
  case noSuchContent = 100
  /// Nothing is playing to act on.
  case noActionableNowPlayingItem = 110
  /// The device is gone.
  case deviceNotFound = 120
  /// It failed.
  case commandFailed = 200
}

/// A command sent to the app, handed to its handlers.
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
  /// The command sent.
  public let command: MPRemoteCommand
  /// When it was sent.
  public let timestamp: TimeInterval

  init(command: MPRemoteCommand) {
    self.command = command
    timestamp = ProcessInfo.processInfo.systemUptime
    super.init()
  }
}

/// A "seek to" command: where the user dragged the playhead.
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  /// The position, in seconds.
  public let positionTime: TimeInterval

  init(command: MPRemoteCommand, positionTime: TimeInterval) {
    self.positionTime = positionTime
    super.init(command: command)
  }
}

/// A "skip" command: how far to skip.
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  /// The interval, in seconds.
  public let interval: TimeInterval

  init(command: MPRemoteCommand, interval: TimeInterval) {
    self.interval = interval
    super.init(command: command)
  }
}

/// A "change speed" command: the rate asked for.
open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  /// The rate.
  public let playbackRate: Float

  init(command: MPRemoteCommand, playbackRate: Float) {
    self.playbackRate = playbackRate
    super.init(command: command)
  }
}

/// A control the system shows for the app while it has handlers and is enabled.
open class MPRemoteCommand: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var handlers:
    [(token: NSObject, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []
  private var enabled = true

  /// Whether the control is offered (yes unless turned off).
  open var isEnabled: Bool {
    get { lock.withLock { enabled } }
    set { lock.withLock { enabled = newValue } }
  }

  /// Adds `handler`; the value returned removes it (`removeTarget(_:)`).
  @discardableResult
  open func addTarget(
    handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
  ) -> Any {
    let token = NSObject()
    lock.withLock { handlers.append((token, handler)) }
    return token
  }

  /// Removes the handler `target` stands for (`nil`: every handler).
  open func removeTarget(_ target: Any?) {
    lock.withLock {
      guard let target = target as? NSObject else { return handlers.removeAll() }
      handlers.removeAll { $0.token === target }
    }
  }

  /// Whether the system shows the control: enabled, with a handler.
  var isOffered: Bool { lock.withLock { enabled && !handlers.isEmpty } }

  /// Sends `event` to the handlers, in the order added; their answers.
  func send(_ event: MPRemoteCommandEvent) -> [MPRemoteCommandHandlerStatus] {
    lock.withLock { handlers.map(\.handler) }.map { $0(event) }
  }
}

/// A skip command, with the intervals it offers.
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
  /// The intervals offered, in seconds (15 unless set).
  open var preferredIntervals: [NSNumber] = [15]
}

/// A change-speed command, with the rates it offers.
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
  /// The rates offered.
  open var supportedPlaybackRates: [NSNumber] = [1]
}

/// A command that marks the item (like, dislike, bookmark).
open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
  /// Whether the item is marked.
  open var isActive = false
  /// The label shown.
  open var localizedTitle = ""
}

/// The controls the system shows for the app: the lock screen's, Control Center's, a headset's.
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
  /// Play.
  public let playCommand = MPRemoteCommand()
  /// Pause.
  public let pauseCommand = MPRemoteCommand()
  /// Stop.
  public let stopCommand = MPRemoteCommand()
  /// Play or pause (a headset's button).
  public let togglePlayPauseCommand = MPRemoteCommand()
  /// The next track.
  public let nextTrackCommand = MPRemoteCommand()
  /// The previous track.
  public let previousTrackCommand = MPRemoteCommand()
  /// Skip forward.
  public let skipForwardCommand = MPSkipIntervalCommand()
  /// Skip backward.
  public let skipBackwardCommand = MPSkipIntervalCommand()
  /// Seek forward while held.
  public let seekForwardCommand = MPRemoteCommand()
  /// Seek backward while held.
  public let seekBackwardCommand = MPRemoteCommand()
  /// Move the playhead.
  public let changePlaybackPositionCommand = MPRemoteCommand()
  /// Change the speed.
  public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
  /// Like the item.
  public let likeCommand = MPFeedbackCommand()
  /// Dislike the item.
  public let dislikeCommand = MPFeedbackCommand()
  /// Bookmark the item.
  public let bookmarkCommand = MPFeedbackCommand()

  /// The device's commands (the harness's; outside a harness's code, commands nobody sends).
  open class func shared() -> MPRemoteCommandCenter {
    _ViewProbeRuntime.harnessState(NowPlayingDevice.self)?.commands ?? MPRemoteCommandCenter()
  }
}

/// One harness's device: its Now Playing centre and its remote commands, which belong to the
/// running app — when it quits, what it showed goes and its handlers with it.
final class NowPlayingDevice: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var running = (center: MPNowPlayingInfoCenter(), commands: MPRemoteCommandCenter())

  var center: MPNowPlayingInfoCenter { lock.withLock { running.center } }
  var commands: MPRemoteCommandCenter { lock.withLock { running.commands } }

  @MainActor func _appWillQuit() {
    lock.withLock { running = (MPNowPlayingInfoCenter(), MPRemoteCommandCenter()) }
  }
}

extension ParentHarness {
  /// What the lock screen shows of the app's playing item: what the app last set in
  /// `MPNowPlayingInfoCenter.default().nowPlayingInfo` (`nil` when nothing).
  public var nowPlayingInfo: [String: Any]? {
    _harnessState(NowPlayingDevice.self).center.nowPlayingInfo
  }

  /// Presses a remote control — the lock screen's, Control Center's, a headset's — as the user
  /// does: the command's handlers run, in the order the app added them, as one event, then one
  /// update; returns their answers. `position` is a seek's target (`changePlaybackPositionCommand`),
  /// `interval` a skip's (its first preferred interval unless given), `rate` a speed change's. A
  /// command the app did not offer — no handler, or not enabled — is not shown, so pressing it is a
  /// recorded issue.
  @discardableResult
  public func sendRemoteCommand(
    _ command: KeyPath<MPRemoteCommandCenter, some MPRemoteCommand>, position: TimeInterval? = nil,
    interval: TimeInterval? = nil, rate: Float? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [MPRemoteCommandHandlerStatus] {
    let target = _harnessState(NowPlayingDevice.self).commands[keyPath: command]
    guard target.isOffered else {
      _reportMisuse(
        "sendRemoteCommand(\(command)) found the command not offered: the app added no handler "
          + "to it, or set isEnabled to false, so the system shows no such control",
        sourceLocation: sourceLocation)
      return []
    }
    let event: MPRemoteCommandEvent
    if let position {
      event = MPChangePlaybackPositionCommandEvent(command: target, positionTime: position)
    } else if let skip = target as? MPSkipIntervalCommand {
      event = MPSkipIntervalCommandEvent(
        command: target,
        interval: interval ?? skip.preferredIntervals.first?.doubleValue ?? 15)
    } else if let rate {
      event = MPChangePlaybackRateCommandEvent(command: target, playbackRate: rate)
    } else {
      event = MPRemoteCommandEvent(command: target)
    }
    var answers: [MPRemoteCommandHandlerStatus] = []
    _perform(sourceLocation: sourceLocation) { answers = target.send(event) }
    return answers
  }
}
