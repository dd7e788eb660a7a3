#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// UIKit's image, as SwiftUI view code on iOS uses it: `Image(uiImage: image)`, an image made
  /// from downloaded or picked data. Here it keeps its source and its data; nothing is decoded
  /// (there is no image codec), so its size is zero.
  ///
  /// Images compare as UIKit's do (`isEqual(_:)`, which makes an `NSObject` `Equatable`): by the
  /// image they hold, not by object — two images of the same data, or of the same asset name, are
  /// equal — so `onChange(of: pickedImage)` runs when a different picture arrives.
  public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// Where the image came from (`photo`, `star`, `data: 120 bytes, fnv1a …`).
    public let description: String
    private let data: Data?
    private let bitmap: CGImage?

    init(description: String, data: Data? = nil, bitmap: CGImage? = nil) {
      self.description = description
      self.data = data
      self.bitmap = bitmap
    }

    /// An empty image.
    public convenience init() { self.init(description: "empty image") }

    /// The image named `name` in the app's asset catalog (every name is found).
    public convenience init?(named name: String) { self.init(description: name) }

    /// The SF Symbol `name`.
    public convenience init?(systemName name: String) { self.init(description: name) }

    /// An image from encoded data; `nil` for empty data (nothing else can be checked). Images of
    /// different data are different images (`Image(uiImage:)` compares them so).
    public convenience init?(data: Data) {
      guard !data.isEmpty else { return nil }
      self.init(description: Self.describe(data), data: data)
    }

    /// An image from a file; `nil` when the file cannot be read.
    public convenience init?(contentsOfFile path: String) {
      guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
        return nil
      }
      let name = (path as NSString).lastPathComponent
      self.init(description: "\(name), \(Self.describe(data))", data: data)
    }

    /// "data: 120 bytes, fnv1a 5d3f…": the size and a digest of the bytes (FNV-1a, 64 bits).
    private static func describe(_ data: Data) -> String {
      var digest: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in data {
        digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      let size = data.count == 1 ? "1 byte" : "\(data.count) bytes"
      return "data: \(size), fnv1a \(String(digest, radix: 16))"
    }

    /// The image of a bitmap (made by Core Image, for one): it shows the bitmap's description.
    public convenience init(cgImage: CGImage) {
      self.init(description: String(describing: cgImage), bitmap: cgImage)
    }

    /// The bitmap it was made from, if it was made from one.
    public var cgImage: CGImage? { bitmap }

    /// The image's size in points (zero: nothing is decoded).
    public var size: CGSize { .zero }

    /// The data the image was made from, as JPEG would be (here: that data, unconverted).
    public func jpegData(compressionQuality: CGFloat) -> Data? { data }

    /// The data the image was made from, as PNG would be (here: that data, unconverted).
    public func pngData() -> Data? { data }

    /// Whether two images hold the same image: the same source (asset, symbol, bitmap) and data.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
      lhs === rhs || (lhs.description == rhs.description && lhs.data == rhs.data)
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
  }

  extension Image {
    /// The SwiftUI image of a UIKit image.
    public init(uiImage: UIImage) { self.init(uiImage.description) }
  }
#endif
