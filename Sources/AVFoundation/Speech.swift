import Foundation

/// Where speech may stop or pause.
public enum AVSpeechBoundary: Int, Sendable {
  /// At once.
  case immediate
  /// After the current word.
  case word
}

/// The slowest speech rate.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speech rate.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The usual speech rate.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice for a language.
open class AVSpeechSynthesisVoice: NSObject {
  /// The voice's language code (`en-US`).
  public let language: String

  /// The voice for `languageCode` (`nil`: the user's language).
  public init?(language languageCode: String?) {
    language = languageCode ?? Self.currentLanguageCode()
  }

  /// The user's language code (`en-US` here).
  open class func currentLanguageCode() -> String { "en-US" }

  /// The installed voices (none here).
  open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
}

/// Text to speak, and how.
open class AVSpeechUtterance: NSObject {
  /// The text.
  public let speechString: String
  /// The rate, from `AVSpeechUtteranceMinimumSpeechRate` to the maximum.
  open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
  /// The pitch, 0.5 to 2.
  open var pitchMultiplier: Float = 1
  /// The volume, 0 to 1.
  open var volume: Float = 1
  /// The voice (`nil`: the user's).
  open var voice: AVSpeechSynthesisVoice?
  /// Silence before, in seconds.
  open var preUtteranceDelay: TimeInterval = 0
  /// Silence after, in seconds.
  open var postUtteranceDelay: TimeInterval = 0

  /// Speaks `string`.
  public init(string: String) { speechString = string }

  /// Speaks the characters of `string`.
  public init(attributedString string: NSAttributedString) { speechString = string.string }
}

/// Speaks utterances: here nothing is heard; it keeps what it was asked to say and is speaking
/// until stopped (time does not pass, so speech never ends by itself).
open class AVSpeechSynthesizer: NSObject {
  /// Who hears speech start and stop.
  open weak var delegate: (any AVSpeechSynthesizerDelegate)?
  /// Everything `speak(_:)` was given, in order.
  public private(set) var spokenUtterances: [AVSpeechUtterance] = []
  /// Whether speech was started and not stopped.
  open private(set) var isSpeaking = false
  /// Whether speech is paused.
  open private(set) var isPaused = false

  /// A synthesizer.
  public override init() {}

  /// Speaks `utterance` (after any before it): the delegate hears it start.
  open func speak(_ utterance: AVSpeechUtterance) {
    spokenUtterances.append(utterance)
    isSpeaking = true
    isPaused = false
    delegate?.speechSynthesizer(self, didStart: utterance)
  }

  /// Stops speaking; the delegate hears the utterance cancelled.
  @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
    guard isSpeaking else { return false }
    isSpeaking = false
    isPaused = false
    if let last = spokenUtterances.last { delegate?.speechSynthesizer(self, didCancel: last) }
    return true
  }

  /// Pauses speech.
  @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
    guard isSpeaking, !isPaused else { return false }
    isPaused = true
    return true
  }

  /// Resumes paused speech.
  @discardableResult open func continueSpeaking() -> Bool {
    guard isPaused else { return false }
    isPaused = false
    return true
  }
}

/// Hears a synthesizer's speech.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
  /// Speaking `utterance` started.
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
  /// Speaking `utterance` finished.
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
  /// Speaking `utterance` was stopped.
  func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
  /// Does nothing.
  public func speechSynthesizer(
    _ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance
  ) {}
  /// Does nothing.
  public func speechSynthesizer(
    _ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance
  ) {}
  /// Does nothing.
  public func speechSynthesizer(
    _ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance
  ) {}
}
