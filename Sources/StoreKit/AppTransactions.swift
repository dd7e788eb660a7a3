import Foundation
import ViewProbe

/// The App Store's signed record of the user getting the app itself (iOS 16): which version they
/// first got, and when. An app that turned from paid to free reads `originalAppVersion` to keep
/// the early buyers' features. Here the harness says what it holds
/// (`setAppTransaction(originalAppVersion:originalPurchaseDate:)`); unless a test sets it, the app
/// was got now, at version "1.0", as the sandbox reports.
public struct AppTransaction: Sendable, Hashable {
  /// The identifier of the app's download.
  public let appTransactionID: String
  /// The server environment that signed it (`.xcode` here, as in StoreKit testing).
  public let environment: AppStore.Environment
  /// The app's bundle identifier.
  public let bundleID: String
  /// The version of the app running.
  public let appVersion: String
  /// The version the user first got.
  public let originalAppVersion: String
  /// The App Store's identifier of the app (none outside the App Store).
  public let appID: UInt64?
  /// The App Store's identifier of the version (none outside the App Store).
  public let appVersionID: UInt64?
  /// When the user first got the app.
  public let originalPurchaseDate: Date
  /// When the user preordered it, if they did.
  public let preorderDate: Date?
  /// When it was signed.
  public let signedDate: Date
  /// The device verification value.
  public let deviceVerification: Data
  /// The nonce of the device verification.
  public let deviceVerificationNonce: UUID

  /// The record of the app, as the App Store signed it: verified, the harness's (made the first
  /// time it is asked for, unless set); outside a harness's code, a new sandbox record.
  public static var shared: VerificationResult<AppTransaction> {
    get async throws { .verified(AppTransactionRecord.current?.transaction() ?? .sandbox()) }
  }

  /// Asks the App Store for the record again (the user would sign in): the same one here.
  public static func refresh() async throws -> VerificationResult<AppTransaction> {
    try await shared
  }

  static func sandbox(originalAppVersion: String = "1.0", originalPurchaseDate: Date = Date())
    -> AppTransaction
  {
    AppTransaction(
      appTransactionID: "0", environment: .xcode,
      bundleID: Bundle.main.bundleIdentifier ?? "com.example.app", appVersion: "1.0",
      originalAppVersion: originalAppVersion, appID: nil, appVersionID: nil,
      originalPurchaseDate: originalPurchaseDate, preorderDate: nil, signedDate: Date(),
      deviceVerification: Data(), deviceVerificationNonce: UUID())
  }
}

extension AppStore {
  /// The App Store server environment that signs transactions.
  public struct Environment: RawRepresentable, Hashable, Sendable {
    /// Its name.
    public let rawValue: String
    /// An environment by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The App Store.
    public static let production = Environment(rawValue: "Production")
    /// The sandbox.
    public static let sandbox = Environment(rawValue: "Sandbox")
    /// StoreKit testing in Xcode.
    public static let xcode = Environment(rawValue: "Xcode")
  }
}

/// One harness's record of the app's own purchase.
final class AppTransactionRecord: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var record: AppTransaction?

  /// The record of the harness whose code runs now.
  static var current: AppTransactionRecord? {
    _ViewProbeRuntime.harnessState(AppTransactionRecord.self)
  }

  /// The record set, else one made the first time it is asked for.
  func transaction() -> AppTransaction {
    lock.withLock {
      if let record { return record }
      let made = AppTransaction.sandbox()
      record = made
      return made
    }
  }

  func set(_ transaction: AppTransaction) { lock.withLock { record = transaction } }
}

extension ParentHarness {
  /// Says how the user got the app: the version they first got and when, which
  /// `AppTransaction.shared` reports from now on ("1.0", got when first asked, unless set).
  public func setAppTransaction(originalAppVersion: String, originalPurchaseDate: Date = Date()) {
    _harnessState(AppTransactionRecord.self).set(
      .sandbox(originalAppVersion: originalAppVersion, originalPurchaseDate: originalPurchaseDate))
  }
}
