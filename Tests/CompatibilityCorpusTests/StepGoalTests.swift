import Foundation
import HealthKit
import Testing
import ViewProbe

/// Averages steps (which add up, so HealthKit refuses) and reads a count in metres.
private struct MisreadSteps: View {
  @State private var text = ""

  var body: some View {
    Button("Misread") {
      HKHealthStore().execute(
        HKStatisticsQuery(
          quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil,
          options: .discreteAverage
        ) { _, _, _ in })
      let metres = HKQuantity(unit: .count(), doubleValue: 3).doubleValue(for: .meter())
      text = "\(metres.isNaN)"
    }
    Text(text)
  }
}

/// The latest weight, read with a sorted sample query.
private struct LatestWeight: View {
  @State private var text = "…"

  var body: some View {
    Text(text)
      .task {
        let store = HKHealthStore()
        // Unasked, a type reads as empty: HealthKit treats it as not allowed.
        try? await store.requestAuthorization(toShare: [], read: [HKQuantityType(.bodyMass)])
        let query = HKSampleQuery(
          sampleType: HKQuantityType(.bodyMass), predicate: nil, limit: 1,
          sortDescriptors: [NSSortDescriptor(keyPath: \HKSample.startDate, ascending: false)]
        ) { _, samples, _ in
          let kilograms = (samples?.first as? HKQuantitySample)?.quantity
            .doubleValue(for: .gramUnit(with: .kilo))
          let shown = kilograms.map { String(format: "%.1f kg", $0) } ?? "No weight"
          DispatchQueue.main.async { MainActor.assumeIsolated { text = shown } }
        }
        store.execute(query)
      }
  }
}

@MainActor
@Suite("StepGoal: HealthKit reads what the user let it, and always what the app saved", .viewProbe)
struct StepGoalTests {
  private func steps(_ count: Double, at start: Date) -> HKQuantitySample {
    HKQuantitySample(
      type: HKQuantityType(.stepCount), quantity: HKQuantity(unit: .count(), doubleValue: count),
      start: start, end: start.addingTimeInterval(1))
  }

  private func connectedHarness(
    reading: HealthAccessAnswer = .allowAll, sharing: HealthAccessAnswer = .allowAll
  )
    async throws -> ParentHarness<StepGoalView>
  {
    while true {
      let startOfDay = Calendar.current.startOfDay(for: Date())
      let harness = ParentHarness { StepGoalView() }
      harness.setHealthAccess(sharing: sharing, reading: reading)
      harness.addHealthSamples([
        steps(5000, at: startOfDay), steps(4000, at: startOfDay.addingTimeInterval(1)),
        steps(3000, at: startOfDay.addingTimeInterval(-12 * 3600)),
      ])
      try harness.find(button: "Connect Health").tap()
      await harness.settle()
      // The app reads "today" when it refreshes: a run that crossed midnight since the samples
      // were dated starts again on the new day.
      if Calendar.current.startOfDay(for: Date()) == startOfDay { return harness }
    }
  }

  @Test("allowed to read: today's steps add up, and the week has one sum per day")
  func readsTheStepsItMay() async throws {
    let harness = try await connectedHarness()
    #expect(harness.visibleTexts.prefix(3) == ["Today", "9000 steps", "Goal reached"])
    let week = harness.visibleTexts.filter { $0 == "3000" || $0 == "9000" || $0 == "0" }
    #expect(week == ["0", "0", "0", "0", "0", "3000", "9000"])
  }

  @Test("read access denied looks like no data; water the app saved still reads back")
  func deniedReadingLooksEmpty() async throws {
    let harness = try await connectedHarness(reading: .denyAll)
    #expect(harness.visibleTexts.prefix(3) == ["Today", "No steps yet", "8000 to go"])
    try harness.find(button: "Log a glass of water").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Water: 0.25 L"))
    #expect(harness.healthSamples(of: HKQuantityType(.dietaryWater)).count == 1)
  }

  @Test("saving a type the user did not allow fails; nothing reaches the store")
  func deniedSharingFailsTheSave() async throws {
    let harness = try await connectedHarness(sharing: .denyAll)
    try harness.find(button: "Log a glass of water").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Allow Step Goal to write water in Settings › Health"))
    #expect(harness.healthSamples(of: HKQuantityType(.dietaryWater)).isEmpty)
  }

  @Test("a device without health data (an iPad) gets the explanation")
  func unavailable() {
    let harness = ParentHarness { StepGoalView() }
    // Availability is the device's: the app reads it as it starts.
    harness.setHealthDataAvailable(false)
    harness.relaunch()
    #expect(harness.visibleTexts.first == "Health data is not available")
  }

  @Test("statistics that do not fit the type, and units that do not fit the quantity, are recorded")
  func misreadsAreRecorded() {
    let harness = ParentHarness { MisreadSteps() }
    try? withKnownIssue {
      try harness.find(button: "Misread").tap()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("do not fit HKQuantityTypeIdentifierStepCount")
          || $0.rawValue.hasPrefix("doubleValue(for: m) on a quantity in count")
      }
    }
    #expect(harness.texts == ["Misread", "true"])
  }

  @Test("a sample query sorts by its descriptors and keeps its limit; units convert")
  func latestSampleFirst() async {
    let harness = ParentHarness { LatestWeight() }
    let mass = HKQuantityType(.bodyMass)
    let day: TimeInterval = 86_400
    harness.addHealthSamples(
      [(160.0, -3 * day), (158.0, -1 * day), (159.0, -2 * day)].map { pounds, offset in
        let date = Date().addingTimeInterval(offset)
        return HKQuantitySample(
          type: mass, quantity: HKQuantity(unit: .pound(), doubleValue: pounds), start: date,
          end: date)
      })
    harness.relaunch()
    await harness.settle()
    // 158 lb, the newest, in kilograms.
    #expect(harness.texts == ["71.7 kg"])
  }
}
