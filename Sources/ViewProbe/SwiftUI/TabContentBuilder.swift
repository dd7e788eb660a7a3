/// Builds the tabs of a `TabView(selection:)` (iOS 18), as SwiftUI's `@TabContentBuilder` does:
/// a tab's `value:` takes the selection's type, so `Tab("Home", systemImage: "house", value:
/// .home)` infers `.home` from the binding. It builds the same views `@ViewBuilder` does.
@resultBuilder
nonisolated public enum TabContentBuilder<SelectionValue: Hashable> {
  /// An empty block.
  public static func buildBlock() -> EmptyView { ViewBuilder.buildBlock() }

  /// A block with one tab.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block with several tabs, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    ViewBuilder.buildBlock(repeat each content)
  }

  /// A tab selected by a value of the selection's type.
  public static func buildExpression<Content: View, Label: View>(
    _ tab: Tab<SelectionValue, Content, Label>
  ) -> Tab<SelectionValue, Content, Label> {
    tab
  }

  /// A section of tabs selected by values of the selection's type.
  public static func buildExpression<Header: View, Content: View, Footer: View>(
    _ section: TabSection<Header, Content, Footer, SelectionValue>
  ) -> TabSection<Header, Content, Footer, SelectionValue> {
    section
  }

  /// Any other content: a tab without a value, a `ForEach` of tabs.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// An `if` without `else` inside a block.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The `true` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    ViewBuilder.buildEither(first: first)
  }

  /// The `false` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    ViewBuilder.buildEither(second: second)
  }
}

nonisolated extension TabView {
  /// Tabs (iOS 18 `Tab`s) selected through `selection`: each tab's value has the selection's type.
  public init(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(selection: Optional(selection), content: content)
  }
}

nonisolated extension Tab {
  /// Badges the tab's item with `count` (none for 0): the badge is in the tab bar, shown while
  /// another tab is.
  public func badge(_ count: Int) -> Tab<Value, Content, some View> {
    Tab<Value, Content, _>(value: value, content: content, label: label.badge(count))
  }

  /// Badges the tab's item with `label` (none for `nil`).
  public func badge(_ label: Text?) -> Tab<Value, Content, some View> {
    Tab<Value, Content, _>(value: value, content: content, label: self.label.badge(label))
  }

  /// Badges the tab's item with the text of `key` (none for `nil`).
  public func badge(_ key: LocalizedStringKey?) -> Tab<Value, Content, some View> {
    badge(key.map { Text($0) })
  }
}
