import Foundation

/// A value a chart can plot: numbers, strings, dates.
public protocol Plottable {}

extension String: Plottable {}
extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension UInt8: Plottable {}
extension UInt16: Plottable {}
extension UInt32: Plottable {}
extension UInt64: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension Decimal: Plottable {}
extension Date: Plottable {}

/// A value with the label that names it on an axis or in the legend.
public struct PlottableValue<Value: Plottable> {
  let value: Value

  /// `value`, labelled by `label`.
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> Self {
    Self(value: value)
  }

  /// `value`, labelled `label`.
  @_disfavoredOverload
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> Self {
    Self(value: value)
  }

  /// A date binned by `unit` (a day, a month …), labelled by `label`.
  public static func value(
    _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
    calendar: Calendar = .current
  ) -> Self where Value == Date {
    Self(value: value)
  }

  /// A date binned by `unit`, labelled `label`.
  @_disfavoredOverload
  public static func value<S: StringProtocol>(
    _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> Self where Value == Date {
    Self(value: value)
  }
}

/// How marks at the same place are stacked.
public struct MarkStackingMethod: Equatable, Sendable {
  let name: String
  /// On top of each other.
  public static let standard = MarkStackingMethod(name: "standard")
  /// Scaled to fill the whole range.
  public static let normalized = MarkStackingMethod(name: "normalized")
  /// Around the centre.
  public static let center = MarkStackingMethod(name: "center")
  /// Not stacked: overlapping.
  public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// How a line or area passes between its points.
public struct InterpolationMethod: Equatable, Sendable {
  let name: String
  /// Straight lines.
  public static let linear = InterpolationMethod(name: "linear")
  /// A smooth curve through every point.
  public static let catmullRom = InterpolationMethod(name: "catmullRom")
  /// A smooth curve that keeps the data's ups and downs.
  public static let monotone = InterpolationMethod(name: "monotone")
  /// A cardinal spline.
  public static let cardinal = InterpolationMethod(name: "cardinal")
  /// Steps, changing at each point.
  public static let stepStart = InterpolationMethod(name: "stepStart")
  /// Steps, changing halfway.
  public static let stepCenter = InterpolationMethod(name: "stepCenter")
  /// Steps, changing at the next point.
  public static let stepEnd = InterpolationMethod(name: "stepEnd")
}

/// A mark's dimension: a fixed size, or a share of the space it has.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  /// The platform's choice.
  public static let automatic = MarkDimension()
  /// `ratio` of the space the mark has.
  public static func ratio(_ ratio: CGFloat) -> Self { Self() }
  /// A fixed size in points.
  public static func fixed(_ value: CGFloat) -> Self { Self() }
  /// A size in points.
  public init(floatLiteral value: Double) {}
  /// A size in points.
  public init(integerLiteral value: Int) {}
  init() {}
}

/// A bar.
public struct BarMark: ChartContent {
  /// A bar from its x and y values.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {}

  /// A bar spanning `xStart` to `xEnd` at `y`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {}

  /// A bar spanning `yStart` to `yEnd` at `x`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {}

  /// A bar at x, spanning `yStart` to `yEnd` in points (the whole plot, by default).
  public init<X: Plottable>(
    x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
    width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {}

  /// A bar at y, spanning `xStart` to `xEnd` in points (the whole plot, by default).
  public init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {}
}

/// A line through points.
public struct LineMark: ChartContent {
  /// A point of a line.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}

  /// A point of the line of `series`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {}
}

/// A point.
public struct PointMark: ChartContent {
  /// A point at x and y.
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
  /// A point at x, at a fixed y (the middle, by default).
  public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {}
  /// A point at y, at a fixed x (the middle, by default).
  public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {}
}

/// An area under a line.
public struct AreaMark: ChartContent {
  /// A point of the area's top edge.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {}

  /// A point of an area between `yStart` and `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {}

  /// A point of the area of `series`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
    stacking: MarkStackingMethod = .standard
  ) {}

  /// A point of the area of `series`, between `yStart` and `yEnd`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    series: PlottableValue<S>
  ) {}

  /// A point of an area between `xStart` and `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {}

  /// A point of the area of `series`, between `xStart` and `xEnd`.
  public init<X: Plottable, Y: Plottable, S: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    series: PlottableValue<S>
  ) {}
}

/// A line across the chart at one value.
public struct RuleMark: ChartContent {
  /// A vertical line at `x`, across the plot or from `yStart` to `yEnd` (in points).
  public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {}
  /// A horizontal line at `y`, across the plot or from `xStart` to `xEnd` (in points).
  public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {}
  /// A vertical line at `x` from the value `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {}
  /// A horizontal line at `y` from the value `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {}
}

/// A rectangle.
public struct RectangleMark: ChartContent {
  /// A rectangle at x and y.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic
  ) {}
  /// A rectangle at x spanning the values `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {}
  /// A rectangle at x spanning `yStart` to `yEnd` in points (the whole plot, by default).
  public init<X: Plottable>(
    x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
    width: MarkDimension = .automatic
  ) {}
  /// A rectangle at y spanning the values `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {}
  /// A rectangle at y spanning `xStart` to `xEnd` in points (the whole plot, by default).
  public init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {}
  /// A rectangle spanning values on both axes.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {}
  /// A rectangle spanning fixed positions on both axes.
  public init(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
  ) {}
  /// A rectangle spanning fixed x positions and values on y.
  public init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {}
  /// A rectangle spanning values on x and fixed y positions.
  public init<X: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil,
    yEnd: CGFloat? = nil
  ) {}
}

/// A slice of a pie or donut chart.
public struct SectorMark: ChartContent {
  /// A slice whose size is `angle`.
  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = 0,
    outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat = 0
  ) {}
}

/// A mark with a modifier applied (not drawn).
public struct ModifiedChartContent<Content: ChartContent>: ChartContent {
  let content: Content
}

extension ChartContent {
  var modified: ModifiedChartContent<Self> { ModifiedChartContent(content: self) }

  /// Colours the mark.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { modified }

  /// Colours marks by a value (one colour per value, with a legend).
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modified
  }

  /// Draws points by a value (one symbol per value).
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { modified }

  /// Draws points with `symbol`.
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { modified }

  /// Places marks side by side by a value, along `axis`, across `span`.
  public func position<P: Plottable>(
    by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
  ) -> some ChartContent {
    modified
  }

  /// The line's stroke.
  public func lineStyle(_ style: StrokeStyle) -> some ChartContent { modified }

  /// How a line passes between its points.
  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { modified }

  /// The mark's opacity.
  public func opacity(_ value: Double) -> some ChartContent { modified }

  /// Rounds the mark's corners.
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> some ChartContent
  {
    modified
  }

  /// The size of point symbols.
  public func symbolSize(_ size: CGFloat) -> some ChartContent { modified }

  /// A view shown next to the mark (not drawn).
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C
  ) -> some ChartContent {
    modified
  }

  /// A view shown next to the mark, kept inside `overflowResolution`'s bounds (not drawn).
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
    @ViewBuilder content: () -> C
  ) -> some ChartContent {
    modified
  }

  /// What VoiceOver reads for the mark.
  public func accessibilityLabel(_ label: Text) -> some ChartContent { modified }

  /// What VoiceOver reads as the mark's value.
  public func accessibilityValue(_ value: Text) -> some ChartContent { modified }
}

/// A shape for point symbols.
public protocol ChartSymbolShape {}

/// The built-in point symbols.
public struct BasicChartSymbolShape: ChartSymbolShape {
  let name: String
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  /// A circle.
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(name: "circle") }
  /// A square.
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape(name: "square") }
  /// A triangle.
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(name: "triangle") }
  /// A diamond.
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(name: "diamond") }
  /// A cross.
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(name: "cross") }
  /// A pentagon.
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(name: "pentagon") }
  /// A plus sign.
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(name: "plus") }
  /// An asterisk.
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(name: "asterisk") }
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = AnnotationPosition(name: "automatic")
  /// Above.
  public static let top = AnnotationPosition(name: "top")
  /// Below.
  public static let bottom = AnnotationPosition(name: "bottom")
  /// Before.
  public static let leading = AnnotationPosition(name: "leading")
  /// After.
  public static let trailing = AnnotationPosition(name: "trailing")
  /// Over the mark.
  public static let overlay = AnnotationPosition(name: "overlay")
}

/// What an annotation does when it would leave the chart (kept).
public struct AnnotationOverflowResolution: Sendable {
  /// Along x, then along y.
  public init(x: Strategy = .automatic, y: Strategy = .automatic) {}

  /// One axis's choice.
  public struct Strategy: Sendable {
    let kind: String
    /// The chart's choice.
    public static let automatic = Strategy(kind: "automatic")
    /// Moved inside the plot.
    public static let fit = Strategy(kind: "fit")
    /// Moved inside `boundary`.
    public static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: "fit") }
    /// The scale grows to make room.
    public static let padScale = Strategy(kind: "padScale")
    /// Left as it is.
    public static let disabled = Strategy(kind: "disabled")

    /// What an annotation is kept inside.
    public struct Boundary: Sendable {
      /// The chart's choice.
      public static let automatic = Boundary()
      /// The plot area.
      public static let plot = Boundary()
      /// The whole chart.
      public static let chart = Boundary()
    }
  }
}
