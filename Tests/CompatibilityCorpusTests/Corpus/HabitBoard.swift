import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A habit tracker whose controls take their titles from model data (`String`s, not literals),
/// as apps with user-named items write them: a toggle with an icon per habit, a goal stepper
/// shown with a format, the day's progress, colour swatches drawn as filled circles, and a week
/// of constant rows.
struct HabitBoard: View {
  struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var icon: String
    var doneToday = false
    var goal = 3.0
  }

  static let swatches: [(name: String, color: Color)] = [
    ("Red", .red), ("Green", .green), ("Blue", .blue),
  ]
  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  @State private var habits = [
    Habit(name: "Read", icon: "book"),
    Habit(name: "Run", icon: "figure.run"),
  ]
  @State private var accent = "Blue"
  @State private var summaryTitle = "Today"
  @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
  @Environment(\.isFocused) private var isFocused

  private var doneFraction: Double {
    Double(habits.filter(\.doneToday).count) / Double(max(habits.count, 1))
  }

  var body: some View {
    NavigationStack {
      Form {
        Section(summaryTitle) {
          ProgressView(summaryTitle, value: doneFraction)
          Text("\(habits.filter(\.doneToday).count) of \(habits.count) done")
          if supportsMultipleWindows {
            Text("Open the board in a new window")
          }
          Text("Streak code HB-7")
            .speechSpellsOutCharacters()
            .typesettingLanguage(Locale.Language(identifier: "en"))
          Image(systemName: "flame")
            .allowedDynamicRange(.high)
          Button("More goal") { habits[0].goal += 0.5 }
            .buttonRepeatBehavior(.enabled)
        }
        Section("Habits") {
          ForEach($habits) { $habit in
            Toggle(habit.name, systemImage: habit.icon, isOn: $habit.doneToday)
              .accessibilityActions {
                Button("Skip \(habit.name) today") { habit.goal = max(habit.goal - 1, 1) }
              }
            Stepper(
              "Goal for \(habit.name)", value: $habit.goal, in: 1...10, step: 0.5,
              format: .number)
            Text("\(habit.name): \(habit.goal, specifier: "%.1f") a week")
          }
        }
        Section("Colour") {
          HStack {
            ForEach(Self.swatches, id: \.name) { swatch in
              Circle()
                .fill(swatch.color)
                .frame(width: 28, height: 28)
                .overlay {
                  if swatch.name == accent {
                    Circle().stroke(.primary, lineWidth: 2)
                  }
                }
                .onTapGesture { accent = swatch.name }
                .accessibilityLabel(swatch.name)
            }
          }
          Text("Accent: \(accent)")
        }
        Section("Week") {
          List(0..<Self.weekdays.count) { day in
            Text(Self.weekdays[day])
          }
        }
      }
      .navigationTitle(summaryTitle)
      .presentationContentInteraction(.scrolls)
      .searchPresentationToolbarBehavior(.avoidHidingContent)
      .opacity(isFocused ? 0.9 : 1)
    }
  }
}
