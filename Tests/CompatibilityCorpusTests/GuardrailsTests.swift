#if !canImport(Darwin)
  import Foundation
  import FoundationModels
  import Testing
  import ViewProbe

  /// A model's use case and guardrails, as an app that summarizes news chooses them.
  @MainActor
  @Suite("Corpus: a news summary on permissive guardrails", .viewProbe)
  struct GuardrailsTests {
    @Test("a permissive model answers text with a refusal, which the app shows")
    func refusalIsText() async throws {
      let harness = ParentHarness { NewsSummary(permissive: true) }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(.text("I can't summarize this article."))
      try harness.find(button: "Summarize").tap()
      await harness.settle()
      #expect(harness.visibleTexts.last == "I can't summarize this article.")
    }

    @Test("a guardrail violation queued for a permissive model's text is refused: it never comes")
    func permissiveNeverThrowsForText() async throws {
      let harness = ParentHarness { NewsSummary(permissive: true) }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(
        .failure(.guardrailViolation(.init(debugDescription: "unsafe"))))
      try await withKnownIssue {
        try harness.find(button: "Summarize").tap()
        await harness.settle()
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("permissiveContentTransformations") }
      }
    }

    @Test("with the default guardrails the violation reaches the app")
    func defaultGuardrailsThrow() async throws {
      let harness = ParentHarness { NewsSummary(permissive: false) }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(
        .failure(.guardrailViolation(.init(debugDescription: "unsafe"))))
      try harness.find(button: "Summarize").tap()
      await harness.settle()
      #expect(harness.visibleTexts.last == "This article can't be summarized.")
    }
  }

  /// Summarizes an article with a model chosen for the job.
  private struct NewsSummary: View {
    let permissive: Bool
    @State private var summary = ""

    var body: some View {
      Button("Summarize") {
        Task {
          let model = SystemLanguageModel(
            useCase: .general, guardrails: permissive ? .permissiveContentTransformations : .default
          )
          let session = LanguageModelSession(model: model, instructions: "Summarize news.")
          do {
            summary = try await session.respond(to: "Summarize: storm damages the harbour.").content
          } catch LanguageModelSession.GenerationError.guardrailViolation {
            summary = "This article can't be summarized."
          } catch {
            summary = "failed"
          }
        }
      }
      Text(summary)
    }
  }
#endif
