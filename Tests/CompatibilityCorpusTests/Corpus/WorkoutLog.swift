import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

struct LoggedWorkout: Identifiable, Hashable {
  let id: Int
  var name: String
  var minutes: Int
}

@MainActor
final class WorkoutLogModel: ObservableObject {
  @Published var workouts = [LoggedWorkout(id: 1, name: "Run", minutes: 30)]
  @Published var isLoading = false

  func load() async {
    isLoading = true
    defer { isLoading = false }
    workouts.append(LoggedWorkout(id: workouts.count + 1, name: "Swim", minutes: 20))
  }
}

/// A tab of workouts in a stack with a typed path, and a settings tab: formatted labeled rows, a
/// section with only a footer, a list that scrolls to what was added.
struct WorkoutLogScreen: View {
  @StateObject private var model = WorkoutLogModel()
  @State private var path: [LoggedWorkout] = []
  @State private var tab = 0
  @AppStorage("units") private var units = "min"

  var body: some View {
    TabView(selection: $tab) {
      NavigationStack(path: $path) {
        ScrollViewReader { proxy in
          List {
            ForEach(model.workouts) { workout in
              NavigationLink(value: workout) {
                LabeledContent(workout.name, value: "\(workout.minutes) \(units)")
              }
              .id(workout.id)
              .badge(workout.minutes)
            }
            .onDelete { model.workouts.remove(atOffsets: $0) }
            LabeledContent(
              "Total", value: totalHours, format: .number.precision(.fractionLength(1)))
          }
          .refreshable { await model.load() }
          .onChange(of: model.workouts.count) { _, _ in
            withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
              proxy.scrollTo(model.workouts.last?.id, anchor: .bottom)
            }
          }
        }
        .overlay {
          if model.isLoading { ProgressView().controlSize(.large) }
        }
        .navigationDestination(for: LoggedWorkout.self) { workout in
          Text("\(workout.name): \(workout.minutes) \(units)")
            .navigationTitle(workout.name)
            .toolbar(.hidden, for: .tabBar)
        }
        .navigationTitle("Workouts")
      }
      .tabItem { Label("Workouts", systemImage: "figure.run") }
      .tag(0)

      WorkoutUnitsForm(units: $units)
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(1)
    }
  }

  private var totalHours: Double {
    Double(model.workouts.reduce(0) { $0 + $1.minutes }) / 60
  }
}

struct WorkoutUnitsForm: View {
  @Binding var units: String
  @State private var reminders = true

  var body: some View {
    Form {
      Section {
        Picker("Units", selection: $units) {
          Text("Minutes").tag("min")
          Text("Hours").tag("h")
        }
        .pickerStyle(.segmented)
      } footer: {
        Text("Shown next to every workout.")
      }
      Section {
        Toggle("Reminders", isOn: $reminders.animation())
        LabeledContent("Units") { Text(units) }
      }
    }
  }
}
