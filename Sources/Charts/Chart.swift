// Linux has no Swift Charts. There, ViewProbe's product includes this stand-in, so that a view
// file that writes `import Charts` compiles unchanged and the state around its chart can be
// tested. A `Chart` draws nothing and has no views inside: its marks are kept, not plotted.
@_exported import ViewProbe

/// A chart of marks (not drawn: a test sees the views around it, not its marks).
public struct Chart<Content: ChartContent>: View {
  let content: Content

  /// A chart of the marks `content` builds.
  public init(@ChartContentBuilder content: () -> Content) {
    self.content = content()
  }

  /// A chart with one group of marks per element of `data`.
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = ForEach(_rowsOf: data, identify: { $0.id }, content: content)
  }

  /// A chart with one group of marks per element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    self.content = ForEach(_rowsOf: data, identify: { $0[keyPath: id] }, content: content)
  }

  /// Nothing is drawn.
  public var body: some View { EmptyView() }
}

/// What a chart is made of: marks, groups of them, the `ForEach`s that repeat them, and your own
/// chart content, whose `body` builds marks as a view's body builds views.
public protocol ChartContent {
  /// The type of the content's body (none, for the marks themselves).
  associatedtype Body: ChartContent = _NoChartBody
  /// The marks this content is made of.
  @ChartContentBuilder var body: Body { get }
}

/// The body of a mark, which has none: a mark is drawn as it is.
public enum _NoChartBody: ChartContent {
  /// Never made.
  public var body: _NoChartBody { return absurd() }

  private func absurd() -> _NoChartBody { switch self {} }
}

extension ChartContent where Body == _NoChartBody {
  /// A mark has no body: it is drawn as it is.
  public var body: _NoChartBody { fatalError("\(Self.self) is drawn as it is; it has no body") }
}

extension ForEach: ChartContent where Content: ChartContent {}

extension ForEach where Content: ChartContent {
  /// Marks for each element of `data`, identified by the value at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(_rowsOf: data, identify: { $0[keyPath: id] }, content: content)
  }

  /// Marks for each element of `data`, identified by its `id`.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(_rowsOf: data, identify: { $0.id }, content: content)
  }

  /// Marks for each number of a constant range.
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content)
  where Data == Range<Int>, ID == Int {
    self.init(_rowsOf: data, identify: { $0 }, content: content)
  }
}

/// Marks in a chart's content: the result of a `ChartContentBuilder` block.
public struct ChartContentGroup: ChartContent {
  let parts: [any ChartContent]
}

/// Builds a chart's content from marks, `ForEach`es and `if`s.
@resultBuilder
public enum ChartContentBuilder {
  /// One mark or group.
  public static func buildExpression<C: ChartContent>(_ content: C) -> any ChartContent {
    content
  }

  /// The marks in order.
  public static func buildBlock(_ parts: any ChartContent...) -> ChartContentGroup {
    ChartContentGroup(parts: parts)
  }

  /// Marks shown when a condition holds.
  public static func buildOptional(_ part: ChartContentGroup?) -> any ChartContent {
    part ?? ChartContentGroup(parts: [])
  }

  /// The first branch of an `if`.
  public static func buildEither(first part: ChartContentGroup) -> any ChartContent { part }

  /// The second branch of an `if`.
  public static func buildEither(second part: ChartContentGroup) -> any ChartContent { part }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: ChartContentGroup) -> ChartContentGroup {
    part
  }
}

/// Groups chart content into one entity, to modify it as a whole.
public struct Plot<Content: ChartContent>: ChartContent {
  let content: Content

  /// The content `content` builds.
  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
}

/// Chart content of a type that is not known until run time.
public struct AnyChartContent: ChartContent {
  let content: any ChartContent

  /// Wraps `content`.
  public init<C: ChartContent>(_ content: C) { self.content = content }
}
