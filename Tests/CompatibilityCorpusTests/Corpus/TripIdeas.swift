import Foundation
import FoundationModels

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A day out, as the on-device model suggests it.
@Generable(description: "A day out in a city")
struct DayOut: Equatable {
  @Guide(description: "A short, catchy title")
  var title: String

  @Guide(description: "Three things to do, in order", .count(3))
  var stops: [String]

  @Guide(description: "How tiring the day is", .range(1...5))
  var effort: Int
}

/// A tool the model calls to check that a place is open before suggesting it.
struct OpeningHoursTool: Tool {
  let name = "openingHours"
  let description = "Tells whether a place in the city is open today, and its hours."

  @Generable
  struct Arguments {
    @Guide(description: "The place's name")
    var place: String
  }

  static let hours = ["Alfama": "open all day", "Miradouro": "open until sunset"]

  func call(arguments: Arguments) async throws -> String {
    guard let hours = Self.hours[arguments.place] else { throw LookupError.unknownPlace }
    return "\(arguments.place) is \(hours)"
  }

  enum LookupError: Error { case unknownPlace }
}

/// Trip ideas from Apple's on-device model (iOS 26): a plan as a `@Generable` value, then a
/// one-line pitch streamed as text; what the app shows when the model is not there.
@MainActor
@Observable
final class TripIdeasModel {
  var plan: DayOut?
  var pitch = ""
  var problem: String?
  private let session = LanguageModelSession(
    tools: [OpeningHoursTool()], instructions: "You suggest short city walks for visitors.")

  var isThinking: Bool { session.isResponding }

  func suggest(in city: String) async {
    problem = nil
    do {
      let response = try await session.respond(
        to: "Plan a relaxed day in \(city).", generating: DayOut.self)
      plan = response.content
      pitch = ""
      for try await snapshot in session.streamResponse(to: "Pitch \(response.content.title).") {
        pitch = snapshot.content
      }
    } catch LanguageModelSession.GenerationError.guardrailViolation {
      problem = "Try another city"
    } catch let error as LanguageModelSession.ToolCallError {
      problem = "Couldn't check the \(error.tool.name)"
    } catch {
      problem = "No ideas right now"
    }
  }
}

struct TripIdeas: View {
  @State private var model = TripIdeasModel()
  @State private var city = "Lisbon"

  var body: some View {
    switch SystemLanguageModel.default.availability {
    case .available:
      Form {
        TextField("City", text: $city)
        Button("Suggest a day") { Task { await model.suggest(in: city) } }
          .disabled(model.isThinking || city.isEmpty)
        if let plan = model.plan {
          Section(plan.title) {
            ForEach(plan.stops, id: \.self) { Text($0) }
            Text("Effort \(plan.effort)/5")
          }
        }
        if !model.pitch.isEmpty { Text(model.pitch).italic() }
        if let problem = model.problem { Text(problem).foregroundStyle(.red) }
      }
    case .unavailable(.appleIntelligenceNotEnabled):
      ContentUnavailableView(
        "Turn on Apple Intelligence", systemImage: "sparkles",
        description: Text("Trip ideas need Apple Intelligence."))
    case .unavailable:
      ContentUnavailableView("Trip ideas aren't available on this device", systemImage: "sparkles")
    }
  }
}
