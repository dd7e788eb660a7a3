import ViewProbe

/// Starts a purchase from SwiftUI (`@Environment(\.purchase)`, iOS 17): the same purchase as
/// `product.purchase(options:)`, decided by the harness's store (`simulatePurchaseOutcome`).
@MainActor @preconcurrency
public struct PurchaseAction {
  /// Buys `product` with `options`.
  public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = [])
    async throws -> Product.PurchaseResult
  {
    try await product.purchase(options: options)
  }
}

extension EnvironmentValues {
  /// The action that starts an in-app purchase.
  @MainActor @preconcurrency public var purchase: PurchaseAction { PurchaseAction() }
}
