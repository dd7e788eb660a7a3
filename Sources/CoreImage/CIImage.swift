// Linux has no Core Image. There, ViewProbe's product includes this stand-in, so an app that
// filters a photo (Instafilter) or draws a QR code (Hot Prospects) compiles unchanged. There are no
// pixels: an image is a recipe — where it came from and each filter applied, with the inputs the app
// set — that travels through `CIContext.createCGImage`, `UIImage(cgImage:)` and `Image(uiImage:)`
// into the view's `Image` name, so a test reads which filter the app applied and how strongly.
import Foundation
import ViewProbe

/// An image as Core Image holds it: here, its recipe and its extent.
open class CIImage: CustomStringConvertible, @unchecked Sendable {
  /// Where the image came from and what was done to it, step by step (`photo ▸ CISepiaTone(…)`).
  public let description: String
  /// The rectangle the image covers (a color covers an infinite one; an image made from data has
  /// no size here, as nothing is decoded).
  public let extent: CGRect

  init(description: String, extent: CGRect) {
    self.description = description
    self.extent = extent
  }

  /// The image of a UIKit image.
  public convenience init?(image: UIImage) {
    self.init(description: image.description, extent: CGRect(origin: .zero, size: image.size))
  }

  /// The image of a bitmap.
  public convenience init(cgImage: CGImage) {
    self.init(
      description: cgImage.description,
      extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
  }

  /// The image encoded in `data`; `nil` for empty data.
  public convenience init?(data: Data) {
    guard let image = UIImage(data: data) else { return nil }
    self.init(image: image)
  }

  /// The image in the file at `url`; `nil` when it cannot be read.
  public convenience init?(contentsOf url: URL) {
    guard let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
    self.init(data: data)
  }

  /// An image of one color, infinite in extent.
  public convenience init(color: CIColor) {
    self.init(description: "color \(color)", extent: .infinite)
  }

  /// An image with nothing in it.
  open class func empty() -> CIImage { CIImage(description: "empty", extent: .null) }

  /// This image with `step` added to its recipe.
  func then(_ step: String, extent: CGRect? = nil) -> CIImage {
    CIImage(description: "\(description) ▸ \(step)", extent: extent ?? self.extent)
  }

  /// The image cropped to `rect`.
  open func cropped(to rect: CGRect) -> CIImage {
    then("cropped", extent: extent.intersection(rect))
  }

  /// The image moved, scaled or turned by `matrix`.
  open func transformed(by matrix: CGAffineTransform) -> CIImage {
    then("transformed", extent: extent.isInfinite ? extent : extent.applying(matrix))
  }

  /// This image over `dest`.
  open func composited(over dest: CIImage) -> CIImage {
    then("over (\(dest.description))", extent: extent.union(dest.extent))
  }

  /// The output of the filter `filterName` given this image and `params`; an empty image for a
  /// name Core Image does not have.
  open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
    guard let filter = CIFilter(name: filterName) else { return .empty() }
    filter.setValue(self, forKey: kCIInputImageKey)
    for (key, value) in params.sorted(by: { $0.key < $1.key }) {
      filter.setValue(value, forKey: key)
    }
    return filter.outputImage ?? .empty()
  }

  /// The output of the filter `filterName` given this image and its defaults.
  open func applyingFilter(_ name: String) -> CIImage {
    applyingFilter(name, parameters: [:])
  }
}

/// A color as Core Image holds it.
public struct CIColor: CustomStringConvertible, Hashable, Sendable {
  /// Its components, 0 to 1.
  public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

  /// A color of these components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// Black.
  public static let black = CIColor(red: 0, green: 0, blue: 0)
  /// White.
  public static let white = CIColor(red: 1, green: 1, blue: 1)
  /// Fully transparent.
  public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Red.
  public static let red = CIColor(red: 1, green: 0, blue: 0)
  /// Green.
  public static let green = CIColor(red: 0, green: 1, blue: 0)
  /// Blue.
  public static let blue = CIColor(red: 0, green: 0, blue: 1)
  /// Cyan.
  public static let cyan = CIColor(red: 0, green: 1, blue: 1)
  /// Magenta.
  public static let magenta = CIColor(red: 1, green: 0, blue: 1)
  /// Yellow.
  public static let yellow = CIColor(red: 1, green: 1, blue: 0)
  /// Mid grey.
  public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)

  /// "(r g b a)".
  public var description: String { "(\(red) \(green) \(blue) \(alpha))" }
}

/// A vector of numbers, as filters take points and offsets.
public struct CIVector: CustomStringConvertible, Hashable, Sendable {
  /// Its numbers.
  public let values: [CGFloat]

  /// A vector of two numbers.
  public init(x: CGFloat, y: CGFloat) { values = [x, y] }

  /// A vector of four numbers.
  public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }

  /// The vector of a point.
  public init(cgPoint point: CGPoint) { self.init(x: point.x, y: point.y) }

  /// Its first number.
  public var x: CGFloat { values.first ?? 0 }
  /// Its second number.
  public var y: CGFloat { values.count > 1 ? values[1] : 0 }
  /// The point of its first two numbers.
  public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }

  /// "[x y]".
  public var description: String { "[\(values.map { "\($0)" }.joined(separator: " "))]" }
}

/// Renders Core Image images into bitmaps.
open class CIContext: @unchecked Sendable {
  /// A context.
  public init() {}

  /// A context with `options` (kept, not used).
  public init(options: [CIContextOption: Any]?) {}

  /// The bitmap of `image` in `fromRect`; `nil` for an infinite rectangle, which no bitmap holds
  /// (render a color or a generator's output cropped).
  open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
    guard !fromRect.isInfinite, !fromRect.isNull else { return nil }
    return CGImage(
      _viewProbeDescription: image.description, width: pixels(fromRect.width),
      height: pixels(fromRect.height))
  }
}

/// A length in whole pixels: 0 for one that is not finite.
func pixels(_ length: CGFloat) -> Int {
  length.isFinite ? Int(max(0, length.rounded())) : 0
}

/// An option of a `CIContext`.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
  /// The option's name.
  public let rawValue: String
  /// An option.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Whether rendering runs on the CPU.
  public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
  /// Whether intermediate images are cached.
  public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}

extension UIImage {
  /// The UIKit image of a Core Image image (its recipe).
  public convenience init(ciImage: CIImage) {
    self.init(
      cgImage: CGImage(
        _viewProbeDescription: ciImage.description, width: pixels(ciImage.extent.width),
        height: pixels(ciImage.extent.height)))
  }
}
