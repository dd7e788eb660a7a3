#if !canImport(Darwin)
  import Foundation
  import FoundationModels
  import Testing
  import ViewProbe

  /// A `@Generable` value streams into the screen property by property, each snapshot on screen
  /// before the next; the partial values keep their identity from snapshot to snapshot.
  @MainActor
  @Suite("Corpus: ItineraryPlanner, a @Generable value streamed into the screen", .viewProbe)
  struct ItineraryPlannerTests {
    private let kyoto = Itinerary(
      title: "Kyoto in two days", summary: "Temples at dawn and food at night.",
      days: [
        DayPlan(title: "East", stops: ["Kiyomizu-dera", "Gion"], pace: .relaxed),
        DayPlan(title: "West", stops: ["Arashiyama", "Tenryu-ji"], pace: nil),
      ])

    private func plannedHarness() -> ParentHarness<ItineraryScreen> {
      let harness = ParentHarness { ItineraryScreen() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(.generated(kyoto))
      return harness
    }

    @Test("the screen fills in snapshot by snapshot, then shows the whole plan")
    func streamsIntoTheScreen() async throws {
      let harness = plannedHarness()
      try harness.find(button: "Plan Kyoto").tap()
      await harness.settle(until: { harness.visibleTexts.contains("Planning…") })
      #expect(harness.visibleTexts == ["Relaxed pace", "Plan Kyoto", "Planning…"])
      await harness.settle(until: { harness.visibleTexts.contains("Kyoto in") })
      // The title so far, nothing of the summary or the days yet.
      #expect(harness.visibleTexts == ["Relaxed pace", "Plan Kyoto", "Planning…", "Kyoto in"])
      await harness.settle()
      #expect(
        harness.visibleTexts == [
          "Relaxed pace", "Plan Kyoto", "Kyoto in two days", "Temples at dawn and food at night.",
          "Fold East",
          "Kiyomizu-dera", "Gion", "Pace: relaxed", "Fold West", "Arashiyama", "Tenryu-ji",
          "Saved Kyoto in two days",
        ])
      // One update per snapshot: the title in 4 words, the summary in 7, the list of days, the
      // first day in 5 steps (title, no stops yet, 2 stops, pace) and the second in 4 (no pace).
      #expect(harness.bodyCount(of: ItineraryDetail.self) == 21)
      // The prompt the app's builder made, a line per part (the `if` left out: no pace set).
      #expect(harness.languageModelPrompts == ["Plan two days in Kyoto."])
    }

    @Test("the prompt and instructions are built as the app's builders say")
    func builtPrompt() async throws {
      let harness = plannedHarness()
      try harness.find(toggle: "Relaxed pace").tap()
      try harness.find(button: "Plan Kyoto").tap()
      await harness.settle()
      #expect(
        harness.languageModelPrompts == ["Plan two days in Kyoto.\nKeep the pace relaxed."])
    }

    @Test("A01 a day folded while the rest streams in stays folded: its row keeps its identity")
    func a01_foldedDayKeepsItsState() async throws {
      let harness = plannedHarness()
      try harness.find(button: "Plan Kyoto").tap()
      await harness.settle(until: { harness.visibleTexts.contains("Kiyomizu-dera") })
      try harness.find(button: "Fold East").tap()
      await harness.settle()
      #expect(harness.visibleTexts.contains("Open East"))
      #expect(!harness.visibleTexts.contains("Kiyomizu-dera"))
      #expect(!harness.visibleTexts.contains("Pace: relaxed"))
      #expect(harness.visibleTexts.contains("Tenryu-ji"))
    }

    @Test("snapshots are the whole content so far: an app adding them up repeats the text")
    func snapshotsAreCumulative() async throws {
      let harness = ParentHarness { AddingUpPitch() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(.text("Slow mornings, busy nights."))
      try harness.find(button: "Pitch").tap()
      await harness.settle()
      #expect(
        harness.visibleTexts.last
          == "SlowSlow mornings,Slow mornings, busySlow mornings, busy nights.")
    }

    @Test("an app that stops reading a stream early can prompt again: the response is over")
    func abandonedStreamEnds() async throws {
      let harness = ParentHarness { FirstWordsOnly() }
      harness.setLanguageModelAvailability(.available)
      harness.queueLanguageModelResponses(
        .text("Slow mornings, busy nights."), .text("Kyoto, then Nara."))
      try harness.find(button: "Peek").tap()
      await harness.settle()
      try harness.find(button: "Ask").tap()
      await harness.settle()
      #expect(harness.visibleTexts == ["Peek", "Ask", "Slow", "Kyoto, then Nara."])
    }

    @Test("settle(until:) that never comes true is recorded, with the screen as it is")
    func settleUntilNever() async throws {
      let harness = plannedHarness()
      try harness.find(button: "Plan Kyoto").tap()
      await withKnownIssue {
        await harness.settle(until: { harness.visibleTexts.contains("Osaka") })
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.hasPrefix(
            "settle(until:) returned without its condition holding: the tasks finished first.")
        }
      }
      #expect(harness.visibleTexts.last == "Saved Kyoto in two days")
    }
  }

  /// Without the `.viewProbe` trait, which keeps the test's harnesses until it ends: here the
  /// harness goes away in the middle of the test.
  @MainActor
  @Suite("Corpus: ItineraryPlanner, a harness released mid-stream")
  struct ItineraryPlannerReleaseTests {
    @Test("a stream paused by settle(until:) goes on to its end once its harness goes away")
    func pausedStreamEndsWithItsHarness() async throws {
      var harness: ParentHarness<ItineraryScreen>? = ParentHarness {
        ItineraryScreen()
      }
      harness?.setLanguageModelAvailability(.available)
      harness?.queueLanguageModelResponses(
        .generated(
          Itinerary(
            title: "Kyoto in two days", summary: "Temples.",
            days: [DayPlan(title: "East", stops: ["Gion"], pace: nil)])))
      let planner = try #require(harness?.installedStore() as? ItineraryPlanner)
      try harness?.find(button: "Plan Kyoto").tap()
      await harness?.settle(until: { harness?.visibleTexts.contains("Kyoto in") == true })
      // No update after the settle: the stream stays paused until the harness goes away.
      #expect(planner.itinerary?.title == "Kyoto in")
      harness = nil
      for _ in 0..<1_000 where planner.finished == nil { await Task.yield() }
      #expect(planner.finished?.title == "Kyoto in two days")
    }
  }

  /// An app that reads only the first snapshot of a stream, then asks again.
  private struct FirstWordsOnly: View {
    @State private var first = ""
    @State private var answer = ""
    private let session = LanguageModelSession()

    var body: some View {
      Button("Peek") {
        Task {
          for try await snapshot in session.streamResponse(to: "Pitch Kyoto.") {
            first = snapshot.content
            break
          }
        }
      }
      Button("Ask") {
        Task { answer = (try? await session.respond(to: "Where next?").content) ?? "failed" }
      }
      Text(first)
      Text(answer)
    }
  }

  /// An app that takes snapshots for pieces to append (the mistake the cumulative snapshots show).
  private struct AddingUpPitch: View {
    @State private var pitch = ""
    private let session = LanguageModelSession()

    var body: some View {
      Button("Pitch") {
        Task {
          for try await snapshot in session.streamResponse(to: "Pitch Kyoto.") {
            pitch += snapshot.content
          }
        }
      }
      Text(pitch)
    }
  }
#endif
