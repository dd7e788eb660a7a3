#if !canImport(Darwin)
  import Foundation
  import StoreKit
  import Testing
  import ViewProbe

  /// A pass shop as Backyard Birds builds one: the whole group until the customer subscribes,
  /// then only the plans that upgrade theirs.
  private struct PassShop: View {
    @State private var showsUpgrades = false

    var body: some View {
      VStack {
        Button("Upgrades") { showsUpgrades = true }
        if showsUpgrades {
          SubscriptionStoreView(groupID: "pass", visibleRelationships: .upgrade) {
            Text("Go further")
          }
        } else {
          SubscriptionStoreView(groupID: "pass") {
            Text("Backyard Pass", comment: "The pass's name, above its plans")
          }
          .containerBackground(for: .subscriptionStoreFullHeight) { Color.indigo }
          .subscriptionStoreButtonLabel(.multiline.price)
          .subscriptionStorePickerItemBackground(.thinMaterial)
          .subscriptionStoreControlIcon { _, info in
            Image(systemName: info.groupLevel == 1 ? "bird" : "wallet.pass")
          }
        }
      }
    }
  }

  @MainActor
  @Suite("StoreKit stand-in: subscription relationships", .viewProbe)
  struct SubscriptionRelationshipTests {
    private let plans = [
      Product(
        id: "pass.premium", displayName: "Premium", price: 4.99, type: .autoRenewable,
        subscriptionGroupID: "pass", subscriptionGroupLevel: 1),
      Product(
        id: "pass.family", displayName: "Family", price: 2.99, type: .autoRenewable,
        subscriptionGroupID: "pass", subscriptionGroupLevel: 2),
      Product(
        id: "pass.individual", displayName: "Individual", price: 1.99, type: .autoRenewable,
        subscriptionGroupID: "pass", subscriptionGroupLevel: 3),
    ]

    @Test("visibleRelationships: .upgrade shows only the plans of a higher level than the current")
    func upgradesOnly() async throws {
      let harness = ParentHarness { PassShop() }
      harness.offerProducts(plans)
      harness.relaunch()
      await harness.settle()
      #expect(harness.visibleTexts.filter { $0.hasPrefix("$") } == ["$4.99", "$2.99", "$1.99"])
      #expect(harness.visibleTexts.contains("Backyard Pass"))
      try harness.find(button: "$1.99").tap()
      await harness.settle()
      try harness.find(button: "Upgrades").tap()
      await harness.settle()
      #expect(harness.visibleTexts.contains("Go further"))
      #expect(harness.visibleTexts.filter { $0.hasPrefix("$") } == ["$4.99", "$2.99"])
    }

    @Test("with no current plan, a store of upgrades shows the whole group")
    func noCurrentPlan() async throws {
      let harness = ParentHarness { PassShop() }
      harness.offerProducts(plans)
      try harness.find(button: "Upgrades").tap()
      await harness.settle()
      #expect(harness.visibleTexts.filter { $0.hasPrefix("$") } == ["$4.99", "$2.99", "$1.99"])
    }
  }
#endif
