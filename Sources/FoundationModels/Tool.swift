// A tool the app gives a session; the scripted model calls it when the test says so.
import ViewProbe

/// A tool the model may call: the scripted model calls it when the test queues
/// `.toolCall(name:arguments:)` (`harness.queueLanguageModelResponses(_:)`).
public protocol Tool<Arguments, Output>: Sendable {
  /// What the model passes.
  associatedtype Arguments: ConvertibleFromGeneratedContent
  /// What the tool returns, for the model to read (text or a generable value).
  associatedtype Output: PromptRepresentable
  /// The tool's name.
  var name: String { get }
  /// What the tool does, for the model.
  var description: String { get }
  /// The schema of the arguments.
  var parameters: GenerationSchema { get }
  /// Whether the instructions tell the model the tool's schema.
  var includesSchemaInInstructions: Bool { get }
  /// Runs the tool.
  func call(arguments: Arguments) async throws -> Output
}

extension Tool {
  /// The type's name.
  public var name: String { "\(Self.self)" }
  /// Yes.
  public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
  /// The arguments' schema.
  public var parameters: GenerationSchema { Arguments.generationSchema }
}
