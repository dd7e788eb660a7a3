import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A pub-quiz score sheet in the iOS 17 tutorial style: a value-type sheet edited through
/// element bindings in a `Grid`, a phase switch for the bottom button, and controls faded out in
/// place (`opacity`) rather than removed, so the layout does not move between phases.
struct QuizTeam: Identifiable, Equatable {
  let id = UUID()
  var name: String
  var points: Int
}

enum QuizPhase {
  case forming, answering, finished
}

struct QuizSheet {
  var teams = [QuizTeam(name: "Owls", points: 0), QuizTeam(name: "Foxes", points: 0)]
  var phase = QuizPhase.forming
  var fewestPointsWin = false

  /// The teams with the winning score, once the quiz is finished.
  var leaders: [QuizTeam] {
    guard phase == .finished, !teams.isEmpty else { return [] }
    let scores = teams.map(\.points)
    let best = fewestPointsWin ? scores.min() : scores.max()
    return teams.filter { $0.points == best }
  }

  mutating func start(at points: Int) {
    phase = .answering
    for index in teams.indices { teams[index].points = points }
  }
}

struct QuizRules: View {
  @Binding var fewestPointsWin: Bool
  @Binding var handicap: Int

  var body: some View {
    VStack(alignment: .leading) {
      Text("Rules").font(.headline)
      Picker("Winner", selection: $fewestPointsWin) {
        Text("Most points").tag(false)
        Text("Fewest points").tag(true)
      }
      Picker("Handicap", selection: $handicap) {
        ForEach([0, 5, 10], id: \.self) { points in
          Text("\(points) points").tag(points)
        }
      }
      .pickerStyle(.segmented)
    }
    .padding()
    .background(.thinMaterial, in: .rect(cornerRadius: 12))
  }
}

struct QuizNight: View {
  @State private var sheet = QuizSheet()
  @State private var handicap = 0

  var body: some View {
    VStack(alignment: .leading) {
      Text("Quiz Night").font(.largeTitle).bold()
      QuizRules(fewestPointsWin: $sheet.fewestPointsWin, handicap: $handicap)
        .disabled(sheet.phase != .forming)
      Grid(alignment: .leading) {
        GridRow {
          Text("Team").gridColumnAlignment(.leading)
          Text("Points").opacity(sheet.phase == .forming ? 0 : 1)
        }
        .font(.headline)
        ForEach($sheet.teams) { $team in
          GridRow {
            HStack {
              if sheet.leaders.contains(team) {
                Image(systemName: "trophy.fill").foregroundStyle(.orange)
              }
              TextField("Team name", text: $team.name)
                .disabled(sheet.phase != .forming)
            }
            Stepper("\(team.points)", value: $team.points, in: 0...99)
              .labelsHidden()
              .opacity(sheet.phase == .answering ? 1 : 0)
            Text("\(team.points)").monospacedDigit()
              .opacity(sheet.phase == .forming ? 0 : 1)
          }
        }
      }
      Button("Add Team", systemImage: "person.3.fill") {
        sheet.teams.append(QuizTeam(name: "", points: 0))
      }
      .opacity(sheet.phase == .forming ? 1 : 0)
      Spacer()
      HStack {
        Spacer()
        switch sheet.phase {
        case .forming:
          Button("Start Quiz", systemImage: "flag.fill") { sheet.start(at: handicap) }
        case .answering:
          Button("Finish", systemImage: "flag.checkered") { sheet.phase = .finished }
        case .finished:
          Button("New Quiz", systemImage: "arrow.counterclockwise") { sheet.phase = .forming }
        }
        Spacer()
      }
      .buttonStyle(.borderedProminent)
      .buttonBorderShape(.capsule)
      .controlSize(.large)
    }
    .padding()
  }
}
