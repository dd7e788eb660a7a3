import Foundation
import HealthKit
import HealthKitUI

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// Reads steps and saves water through HealthKit, as fitness apps do: completion-handler queries
/// for today's steps and the week, async descriptors for water.
@MainActor @Observable
final class StepGoalModel {
  let store = HKHealthStore()
  private(set) var stepsToday = 0
  private(set) var week: [(day: Date, steps: Int)] = []
  private(set) var waterLiters = 0.0
  var message = ""

  private let steps = HKQuantityType(.stepCount)
  private let water = HKQuantityType(.dietaryWater)

  var readTypes: Set<HKObjectType> { [steps, water] }
  var shareTypes: Set<HKSampleType> { [water] }

  func refresh(now: Date = Date()) {
    let startOfDay = Calendar.current.startOfDay(for: now)
    let today = HKQuery.predicateForSamples(
      withStart: startOfDay, end: now, options: .strictStartDate)
    let query = HKStatisticsQuery(
      quantityType: steps, quantitySamplePredicate: today, options: .cumulativeSum
    ) { _, statistics, _ in
      let count = Int(statistics?.sumQuantity()?.doubleValue(for: .count()) ?? 0)
      // HealthKit answers on a background queue: back to the main actor for the screen.
      DispatchQueue.main.async { MainActor.assumeIsolated { self.stepsToday = count } }
    }
    store.execute(query)

    let weekStart = Calendar.current.date(byAdding: .day, value: -6, to: startOfDay)!
    let weekly = HKStatisticsCollectionQuery(
      quantityType: steps,
      quantitySamplePredicate: HKQuery.predicateForSamples(withStart: weekStart, end: now),
      options: .cumulativeSum, anchorDate: startOfDay, intervalComponents: DateComponents(day: 1))
    weekly.initialResultsHandler = { _, collection, _ in
      var days: [(Date, Int)] = []
      collection?.enumerateStatistics(from: weekStart, to: now) { statistics, _ in
        days.append(
          (statistics.startDate, Int(statistics.sumQuantity()?.doubleValue(for: .count()) ?? 0)))
      }
      let result = days
      DispatchQueue.main.async { MainActor.assumeIsolated { self.week = result } }
    }
    store.execute(weekly)

    Task {
      let descriptor = HKStatisticsQueryDescriptor(
        predicate: .quantitySample(type: water, predicate: today), options: .cumulativeSum)
      let total = try? await descriptor.result(for: store)
      waterLiters = total?.sumQuantity()?.doubleValue(for: .liter()) ?? 0
    }
  }

  func logGlass(now: Date = Date()) async {
    let glass = HKQuantitySample(
      type: water, quantity: HKQuantity(unit: .literUnit(with: .milli), doubleValue: 250),
      start: now, end: now)
    do {
      try await store.save(glass)
      refresh()
    } catch HKError.errorAuthorizationDenied {
      message = "Allow Step Goal to write water in Settings › Health"
    } catch {
      message = "Could not save: \(error)"
    }
  }
}

/// Today's steps against a goal, the week's steps, and water logged today.
struct StepGoalView: View {
  @State private var model = StepGoalModel()
  @State private var askForAccess = false
  let goal = 8000

  var body: some View {
    if HKHealthStore.isHealthDataAvailable() {
      List {
        Section("Today") {
          Text(model.stepsToday == 0 ? "No steps yet" : "\(model.stepsToday) steps")
          Text(model.stepsToday >= goal ? "Goal reached" : "\(goal - model.stepsToday) to go")
          Text(String(format: "Water: %.2f L", model.waterLiters))
          Button("Log a glass of water") { Task { await model.logGlass() } }
          if !model.message.isEmpty { Text(model.message) }
        }
        Section("This week") {
          ForEach(model.week, id: \.day) { day in
            LabeledContent(
              day.day.formatted(.dateTime.weekday(.abbreviated)), value: "\(day.steps)")
          }
        }
        Button("Connect Health") { askForAccess.toggle() }
      }
      .healthDataAccessRequest(
        store: model.store, shareTypes: model.shareTypes, readTypes: model.readTypes,
        trigger: askForAccess
      ) { result in
        if case .success = result { model.refresh() }
      }
      .task { model.refresh() }
    } else {
      ContentUnavailableView(
        "Health data is not available", systemImage: "heart.slash",
        description: Text("Use Step Goal on an iPhone."))
    }
  }
}
