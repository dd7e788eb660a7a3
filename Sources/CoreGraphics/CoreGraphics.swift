// Linux has no Core Graphics: Foundation there has its points, sizes and rectangles, and ViewProbe
// declares the rest that SwiftUI code meets (vectors, affine transforms, images, colours, line
// caps and joins). Where it is missing, this module lets a file that writes `import CoreGraphics`
// compile unchanged: it re-exports Foundation and only those types — not ViewProbe's SwiftUI names,
// which a file that does not import SwiftUI may define for itself.
@_exported import Foundation

@_exported import struct ViewProbe.CGAffineTransform
@_exported import class ViewProbe.CGColor
@_exported import class ViewProbe.CGImage
@_exported import enum ViewProbe.CGLineCap
@_exported import enum ViewProbe.CGLineJoin
@_exported import struct ViewProbe.CGVector
