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

  /// Saves `image` to the photo library: it reaches the `savedPhotos` of the harness whose code
  /// saved it. The completion selector is never called (Linux has no Objective-C runtime; pass
  /// `nil`).
  public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
    _ contextInfo: UnsafeMutableRawPointer?
  ) {
    ProbeContext.current.systemActions?.recordSavedPhoto(image)
  }

  extension ParentHarness {
    /// The images the app saved to the photo library (`UIImageWriteToSavedPhotosAlbum`), in
    /// order.
    public var savedPhotos: [UIImage] {
      core.flush(at: nil)
      return core.graph.systemActions.savedPhotos.compactMap { $0 as? UIImage }
    }
  }
#endif
