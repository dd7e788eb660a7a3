// iOS 26's slider ticks: the marks a slider shows along its track, built with
// `SliderTickBuilder` from `SliderTick`s and `SliderTickContentForEach`. Nothing is drawn; the
// ticks' values are kept (`body`), and a tick's label is not in the tree.

/// Content for a `SliderTickBuilder`: a collection of ticks.
public protocol SliderTickContent<Value> {
  /// The slider's value type.
  associatedtype Value: BinaryFloatingPoint
  /// The ticks this content stands for.
  associatedtype Body: RandomAccessCollection
  /// The ticks.
  var body: Body { get }
}

/// A tick at a value along a slider's track, with an optional label.
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent {
  /// The slider's value type.
  public typealias Value = V
  /// The tick's value.
  let value: V

  /// A tick at `value`.
  public init(_ value: V) { self.value = value }

  /// A tick at `value` with a label (not shown in the tree).
  public init(_ value: V, @ViewBuilder label: () -> some View) { self.value = value }

  /// The tick itself.
  public var body: [SliderTick<V>] { [self] }
}

/// Several pieces of tick content, as a builder block makes them.
public struct TupleSliderTickContent<V: BinaryFloatingPoint>: SliderTickContent {
  /// The slider's value type.
  public typealias Value = V
  let ticks: [SliderTick<V>]

  /// The ticks, in order.
  public var body: [SliderTick<V>] { ticks }
}

/// Ticks made from data, one piece of content per element (the elements are the values).
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content>:
  SliderTickContent
where Content: SliderTickContent, Data.Element == Content.Value {
  /// The slider's value type.
  public typealias Value = Content.Value
  let ticks: [SliderTick<Content.Value>]

  /// Ticks for each element of `data`, identified by `id`, made by `content`.
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Data.Element {
    ticks = data.flatMap { SliderTickBuilder<V>.ticks(of: content($0)) }
  }

  /// The ticks, in order.
  public var body: [SliderTick<Content.Value>] { ticks }
}

/// Builds a slider's ticks from `SliderTick`s and `SliderTickContentForEach`.
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
  /// One piece of content.
  public static func buildExpression(_ content: some SliderTickContent<V>)
    -> TupleSliderTickContent<V>
  {
    TupleSliderTickContent(ticks: ticks(of: content))
  }

  /// No ticks.
  public static func buildBlock() -> TupleSliderTickContent<V> {
    TupleSliderTickContent(ticks: [])
  }

  /// The pieces, in order.
  public static func buildBlock(_ contents: TupleSliderTickContent<V>...)
    -> TupleSliderTickContent<V>
  {
    TupleSliderTickContent(ticks: contents.flatMap(\.ticks))
  }

  /// The ticks a `for` loop made.
  public static func buildArray(_ contents: [TupleSliderTickContent<V>])
    -> TupleSliderTickContent<V>
  {
    TupleSliderTickContent(ticks: contents.flatMap(\.ticks))
  }

  /// An `if` without `else`.
  public static func buildOptional(_ content: TupleSliderTickContent<V>?)
    -> TupleSliderTickContent<V>
  {
    content ?? TupleSliderTickContent(ticks: [])
  }

  /// An `if` whose condition held.
  public static func buildEither(first content: TupleSliderTickContent<V>)
    -> TupleSliderTickContent<V>
  {
    content
  }

  /// The `else` branch.
  public static func buildEither(second content: TupleSliderTickContent<V>)
    -> TupleSliderTickContent<V>
  {
    content
  }

  /// The ticks `content` stands for.
  static func ticks(of content: some SliderTickContent<V>) -> [SliderTick<V>] {
    content.body.compactMap { $0 as? SliderTick<V> }
  }
}
