import Foundation
import Observation
import ViewProbe

/// A conversation with the model: each prompt gets the next response the test queued on the
/// harness's device (`harness.queueLanguageModelResponses(_:)`).
@Observable
public final class LanguageModelSession: @unchecked Sendable {
  /// Whether a response is being generated: from the prompt until the answer is handed over
  /// (for a stream, until its last snapshot), so a view showing it sees it `true` in between.
  public internal(set) var isResponding = false
  /// The conversation so far: instructions, prompts, tool calls and their output, responses.
  public internal(set) var transcript: Transcript
  /// The instructions the session was made with.
  @ObservationIgnored public let instructions: String?
  /// The tools the model may call.
  @ObservationIgnored let tools: [any Tool]
  /// The model the session talks to.
  @ObservationIgnored let model: SystemLanguageModel

  /// A session with `model`, `tools` and `instructions`.
  public init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil
  ) {
    self.instructions = instructions
    self.tools = tools
    self.model = model
    var transcript = Transcript()
    if let instructions {
      transcript.append(
        .instructions(
          Transcript.Instructions(
            id: UUID().uuidString, segments: [.text(instructions)],
            toolDefinitions: tools.map {
              Transcript.ToolDefinition(name: $0.name, description: $0.description)
            })))
    }
    self.transcript = transcript
  }

  /// A session that goes on from `transcript` (one an earlier session kept).
  public convenience init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript
  ) {
    self.init(model: model, tools: tools, instructions: String?.none)
    self.transcript = transcript
  }

  /// A session whose instructions `instructions` builds.
  public convenience init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [],
    @InstructionsBuilder instructions: () throws -> Instructions
  ) rethrows {
    self.init(model: model, tools: tools, instructions: try instructions().text)
  }

  /// A session with `instructions` (`Instructions { … }`).
  public convenience init(
    model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions?
  ) {
    self.init(model: model, tools: tools, instructions: instructions?.text)
  }

  /// Loads the model ahead of a prompt (nothing to load here).
  public func prewarm(promptPrefix: String? = nil) {}

  /// The next response, as text.
  @discardableResult
  nonisolated(nonsending) public func respond(
    to prompt: String, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<String> {
    Response(content: try await answer(prompt, as: String.self))
  }

  /// The next response, as a value of `type`.
  @discardableResult
  nonisolated(nonsending) public func respond<Content: Generable>(
    to prompt: String, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<Content> {
    Response(content: try await answer(prompt, as: type))
  }

  /// The next response to `prompt`, as text.
  @discardableResult
  nonisolated(nonsending) public func respond(
    to prompt: Prompt, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<String> {
    Response(content: try await answer(prompt.text, as: String.self))
  }

  /// The next response to the prompt `prompt` builds, as text.
  @discardableResult
  nonisolated(nonsending) public func respond(
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) async throws -> Response<String> {
    Response(content: try await answer(try prompt().text, as: String.self))
  }

  /// The next response to `prompt`, as a value of `type`.
  @discardableResult
  nonisolated(nonsending) public func respond<Content: Generable>(
    to prompt: Prompt, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) async throws -> Response<Content> {
    Response(content: try await answer(prompt.text, as: type))
  }

  /// The next response to the prompt `prompt` builds, as a value of `type`.
  @discardableResult
  nonisolated(nonsending) public func respond<Content: Generable>(
    generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) async throws -> Response<Content> {
    Response(content: try await answer(try prompt().text, as: type))
  }

  /// The next response to `prompt` as a stream of text.
  public func streamResponse(
    to prompt: Prompt, options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<String> {
    streamResponse(to: prompt.text, generating: String.self)
  }

  /// The next response to the prompt `prompt` builds, as a stream of text.
  public func streamResponse(
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) rethrows -> ResponseStream<String> {
    streamResponse(to: try prompt().text, generating: String.self)
  }

  /// The next response to `prompt` as a stream of partly generated values of `type`.
  public func streamResponse<Content: Generable>(
    to prompt: Prompt, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<Content> {
    streamResponse(to: prompt.text, generating: type)
  }

  /// The next response to the prompt `prompt` builds, as a stream of partly generated values of
  /// `type`.
  public func streamResponse<Content: Generable>(
    generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
    options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
  ) rethrows -> ResponseStream<Content> {
    streamResponse(to: try prompt().text, generating: type)
  }

  /// The next response as a stream of text, word by word.
  public func streamResponse(
    to prompt: String, options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<String> {
    streamResponse(to: prompt, generating: String.self)
  }

  /// The next response as a stream of partly generated values of `type`, property by property.
  public func streamResponse<Content: Generable>(
    to prompt: String, generating type: Content.Type = Content.self,
    includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions()
  ) -> ResponseStream<Content> {
    ResponseStream(
      generation: Generation(session: self) {
        try await self.answer(prompt, as: type, streaming: true)
      })
  }

  /// The answer to `prompt`, with the session responding meanwhile (and, when `streaming`, still
  /// responding until the stream's last snapshot).
  nonisolated(nonsending) private func answer<Content>(
    _ prompt: String, as type: Content.Type, streaming: Bool = false
  ) async throws -> Content {
    // One prompt at a time, as Apple documents: a second one while the session is responding
    // (a Send button tapped twice) fails.
    guard !isResponding else {
      throw GenerationError.concurrentRequests(
        GenerationError.Context(
          debugDescription: "The session is still responding to an earlier prompt."))
    }
    isResponding = true
    do {
      // The model takes a while: a view showing `isResponding` updates before the answer comes,
      // and other tasks run meanwhile.
      await _ViewProbeRuntime.updateScreen()
      await Task.yield()
      let content = try await scriptedAnswer(prompt, as: type)
      if !streaming {
        recordResponse(content)
        isResponding = false
      }
      return content
    } catch {
      isResponding = false
      throw error
    }
  }

  /// The answer the test scripted for `prompt`: first the tool calls it queued, each run as the
  /// model would run it, then the answer it queued.
  nonisolated(nonsending) private func scriptedAnswer<Content>(
    _ prompt: String, as type: Content.Type
  ) async throws -> Content {
    guard let device = LanguageModelDevice.current, device.availability == .available else {
      throw GenerationError.assetsUnavailable(
        GenerationError.Context(
          debugDescription: "The on-device model is not available on this device."))
    }
    device.receive(prompt)
    transcript.append(
      .prompt(
        Transcript.Prompt(
          id: UUID().uuidString, segments: [.text(prompt)], options: GenerationOptions())))
    while case .toolCall(let name, let arguments) = device.peek() {
      _ = device.next()
      guard let tool = tools.first(where: { $0.name == name }) else {
        let names = tools.map { "“\($0.name)”" }.joined(separator: ", ")
        _ViewProbeRuntime.reportIssue(
          "The test queued a call to the tool “\(name)”, but the session asked “\(prompt)” has "
            + (tools.isEmpty ? "no tools" : "only \(names)")
            + ": a model calls only the tools its session was made with")
        throw GenerationError.decodingFailure(.init(debugDescription: "No tool named \(name)."))
      }
      try await call(tool, with: arguments, for: prompt, on: device)
    }
    return try device.answer(prompt, as: type, permissive: model.guardrails.isPermissive)
  }

  /// Runs `tool` with `arguments`, as the model calls it, and records the call.
  nonisolated(nonsending) private func call<T: Tool>(
    _ tool: T, with arguments: any Sendable, for prompt: String, on device: LanguageModelDevice
  ) async throws {
    guard let typed = arguments as? T.Arguments else {
      _ViewProbeRuntime.reportIssue(
        "The test queued a call to the tool “\(tool.name)” with a \(Swift.type(of: arguments)), "
          + "but the tool takes a \(T.Arguments.self)")
      throw GenerationError.decodingFailure(
        .init(debugDescription: "Arguments of the wrong type for \(tool.name)."))
    }
    transcript.append(
      .toolCalls(
        Transcript.ToolCalls(
          id: UUID().uuidString,
          calls: [Transcript.ToolCall(id: UUID().uuidString, toolName: tool.name)])))
    do {
      let output = try await tool.call(arguments: typed)
      device.record(
        LanguageModelToolCall(toolName: tool.name, arguments: arguments, output: output))
      transcript.append(
        .toolOutput(
          Transcript.ToolOutput(
            id: UUID().uuidString, toolName: tool.name,
            segments: [.text(output.promptRepresentation.text)])))
    } catch {
      throw ToolCallError(tool: tool, underlyingError: error)
    }
  }

  /// Adds the model's response to the transcript.
  func recordResponse(_ content: Any) {
    transcript.append(
      .response(
        Transcript.Response(id: UUID().uuidString, assetIDs: [], segments: [.content(content)])))
  }
}
