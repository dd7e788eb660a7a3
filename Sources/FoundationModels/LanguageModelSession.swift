import Foundation
import Observation
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

/// A conversation with the model: each prompt gets the next response the test queued on the
/// harness's device (`harness.queueLanguageModelResponses(_:)`).
@Observable
public final class LanguageModelSession: @unchecked Sendable {
  /// A response: the content generated.
  public struct Response<Content> {
    /// What the model generated.
    public let content: Content
  }

  /// A response as it streams: snapshots of the content so far, each holding more of it — text
  /// word by word (the whole text so far each time), a `@Generable` value property by property
  /// (`Content.PartiallyGenerated`). Views update between snapshots, as they do while a model
  /// generates.
  public struct ResponseStream<Content: Generable>: AsyncSequence {
    /// One snapshot of the response.
    public struct Snapshot {
      /// The content so far.
      public var content: Content.PartiallyGenerated
    }

    let generation: Generation<Content>

    /// The snapshots.
    public func makeAsyncIterator() -> Iterator {
      Iterator(generation: generation, reading: Reading(generation: generation))
    }

    /// Iterates over the snapshots.
    public struct Iterator: AsyncIteratorProtocol {
      let generation: Generation<Content>
      var pending: [Content.PartiallyGenerated]?
      /// Ends the response when the app stops reading before the last snapshot (a `break`):
      /// the session does not stay responding.
      let reading: Reading

      /// The next snapshot, or `nil` once the response is whole; throws the failure.
      public mutating func next() async throws -> Snapshot? {
        try await next(isolation: nil)
      }

      /// The next snapshot, read in the caller's isolation (a view's task stays on the main
      /// actor).
      public mutating func next(
        isolation actor: isolated (any Actor)? = #isolation
      ) async throws -> Snapshot? {
        if pending == nil {
          pending = try await generation.content()._streamedSnapshots()
        } else if pending?.isEmpty == false {
          // The model takes a while for each piece: what the app did with one is on screen
          // (the harness updates) before the next comes.
          await _ViewProbeRuntime.updateScreen()
        }
        guard var snapshots = pending, !snapshots.isEmpty else { return nil }
        let snapshot = snapshots.removeFirst()
        pending = snapshots
        if snapshots.isEmpty { generation.finish() }
        return Snapshot(content: snapshot)
      }
    }

    /// The whole response, once the stream ends (the same response the snapshots show).
    nonisolated(nonsending) public func collect() async throws -> Response<Content> {
      let content = try await generation.content()
      generation.finish()
      return Response(content: content)
    }
  }

  /// One reading of a stream: when the app lets go of it, the response is over.
  final class Reading: @unchecked Sendable {
    private let end: () -> Void

    init<Content>(generation: Generation<Content>) { end = { generation.finish() } }

    deinit { end() }
  }

  /// One streamed response, made once (when it is first read) however many times its stream is
  /// iterated or collected.
  final class Generation<Content>: @unchecked Sendable {
    private let produce: nonisolated(nonsending) () async throws -> Content
    private let session: LanguageModelSession
    private var result: Result<Content, any Error>?
    private var finished = false

    init(
      session: LanguageModelSession,
      produce: nonisolated(nonsending) @escaping () async throws -> Content
    ) {
      self.session = session
      self.produce = produce
    }

    /// The response: the first call makes it, the others get it (or its failure) again.
    nonisolated(nonsending) func content() async throws -> Content {
      if let result { return try result.get() }
      do {
        let content = try await produce()
        result = .success(content)
        return content
      } catch {
        result = .failure(error)
        throw error
      }
    }

    /// The response is whole: it joins the session's transcript, which is no longer responding.
    func finish() {
      guard !finished, result != nil else { return }
      finished = true
      if case .success(let content) = result { session.recordResponse(content) }
      session.isResponding = false
    }
  }

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
