import Foundation
import StoreKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// The signed-in player, whose id the App Store keeps with each purchase.
@MainActor @Observable
final class GemWallet {
  let playerID = UUID(uuidString: "6A1F3C2E-0B7D-4E55-9F10-2D3C4B5A6978")!
  private(set) var gems = 0
  private(set) var lastMessage = ""

  func credit(_ transaction: StoreKit.Transaction, gemsPerPack: Int) async {
    gems += transaction.purchasedQuantity * gemsPerPack
    lastMessage = "Added \(transaction.purchasedQuantity * gemsPerPack) gems"
    await transaction.finish()
  }

  func say(_ message: String) { lastMessage = message }
}

/// A gem shop: packs bought several at a time through SwiftUI's purchase action, and a featured
/// bundle sold by StoreKit's own product view.
struct GemShop: View {
  @Environment(\.purchase) private var purchase
  @Environment(\.displayStoreKitMessage) private var displayStoreKitMessage
  @State private var inMatch = false
  @State private var heldMessages: [Message] = []
  @State private var wallet = GemWallet()
  @State private var packs: [Product] = []
  @State private var quantity = 1
  @State private var storeOpening = false

  var body: some View {
    List {
      Section {
        Toggle("In a match", isOn: $inMatch)
        if !heldMessages.isEmpty { Text("\(heldMessages.count) App Store message waiting") }
        Text("\(wallet.gems) gems")
        if !wallet.lastMessage.isEmpty { Text(wallet.lastMessage) }
      }
      Section("Packs") {
        Stepper("\(quantity) at a time", value: $quantity, in: 1...5)
        ForEach(packs) { pack in
          Button("Buy \(pack.displayName)") {
            Task { await buy(pack) }
          }
        }
      }
      Section("Featured") {
        if storeOpening { Text("Opening the store…") }
        ProductView(id: "gems.bundle")
      }
    }
    .task {
      packs = (try? await Product.products(for: ["gems.small"])) ?? []
    }
    .task {
      // The App Store's sheets wait until the player is out of a match.
      for await message in Message.messages {
        if inMatch {
          heldMessages.append(message)
        } else {
          try? displayStoreKitMessage(message)
        }
      }
    }
    .onChange(of: inMatch) { _, playing in
      guard !playing else { return }
      for message in heldMessages { try? displayStoreKitMessage(message) }
      heldMessages.removeAll()
    }
    .onInAppPurchaseStart { _ in storeOpening = true }
    .inAppPurchaseOptions { _ in [.appAccountToken(wallet.playerID)] }
    .onInAppPurchaseCompletion { product, result in
      storeOpening = false
      if case .success(.success(.verified(let transaction))) = result {
        await wallet.credit(transaction, gemsPerPack: product.id == "gems.bundle" ? 500 : 100)
      }
    }
  }

  private func buy(_ pack: Product) async {
    do {
      let result = try await purchase(
        pack, options: [.quantity(quantity), .appAccountToken(wallet.playerID)])
      switch result {
      case .success(.verified(let transaction)):
        await wallet.credit(transaction, gemsPerPack: 100)
      case .success(.unverified):
        wallet.say("The purchase could not be verified")
      case .userCancelled:
        wallet.say("No gems bought")
      case .pending:
        wallet.say("Waiting for approval")
      @unknown default:
        break
      }
    } catch {
      wallet.say("The store is not available")
    }
  }
}
