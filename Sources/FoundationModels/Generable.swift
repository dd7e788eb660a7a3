// Linux has no Foundation Models. There, ViewProbe's product includes this stand-in, so that an
// app that asks Apple's on-device model for text or for a `@Generable` value compiles unchanged
// and answers as the test scripts it: each harness is a device whose model is unavailable unless
// the test makes it available, and which answers the prompts with the responses the test queued
// (`LanguageModelDevice.swift`). No model runs, and schemas and guides shape nothing.
import Foundation

/// A value the model can produce: a `@Generable` type, or one of the basic types.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
  /// What a partly generated value looks like while a response streams (the value itself here).
  associatedtype PartiallyGenerated = Self
  /// The schema the model is guided by.
  static var generationSchema: GenerationSchema { get }
}

extension Generable {
  /// A schema naming the type (no model reads it here).
  public static var generationSchema: GenerationSchema {
    GenerationSchema(typeName: "\(Self.self)")
  }
}

/// A type the model's output can be converted to.
public protocol ConvertibleFromGeneratedContent {}

/// A type that can be converted to the model's content.
public protocol ConvertibleToGeneratedContent {}

/// The structure the model is guided to produce: here its type's name.
public struct GenerationSchema: Sendable, CustomStringConvertible {
  /// The type's name.
  public let typeName: String
  /// The type's name.
  public var description: String { typeName }
}

extension String: Generable {}
extension Int: Generable {}
extension Double: Generable {}
extension Float: Generable {}
extension Decimal: Generable {}
extension Bool: Generable {}
extension Array: Generable, ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent
where Element: Generable {}
extension Optional: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent
where Wrapped: Generable {}

/// Makes a struct or enum something the model can generate: declares its `Generable`
/// conformance.
@attached(extension, conformances: Generable)
public macro Generable(description: String? = nil) =
  #externalMacro(module: "ViewProbeMacros", type: "GenerableMacro")

/// Describes a property to the model (read by nobody here).
@attached(peer)
public macro Guide(description: String) =
  #externalMacro(module: "ViewProbeMacros", type: "GenerableMacro")

/// Describes a property to the model and constrains its values (read by nobody here).
@attached(peer)
public macro Guide(description: String? = nil, _ guides: GenerationGuide<Never>...) =
  #externalMacro(module: "ViewProbeMacros", type: "GenerableMacro")

/// A constraint on the values the model generates for a property (kept, not applied). A guide's
/// type does not follow its property's here (an attached macro cannot see it), so every guide is
/// one type: `GenerationGuide<Int>` names the same as `GenerationGuide<[String]>`.
public typealias GenerationGuide<Value> = _GenerationGuide

/// A constraint on generated values (`GenerationGuide`).
public struct _GenerationGuide: Sendable {
  let summary: String

  /// At least `value`.
  public static func minimum(_ value: Int) -> Self { Self(summary: "≥ \(value)") }
  /// At most `value`.
  public static func maximum(_ value: Int) -> Self { Self(summary: "≤ \(value)") }
  /// Within `range`.
  public static func range(_ range: ClosedRange<Int>) -> Self { Self(summary: "in \(range)") }
  /// At least `value`.
  public static func minimum(_ value: Double) -> Self { Self(summary: "≥ \(value)") }
  /// At most `value`.
  public static func maximum(_ value: Double) -> Self { Self(summary: "≤ \(value)") }
  /// Within `range`.
  public static func range(_ range: ClosedRange<Double>) -> Self { Self(summary: "in \(range)") }
  /// Exactly `value`.
  public static func constant(_ value: String) -> Self { Self(summary: "= \(value)") }
  /// One of `values`.
  public static func anyOf(_ values: [String]) -> Self { Self(summary: "one of \(values)") }
  /// Exactly `count` elements.
  public static func count(_ count: Int) -> Self { Self(summary: "\(count) elements") }
  /// A number of elements within `range`.
  public static func count(_ range: ClosedRange<Int>) -> Self { Self(summary: "\(range) elements") }
  /// At least `count` elements.
  public static func minimumCount(_ count: Int) -> Self { Self(summary: "≥ \(count) elements") }
  /// At most `count` elements.
  public static func maximumCount(_ count: Int) -> Self { Self(summary: "≤ \(count) elements") }
  /// `guide`, for each element.
  public static func element(_ guide: Self) -> Self { Self(summary: "each \(guide.summary)") }
}
