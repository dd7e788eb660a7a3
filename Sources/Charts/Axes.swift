/// What an axis shows: marks built by `AxisMarks`.
public protocol AxisContent {}

/// Builds an axis's content.
@resultBuilder
public enum AxisContentBuilder {
  /// One piece of axis content.
  public static func buildExpression<C: AxisContent>(_ content: C) -> any AxisContent { content }
  /// The pieces in order.
  public static func buildBlock(_ parts: any AxisContent...) -> AxisContentGroup {
    AxisContentGroup(parts: parts)
  }
  /// Pieces shown when a condition holds.
  public static func buildOptional(_ part: AxisContentGroup?) -> any AxisContent {
    part ?? AxisContentGroup(parts: [])
  }
  /// The first branch of an `if`.
  public static func buildEither(first part: AxisContentGroup) -> any AxisContent { part }
  /// The second branch of an `if`.
  public static func buildEither(second part: AxisContentGroup) -> any AxisContent { part }
  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: AxisContentGroup) -> AxisContentGroup { part }
}

/// Pieces of axis content.
public struct AxisContentGroup: AxisContent {
  let parts: [any AxisContent]
}

/// Builds one axis mark's pieces (grid line, tick, label).
@resultBuilder
public enum AxisMarkBuilder {
  /// One piece.
  public static func buildExpression<C: AxisMark>(_ mark: C) -> any AxisMark { mark }
  /// The pieces in order.
  public static func buildBlock(_ parts: any AxisMark...) -> AxisMarkGroup {
    AxisMarkGroup(parts: parts)
  }
  /// Pieces shown when a condition holds.
  public static func buildOptional(_ part: AxisMarkGroup?) -> any AxisMark {
    part ?? AxisMarkGroup(parts: [])
  }
  /// The first branch of an `if`.
  public static func buildEither(first part: AxisMarkGroup) -> any AxisMark { part }
  /// The second branch of an `if`.
  public static func buildEither(second part: AxisMarkGroup) -> any AxisMark { part }
  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: AxisMarkGroup) -> AxisMarkGroup { part }
}

/// A piece of one axis mark.
public protocol AxisMark {}

/// Pieces of one axis mark.
public struct AxisMarkGroup: AxisMark {
  let parts: [any AxisMark]
}

/// Where an axis's marks go.
public struct AxisMarkValues: Sendable {
  /// The platform's choice.
  public static let automatic = AxisMarkValues()
  /// The platform's choice, about `desiredCount` of them.
  public static func automatic(desiredCount: Int? = nil) -> Self { Self() }
  /// At these values.
  public static func values<T: Plottable>(_ values: [T]) -> Self { Self() }
  /// One per `component` of the calendar (each day, each month …).
  public static func stride(by component: Calendar.Component, count: Int = 1) -> Self { Self() }
  /// Every `step` units.
  public static func stride(by step: Double) -> Self { Self() }
}

/// Which side of the chart an axis is on.
public struct AxisMarkPosition: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = AxisMarkPosition(name: "automatic")
  /// Before the plot.
  public static let leading = AxisMarkPosition(name: "leading")
  /// After the plot.
  public static let trailing = AxisMarkPosition(name: "trailing")
  /// Above the plot.
  public static let top = AxisMarkPosition(name: "top")
  /// Below the plot.
  public static let bottom = AxisMarkPosition(name: "bottom")
}

/// One axis value, as a mark's builder gets it.
public struct AxisValue {
  /// The value's position among the marks.
  public let index: Int
  /// How many marks there are.
  public let count: Int
  /// The value, as `type` (none here: nothing is plotted).
  public func `as`<T: Plottable>(_ type: T.Type) -> T? { nil }
}

/// The marks of an axis.
public struct AxisMarks: AxisContent {
  /// Marks at `values`, each built by `content`.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil,
    @AxisMarkBuilder content: @escaping (AxisValue) -> some AxisMark
  ) {}

  /// The default marks at `values`.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) {}

  /// Marks at `values`, built by `content`, which does not need each value.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> some AxisMark
  ) {}

  /// The default marks at these values.
  public init<Value: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: [Value], stroke: StrokeStyle? = nil
  ) {}

  /// Marks at these values, each built by `content`.
  public init<Value: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> some AxisMark
  ) {}

  /// Marks at these values, built by `content`.
  public init<Value: Plottable>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: [Value], @AxisMarkBuilder content: @escaping () -> some AxisMark
  ) {}

  /// The default marks at `values`, labelled with `format`.
  public init<Format: FormatStyle>(
    format: Format, preset: AxisMarkPreset = .automatic,
    position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) where Format.FormatInput: Plottable, Format.FormatOutput == String {}

  /// The default marks at these values, labelled with `format`.
  public init<Value: Plottable, Format: FormatStyle>(
    format: Format, preset: AxisMarkPreset = .automatic,
    position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
  ) where Format.FormatInput == Value, Format.FormatOutput == String {}
}

/// A family of default axis marks.
public struct AxisMarkPreset: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = AxisMarkPreset(name: "automatic")
  /// Values and grid lines, for the plot's extent.
  public static let extended = AxisMarkPreset(name: "extended")
  /// Values, aligned to their ticks.
  public static let aligned = AxisMarkPreset(name: "aligned")
  /// Inset from the plot.
  public static let inset = AxisMarkPreset(name: "inset")
}

/// A grid line across the plot at an axis value.
public struct AxisGridLine: AxisMark {
  /// A grid line, centred or not, stroked with `stroke`.
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick at an axis value.
public struct AxisTick: AxisMark {
  /// A tick, centred or not, of `length`, stroked with `stroke`.
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

/// The label of an axis value.
public struct AxisValueLabel: AxisMark {
  /// The value, formatted by `format`.
  public init<F: FormatStyle>(format: F, centered: Bool? = nil) {}
  /// The value, described.
  public init(centered: Bool? = nil, anchor: UnitPoint? = nil) {}
  /// A custom label.
  public init<Content: View>(centered: Bool? = nil, @ViewBuilder content: () -> Content) {}
  /// A label titled by `titleKey`.
  public init(_ titleKey: LocalizedStringKey) {}
}

nonisolated extension View {
  /// The x axis's marks (not drawn).
  public func chartXAxis(@AxisContentBuilder content: () -> some AxisContent) -> some View {
    self
  }
  /// Shows or hides the x axis (not drawn).
  public func chartXAxis(_ visibility: Visibility) -> some View { self }
  /// The y axis's marks (not drawn).
  public func chartYAxis(@AxisContentBuilder content: () -> some AxisContent) -> some View {
    self
  }
  /// Shows or hides the y axis (not drawn).
  public func chartYAxis(_ visibility: Visibility) -> some View { self }
  /// Shows or hides the legend (not drawn).
  public func chartLegend(_ visibility: Visibility) -> some View { self }
  /// Places the legend (not drawn).
  public func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View { self }
  /// Colours for the values marks are coloured by, as pairs (not drawn).
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(
    _ mapping: KeyValuePairs<D, S>
  ) -> some View { self }
  /// Styles the plot area (not drawn).
  public func chartPlotStyle<Content: View>(
    content: @escaping (ChartPlotContent) -> Content
  ) -> some View { self }
  /// A view over the plot with a proxy for positions (not drawn: the closure is not called).
  public func chartOverlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> some View { self }
  /// A view behind the plot with a proxy for positions (not drawn: the closure is not called).
  public func chartBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> some View { self }
}

/// The plot area, as `chartPlotStyle` styles it.
public struct ChartPlotContent: View {
  /// Nothing is drawn.
  public var body: some View { EmptyView() }
}

/// Converts between a chart's values and positions (nothing is plotted: positions are unknown).
public struct ChartProxy {
  /// The plot area's frame (none: nothing is plotted).
  public var plotFrame: Anchor<CGRect>? { nil }
  /// The plot area's size (zero).
  public var plotSize: CGSize { .zero }
  /// The x value at a position (none).
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
  /// The y value at a position (none).
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
  /// The position of an x value (none).
  public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
  /// The position of a y value (none).
  public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
}
