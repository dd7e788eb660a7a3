// A stand-in for Apple's unified-logging messages on Linux, where there is no OSLog: a message
// written as a string literal with interpolations (`"saved \(count, privacy: .public) notes"`)
// compiles with the options Apple's takes, and is formatted at once.

/// A log message: a string literal whose interpolations take formatting and privacy options.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  /// The formatted text.
  public let text: String

  /// A message with no interpolations.
  public init(stringLiteral value: String) { text = value }

  /// A message built from its interpolations.
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The pieces of an `OSLogMessage`, formatted as they are appended.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""

  /// Room for the literal text and the interpolations.
  public init(literalCapacity: Int, interpolationCount: Int) {
    text.reserveCapacity(literalCapacity + 8 * interpolationCount)
  }

  /// Literal text.
  public mutating func appendLiteral(_ literal: String) { text += literal }

  /// A string, aligned in a column if asked.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(to: argumentString())
  }

  /// An integer, in decimal, hexadecimal or octal.
  public mutating func appendInterpolation<T: BinaryInteger>(
    _ number: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(to: format.format(number()))
  }

  /// A `Double`, fixed, exponential or whichever is shorter.
  public mutating func appendInterpolation(
    _ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(to: format.format(number()))
  }

  /// A `Float`, as a `Double` is.
  public mutating func appendInterpolation(
    _ number: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(to: format.format(Double(number())))
  }

  /// A `Bool`, as `true`/`false` or `YES`/`NO`.
  public mutating func appendInterpolation(
    _ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truthValue,
    privacy: OSLogPrivacy = .auto
  ) {
    let value = boolean()
    text += format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
  }

  /// Any value that describes itself.
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(to: value().description)
  }

  /// An error.
  public mutating func appendInterpolation(
    _ error: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto
  ) {
    text += String(describing: error())
  }

  /// A type's name.
  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Any.Type, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(to: String(describing: value()))
  }
}
