#if !canImport(Darwin)
  import Foundation
  import FoundationModels
  import Testing
  import ViewProbe

  /// The conversation on screen is the session's transcript: it grows with each prompt, each
  /// tool call and each response, and the views showing it follow.
  @MainActor
  @Suite("Corpus: AskTheGuide, a chat drawn from the session's transcript", .viewProbe)
  struct AskTheGuideTests {
    @Test("each question and answer joins the transcript, and the chat shows them in order")
    func conversation() async throws {
      let harness = ParentHarness { AskTheGuide() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(
        .text("Every ten minutes or so."),
        .toolCall(name: "openingHours", arguments: OpeningHoursTool.Arguments(place: "Alfama")),
        .text("Yes: Alfama is open all day."))
      try harness.find(textField: "Ask the guide").setInput("How often does the 28 run?")
      try harness.find(button: "Send").tap()
      await harness.settle()
      #expect(
        harness.visibleTexts == [
          "How often does the 28 run?", "Every ten minutes or so.", "Ask the guide", "Send",
        ])
      try harness.find(textField: "Ask the guide").setInput("Can I walk Alfama today?")
      try harness.find(button: "Send").tap()
      await harness.settle()
      #expect(
        harness.visibleTexts == [
          "How often does the 28 run?", "Every ten minutes or so.", "Can I walk Alfama today?",
          "Checking openingHours…", "Yes: Alfama is open all day.", "Ask the guide", "Send",
        ])
    }

    @Test("Send tapped twice before the first answer: the second prompt fails, as on a device")
    func concurrentPrompts() async throws {
      let harness = ParentHarness { AskTheGuide() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(.text("Every ten minutes or so."))
      try harness.find(textField: "Ask the guide").setInput("How often does the 28 run?")
      let send = try harness.find(button: "Send")
      send.tap()
      send.tap()
      await harness.settle()
      #expect(harness.languageModelPrompts == ["How often does the 28 run?"])
      #expect(harness.visibleTexts.contains("Every ten minutes or so."))
      #expect(harness.visibleTexts.contains("The guide is not available."))
    }

    @Test("the transcript holds the instructions, the tool's output and the prompts as sent")
    func transcriptEntries() async throws {
      let harness = ParentHarness { AskTheGuide() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(
        .toolCall(name: "openingHours", arguments: OpeningHoursTool.Arguments(place: "Miradouro")),
        .text("Go before sunset."))
      try harness.find(textField: "Ask the guide").setInput("When is the viewpoint best?")
      try harness.find(button: "Send").tap()
      await harness.settle()
      let chat = try #require(harness.installedStore() as? GuideChat)
      let kinds = chat.session.transcript.map { entry -> String in
        switch entry {
        case .instructions(let instructions):
          "instructions: \(instructions.segments.plainText.prefix(24))… "
            + instructions.toolDefinitions.map(\.name).joined()
        case .prompt(let prompt): "prompt: \(prompt.segments.plainText)"
        case .toolCalls(let calls): "calls: \(calls.map(\.toolName).joined())"
        case .toolOutput(let output): "output: \(output.segments.plainText)"
        case .response(let response): "response: \(response.segments.plainText)"
        }
      }
      #expect(
        kinds == [
          "instructions: You answer visitors' que… openingHours",
          "prompt: When is the viewpoint best?", "calls: openingHours",
          "output: Miradouro is open until sunset", "response: Go before sunset.",
        ])
    }
  }
#endif
