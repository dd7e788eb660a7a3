import AppIntents
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// The app's shared habit log, which its intents and its views use.
@MainActor @Observable
final class HabitLog {
  static let shared = HabitLog()
  private(set) var completed: [String: Int] = [:]

  func complete(_ habit: String) { completed[habit, default: 0] += 1 }
  func count(of habit: String) -> Int { completed[habit] ?? 0 }
}

/// Marks a habit done: from Siri, Shortcuts, or a button in the app or its widget.
struct CompleteHabitIntent: AppIntent {
  static let title: LocalizedStringResource = "Complete habit"
  static let description = IntentDescription("Marks a habit as done for today.")

  @Parameter(title: "Habit")
  var habit: String

  static var parameterSummary: some ParameterSummary {
    Summary("Complete \(\.$habit)")
  }

  init() {}

  init(habit: String) {
    self.habit = habit
  }

  @MainActor
  func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
    HabitLog.shared.complete(habit)
    let count = HabitLog.shared.count(of: habit)
    return .result(value: count, dialog: "\(habit) done \(count) times.")
  }
}

/// Turns a habit's reminder on or off, as a toggle in a widget does.
struct SetReminderIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Set reminder"

  @Parameter(title: "Habit")
  var habit: String

  @Parameter(title: "On")
  var value: Bool

  init() {}

  init(habit: String) {
    self.habit = habit
  }

  @MainActor
  func perform() async throws -> some IntentResult {
    ReminderSettings.shared.set(habit, on: value)
    return .result()
  }
}

@MainActor @Observable
final class ReminderSettings {
  static let shared = ReminderSettings()
  private(set) var on: Set<String> = []

  func set(_ habit: String, on isOn: Bool) {
    if isOn { on.insert(habit) } else { on.remove(habit) }
  }
}

struct HabitShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: CompleteHabitIntent(),
      phrases: ["Complete a habit in \(.applicationName)"],
      shortTitle: "Complete Habit", systemImageName: "checkmark.circle")
    // A phrase for systems that have it, as providers that still run on older ones list it.
    if #available(iOS 18, macOS 15, *) {
      AppShortcut(
        intent: CompleteHabitIntent(),
        phrases: ["Mark a habit done with \(.applicationName)"],
        shortTitle: "Mark Done", systemImageName: "checkmark")
    }
  }
}

/// A habit's card: the count, a button that runs the intent, and a reminder toggle.
struct HabitCard: View {
  let habit: String
  private var log: HabitLog { .shared }
  private var reminders: ReminderSettings { .shared }

  var body: some View {
    VStack {
      Text("\(habit): \(log.count(of: habit))")
      Button(intent: CompleteHabitIntent(habit: habit)) {
        Label("Done", systemImage: "checkmark")
      }
      Toggle(
        "Remind me", isOn: reminders.on.contains(habit),
        intent: SetReminderIntent(habit: habit))
    }
  }
}
