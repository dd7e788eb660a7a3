// The microphone side of the AVFoundation stand-in: an audio engine whose input node takes taps,
// a recorder, and the permission to record. The stand-in device has a microphone the user lets the
// app use (asked, it grants) and a quiet room: an engine starts and stops, a tap is installed and
// removed, but no buffer ever reaches a tap, and a recorder records silence (an empty file).
import Foundation
import ViewProbe

/// A bus number of an audio node.
public typealias AVAudioNodeBus = Int
/// A number of sample frames.
public typealias AVAudioFrameCount = UInt32
/// A position in sample frames.
public typealias AVAudioFramePosition = Int64
/// A number of audio channels.
public typealias AVAudioChannelCount = UInt32
/// The block a tap on a node's bus calls with each buffer it hears, and when.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// How samples are stored.
public enum AVAudioCommonFormat: UInt, Sendable {
  /// Some other format.
  case otherFormat = 0
  /// 32-bit floating point.
  case pcmFormatFloat32 = 1
  /// 64-bit floating point.
  case pcmFormatFloat64 = 2
  /// 16-bit integers.
  case pcmFormatInt16 = 3
  /// 32-bit integers.
  case pcmFormatInt32 = 4
}

/// An audio format: its sample rate, channels and sample type.
open class AVAudioFormat: NSObject, @unchecked Sendable {
  /// Samples per second.
  public let sampleRate: Double
  /// The number of channels.
  public let channelCount: AVAudioChannelCount
  /// How samples are stored.
  public let commonFormat: AVAudioCommonFormat
  /// Whether the channels' samples are interleaved.
  public let isInterleaved: Bool

  /// A format of `format` samples; `nil` for no channels or a rate that is not positive.
  public init?(
    commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount,
    interleaved: Bool
  ) {
    guard channels > 0, sampleRate > 0 else { return nil }
    self.sampleRate = sampleRate
    channelCount = channels
    commonFormat = format
    isInterleaved = interleaved
  }

  /// The standard format: 32-bit floating point samples, channels not interleaved.
  public convenience init?(
    standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount
  ) {
    self.init(
      commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels,
      interleaved: false)
  }

  /// The format of the stand-in microphone: one channel at 48 kHz.
  static let microphone = AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 1)!
}

/// A buffer of audio.
open class AVAudioBuffer: NSObject, @unchecked Sendable {
  /// The buffer's format.
  public let format: AVAudioFormat

  init(format: AVAudioFormat) { self.format = format }
}

/// A buffer of PCM audio frames.
open class AVAudioPCMBuffer: AVAudioBuffer, @unchecked Sendable {
  /// How many frames it holds at most.
  public let frameCapacity: AVAudioFrameCount
  /// How many frames it holds.
  open var frameLength: AVAudioFrameCount = 0

  /// The words said into the stand-in microphone while this buffer was recorded
  /// (`ParentHarness.speak(_:)`), which the Speech stand-in recognizes; `nil` for silence.
  public internal(set) var _viewProbeSpokenWords: String?

  /// An empty buffer for `frameCapacity` frames of `format`.
  public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
    self.frameCapacity = frameCapacity
    super.init(format: format)
  }
}

/// A moment in an audio stream.
open class AVAudioTime: NSObject, @unchecked Sendable {
  /// The moment as a sample position.
  public let sampleTime: AVAudioFramePosition
  /// The rate `sampleTime` counts at.
  public let sampleRate: Double
  /// The moment in host ticks.
  public let hostTime: UInt64

  /// The moment at `sampleTime` frames at `sampleRate`.
  public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
    self.sampleTime = sampleTime
    self.sampleRate = sampleRate
    hostTime = 0
  }

  /// The moment at `hostTime`.
  public init(hostTime: UInt64) {
    sampleTime = 0
    sampleRate = 0
    self.hostTime = hostTime
  }
}

/// A node of an audio engine's graph. Its taps are guarded: apps install them on one thread and
/// remove them on another (a recognizer's callback).
open class AVAudioNode: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var taps: [AVAudioNodeBus: AVAudioNodeTapBlock] = [:]

  override init() { super.init() }

  /// The format of the node's output on `bus`.
  open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { .microphone }

  /// The format of the node's input on `bus`.
  open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { .microphone }

  /// Taps `bus`: `tapBlock` would get each buffer that passes (in the stand-in's quiet room, none
  /// does). A bus takes one tap: a second one is AVFoundation's crash, recorded here as an issue
  /// of the running test (the new tap replaces the old, and the run goes on).
  open func installTap(
    onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
    block tapBlock: @escaping AVAudioNodeTapBlock
  ) {
    let hadTap = lock.withLock { taps.updateValue(tapBlock, forKey: bus) != nil }
    if hadTap {
      _ViewProbeRuntime.reportTrap(
        "installTap(onBus: \(bus)) on a bus that already has a tap: AVFoundation stops the app "
          + "with “required condition is false: nullptr == Tap()”. Remove the tap first "
          + "(removeTap(onBus:)), as when recognition ends.")
    }
  }

  /// Removes the tap on `bus`, if any.
  open func removeTap(onBus bus: AVAudioNodeBus) {
    _ = lock.withLock { taps.removeValue(forKey: bus) }
  }

  /// Whether a tap is installed on `bus`.
  public func hasTap(onBus bus: AVAudioNodeBus) -> Bool { lock.withLock { taps[bus] != nil } }

  /// Passes the tap on bus 0 a buffer of `words` (the microphone heard them).
  func hear(_ words: String) {
    guard let tap = lock.withLock({ taps[0] }),
      let buffer = AVAudioPCMBuffer(pcmFormat: .microphone, frameCapacity: 4_800)
    else { return }
    buffer.frameLength = buffer.frameCapacity
    buffer._viewProbeSpokenWords = words
    tap(buffer, AVAudioTime(sampleTime: 0, atRate: AVAudioFormat.microphone.sampleRate))
  }
}

/// The node that brings the microphone's sound into an engine.
open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {}

/// The node that sends an engine's sound to the speaker.
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}

/// A node that mixes its inputs.
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
  /// The mix's volume, 0 to 1.
  open var outputVolume: Float = 1
}

/// A graph of audio nodes from the microphone to the speaker: here it keeps whether it runs.
open class AVAudioEngine: NSObject, @unchecked Sendable {
  /// The microphone's node.
  public let inputNode = AVAudioInputNode()
  /// The speaker's node.
  public let outputNode = AVAudioOutputNode()
  /// The mixer in front of the output.
  public let mainMixerNode = AVAudioMixerNode()
  private let lock = NSLock()
  private var running = false
  /// While it runs, the microphone of the harness whose code started it.
  private var microphone: _MicrophoneSubscription?
  /// Whether the engine was started and not stopped or paused since.
  open var isRunning: Bool { lock.withLock { running } }
  /// The nodes attached to the engine.
  public var attachedNodes: Set<AVAudioNode> { lock.withLock { nodes } }
  private var nodes: Set<AVAudioNode> = []

  /// An engine.
  public override init() { super.init() }

  /// Prepares the engine to start.
  open func prepare() {}

  /// Starts the engine: its input node hears the microphone (`ParentHarness.speak(_:)`).
  open func start() throws {
    let input = inputNode
    let listening = lock.withLock { running }
    if !listening {
      // A user who refused the microphone gives the app silence, as iOS does.
      let device = AudioDevice.current
      let subscription = _ViewProbeRuntime.listenToMicrophone { words in
        if device?.recording.status != .denied { input.hear(words) }
      }
      lock.withLock {
        microphone = subscription
        running = true
      }
    }
  }

  /// Pauses the engine.
  open func pause() { halt() }

  /// Stops the engine.
  open func stop() { halt() }

  /// Stops the engine and resets its nodes.
  open func reset() { halt() }

  private func halt() {
    let subscription = lock.withLock {
      running = false
      defer { microphone = nil }
      return microphone
    }
    subscription?.cancel()
  }

  /// Attaches `node`.
  open func attach(_ node: AVAudioNode) { _ = lock.withLock { nodes.insert(node) } }

  /// Detaches `node`.
  open func detach(_ node: AVAudioNode) { _ = lock.withLock { nodes.remove(node) } }

  /// Connects `node1`'s output to `node2`'s input.
  open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
}

/// Records the microphone's sound to a file: here, silence — `stop()` leaves an empty file at the
/// URL, so the app finds a recording where it asked for one.
open class AVAudioRecorder: NSObject, @unchecked Sendable {
  /// The file the recording goes to.
  public let url: URL
  /// The settings the recorder was made with.
  public let settings: [String: Any]
  /// Whether it is recording now.
  open private(set) var isRecording = false
  /// How long it has recorded, in seconds (no time passes here: 0).
  open var currentTime: TimeInterval { 0 }
  /// Whether level metering is on.
  open var isMeteringEnabled = false
  /// Who hears when recording ends.
  open weak var delegate: (any AVAudioRecorderDelegate)?

  /// A recorder to `url` with `settings` (`AVFormatIDKey`, `AVSampleRateKey` …).
  public init(url: URL, settings: [String: Any]) throws {
    self.url = url
    self.settings = settings
  }

  /// Makes the file ready; true.
  open func prepareToRecord() -> Bool { true }

  /// Starts recording; true.
  @discardableResult
  open func record() -> Bool {
    isRecording = true
    return true
  }

  /// Pauses recording.
  open func pause() { isRecording = false }

  /// Ends recording: the file is written (empty: silence), and the delegate is told.
  open func stop() {
    guard isRecording else { return }
    isRecording = false
    let written = FileManager.default.createFile(atPath: url.path, contents: Data())
    delegate?.audioRecorderDidFinishRecording(self, successfully: written)
  }

  /// Deletes the recording's file; whether it did.
  @discardableResult
  open func deleteRecording() -> Bool {
    (try? FileManager.default.removeItem(at: url)) != nil
  }

  /// Updates the meters.
  open func updateMeters() {}

  /// The average level of `channelNumber`, in decibels (silence: -160).
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }

  /// The peak level of `channelNumber`, in decibels (silence: -160).
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// Hears when a recorder finishes.
public protocol AVAudioRecorderDelegate: AnyObject {
  /// Recording ended.
  func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
}

extension AVAudioRecorderDelegate {
  /// Does nothing.
  public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
  {}
}

/// The key of a recording's format (a `kAudioFormat…` value).
public let AVFormatIDKey = "AVFormatIDKey"
/// The key of a recording's sample rate.
public let AVSampleRateKey = "AVSampleRateKey"
/// The key of a recording's channel count.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The key of a recording's encoder quality (an `AVAudioQuality` raw value).
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The key of a recording's bit rate.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// The key of a linear PCM recording's bit depth.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"

/// An audio format identifier.
public typealias AudioFormatID = UInt32
/// Linear PCM.
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// MPEG-4 AAC.
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// Apple Lossless.
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163

/// How well an encoder encodes.
public enum AVAudioQuality: Int, Sendable {
  /// The lowest.
  case min = 0
  /// Low.
  case low = 0x20
  /// Medium.
  case medium = 0x40
  /// High.
  case high = 0x60
  /// The highest.
  case max = 0x7F
}

extension AVAudioSession {
  /// Whether the app may record.
  public enum RecordPermission: UInt, Sendable {
    /// Not asked yet.
    case undetermined = 1_970_168_948
    /// Refused.
    case denied = 1_684_369_017
    /// Granted.
    case granted = 1_735_552_628
  }

  /// Whether the app may record: `.undetermined` until it asks.
  public var recordPermission: RecordPermission {
    switch AVAudioApplication.shared.recordPermission {
    case .undetermined: .undetermined
    case .denied: .denied
    case .granted: .granted
    }
  }

  /// Asks to record: the first time the user answers as the test said (allows, unless
  /// `harness.setRecordPermission(_:)` said otherwise); `response` hears whether the app may
  /// record, on another queue.
  public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
    AVAudioApplication.requestRecordPermission(completionHandler: response)
  }
}

/// The app's audio: its permission to record.
open class AVAudioApplication: NSObject, @unchecked Sendable {
  /// Whether the app may record.
  public enum recordPermission: Int, Sendable {
    /// Not asked yet.
    case undetermined
    /// Refused.
    case denied
    /// Granted.
    case granted
  }

  /// The app's one instance.
  public static let shared = AVAudioApplication()

  /// Whether the app may record: `.undetermined` until it asks.
  open var recordPermission: recordPermission {
    AudioDevice.current?.recording.status ?? .undetermined
  }

  /// Asks to record: the first time the user answers as the test said (allows, unless
  /// `harness.setRecordPermission(_:)` said otherwise); `response` hears whether the app may
  /// record, on another queue.
  open class func requestRecordPermission(
    completionHandler response: @escaping @Sendable (Bool) -> Void
  ) {
    let granted = askToRecord()
    _ViewProbeRuntime.completeOnAnotherQueue { response(granted) }
  }

  /// Asks to record, as `requestRecordPermission(completionHandler:)` does: whether the app may.
  open class func requestRecordPermission() async -> Bool { askToRecord() }

  private static func askToRecord() -> Bool {
    (AudioDevice.current ?? AudioDevice()).recording.ask() == .granted
  }
}
