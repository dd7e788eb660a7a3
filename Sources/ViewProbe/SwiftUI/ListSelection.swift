extension List {
  /// A list whose rows can be selected, several at a time (by taps while editing).
  public init(
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { ListSelectionContext(several: $0) }
  }

  /// A list whose rows can be selected, one at a time: a tap on a row chooses it.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelectionContext(one: $0) }
  }

  /// A list with one row per element, identified by each element's `id`, several selectable.
  /// The selection's type is free, as in SwiftUI: rows are selected by their tags (a row's id,
  /// or the value of a `NavigationLink(value:)` in it).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list with one row per element, identified by each element's `id`, one selectable.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list with one row per element, identified by the value at `id`, several selectable.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list with one row per element, identified by the value at `id`, one selectable.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list with one row per index of a constant range (read once, A13), several selectable.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init(selection: selection) { ForEach(data) { index in HStack { rowContent(index) } } }
  }

  /// A list with one row per index of a constant range (read once, A13), one selectable.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
    self.init(selection: selection) { ForEach(data) { index in HStack { rowContent(index) } } }
  }
}

/// How a scroll view dismisses the keyboard (not simulated: there is no keyboard).
public struct ScrollDismissesKeyboardMode: Sendable, Equatable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// Dismissed as soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Dismissed by dragging it down.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never dismissed by scrolling.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

nonisolated extension View {
  /// How scrolling dismisses the keyboard (not simulated).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    inert("scrollDismissesKeyboard")
  }

  /// Draws `style` in `shape` behind the view (not simulated).
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(_InertModifier.background(style, everywhere: shape is Rectangle))
  }

  /// How prominent section headers are: sets `\.headerProminence` (nothing is drawn).
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }

  /// The space between the rows of a list (not simulated).
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { inert("listRowSpacing") }

  /// Draws the background style in `shape` behind the view (not simulated).
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    inert("background")
  }
}

/// How prominent a view is.
public enum Prominence: Hashable, Sendable {
  /// The usual prominence.
  case standard
  /// More prominent.
  case increased
}
