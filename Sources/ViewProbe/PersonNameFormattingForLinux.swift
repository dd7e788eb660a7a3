// `PersonNameComponents.formatted()`, which app code uses to show a name (the one Sign in with
// Apple shares) and which Linux's Foundation lacks (its `PersonNameComponentsFormatter` is
// unavailable there). Declared only where Foundation does not have it, with Foundation's names.
// Names are written in the given-name-first order of English; other locales' orders are not
// modelled.
#if !canImport(Darwin)
  import Foundation

  extension PersonNameComponents {
    /// How a name is written.
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
      /// How much of the name is written.
      public enum Style: Hashable, Sendable, Codable {
        /// Prefix, given, middle and family names, suffix ("Dr. Jane Q Appleseed Jr.").
        case long
        /// Given and family names ("Jane Appleseed").
        case medium
        /// The nickname, or the given name ("Jane").
        case short
        /// Initials of the given and family names ("JA").
        case abbreviated
      }

      /// How much of the name is written.
      public var style: Style
      /// The locale (kept; names are written in English order).
      public var locale: Locale

      /// A style writing `style` of a name.
      public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
        self.style = style
        self.locale = locale
      }

      /// `name` written in this style.
      public func format(_ name: PersonNameComponents) -> String {
        let parts: [String?]
        switch style {
        case .long:
          parts = [
            name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix,
          ]
        case .medium: parts = [name.givenName, name.familyName]
        case .short: parts = [name.nickname ?? name.givenName ?? name.familyName]
        case .abbreviated:
          return [name.givenName, name.familyName].compactMap { $0?.first.map(String.init) }
            .joined()
        }
        return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
      }
    }

    /// The name written as "Jane Appleseed" (given and family names).
    public func formatted() -> String { FormatStyle().format(self) }

    /// The name written in `style`.
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == PersonNameComponents {
      style.format(self)
    }
  }

  extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A name written in `style` (`.name(style: .short)`).
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
      PersonNameComponents.FormatStyle(style: style)
    }
  }
#endif
