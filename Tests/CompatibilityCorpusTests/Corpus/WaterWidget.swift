import Foundation
import WidgetKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A water tracker with a home-screen widget, as small apps write one: the app's button logs a
/// glass and asks WidgetKit to reload the widget; the widget's provider makes a timeline of the
/// day's count, and its view shows more in a medium widget than in a small one.
struct WaterLog: View {
  @AppStorage("glasses") private var glasses = 0

  var body: some View {
    VStack {
      Text("\(glasses) of 8 glasses")
      Button("Log a glass") {
        glasses += 1
        WidgetCenter.shared.reloadTimelines(ofKind: WaterWidget.kind)
      }
      Button("Start over") {
        glasses = 0
        WidgetCenter.shared.reloadAllTimelines()
      }
    }
  }
}

/// One moment of the widget: the day's glasses.
struct WaterEntry: TimelineEntry {
  let date: Date
  let glasses: Int
}

/// The widget's timeline: now, and an hourly reminder entry until the day's goal.
struct WaterProvider: TimelineProvider {
  let glasses: Int

  func placeholder(in context: Context) -> WaterEntry {
    WaterEntry(date: .now, glasses: 3)
  }

  func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
    completion(WaterEntry(date: .now, glasses: context.isPreview ? 3 : glasses))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
    let now = Date.now
    let entries = (0..<max(8 - glasses, 1)).map { hour in
      WaterEntry(date: now.addingTimeInterval(Double(hour) * 3600), glasses: glasses)
    }
    completion(Timeline(entries: entries, policy: .atEnd))
  }
}

/// The widget's view of an entry.
struct WaterWidgetView: View {
  var entry: WaterEntry
  @Environment(\.widgetFamily) private var family

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(entry.glasses)/8")
        .font(.largeTitle)
        .widgetAccentable()
        .invalidatableContent()
      if family == .systemMedium {
        Text(entry.glasses >= 8 ? "Goal reached" : "\(8 - entry.glasses) to go")
        Text(entry.date, style: .time)
      }
    }
    .containerBackground(.blue.gradient, for: .widget)
    .widgetURL(URL(string: "water://log"))
  }
}

/// The widget.
struct WaterWidget: Widget {
  static let kind = "WaterWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: Self.kind, provider: WaterProvider(glasses: 0)) { entry in
      WaterWidgetView(entry: entry)
    }
    .configurationDisplayName("Water")
    .description("Today's glasses of water.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

/// The extension's widgets.
struct WaterWidgets: WidgetBundle {
  var body: some Widget {
    WaterWidget()
    if #available(iOS 17, macOS 14, *) {
      WaterLockScreenWidget()
    }
  }
}

/// The count on the Lock Screen, for systems that have its families (iOS 16 and later, listed
/// behind an availability check as bundles that still run on older systems write it).
struct WaterLockScreenWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "WaterLockScreen", provider: WaterProvider(glasses: 0)) { entry in
      Text("\(entry.glasses)/8").containerBackground(.clear, for: .widget)
    }
    .configurationDisplayName("Water (Lock Screen)")
    .supportedFamilies([.accessoryCircular, .accessoryInline])
  }
}
