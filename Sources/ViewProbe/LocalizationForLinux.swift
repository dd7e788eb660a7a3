// `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource`, which app code
// uses to localize strings, exist only in Apple's Foundation. On Linux ViewProbe provides them
// with Foundation's names: there are no string tables here, so a localized string is its
// default value (the key when it has none), with interpolated values formatted as Foundation
// formats them.
import Foundation

#if !canImport(Darwin)
  extension String {
    /// A string to localize, with interpolated values: the key and default value of
    /// `String(localized:)`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
      /// The string with its values in place.
      let resolved: String

      /// A value of `value`, as written.
      public init(_ value: String) { resolved = value }

      /// A value from a literal.
      public init(stringLiteral value: String) { resolved = value }

      /// A value from an interpolated literal.
      public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.output
      }

      /// Builds a value from literal text and values.
      public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        /// An empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
          output.reserveCapacity(literalCapacity)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { output += literal }

        /// Appends a value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }

        /// Appends a value formatted by `format`.
        public mutating func appendInterpolation<F: FormatStyle>(
          _ value: F.FormatInput, format: F
        ) where F.FormatOutput == String {
          output += format.format(value)
        }
      }
    }

    /// The localized string of `keyAndValue`: here, the value itself (no string tables).
    public init(
      localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = keyAndValue.resolved
    }

    /// The localized string for `key`: here, its default value.
    public init(
      localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = defaultValue.resolved
    }

    /// The localized string of `resource`: here, its default value.
    public init(localized resource: LocalizedStringResource) {
      self = resource.defaultValue.resolved
    }
  }

  /// A string to localize later (when it is shown), with where its translation lives.
  public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// Where a resource's string table is.
    public enum BundleDescription: Hashable, Sendable {
      /// The app's main bundle.
      case main
      /// The bundle at a URL.
      case atURL(URL)
    }

    /// The key in the string table.
    public let key: String
    /// The string shown when the table has no translation.
    public let defaultValue: String.LocalizationValue
    /// The table's name (`Localizable` when `nil`).
    public let table: String?
    /// The locale to localize for.
    public var locale: Locale
    /// The bundle of the table.
    public let bundle: BundleDescription

    /// A resource whose key and default value are `keyAndValue`.
    public init(
      _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
      bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
      key = keyAndValue.resolved
      defaultValue = keyAndValue
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// A resource for `key`, shown as `defaultValue` without a translation.
    public init(
      _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
      self.key = "\(key)"
      self.defaultValue = defaultValue
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// A resource from a literal.
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    /// A resource from an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
      self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
  }

  /// A type that describes itself with a localized string (an error's message, an enum's case
  /// name in App Intents): Foundation's protocol.
  public protocol CustomLocalizedStringResourceConvertible {
    /// The value, described.
    var localizedStringResource: LocalizedStringResource { get }
  }
#endif
