import Foundation
import ViewProbe

/// An image request's identifier.
public typealias PHImageRequestID = Int32

/// The largest size an image can be asked for.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// In an image request's info: whether the image is a low-quality one, a better one following.
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"

/// How an image fits the size asked for.
public enum PHImageContentMode: Int, Sendable {
  /// Fits inside it.
  case aspectFit = 0
  /// Fills it.
  case aspectFill = 1

  /// Fits inside it.
  public static var `default`: PHImageContentMode { .aspectFit }
}

/// How an image is delivered.
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
  /// How quality and speed are weighed.
  public enum DeliveryMode: Int, Sendable {
    /// Photos decides.
    case opportunistic = 0
    /// The best quality only.
    case highQualityFormat = 1
    /// Fast.
    case fastFormat = 2
  }

  /// How it is resized.
  public enum ResizeMode: Int, Sendable {
    /// Not resized.
    case none = 0
    /// Quickly.
    case fast = 1
    /// Exactly.
    case exact = 2
  }

  /// How quality and speed are weighed (one image comes here, never degraded).
  open var deliveryMode = DeliveryMode.opportunistic
  /// How it is resized (not at all here).
  open var resizeMode = ResizeMode.fast
  /// Whether it may be downloaded from iCloud.
  open var isNetworkAccessAllowed = false
  /// Whether the result handler runs before the request returns.
  open var isSynchronous = false

  /// Default options.
  public override init() {}
}

/// Hands out assets' images.
open class PHImageManager: NSObject, @unchecked Sendable {
  private static let shared = PHImageManager()

  /// The shared manager.
  open class func `default`() -> PHImageManager { shared }

  /// Hands `resultHandler` the asset's image — on the main queue after the request returns, or at
  /// once for a synchronous request — or `nil` for an asset the app may not read (any longer).
  /// The image is the one saved, at its size: nothing is resized here.
  @discardableResult
  open func requestImage(
    for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
    options: PHImageRequestOptions?,
    resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    let readable =
      _PhotoLibraryDevice.current?.visibleItems.contains {
        $0.identifier == asset.localIdentifier
      } ?? false
    let image = readable ? asset.image : nil
    let info: [AnyHashable: Any] = [PHImageResultIsDegradedKey: false]
    if options?.isSynchronous == true {
      resultHandler(image, info)
    } else {
      _ViewProbeRuntime.completeOnMainQueue { resultHandler(image, info) }
    }
    return 1
  }

  /// Cancels a request (requests here are delivered at once).
  open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// An image manager that prepares images ahead of time (nothing to prepare here).
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
  /// Prepares images (nothing here).
  open func startCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
    options: PHImageRequestOptions?
  ) {}

  /// Stops preparing images.
  open func stopCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
    options: PHImageRequestOptions?
  ) {}

  /// Stops preparing any image.
  open func stopCachingImagesForAllAssets() {}
}
