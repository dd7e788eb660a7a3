// Linux has no Core ML. There, ViewProbe's product includes this stand-in with Core ML's names,
// so that a view that asks a model for a prediction (100 Days of SwiftUI's BetterRest) compiles.
// No model runs here: `MLModel(contentsOf:)` throws, and the class Xcode generates from an
// `.mlmodel` file (`SleepCalculator`) is not generated — a test target supplies one of the same
// shape that answers as the test needs (Guide §2).
import Foundation

/// Why Core ML failed.
public struct MLModelError: CustomNSError, Hashable, Sendable, CustomStringConvertible {
  /// The reasons (Apple's raw values).
  public enum Code: Int, Sendable {
    /// A failure of no particular kind.
    case generic = 0
    /// A feature value of the wrong type.
    case featureType = 1
    /// A file could not be read or written.
    case io = 3
    /// A custom layer failed.
    case customLayer = 4
    /// A custom model failed.
    case customModel = 5
    /// An on-device update failed.
    case update = 6
    /// A parameter was not valid.
    case parameters = 7
    /// A decryption key could not be fetched.
    case modelDecryptionKeyFetch = 8
    /// A model could not be decrypted.
    case modelDecryption = 9
    /// A model collection failed.
    case modelCollection = 10
    /// A prediction was cancelled.
    case predictionCancelled = 11
  }

  /// The reason.
  public let code: Code
  /// What happened.
  public let message: String

  /// An error with `code`.
  public init(_ code: Code, message: String = "") {
    self.code = code
    self.message = message
  }

  /// The error's domain.
  public static var errorDomain: String { "com.apple.CoreML" }
  /// The code, as an `NSError`'s.
  public var errorCode: Int { code.rawValue }
  /// The message, as an `NSError`'s `localizedDescription`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
  /// The message.
  public var description: String { message.isEmpty ? "Core ML error \(code.rawValue)" : message }

  /// A failure of no particular kind.
  public static let generic = Code.generic
  /// A feature value of the wrong type.
  public static let featureType = Code.featureType
  /// A file could not be read or written.
  public static let io = Code.io
}

/// Where a model runs.
public enum MLComputeUnits: Int, Sendable {
  /// The CPU only.
  case cpuOnly = 0
  /// The CPU and the GPU.
  case cpuAndGPU = 1
  /// Every unit.
  case all = 2
  /// The CPU and the Neural Engine.
  case cpuAndNeuralEngine = 3
}

/// How a model is loaded.
open class MLModelConfiguration: NSObject, @unchecked Sendable {
  /// Where the model runs (`.all` unless set).
  open var computeUnits = MLComputeUnits.all
  /// Whether the GPU may accumulate in lower precision.
  open var allowLowPrecisionAccumulationOnGPU = false
  /// The model's display name.
  open var modelDisplayName: String?

  /// The default configuration.
  public override init() {}
}

/// The type of a feature value.
public enum MLFeatureType: Int, Sendable {
  /// No value.
  case invalid = 0
  /// An integer.
  case int64 = 1
  /// A number.
  case double = 2
  /// A string.
  case string = 3
  /// An image.
  case image = 4
  /// A multi-dimensional array.
  case multiArray = 5
  /// A dictionary.
  case dictionary = 6
  /// A sequence.
  case sequence = 7
  /// A state.
  case state = 8
}

/// One input or output value of a model.
open class MLFeatureValue: NSObject, @unchecked Sendable {
  /// The value's type.
  public let type: MLFeatureType
  /// The integer, or 0.
  public let int64Value: Int64
  /// The number, or 0.
  public let doubleValue: Double
  /// The string, or "".
  public let stringValue: String

  private init(type: MLFeatureType, int64: Int64 = 0, double: Double = 0, string: String = "") {
    self.type = type
    int64Value = int64
    doubleValue = double
    stringValue = string
  }

  /// An integer value.
  public convenience init(int64 value: Int64) { self.init(type: .int64, int64: value) }
  /// A number value.
  public convenience init(double value: Double) { self.init(type: .double, double: value) }
  /// A string value.
  public convenience init(string value: String) { self.init(type: .string, string: value) }
}

/// A set of named feature values: a model's input or output.
public protocol MLFeatureProvider {
  /// The names of its features.
  var featureNames: Set<String> { get }
  /// The value named `featureName`.
  func featureValue(for featureName: String) -> MLFeatureValue?
}

/// Feature values from a dictionary of integers, numbers, strings and feature values.
open class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider, @unchecked Sendable {
  /// The values by name.
  public let dictionary: [String: MLFeatureValue]

  /// Values from `dictionary`; throws `.featureType` for a value of another kind.
  public init(dictionary: [String: Any]) throws {
    var values: [String: MLFeatureValue] = [:]
    for (name, value) in dictionary {
      switch value {
      case let value as MLFeatureValue: values[name] = value
      case let value as Int: values[name] = MLFeatureValue(int64: Int64(value))
      case let value as Int64: values[name] = MLFeatureValue(int64: value)
      case let value as Double: values[name] = MLFeatureValue(double: value)
      case let value as String: values[name] = MLFeatureValue(string: value)
      default:
        throw MLModelError(.featureType, message: "The value of \(name) is not a feature value.")
      }
    }
    self.dictionary = values
  }

  /// The names of its features.
  open var featureNames: Set<String> { Set(dictionary.keys) }

  /// The value named `featureName`.
  open func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}

/// A trained model. None runs here: loading one throws.
open class MLModel: NSObject, @unchecked Sendable {
  /// A model loaded from the compiled model at `url`: it throws here, where Core ML is missing.
  public init(contentsOf url: URL) throws {
    throw MLModelError(
      .io,
      message:
        "Core ML models do not run on this platform (ViewProbe's stand-in): give the view a "
        + "model class of your own in the test target")
  }

  /// A model loaded from `url` with `configuration`: it throws here, as `init(contentsOf:)` does.
  public convenience init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
    try self.init(contentsOf: url)
  }

  /// A prediction for `input` (never reached: no model loads).
  open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider {
    throw MLModelError(.generic, message: "No Core ML model runs on this platform.")
  }

  /// Compiles the model at `url`: it throws here.
  open class func compileModel(at url: URL) throws -> URL {
    throw MLModelError(.io, message: "Core ML models are not compiled on this platform.")
  }
}
