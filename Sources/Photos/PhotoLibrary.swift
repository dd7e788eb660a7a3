// Linux has no Photos. There, ViewProbe's product includes this stand-in, so that app code that
// saves to or reads the user's photo library compiles unchanged and behaves as on a device:
// the library is the harness's (`addPhotoLibraryPhotos`), the user answers its prompts as the test
// says (`setPhotoLibraryAccess`), a save the user did not allow fails, and under limited access
// the app sees only what the user chose and what it added.
import Foundation
import ViewProbe

/// The user's photo library.
public typealias PHPhotoLibrary = _PHPhotoLibrary

/// How much of the library the app asks for.
public enum PHAccessLevel: Int, Sendable {
  /// To add items only.
  case addOnly = 1
  /// To read and change the library.
  case readWrite = 2

  var prompt: PhotoLibraryPrompt { self == .addOnly ? .addOnly : .readWrite }
}

/// Where the app's access to the library stands.
public enum PHAuthorizationStatus: Int, Sendable {
  /// The user was not asked yet.
  case notDetermined = 0
  /// The device's settings (parental controls) forbid access.
  case restricted = 1
  /// The user did not allow it.
  case denied = 2
  /// The user allowed it.
  case authorized = 3
  /// The user allowed the items they chose (iOS 14).
  case limited = 4

  init(_ raw: Int) { self = PHAuthorizationStatus(rawValue: raw) ?? .notDetermined }
}

/// Photos' errors.
public struct PHPhotosError: Error, Hashable, Sendable {
  /// The domain of Photos' errors.
  public static let errorDomain = "PHPhotosErrorDomain"
  /// What went wrong.
  public let code: Code
  /// An error with `code`.
  public init(_ code: Code) { self.code = code }

  /// Photos' error codes.
  public enum Code: Int, Sendable {
    /// The user cancelled.
    case userCancelled = 3072
    /// The device's settings forbid access.
    case accessRestricted = 3310
    /// The user did not allow access.
    case accessUserDenied = 3311
  }

  /// The user did not allow access.
  public static var accessUserDenied: Code { .accessUserDenied }
  /// The device's settings forbid access.
  public static var accessRestricted: Code { .accessRestricted }
  /// The user cancelled.
  public static var userCancelled: Code { .userCancelled }
}

extension _PHPhotoLibrary {
  private static var device: _PhotoLibraryDevice? { _PhotoLibraryDevice.current }

  /// The app's access for `accessLevel`, without asking.
  public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
    PHAuthorizationStatus(device?.status(accessLevel.prompt) ?? 0)
  }

  /// Asks the user for `accessLevel` when nobody has (the harness's answer), then calls
  /// `handler` with the status, on another queue as Photos does.
  public static func requestAuthorization(
    for accessLevel: PHAccessLevel,
    handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
  ) {
    let status = PHAuthorizationStatus(device?.request(accessLevel.prompt) ?? 0)
    _ViewProbeRuntime.completeOnAnotherQueue { handler(status) }
  }

  /// Asks the user for `accessLevel` when nobody has, and returns the status.
  public static func requestAuthorization(for accessLevel: PHAccessLevel) async
    -> PHAuthorizationStatus
  {
    PHAuthorizationStatus(device?.request(accessLevel.prompt) ?? 0)
  }

  /// The app's access to the whole library (deprecated): limited access reads `.authorized`,
  /// as Photos keeps it for code written before limited access.
  public static func authorizationStatus() -> PHAuthorizationStatus {
    legacy(authorizationStatus(for: .readWrite))
  }

  /// Asks the user for the whole library when nobody has (deprecated); limited access reads
  /// `.authorized`. The handler runs on the main queue.
  public static func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
    let status = legacy(PHAuthorizationStatus(device?.request(.readWrite) ?? 0))
    _ViewProbeRuntime.completeOnMainQueue { handler(status) }
  }

  private static func legacy(_ status: PHAuthorizationStatus) -> PHAuthorizationStatus {
    status == .limited ? .authorized : status
  }

  /// Runs `changeBlock`, whose change requests (`PHAssetChangeRequest.creationRequestForAsset`)
  /// Photos then applies: the first change asks the user to let the app add items, and changes
  /// the user did not allow are not applied — `completionHandler` hears `false` and
  /// `PHPhotosError.accessUserDenied`, on another queue as Photos calls it.
  public func performChanges(
    _ changeBlock: @escaping () -> Void,
    completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil
  ) {
    let outcome = Self.apply(changeBlock)
    _ViewProbeRuntime.completeOnAnotherQueue {
      completionHandler?(outcome == nil, outcome)
    }
  }

  /// Runs `changeBlock` and applies its change requests; throws `PHPhotosError.accessUserDenied`
  /// when the user did not allow them.
  nonisolated(nonsending) public func performChanges(_ changeBlock: @escaping () -> Void)
    async throws
  {
    if let error = Self.apply(changeBlock) { throw error }
  }

  /// Runs `changeBlock` and applies its change requests at once.
  public func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws {
    if let error = Self.apply(changeBlock) { throw error }
  }

  /// Runs the block with a change set open, then applies what it asked for; the error, if the
  /// user did not allow it.
  private static func apply(_ changeBlock: () -> Void) -> PHPhotosError? {
    let changes = PhotoChanges()
    PhotoChanges.$open.withValue(changes) { changeBlock() }
    guard !changes.created.isEmpty, let device else { return nil }
    switch PHAuthorizationStatus(device.request(.addOnly)) {
    case .authorized, .limited:
      device.add(changes.created.map(\.item))
      return nil
    case .restricted: return PHPhotosError(.accessRestricted)
    default: return PHPhotosError(.accessUserDenied)
    }
  }
}

/// The change requests a `performChanges` block made.
final class PhotoChanges: @unchecked Sendable {
  /// The open change set, while a `performChanges` block runs.
  @TaskLocal static var open: PhotoChanges?
  var created: [PHAssetChangeRequest] = []
}
