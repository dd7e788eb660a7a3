// Linux has no Speech framework. There, ViewProbe's product includes this stand-in, so an app that
// transcribes the microphone (Scrumdinger's meeting transcript) compiles unchanged. The stand-in
// device's user allows recognition when asked and the recognizer is available. The room is quiet
// unless a test speaks (`ParentHarness.speak(_:)`): the words reach a running audio engine's input
// tap as a buffer, and a buffer request they are appended to recognizes them — its task hands the
// transcription so far to its handler (or delegate) at once, as a partial result, and a final one
// when the audio ends (`endAudio()`, `finish()`). A task nobody spoke to ends with no result and
// no error; a cancelled one says nothing more.
import AVFoundation
import Foundation
import ViewProbe

/// Whether the user lets the app recognize speech.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined = 0
  /// Refused.
  case denied = 1
  /// Not allowed on this device.
  case restricted = 2
  /// Allowed.
  case authorized = 3
}

/// What kind of speech a task expects.
public enum SFSpeechRecognitionTaskHint: Int, Sendable {
  /// No hint.
  case unspecified = 0
  /// Dictated text.
  case dictation = 1
  /// Search terms.
  case search = 2
  /// Short commands ("yes", "cancel").
  case confirmation = 3
}

/// Where a recognition task is.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
  /// Starting.
  case starting = 0
  /// Listening and recognizing.
  case running = 1
  /// Audio ended; the last results are coming.
  case finishing = 2
  /// Being cancelled.
  case canceling = 3
  /// Done.
  case completed = 4
}

/// Recognizes speech in one language. (Not an `NSObject` here: its `init()` may fail, as Apple's
/// does, which an `NSObject` subclass cannot declare in Swift.)
open class SFSpeechRecognizer: @unchecked Sendable {
  /// The language it recognizes.
  public let locale: Locale
  /// Whether recognition is available now (always, on the stand-in device).
  open var isAvailable: Bool { true }
  /// Whether it can recognize without a network.
  open var supportsOnDeviceRecognition = true
  /// The hint tasks get unless their request gives one.
  open var defaultTaskHint = SFSpeechRecognitionTaskHint.unspecified
  /// The queue results are delivered on.
  open var queue = OperationQueue.main
  /// Who hears when availability changes (it never does here).
  open weak var delegate: (any SFSpeechRecognizerDelegate)?

  /// A recognizer for the user's language.
  public convenience init?() { self.init(locale: Locale(identifier: "en-US")) }

  /// A recognizer for `locale`'s language; `nil` for a language it does not support.
  public init?(locale: Locale) {
    guard
      Self.supportedLocales().contains(where: {
        $0.language.languageCode == locale.language.languageCode
      })
    else { return nil }
    self.locale = locale
  }

  /// The languages recognizers support.
  open class func supportedLocales() -> Set<Locale> {
    Set(["en-US", "en-GB", "de-DE", "es-ES", "fr-FR", "it-IT", "ja-JP", "zh-CN"].map(Locale.init))
  }

  /// Whether the app may recognize speech: `.notDetermined` until it asks.
  open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus {
    SpeechDevice.current?.permission.status ?? .notDetermined
  }

  /// Asks the user to allow recognition: the first time they answer as the test said (they
  /// allow, unless `harness.setSpeechRecognitionPermission(_:)` said otherwise); `handler` hears
  /// the status on another queue.
  open class func requestAuthorization(
    _ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void
  ) {
    let status = (SpeechDevice.current ?? SpeechDevice()).permission.ask()
    _ViewProbeRuntime.completeOnAnotherQueue { handler(status) }
  }

  /// Starts recognizing `request`'s audio; `resultHandler` gets each result, at once (see the
  /// file's comment).
  open func recognitionTask(
    with request: SFSpeechRecognitionRequest,
    resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void
  ) -> SFSpeechRecognitionTask {
    SFSpeechRecognitionTask(request: request, listener: .handler(resultHandler))
      .refusedUnlessAuthorized()
  }

  /// Starts recognizing `request`'s audio; `delegate` hears of its progress.
  open func recognitionTask(
    with request: SFSpeechRecognitionRequest, delegate: any SFSpeechRecognitionTaskDelegate
  ) -> SFSpeechRecognitionTask {
    SFSpeechRecognitionTask(request: request, listener: .delegate(delegate))
      .refusedUnlessAuthorized()
  }
}

/// Hears when a recognizer's availability changes.
public protocol SFSpeechRecognizerDelegate: AnyObject {
  /// Availability changed.
  func speechRecognizer(
    _ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
  /// Does nothing.
  public func speechRecognizer(
    _ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool
  ) {}
}

/// What to recognize, and how.
open class SFSpeechRecognitionRequest: NSObject, @unchecked Sendable {
  /// Whether results come as the speech goes on, not only at its end.
  open var shouldReportPartialResults = true
  /// What kind of speech to expect.
  open var taskHint = SFSpeechRecognitionTaskHint.unspecified
  /// Phrases to favour.
  open var contextualStrings: [String] = []
  /// Whether recognition must stay on the device.
  open var requiresOnDeviceRecognition = false
  /// Whether punctuation is added.
  open var addsPunctuation = false
  /// An identifier for the request.
  open var interactionIdentifier: String?
}

/// Recognizes audio the app appends as it records (from the audio thread: its counts are
/// guarded).
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  private let lock = NSLock()
  private var appended = 0
  private var ended = false
  /// The task recognizing this request's audio, held until it ends (as the system holds a running
  /// task an app does not keep).
  var task: SFSpeechRecognitionTask?

  /// How many buffers were appended.
  public var appendedBufferCount: Int { lock.withLock { appended } }
  /// Whether `endAudio()` was called.
  public var audioEnded: Bool { lock.withLock { ended } }

  /// The format audio is best appended in.
  open var nativeAudioFormat: AVAudioFormat {
    AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)!
  }

  /// Appends recorded audio: words said into it are recognized by the request's task.
  open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {
    let task = lock.withLock {
      appended += 1
      return self.task
    }
    if let words = audioPCMBuffer._viewProbeSpokenWords { task?.hear(words) }
  }

  /// Says no more audio comes: the task gives its final result.
  open func endAudio() {
    let task = lock.withLock {
      ended = true
      return self.task
    }
    task?.finish()
  }
}

/// Recognizes the speech in an audio file.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  /// The file.
  public let url: URL

  /// A request for the file at `url`.
  public init(url URL: URL) { url = URL }
}

/// A recognition in progress (cancelled or finished from any thread: its state is guarded).
open class SFSpeechRecognitionTask: NSObject, @unchecked Sendable {
  /// Who hears its results.
  enum Listener {
    case handler((SFSpeechRecognitionResult?, (any Error)?) -> Void)
    case delegate(any SFSpeechRecognitionTaskDelegate)
  }

  /// The request it recognizes.
  let request: SFSpeechRecognitionRequest
  private let listener: Listener
  private let lock = NSLock()
  private var current = (state: SFSpeechRecognitionTaskState.running, cancelled: false)
  /// What was said so far.
  private var heard: [String] = []

  /// Where it is.
  open var state: SFSpeechRecognitionTaskState { lock.withLock { current.state } }
  /// Whether it was cancelled.
  open var isCancelled: Bool { lock.withLock { current.cancelled } }
  /// Whether it is finishing after `finish()` (it completes at once here).
  open var isFinishing: Bool { state == .finishing }
  /// The error that ended it: only a refusal here, when the user has not allowed recognition.
  open var error: (any Error)? { lock.withLock { refusal } }
  private var refusal: NSError?

  init(request: SFSpeechRecognitionRequest, listener: Listener) {
    self.request = request
    self.listener = listener
    super.init()
    (request as? SFSpeechAudioBufferRecognitionRequest)?.task = self
  }

  /// Stops recognizing; no more results come.
  open func cancel() {
    lock.withLock { current = (.completed, true) }
    letGoOfRequest()
  }

  /// An ended task: its request no longer holds it.
  private func letGoOfRequest() {
    guard let request = request as? SFSpeechAudioBufferRecognitionRequest, request.task === self
    else { return }
    request.task = nil
  }

  /// Stops taking audio: the transcription of what was said, if anything was, is the final
  /// result.
  open func finish() {
    let said: String? = lock.withLock {
      guard current.state == .running else { return nil }
      current.state = .completed
      return heard.isEmpty ? nil : heard.joined(separator: " ")
    }
    letGoOfRequest()
    guard let said else { return }
    deliver(said, isFinal: true)
  }

  /// Words reached the request's audio: the transcription so far, as a partial result.
  func hear(_ words: String) {
    let said: String? = lock.withLock {
      guard current.state == .running else { return nil }
      heard.append(words)
      return heard.joined(separator: " ")
    }
    guard let said, request.shouldReportPartialResults else { return }
    deliver(said, isFinal: false)
  }

  /// Ends the task with an error, on another queue, when the user has not allowed the app to
  /// recognize speech (under a harness: outside one the recognizer works, as before any test
  /// could say what the user answers).
  func refusedUnlessAuthorized() -> Self {
    guard let device = SpeechDevice.current, device.permission.status != .authorized else {
      return self
    }
    // The system's error here is undocumented: this one says what happened, in ViewProbe's words.
    let error = NSError(
      domain: "ViewProbe.Speech", code: 1,
      userInfo: [
        NSLocalizedDescriptionKey:
          "Speech recognition is not authorized: the app did not ask (requestAuthorization) "
          + "or the user refused"
      ])
    lock.withLock {
      current = (.completed, false)
      refusal = error
    }
    letGoOfRequest()
    // Results reach the handler on the recognizer's queue, the main queue unless the app set
    // another.
    _ViewProbeRuntime.completeOnAnotherQueue(.main) { [self] in
      switch listener {
      case .handler(let handler): handler(nil, error)
      case .delegate(let delegate):
        delegate.speechRecognitionTask(self, didFinishSuccessfully: false)
      }
    }
    return self
  }

  private func deliver(_ said: String, isFinal: Bool) {
    let transcription = SFTranscription(formattedString: said)
    let result = SFSpeechRecognitionResult(transcriptions: [transcription], isFinal: isFinal)
    switch listener {
    case .handler(let handler):
      handler(result, nil)
    case .delegate(let delegate):
      if isFinal {
        delegate.speechRecognitionTask(self, didFinishRecognition: result)
        delegate.speechRecognitionTask(self, didFinishSuccessfully: true)
      } else {
        delegate.speechRecognitionDidDetectSpeech(self)
        delegate.speechRecognitionTask(self, didHypothesizeTranscription: transcription)
      }
    }
  }
}

/// Hears of a recognition task's progress.
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {
  /// Speech was detected.
  func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask)
  /// A partial transcription.
  func speechRecognitionTask(
    _ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
  /// The final result.
  func speechRecognitionTask(
    _ task: SFSpeechRecognitionTask,
    didFinishRecognition recognitionResult: SFSpeechRecognitionResult)
  /// The task finished, successfully or not.
  func speechRecognitionTask(
    _ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
}

extension SFSpeechRecognitionTaskDelegate {
  /// Does nothing.
  public func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask) {}
  /// Does nothing.
  public func speechRecognitionTask(
    _ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription
  ) {}
  /// Does nothing.
  public func speechRecognitionTask(
    _ task: SFSpeechRecognitionTask,
    didFinishRecognition recognitionResult: SFSpeechRecognitionResult
  ) {}
  /// Does nothing.
  public func speechRecognitionTask(
    _ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool
  ) {}
}

/// A result: the transcriptions of what was said, best first.
open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
  /// The likeliest transcription.
  open var bestTranscription: SFTranscription {
    transcriptions.first ?? SFTranscription(formattedString: "")
  }
  /// Every transcription, best first.
  public let transcriptions: [SFTranscription]
  /// Whether no more results come for this speech.
  public let isFinal: Bool

  /// A result (the stand-in makes them from what a test says; a test may also make one for code of
  /// its own).
  public init(transcriptions: [SFTranscription], isFinal: Bool) {
    self.transcriptions = transcriptions
    self.isFinal = isFinal
  }
}

/// A transcription of speech, in segments.
open class SFTranscription: NSObject, @unchecked Sendable {
  /// The whole text.
  public let formattedString: String
  /// Its segments, in order.
  public let segments: [SFTranscriptionSegment]

  /// A transcription of `formattedString`, one segment per word (a second each).
  public init(formattedString: String) {
    self.formattedString = formattedString
    var segments: [SFTranscriptionSegment] = []
    var start = formattedString.startIndex
    while let wordStart = formattedString[start...].firstIndex(where: { !$0.isWhitespace }) {
      let wordEnd =
        formattedString[wordStart...].firstIndex(where: \.isWhitespace) ?? formattedString.endIndex
      segments.append(
        SFTranscriptionSegment(
          substring: String(formattedString[wordStart..<wordEnd]),
          substringRange: NSRange(wordStart..<wordEnd, in: formattedString),
          timestamp: Double(segments.count), duration: 1, confidence: 1))
      start = wordEnd
    }
    self.segments = segments
  }
}

/// One word or phrase of a transcription.
open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
  /// Its text.
  public let substring: String
  /// Where its text is in the transcription.
  public let substringRange: NSRange
  /// When it starts in the audio, in seconds.
  public let timestamp: TimeInterval
  /// How long it lasts, in seconds.
  public let duration: TimeInterval
  /// How sure the recognizer is, 0 to 1.
  public let confidence: Float
  /// Other texts it may have been.
  public let alternativeSubstrings: [String] = []

  init(
    substring: String, substringRange: NSRange, timestamp: TimeInterval, duration: TimeInterval,
    confidence: Float
  ) {
    self.substring = substring
    self.substringRange = substringRange
    self.timestamp = timestamp
    self.duration = duration
    self.confidence = confidence
  }
}
