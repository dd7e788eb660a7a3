// How a response fails: the model's errors, and a tool's.
import Foundation

extension LanguageModelSession {
  /// Why a response failed.
  public enum GenerationError: Error, LocalizedError, Sendable {
    /// What was going on.
    public struct Context: Sendable {
      /// A description for developers.
      public let debugDescription: String
      /// A context described by `debugDescription`.
      public init(debugDescription: String) { self.debugDescription = debugDescription }
    }

    /// The conversation outgrew the model's context window.
    case exceededContextWindowSize(Context)
    /// The model's assets are not available (it is not ready, or not enabled).
    case assetsUnavailable(Context)
    /// The prompt or the answer tripped the safety guardrails.
    case guardrailViolation(Context)
    /// A guide the model does not support.
    case unsupportedGuide(Context)
    /// A language or locale the model does not support.
    case unsupportedLanguageOrLocale(Context)
    /// The answer could not be decoded into the type asked for.
    case decodingFailure(Context)
    /// Too many requests.
    case rateLimited(Context)
    /// A request while another is under way.
    case concurrentRequests(Context)

    /// The context.
    var context: Context {
      switch self {
      case .exceededContextWindowSize(let context), .assetsUnavailable(let context),
        .guardrailViolation(let context), .unsupportedGuide(let context),
        .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
        .rateLimited(let context), .concurrentRequests(let context):
        return context
      }
    }

    /// The context's description.
    public var errorDescription: String? { context.debugDescription }
  }

  /// An error a tool threw while the model called it, as `respond(to:)` rethrows it.
  public struct ToolCallError: Error, LocalizedError {
    /// The tool that threw.
    public var tool: any Tool
    /// What it threw.
    public var underlyingError: any Error

    /// The error `tool` threw.
    public init(tool: any Tool, underlyingError: any Error) {
      self.tool = tool
      self.underlyingError = underlyingError
    }

    /// What went wrong, naming the tool.
    public var errorDescription: String? {
      "The tool “\(tool.name)” failed: \(underlyingError.localizedDescription)"
    }
  }
}
