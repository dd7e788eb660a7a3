// CoreGraphics' bitmap image, as app code passes it between Core Image, UIKit and SwiftUI
// (`context.createCGImage(output, from: output.extent)`, `UIImage(cgImage:)`, `Image(cgImage, …)`).
// Apple platforms have it from CoreGraphics; where there is none (Linux), ViewProbe declares it:
// there are no pixels, so an image is its description — where it came from and what made it —
// and its size in pixels.
#if !canImport(Darwin)
  /// A bitmap image: here, its description and its size in pixels.
  public final class CGImage: Sendable, CustomStringConvertible {
    /// Where the image came from and what made it (`photo ▸ CISepiaTone(inputIntensity: 0.5)`).
    public let description: String
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int

    /// An image described by `description`, `width` × `height` pixels: for ViewProbe's stand-in
    /// modules (Core Image's context makes these), not for app code.
    public init(_viewProbeDescription description: String, width: Int, height: Int) {
      self.description = description
      self.width = width
      self.height = height
    }
  }
#endif

extension Image {
  /// How an image is turned or mirrored when drawn.
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    /// As stored.
    case up
    /// Mirrored horizontally.
    case upMirrored
    /// Turned 180°.
    case down
    /// Turned 180° and mirrored.
    case downMirrored
    /// Turned 90° counterclockwise.
    case left
    /// Turned 90° counterclockwise and mirrored.
    case leftMirrored
    /// Turned 90° clockwise.
    case right
    /// Turned 90° clockwise and mirrored.
    case rightMirrored
  }

  /// The image of a bitmap, at `scale` pixels per point, labelled for accessibility.
  public init(
    _ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text
  ) {
    self.init(String(describing: cgImage))
  }

  /// The image of a bitmap that accessibility ignores.
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init(String(describing: cgImage))
  }
}
