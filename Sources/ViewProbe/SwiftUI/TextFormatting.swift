import Foundation

extension Text {
  /// Shows `input` formatted by `format`: `Text(price, format: .currency(code: "EUR"))`,
  /// formatted with the locale (and for dates the calendar and time zone) of the environment it
  /// is shown in, as SwiftUI formats it.
  nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(formatting: { $0.format(input, format) })
  }

  /// Shows the localized string of `resource` (on Linux, its default value: there are no string
  /// tables). A literal is a key, as in SwiftUI; this takes a resource value.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: String(localized: resource))
  }
}

nonisolated extension View {
  /// Hides the navigation bar's back button of the pushed view this is in: the harness's
  /// `navigateBack()` is refused while it is hidden, as a user has no back button (nor the swipe
  /// back) then.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(_BackButtonHiddenModifier(isHidden: hidesBackButton))
  }
}

extension Text {
  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Sendable, Equatable {
    let kind: Kind
    enum Kind: Sendable { case time, date, relative, offset, timer }

    /// The time of day, shortened: "3:04 PM".
    public static let time = DateStyle(kind: .time)
    /// The date, long: "June 3, 2019".
    public static let date = DateStyle(kind: .date)
    /// The time from now to the date: "2 hours, 23 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The signed offset from now: "+2 hours".
    public static let offset = DateStyle(kind: .offset)
    /// A count up or down to the date: "2:32".
    public static let timer = DateStyle(kind: .timer)
  }

  /// Shows `date` in `style`, in the environment's locale and time zone. The relative styles are
  /// computed once, when the body runs: they do not tick as time passes (SwiftUI's do).
  public init(_ date: Date, style: DateStyle) {
    let now = Date()
    self.init(formatting: { Self.format(date, style, now: now, in: $0) })
  }

  nonisolated static func format(
    _ date: Date, _ style: DateStyle, now: Date, in environment: FormatEnvironment = .standard
  ) -> String {
    switch style.kind {
    case .time: return environment.format(date, Date.FormatStyle(date: .omitted, time: .shortened))
    case .date: return environment.format(date, Date.FormatStyle(date: .long, time: .omitted))
    case .relative, .offset, .timer:
      let seconds = Int(date.timeIntervalSince(now).rounded())
      let magnitude = abs(seconds)
      if style.kind == .timer {
        let (hours, minutes, rest) = (magnitude / 3600, magnitude % 3600 / 60, magnitude % 60)
        return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(rest))" : "\(minutes):\(pad(rest))"
      }
      // Apple's examples: relative "2 hours, 23 minutes" (two units), offset "+2 hours" (one).
      let counts = [
        (magnitude / 86_400, "day"), (magnitude % 86_400 / 3600, "hour"),
        (magnitude % 3600 / 60, "minute"), (magnitude % 60, "second"),
      ]
      let shown = counts.drop { $0.0 == 0 }.prefix(style.kind == .offset ? 1 : 2)
        .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
      let amount = shown.isEmpty ? "0 seconds" : shown.joined(separator: ", ")
      guard style.kind == .offset else { return amount }
      return (seconds < 0 ? "-" : "+") + amount
    }
  }

  nonisolated private static func pad(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  /// A timer over `timerInterval`: the time left (counting down) or gone (counting up), "2:32",
  /// at `pauseTime` or, without one, when the body runs (it does not tick, as SwiftUI's does).
  /// Without `showsHours`, minutes go past 59: "90:00".
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
    let seconds = Int(
      (countsDown
        ? timerInterval.upperBound.timeIntervalSince(now)
        : now.timeIntervalSince(timerInterval.lowerBound)).rounded())
    let shown =
      showsHours
      ? Self.format(now.addingTimeInterval(TimeInterval(seconds)), .timer, now: now)
      : "\(seconds / 60):\(Self.pad(seconds % 60))"
    self.init(verbatim: shown)
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// Appends `input` formatted by `format`: `Text("Total: \(total, format: .number)")` (with the
  /// environment's defaults: a key is a string, made before any environment).
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    text += FormatEnvironment.standard.format(input, format)
  }

  /// Appends `date` in `style`: `Text("Due \(date, style: .date)")`.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    text += Text.format(date, style, now: Date())
  }
}

extension Text {
  /// Shows `subject` as `formatter` writes it: `Text(item.timestamp, formatter: itemFormatter)`
  /// (empty when the formatter cannot write it). SwiftUI takes a `ReferenceConvertible` value;
  /// on Linux `Date` and Foundation's other values are not, so any value is taken.
  public init<Subject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// Shows the object `subject` as `formatter` writes it.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// Appends `subject` as `formatter` writes it (as it describes itself without one):
  /// `Text("Saved at \(date, formatter: timeFormatter)")`. SwiftUI takes a
  /// `ReferenceConvertible` value; on Linux `Date` and Foundation's other values are not, so any
  /// value is taken.
  public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
    text += formatter?.string(for: subject) ?? String(describing: subject)
  }

  /// Appends the object `subject` as `formatter` writes it (as it describes itself without one).
  public mutating func appendInterpolation<Subject: NSObject>(
    _ subject: Subject, formatter: Formatter? = nil
  ) {
    text += formatter?.string(for: subject) ?? subject.description
  }
}
