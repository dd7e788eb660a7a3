import Foundation

/// A string used as a text key, with interpolation, as `Text("Count: \(n)")` writes it.
///
/// ViewProbe does not localize: the key's text is shown as written.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
  /// The key's characters, interpolated values included, markup left in.
  let text: String
  /// The key as inline Markdown, interpolated values escaped; `nil` when no literal part has
  /// markup characters, so the text shows as it is.
  let markdown: String?

  /// Creates a key from a string.
  public init(_ value: String) {
    text = value
    markdown = InlineMarkdown.hasMarkup(value) ? value : nil
  }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates a key from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) {
    var interpolation = stringInterpolation
    interpolation.mirrorInterpolatedValues()
    text = interpolation.text
    markdown = interpolation.markdown
  }

  /// What a `Text` made from the key shows: its inline Markdown rendered.
  var displayed: String { markdown.map(InlineMarkdown.plainText) ?? text }

  /// Collects the literal parts and interpolated values of a key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    /// The key as Markdown, from the first literal part with markup characters on (the parts
    /// before it escaped); `nil` until then.
    var markdown: String?
    /// How much of `text` (UTF-8 bytes) `markdown` already holds.
    private var mirrored = 0

    /// Reserves room for the literal.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
    }

    /// Appends a literal part.
    public mutating func appendLiteral(_ literal: String) {
      if markdown == nil, InlineMarkdown.hasMarkup(literal) {
        // Earlier literal parts had no markup characters: escaping everything so far changes
        // only the interpolated values in it.
        markdown = InlineMarkdown.escaped(text)
        mirrored = text.utf8.count
      }
      if markdown != nil {
        mirrorInterpolatedValues()
        markdown? += literal
      }
      text += literal
      mirrored = text.utf8.count
    }

    /// Adds what was appended to `text` since the last literal part — interpolated values — to
    /// `markdown`, escaped so that they are never read as markup.
    mutating func mirrorInterpolatedValues() {
      guard markdown != nil, text.utf8.count > mirrored else { return }
      let pending = String(decoding: text.utf8.dropFirst(mirrored), as: UTF8.self)
      markdown? += InlineMarkdown.escaped(pending)
      mirrored = text.utf8.count
    }

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

  /// Shows an attributed string's characters (its attributes are not drawn). Disfavoured, so that
  /// a string literal is still a localized key.
  @_disfavoredOverload
  nonisolated public init(_ attributedContent: AttributedString) {
    string = String(attributedContent.characters)
  }

  /// Shows an image inline with text. ViewProbe draws no images: its string is empty, so the
  /// texts of `Text(Image(systemName: "star")) + Text(" 4.5")` read " 4.5".
  nonisolated public init(_ image: Image) { string = "" }

  /// Shows the text of a key (a string literal, possibly interpolated), its inline Markdown
  /// rendered as SwiftUI renders it: `Text("**Total:** \(sum)")` shows "Total: 12".
  nonisolated public init(_ key: LocalizedStringKey) { string = key.displayed }

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
