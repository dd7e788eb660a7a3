/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
///
/// Blocks of any size become a ``TupleView``, `if`/`else` and `switch` become nested
/// ``_ConditionalContent``, an `if` without `else` becomes an `Optional`, and `#available` becomes
/// an ``AnyView``. The structure is what gives each child its identity.
///
/// Not isolated to the main actor, as SwiftUI's is not: a `@ViewBuilder` property of a plain type
/// (an enum of tabs with `var label: some View`) builds its views wherever it is called.
@resultBuilder
public enum ViewBuilder {
  /// An empty block produces an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block with one view produces that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block with several views produces a ``TupleView`` of them, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var children: [any View] = []
    for child in repeat each content { children.append(child) }
    return TupleView(value: (repeat each content), children: children)
  }

  /// Passes each view expression through unchanged.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`: the content when the condition holds, otherwise nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// An `if` without `else` inside a `for`-less block.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The `true` branch of an `if`/`else` or the first cases of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `false` branch of an `if`/`else` or the later cases of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content behind `#available`, type-erased as SwiftUI does.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
