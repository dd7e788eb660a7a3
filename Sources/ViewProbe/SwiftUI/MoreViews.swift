/// Shows progress: indeterminate, or a value out of a total. The label is in the tree.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let label: Label
  /// The fraction completed, when determinate.
  let fraction: Double?
  /// The text shown for the current value (below the bar), when the view has one.
  var currentValueLabel: CurrentValueLabel?

  /// A primitive view: the graph reads its label.
  @MainActor public var body: Never { primitiveBody("ProgressView") }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view.
  public init() {
    label = EmptyView()
    fraction = nil
  }

  /// Progress of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = EmptyView()
    fraction = value.map { Double($0) / Double(total) }
  }
}

/// The label a timer progress view shows its time with.
nonisolated public struct DefaultDateProgressLabel: View {
  /// A primitive view with nothing inside.
  @MainActor
  public var body: Never { primitiveBody("DefaultDateProgressLabel") }
}

extension DefaultDateProgressLabel: PrimitiveView {
  @MainActor func makeChildren(into children: inout ChildList) {}
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through `timerInterval`, filling (or, `countsDown`, emptying) as time passes: the
  /// fraction is the one when the body runs.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    let span = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
    let gone = min(max(Date().timeIntervalSince(timerInterval.lowerBound), 0), span)
    fraction = span > 0 ? (countsDown ? 1 - gone / span : gone / span) : 1
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through `timerInterval`, without a label.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
  /// An indeterminate progress view titled by `titleKey`.
  public init(_ titleKey: LocalizedStringKey) {
    label = Text(titleKey)
    fraction = nil
  }

  /// An indeterminate progress view titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    label = Text(title)
    fraction = nil
  }

  /// Progress of `value` out of `total`, titled by `titleKey`.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    label = Text(titleKey)
    fraction = value.map { Double($0) / Double(total) }
  }

  /// Progress of `value` out of `total`, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    label = Text(title)
    fraction = value.map { Double($0) / Double(total) }
  }
}

extension ProgressView {
  /// Progress of `value` out of `total`, with a label and a label for the current value.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.label = label()
    fraction = value.map { Double($0) / Double(total) }
    self.currentValueLabel = currentValueLabel()
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Progress of `value` out of `total`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    fraction = value.map { Double($0) / Double(total) }
  }

  /// An indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
    fraction = nil
  }
}

extension ProgressView: LabelledPrimitive, PlainExpansion {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.appendStyled(
      ProgressViewStyleConfiguration(
        fractionCompleted: fraction, label: _StyleConfigurationPart(label),
        currentValueLabel: currentValueLabel.map { _StyleConfigurationPart($0) }),
      key: .label
    ) {
      $0.append(label, key: .label)
      if let currentValueLabel { $0.append(currentValueLabel, key: .footer) }
    }
  }
}

/// What a `GeometryReader` tells its content: the size it was given.
public struct GeometryProxy: Sendable {
  /// The size proposed to the reader (the harness's `geometrySize`).
  public let size: CGSize
  /// The safe-area insets (none).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
  /// The reader's frame (at the origin, of `size`).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
  /// The whole screen.
  case global
  /// The view's own space.
  case local
  /// A named space.
  case named(AnyHashable)
}

/// Distances from each edge.
public struct EdgeInsets: Equatable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat
  /// Insets for each edge.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// A container whose content is built from the size it is given. ViewProbe lays nothing out: every
/// reader gets the harness's `geometrySize` (by default 390 × 844 points, an iPhone screen).
nonisolated public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  /// A reader building its content from a `GeometryProxy`.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// A primitive view: the graph reads the content built for the default size.
  @MainActor
  public var body: Never { primitiveBody("GeometryReader") }
}

extension GeometryReader: PrimitiveView {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.append(content(GeometryProxy(size: children.node.graph.geometrySize)), key: .content)
  }
}

/// The pre-iOS 16 navigation container; behaves as a `NavigationStack`.
nonisolated public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view around `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A primitive view: the graph reads the content and the pushed destinations.
  @MainActor
  public var body: Never { primitiveBody("NavigationView") }
}

extension NavigationView: PrimitiveView {
  @MainActor func makeChildren(into children: inout ChildList) {
    NavigationContext.expand(into: &children, path: nil, roots: [(content, .content, nil)])
  }
}

/// Tabs. Every tab's content stays in the tree, so a tab's state lives while another is shown
/// (H06); the selection is written through its binding.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs selected through `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// A primitive view: the graph reads every tab.
  @MainActor
  public var body: Never { primitiveBody("TabView") }
}

extension TabView where SelectionValue == Int {
  /// Tabs without a selection binding.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveView, PlainExpansion {
  @MainActor func makeChildren(into children: inout ChildList) {
    var environment = children.environment
    let selection = self.selection
    let node = children.node
    node.graph.hasScreenContainers = true
    node.graph.hasTabViews = true
    node.graph.screenContainerIDs.insert(node.id)
    environment.tabSelection = { [weak node] key in
      // A tab chosen, in the tab bar or the More list, closes the More list.
      node?.tabViewState.moreListOpenedOver = nil
      if let selection {
        if let value = key.base as? SelectionValue { selection.wrappedValue = value }
      } else if let node {
        // Without a binding, SwiftUI keeps the selection itself.
        node.tabViewState.ownKey = key
      }
    }
    environment.currentTabTag = nil
    children.append(content, key: .content, environment: environment)
    // A tab bar on iPhone shows four tabs and More when there are more than five.
    if !environment.tabViewTurnsPages { children.append(_MoreTabSlot(), key: .footer) }
    // Once the tabs are built, a selection that names none of them is worth a warning.
    if let selection {
      children.schedule { [weak node] in
        guard let node, node.isAlive else { return }
        node.checkTabSelection(selection.wrappedValue)
      }
    }
  }
}

/// A multi-line text editor bound to a `String`.
nonisolated public struct TextEditor: View {
  let editable: EditableText
  var text: Binding<String> { editable.text }

  /// An editor of `text`.
  public init(text: Binding<String>) { editable = .plain(text, selection: nil) }

  /// An editor of `text` that writes where the caret is and what is selected to `selection`
  /// (iOS 18): the harness's typing leaves the caret after what it typed, `selectText(_:)`
  /// selects.
  public init(text: Binding<String>, selection: Binding<TextSelection?>) {
    editable = .plain(text, selection: selection)
  }

  /// An editor of styled text (iOS 26), with its selection when bound to one: what the harness
  /// types takes the attributes of the character before it (or those the app set at the caret),
  /// and the text around keeps its own.
  public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
    editable = .styled(text, selection: selection)
  }

  /// A primitive view without children.
  @MainActor
  public var body: Never { primitiveBody("TextEditor") }
}

extension TextEditor: PrimitiveView, PlainExpansion {
  @MainActor func makeChildren(into children: inout ChildList) {
    editable.keepSelectionInside(children)
  }
}

extension TextEditor: DrivableControl {
  static var controlKind: ControlKind { .textField }
  var textBinding: Binding<String>? { text }
}

extension TextEditor: ShowsEnteredText {
  func display(in environment: EnvironmentValues) -> EnteredTextDisplay {
    text.wrappedValue.isEmpty ? .nothing : .text(text.wrappedValue)
  }
}

/// A column or row description for a lazy grid (not laid out).
public struct GridItem: Sendable {
  /// How an item is sized.
  public enum Size: Sendable {
    /// A fixed size.
    case fixed(CGFloat)
    /// A flexible size between bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items as fit.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size.
  public var size: Size
  /// The spacing to the next item.
  public var spacing: CGFloat?
  /// The alignment in the cell.
  public var alignment: Alignment?

  /// A grid item.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Views pinned while scrolling (not simulated).
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt32
  /// A set from `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A vertical grid that SwiftUI fills lazily; ViewProbe renders every cell.
nonisolated public struct LazyVGrid<Content: View>: View {
  let content: Content

  /// A grid with `columns`.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("LazyVGrid") }
}

/// A horizontal grid that SwiftUI fills lazily; ViewProbe renders every cell.
nonisolated public struct LazyHGrid<Content: View>: View {
  let content: Content

  /// A grid with `rows`.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("LazyHGrid") }
}

/// A horizontal stack that SwiftUI fills lazily; ViewProbe renders every item.
nonisolated public struct LazyHStack<Content: View>: View {
  let content: Content

  /// A lazy stack of the views built by `content`.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("LazyHStack") }
}

extension LazyVGrid: ContentContainer, PlainExpansion {}
extension LazyHGrid: ContentContainer, PlainExpansion {}
extension LazyHStack: ContentContainer, PlainExpansion {}

/// A control that opens a URL through the environment's `openURL`.
nonisolated public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  /// A link to `destination` with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A primitive view: the graph reads its label.
  @MainActor public var body: Never { primitiveBody("Link") }
}

extension Link where Label == Text {
  /// A link titled by `titleKey`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: LabelledPrimitive, PlainExpansion {
  /// A link is a button: an app's button style draws it, and a primitive one's `trigger()`
  /// opens it.
  @MainActor func makeChildren(into children: inout ChildList) {
    let destination = destination
    let node = children.node
    children.appendStyled(
      ButtonDrawing(
        label: label, role: nil,
        action: { [weak node] in node.map { $0.environment.openURL(destination) } }),
      key: .label
    ) { $0.append(label, key: .label) }
  }
}

/// What a button does, for its styling (not simulated).
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// Deletes or removes data.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels.
  public static let cancel = ButtonRole(name: "cancel")
  /// Closes the current operation without losing progress (iOS 26).
  public static let close = ButtonRole(name: "close")
  /// Confirms the current operation (iOS 26).
  public static let confirm = ButtonRole(name: "confirm")
}

extension Button where Label == Text {
  /// A button with a role, titled by `titleKey`.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(titleKey, action: action)
    self.role = role
  }

  /// A button with a role, titled `title`.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(title, action: action)
    self.role = role
  }
}

extension Button where Label == ViewProbe.Label<Text, Image> {
  /// A button whose label is the text of `titleKey` with the symbol `systemImage`.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { ViewProbe.Label(titleKey, systemImage: systemImage) }
  }

  /// A button whose label is `title` with the symbol `systemImage`.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { ViewProbe.Label(title, systemImage: systemImage) }
  }

  /// A button with a role whose label is the text of `titleKey` with the symbol `systemImage`.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(titleKey, systemImage: systemImage, action: action)
    self.role = role
  }

  /// A button with a role whose label is `title` with the symbol `systemImage`.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(title, systemImage: systemImage, action: action)
    self.role = role
  }
}

extension Button {
  /// A button with a role and a custom label.
  @preconcurrency public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.init(action: action, label: label)
    self.role = role
  }
}

/// `.tabItem`: adds the tab's button after its content.
nonisolated public struct _TabItemModifier<TabLabel: View>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let label: TabLabel
  /// Whether the tab is hidden from the user (a `Tab`'s `hidden(_:)`).
  var isHidden = false
  /// The role of the `Tab` this is, if it has one.
  var role: TabRole?
}

extension _TabItemModifier: PrimitiveModifier, PlainExpansion {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
    let select = children.environment.tabSelection
    let node = children.node
    children.append(
      _TabItemButton(
        label: label,
        select: { [weak node] in
          if let node { select?(node.tabKey) }
        }), key: .footer)
  }
}

/// A tab's button: tapping it selects the tab through the TabView's binding.
public struct _TabItemButton<TabLabel: View>: View {
  let label: TabLabel
  let select: @MainActor () -> Void

  /// A primitive view: the graph reads its label.
  public var body: Never { primitiveBody("TabItem") }
}

extension _TabItemButton: LabelledPrimitive, PlainExpansion {}

extension _TabItemButton: DrivableControl {
  static var controlKind: ControlKind { .button }
  var tapAction: (@MainActor () -> Void)? { select }
}

struct TabSelectionKey: EnvironmentKey {
  static var defaultValue: (@MainActor (AnyHashable) -> Void)? { nil }
}

struct CurrentTabTagKey: EnvironmentKey {
  static var defaultValue: AnyHashable? { nil }
}

extension EnvironmentValues {
  /// Inside a TabView: selects the tab with a tag.
  var tabSelection: (@MainActor (AnyHashable) -> Void)? {
    get { self[TabSelectionKey.self] }
    set { self[TabSelectionKey.self] = newValue }
  }

  /// Inside a tab of a TabView: the tab's tag.
  var currentTabTag: AnyHashable? {
    get { self[CurrentTabTagKey.self] }
    set { self[CurrentTabTagKey.self] = newValue }
  }
}

/// `GeometryReader`s, found by the graph when the harness changes the size.
protocol GeometryReading {}
extension GeometryReader: GeometryReading {}

extension ViewGraph {
  /// Marks every `GeometryReader` for an update.
  func invalidateGeometryReaders() {
    for node in nodes.values where node.castableView is any GeometryReading {
      invalidate(node, cause: RenderCause(.parent, "the geometry size changed", token: "@self"))
    }
  }
}
