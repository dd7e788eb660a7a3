// SwiftUI re-exports CoreTransferable (Apple's, or ViewProbe's stand-in on Linux) and makes its
// own images and colors transferable, so `ShareLink(item: image, preview: …)` and a dragged color
// compile as they do in an app.
@_exported import CoreTransferable

extension Image: Transferable {
  /// An image exports as PNG data; ViewProbe's images have no pixels, so the export fails with
  /// an error that says so. Image data imports as an image named for its size
  /// (`image (2048 bytes)`), as a picked photo loads with `loadTransferable(type: Image.self)`.
  nonisolated public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .png) { image in
      throw ImageTransferError(image: "\(image)")
    }
    DataRepresentation(importedContentType: .image) { data in
      Image("image (\(data.count) bytes)")
    }
  }
}

/// Why an image could not be exported: ViewProbe draws nothing.
struct ImageTransferError: Error, CustomStringConvertible {
  let image: String
  var description: String { "\(image) has no pixels in ViewProbe: it cannot be exported as PNG" }
}

extension Color: Transferable {
  /// A color travels as its description (`red`, `#FF8800`), as plain text.
  nonisolated public static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: { (color: Color) in color.description })
  }
}
