// Linux has no Translation framework. There, ViewProbe's product includes this stand-in, so that
// views that translate text compile unchanged and run against the harness: the test gives the
// translations the device's model knows (`harness.setTranslations(_:from:to:)`); a
// `.translationTask` runs as SwiftUI runs it — when the view appears with a configuration, and
// again whenever the configuration changes or is invalidated.
import Foundation
import ViewProbe

/// Translates text between a pair of languages, as a `.translationTask` hands it over.
public final class TranslationSession: @unchecked Sendable {
  /// The language of the text (`nil`: detected).
  public let sourceLanguage: Locale.Language?
  /// The language to translate into (`nil`: the user's preferred).
  public let targetLanguage: Locale.Language?

  init(source: Locale.Language?, target: Locale.Language?) {
    sourceLanguage = source
    targetLanguage = target
  }

  /// Downloads the languages if they are missing (they are there here).
  public func prepareTranslation() async throws {}

  /// `string` in the target language.
  public func translate(_ string: String) async throws -> Response {
    try Task.checkCancellation()
    guard let device = TranslationDevice.current else { throw TranslationError.internalError }
    return try device.translate(
      Request(sourceText: string), from: sourceLanguage, to: targetLanguage)
  }

  /// Each request's text in the target language, in order.
  public func translations(from batch: [Request]) async throws -> [Response] {
    try Task.checkCancellation()
    guard let device = TranslationDevice.current else { throw TranslationError.internalError }
    return try batch.map { try device.translate($0, from: sourceLanguage, to: targetLanguage) }
  }

  /// A text to translate in a batch.
  public struct Request: Sendable, Hashable {
    /// The text.
    public var sourceText: String
    /// The app's name for the request, echoed in its response.
    public var clientIdentifier: String?

    /// A request for `sourceText`.
    public init(sourceText: String, clientIdentifier: String? = nil) {
      self.sourceText = sourceText
      self.clientIdentifier = clientIdentifier
    }
  }

  /// A translated text.
  public struct Response: Sendable, Hashable {
    /// The language translated from.
    public let sourceLanguage: Locale.Language
    /// The language translated into.
    public let targetLanguage: Locale.Language
    /// The text given.
    public let sourceText: String
    /// The translation.
    public let targetText: String
    /// The request's identifier.
    public let clientIdentifier: String?
  }

  /// The languages of a translation task. Keep it in `@State`: changing a language, or calling
  /// `invalidate()`, runs the task again.
  public struct Configuration: Hashable, Sendable {
    /// The language of the text (`nil`: detected).
    public var source: Locale.Language?
    /// The language to translate into (`nil`: the user's preferred).
    public var target: Locale.Language?
    /// Bumped by `invalidate()`, so the configuration differs and the task runs again.
    public private(set) var version = 0

    /// A configuration for `source` to `target`.
    public init(source: Locale.Language? = nil, target: Locale.Language? = nil) {
      self.source = source
      self.target = target
    }

    /// Runs the translation task again with the same languages (new text to translate).
    public mutating func invalidate() { version += 1 }
  }
}

/// Why a translation failed.
public enum TranslationError: Error, Hashable, Sendable, LocalizedError {
  /// The text's language cannot be translated from.
  case unsupportedSourceLanguage
  /// The target language cannot be translated into.
  case unsupportedTargetLanguage
  /// The pair cannot be translated.
  case unsupportedLanguagePairing
  /// The text's language could not be told.
  case unableToIdentifyLanguage
  /// The text was empty.
  case nothingToTranslate
  /// Something else.
  case internalError

  /// The error in words.
  public var errorDescription: String? {
    switch self {
    case .unsupportedSourceLanguage: "The source language is not supported."
    case .unsupportedTargetLanguage: "The target language is not supported."
    case .unsupportedLanguagePairing: "This language pair is not supported."
    case .unableToIdentifyLanguage: "The language could not be identified."
    case .nothingToTranslate: "There is nothing to translate."
    case .internalError: "An internal error occurred."
    }
  }
}

/// Whether the device can translate between two languages.
public final class LanguageAvailability: Sendable {
  /// Whether a pair's languages are on the device.
  public enum Status: Sendable, Hashable {
    /// Downloaded: translations work offline.
    case installed
    /// Supported, not downloaded yet.
    case supported
    /// Not supported.
    case unsupported
  }

  /// The device's availability.
  public init() {}

  /// The status of `source` to `target` on the harness's device: installed where the test gave
  /// translations for the pair, else as it set with `setTranslationAvailability` (supported
  /// unless set).
  public func status(from source: Locale.Language, to target: Locale.Language?) async -> Status {
    TranslationDevice.current?.status(from: source, to: target) ?? .supported
  }
}

/// The translations one harness's device knows.
final class TranslationDevice: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var known: [String: (source: Locale.Language?, text: String)] = [:]
  private var statuses: [String: LanguageAvailability.Status] = [:]
  private var presentationTarget: Locale.Language?

  required init() {}

  static var current: TranslationDevice? {
    _ViewProbeRuntime.harnessState(TranslationDevice.self)
  }

  private static func key(_ text: String, _ target: Locale.Language?) -> String {
    "\(target?.minimalIdentifier ?? "*")|\(text)"
  }

  func set(
    _ translations: [String: String], from source: Locale.Language?, to target: Locale.Language
  ) {
    lock.withLock {
      for (text, translated) in translations {
        known[Self.key(text, target)] = (source, translated)
      }
      if presentationTarget == nil { presentationTarget = target }
      if let source {
        statuses["\(source.minimalIdentifier)>\(target.minimalIdentifier)"] = .installed
      }
    }
  }

  func setStatus(
    _ status: LanguageAvailability.Status, from source: Locale.Language, to target: Locale.Language
  ) {
    lock.withLock { statuses["\(source.minimalIdentifier)>\(target.minimalIdentifier)"] = status }
  }

  func status(from source: Locale.Language, to target: Locale.Language?)
    -> LanguageAvailability.Status
  {
    let target = target ?? lock.withLock { presentationTarget }
    guard let target else { return .supported }
    return lock.withLock {
      statuses["\(source.minimalIdentifier)>\(target.minimalIdentifier)"] ?? .supported
    }
  }

  /// The target the system translation sheet uses: the first the test gave translations for.
  var defaultTarget: Locale.Language? { lock.withLock { presentationTarget } }

  func translate(
    _ request: TranslationSession.Request, from source: Locale.Language?,
    to target: Locale.Language?
  ) throws -> TranslationSession.Response {
    guard !request.sourceText.isEmpty else { throw TranslationError.nothingToTranslate }
    let target = target ?? defaultTarget
    guard let target, let found = lock.withLock({ known[Self.key(request.sourceText, target)] })
    else {
      let into = target?.minimalIdentifier ?? "the preferred language"
      _ViewProbeRuntime.reportIssue(
        "no translation of \"\(request.sourceText)\" into \(into) was set: give it with "
          + "harness.setTranslations(_:from:to:). The translation failed.")
      throw TranslationError.unsupportedLanguagePairing
    }
    let sourceLanguage = source ?? found.source ?? Locale.Language(identifier: "und")
    return TranslationSession.Response(
      sourceLanguage: sourceLanguage, targetLanguage: target, sourceText: request.sourceText,
      targetText: found.text, clientIdentifier: request.clientIdentifier)
  }
}

extension ParentHarness {
  private var translationDevice: TranslationDevice { _harnessState(TranslationDevice.self) }

  /// The translations the device's model gives, text to translation, from `source` (`nil`: any)
  /// into `target`; the pair counts as installed.
  public func setTranslations(
    _ translations: [String: String], from source: Locale.Language? = nil,
    to target: Locale.Language
  ) {
    translationDevice.set(translations, from: source, to: target)
  }

  /// Whether `source` to `target` is installed, supported or unsupported on the device
  /// (`LanguageAvailability().status(from:to:)`).
  public func setTranslationAvailability(
    _ status: LanguageAvailability.Status, from source: Locale.Language, to target: Locale.Language
  ) {
    translationDevice.setStatus(status, from: source, to: target)
  }
}
