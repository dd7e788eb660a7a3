import Foundation
import Observation
import Testing
import ViewProbe

/// One answer the test scripts for the model.
public enum SimulatedModelResponse: Sendable {
  /// Text (for `respond(to:)`, or a `String` asked for).
  case text(String)
  /// A value of the `@Generable` type the app asks for.
  case generated(any Sendable)
  /// The response fails.
  case failure(LanguageModelSession.GenerationError)
  /// Before answering, the model calls the session's tool named `name` with `arguments` (a
  /// value of the tool's `Arguments` type); the answer is the next response queued.
  case toolCall(name: String, arguments: any Sendable)
}

/// A tool call the model made: the tool, what it was given, what it returned.
public struct LanguageModelToolCall: @unchecked Sendable {
  /// The tool's name.
  public let toolName: String
  /// The arguments the tool was called with (the tool's `Arguments` type).
  public let arguments: any Sendable
  /// What the tool returned.
  public let output: Any
}

/// One harness's device, as Foundation Models sees it: whether the model is available, the
/// answers the test queued, and the prompts the app sent.
final class LanguageModelDevice: _HarnessState, Observable, @unchecked Sendable {
  private let lock = NSLock()
  private let registrar = ObservationRegistrar()
  private var _availability = SystemLanguageModel.Availability.unavailable(.deviceNotEligible)
  private var queued: [SimulatedModelResponse] = []
  private var _prompts: [String] = []
  private var _toolCalls: [LanguageModelToolCall] = []
  private var _languages = LanguageModelDevice.launchLanguages

  /// The languages of Apple Intelligence when Foundation Models came out (iOS 26.0), which the
  /// model shares: the device's unless the test sets others.
  static let launchLanguages: Set<Locale.Language> = Set(
    ["en", "fr", "de", "it", "pt-BR", "es", "ja", "ko", "zh-Hans"].map {
      Locale.Language(identifier: $0)
    })

  required init() {}

  /// The device of the harness whose code runs now.
  static var current: LanguageModelDevice? {
    _ViewProbeRuntime.harnessState(LanguageModelDevice.self)
  }

  /// The model's availability: a view that reads it updates when the test changes it, as
  /// SwiftUI views follow Apple's observable model.
  var availability: SystemLanguageModel.Availability {
    registrar.access(self, keyPath: \.availability)
    return lock.withLock { _availability }
  }
  var prompts: [String] { lock.withLock { _prompts } }
  var languages: Set<Locale.Language> {
    get { lock.withLock { _languages } }
    set { lock.withLock { _languages = newValue } }
  }
  var toolCalls: [LanguageModelToolCall] { lock.withLock { _toolCalls } }

  /// Notes a prompt the app sent.
  func receive(_ prompt: String) { lock.withLock { _prompts.append(prompt) } }
  /// The next queued response, left in the queue.
  func peek() -> SimulatedModelResponse? { lock.withLock { queued.first } }
  /// The next queued response, taken.
  func next() -> SimulatedModelResponse? {
    lock.withLock { queued.isEmpty ? nil : queued.removeFirst() }
  }
  /// Notes a tool call the model made.
  func record(_ call: LanguageModelToolCall) { lock.withLock { _toolCalls.append(call) } }

  func setAvailability(_ availability: SystemLanguageModel.Availability) {
    registrar.withMutation(of: self, keyPath: \.availability) {
      lock.withLock { _availability = availability }
    }
  }

  func queue(_ responses: [SimulatedModelResponse]) {
    lock.withLock { queued += responses }
  }

  /// The next queued answer to `prompt`, as `type`: a failure the test queued is thrown; an
  /// answer missing, or of another type, is recorded and fails as the model's decoding would.
  func answer<Content>(_ prompt: String, as type: Content.Type, permissive: Bool = false) throws
    -> Content
  {
    let next = next()
    let wanted = String(describing: type)
    switch next {
    case .none:
      _ViewProbeRuntime.reportIssue(
        "The app asked the language model “\(prompt)” for a \(wanted), but the test queued no "
          + "response: queue one with harness.queueLanguageModelResponses(_:)")
    case .failure(let error):
      if permissive, Content.self == String.self, case .guardrailViolation = error {
        _ViewProbeRuntime.reportIssue(
          "The test queued a guardrail violation for “\(prompt)”, but the session's model has "
            + "the permissiveContentTransformations guardrails, which never throw it for text "
            + "(Apple documents it): queue the refusal the model would write, as .text(…)")
        throw LanguageModelSession.GenerationError.decodingFailure(
          .init(debugDescription: "No guardrail violation for text under permissive guardrails."))
      }
      throw error
    case .text(let text):
      if let text = text as? Content { return text }
      _ViewProbeRuntime.reportIssue(
        "The app asked the language model “\(prompt)” for a \(wanted), but the queued response "
          + "is text: queue .generated(\(wanted)(…))")
    case .generated(let value):
      if let value = value as? Content { return value }
      _ViewProbeRuntime.reportIssue(
        "The app asked the language model “\(prompt)” for a \(wanted), but the queued response "
          + "is a \(Swift.type(of: value))")
    case .toolCall:
      break  // Taken by the session before it asks for the answer.
    }
    throw LanguageModelSession.GenerationError.decodingFailure(
      .init(debugDescription: "No scripted response of type \(wanted)."))
  }
}

extension ParentHarness {
  private var languageModel: LanguageModelDevice { _harnessState(LanguageModelDevice.self) }

  /// Makes the on-device model available on this harness's device, or unavailable for a reason
  /// (unless set, the device is not eligible: `.unavailable(.deviceNotEligible)`); views reading
  /// `SystemLanguageModel.default.availability` update.
  public func setLanguageModelAvailability(_ availability: SystemLanguageModel.Availability) {
    languageModel.setAvailability(availability)
  }

  /// The languages the model supports on this device (unless set, Apple Intelligence's at the
  /// model's launch: English, French, German, Italian, Portuguese (Brazil), Spanish, Japanese,
  /// Korean and Chinese (Simplified)): `supportedLanguages` and `supportsLocale(_:)` follow.
  public func setLanguageModelLanguages(_ languages: Set<Locale.Language>) {
    languageModel.languages = languages
  }

  /// Queues the model's next answers, in order: each prompt the app sends takes the next one.
  public func queueLanguageModelResponses(_ responses: SimulatedModelResponse...) {
    languageModel.queue(responses)
  }

  /// The prompts the app sent to the model, in order.
  public var languageModelPrompts: [String] { languageModel.prompts }

  /// The tool calls the model made, in order (each one the test queued with `.toolCall`).
  public var languageModelToolCalls: [LanguageModelToolCall] { languageModel.toolCalls }
}
