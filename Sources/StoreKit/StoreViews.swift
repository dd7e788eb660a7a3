// StoreKit's SwiftUI views (iOS 17): a product, a store of products, a subscription store. Each
// loads its products from the harness's store in a `.task` (so a test awaits `settle()`), then
// shows each product's name, description and a button titled with its price; a tap on the
// button buys it, as the purchase sheet would, and `onInAppPurchaseCompletion` hears how it
// ended.
import Foundation
import ViewProbe

/// What runs when a purchase made from a store view ends.
struct PurchaseCompletionKey: EnvironmentKey {
  static let defaultValue:
    (@MainActor (Product, Result<Product.PurchaseResult, any Error>) async -> Void)? =
      nil
}

extension EnvironmentValues {
  var inAppPurchaseCompletion:
    (@MainActor (Product, Result<Product.PurchaseResult, any Error>) async -> Void)?
  {
    get { self[PurchaseCompletionKey.self] }
    set { self[PurchaseCompletionKey.self] = newValue }
  }
}

/// The products of `ids`, each with a buy button.
struct ProductList: View {
  let ids: [String]
  @State private var products: [Product] = []
  @Environment(\.inAppPurchaseCompletion) private var completion

  var body: some View {
    VStack {
      ForEach(products) { product in
        VStack {
          Text(product.displayName)
          if !product.description.isEmpty { Text(product.description) }
          Button(product.displayPrice) { buy(product) }
        }
      }
    }
    .task {
      let loaded = (try? await Product.products(for: ids)) ?? []
      products = ids.compactMap { id in loaded.first { $0.id == id } }
    }
  }

  private func buy(_ product: Product) {
    let completion = completion
    Task { @MainActor in
      let result: Result<Product.PurchaseResult, any Error>
      do { result = .success(try await product.purchase()) } catch { result = .failure(error) }
      await completion?(product, result)
    }
  }
}

/// One product, with its name, description and a buy button titled with its price.
public struct ProductView: View {
  let id: String

  /// The product `id`.
  public init(id: String, prefersPromotionalIcon: Bool = false) { self.id = id }

  /// The product `id`, with `icon` (not drawn).
  public init<Icon: View>(
    id: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon
  ) {
    self.id = id
  }

  /// The product's views.
  public var body: some View { ProductList(ids: [id]) }
}

/// A store of the products `ids`, each as a `ProductView` shows it.
public struct StoreView: View {
  let ids: [String]

  /// A store of `ids`.
  public init(ids: some Collection<String>, prefersPromotionalIcon: Bool = false) {
    self.ids = Array(ids)
  }

  /// A store of `ids`, each with its icon (not drawn).
  public init<Icon: View>(
    ids: some Collection<String>, prefersPromotionalIcon: Bool = false,
    @ViewBuilder icon: @escaping (Product) -> Icon
  ) {
    self.ids = Array(ids)
  }

  /// The store's views.
  public var body: some View { ProductList(ids: ids) }
}

/// A subscription store: the offered subscriptions of a group (or of `productIDs`), with the
/// app's marketing content above them.
public struct SubscriptionStoreView<Content: View>: View {
  let groupID: String?
  let productIDs: [String]
  let content: Content

  /// The subscriptions of `groupID`.
  public init(groupID: String) where Content == EmptyView {
    self.init(groupID: groupID) { EmptyView() }
  }

  /// The subscriptions of `groupID`, under `marketingContent`.
  public init(groupID: String, @ViewBuilder marketingContent: () -> Content) {
    self.groupID = groupID
    productIDs = []
    content = marketingContent()
  }

  /// The subscriptions `productIDs`.
  public init(productIDs: some Collection<String>) where Content == EmptyView {
    self.init(productIDs: productIDs) { EmptyView() }
  }

  /// The subscriptions `productIDs`, under `marketingContent`.
  public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) {
    groupID = nil
    self.productIDs = Array(productIDs)
    content = marketingContent()
  }

  /// The store's views.
  public var body: some View {
    VStack {
      content
      if let groupID {
        GroupProducts(groupID: groupID)
      } else {
        ProductList(ids: productIDs)
      }
    }
  }
}

/// The offered subscriptions of a group.
struct GroupProducts: View {
  let groupID: String
  @State private var ids: [String]?

  var body: some View {
    Group {
      if let ids { ProductList(ids: ids) }
    }
    .task {
      let offered = StoreState.current?.products ?? []
      ids = offered.filter { $0.subscription?.subscriptionGroupID == groupID }.map(\.id)
    }
  }
}

/// The extra buttons a store view can show.
public enum StoreButtonKind: Hashable, Sendable {
  /// Close the store.
  case cancellation
  /// Restore purchases.
  case restorePurchases
  /// Redeem a code.
  case redeemCode
  /// Sign in.
  case signIn
  /// The policies.
  case policies
}

/// How a product view looks.
public struct ProductViewStyleConfiguration: Sendable {}

/// The built-in looks of product views.
public struct BuiltInProductViewStyle: Sendable {
  /// As the context chooses.
  public static let automatic = BuiltInProductViewStyle()
  /// Compact.
  public static let compact = BuiltInProductViewStyle()
  /// Regular.
  public static let regular = BuiltInProductViewStyle()
  /// Large.
  public static let large = BuiltInProductViewStyle()
}

nonisolated extension View {
  /// Shows or hides store buttons of `buttonKinds` (kept; none is drawn).
  public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...)
    -> some View
  { self }

  /// Sets how product views look (not drawn).
  public func productViewStyle(_ style: BuiltInProductViewStyle) -> some View { self }

  /// Runs `action` when a purchase made from a store view inside ends.
  public func onInAppPurchaseCompletion(
    perform action:
      @escaping @MainActor (Product, Result<Product.PurchaseResult, any Error>)
      async -> Void
  ) -> some View {
    environment(\.inAppPurchaseCompletion, action)
  }
}
