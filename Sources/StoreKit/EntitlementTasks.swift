// StoreKit's entitlement tasks for SwiftUI (iOS 17): `currentEntitlementTask(for:)` and
// `subscriptionStatusTask(for:)` start with their view, as a `.task` does, hand their action
// `.loading` and then what the harness's store says, and again after each purchase made under
// the harness while the view is up. Between purchases the task waits, parked: `settle()` does not
// wait for it.
import Foundation
import ViewProbe

/// Where an entitlement task is: loading, loaded, or failed.
public enum EntitlementTaskState<Value> {
  /// The task is loading the entitlement.
  case loading
  /// The task loaded the entitlement.
  case success(Value)
  /// The task failed, with `error`.
  case failure(any Error)

  /// The loaded value, `nil` while loading or after a failure.
  public var value: Value? {
    if case .success(let value) = self { return value }
    return nil
  }
}

extension EntitlementTaskState: Sendable where Value: Sendable {}

extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
  /// The transaction that entitles the user, `nil` while loading, after a failure, or when there
  /// is none.
  public var transaction: VerificationResult<Transaction>? { value ?? nil }
}

extension Product.SubscriptionInfo {
  /// Where a subscription stands.
  public struct RenewalState: RawRepresentable, Hashable, Sendable {
    /// The state's number.
    public let rawValue: Int
    /// The state with this number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The user is subscribed.
    public static let subscribed = RenewalState(rawValue: 1)
    /// The subscription ended.
    public static let expired = RenewalState(rawValue: 2)
    /// The App Store retries a failed renewal.
    public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
    /// A failed renewal still gives access for a while.
    public static let inGracePeriod = RenewalState(rawValue: 4)
    /// The App Store refunded or revoked it.
    public static let revoked = RenewalState(rawValue: 5)
  }

  /// What the App Store says of a subscription's next renewal.
  public struct RenewalInfo: Hashable, Sendable {
    /// The product the subscription renews to.
    public let currentProductID: String
    /// Whether it renews (it does here until the user cancels, which a test cannot do).
    public let willAutoRenew: Bool
    /// The product the user chose to renew to next.
    public let autoRenewPreference: String?
  }

  /// A subscription's status: its state, its latest transaction and its renewal.
  public struct Status: Sendable {
    /// Where the subscription stands.
    public let state: RenewalState
    /// Its latest transaction.
    public let transaction: VerificationResult<Transaction>
    /// Its renewal.
    public let renewalInfo: VerificationResult<RenewalInfo>
  }

  /// The statuses of the subscriptions of group `groupID` the user bought in the harness's
  /// store, one per product, the latest transaction of each: subscribed until the transaction
  /// expires, expired after.
  public static func status(for groupID: String) async throws -> [Status] {
    StoreState.current?.subscriptionStatuses(forGroup: groupID) ?? []
  }
}

extension StoreState {
  /// See `Product.SubscriptionInfo.status(for:)`.
  func subscriptionStatuses(forGroup groupID: String) -> [Product.SubscriptionInfo.Status] {
    let group = Set(
      products.filter { $0.subscription?.subscriptionGroupID == groupID }.map(\.id))
    var latest: [String: Transaction] = [:]
    for transaction in transactions where group.contains(transaction.productID) {
      latest[transaction.productID] = transaction
    }
    let now = Date()
    return latest.values.sorted { $0.id < $1.id }.map { transaction in
      let isCurrent = transaction.expirationDate.map { $0 > now } ?? true
      return Product.SubscriptionInfo.Status(
        state: isCurrent ? .subscribed : .expired, transaction: .verified(transaction),
        renewalInfo: .verified(
          Product.SubscriptionInfo.RenewalInfo(
            currentProductID: transaction.productID, willAutoRenew: isCurrent,
            autoRenewPreference: transaction.productID)))
    }
  }
}

/// Calls `deliver` now and, under a harness, after each purchase in its store while the task runs.
private func followingPurchases(_ deliver: @Sendable () async -> Void) async {
  if let store = StoreState.current {
    await store.followPurchases(deliver)
  } else {
    await deliver()
  }
}

/// An action handed to a task, which SwiftUI calls from it however it was made.
private struct EntitlementAction<State>: @unchecked Sendable {
  let call: (State) async -> Void
}

extension View {
  /// Starts, as the view appears, a task that hands `action` the transaction that entitles the
  /// user to `productID` (`nil`: none) — `.loading` first — and again after each purchase made
  /// under the harness; restarted when `productID` changes.
  public func currentEntitlementTask(
    for productID: String, priority: TaskPriority = .medium,
    action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
  ) -> some View {
    let action = EntitlementAction(call: action)
    return task(id: productID, priority: priority) {
      await action.call(.loading)
      await followingPurchases {
        await action.call(.success(await Transaction.currentEntitlement(for: productID)))
      }
    }
  }

  /// Starts, as the view appears, a task that hands `action` the statuses of the subscription
  /// group `groupID` (see `Product.SubscriptionInfo.status(for:)`) — `.loading` first — and again
  /// after each purchase made under the harness; restarted when `groupID` changes.
  public func subscriptionStatusTask(
    for groupID: String, priority: TaskPriority = .medium,
    action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
  ) -> some View {
    let action = EntitlementAction(call: action)
    return task(id: groupID, priority: priority) {
      await action.call(.loading)
      await followingPurchases {
        do {
          await action.call(.success(try await Product.SubscriptionInfo.status(for: groupID)))
        } catch {
          await action.call(.failure(error))
        }
      }
    }
  }
}
