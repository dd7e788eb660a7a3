import Foundation

// The scales, axis labels, legends and styles of a chart: they decide where and how marks are
// drawn, and ViewProbe draws nothing, so each modifier keeps the chart as it is. They compile with
// Apple's signatures so that chart code is tested as written.

/// The values a scale covers: a closed range of numbers or dates, an array of categories, or
/// `.automatic`.
public protocol ScaleDomain {}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// A domain the chart works out from its data.
public struct AutomaticScaleDomain: ScaleDomain {}

extension ScaleDomain where Self == AutomaticScaleDomain {
  /// The domain the chart works out from its data.
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }

  /// The domain the chart works out, including zero or not, forwards or backwards.
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil)
    -> AutomaticScaleDomain
  { AutomaticScaleDomain() }
}

/// The positions a position scale maps its domain to.
public protocol PositionScaleRange {}

extension ClosedRange: PositionScaleRange where Bound == CGFloat {}

/// The plot area's length, padded.
public struct PlotDimensionScaleRange: PositionScaleRange {}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
  /// The plot area's length.
  public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange() }
  /// The plot area's length, padded by `padding` at each end.
  public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange()
  }
  /// The plot area's length, padded by `startPadding` and `endPadding`.
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0)
    -> PlotDimensionScaleRange
  { PlotDimensionScaleRange() }
}

/// How a scale maps values to positions.
public struct ScaleType: Sendable {
  let name: String
  /// The type the chart chooses.
  public static let automatic = ScaleType(name: "automatic")
  /// Linear.
  public static let linear = ScaleType(name: "linear")
  /// Logarithmic.
  public static let log = ScaleType(name: "log")
  /// Square root.
  public static let squareRoot = ScaleType(name: "squareRoot")
  /// Symmetric logarithmic.
  public static let symmetricLog = ScaleType(name: "symmetricLog")
  /// Dates.
  public static let date = ScaleType(name: "date")
  /// Categories.
  public static let category = ScaleType(name: "category")
  /// A power of `exponent`.
  public static func power(exponent: Double) -> ScaleType { ScaleType(name: "power") }
}

/// What an axis style closure is given: the axis, to style (not drawn).
public struct ChartAxisContent: View {
  /// Nothing is drawn.
  public var body: some View { EmptyView() }
}

nonisolated extension View {
  // MARK: Axis labels

  /// The x axis's label (not drawn).
  public func chartXAxisLabel(
    _ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic,
    alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View { self }

  /// The x axis's label, from a string (not drawn).
  @_disfavoredOverload
  public func chartXAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View { self }

  /// The x axis's label, a view (not drawn).
  public func chartXAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C
  ) -> some View { self }

  /// The y axis's label (not drawn).
  public func chartYAxisLabel(
    _ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic,
    alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View { self }

  /// The y axis's label, from a string (not drawn).
  @_disfavoredOverload
  public func chartYAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View { self }

  /// The y axis's label, a view (not drawn).
  public func chartYAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C
  ) -> some View { self }

  /// Styles the x axis (not drawn).
  public func chartXAxisStyle<Content: View>(
    @ViewBuilder content: @escaping (ChartAxisContent) -> Content
  ) -> some View { self }

  /// Styles the y axis (not drawn).
  public func chartYAxisStyle<Content: View>(
    @ViewBuilder content: @escaping (ChartAxisContent) -> Content
  ) -> some View { self }

  // MARK: Position scales

  /// The x scale: its domain, the positions it maps to, and its type (not plotted).
  public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View { self }

  /// The x scale's domain and type (not plotted).
  public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil)
    -> some View
  { self }

  /// The x scale's range and type (not plotted).
  public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil)
    -> some View
  { self }

  /// The x scale's type (not plotted).
  public func chartXScale(type: ScaleType? = nil) -> some View { self }

  /// The y scale: its domain, the positions it maps to, and its type (not plotted).
  public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View { self }

  /// The y scale's domain and type (not plotted).
  public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil)
    -> some View
  { self }

  /// The y scale's range and type (not plotted).
  public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil)
    -> some View
  { self }

  /// The y scale's type (not plotted).
  public func chartYScale(type: ScaleType? = nil) -> some View { self }

  // MARK: Foreground style scales

  /// Colours for the values marks are coloured by (not drawn).
  public func chartForegroundStyleScale<Domain: ScaleDomain, Range>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View { self }

  /// The values marks are coloured by (not drawn).
  public func chartForegroundStyleScale<Domain: ScaleDomain>(
    domain: Domain, type: ScaleType? = nil
  ) -> some View { self }

  /// Colours for the values of `domain`, each chosen by `mapping` (not drawn).
  public func chartForegroundStyleScale<Domain: Collection & ScaleDomain, S: ShapeStyle>(
    domain: Domain, mapping: @escaping (Domain.Element) -> S
  ) -> some View { self }

  /// Colours chosen by `mapping` for each value (not drawn).
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
    mapping: @escaping (DataValue) -> S
  ) -> some View { self }

  /// The colours values are given, in order (not drawn).
  public func chartForegroundStyleScale<Range>(range: Range, type: ScaleType? = nil)
    -> some View
  { self }

  /// The foreground style scale's type (not drawn).
  public func chartForegroundStyleScale(type: ScaleType? = nil) -> some View { self }

  // MARK: Symbol scales

  /// Symbols for the values marks are told apart by, as pairs (not drawn).
  public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(
    _ mapping: KeyValuePairs<DataValue, S>
  ) -> some View { self }

  /// The values marks are told apart by symbol (not drawn).
  public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View { self }

  /// Symbols for the values of `domain`, in order (not drawn).
  public func chartSymbolScale<Domain: ScaleDomain, Range: Collection>(
    domain: Domain, range: Range
  ) -> some View where Range.Element: ChartSymbolShape { self }

  /// Symbols for the values of `domain`, each chosen by `mapping` (not drawn).
  public func chartSymbolScale<Domain: Collection & ScaleDomain, S: ChartSymbolShape>(
    domain: Domain, mapping: @escaping (Domain.Element) -> S
  ) -> some View { self }

  /// Symbols chosen by `mapping` for each value (not drawn).
  public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(
    mapping: @escaping (DataValue) -> S
  ) -> some View { self }

  /// The symbols values are given, in order (not drawn).
  public func chartSymbolScale<Range: Collection>(range: Range) -> some View
  where Range.Element: ChartSymbolShape { self }

  // MARK: Symbol size scales

  /// Symbol sizes for values, as pairs (not drawn).
  public func chartSymbolSizeScale<DataValue: Plottable>(
    _ mapping: KeyValuePairs<DataValue, CGFloat>
  ) -> some View { self }

  /// Symbol sizes: the domain, the sizes and the scale's type (not drawn).
  public func chartSymbolSizeScale<Domain: ScaleDomain, Range>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View { self }

  /// The values marks are sized by (not drawn).
  public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil)
    -> some View
  { self }

  /// Symbol sizes for the values of `domain`, each chosen by `mapping` (not drawn).
  public func chartSymbolSizeScale<Domain: Collection & ScaleDomain>(
    domain: Domain, mapping: @escaping (Domain.Element) -> CGFloat
  ) -> some View { self }

  /// Symbol sizes chosen by `mapping` for each value (not drawn).
  public func chartSymbolSizeScale<DataValue: Plottable>(
    mapping: @escaping (DataValue) -> CGFloat
  ) -> some View { self }

  /// The sizes symbols span (not drawn).
  public func chartSymbolSizeScale<Range>(range: Range, type: ScaleType? = nil) -> some View {
    self
  }

  /// The symbol size scale's type (not drawn).
  public func chartSymbolSizeScale(type: ScaleType? = nil) -> some View { self }

  // MARK: Line style scales

  /// Line styles for values, as pairs (not drawn).
  public func chartLineStyleScale<DataValue: Plottable>(
    _ mapping: KeyValuePairs<DataValue, StrokeStyle>
  ) -> some View { self }

  /// The values lines are told apart by (not drawn).
  public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain) -> some View { self }

  /// Line styles for the values of `domain`, in order (not drawn).
  public func chartLineStyleScale<Domain: ScaleDomain, Range: Collection>(
    domain: Domain, range: Range
  ) -> some View where Range.Element == StrokeStyle { self }

  /// The line styles values are given, in order (not drawn).
  public func chartLineStyleScale<Range: Collection>(range: Range) -> some View
  where Range.Element == StrokeStyle { self }

  /// Line styles for the values of `domain`, each chosen by `mapping` (not drawn).
  public func chartLineStyleScale<Domain: Collection & ScaleDomain>(
    domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle
  ) -> some View { self }

  /// Line styles chosen by `mapping` for each value (not drawn).
  public func chartLineStyleScale<DataValue: Plottable>(
    mapping: @escaping (DataValue) -> StrokeStyle
  ) -> some View { self }

  // MARK: Legends

  /// Places the legend and draws it with `content` (not drawn).
  public func chartLegend<Content: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) -> some View { self }
}
