import Foundation

/// A session's history, in order: its instructions, each prompt, the tool calls the model made
/// and their output, and each response. A view listing it (`ForEach(session.transcript)`)
/// updates as the conversation goes on: the session is observable.
public struct Transcript: RandomAccessCollection, Sendable {
  private var entries: [Entry]

  /// A transcript of `entries` (to start a session where another left off).
  public init(entries: some Sequence<Entry> = []) {
    self.entries = Array(entries)
  }

  /// The first entry's position.
  public var startIndex: Int { entries.startIndex }
  /// The position after the last entry.
  public var endIndex: Int { entries.endIndex }
  /// The entry at `position`.
  public subscript(position: Int) -> Entry { entries[position] }

  mutating func append(_ entry: Entry) { entries.append(entry) }

  /// One entry of the history.
  public enum Entry: Identifiable, Sendable {
    /// The session's instructions.
    case instructions(Instructions)
    /// A prompt the app sent.
    case prompt(Prompt)
    /// The tools the model called.
    case toolCalls(ToolCalls)
    /// What a tool returned.
    case toolOutput(ToolOutput)
    /// The model's response.
    case response(Response)

    /// The entry's identifier.
    public var id: String {
      switch self {
      case .instructions(let entry): entry.id
      case .prompt(let entry): entry.id
      case .toolCalls(let entry): entry.id
      case .toolOutput(let entry): entry.id
      case .response(let entry): entry.id
      }
    }
  }

  /// A piece of an entry's content.
  public enum Segment: Identifiable, Sendable {
    /// Text.
    case text(TextSegment)
    /// A generated value.
    case structure(StructuredSegment)

    /// The segment's identifier.
    public var id: String {
      switch self {
      case .text(let segment): segment.id
      case .structure(let segment): segment.id
      }
    }
  }

  /// Text in an entry.
  public struct TextSegment: Identifiable, Sendable {
    /// The segment's identifier.
    public var id: String
    /// The text.
    public var content: String

    /// A text segment.
    public init(id: String = UUID().uuidString, content: String) {
      self.id = id
      self.content = content
    }
  }

  /// A generated value in an entry: here the name of its type and the value, described (the
  /// stand-in has no `GeneratedContent`).
  public struct StructuredSegment: Identifiable, Sendable {
    /// The segment's identifier.
    public var id: String
    /// The name of the value's type.
    public var source: String
    /// The value, described.
    public var description: String
  }

  /// The session's instructions, as an entry.
  public struct Instructions: Identifiable, Sendable {
    /// The entry's identifier.
    public var id: String
    /// The instructions' text.
    public var segments: [Segment]
    /// The tools the session was made with.
    public var toolDefinitions: [ToolDefinition]
  }

  /// A tool the session offers the model.
  public struct ToolDefinition: Sendable {
    /// The tool's name.
    public var name: String
    /// What the tool does.
    public var description: String
  }

  /// A prompt, as an entry.
  public struct Prompt: Identifiable, Sendable {
    /// The entry's identifier.
    public var id: String
    /// The prompt's text.
    public var segments: [Segment]
    /// The options it was sent with.
    public var options: GenerationOptions
  }

  /// The tool calls the model made before answering a prompt.
  public struct ToolCalls: Identifiable, RandomAccessCollection, Sendable {
    /// The entry's identifier.
    public var id: String
    private var calls: [ToolCall]

    init(id: String, calls: [ToolCall]) {
      self.id = id
      self.calls = calls
    }

    /// The first call's position.
    public var startIndex: Int { calls.startIndex }
    /// The position after the last call.
    public var endIndex: Int { calls.endIndex }
    /// The call at `position`.
    public subscript(position: Int) -> ToolCall { calls[position] }
  }

  /// One tool call.
  public struct ToolCall: Identifiable, Sendable {
    /// The call's identifier.
    public var id: String
    /// The tool called.
    public var toolName: String
  }

  /// What a tool returned, as an entry.
  public struct ToolOutput: Identifiable, Sendable {
    /// The entry's identifier.
    public var id: String
    /// The tool that returned it.
    public var toolName: String
    /// The output, described.
    public var segments: [Segment]
  }

  /// A response, as an entry.
  public struct Response: Identifiable, Sendable {
    /// The entry's identifier.
    public var id: String
    /// The assets the response came from (none here).
    public var assetIDs: [String]
    /// The response's content.
    public var segments: [Segment]
  }
}

extension Transcript.Segment {
  /// A text segment of `text`.
  static func text(_ text: String) -> Self { .text(Transcript.TextSegment(content: text)) }

  /// The segment for a response's content: text as text, any other value as a structure.
  static func content(_ value: Any) -> Self {
    if let text = value as? String { return .text(text) }
    return .structure(
      Transcript.StructuredSegment(
        id: UUID().uuidString, source: "\(type(of: value))", description: "\(value)"))
  }
}
