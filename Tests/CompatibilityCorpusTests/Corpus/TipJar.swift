import Foundation
import StoreKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A tip jar and a Pro subscription, as indie apps sell with StoreKit 2: the tips are loaded and
/// bought by a model of the app's own; the subscription uses StoreKit's own store view.
@MainActor @Observable
final class TipStore {
  private(set) var products: [Product] = []
  private(set) var message: String?

  func load() async {
    do {
      products = try await Product.products(for: ["tip.small", "tip.large"])
        .sorted { $0.price < $1.price }
    } catch {
      products = []
    }
  }

  func tip(_ product: Product) async {
    do {
      let result = try await product.purchase()
      switch result {
      case .success(let verification):
        let transaction = try verification.payloadValue
        await transaction.finish()
        message = "Thank you for the \(product.displayName.lowercased())!"
      case .userCancelled:
        message = nil
      case .pending:
        message = "Waiting for approval"
      }
    } catch {
      message = "The purchase could not be verified"
    }
  }
}

struct TipJar: View {
  @State private var store = TipStore()

  var body: some View {
    List {
      ForEach(store.products) { product in
        HStack {
          Text(product.displayName)
          Spacer()
          Button(product.displayPrice) {
            Task { await store.tip(product) }
          }
        }
      }
      if let message = store.message {
        Text(message)
      }
    }
    .task { await store.load() }
  }
}

struct ProUpgrade: View {
  @State private var isPro = false

  var body: some View {
    if isPro {
      Text("You're Pro")
    } else {
      SubscriptionStoreView(groupID: "pro") {
        Text("Go Pro for themes and widgets")
      }
      .storeButton(.visible, for: .restorePurchases)
      .onInAppPurchaseCompletion { _, result in
        if case .success(.success(.verified(let transaction))) = result {
          await transaction.finish()
          isPro = true
        }
      }
      .task {
        isPro = await Transaction.currentEntitlement(for: "pro.monthly") != nil
      }
    }
  }
}
