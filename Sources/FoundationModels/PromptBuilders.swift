// Prompts and instructions built as Apple's are: from strings and values in a result-builder
// closure (`Instructions { "You plan trips." landmark.description }`, a prompt closure after
// `streamResponse(generating:)`). The stand-in keeps their text, line by line: what the test
// reads in `languageModelPrompts`.

/// Something that can be part of a prompt: text, a prompt, a generable value.
public protocol PromptRepresentable {
  /// This value as a prompt.
  @PromptBuilder var promptRepresentation: Prompt { get }
}

/// Something that can be part of a session's instructions.
public protocol InstructionsRepresentable {
  /// This value as instructions.
  @InstructionsBuilder var instructionsRepresentation: Instructions { get }
}

/// What the app asks the model: the text of the parts it was built from, one per line.
public struct Prompt: PromptRepresentable, Sendable {
  let text: String

  init(text: String) { self.text = text }

  /// The prompt `content` builds.
  public init(@PromptBuilder _ content: () throws -> Prompt) rethrows {
    self = try content()
  }

  /// The prompt itself.
  public var promptRepresentation: Prompt { self }
}

/// What the session tells the model about its role: the text of its parts, one per line.
public struct Instructions: InstructionsRepresentable, Sendable {
  let text: String

  init(text: String) { self.text = text }

  /// The instructions `content` builds.
  public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows {
    self = try content()
  }

  /// The instructions themselves.
  public var instructionsRepresentation: Instructions { self }
}

/// Builds a prompt from strings, prompts and generable values, each on its own line.
@resultBuilder
public enum PromptBuilder {
  /// A part of the prompt.
  public static func buildExpression(_ expression: some PromptRepresentable) -> Prompt {
    expression.promptRepresentation
  }

  /// A prompt, as it is (the builder's own result: no representation asked for).
  public static func buildExpression(_ expression: Prompt) -> Prompt { expression }

  /// The parts, one per line (an `if` that held nothing adds no line).
  public static func buildBlock(_ components: Prompt...) -> Prompt {
    buildBlock(components)
  }

  /// The parts a `for` loop made.
  public static func buildArray(_ components: [Prompt]) -> Prompt {
    buildBlock(components)
  }

  /// An `if` whose condition held.
  public static func buildEither(first component: Prompt) -> Prompt { component }

  /// The `else` branch.
  public static func buildEither(second component: Prompt) -> Prompt { component }

  /// An `if` without `else`: nothing when its condition did not hold.
  public static func buildOptional(_ component: Prompt?) -> Prompt {
    component ?? Prompt(text: "")
  }

  /// A part behind `if #available`.
  public static func buildLimitedAvailability(_ component: Prompt) -> Prompt { component }

  private static func buildBlock(_ components: [Prompt]) -> Prompt {
    Prompt(text: components.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n"))
  }
}

/// Builds instructions from strings, instructions and generable values, each on its own line.
@resultBuilder
public enum InstructionsBuilder {
  /// A part of the instructions.
  public static func buildExpression(_ expression: some InstructionsRepresentable)
    -> Instructions
  {
    expression.instructionsRepresentation
  }

  /// Instructions, as they are (the builder's own result).
  public static func buildExpression(_ expression: Instructions) -> Instructions { expression }

  /// The parts, one per line (an `if` that held nothing adds no line).
  public static func buildBlock(_ components: Instructions...) -> Instructions {
    Instructions(text: components.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n"))
  }

  /// The parts a `for` loop made.
  public static func buildArray(_ components: [Instructions]) -> Instructions {
    Instructions(text: components.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n"))
  }

  /// An `if` whose condition held.
  public static func buildEither(first component: Instructions) -> Instructions { component }

  /// The `else` branch.
  public static func buildEither(second component: Instructions) -> Instructions { component }

  /// An `if` without `else`: nothing when its condition did not hold.
  public static func buildOptional(_ component: Instructions?) -> Instructions {
    component ?? Instructions(text: "")
  }

  /// A part behind `if #available`.
  public static func buildLimitedAvailability(_ component: Instructions) -> Instructions {
    component
  }
}

extension String: PromptRepresentable, InstructionsRepresentable {
  /// The text.
  public var promptRepresentation: Prompt { Prompt(text: self) }
  /// The text.
  public var instructionsRepresentation: Instructions { Instructions(text: self) }
}

extension ConvertibleToGeneratedContent {
  /// The value, described (a model would read its generated content).
  public var promptRepresentation: Prompt { Prompt(text: String(describing: self)) }
  /// The value, described.
  public var instructionsRepresentation: Instructions {
    Instructions(text: String(describing: self))
  }
}
