import Foundation
import ViewProbe

/// The key of a filter's input image.
public let kCIInputImageKey = "inputImage"
/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"
/// The key of a filter's intensity.
public let kCIInputIntensityKey = "inputIntensity"
/// The key of a filter's radius.
public let kCIInputRadiusKey = "inputRadius"
/// The key of a filter's scale.
public let kCIInputScaleKey = "inputScale"
/// The key of a filter's center.
public let kCIInputCenterKey = "inputCenter"
/// The key of a filter's angle.
public let kCIInputAngleKey = "inputAngle"
/// The key of a filter's saturation.
public let kCIInputSaturationKey = "inputSaturation"
/// The key of a filter's brightness.
public let kCIInputBrightnessKey = "inputBrightness"
/// The key of a filter's contrast.
public let kCIInputContrastKey = "inputContrast"
/// The key of a filter's exposure value.
public let kCIInputEVKey = "inputEV"
/// The key of a filter's sharpness.
public let kCIInputSharpnessKey = "inputSharpness"
/// The key of a filter's width.
public let kCIInputWidthKey = "inputWidth"
/// The key of a filter's color.
public let kCIInputColorKey = "inputColor"

/// A filter Core Image has: its name, its inputs besides the image (with Apple's defaults), and
/// whether it takes an image or generates one.
struct FilterDefinition: Sendable {
  let name: String
  let takesImage: Bool
  let inputs: [(key: String, value: any Sendable)]

  static let all: [String: FilterDefinition] = Dictionary(
    uniqueKeysWithValues: [
      FilterDefinition(name: "CISepiaTone", inputs: [kCIInputIntensityKey: 1.0]),
      FilterDefinition(
        name: "CICrystallize",
        inputs: [kCIInputRadiusKey: 20.0, kCIInputCenterKey: CIVector(x: 150, y: 150)]),
      FilterDefinition(name: "CIEdges", inputs: [kCIInputIntensityKey: 1.0]),
      FilterDefinition(name: "CIGaussianBlur", inputs: [kCIInputRadiusKey: 10.0]),
      FilterDefinition(
        name: "CIPixellate",
        inputs: [kCIInputCenterKey: CIVector(x: 150, y: 150), kCIInputScaleKey: 8.0]),
      FilterDefinition(
        name: "CIUnsharpMask", inputs: [kCIInputRadiusKey: 2.5, kCIInputIntensityKey: 0.5]),
      FilterDefinition(
        name: "CIVignette", inputs: [kCIInputIntensityKey: 0.0, kCIInputRadiusKey: 1.0]),
      FilterDefinition(
        name: "CITwirlDistortion",
        inputs: [
          kCIInputCenterKey: CIVector(x: 150, y: 150), kCIInputRadiusKey: 300.0,
          kCIInputAngleKey: 3.141592653589793,
        ]),
      FilterDefinition(
        name: "CIColorControls",
        inputs: [
          kCIInputSaturationKey: 1.0, kCIInputBrightnessKey: 0.0, kCIInputContrastKey: 1.0,
        ]),
      FilterDefinition(name: "CIPhotoEffectNoir", inputs: [:]),
      FilterDefinition(name: "CIPhotoEffectMono", inputs: [:]),
      FilterDefinition(name: "CIPhotoEffectChrome", inputs: [:]),
      FilterDefinition(name: "CIColorInvert", inputs: [:]),
      FilterDefinition(name: "CIComicEffect", inputs: [:]),
      FilterDefinition(
        name: "CIBloom", inputs: [kCIInputRadiusKey: 10.0, kCIInputIntensityKey: 0.5]),
      FilterDefinition(
        name: "CIMotionBlur", inputs: [kCIInputRadiusKey: 20.0, kCIInputAngleKey: 0.0]),
      FilterDefinition(name: "CIDiscBlur", inputs: [kCIInputRadiusKey: 8.0]),
      FilterDefinition(name: "CIHueAdjust", inputs: [kCIInputAngleKey: 0.0]),
      FilterDefinition(name: "CIExposureAdjust", inputs: [kCIInputEVKey: 0.0]),
      FilterDefinition(
        name: "CIQRCodeGenerator", takesImage: false,
        inputs: ["inputMessage": Data(), "inputCorrectionLevel": "M"]),
    ].map { ($0.name, $0) })

  init(name: String, takesImage: Bool = true, inputs: KeyValuePairs<String, any Sendable>) {
    self.name = name
    self.takesImage = takesImage
    self.inputs = inputs.map { ($0.key, $0.value) }
  }

  /// Every input key, the image first.
  var inputKeys: [String] { (takesImage ? [kCIInputImageKey] : []) + inputs.map(\.key) }
}

/// An image filter: its inputs are set by key (or, for the built-in filters of
/// `CoreImage.CIFilterBuiltins`, by property), and its output image is the input's recipe with this
/// filter added, naming the inputs the app set.
open class CIFilter: @unchecked Sendable {
  let definition: FilterDefinition
  private var values: [String: Any] = [:]
  /// The keys set, in the order they were first set.
  private var setKeys: [String] = []

  /// The filter's name (`CISepiaTone`).
  open var name: String { definition.name }

  /// The filter named `name`; `nil` for a name this stand-in does not have (Core Image's answer
  /// for a name it does not have; the stand-in has the filters apps commonly use — see Guide §2).
  public init?(name: String) {
    guard let definition = FilterDefinition.all[name] else { return nil }
    self.definition = definition
  }

  /// The filter named `name`, with `params` set.
  public convenience init?(name: String, parameters params: [String: Any]?) {
    self.init(name: name)
    for (key, value) in (params ?? [:]).sorted(by: { $0.key < $1.key }) {
      setValue(value, forKey: key)
    }
  }

  /// The names of its inputs.
  open var inputKeys: [String] { definition.inputKeys }

  /// The names of its outputs.
  open var outputKeys: [String] { [kCIOutputImageKey] }

  /// Sets the input `key`. A key the filter does not have is Core Image's crash
  /// (`NSUnknownKeyException`): recorded as an issue of the running test, and ignored.
  open func setValue(_ value: Any?, forKey key: String) {
    guard inputKeys.contains(key) else {
      _ViewProbeRuntime.reportTrap(
        "setValue(_:forKey: \"\(key)\") on \(name), which has no such input (its inputs: "
          + "\(inputKeys.joined(separator: ", "))): Core Image raises NSUnknownKeyException "
          + "(“this class is not key value coding-compliant for the key \(key).”). Check "
          + "inputKeys first, as filters differ.")
      return
    }
    if !setKeys.contains(key) { setKeys.append(key) }
    values[key] = value
  }

  /// The input `key`'s value: the one set, or the filter's default; `outputImage` for the output.
  open func value(forKey key: String) -> Any? {
    if key == kCIOutputImageKey { return outputImage }
    if let value = values[key] { return value }
    return definition.inputs.first { $0.key == key }?.value
  }

  /// Sets every input back to its default.
  open func setDefaults() {
    values = [:]
    setKeys = []
  }

  /// The output: the input image's recipe with this filter added (`nil` without an input image,
  /// as Core Image gives), or, for a generator, the image it generates.
  open var outputImage: CIImage? {
    let settings = setKeys.filter { $0 != kCIInputImageKey }.map { key in
      "\(key): \(Self.describe(values[key]))"
    }
    let step = settings.isEmpty ? name : "\(name)(\(settings.joined(separator: ", ")))"
    guard definition.takesImage else { return generated(step) }
    guard let input = values[kCIInputImageKey] as? CIImage else { return nil }
    return input.then(step)
  }

  /// What a generator makes: a QR code of its message.
  private func generated(_ step: String) -> CIImage? {
    guard let message = values["inputMessage"] as? Data, !message.isEmpty else { return nil }
    // One pixel per module: the smallest QR version that holds the message in byte mode at the
    // correction level (the first ten versions; a longer message takes the largest, 40).
    let capacities: [String: [Int]] = [
      "L": [17, 32, 53, 78, 106, 134, 154, 192, 230, 271],
      "M": [14, 26, 42, 62, 84, 106, 122, 152, 180, 213],
      "Q": [11, 20, 32, 46, 60, 74, 86, 108, 130, 151],
      "H": [7, 14, 24, 34, 44, 58, 64, 84, 98, 119],
    ]
    let level = value(forKey: "inputCorrectionLevel") as? String ?? "M"
    let version = (capacities[level] ?? capacities["M"]!).firstIndex { message.count <= $0 }
    let side = CGFloat(17 + 4 * (version.map { $0 + 1 } ?? 40))
    let text = String(decoding: message, as: UTF8.self)
    return CIImage(
      description: "QR code “\(text)”", extent: CGRect(x: 0, y: 0, width: side, height: side))
  }

  private static func describe(_ value: Any?) -> String {
    switch value {
    case let data as Data: return "\(data.count) bytes"
    case let image as CIImage: return "(\(image.description))"
    case let value?: return "\(value)"
    case nil: return "nil"
    }
  }

  /// The names of the filters in `category` (here: every filter, whatever the category).
  open class func filterNames(inCategory category: String?) -> [String] {
    FilterDefinition.all.keys.sorted()
  }

  /// Reads a number input as `Float`, whatever number type it was set with.
  func float(_ key: String) -> Float {
    switch value(forKey: key) {
    case let value as Float: return value
    case let value as Double: return Float(value)
    case let value as CGFloat: return Float(value)
    case let value as Int: return Float(value)
    case let value as NSNumber: return value.floatValue
    default: return 0
    }
  }

  /// Reads a point input.
  func point(_ key: String) -> CGPoint {
    switch value(forKey: key) {
    case let vector as CIVector: return vector.cgPointValue
    case let point as CGPoint: return point
    default: return .zero
    }
  }
}

/// Category names filters are listed by.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
