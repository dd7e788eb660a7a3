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

  /// The links of the key's Markdown whose destination is a URL.
  var links: [TextLink] {
    guard let markdown else { return [] }
    return InlineMarkdown.links(markdown).compactMap { link in
      URL(string: link.destination).map { TextLink(label: link.label, url: $0) }
    }
  }

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
nonisolated public struct Text: View, Equatable, Sendable {
  /// What the text shows (a formatted value: formatted with the environment's defaults).
  let string: String
  /// Links and formatting, for the few texts that have them (`nil` keeps a plain text a string
  /// and one empty reference, cheap to copy and compare).
  let extras: TextExtras?
  /// The foreground given to this text itself (`Text(…).foregroundColor(.clear)`), or `nil` for
  /// the environment's.
  var foreground: ForegroundPaint?

  /// Shows `content` as is, without localization.
  nonisolated public init(verbatim content: String) { self.init(string: content) }

  /// Shows a string value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ content: S) { self.init(string: String(content)) }

  /// Shows an attributed string's characters (its attributes are not drawn, but its links can be
  /// tapped). Disfavoured, so that a string literal is still a localized key.
  @_disfavoredOverload
  nonisolated public init(_ attributedContent: AttributedString) {
    self.init(
      string: String(attributedContent.characters),
      links: attributedContent.runs.compactMap { run in
        run.link.map { TextLink(label: String(attributedContent[run.range].characters), url: $0) }
      })
  }

  /// Shows an image inline with text. ViewProbe draws no images: its string is empty, so the
  /// texts of `Text(Image(systemName: "star")) + Text(" 4.5")` read " 4.5".
  nonisolated public init(_ image: Image) { self.init(string: "") }

  /// Shows the text of a key (a string literal, possibly interpolated), its inline Markdown
  /// rendered as SwiftUI renders it: `Text("**Total:** \(sum)")` shows "Total: 12", and
  /// `Text("Read the [terms](https://example.com/terms)")` shows "Read the terms" with a link.
  nonisolated public init(_ key: LocalizedStringKey) {
    self.init(string: key.displayed, links: key.links)
  }

  /// Shows the text of a key from the strings table `tableName` in `bundle`, with a comment for
  /// translators. There are no string tables here: it shows the key, as `init(_:)` does.
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(key)
  }

  nonisolated private init(
    string: String, links: [TextLink] = [], formatter: ((FormatEnvironment) -> String)? = nil
  ) {
    self.string = string
    extras =
      links.isEmpty && formatter == nil ? nil : TextExtras(links: links, formatter: formatter)
  }

  /// A text that shows what `resolve` makes for the environment it is shown in.
  nonisolated init(formatting resolve: @escaping (FormatEnvironment) -> String) {
    self.init(string: resolve(.standard), formatter: resolve)
  }

  /// The links the text shows (Markdown `[label](url)`, or an attributed string's `link` runs):
  /// `FoundView.tapLink(_:)` opens one.
  var links: [TextLink] { extras?.links ?? [] }

  /// Texts are equal when they show the same string (formatted with the defaults) and links.
  nonisolated public static func == (lhs: Text, rhs: Text) -> Bool {
    lhs.string == rhs.string && (lhs.extras?.links ?? []) == (rhs.extras?.links ?? [])
      && lhs.foreground == rhs.foreground
  }

  /// A primitive view: it has no children.
  @MainActor
  public var body: Never { primitiveBody("Text") }

  /// Joins two texts, as `Text + Text` does.
  nonisolated public static func + (lhs: Text, rhs: Text) -> Text {
    let formatter: ((FormatEnvironment) -> String)? =
      lhs.extras?.formatter == nil && rhs.extras?.formatter == nil
      ? nil
      : { environment in
        (lhs.extras?.formatter?(environment) ?? lhs.string)
          + (rhs.extras?.formatter?(environment) ?? rhs.string)
      }
    var joined = Text(
      string: lhs.string + rhs.string, links: (lhs.extras?.links ?? []) + (rhs.extras?.links ?? []),
      formatter: formatter)
    // Both parts in one foreground keep it; a clear part joined to a drawn one is drawn whole.
    joined.foreground = lhs.foreground == rhs.foreground ? lhs.foreground : nil
    return joined
  }
}

/// What a few texts carry besides their string: links, and how to format a value for the
/// environment where the text is shown (immutable).
final class TextExtras: @unchecked Sendable {
  let links: [TextLink]
  let formatter: ((FormatEnvironment) -> String)?

  init(links: [TextLink], formatter: ((FormatEnvironment) -> String)?) {
    self.links = links
    self.formatter = formatter
  }
}

/// A link a `Text` shows: the words shown and where they lead.
struct TextLink: Equatable, Sendable {
  let label: String
  let url: URL
}

extension Text: PrimitiveView {
  func makeChildren(into children: inout ChildList) {}
}
