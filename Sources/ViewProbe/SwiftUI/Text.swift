/// A string used as a text key, with interpolation, as `Text("Count: \(n)")` writes it.
///
/// ViewProbe does not localize: the key's text is shown as written.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
  let text: String

  /// Creates a key from a string.
  public init(_ value: String) { text = value }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) { text = value }

  /// Creates a key from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Collects the literal parts and interpolated values of a key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Reserves room for the literal.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
    }

    /// Appends a literal part.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Appends a value, described as `String(describing:)` does.
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }

    /// Appends the string of a `Text`.
    public mutating func appendInterpolation(_ value: Text) { text += value.string }

    /// Appends an inline image: nothing, as `Text(Image(…))` reads (ViewProbe draws no images).
    public mutating func appendInterpolation(_ image: Image) {}

    /// Appends `value` formatted by a `printf`-style `specifier` (`"%.2f"`).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += String(format: specifier, value)
    }
  }
}

/// A view that shows a string. Every `Text` in the tree is listed by `ParentHarness.texts`.
public struct Text: View, Equatable, Sendable {
  let string: String

  /// Shows `content` as is, without localization.
  nonisolated public init(verbatim content: String) { string = content }

  /// Shows a string value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ content: S) { string = String(content) }

  /// Shows an image inline with text. ViewProbe draws no images: its string is empty, so the
  /// texts of `Text(Image(systemName: "star")) + Text(" 4.5")` read " 4.5".
  nonisolated public init(_ image: Image) { string = "" }

  /// Shows the text of a key (a string literal, possibly interpolated).
  nonisolated public init(_ key: LocalizedStringKey) { string = key.text }

  /// A primitive view: it has no children.
  public var body: Never { primitiveBody("Text") }

  /// Joins two texts, as `Text + Text` does.
  nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
    Text(verbatim: lhs.string + rhs.string)
  }
}

extension Text: PrimitiveView {
  func makeChildren(into children: inout ChildList) {}
}
