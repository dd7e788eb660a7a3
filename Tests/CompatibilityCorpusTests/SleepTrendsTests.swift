import Foundation
import Testing
import ViewProbe

/// `SleepTrends.swift`: Swift Charts' scales, scrolling and selection modifiers compile as apps
/// write them; the chart draws nothing and writes none of the bindings it is given, so the state
/// around it is the app's.
@MainActor
@Suite("Corpus: sleep trends (Swift Charts' iOS 17 modifiers)", .viewProbe)
struct SleepTrendsTests {
  private let nights = (0..<10).map { index in
    SleepNight(
      id: index, date: Date(timeIntervalSince1970: Double(index) * 86_400),
      hours: 6 + Double(index % 3), stage: index.isMultiple(of: 2) ? "Deep" : "Light")
  }

  @Test("B01 the chart's scroll position and range selection bindings show what the app writes")
  func b01_chartBindingsFollowTheApp() throws {
    let harness = ParentHarness { SleepTrendsScreen(nights: nights) }
    #expect(harness.texts.contains("No nights selected"))
    #expect(harness.texts.contains("From 9"))
    try harness.find(button: "Last three nights").tap()
    #expect(harness.texts.contains("3 nights selected"))
    try harness.find(button: "Back to start").tap()
    #expect(harness.texts.contains("From 0"))
  }
}
