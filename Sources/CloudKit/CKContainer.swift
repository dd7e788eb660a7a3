// Linux has no CloudKit. There, ViewProbe's product includes this stand-in for what apps that sync
// through iCloud check before they do: whether the user's iCloud account is available, from the
// harness's device (`harness.setICloudSignedIn(_:)`). Records and databases are not here.
import Foundation
import ViewProbe

/// Whether the user's iCloud account can be used.
public enum CKAccountStatus: Int, Sendable {
  /// CloudKit could not tell.
  case couldNotDetermine = 0
  /// Signed in and usable.
  case available = 1
  /// Signed in, but restrictions deny access.
  case restricted = 2
  /// Not signed in.
  case noAccount = 3
  /// Signed in, but not usable for now (the password must be entered again).
  case temporarilyUnavailable = 4
}

extension Notification.Name {
  /// Posted when the iCloud account's status changes (the user signs in or out).
  public static let CKAccountChanged = Notification.Name("CKAccountChangedNotification")
}

/// A CloudKit container: here only its identifier and the account's status.
public final class CKContainer: NSObject, @unchecked Sendable {
  /// The container's identifier.
  public let containerIdentifier: String?

  private init(identifier: String?) { containerIdentifier = identifier }

  /// The app's default container.
  public class func `default`() -> CKContainer { CKContainer(identifier: nil) }

  /// The container `containerIdentifier`.
  public convenience init(identifier containerIdentifier: String) {
    self.init(identifier: Optional(containerIdentifier))
  }

  /// The status of the user's iCloud account on the harness's device.
  public func accountStatus() async throws -> CKAccountStatus { Self.status }

  /// The status, handed to `completionHandler` on another queue.
  public func accountStatus(
    completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void
  ) {
    let status = Self.status
    _ViewProbeRuntime.completeOnAnotherQueue { completionHandler(status, nil) }
  }

  private static var status: CKAccountStatus {
    _ViewProbeRuntime.isSignedInToICloud ? .available : .noAccount
  }
}
