#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
  import StoreKit
#else
  import SwiftUI
  import StoreKit
#endif

/// An app's upgrade screen (iOS 17): a lifetime unlock and a monthly subscription, whose state the
/// screen follows with StoreKit's entitlement tasks rather than its own bookkeeping.
struct PremiumUnlockView: View {
  @State private var proState = "Checking…"
  @State private var plusState = "Checking…"
  @State private var showsManage = false
  @State private var showsRedeem = false
  @State private var redeemed = ""

  var body: some View {
    List {
      Section("Pro") {
        Text(proState)
        ProductView(id: "pro.lifetime")
      }
      Section("Plus") {
        Text(plusState)
        SubscriptionStoreView(groupID: "plus")
        Button("Manage Subscription") { showsManage = true }
        Button("Redeem Code") { showsRedeem = true }
        if !redeemed.isEmpty { Text(redeemed) }
      }
    }
    .manageSubscriptionsSheet(isPresented: $showsManage, subscriptionGroupID: "plus")
    .offerCodeRedemption(isPresented: $showsRedeem) { result in
      redeemed = (try? result.get()) != nil ? "Code sheet closed" : "Code sheet failed"
    }
    .currentEntitlementTask(for: "pro.lifetime") { state in
      switch state {
      case .loading:
        proState = "Checking…"
      case .failure:
        proState = "Could not check"
      case .success(let transaction):
        proState = transaction == nil ? "Free plan" : "Pro unlocked"
      @unknown default:
        break
      }
    }
    .subscriptionStatusTask(for: "plus") { taskState in
      guard let statuses = taskState.value else { return }
      plusState =
        statuses.contains { $0.state == .subscribed } ? "Plus: subscribed" : "Plus: inactive"
    }
  }
}
