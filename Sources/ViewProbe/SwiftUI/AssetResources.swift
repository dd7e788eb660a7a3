import Foundation

/// An image in an asset catalog, as Xcode's generated asset symbols name it
/// (`Image(.avatar)`, from `ImageResource.avatar`). Xcode writes those symbols from the catalog
/// into the app target; a ViewProbe mirror target declares the ones its views use:
/// `extension ImageResource { static let avatar = ImageResource(name: "avatar", bundle: .main) }`.
public struct ImageResource: Hashable, Sendable {
  /// The asset's name.
  let name: String

  /// The image named `name` in `bundle`'s asset catalog.
  public init(name: String, bundle: Bundle) { self.name = name }
}

/// A colour in an asset catalog, as Xcode's generated asset symbols name it (`Color(.brand)`);
/// declare the ones the views use as for `ImageResource`.
public struct ColorResource: Hashable, Sendable {
  /// The asset's name.
  let name: String

  /// The colour named `name` in `bundle`'s asset catalog.
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
  /// The image of an asset-catalog resource (shown by its name).
  public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
  /// The colour of an asset-catalog resource (named after it).
  public init(_ resource: ColorResource) { self.init(resource.name) }
}

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  extension UIImage {
    /// The UIKit image of an asset-catalog resource.
    public convenience init(resource: ImageResource) { self.init(description: resource.name) }
  }

  extension UIColor {
    /// The UIKit colour of an asset-catalog resource.
    public convenience init(resource: ColorResource) { self.init(name: resource.name) }
  }
#endif
