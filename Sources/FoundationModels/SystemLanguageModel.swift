// The model a session talks to, as the harness's device has it, and the options of a request.
import Foundation
import ViewProbe

/// Apple's on-device language model, as the harness's device has it.
public final class SystemLanguageModel: Sendable {
  /// Whether the model can answer.
  public enum Availability: Equatable, Sendable {
    /// It can.
    case available
    /// It cannot, for `reason`.
    case unavailable(UnavailableReason)

    /// Why the model cannot answer.
    public enum UnavailableReason: Equatable, Sendable {
      /// The device cannot run Apple Intelligence.
      case deviceNotEligible
      /// The user has not turned Apple Intelligence on.
      case appleIntelligenceNotEnabled
      /// The model is still downloading.
      case modelNotReady
    }
  }

  /// What the model is asked to do.
  public struct UseCase: Equatable, Sendable {
    private let name: String

    /// General prompting.
    public static let general = UseCase(name: "general")
    /// Tagging content: topics, emotions, actions found in text.
    public static let contentTagging = UseCase(name: "contentTagging")
  }

  /// How strictly the model's safety guardrails flag sensitive content.
  public struct Guardrails: Sendable {
    let isPermissive: Bool

    /// All guardrails on: unsafe content in a prompt or a response throws
    /// `GenerationError.guardrailViolation`.
    public static let `default` = Guardrails(isPermissive: false)
    /// Text may be transformed permissively: a request for a `String` never throws
    /// `guardrailViolation` (the model may answer with a refusal instead).
    public static let permissiveContentTransformations = Guardrails(isPermissive: true)
  }

  /// The general-purpose model.
  public static let `default` = SystemLanguageModel()

  /// What this model is for.
  public let useCase: UseCase
  /// Its guardrails.
  public let guardrails: Guardrails

  /// The model for `useCase`, with `guardrails`.
  public init(useCase: UseCase = .general, guardrails: Guardrails = .default) {
    self.useCase = useCase
    self.guardrails = guardrails
  }

  /// Whether the model can answer on the device of the harness whose code runs now
  /// (`harness.setLanguageModelAvailability(_:)`, which views reading this follow; outside a
  /// harness, and unless set, the device is not eligible).
  public var availability: Availability {
    LanguageModelDevice.current?.availability ?? .unavailable(.deviceNotEligible)
  }

  /// Whether `availability` is `.available`.
  public var isAvailable: Bool { availability == .available }

  /// The languages the model supports on the device of the harness whose code runs now
  /// (`harness.setLanguageModelLanguages(_:)`).
  public final var supportedLanguages: Set<Locale.Language> {
    LanguageModelDevice.current?.languages ?? LanguageModelDevice.launchLanguages
  }

  /// Whether the model supports `locale`, falling back from a regional variant to its language:
  /// a supported language without a region covers every region of it (English covers en-GB), one
  /// with a region or script only that one (Portuguese (Brazil) does not cover pt-PT).
  public final func supportsLocale(_ locale: Locale = Locale.current) -> Bool {
    // The likely script and region filled in: zh-CN is written in Han (Simplified).
    let wanted = Locale.Language(identifier: locale.language.maximalIdentifier)
    return supportedLanguages.contains { language in
      guard language.languageCode == wanted.languageCode else { return false }
      if let region = language.region, region != wanted.region { return false }
      if let script = language.script, script != wanted.script { return false }
      return true
    }
  }
}

/// How the model samples its tokens (kept; the scripted answers are what they are).
public struct GenerationOptions: Sendable {
  /// How tokens are picked.
  public struct SamplingMode: Sendable {
    let name: String
    /// The likeliest token each time.
    public static let greedy = SamplingMode(name: "greedy")
    /// Among the `top` likeliest tokens.
    public static func random(top: Int, seed: UInt64? = nil) -> SamplingMode {
      SamplingMode(name: "top \(top)")
    }
    /// Among the tokens whose probabilities add up to `probabilityThreshold`.
    public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
      SamplingMode(name: "p \(probabilityThreshold)")
    }
  }

  /// How tokens are picked.
  public var sampling: SamplingMode?
  /// How random the answer is.
  public var temperature: Double?
  /// The longest answer, in tokens.
  public var maximumResponseTokens: Int?

  /// Options.
  public init(
    sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil
  ) {
    self.sampling = sampling
    self.temperature = temperature
    self.maximumResponseTokens = maximumResponseTokens
  }
}
