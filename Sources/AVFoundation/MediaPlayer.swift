import Foundation

/// A time scale: parts of a second.
public typealias CMTimeScale = Int32
/// A time value, counted in a time scale's parts.
public typealias CMTimeValue = Int64

/// A point in media time: `value` parts of `1/timescale` seconds.
public struct CMTime: Hashable, Sendable, CustomStringConvertible {
  /// The count of parts.
  public var value: CMTimeValue
  /// Parts per second (0 for an invalid time).
  public var timescale: CMTimeScale

  /// A time of `value` parts of `1/timescale` seconds.
  public init(value: CMTimeValue, timescale: CMTimeScale) {
    self.value = value
    self.timescale = timescale
  }

  /// A time of `seconds`, counted in `preferredTimescale` parts per second.
  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    self.init(
      value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()),
      timescale: preferredTimescale)
  }

  /// Time zero.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// A time that is not valid.
  public static let invalid = CMTime(value: 0, timescale: 0)

  /// The time in seconds (`nan` when invalid).
  public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
  /// Whether the time is valid.
  public var isValid: Bool { timescale != 0 }
  /// The time, as seconds.
  public var description: String { "\(seconds) s" }
}

/// A time of `value` parts of `1/timescale` seconds.
public func CMTimeMake(value: CMTimeValue, timescale: CMTimeScale) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

/// A time's length in seconds.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// Media at a URL.
open class AVAsset: NSObject {
  /// Where the media is.
  public let url: URL

  init(url: URL) { self.url = url }
}

/// Media at a URL.
open class AVURLAsset: AVAsset {
  /// The media at `url`.
  public init(url URL: URL, options: [String: Any]? = nil) { super.init(url: URL) }
}

/// One piece of media a player plays.
open class AVPlayerItem: NSObject {
  /// The media.
  public let asset: AVAsset

  /// The media at `url`.
  public init(url URL: URL) { asset = AVURLAsset(url: URL) }

  /// The media `asset`.
  public init(asset: AVAsset) { self.asset = asset }

  /// Where playback of this item is.
  open func currentTime() -> CMTime { .zero }
}

/// Plays audio or video: here it keeps its state and is silent.
open class AVPlayer: NSObject {
  /// Whether the player plays, pauses or waits.
  public enum TimeControlStatus: Int, Sendable {
    /// Paused.
    case paused
    /// Waiting to play.
    case waitingToPlayAtSpecifiedRate
    /// Playing.
    case playing
  }

  /// The item played.
  open private(set) var currentItem: AVPlayerItem?
  /// The playback rate: 1 playing, 0 paused.
  open var rate: Float = 0
  /// The volume, 0 to 1.
  open var volume: Float = 1
  /// Whether sound is muted.
  open var isMuted = false
  /// Where playback is (moved only by `seek`).
  private var position = CMTime.zero
  /// How many times `play()` was called.
  public private(set) var playCount = 0

  /// A player with no item.
  public override init() {}

  /// A player for the media at `url`.
  public init(url URL: URL) { currentItem = AVPlayerItem(url: URL) }

  /// A player for `item`.
  public init(playerItem item: AVPlayerItem?) { currentItem = item }

  /// Playing while the rate is not 0.
  open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }

  /// Plays (rate 1).
  open func play() {
    rate = 1
    playCount += 1
  }

  /// Pauses (rate 0).
  open func pause() { rate = 0 }

  /// Plays `item` instead.
  open func replaceCurrentItem(with item: AVPlayerItem?) {
    currentItem = item
    position = .zero
  }

  /// Where playback is.
  open func currentTime() -> CMTime { position }

  /// Moves playback to `time`.
  open func seek(to time: CMTime) { position = time }

  /// Moves playback to `time`, then says it finished.
  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
    position = time
    completionHandler(true)
  }

  /// Observes playback time every `interval` (never called here: time does not pass).
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?,
    using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any { NSObject() }

  /// Stops an observer.
  open func removeTimeObserver(_ observer: Any) {}
}

/// Plays items one after another.
open class AVQueuePlayer: AVPlayer {
  /// The items left to play, the current one first.
  open private(set) var queue: [AVPlayerItem]

  /// A player for `items`, in order.
  public init(items: [AVPlayerItem]) {
    queue = items
    super.init(playerItem: items.first)
  }

  /// The items left to play.
  open func items() -> [AVPlayerItem] { queue }

  /// Moves to the next item.
  open func advanceToNextItem() {
    if !queue.isEmpty { queue.removeFirst() }
    replaceCurrentItem(with: queue.first)
  }
}
