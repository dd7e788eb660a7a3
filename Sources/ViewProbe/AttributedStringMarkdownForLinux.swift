// `AttributedString(markdown:)`, which apps use for rich text, exists only in Apple's Foundation.
// On Linux ViewProbe provides it for inline Markdown: the characters are what a `Text` of the
// same Markdown shows (emphasis, code and link markup removed, escapes kept), and each link's
// words carry its `link` attribute, so `Text(attributed)` shows them and
// `FoundView.tapLink(_:)` opens them. Emphasis is not kept as an attribute (Linux's Foundation
// has no presentation intents), and block syntax (headings, lists) stays as written.
import Foundation

#if !canImport(Darwin)
  extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads Markdown.
    public struct MarkdownParsingOptions: Hashable, Sendable {
      /// Which Markdown syntax is read.
      public enum InterpretedSyntax: Hashable, Sendable {
        /// All of it.
        case full
        /// Inline syntax only.
        case inlineOnly
        /// Inline syntax only, keeping whitespace.
        case inlineOnlyPreservingWhitespace
      }

      /// What happens when the Markdown cannot be read.
      public enum FailurePolicy: Hashable, Sendable {
        /// Throw.
        case throwError
        /// Return what could be read.
        case returnPartiallyParsedIfPossible
      }

      /// Whether `^[text](attribute: value)` spans are read.
      public var allowsExtendedAttributes: Bool
      /// Which syntax is read.
      public var interpretedSyntax: InterpretedSyntax
      /// What happens on failure.
      public var failurePolicy: FailurePolicy
      /// The language of the text.
      public var languageCode: String?

      /// Options.
      public init(
        allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
        failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
      ) {
        self.allowsExtendedAttributes = allowsExtendedAttributes
        self.interpretedSyntax = interpretedSyntax
        self.failurePolicy = failurePolicy
        self.languageCode = languageCode
      }
    }

    /// The attributed string `markdown` shows: its inline Markdown rendered, with its links as
    /// `link` attributes (relative destinations resolved against `baseURL`).
    public init(
      markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(),
      baseURL: URL? = nil
    ) throws {
      self.init()
      var rest = InlineMarkdown.plainText(markdown)[...]
      for link in InlineMarkdown.links(markdown) {
        guard let range = rest.range(of: link.label) else { continue }
        append(AttributedString(String(rest[..<range.lowerBound])))
        var words = AttributedString(link.label)
        words.link = URL(string: link.destination, relativeTo: baseURL)
        append(words)
        rest = rest[range.upperBound...]
      }
      append(AttributedString(String(rest)))
    }
  }
#endif
