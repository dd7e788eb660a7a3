// Linux has no AdSupport. There, ViewProbe's product includes this stand-in: the advertising
// identifier is all zeros unless the user let the app track (App Tracking Transparency), as on
// iOS 14 and later.
import AppTrackingTransparency
import Foundation

/// The device's advertising identifier.
public final class ASIdentifierManager: NSObject, Sendable {
  private static let manager = ASIdentifierManager()

  /// The manager.
  public class func shared() -> ASIdentifierManager { manager }

  /// The identifier: all zeros unless tracking is authorized, then one per device.
  public var advertisingIdentifier: UUID {
    ATTrackingManager.trackingAuthorizationStatus == .authorized
      ? UUID(uuidString: "6D92078A-8246-4BA4-AE5B-76104861E7DC")!
      : UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
  }

  /// Whether ads may be tracked (deprecated; follows the tracking authorization).
  public var isAdvertisingTrackingEnabled: Bool {
    ATTrackingManager.trackingAuthorizationStatus == .authorized
  }
}
