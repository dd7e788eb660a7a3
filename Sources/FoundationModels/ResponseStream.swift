// A session's responses: whole, or streamed in snapshots that the screen shows one by one.
import ViewProbe

extension LanguageModelSession {
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
}
