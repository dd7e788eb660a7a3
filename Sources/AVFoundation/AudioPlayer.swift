// Linux has no AVFoundation. There, ViewProbe's product includes this stand-in, so that files that
// play a sound (`AVAudioPlayer`, `AVPlayer` — Scrumdinger's ding), speak text
// (`AVSpeechSynthesizer`) or set the audio session compile unchanged. Nothing is heard: players
// keep the state their methods give them (`isPlaying`, `rate`, `currentTime`), so a test can check
// that the app started or stopped a sound, and a synthesizer keeps what it was asked to say.
import Foundation

/// Plays a sound file or sound data: here it keeps its state and is silent.
open class AVAudioPlayer: NSObject {
  /// The file played, for a player made from one.
  public let url: URL?
  /// The sound data, for a player made from data.
  public let data: Data?
  /// Who hears when playing ends or decoding fails.
  open weak var delegate: (any AVAudioPlayerDelegate)?
  /// Whether `play()` was called since the last `pause()` or `stop()`.
  open private(set) var isPlaying = false
  /// The volume, 0 to 1.
  open var volume: Float = 1
  /// How often the sound repeats after the first time (`-1`: until stopped).
  open var numberOfLoops = 0
  /// The playback rate (with `enableRate`).
  open var rate: Float = 1
  /// Whether `rate` may differ from 1.
  open var enableRate = false
  /// The stereo position, -1 (left) to 1 (right).
  open var pan: Float = 0
  /// Where playback is, in seconds.
  open var currentTime: TimeInterval = 0
  /// How long the sound lasts (unknown here: 0).
  open var duration: TimeInterval { 0 }
  /// How many times `play()` started playback.
  public private(set) var playCount = 0

  /// A player for the sound file at `url`; throws when there is no file there, as decoding one
  /// that does not exist fails.
  public init(contentsOf url: URL) throws {
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url])
    }
    self.url = url
    data = nil
  }

  /// A player for the sound file at `url`, of the file type `utiString` names.
  public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    try self.init(contentsOf: url)
  }

  /// A player for sound `data`; throws for empty data.
  public init(data: Data) throws {
    guard !data.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    url = nil
    self.data = data
  }

  /// A player for sound `data` of the file type `utiString` names.
  public convenience init(data: Data, fileTypeHint utiString: String?) throws {
    try self.init(data: data)
  }

  /// Readies playback; true.
  @discardableResult open func prepareToPlay() -> Bool { true }

  /// Starts (or resumes) playback; true.
  @discardableResult open func play() -> Bool {
    isPlaying = true
    playCount += 1
    return true
  }

  /// Starts playback after `time` (not waited for); true.
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }

  /// Pauses playback, keeping the position.
  open func pause() { isPlaying = false }

  /// Stops playback (the position stays, as Apple's does).
  open func stop() { isPlaying = false }
}

/// Hears an audio player finish or fail.
public protocol AVAudioPlayerDelegate: AnyObject {
  /// Playback reached the end.
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  /// The sound could not be decoded.
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  /// Does nothing.
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  /// Does nothing.
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// The app's audio session: its category, mode and whether it is active.
open class AVAudioSession: NSObject, @unchecked Sendable {
  /// How the app's sound mixes with others'.
  public struct Category: RawRepresentable, Hashable, Sendable {
    /// The category's name.
    public let rawValue: String
    /// A category.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sound that the silent switch mutes, mixed with others.
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    /// The default: muted by the silent switch, silencing others.
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    /// Playback that continues with the silent switch on.
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    /// Recording.
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    /// Recording and playback.
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    /// Several routes at once.
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// What the app's sound is for.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default mode.
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    /// Spoken audio (podcasts, audiobooks).
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    /// Films and video.
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    /// Measuring input.
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    /// Voice chat.
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
  }

  /// How the category behaves with other apps' sound.
  public struct CategoryOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mix with other apps' sound.
    public static let mixWithOthers = CategoryOptions(rawValue: 1)
    /// Lower other apps' sound while this plays.
    public static let duckOthers = CategoryOptions(rawValue: 2)
    /// Allow Bluetooth input.
    public static let allowBluetooth = CategoryOptions(rawValue: 4)
    /// Route to the speaker by default.
    public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
  }

  /// What `setActive(_:options:)` does when deactivating.
  public struct SetActiveOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tell other apps they may resume.
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  private let lock = NSLock()
  private var state = (
    category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(),
    active: false
  )

  /// The category set last.
  open var category: Category { lock.withLock { state.category } }
  /// The mode set last.
  open var mode: Mode { lock.withLock { state.mode } }
  /// The options set last.
  open var categoryOptions: CategoryOptions { lock.withLock { state.options } }
  /// Whether the session was made active.
  open var isActive: Bool { lock.withLock { state.active } }

  /// The app's one session: the session of the harness whose code runs now (each harness is a
  /// device); outside a harness, a new session.
  open class func sharedInstance() -> AVAudioSession {
    AudioDevice.current?.session ?? AVAudioSession()
  }

  /// Sets the category.
  open func setCategory(_ category: Category) throws {
    lock.withLock { state.category = category }
  }

  /// Sets the category and its options.
  open func setCategory(_ category: Category, options: CategoryOptions) throws {
    lock.withLock { state = (category, state.mode, options, state.active) }
  }

  /// Sets the category, mode and options.
  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    lock.withLock { state = (category, mode, options, state.active) }
  }

  /// Sets the mode.
  open func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }

  /// Activates or deactivates the session.
  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
    lock.withLock { state.active = active }
  }
}
