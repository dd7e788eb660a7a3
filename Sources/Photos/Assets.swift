import Foundation
import ViewProbe

/// An item of the photo library: its identifier.
open class PHObject: NSObject, @unchecked Sendable {
  /// The item's identifier in the library.
  public let localIdentifier: String

  init(localIdentifier: String) { self.localIdentifier = localIdentifier }

  /// Items are the same item when their identifiers are.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? PHObject)?.localIdentifier == localIdentifier
  }

  /// Hashes the identifier.
  open override var hash: Int { localIdentifier.hashValue }
}

/// What an asset holds.
public enum PHAssetMediaType: Int, Sendable {
  /// Not known.
  case unknown = 0
  /// A photo.
  case image = 1
  /// A video.
  case video = 2
  /// Audio.
  case audio = 3
}

/// A photo or video in the library. Pixels are not decoded here: its size is zero.
open class PHAsset: PHObject, @unchecked Sendable {
  /// A photo or a video.
  public let mediaType: PHAssetMediaType
  /// When it was added.
  public let creationDate: Date?
  /// Its width in pixels (zero: nothing is decoded).
  public var pixelWidth: Int { 0 }
  /// Its height in pixels (zero: nothing is decoded).
  public var pixelHeight: Int { 0 }
  /// Whether it is a favourite.
  public let isFavorite: Bool
  let image: UIImage?

  init(_ item: _PhotoLibraryItem) {
    mediaType = item.isVideo ? .video : .image
    creationDate = item.creationDate
    isFavorite = item.isFavorite
    image = item.image
    super.init(localIdentifier: item.identifier)
  }

  /// The app's readable assets of `mediaType`, in the order they were added. The first fetch
  /// before the user was asked shows Photos' prompt for the whole library and finds nothing: the
  /// app sees the library once it fetches again after the answer.
  open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?)
    -> PHFetchResult<PHAsset>
  {
    fetch(options) { $0.mediaType == mediaType }
  }

  /// The app's readable assets, in the order they were added.
  open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    fetch(options) { _ in true }
  }

  /// The app's readable assets with these identifiers.
  open class func fetchAssets(
    withLocalIdentifiers identifiers: [String], options: PHFetchOptions?
  ) -> PHFetchResult<PHAsset> {
    fetch(options) { identifiers.contains($0.localIdentifier) }
  }

  private class func fetch(_ options: PHFetchOptions?, _ matches: (PHAsset) -> Bool)
    -> PHFetchResult<PHAsset>
  {
    guard let device = _PhotoLibraryDevice.current else { return PHFetchResult([]) }
    if device.status(.readWrite) == _PhotoLibraryDevice.Status.notDetermined {
      _ = device.request(.readWrite)
      return PHFetchResult([])
    }
    var assets = device.visibleItems.map(PHAsset.init).filter(matches)
    if let limit = options?.fetchLimit, limit > 0 { assets = Array(assets.prefix(limit)) }
    return PHFetchResult(assets)
  }
}

/// How to fetch assets. Linux's Foundation makes no key-based sort descriptors or format
/// predicates: assets come in the order they were added, and `predicate` is not applied.
open class PHFetchOptions: NSObject, @unchecked Sendable {
  /// Not applied here (Linux's Foundation makes no format predicates).
  open var predicate: NSPredicate?
  /// Not applied here: assets come in the order they were added.
  open var sortDescriptors: [NSSortDescriptor]?
  /// At most this many (0: all).
  open var fetchLimit = 0
  /// Whether hidden assets are included (none is hidden here).
  open var includeHiddenAssets = false

  /// Default options.
  public override init() {}
}

/// The objects a fetch found, in order.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
  private let objects: [ObjectType]

  init(_ objects: [ObjectType]) { self.objects = objects }

  /// How many there are.
  open var count: Int { objects.count }
  /// The first, if any.
  open var firstObject: ObjectType? { objects.first }
  /// The last, if any.
  open var lastObject: ObjectType? { objects.last }
  /// The object at `index`.
  open func object(at index: Int) -> ObjectType { objects[index] }
  /// The object at `index`.
  open subscript(index: Int) -> ObjectType { objects[index] }
  /// The objects at `indexes`.
  open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
  /// Whether `object` is among them.
  open func contains(_ object: ObjectType) -> Bool { index(of: object) != NSNotFound }
  /// Where `object` is among them (`NSNotFound` when it is not).
  open func index(of object: ObjectType) -> Int {
    objects.firstIndex { same($0, object) } ?? NSNotFound
  }

  /// Objects are the same when `isEqual` says so (an asset: its identifier), or identical.
  private func same(_ lhs: ObjectType, _ rhs: ObjectType) -> Bool {
    if let lhs = lhs as? NSObject, let rhs = rhs as? NSObject { return lhs.isEqual(rhs) }
    return lhs === rhs
  }
  /// Calls `block` with each object and its index, until it sets its last argument to `true`.
  open func enumerateObjects(
    _ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var stop = ObjCBool(false)
    for (index, object) in objects.enumerated() {
      block(object, index, &stop)
      if stop.boolValue { return }
    }
  }
}

/// A request, made inside a `performChanges` block, that Photos applies after the block.
open class PHChangeRequest: NSObject, @unchecked Sendable {}

/// Where an item a change request creates will be, before it exists.
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

/// A request to create an asset.
open class PHAssetChangeRequest: PHChangeRequest, @unchecked Sendable {
  let identifier = _PhotoLibraryDevice.newIdentifier()
  var image: UIImage?
  var isVideo = false
  /// When the asset was taken (now, unless set).
  open var creationDate: Date?
  /// Whether the asset is a favourite.
  open var isFavorite = false

  /// The item this request adds.
  var item: _PhotoLibraryItem {
    _PhotoLibraryItem(
      identifier: identifier, image: image, isVideo: isVideo, creationDate: creationDate,
      isFavorite: isFavorite, addedByApp: true)
  }

  /// The request of a block (`Self` needs it).
  public required override init() {}

  /// Where the asset will be: its identifier is known at once.
  open var placeholderForCreatedAsset: PHObjectPlaceholder? {
    PHObjectPlaceholder(localIdentifier: identifier)
  }

  /// A request to add `image` to the library.
  open class func creationRequestForAsset(from image: UIImage) -> Self {
    let request = Self()
    request.image = image
    request.open(as: "creationRequestForAsset(from:)")
    return request
  }

  /// A request to add the image in the file at `fileURL`; `nil` when it cannot be read.
  open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? {
    guard let image = UIImage(contentsOfFile: fileURL.path) else { return nil }
    return creationRequestForAsset(from: image)
  }

  /// A request to add the video in the file at `fileURL`; `nil` when it does not exist.
  open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
    let request = Self()
    request.isVideo = true
    request.open(as: "creationRequestForAssetFromVideo(atFileURL:)")
    return request
  }

  /// Joins the open change set; outside one, Photos raises an exception.
  func open(as name: String) {
    guard let changes = PhotoChanges.open else {
      _ViewProbeRuntime.reportTrap(
        "PHAssetChangeRequest.\(name) was called outside a performChanges block: Photos raises "
          + "an exception there (the app crashes). Make change requests inside the block "
          + "PHPhotoLibrary.shared().performChanges runs.")
      return
    }
    changes.created.append(self)
  }
}

/// What a resource of a new asset is.
public enum PHAssetResourceType: Int, Sendable {
  /// The photo.
  case photo = 1
  /// The video.
  case video = 2
  /// Audio.
  case audio = 3
}

/// How a resource is added.
open class PHAssetResourceCreationOptions: NSObject, @unchecked Sendable {
  /// The file name the resource keeps.
  open var originalFilename: String?
  /// Whether the file is moved rather than copied.
  open var shouldMoveFile = false

  /// Default options.
  public override init() {}
}

/// A request to create an asset from its resources.
open class PHAssetCreationRequest: PHAssetChangeRequest, @unchecked Sendable {
  /// A request to create an asset, whose resources the app adds next.
  open class func forAsset() -> PHAssetCreationRequest {
    let request = PHAssetCreationRequest()
    request.open(as: "forAsset()")
    return request
  }

  /// Adds a resource from data: a photo's data is the asset's image.
  open func addResource(
    with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?
  ) {
    if type == .photo { image = UIImage(data: data) }
    if type == .video { isVideo = true }
  }

  /// Adds a resource from a file.
  open func addResource(
    with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?
  ) {
    if type == .photo { image = UIImage(contentsOfFile: fileURL.path) }
    if type == .video { isVideo = true }
  }
}
