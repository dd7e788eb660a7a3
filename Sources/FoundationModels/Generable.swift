// Linux has no Foundation Models. There, ViewProbe's product includes this stand-in, so that an
// app that asks Apple's on-device model for text or for a `@Generable` value compiles unchanged
// and answers as the test scripts it: each harness is a device whose model is unavailable unless
// the test makes it available, and which answers the prompts with the responses the test queued
// (`LanguageModelDevice.swift`). No model runs, and schemas and guides shape nothing.
import Foundation

/// A value the model can produce: a `@Generable` type, or one of the basic types.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
  /// What a value looks like while a response streams: for a `@Generable` struct, a struct of
  /// the same properties, each optional until the model has produced it; for the basic types and
  /// enums, the type itself.
  associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
  /// The schema the model is guided by.
  static var generationSchema: GenerationSchema { get }
  /// This value, as the last snapshot of a stream shows it: every property there.
  func asPartiallyGenerated() -> PartiallyGenerated
  /// The snapshots a stream of this value shows, in order, each one holding more of it: for
  /// ViewProbe's stand-in, not for app or test code (`@Generable` writes it).
  func _streamedSnapshots() -> [PartiallyGenerated]
}

extension Generable {
  /// A schema naming the type (no model reads it here).
  public static var generationSchema: GenerationSchema {
    GenerationSchema(typeName: "\(Self.self)")
  }
}

extension Generable where PartiallyGenerated == Self {
  /// The value itself.
  public func asPartiallyGenerated() -> Self { self }
  /// The whole value, in one snapshot.
  public func _streamedSnapshots() -> [Self] { [self] }
}

/// A type the model's output can be converted to.
public protocol ConvertibleFromGeneratedContent {}

/// A type that can be converted to the model's content: it can be part of a prompt or of
/// instructions (an example value the model should not copy).
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {}

/// The structure the model is guided to produce: here its type's name.
public struct GenerationSchema: Sendable, CustomStringConvertible {
  /// The type's name.
  public let typeName: String
  /// The type's name.
  public var description: String { typeName }
}

/// Identifies one generated value across the snapshots of a stream, so that a view showing a
/// list as it streams keeps each row's identity (`ForEach` over partially generated values).
public struct GenerationID: Sendable, Hashable {
  private let value = UUID()

  /// A new identifier.
  public init() {}
}

extension String: Generable {
  /// The text as it streams: word by word, each snapshot the whole text so far (not the new
  /// words alone), as the model's snapshots are.
  public func _streamedSnapshots() -> [String] {
    var snapshots: [String] = []
    var index = startIndex
    while index < endIndex {
      let wordStart = self[index...].firstIndex { !$0.isWhitespace } ?? endIndex
      guard wordStart < endIndex else { break }
      index = self[wordStart...].firstIndex(where: \.isWhitespace) ?? endIndex
      snapshots.append(String(self[..<index]))
    }
    if snapshots.last != self { snapshots.append(self) }
    return snapshots
  }
}
extension Int: Generable {}
extension Double: Generable {}
extension Float: Generable {}
extension Decimal: Generable {}
extension Bool: Generable {}
extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {}
extension Array: PromptRepresentable, InstructionsRepresentable, ConvertibleToGeneratedContent
where Element: ConvertibleToGeneratedContent {}
extension Array: Generable where Element: Generable {
  /// The elements generated so far, each partly generated.
  public typealias PartiallyGenerated = [Element.PartiallyGenerated]

  /// Every element, whole.
  public func asPartiallyGenerated() -> [Element.PartiallyGenerated] {
    map { $0.asPartiallyGenerated() }
  }

  /// The elements as they stream: one after another, each through its own snapshots (keeping
  /// its identity), those before it whole.
  public func _streamedSnapshots() -> [[Element.PartiallyGenerated]] {
    var done: [Element.PartiallyGenerated] = []
    var snapshots: [[Element.PartiallyGenerated]] = [[]]
    for element in self {
      let steps = element._streamedSnapshots()
      snapshots += steps.map { done + [$0] }
      if let last = steps.last { done.append(last) }
    }
    return snapshots
  }
}
extension Optional: ConvertibleFromGeneratedContent where Wrapped: ConvertibleFromGeneratedContent {
}
extension Optional: PromptRepresentable, InstructionsRepresentable, ConvertibleToGeneratedContent
where Wrapped: ConvertibleToGeneratedContent {}
extension Optional where Wrapped: Generable {
  /// A partly generated optional value is its wrapped value's partial form.
  public typealias PartiallyGenerated = Wrapped.PartiallyGenerated
}

/// The partial form of a property's value, for the members `@Generable` writes: not for app or
/// test code.
public func _partial<Value: Generable>(of value: Value) -> Value.PartiallyGenerated? {
  value.asPartiallyGenerated()
}

/// The partial form of an optional property's value (`nil` stays `nil`).
public func _partial<Value: Generable>(of value: Value?) -> Value.PartiallyGenerated? {
  value?.asPartiallyGenerated()
}

/// The snapshots of a property's value as it streams, for the members `@Generable` writes.
public func _snapshots<Value: Generable>(of value: Value) -> [Value.PartiallyGenerated] {
  value._streamedSnapshots()
}

/// The snapshots of an optional property's value (none for `nil`: the property stays unset).
public func _snapshots<Value: Generable>(of value: Value?) -> [Value.PartiallyGenerated] {
  value?._streamedSnapshots() ?? []
}

/// Makes a struct or enum something the model can generate: declares its `Generable`
/// conformance and, for a struct, the `PartiallyGenerated` form a stream shows it in.
@attached(
  extension, conformances: Generable,
  names: named(PartiallyGenerated), named(asPartiallyGenerated), named(_streamedSnapshots))
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
