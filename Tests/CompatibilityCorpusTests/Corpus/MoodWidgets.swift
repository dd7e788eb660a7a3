import AppIntents
import Foundation
import WidgetKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A mood widget extension as Xcode's templates start one and iOS 17–26 apps grow it: an
/// intent-configured widget with accessory families, `widgetLabel`, accented images and
/// interactive buttons; a control for Control Center (iOS 18); a push handler (iOS 26); a bundle
/// that lists widget and control together; and the template's `#Preview(as:) { } timeline: { }`.

struct MoodEntry: TimelineEntry {
  let date: Date
  let mood: String
}

struct MoodProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> MoodEntry { MoodEntry(date: .now, mood: "🙂") }
  func snapshot(for configuration: PickMoodIntent, in context: Context) async -> MoodEntry {
    placeholder(in: context)
  }
  func timeline(for configuration: PickMoodIntent, in context: Context) async -> Timeline<MoodEntry>
  {
    Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(3600)))
  }
  func recommendations() -> [AppIntentRecommendation<PickMoodIntent>] { [] }
}

struct PickMoodIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Mood"
  static let description = IntentDescription("Pick a mood.")
  @Parameter(title: "Emoji", default: "🙂") var emoji: String
}

struct MoodWidgetView: View {
  let entry: MoodEntry
  @Environment(\.widgetFamily) private var family
  @Environment(\.widgetRenderingMode) private var renderingMode
  @Environment(\.showsWidgetContainerBackground) private var showsBackground
  @Environment(\.widgetContentMargins) private var margins
  @Environment(\.isLuminanceReduced) private var dimmed

  var body: some View {
    switch family {
    case .accessoryCircular:
      Gauge(value: 0.5) { Text("M") }
        .gaugeStyle(.accessoryCircularCapacity)
        .widgetLabel { Text(entry.mood) }
    case .accessoryRectangular:
      VStack(alignment: .leading) {
        Text(entry.mood).widgetAccentable()
        Text(entry.date, style: .time)
      }
      .privacySensitive()
    case .accessoryInline:
      ViewThatFits {
        Text("Mood \(entry.mood)")
        Text(entry.mood)
      }
    default:
      VStack {
        Image(systemName: "face.smiling")
          .resizable()
          .widgetAccentedRenderingMode(.accentedDesaturated)
        Text(entry.mood)
          .invalidatableContent()
        Button(intent: PickMoodIntent()) { Text("Refresh") }
        Toggle(isOn: true, intent: PickMoodIntent()) { Text("On") }
        Link(destination: URL(string: "mood://today")!) { Text("Open") }
      }
      .widgetURL(URL(string: "mood://home"))
      .containerBackground(for: .widget) { Color.yellow }

    }
  }
}

struct MoodWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: "Mood", intent: PickMoodIntent.self, provider: MoodProvider()) {
      entry in
      MoodWidgetView(entry: entry)
    }
    .configurationDisplayName("Mood")
    .description("Your mood.")
    .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    .contentMarginsDisabled()
    .containerBackgroundRemovable(false)
    .pushHandler(MoodPushHandler.self)
    .promptsForUserConfiguration()
    .disfavoredLocations([.homeScreen], for: [.systemSmall])
  }
}

struct MoodPushHandler: WidgetPushHandler {
  func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {}
}

struct LampControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "Lamp") {
      ControlWidgetButton(action: ToggleLampIntent()) {
        Label("Lamp", systemImage: "lightbulb")
      }
    }
    .displayName("Lamp")
    .description("Toggle the lamp.")
  }
}

struct ToggleLampIntent: AppIntent {
  static let title: LocalizedStringResource = "Lamp"
  @MainActor
  func perform() async throws -> some IntentResult {
    LampState.shared.isOn.toggle()
    return .result()
  }
}

/// The lamp the control switches (a stand-in for the app's shared store).
@MainActor
final class LampState {
  static let shared = LampState()
  var isOn = false
}

struct MoodWidgets: WidgetBundle {
  var body: some Widget {
    MoodWidget()
    if #available(iOS 18, *) {
      LampControl()
    }
  }
}

func reloadMoodSurfaces() {
  WidgetCenter.shared.reloadTimelines(ofKind: "Mood")
  WidgetCenter.shared.reloadAllTimelines()
  ControlCenter.shared.reloadControls(ofKind: "Lamp")
  WidgetCenter.shared.getCurrentConfigurations { result in _ = result }
}

#Preview(as: .systemSmall) {
  MoodWidget()
} timeline: {
  MoodEntry(date: .now, mood: "🙂")
}
