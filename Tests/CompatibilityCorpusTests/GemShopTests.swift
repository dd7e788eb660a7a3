import Foundation
import StoreKit
import Testing
import ViewProbe

@MainActor
@Suite("GemShop: SwiftUI's purchase action and a store view's purchase hooks", .viewProbe)
struct GemShopTests {
  private let playerID = UUID(uuidString: "6A1F3C2E-0B7D-4E55-9F10-2D3C4B5A6978")!

  private func openShop() async -> ParentHarness<GemShop> {
    let harness = ParentHarness { GemShop() }
    harness.offerProducts([
      Product(id: "gems.small", displayName: "100 gems", price: 0.99, type: .consumable),
      Product(id: "gems.bundle", displayName: "Gem bundle", price: 4.99, type: .consumable),
    ])
    harness.reRender()
    await harness.settle()
    return harness
  }

  @Test("@Environment(\\.purchase) buys with the options given: quantity and account token")
  func purchaseActionCarriesItsOptions() async throws {
    let harness = await openShop()
    try harness.find(stepper: "1 at a time").increment()
    try harness.find(stepper: "2 at a time").increment()
    try harness.find(button: "Buy 100 gems").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Added 300 gems"))
    let transaction = try #require(harness.storeTransactions.first)
    #expect(transaction.purchasedQuantity == 3)
    #expect(transaction.appAccountToken == playerID)
    #expect(harness.finishedTransactionIDs == [transaction.id])

    harness.setPurchaseOutcome(.userCancelled)
    try harness.find(button: "Buy 100 gems").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("No gems bought"))
    #expect(harness.storeTransactions.count == 1)
  }

  @Test("a store view's purchase runs onInAppPurchaseStart first and takes inAppPurchaseOptions")
  func storeViewPurchaseHooks() async throws {
    let harness = await openShop()
    #expect(!harness.visibleTexts.contains("Opening the store…"))
    try harness.find(button: "$4.99").tap()
    // The start action runs as the purchase begins, before the sheet is answered.
    await harness.settle(until: { harness.visibleTexts.contains("Opening the store…") })
    await harness.settle()
    #expect(!harness.visibleTexts.contains("Opening the store…"))
    #expect(harness.visibleTexts.contains("Added 500 gems"))
    let transaction = try #require(harness.storeTransactions.first)
    #expect(transaction.productID == "gems.bundle")
    #expect(transaction.purchasedQuantity == 1)
    #expect(transaction.appAccountToken == playerID)
  }

  @Test("App Store messages: the app holds them during a match and shows them after")
  func storeKitMessagesWaitForTheMatchToEnd() async throws {
    let harness = await openShop()
    harness.sendStoreKitMessage(.billingIssue)
    await harness.settle()
    #expect(harness.displayedStoreKitMessages == [.billingIssue])
    try harness.find(toggle: "In a match").toggle()
    harness.sendStoreKitMessage(.priceIncreaseConsent)
    await harness.settle()
    #expect(harness.visibleTexts.contains("1 App Store message waiting"))
    #expect(harness.displayedStoreKitMessages == [.billingIssue])
    try harness.find(toggle: "In a match").toggle()
    #expect(harness.displayedStoreKitMessages == [.billingIssue, .priceIncreaseConsent])
    #expect(!harness.visibleTexts.contains("1 App Store message waiting"))
  }

  @Test("with no listener StoreKit shows a message itself")
  func unheardMessageShowsAtOnce() {
    let harness = ParentHarness { Text("No listener") }
    harness.sendStoreKitMessage(.winBackOffer)
    #expect(harness.displayedStoreKitMessages == [.winBackOffer])
  }
}
