// SwiftUI formats the values a `Text` shows (`Text(date, format: …)`, `Text(date, style: …)`)
// with the environment's locale, calendar and time zone. ViewProbe does too: such a text keeps how
// to format its value and is formatted for the environment where it is shown, so
// `.environment(\.locale, Locale(identifier: "de_DE"))` shows German dates. Where no environment
// is at hand (a value interpolated into a key, a text field's formatted value) the environment's
// defaults are used — `en_US`, Gregorian, UTC — never the machine's, so results do not depend on
// where the tests run.
import Foundation

/// The parts of the environment that formatting reads.
struct FormatEnvironment {
  let locale: Locale
  let calendar: Calendar
  let timeZone: TimeZone

  /// The environment's defaults.
  static let standard = FormatEnvironment(EnvironmentValues())

  init(_ environment: EnvironmentValues) {
    locale = environment.locale
    var calendar = environment.calendar
    calendar.locale = environment.locale
    calendar.timeZone = environment.timeZone
    self.calendar = calendar
    timeZone = environment.timeZone
  }

  /// `format` with this locale, and for dates this calendar and time zone.
  func applied<F: FormatStyle>(to format: F) -> F {
    let localized = format.locale(locale)
    if var style = localized as? Date.FormatStyle {
      style.calendar = calendar
      style.timeZone = timeZone
      return style as? F ?? localized
    }
    if var style = localized as? Date.ISO8601FormatStyle {
      style.timeZone = timeZone
      return style as? F ?? localized
    }
    return localized
  }

  /// `input` formatted by `format` here.
  func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String
  where F.FormatOutput == String {
    applied(to: format).format(input)
  }
}

extension Text {
  /// The string this text shows in `environment`: a formatted value is formatted there.
  func string(in environment: EnvironmentValues) -> String {
    extras?.formatter.map { $0(FormatEnvironment(environment)) } ?? string
  }
}
