// StoreKit 2's products, purchases and transactions, where there is no StoreKit (Linux). The
// store is the harness's: a test offers products (`harness.offerProducts(_:)`, with
// `Product(id:displayName:description:price:type:)`, ViewProbe's initialiser) and says how the
// user answers the next purchase sheet (`harness.setPurchaseOutcome(_:)`: bought, unless said).
// Code the harness runs loads the products it offers, buys them, and sees the transactions it
// made; outside a harness's code there are no products and purchases fail.
import Foundation
import ViewProbe

/// What a store sells: one in-app purchase or subscription.
public struct Product: Identifiable, Hashable, Sendable {
  /// The kinds of product.
  public struct ProductType: Hashable, Sendable, RawRepresentable {
    /// The kind's name.
    public let rawValue: String
    /// A kind.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Used up once bought (coins, tips).
    public static let consumable = ProductType(rawValue: "Consumable")
    /// Bought once, kept (a premium unlock).
    public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
    /// A subscription that renews.
    public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    /// A subscription that does not renew.
    public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
  }

  /// An option of a purchase.
  public struct PurchaseOption: Hashable, Sendable {
    let quantity: Int?
    let appAccountToken: UUID?
    /// How many to buy: the transaction's `purchasedQuantity`.
    public static func quantity(_ quantity: Int) -> PurchaseOption {
      PurchaseOption(quantity: quantity, appAccountToken: nil)
    }
    /// The app's identifier of the buyer: the transaction's `appAccountToken`.
    public static func appAccountToken(_ token: UUID) -> PurchaseOption {
      PurchaseOption(quantity: nil, appAccountToken: token)
    }
  }

  /// How a purchase ended.
  public enum PurchaseResult: Sendable {
    /// It went through: the transaction, verified or not.
    case success(VerificationResult<Transaction>)
    /// The user cancelled.
    case userCancelled
    /// It waits for approval (Ask to Buy).
    case pending
  }

  /// A subscription's details.
  public struct SubscriptionInfo: Hashable, Sendable {
    /// Its group.
    public let subscriptionGroupID: String
    /// Its level of service in the group: a lower value is a higher level (1 is the highest).
    public let groupLevel: Int
    /// How long a period lasts.
    public let subscriptionPeriod: SubscriptionPeriod
  }

  /// How long a subscription period lasts.
  public struct SubscriptionPeriod: Hashable, Sendable {
    /// The units of a period.
    public enum Unit: Hashable, Sendable {
      /// Days.
      case day
      /// Weeks.
      case week
      /// Months.
      case month
      /// Years.
      case year
    }

    /// How many units.
    public let value: Int
    /// The unit.
    public let unit: Unit

    /// A period of `value` units (ViewProbe's initialiser, for test products).
    public init(value: Int, unit: Unit) {
      self.value = value
      self.unit = unit
    }
  }

  /// Its identifier in App Store Connect.
  public let id: String
  /// Its kind.
  public let type: ProductType
  /// Its name, as the store shows it.
  public let displayName: String
  /// What it is.
  public let description: String
  /// Its price.
  public let price: Decimal
  /// Its price, formatted for the store's currency (US dollars here).
  public let displayPrice: String
  /// Whether family members share it.
  public let isFamilyShareable: Bool
  /// A subscription's details (`nil` for other kinds).
  public let subscription: SubscriptionInfo?

  /// A product a test offers (ViewProbe's initialiser: StoreKit's products come from the App
  /// Store). A subscription is in `subscriptionGroupID`, lasts a month and is of the group's
  /// highest level of service (`1`) unless said.
  public init(
    id: String, displayName: String, description: String = "", price: Decimal,
    type: ProductType, isFamilyShareable: Bool = false, subscriptionGroupID: String? = nil,
    subscriptionPeriod: SubscriptionPeriod = SubscriptionPeriod(value: 1, unit: .month),
    subscriptionGroupLevel: Int = 1
  ) {
    self.id = id
    self.displayName = displayName
    self.description = description
    self.price = price
    self.type = type
    self.isFamilyShareable = isFamilyShareable
    displayPrice = price.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
    let subscribes = type == .autoRenewable || type == .nonRenewable
    subscription =
      subscribes
      ? SubscriptionInfo(
        subscriptionGroupID: subscriptionGroupID ?? "group", groupLevel: subscriptionGroupLevel,
        subscriptionPeriod: subscriptionPeriod)
      : nil
  }

  /// The products the store offers with `identifiers`, in the order offered (those it does not
  /// offer are left out, as StoreKit leaves out unknown identifiers).
  public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws
    -> [Product]
  where Identifiers.Element == String {
    let wanted = Set(identifiers)
    return StoreState.current?.products.filter { wanted.contains($0.id) } ?? []
  }

  /// Shows the purchase sheet: the screen updates while it is up (what the app showed as the
  /// purchase began — a test's `settle(until:)` stops there), then the user answers as the test
  /// said (buys, unless said), and a bought product becomes a transaction.
  public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
    guard let store = StoreState.current else { throw StoreKitError.notAvailableInStorefront }
    await _ViewProbeRuntime.updateScreen()
    return store.purchase(self, options: options)
  }

  /// The transaction that entitles the user to it now (`nil`: none; consumables never).
  public var currentEntitlement: VerificationResult<Transaction>? {
    get async { await Transaction.currentEntitlement(for: id) }
  }

  /// The latest transaction for it.
  public var latestTransaction: VerificationResult<Transaction>? {
    get async { await Transaction.latest(for: id) }
  }
}

/// A purchase, signed by the App Store.
public struct Transaction: Identifiable, Hashable, Sendable {
  /// Its identifier.
  public let id: UInt64
  /// The first transaction of its subscription.
  public let originalID: UInt64
  /// The product bought.
  public let productID: String
  /// The product's kind.
  public let productType: Product.ProductType
  /// When it was bought.
  public let purchaseDate: Date
  /// When a subscription ends.
  public let expirationDate: Date?
  /// When it was refunded (never here).
  public let revocationDate: Date?
  /// How many were bought (`.quantity(_:)`; 1 unless given).
  public let purchasedQuantity: Int
  /// The app's identifier of the buyer, as the purchase gave it (`.appAccountToken(_:)`).
  public let appAccountToken: UUID?

  /// Tells the App Store the app delivered it (the harness's `finishedTransactionIDs`).
  public func finish() async { StoreState.current?.finish(id) }

  /// Transactions made outside the app while it runs (none come here: the sequence waits, and
  /// `settle()` does not wait for a task that reads it).
  public static var updates: Transactions { Transactions(transactions: nil) }

  /// The transactions that entitle the user now: non-consumables and subscriptions bought.
  public static var currentEntitlements: Transactions {
    Transactions(transactions: StoreState.current?.entitlements() ?? [])
  }

  /// Every transaction.
  public static var all: Transactions {
    Transactions(transactions: StoreState.current?.transactions ?? [])
  }

  /// The transactions not finished.
  public static var unfinished: Transactions {
    Transactions(transactions: StoreState.current?.unfinishedTransactions() ?? [])
  }

  /// The transaction that entitles the user to `productID` now.
  public static func currentEntitlement(for productID: String) async
    -> VerificationResult<Transaction>?
  {
    StoreState.current?.entitlements().last { $0.productID == productID }.map { .verified($0) }
  }

  /// The latest transaction for `productID`.
  public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
    StoreState.current?.transactions.last { $0.productID == productID }.map { .verified($0) }
  }

  /// Transactions, one at a time.
  public struct Transactions: AsyncSequence, Sendable {
    /// A verified transaction.
    public typealias Element = VerificationResult<Transaction>
    let transactions: [Transaction]?

    /// The transactions (a sequence of none waits until its task is cancelled).
    public func makeAsyncIterator() -> Iterator { Iterator(remaining: transactions) }

    /// The next transaction.
    public struct Iterator: AsyncIteratorProtocol {
      var remaining: [Transaction]?

      /// The next transaction, or `nil` at the end.
      public mutating func next() async -> VerificationResult<Transaction>? {
        guard remaining != nil else {
          let unpark = _ViewProbeRuntime.parkCurrentTask()
          defer { unpark() }
          while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
          return nil
        }
        guard let next = remaining?.first else { return nil }
        remaining?.removeFirst()
        return .verified(next)
      }
    }
  }
}

/// Whether the App Store's signature checks out.
public enum VerificationResult<SignedType: Sendable>: Sendable {
  /// It does.
  case verified(SignedType)
  /// It does not, for `VerificationError`.
  case unverified(SignedType, VerificationError)

  /// Why a signature does not check out.
  public enum VerificationError: Error, Sendable {
    /// The signature is wrong.
    case invalidSignature
    /// It was signed for another device.
    case invalidDeviceVerification
    /// Its certificate chain is wrong.
    case invalidCertificateChain
    /// It was revoked.
    case revokedCertificate
    /// It has expired.
    case expiredCertificate
  }

  /// The signed value, verified or not.
  public var unsafePayloadValue: SignedType {
    switch self {
    case .verified(let value), .unverified(let value, _): value
    }
  }

  /// The signed value when verified; throws the verification error otherwise.
  public var payloadValue: SignedType {
    get throws {
      switch self {
      case .verified(let value): return value
      case .unverified(_, let error): throw error
      }
    }
  }
}

/// Errors of the store.
public enum StoreKitError: Error, Sendable {
  /// Not known.
  case unknown
  /// The user cancelled.
  case userCancelled
  /// The network failed.
  case networkError(URLError)
  /// A system error.
  case systemError(any Error)
  /// The store is not available here (outside a harness's code).
  case notAvailableInStorefront
  /// The user may not buy.
  case notEntitled
}

/// The App Store.
public enum AppStore {
  /// Whether the user may buy (yes).
  public static var canMakePayments: Bool { true }

  /// Syncs the transactions with the App Store (they are the harness's already).
  public static func sync() async throws {}

  /// Shows the user's subscriptions (nothing is shown).
  @MainActor
  public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}
}

/// How the test says the user answers the next purchase sheets.
public enum SimulatedPurchaseOutcome: Sendable {
  /// The user buys: a verified transaction.
  case purchased
  /// The user cancels.
  case userCancelled
  /// The purchase waits for approval.
  case pending
  /// The user buys, but the transaction's signature does not check out.
  case unverified
}

/// One harness's store: what it offers, how purchases end, what was bought.
final class StoreState: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var offered: [Product] = []
  private var made: [Transaction] = []
  private var finishedIDs: Set<UInt64> = []
  private var outcome = SimulatedPurchaseOutcome.purchased
  private var watchers: [ObjectIdentifier: _ParkedMailbox<Void>] = [:]

  /// The store of the harness whose code runs now.
  static var current: StoreState? {
    _ViewProbeRuntime.harnessState(StoreState.self)
  }

  var products: [Product] { lock.withLock { offered } }
  var transactions: [Transaction] { lock.withLock { made } }
  var finishedTransactionIDs: Set<UInt64> { lock.withLock { finishedIDs } }

  func offer(_ products: [Product]) { lock.withLock { offered = products } }
  func setOutcome(_ next: SimulatedPurchaseOutcome) { lock.withLock { outcome = next } }
  func finish(_ id: UInt64) { lock.withLock { _ = finishedIDs.insert(id) } }

  func entitlements() -> [Transaction] {
    lock.withLock { made.filter { $0.productType != .consumable } }
  }

  func unfinishedTransactions() -> [Transaction] {
    lock.withLock { made.filter { !finishedIDs.contains($0.id) } }
  }

  func purchase(_ product: Product, options: Set<Product.PurchaseOption>) -> Product.PurchaseResult
  {
    let result = record(purchaseOf: product, options: options)
    if case .success = result {
      for watcher in lock.withLock({ Array(watchers.values) }) { watcher.deliver(()) }
    }
    return result
  }

  /// Calls `deliver` now and after each purchase made in this store, until the task is
  /// cancelled (its view went away). Between purchases the task is parked: `settle()` does not
  /// wait for it.
  func followPurchases(_ deliver: @Sendable () async -> Void) async {
    let watcher = _ParkedMailbox<Void>()
    lock.withLock { watchers[ObjectIdentifier(watcher)] = watcher }
    defer { _ = lock.withLock { watchers.removeValue(forKey: ObjectIdentifier(watcher)) } }
    await deliver()
    while await watcher.next() != nil { await deliver() }
  }

  private func record(purchaseOf product: Product, options: Set<Product.PurchaseOption>)
    -> Product.PurchaseResult
  {
    lock.withLock {
      switch outcome {
      case .userCancelled: return .userCancelled
      case .pending: return .pending
      case .purchased, .unverified:
        let id = UInt64(made.count + 1)
        let now = Date()
        let transaction = Transaction(
          id: id, originalID: id, productID: product.id, productType: product.type,
          purchaseDate: now,
          expirationDate: product.subscription.map { now.adding($0.subscriptionPeriod) },
          revocationDate: nil,
          purchasedQuantity: options.lazy.compactMap(\.quantity).first ?? 1,
          appAccountToken: options.lazy.compactMap(\.appAccountToken).first)
        made.append(transaction)
        return .success(
          outcome == .purchased
            ? .verified(transaction) : .unverified(transaction, .invalidSignature))
      }
    }
  }
}

extension Date {
  fileprivate func adding(_ period: Product.SubscriptionPeriod) -> Date {
    let component: Calendar.Component =
      switch period.unit {
      case .day: .day
      case .week: .weekOfYear
      case .month: .month
      case .year: .year
      }
    return Calendar(identifier: .gregorian).date(byAdding: component, value: period.value, to: self)
      ?? self
  }
}

extension ParentHarness {
  private var store: StoreState { _harnessState(StoreState.self) }

  /// Offers `products` in this harness's store: what `Product.products(for:)` finds.
  public func offerProducts(_ products: [Product]) { store.offer(products) }

  /// How the user answers the purchase sheets from now on (`.purchased` unless set).
  public func setPurchaseOutcome(_ outcome: SimulatedPurchaseOutcome) { store.setOutcome(outcome) }

  /// The transactions purchases made in this harness, in order.
  public var storeTransactions: [Transaction] { store.transactions }

  /// The identifiers of the transactions the app finished (`transaction.finish()`).
  public var finishedTransactionIDs: Set<UInt64> { store.finishedTransactionIDs }
}
