import Foundation

/// A two-dimensional layout of rows (layout is not simulated; rows keep their identities).
nonisolated public struct Grid<Content: View>: View {
  let content: Content

  /// A grid of the rows built by `content`.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("Grid") }
}

/// One row of a `Grid`.
nonisolated public struct GridRow<Content: View>: View {
  let content: Content

  /// A row of the cells built by `content`.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("GridRow") }
}

extension Grid: ContentContainer, PlainExpansion {}
extension GridRow: ContentContainer, PlainExpansion {}

/// A control that opens the share sheet for an item. A harness finds it as a button by its label
/// ("Share" by default), and its `value` is the item it shares; the share sheet is not simulated,
/// so a tap is refused with a recorded issue saying so.
nonisolated public struct ShareLink<Label: View>: View {
  let label: Label
  let item: Any
  /// What a tap shares: the items, one by one.
  let shared: [Any]
  let subject: Text?
  let message: Text?

  /// Shares `item`, with a custom label.
  public init<Item: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.item = item
    shared = [item]
    self.subject = subject
    self.message = message
  }

  /// Shares each of `items` (its `value` is them, as an array), with a custom label.
  public init<Items: RandomAccessCollection>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.label = label()
    item = Array(items)
    shared = Array(items)
    self.subject = subject
    self.message = message
  }

  /// Shares each of `items`, previewed by `preview` (not shown), with a custom label.
  public init<Items: RandomAccessCollection, PreviewImage, PreviewIcon>(
    items: Items, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.init(items: items, subject: subject, message: message, label: label)
  }

  /// A primitive view: the graph reads its label.
  @MainActor
  public var body: Never { primitiveBody("ShareLink") }
}

extension ShareLink where Label == ViewProbe.Label<Text, Image> {
  /// Shares `item`, with the standard "Share" label.
  public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      ViewProbe.Label("Share", systemImage: "square.and.arrow.up")
    }
  }
}

extension ShareLink where Label == ViewProbe.Label<Text, Image> {
  /// Shares each of `items`, with the standard "Share" label.
  public init<Items: RandomAccessCollection>(
    items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element: Transferable {
    self.init(items: items, subject: subject, message: message) {
      ViewProbe.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  /// Shares each of `items`, previewed by `preview` (not shown), with the standard label.
  public init<Items: RandomAccessCollection, PreviewImage, PreviewIcon>(
    items: Items, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Items.Element: Transferable {
    self.init(items: items, subject: subject, message: message)
  }
}

extension ShareLink where Label == Text {
  /// Shares `item`, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, Item: Transferable>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) { Text(title) }
  }

  /// Shares `item` with a preview (not shown), titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, Item: Transferable, PreviewImage, PreviewIcon>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(item: item, subject: subject, message: message) { Text(title) }
  }

  /// Shares each of `items`, titled with the text of `titleKey`.
  public init<Items: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element: Transferable {
    self.init(items: items, subject: subject, message: message) { Text(titleKey) }
  }

  /// Shares `item`, titled with the text of `titleKey`.
  public init<Item: Transferable>(
    _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) { Text(titleKey) }
  }
}

extension ShareLink {
  /// Shares `item` with a preview (its title and image are not shown), with a custom label.
  public init<Item: Transferable, PreviewImage, PreviewIcon>(
    item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) {
    self.init(item: item, subject: subject, message: message, label: label)
  }
}

extension ShareLink where Label == ViewProbe.Label<Text, Image> {
  /// Shares `item` with a preview, with the standard "Share" label.
  public init<Item: Transferable, PreviewImage, PreviewIcon>(
    item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(item: item, subject: subject, message: message)
  }
}

extension ShareLink where Label == Text {
  /// Shares `item` with a preview, titled with the text of `titleKey`.
  public init<Item: Transferable, PreviewImage, PreviewIcon>(
    _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(titleKey, item: item, subject: subject, message: message)
  }
}

/// What the share sheet shows of a shared item: a title, an image and an icon (not shown).
public struct SharePreview<Image, Icon> {
  let title: Text

  /// A preview titled with the text of `titleKey`, with an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }

  /// A preview titled `title`, with an image and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(title) }
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with a title only.
  public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey) }

  /// A preview titled `title` only.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.title = Text(title) }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) { title = Text(titleKey) }

  /// A preview titled `title`, with an image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(title) }
}

extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = Text(titleKey) }

  /// A preview titled `title`, with an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = Text(title) }
}

extension ShareLink: LabelledPrimitive, PlainExpansion {}

extension ShareLink: DrivableControl {
  static var controlKind: ControlKind { .button }
  var currentValue: Any? { item }

  /// A tap opens the system share sheet: what it shares reaches the harness's `sharedContent`.
  func tapAction(in environment: EnvironmentValues) -> (@MainActor () -> Void)? {
    let content = SharedContent(
      items: shared, subject: subject?.string(in: environment),
      message: message?.string(in: environment))
    let log = environment.systemActionLog
    return { log?.record(content) }
  }
}

/// What a `ShareLink` handed the system share sheet: its items, subject and message.
public struct SharedContent: @unchecked Sendable {
  /// The items shared, in order (a URL, a string, an image, your `Transferable` value …).
  public let items: [Any]
  /// The subject (for a mail), if the link gave one.
  public let subject: String?
  /// The message that goes with the items, if the link gave one.
  public let message: String?
}

/// How a `NavigationView` presents its views (not simulated).
public protocol NavigationViewStyle {}

/// One view at a time, stacked.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
}

/// Side-by-side columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// The column style.
  public init() {}
}

/// The platform's default.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The default style.
  public init() {}
}

/// Two columns (deprecated in SwiftUI: use `.columns`).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One view at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Side-by-side columns.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's default.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

nonisolated extension View {
  /// Sets how a `NavigationView` presents its views (not simulated).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    inert("navigationViewStyle")
  }

  /// Places items in the navigation bar (deprecated in SwiftUI; use `toolbar`). The items are in
  /// the tree after the view: their buttons can be found and tapped.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(
      _AttachedContentModifier(
        name: "navigationBarItems",
        // Built as `ViewBuilder` builds it: the public initializer reads the tuple with `Mirror`.
        attached: TupleView(value: (leading, trailing), children: [leading, trailing])))
  }

  /// Places an item at the leading edge of the navigation bar.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(_AttachedContentModifier(name: "navigationBarItems", attached: leading))
  }

  /// Places an item at the trailing edge of the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(_AttachedContentModifier(name: "navigationBarItems", attached: trailing))
  }
}

nonisolated extension View {
  /// Shows or hides a sheet's drag indicator (not simulated).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    inert("presentationDragIndicator")
  }
}

/// How a view's content changes are animated (not simulated).
public struct ContentTransition: Equatable, Sendable {
  let name: String
  /// No animation.
  public static let identity = ContentTransition(name: "identity")
  /// A cross-fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// Interpolated where possible.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Digits roll to their new values.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// Digits roll up or down, as `value` grows or shrinks.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// A symbol's own effect between two symbols.
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
  /// `effect` between two symbols.
  public static func symbolEffect<T: SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(name: "symbolEffect")
  }
}

nonisolated extension View {
  /// Sets how content changes are animated (not simulated).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    inert("contentTransition")
  }

}

/// A button that pastes what the pasteboard holds: found as the button "Paste"; a tap pastes
/// nothing (there is no pasteboard), so `onPaste` is not called.
nonisolated public struct PasteButton: View {
  /// A button that pastes values of `payloadType`.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

  /// A primitive view: the graph reads its title.
  @MainActor
  public var body: Never { primitiveBody("PasteButton") }
}

extension PasteButton: PrimitiveView {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.append(Button("Paste") {}, key: .content)
  }
}

nonisolated extension View {
  /// Spans `count` columns of its grid row (layout is not simulated).
  public func gridCellColumns(_ count: Int) -> some View { inert("gridCellColumns") }

  /// Aligns the cells of its grid column with `guide` (layout is not simulated).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    inert("gridColumnAlignment")
  }

  /// Aligns the view in its grid cell at `anchor` (layout is not simulated).
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { inert("gridCellAnchor") }

  /// Asks the grid not to offer the view extra size along `axes` (layout is not simulated).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { inert("gridCellUnsizedAxes") }
}
