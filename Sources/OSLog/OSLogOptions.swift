import Foundation

// The options an `OSLogMessage` interpolation takes, with Apple's names. Privacy is kept for the
// signature only: messages are shown as a debugger shows them, with every value.

/// Whether a value is shown in the log.
public struct OSLogPrivacy: Equatable, Sendable {
  /// How a private value is masked.
  public struct Mask: Equatable, Sendable {
    let name: String
    /// A stable hash in place of the value.
    public static let hash = Mask(name: "hash")
    /// No mask.
    public static let none = Mask(name: "none")
  }

  let name: String
  /// The system's choice: scalars public, strings and objects private.
  public static let auto = OSLogPrivacy(name: "auto")
  /// Always shown.
  public static let `public` = OSLogPrivacy(name: "public")
  /// Hidden unless a debugger is attached.
  public static let `private` = OSLogPrivacy(name: "private")
  /// Always hidden in the log.
  public static let sensitive = OSLogPrivacy(name: "sensitive")

  /// Private, masked by `mask`.
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private") }
  /// Sensitive, masked by `mask`.
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive") }
  /// The system's choice, masked by `mask` when hidden.
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto") }
}

/// How an integer is written.
public struct OSLogIntegerFormatting: Sendable {
  let radix: Int
  let explicitPositiveSign: Bool
  let includePrefix: Bool
  let uppercase: Bool
  let minDigits: Int

  /// In decimal.
  public static let decimal = decimal(explicitPositiveSign: false)
  /// In hexadecimal.
  public static let hex = hex(explicitPositiveSign: false)
  /// In octal.
  public static let octal = octal(explicitPositiveSign: false)

  /// In decimal, with a `+` on positive values if asked, padded with zeros to `minDigits`.
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> Self {
    Self(
      radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
      uppercase: false, minDigits: minDigits)
  }

  /// In hexadecimal, with `0x` and capitals if asked.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: Int = 0
  ) -> Self {
    Self(
      radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits)
  }

  /// In octal, with `0o` if asked.
  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: Int = 0
  ) -> Self {
    Self(
      radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits)
  }

  func format<T: BinaryInteger>(_ value: T) -> String {
    var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
    if digits.count < minDigits {
      digits = String(repeating: "0", count: minDigits - digits.count) + digits
    }
    if includePrefix { digits = (radix == 16 ? "0x" : radix == 8 ? "0o" : "") + digits }
    if value < 0 { return "-" + digits }
    return explicitPositiveSign && value > 0 ? "+" + digits : digits
  }
}

/// How a floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
  let style: String
  let precision: Int?
  let explicitPositiveSign: Bool

  /// Fixed-point, six decimals.
  public static let fixed = fixed(explicitPositiveSign: false)
  /// Hexadecimal floating point.
  public static let hex = Self(style: "a", precision: nil, explicitPositiveSign: false)
  /// Exponential notation.
  public static let exponential = exponential(explicitPositiveSign: false)
  /// Fixed or exponential, whichever is shorter.
  public static let hybrid = hybrid(explicitPositiveSign: false)

  /// Fixed-point with `precision` decimals.
  public static func fixed(
    precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> Self {
    Self(style: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }

  /// Fixed-point, six decimals.
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
    Self(style: "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
  }

  /// Exponential notation with `precision` decimals.
  public static func exponential(
    precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> Self {
    Self(style: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }

  /// Exponential notation.
  public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> Self
  {
    Self(style: "e", precision: nil, explicitPositiveSign: explicitPositiveSign)
  }

  /// Fixed or exponential with `precision` significant digits.
  public static func hybrid(
    precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> Self {
    Self(style: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign)
  }

  /// Fixed or exponential, whichever is shorter.
  public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
    Self(style: "g", precision: nil, explicitPositiveSign: explicitPositiveSign)
  }

  func format(_ value: Double) -> String {
    let sign = explicitPositiveSign ? "+" : ""
    let specifier = precision.map { "%\(sign).\($0)\(style)" } ?? "%\(sign)\(style)"
    return String(format: specifier, value)
  }
}

/// How a `Bool` is written.
public enum OSLogBoolFormat: Sendable {
  /// `true` or `false`.
  case truthValue
  /// `YES` or `NO`.
  case answer
}

/// How a value is placed in a column of the message.
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  let left: Bool

  /// As it is.
  public static let none = OSLogStringAlignment(columns: 0, left: true)

  /// Padded on the right to `columns`.
  public static func left(columns: @autoclosure () -> Int) -> Self {
    Self(columns: columns(), left: true)
  }

  /// Padded on the left to `columns`.
  public static func right(columns: @autoclosure () -> Int) -> Self {
    Self(columns: columns(), left: false)
  }

  func apply(to text: String) -> String {
    guard text.count < columns else { return text }
    let padding = String(repeating: " ", count: columns - text.count)
    return left ? text + padding : padding + text
  }
}
