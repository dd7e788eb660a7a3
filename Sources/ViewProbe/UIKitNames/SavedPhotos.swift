#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation
  import Testing

  #if !canImport(ObjectiveC)
    /// An Objective-C method's name. Linux has no Objective-C runtime: `#selector` does not
    /// compile there, so the only selector UIKit code can pass here is `nil`.
    public struct Selector: Hashable, Sendable {
      /// The method's name.
      public let name: String
      /// A selector named `name`.
      public init(_ name: String) { self.name = name }
    }
  #endif

  /// Saves `image` to the photo library of the harness whose code saved it (its `savedPhotos`),
  /// as UIKit does: the first save asks the user to let the app add photos
  /// (`setPhotoLibraryAccess(_:)`), and a save the user did not allow adds nothing. The
  /// completion selector is never called (Linux has no Objective-C runtime; pass `nil`).
  public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
    _ contextInfo: UnsafeMutableRawPointer?
  ) {
    guard let library = _PhotoLibraryDevice.current,
      library.request(.addOnly) == _PhotoLibraryDevice.Status.authorized
    else { return }
    library.add([_PhotoLibraryItem(image: image, addedByApp: true)])
  }

  extension ParentHarness {
    /// The images the app saved to the photo library (`UIImageWriteToSavedPhotosAlbum`, or a
    /// `Photos` creation request), in order.
    public var savedPhotos: [UIImage] {
      core.flush(at: nil)
      return _harnessState(_PhotoLibraryDevice.self).allItems.filter(\.addedByApp)
        .compactMap(\.image)
    }
  }
#endif
