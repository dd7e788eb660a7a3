import Foundation

// Scrolling, selection and gestures of a chart: nothing is laid out, so nothing scrolls and no
// touch lands on a mark. The bindings keep what the app sets (a selection binding is never
// written by ViewProbe), and the modifiers compile with Apple's signatures.

/// Where a scrolling chart comes to rest.
public protocol ChartScrollTargetBehavior: ScrollTargetBehavior {}

/// How many marks a swipe can scroll at a time.
public struct ValueAlignedLimitBehavior: Sendable {
  let name: String
  /// The chart decides.
  public static let automatic = ValueAlignedLimitBehavior(name: "automatic")
  /// Always limited to one major unit.
  public static let always = ValueAlignedLimitBehavior(name: "always")
  /// Never limited.
  public static let never = ValueAlignedLimitBehavior(name: "never")
}

/// How a value-aligned scroll snaps to major values on a swipe.
public struct MajorValueAlignment<Value: Plottable> {
  /// A page: the visible domain's length.
  public static var page: MajorValueAlignment<Value> { MajorValueAlignment() }
  /// Calendar components (`DateComponents(day: 1)`).
  public static func matching(_ components: DateComponents) -> MajorValueAlignment<Value> {
    MajorValueAlignment()
  }
  /// Multiples of `value`.
  public static func unit(_ value: Value) -> MajorValueAlignment<Value> { MajorValueAlignment() }
}

/// A scroll that settles on values spaced at regular intervals.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
  /// Settles on dates matching `components` along x.
  public init(
    matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
    limitBehavior: ValueAlignedLimitBehavior = .automatic
  ) {}

  /// Settles on multiples of `unit` along x.
  public init<P: Plottable>(
    unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
    limitBehavior: ValueAlignedLimitBehavior = .automatic
  ) {}
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
  /// Settles on dates matching `components`.
  public static func valueAligned(
    matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
    limitBehavior: ValueAlignedLimitBehavior = .automatic
  ) -> ValueAlignedChartScrollTargetBehavior {
    ValueAlignedChartScrollTargetBehavior(
      matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
  }

  /// Settles on multiples of `unit`.
  public static func valueAligned<P: Plottable>(
    unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
    limitBehavior: ValueAlignedLimitBehavior = .automatic
  ) -> ValueAlignedChartScrollTargetBehavior {
    ValueAlignedChartScrollTargetBehavior(
      unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
  }
}

nonisolated extension View {
  // MARK: Scrolling

  /// Lets the chart scroll along `axes` (nothing scrolls).
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }

  /// How much of the x domain shows at once (not plotted).
  public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }

  /// How much of the y domain shows at once (not plotted).
  public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }

  /// Where the chart starts scrolled to along x (nothing scrolls).
  public func chartScrollPosition(initialX: some Plottable) -> some View { self }

  /// Where the chart starts scrolled to along y (nothing scrolls).
  public func chartScrollPosition(initialY: some Plottable) -> some View { self }

  /// The value at the leading edge of what shows along x, as the chart scrolls (nothing scrolls:
  /// the binding keeps what the app sets).
  public func chartScrollPosition(x: Binding<some Plottable>) -> some View { self }

  /// The value at the top of what shows along y (nothing scrolls).
  public func chartScrollPosition(y: Binding<some Plottable>) -> some View { self }

  /// Where a scroll of the chart comes to rest (nothing scrolls).
  public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View {
    self
  }

  // MARK: Selection

  /// The value a touch selects along x (not driven: nothing scrubs the chart).
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

  /// The range a two-finger touch selects along x (not driven).
  public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>)
    -> some View
  { self }

  /// The value a touch selects along y (not driven).
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

  /// The range a two-finger touch selects along y (not driven).
  public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>)
    -> some View
  { self }

  /// The value a touch selects on a pie chart (not driven).
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

  /// A gesture on the chart, made with a proxy for positions (not driven: the closure is not
  /// called).
  public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View {
    self
  }
}
