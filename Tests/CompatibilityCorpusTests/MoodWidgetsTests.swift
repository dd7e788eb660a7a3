import AppIntents
import Foundation
import Testing
import ViewProbe
import WidgetKit

/// `MoodWidgets.swift`: an iOS 17–26 widget extension — accessory families, a control, a push
/// handler, a bundle with an availability check, and the template's `#Preview(as:)` — compiles as
/// written; its entry view is hosted per family, and its provider and control intent run.
@MainActor
@Suite("Corpus: mood widgets (accessory families, controls, widget previews)", .viewProbe)
struct MoodWidgetsTests {
  private let entry = MoodEntry(date: Date(timeIntervalSince1970: 0), mood: "🙂")

  @Test("A01 the entry view shows what its family calls for")
  func a01_entryViewPerFamily() {
    let small = ParentHarness { MoodWidgetView(entry: entry) }
    #expect(small.texts.contains("Refresh") && small.texts.contains("Open"))
    let inline = ParentHarness {
      MoodWidgetView(entry: entry).environment(\.widgetFamily, .accessoryInline)
    }
    #expect(inline.visibleTexts == ["Mood 🙂"], "a ViewThatFits shows its first candidate")
    let circular = ParentHarness {
      MoodWidgetView(entry: entry).environment(\.widgetFamily, .accessoryCircular)
    }
    #expect(circular.texts.contains("M") && !circular.texts.contains("Refresh"))
  }

  @Test("the provider's timeline, the app's reloads, and the control's intent")
  func providerReloadsAndControl() async throws {
    let timeline = await MoodProvider().timeline(
      for: PickMoodIntent(), in: TimelineProviderContext(family: .systemSmall))
    #expect(timeline.entries.map(\.mood) == ["🙂"])
    #expect(MoodProvider().recommendations().isEmpty)

    let app = ParentHarness { Button("Reload") { reloadMoodSurfaces() } }
    try app.find(button: "Reload").tap()
    #if !canImport(Darwin)
      #expect(app.widgetTimelineReloads == [.kind("Mood"), .all])
    #endif

    let wasOn = LampState.shared.isOn
    _ = try await ToggleLampIntent().perform()
    #expect(LampState.shared.isOn == !wasOn)
    _ = try await ToggleLampIntent().perform()
  }
}
