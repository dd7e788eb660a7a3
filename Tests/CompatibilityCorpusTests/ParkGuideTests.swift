import Foundation
import Testing
import ViewProbe

@MainActor
@Suite(
  "ParkGuide: a map framing itself, and availability checks in map and chart content", .viewProbe)
struct ParkGuideTests {
  let parks = [
    Park(id: 1, name: "Yosemite", visitors: 1_200, latitude: 37.86, longitude: -119.54),
    Park(id: 2, name: "Zion", visitors: 800, latitude: 37.29, longitude: -113.02),
  ]

  @Test("a marker of a map with no camera given selects its park")
  func markerSelectsItsPark() throws {
    let harness = ParentHarness { ParkGuide(parks: parks) }
    #expect(harness.visibleTexts.contains("Pick a park"))
    try harness.find(text: "Zion").tap()
    #expect(harness.visibleTexts.last == "Zion: 800 visitors today")
  }
}
