// StoreKit's system sheets for SwiftUI: managing subscriptions, redeeming an offer code, asking
// for a refund. Each is presented as a sheet while its binding is true: what it covers takes no
// touches, and the user leaves it as a sheet (`harness.swipeToDismiss()`), which turns the
// binding false and runs the completion as the App Store reports a sheet closed without a
// change. The App Store's own views are not drawn: the sheet shows no texts.
import Foundation
import ViewProbe

extension Transaction {
  /// How a refund request ended.
  public enum RefundRequestStatus: Sendable {
    /// The request was sent.
    case success
    /// The user closed the sheet without asking.
    case userCancelled
  }

  /// Why a refund request failed.
  public enum RefundRequestError: Error, Sendable {
    /// A request for this transaction was already made.
    case duplicateRequest
    /// The request failed.
    case failed
  }
}

/// The App Store's sheet, standing where it is presented: nothing of it is drawn.
public struct StoreKitSystemSheet: View {
  let name: String

  /// Nothing: the App Store draws the sheet.
  public var body: some View { EmptyView() }
}

extension View {
  /// Presents the App Store's sheet for managing the user's subscriptions while `isPresented`.
  public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
    sheet(isPresented: isPresented) { StoreKitSystemSheet(name: "manageSubscriptions") }
  }

  /// Presents the App Store's sheet for managing the subscriptions of `subscriptionGroupID`
  /// while `isPresented`.
  public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String)
    -> some View
  {
    sheet(isPresented: isPresented) { StoreKitSystemSheet(name: "manageSubscriptions") }
  }

  /// Presents the App Store's offer-code sheet while `isPresented`; `onCompletion` hears
  /// `.success` when the user closes it (no code is ever redeemed here).
  public func offerCodeRedemption(
    isPresented: Binding<Bool>,
    onCompletion: @escaping @MainActor (Result<Void, any Error>) -> Void = { _ in }
  ) -> some View {
    sheet(isPresented: isPresented, onDismiss: { onCompletion(.success(())) }) {
      StoreKitSystemSheet(name: "offerCodeRedemption")
    }
  }

  /// Presents the App Store's refund sheet for `transactionID` while `isPresented`; `onDismiss`
  /// hears `.userCancelled` when the user closes it (no refund is requested here).
  @preconcurrency
  public func refundRequestSheet(
    for transactionID: Transaction.ID, isPresented: Binding<Bool>,
    onDismiss: (
      @MainActor (Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void
    )? = nil
  ) -> some View {
    sheet(isPresented: isPresented, onDismiss: { onDismiss?(.success(.userCancelled)) }) {
      StoreKitSystemSheet(name: "refundRequest")
    }
  }
}
