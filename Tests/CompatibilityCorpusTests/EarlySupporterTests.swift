import Foundation
import StoreKit
import Testing
import ViewProbe

@MainActor
@Suite("EarlySupporter: the app transaction says which version the user first got", .viewProbe)
struct EarlySupporterTests {
  @Test("unless the test says otherwise, the user got version 1.0, as the sandbox says")
  func sandboxDefault() async throws {
    let harness = ParentHarness { SupporterBadge() }
    await harness.settle()
    #expect(harness.visibleTexts.contains("Pro is yours, since version 1.0"))
    // Test code reads a record too (outside a harness's code, not the harness's).
    let transaction = try await AppTransaction.shared.payloadValue
    #expect(transaction.environment == .xcode)
    #expect(transaction.originalAppVersion == "1.0")
  }

  @Test("Restore purchases asks again: a record the App Store corrected is read")
  func restoreReadsTheRecordAgain() async throws {
    let harness = ParentHarness { SupporterBadge() }
    harness.setAppTransaction(originalAppVersion: "2.0")
    await harness.settle()
    #expect(harness.visibleTexts.contains("Welcome! Try Pro free for a week."))
    harness.setAppTransaction(originalAppVersion: "1.0.3")
    try harness.find(button: "Restore purchases").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Pro is yours, since version 1.0.3"))
  }

  @Test("a user who first got 2.1 is welcomed; one who got 1.9 keeps Pro")
  func originalVersionDecides() async {
    let newcomer = ParentHarness { SupporterBadge() }
    newcomer.setAppTransaction(originalAppVersion: "2.1")
    await newcomer.settle()
    #expect(newcomer.visibleTexts.contains("Welcome! Try Pro free for a week."))
    #expect(!newcomer.visibleTexts.contains("Early supporter"))
    let supporter = ParentHarness { SupporterBadge() }
    supporter.setAppTransaction(
      originalAppVersion: "1.9", originalPurchaseDate: Date(timeIntervalSince1970: 1_600_000_000))
    await supporter.settle()
    #expect(supporter.visibleTexts.contains("Early supporter"))
    #expect(supporter.visibleTexts.contains("Pro is yours, since version 1.9"))
  }

  @Test("iOS 26's symbol modes are environment values the views inside read")
  func symbolModesReachTheEnvironment() async {
    let harness = ParentHarness { SupporterBadge() }
    await harness.settle()
    #expect(harness.visibleTexts.contains("drawn level"))
    #expect(harness.visibleTexts.contains("gradient"))
    let plain = ParentHarness { SignalGauge() }
    #expect(plain.visibleTexts.suffix(2) == ["coloured level", "flat"])
  }
}
