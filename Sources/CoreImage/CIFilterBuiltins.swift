// `CoreImage.CIFilterBuiltins`: the built-in filters as typed values (`CIFilter.sepiaTone()`,
// `filter.intensity = 0.5`). A property is its input key, so `filter.intensity` and
// `setValue(_, forKey: kCIInputIntensityKey)` are one input, as in Core Image.
import Foundation

/// What every built-in filter has: its output.
public protocol CIFilterProtocol: AnyObject {
  /// The filtered (or generated) image.
  var outputImage: CIImage? { get }
}

/// Sepia toning.
public protocol CISepiaTone: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// How strong the effect is (0 to 1).
  var intensity: Float { get set }
}

/// Polygon-shaped color blocks.
public protocol CICrystallize: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// The blocks' size.
  var radius: Float { get set }
  /// The pattern's center.
  var center: CGPoint { get set }
}

/// Edges in color.
public protocol CIEdges: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// How strong the edges are.
  var intensity: Float { get set }
}

/// A Gaussian blur.
public protocol CIGaussianBlur: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// How far it blurs.
  var radius: Float { get set }
}

/// Square pixels.
public protocol CIPixellate: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// The grid's center.
  var center: CGPoint { get set }
  /// The squares' size.
  var scale: Float { get set }
}

/// Sharpening.
public protocol CIUnsharpMask: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// How far from edges it sharpens.
  var radius: Float { get set }
  /// How strongly.
  var intensity: Float { get set }
}

/// Darkened edges.
public protocol CIVignette: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// How dark.
  var intensity: Float { get set }
  /// How far in.
  var radius: Float { get set }
}

/// A twirl.
public protocol CITwirlDistortion: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// The twirl's center.
  var center: CGPoint { get set }
  /// Its size.
  var radius: Float { get set }
  /// How far it turns, in radians.
  var angle: Float { get set }
}

/// Saturation, brightness and contrast.
public protocol CIColorControls: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// Saturation (1: unchanged).
  var saturation: Float { get set }
  /// Brightness (0: unchanged).
  var brightness: Float { get set }
  /// Contrast (1: unchanged).
  var contrast: Float { get set }
}

/// A photo effect (noir, mono, chrome …).
public protocol CIPhotoEffect: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
}

/// Inverted colors.
public protocol CIColorInvert: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
}

/// A comic-book look.
public protocol CIComicEffect: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
}

/// A glow.
public protocol CIBloom: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// How far it glows.
  var radius: Float { get set }
  /// How strongly.
  var intensity: Float { get set }
}

/// A blur along a direction.
public protocol CIMotionBlur: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// How far it blurs.
  var radius: Float { get set }
  /// Its direction, in radians.
  var angle: Float { get set }
}

/// A blur of a disc's shape.
public protocol CIDiscBlur: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// How far it blurs.
  var radius: Float { get set }
}

/// A hue rotation.
public protocol CIHueAdjust: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// The rotation, in radians.
  var angle: Float { get set }
}

/// An exposure change.
public protocol CIExposureAdjust: CIFilterProtocol {
  /// The image to filter.
  var inputImage: CIImage? { get set }
  /// The change, in f-stops.
  var ev: Float { get set }
}

/// A QR code of a message.
public protocol CIQRCodeGenerator: CIFilterProtocol {
  /// The message.
  var message: Data { get set }
  /// The error correction level: "L", "M", "Q" or "H".
  var correctionLevel: String { get set }
}

/// One of the built-in filters: its properties are its input keys.
final class BuiltInFilter: CIFilter, CISepiaTone, CICrystallize, CIEdges, CIGaussianBlur,
  CIPixellate, CIUnsharpMask, CIVignette, CITwirlDistortion, CIColorControls, CIPhotoEffect,
  CIColorInvert, CIComicEffect, CIBloom, CIMotionBlur, CIDiscBlur, CIHueAdjust, CIExposureAdjust,
  CIQRCodeGenerator, @unchecked Sendable
{
  var inputImage: CIImage? {
    get { value(forKey: kCIInputImageKey) as? CIImage }
    set { setValue(newValue, forKey: kCIInputImageKey) }
  }
  var intensity: Float {
    get { float(kCIInputIntensityKey) }
    set { setValue(newValue, forKey: kCIInputIntensityKey) }
  }
  var radius: Float {
    get { float(kCIInputRadiusKey) }
    set { setValue(newValue, forKey: kCIInputRadiusKey) }
  }
  var scale: Float {
    get { float(kCIInputScaleKey) }
    set { setValue(newValue, forKey: kCIInputScaleKey) }
  }
  var angle: Float {
    get { float(kCIInputAngleKey) }
    set { setValue(newValue, forKey: kCIInputAngleKey) }
  }
  var saturation: Float {
    get { float(kCIInputSaturationKey) }
    set { setValue(newValue, forKey: kCIInputSaturationKey) }
  }
  var brightness: Float {
    get { float(kCIInputBrightnessKey) }
    set { setValue(newValue, forKey: kCIInputBrightnessKey) }
  }
  var contrast: Float {
    get { float(kCIInputContrastKey) }
    set { setValue(newValue, forKey: kCIInputContrastKey) }
  }
  var ev: Float {
    get { float(kCIInputEVKey) }
    set { setValue(newValue, forKey: kCIInputEVKey) }
  }
  var center: CGPoint {
    get { point(kCIInputCenterKey) }
    set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
  }
  var message: Data {
    get { value(forKey: "inputMessage") as? Data ?? Data() }
    set { setValue(newValue, forKey: "inputMessage") }
  }
  var correctionLevel: String {
    get { value(forKey: "inputCorrectionLevel") as? String ?? "M" }
    set { setValue(newValue, forKey: "inputCorrectionLevel") }
  }

  /// The built-in filter `name` (one this stand-in has).
  static func named(_ name: String) -> BuiltInFilter {
    guard let filter = BuiltInFilter(name: name) else {
      preconditionFailure("the built-in filter \(name) is missing from FilterDefinition.all")
    }
    return filter
  }
}

extension CIFilter {
  /// Sepia toning.
  public static func sepiaTone() -> CIFilter & CISepiaTone { BuiltInFilter.named("CISepiaTone") }
  /// Polygon-shaped color blocks.
  public static func crystallize() -> CIFilter & CICrystallize {
    BuiltInFilter.named("CICrystallize")
  }
  /// Edges in color.
  public static func edges() -> CIFilter & CIEdges { BuiltInFilter.named("CIEdges") }
  /// A Gaussian blur.
  public static func gaussianBlur() -> CIFilter & CIGaussianBlur {
    BuiltInFilter.named("CIGaussianBlur")
  }
  /// Square pixels.
  public static func pixellate() -> CIFilter & CIPixellate { BuiltInFilter.named("CIPixellate") }
  /// Sharpening.
  public static func unsharpMask() -> CIFilter & CIUnsharpMask {
    BuiltInFilter.named("CIUnsharpMask")
  }
  /// Darkened edges.
  public static func vignette() -> CIFilter & CIVignette { BuiltInFilter.named("CIVignette") }
  /// A twirl.
  public static func twirlDistortion() -> CIFilter & CITwirlDistortion {
    BuiltInFilter.named("CITwirlDistortion")
  }
  /// Saturation, brightness and contrast.
  public static func colorControls() -> CIFilter & CIColorControls {
    BuiltInFilter.named("CIColorControls")
  }
  /// A black-and-white photo effect with exaggerated contrast.
  public static func photoEffectNoir() -> CIFilter & CIPhotoEffect {
    BuiltInFilter.named("CIPhotoEffectNoir")
  }
  /// A black-and-white photo effect.
  public static func photoEffectMono() -> CIFilter & CIPhotoEffect {
    BuiltInFilter.named("CIPhotoEffectMono")
  }
  /// A vintage photo effect with exaggerated color.
  public static func photoEffectChrome() -> CIFilter & CIPhotoEffect {
    BuiltInFilter.named("CIPhotoEffectChrome")
  }
  /// Inverted colors.
  public static func colorInvert() -> CIFilter & CIColorInvert {
    BuiltInFilter.named("CIColorInvert")
  }
  /// A comic-book look.
  public static func comicEffect() -> CIFilter & CIComicEffect {
    BuiltInFilter.named("CIComicEffect")
  }
  /// A glow.
  public static func bloom() -> CIFilter & CIBloom { BuiltInFilter.named("CIBloom") }
  /// A blur along a direction.
  public static func motionBlur() -> CIFilter & CIMotionBlur { BuiltInFilter.named("CIMotionBlur") }
  /// A blur of a disc's shape.
  public static func discBlur() -> CIFilter & CIDiscBlur { BuiltInFilter.named("CIDiscBlur") }
  /// A hue rotation.
  public static func hueAdjust() -> CIFilter & CIHueAdjust { BuiltInFilter.named("CIHueAdjust") }
  /// An exposure change.
  public static func exposureAdjust() -> CIFilter & CIExposureAdjust {
    BuiltInFilter.named("CIExposureAdjust")
  }
  /// A QR code generator.
  public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator {
    BuiltInFilter.named("CIQRCodeGenerator")
  }
}
