// Foundation's `RelativeDateTimeFormatter` ("2 hours ago", "yesterday"), which Linux's Foundation
// lacks: app code formats "last updated" labels with it. Declared only where Foundation does not
// have it, with Foundation's names; the words are Foundation's own relative date style's
// (`Date.AnchoredRelativeFormatStyle`), in the formatter's locale.
#if !canImport(Darwin)
  import Foundation

  /// Formats a date relative to another as words: "2 hours ago", "in 3 days", "yesterday".
  open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a date is said with numbers or, where the language has them, named days.
    public enum DateTimeStyle: Int, Sendable {
      /// "1 day ago".
      case numeric
      /// "yesterday".
      case named
    }

    /// How long the unit words are.
    public enum UnitsStyle: Int, Sendable {
      /// "2 hours ago".
      case full
      /// "two hours ago".
      case spellOut
      /// "2 hr. ago".
      case short
      /// "2h ago" where the language has it.
      case abbreviated
    }

    /// Numbers or named days (`.numeric` unless set).
    open var dateTimeStyle = DateTimeStyle.numeric
    /// How long the unit words are (`.full` unless set).
    open var unitsStyle = UnitsStyle.full
    /// Where the text goes (kept: the words are not capitalized for it).
    open var formattingContext = Formatter.Context.unknown
    /// The calendar the difference is counted in.
    open var calendar: Calendar! = .current
    /// The language of the words.
    open var locale: Locale! = .current

    /// A formatter with numeric dates and full unit words.
    public override init() { super.init() }

    /// A formatter decoded from `coder`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` said relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      var style = Date.AnchoredRelativeFormatStyle(
        anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric,
        unitsStyle: foundationUnitsStyle)
      style.locale = locale ?? .current
      style.calendar = calendar ?? .current
      return style.format(referenceDate)
    }

    /// The moment `timeInterval` from now, said relative to now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let now = Date()
      return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The moment `dateComponents` from now, said relative to now.
    open func localizedString(from dateComponents: DateComponents) -> String {
      let now = Date()
      let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
      return localizedString(for: date, relativeTo: now)
    }

    /// A date relative to now, or `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
      guard let date = obj as? Date else { return nil }
      return localizedString(for: date, relativeTo: Date())
    }

    private var foundationUnitsStyle: Date.RelativeFormatStyle.UnitsStyle {
      switch unitsStyle {
      case .full: .wide
      case .spellOut: .spellOut
      case .short: .abbreviated
      case .abbreviated: .narrow
      }
    }
  }
#endif
