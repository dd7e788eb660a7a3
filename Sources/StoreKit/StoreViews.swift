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

/// What runs when a store view's purchase starts.
struct PurchaseStartKey: EnvironmentKey {
  static let defaultValue: (@MainActor (Product) async -> Void)? = nil
}

/// What gives a store view's purchase its options.
struct PurchaseOptionsKey: EnvironmentKey {
  static let defaultValue: (@MainActor (Product) async -> Set<Product.PurchaseOption>)? = nil
}

extension EnvironmentValues {
  var inAppPurchaseCompletion:
    (@MainActor (Product, Result<Product.PurchaseResult, any Error>) async -> Void)?
  {
    get { self[PurchaseCompletionKey.self] }
    set { self[PurchaseCompletionKey.self] = newValue }
  }

  var inAppPurchaseStart: (@MainActor (Product) async -> Void)? {
    get { self[PurchaseStartKey.self] }
    set { self[PurchaseStartKey.self] = newValue }
  }

  var inAppPurchaseOptions: (@MainActor (Product) async -> Set<Product.PurchaseOption>)? {
    get { self[PurchaseOptionsKey.self] }
    set { self[PurchaseOptionsKey.self] = newValue }
  }
}

/// The products of `ids`, each with a buy button.
struct ProductList: View {
  let ids: [String]
  @State private var products: [Product] = []
  @Environment(\.inAppPurchaseCompletion) private var completion
  @Environment(\.inAppPurchaseStart) private var start
  @Environment(\.inAppPurchaseOptions) private var options

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
    let (start, options, completion) = (start, options, completion)
    Task { @MainActor in
      await start?(product)
      let chosen = await options?(product) ?? []
      let result: Result<Product.PurchaseResult, any Error>
      do {
        result = .success(try await product.purchase(options: chosen))
      } catch {
        result = .failure(error)
      }
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
  let relationships: SubscriptionRelationship
  let content: Content

  /// The subscriptions of `groupID`.
  public init(groupID: String) where Content == EmptyView {
    self.init(groupID: groupID) { EmptyView() }
  }

  /// The subscriptions of `groupID`, under `marketingContent`.
  public init(groupID: String, @ViewBuilder marketingContent: () -> Content) {
    self.init(groupID: groupID, visibleRelationships: .all, marketingContent: marketingContent)
  }

  /// The subscriptions of `groupID` that stand in `visibleRelationships` to the customer's
  /// current plan in the group (all of them when there is none).
  public init(groupID: String, visibleRelationships: SubscriptionRelationship)
  where Content == EmptyView {
    self.init(groupID: groupID, visibleRelationships: visibleRelationships) { EmptyView() }
  }

  /// The subscriptions of `groupID` that stand in `visibleRelationships` to the customer's
  /// current plan, under `marketingContent`.
  public init(
    groupID: String, visibleRelationships: SubscriptionRelationship,
    @ViewBuilder marketingContent: () -> Content
  ) {
    self.groupID = groupID
    productIDs = []
    relationships = visibleRelationships
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
    relationships = .all
    content = marketingContent()
  }

  /// The store's views.
  public var body: some View {
    VStack {
      content
      if let groupID {
        GroupProducts(groupID: groupID, relationships: relationships)
      } else {
        ProductList(ids: productIDs)
      }
    }
  }
}

/// Which plans of a group a subscription store shows, by their level of service next to the
/// customer's current plan.
public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
  /// The relationships' bits.
  public let rawValue: Int
  /// Relationships from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Plans of a higher level of service.
  public static let upgrade = SubscriptionRelationship(rawValue: 1 << 0)
  /// Plans of a lower level of service.
  public static let downgrade = SubscriptionRelationship(rawValue: 1 << 1)
  /// Other plans of the same level of service.
  public static let crossgrade = SubscriptionRelationship(rawValue: 1 << 2)
  /// The current plan.
  public static let current = SubscriptionRelationship(rawValue: 1 << 3)
  /// Every plan.
  public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]

  /// Whether `plan` stands in one of these relationships to `current`.
  func admits(_ plan: Product, nextTo current: Product?) -> Bool {
    guard let current, let level = plan.subscription?.groupLevel,
      let currentLevel = current.subscription?.groupLevel
    else { return true }
    if plan.id == current.id { return contains(.current) }
    if level < currentLevel { return contains(.upgrade) }
    if level > currentLevel { return contains(.downgrade) }
    return contains(.crossgrade)
  }
}

/// The offered subscriptions of a group, those in `relationships` to the current plan.
struct GroupProducts: View {
  let groupID: String
  var relationships = SubscriptionRelationship.all
  @State private var ids: [String]?

  var body: some View {
    Group {
      if let ids { ProductList(ids: ids) }
    }
    .task {
      let store = StoreState.current
      let offered = (store?.products ?? []).filter {
        $0.subscription?.subscriptionGroupID == groupID
      }
      let entitled = Set((store?.entitlements() ?? []).map(\.productID))
      let current = offered.first { entitled.contains($0.id) }
      ids = offered.filter { relationships.admits($0, nextTo: current) }.map(\.id)
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

  /// Sets the icon of each plan in subscription stores inside (not drawn).
  public func subscriptionStoreControlIcon<Icon: View>(
    @ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> Icon
  ) -> some View { self }

  /// Sets the label of subscription stores' subscribe buttons (not drawn).
  public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View {
    self
  }

  /// Sets the background of the plans in subscription stores' pickers (not drawn).
  public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ backgroundStyle: S)
    -> some View
  { self }

  /// Sets the background of the plans in subscription stores' pickers, in `shape` (not drawn).
  public func subscriptionStorePickerItemBackground<S: ShapeStyle, B: Shape>(
    _ backgroundStyle: S, in shape: B
  ) -> some View { self }

  /// Sets how subscription stores show their plans (not drawn: each plan is a product's views).
  public func subscriptionStoreControlStyle(_ style: BuiltInSubscriptionStoreControlStyle)
    -> some View
  { self }

  /// Sets where a subscription store's policy button leads (kept; the button is not drawn).
  public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind)
    -> some View
  { self }

  /// Sets the colour of subscription stores' policy buttons (not drawn).
  public func subscriptionStorePolicyForegroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    self
  }

  /// Sets what subscription stores' sign-in button does (kept; the button is not drawn).
  public func subscriptionStoreSignInAction(_ action: (() -> Void)?) -> some View { self }

  /// Runs `action` when a purchase made from a store view inside ends (`nil`: none, removing
  /// one set above).
  public func onInAppPurchaseCompletion(
    perform action:
      (@MainActor (Product, Result<Product.PurchaseResult, any Error>) async -> Void)?
  ) -> some View {
    environment(\.inAppPurchaseCompletion, action)
  }

  /// Runs `action` when a store view inside starts a purchase, before the purchase (`nil`: none,
  /// removing one set above).
  public func onInAppPurchaseStart(perform action: (@MainActor (Product) async -> Void)?)
    -> some View
  {
    environment(\.inAppPurchaseStart, action)
  }

  /// Asks `options` for the options of each purchase a store view inside starts (`nil`: none,
  /// removing one set above).
  public func inAppPurchaseOptions(
    _ options: (@MainActor (Product) async -> Set<Product.PurchaseOption>)?
  ) -> some View {
    environment(\.inAppPurchaseOptions, options)
  }
}

/// The label of a subscription store's subscribe button: a preference of layout (`.multiline`,
/// `.singleLine`) and content (`.action`, `.displayName`, `.price`), composed as
/// `.multiline.price` (not drawn).
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
  let parts: [String]

  /// As the store chooses.
  public static var automatic: Self { Self(parts: ["automatic"]) }
  /// Two lines.
  public static var multiline: Self { Self(parts: ["multiline"]) }
  /// One line.
  public static var singleLine: Self { Self(parts: ["singleLine"]) }
  /// The action ("Subscribe", "Try It Free").
  public static var action: Self { Self(parts: ["action"]) }
  /// The plan's name.
  public static var displayName: Self { Self(parts: ["displayName"]) }
  /// The price.
  public static var price: Self { Self(parts: ["price"]) }
  /// This label, on two lines.
  public var multiline: Self { Self(parts: parts + ["multiline"]) }
  /// This label, on one line.
  public var singleLine: Self { Self(parts: parts + ["singleLine"]) }
  /// This label, with the action.
  public var action: Self { Self(parts: parts + ["action"]) }
  /// This label, with the plan's name.
  public var displayName: Self { Self(parts: parts + ["displayName"]) }
  /// This label, with the price.
  public var price: Self { Self(parts: parts + ["price"]) }
}

/// The built-in ways a subscription store shows its plans.
public struct BuiltInSubscriptionStoreControlStyle: Hashable, Sendable {
  let name: String
  /// As the store chooses.
  public static let automatic = Self(name: "automatic")
  /// A picker, then one subscribe button.
  public static let picker = Self(name: "picker")
  /// A button for each plan.
  public static let buttons = Self(name: "buttons")
  /// A prominent picker.
  public static let prominentPicker = Self(name: "prominentPicker")
  /// A compact picker.
  public static let compactPicker = Self(name: "compactPicker")
  /// Pages, one per plan.
  public static let pagedPicker = Self(name: "pagedPicker")
  /// Prominent pages, one per plan.
  public static let pagedProminentPicker = Self(name: "pagedProminentPicker")
}

/// A policy a subscription store links to.
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
  let name: String
  /// The privacy policy.
  public static let privacyPolicy = Self(name: "privacyPolicy")
  /// The terms of service.
  public static let termsOfService = Self(name: "termsOfService")
}
