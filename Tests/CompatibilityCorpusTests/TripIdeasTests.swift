#if !canImport(Darwin)
  import Foundation
  import FoundationModels
  import Testing
  import ViewProbe

  /// Each harness is a device whose on-device model answers as the test scripts it.
  @MainActor
  @Suite("Corpus: TripIdeas, with a scripted on-device model", .viewProbe)
  struct TripIdeasTests {
    private let lisbon = DayOut(
      title: "Lisbon by tram", stops: ["Alfama", "Miradouro", "Pastéis"], effort: 2)

    @Test("the model is unavailable unless the test says; each reason shows its own screen")
    func availability() {
      let plain = ParentHarness { TripIdeas() }
      #expect(plain.visibleTexts.first == "Trip ideas aren't available on this device")
      // The view follows the device's model: no relaunch needed.
      let device = ParentHarness { TripIdeas() }
      device.setLanguageModelAvailability(.unavailable(.appleIntelligenceNotEnabled))
      #expect(device.visibleTexts.first == "Turn on Apple Intelligence")
      device.setLanguageModelAvailability(.available)
      #expect(device.visibleTexts.prefix(2) == ["Lisbon", "Suggest a day"])
    }

    @Test("a plan as a @Generable value, then a streamed pitch: the prompts are the app's")
    func plan() async throws {
      let harness = ParentHarness { TripIdeas() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(.generated(lisbon), .text("Ride the 28 and eat well."))
      try harness.find(button: "Suggest a day").tap()
      await harness.settle()
      #expect(
        harness.visibleTexts == [
          "Lisbon", "Suggest a day", "Lisbon by tram", "Alfama", "Miradouro", "Pastéis",
          "Effort 2/5", "Ride the 28 and eat well.",
        ])
      #expect(
        harness.languageModelPrompts == [
          "Plan a relaxed day in Lisbon.", "Pitch Lisbon by tram.",
        ])
    }

    @Test("a guardrail violation is the app's to explain; a missing answer is recorded")
    func failures() async throws {
      let harness = ParentHarness { TripIdeas() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(
        .failure(.guardrailViolation(.init(debugDescription: "unsafe"))))
      try harness.find(button: "Suggest a day").tap()
      await harness.settle()
      #expect(harness.visibleTexts.last == "Try another city")
      // The app's task starts at the tap: it reports inside the known-issue scope it began in.
      try await withKnownIssue {
        try harness.find(button: "Suggest a day").tap()
        await harness.settle()
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("but the test queued no response") }
      }
      #expect(harness.visibleTexts.last == "No ideas right now")
    }

    @Test("the model calls the session's tool before answering; the test reads each call")
    func toolCalls() async throws {
      let harness = ParentHarness { TripIdeas() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(
        .toolCall(name: "openingHours", arguments: OpeningHoursTool.Arguments(place: "Alfama")),
        .toolCall(name: "openingHours", arguments: OpeningHoursTool.Arguments(place: "Miradouro")),
        .generated(lisbon), .text("Go before sunset."))
      try harness.find(button: "Suggest a day").tap()
      await harness.settle()
      #expect(harness.visibleTexts.last == "Go before sunset.")
      let calls = harness.languageModelToolCalls
      #expect(calls.map(\.toolName) == ["openingHours", "openingHours"])
      #expect(
        calls.compactMap { $0.output as? String } == [
          "Alfama is open all day", "Miradouro is open until sunset",
        ])
      #expect((calls.first?.arguments as? OpeningHoursTool.Arguments)?.place == "Alfama")
    }

    @Test("a tool that throws fails the response with ToolCallError; an unknown tool is recorded")
    func toolFailures() async throws {
      let harness = ParentHarness { TripIdeas() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(
        .toolCall(name: "openingHours", arguments: OpeningHoursTool.Arguments(place: "Nowhere")))
      try harness.find(button: "Suggest a day").tap()
      await harness.settle()
      #expect(harness.visibleTexts.last == "Couldn't check the openingHours")
      #expect(harness.languageModelToolCalls.isEmpty)
      harness.queueLanguageModelResponses(.toolCall(name: "weather", arguments: "Lisbon"))
      try await withKnownIssue {
        try harness.find(button: "Suggest a day").tap()
        await harness.settle()
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.contains("a call to the tool “weather”, but the session asked")
        }
      }
      #expect(harness.visibleTexts.last == "No ideas right now")
    }

    @Test("a queued answer of another type is recorded, and fails as the model's decoding would")
    func wrongType() async throws {
      let harness = ParentHarness { TripIdeas() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(.text("Lisbon!"))
      try await withKnownIssue {
        try harness.find(button: "Suggest a day").tap()
        await harness.settle()
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("but the queued response is text") }
      }
      #expect(harness.visibleTexts.last == "No ideas right now")
    }
  }
#endif
