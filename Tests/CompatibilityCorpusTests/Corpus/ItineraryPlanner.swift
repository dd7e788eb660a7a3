import Foundation
import FoundationModels

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A trip plan the on-device model writes, streamed into the screen as it is generated.
@Generable
struct Itinerary: Equatable {
  @Guide(description: "A catchy name for the trip")
  let title: String

  @Guide(description: "One sentence on why the trip is worth it")
  let summary: String

  @Guide(description: "One plan per day", .count(2))
  let days: [DayPlan]
}

/// One day of an itinerary.
@Generable
struct DayPlan: Equatable {
  let title: String
  let stops: [String]
  let pace: Pace?

  /// How busy the day is.
  @Generable
  enum Pace: String, Equatable {
    case relaxed, packed
  }
}

/// Asks the model for an itinerary and keeps the newest snapshot of it: the screen fills in
/// while the model writes.
@MainActor
@Observable
final class ItineraryPlanner {
  private(set) var itinerary: Itinerary.PartiallyGenerated?
  private(set) var finished: Itinerary?
  private(set) var failure: String?
  private let session = LanguageModelSession {
    "You plan short trips."
    "Each day has a title and a few stops."
  }
  var pace: DayPlan.Pace?

  var isPlanning: Bool { session.isResponding }

  func plan(_ place: String) async {
    failure = nil
    do {
      let stream = session.streamResponse(generating: Itinerary.self) {
        "Plan two days in \(place)."
        if let pace { "Keep the pace \(pace.rawValue)." }
      }
      for try await snapshot in stream {
        itinerary = snapshot.content
      }
      finished = try await stream.collect().content
    } catch {
      failure = "The plan could not be made."
    }
  }
}

struct ItineraryScreen: View {
  @State private var planner = ItineraryPlanner()

  var body: some View {
    List {
      Toggle(
        "Relaxed pace",
        isOn: Binding(
          get: { planner.pace == .relaxed }, set: { planner.pace = $0 ? .relaxed : nil }))
      Button("Plan Kyoto") { Task { await planner.plan("Kyoto") } }
        .disabled(planner.isPlanning)
      if planner.isPlanning { ProgressView("Planning…") }
      if let itinerary = planner.itinerary {
        ItineraryDetail(itinerary: itinerary)
      }
      if let finished = planner.finished { Text("Saved \(finished.title)") }
      if let failure = planner.failure { Text(failure) }
    }
  }
}

/// The itinerary so far: what the model has not written yet is not shown.
struct ItineraryDetail: View {
  let itinerary: Itinerary.PartiallyGenerated

  var body: some View {
    if let title = itinerary.title { Text(title).font(.title) }
    if let summary = itinerary.summary { Text(summary) }
    ForEach(itinerary.days ?? []) { day in
      DayCard(day: day)
    }
  }
}

/// A day, folded open by default; the traveller can fold it while the rest streams in.
struct DayCard: View {
  let day: DayPlan.PartiallyGenerated
  @State private var isOpen = true

  var body: some View {
    Section {
      Button(isOpen ? "Fold \(day.title ?? "…")" : "Open \(day.title ?? "…")") {
        isOpen.toggle()
      }
      if isOpen {
        ForEach(day.stops ?? [], id: \.self) { Text($0) }
        if let pace = day.pace { Text("Pace: \(pace.rawValue)") }
      }
    }
  }
}
