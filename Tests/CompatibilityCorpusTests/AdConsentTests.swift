import AdSupport
import AppTrackingTransparency
import Foundation
import Testing
import ViewProbe

@MainActor
@Suite("AdConsent: the tracking prompt shows once, and only while the app is active", .viewProbe)
struct AdConsentTests {
  @Test("asked while active: the user's answer, once; the advertising identifier follows it")
  func askedWhileActive() async throws {
    let harness = ParentHarness { AdConsentFeed() }
    harness.setTrackingAuthorization(.denied)
    await harness.settle()
    #expect(
      harness.visibleTexts.prefix(2) == ["Generic ads", "00000000-0000-0000-0000-000000000000"])
    try harness.find(button: "Ask again").tap()
    await harness.settle()
    #expect(harness.trackingPromptsShown == 1)
  }

  @Test("asked from the background: no prompt, still not determined; back in front it shows")
  func askedFromTheBackground() async throws {
    let harness = ParentHarness { AdConsentFeed() }
    harness.setScenePhase(.background)
    await harness.settle()
    try harness.find(button: "Ask again").tap()
    await harness.settle()
    #expect(harness.trackingPromptsShown == 0)
    #expect(harness.visibleTexts.first == "Generic ads")
    harness.setScenePhase(.active)
    await harness.settle()
    #expect(harness.trackingPromptsShown == 1)
    #expect(harness.visibleTexts.first == "Personalized ads")
    #expect(!harness.visibleTexts.contains("00000000-0000-0000-0000-000000000000"))
  }
}
