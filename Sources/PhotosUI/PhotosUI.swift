// Linux has no PhotosUI. There, ViewProbe's product includes this stand-in, so that a view that
// lets people choose a picture (`PhotosPicker`, `PhotosPickerItem.loadTransferable(type:)`)
// compiles unchanged: the names are ViewProbe's photo picker (a test picks items with
// `ParentHarness.pickPhotos(_:)`).
@_exported import Photos
@_exported import ViewProbe

/// A button that presents the photo picker.
public typealias PhotosPicker = _PhotosPicker
/// An item chosen in the photo picker.
public typealias PhotosPickerItem = _PhotosPickerItem
/// Which items the photo picker offers.
public typealias PHPickerFilter = _PHPickerFilter
/// How the picker orders and updates a multiple selection.
public typealias PhotosPickerSelectionBehavior = _PhotosPickerSelectionBehavior
/// Whether the photo picker is presented or embedded.
public typealias PhotosPickerStyle = _PhotosPickerStyle
/// Parts of the photo picker an app can turn off.
public typealias PHPickerCapabilities = _PHPickerCapabilities

/// How the UIKit photo picker is set up.
public struct PHPickerConfiguration: Sendable {
  /// How a picked item's file is handed over.
  public enum AssetRepresentationMode: Int, Sendable {
    /// As the system prefers.
    case automatic
    /// As it is stored.
    case current
    /// As the most compatible format.
    case compatible
  }

  /// How the picker orders a multiple selection.
  public enum Selection: Int, Sendable {
    /// The default.
    case `default`
    /// In the order picked.
    case ordered
    /// Continuously, while the picker stays up.
    case continuous
  }

  /// Which items it offers (`nil`: all).
  public var filter: PHPickerFilter?
  /// How many items may be picked (0: any number).
  public var selectionLimit = 1
  /// How picked items' files are handed over.
  public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
  /// How a multiple selection is ordered.
  public var selection = Selection.default
  /// Parts of the picker that are turned off (not simulated).
  public var disabledCapabilities: PHPickerCapabilities = []

  /// A configuration without a photo library (picked items have no asset identifiers).
  public init() {}

  /// A configuration for `photoLibrary`.
  public init(photoLibrary: PHPhotoLibrary) {}
}

/// An item picked in the UIKit photo picker: its item provider.
public struct PHPickerResult: Hashable, Sendable {
  /// The picked item, to load as an image, data or a file.
  public let itemProvider: NSItemProvider
  /// The item's identifier in the photo library, when the configuration had one.
  public let assetIdentifier: String?

  /// A picked item (ViewProbe's initialiser, for tests: Apple's results come from the picker).
  public init(itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
    self.itemProvider = itemProvider
    self.assetIdentifier = assetIdentifier
  }
}

/// What the UIKit photo picker tells its delegate.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
  /// The user finished picking: `results` are the picked items (none when cancelled).
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The UIKit photo picker, as apps wrap it in a `UIViewControllerRepresentable`. No library is
/// shown: a test picks for the user by calling the delegate as the picker does —
/// `picker.delegate?.picker(picker, didFinishPicking: [PHPickerResult(itemProvider:
/// NSItemProvider(object: photo))])`.
open class PHPickerViewController: UIViewController {
  /// How it is set up.
  public let configuration: PHPickerConfiguration
  /// Its delegate.
  open weak var delegate: (any PHPickerViewControllerDelegate)?

  /// A picker set up by `configuration`.
  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available: a picker needs its configuration.
  public required init?(coder: NSCoder) { nil }
}
