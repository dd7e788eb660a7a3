// `NavigationSplitView`: a sidebar, an optional content column and a detail, with one navigation
// context for the three. Which columns a width shows is layout and is not simulated: every column
// is on screen. What is simulated is what Apple documents for links: a link in a leading column
// sets the detail column's content to its destination (`isDetailLink(_:)`, true unless set), so a
// pushed destination covers the detail column's own view and the destinations pushed before it,
// never the sidebar or the content column; a link marked `isDetailLink(false)` pushes within the
// sidebar column instead, covering the sidebar's view.

/// Two columns: a sidebar and a detail; links push onto the detail.
nonisolated public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
  let sidebar: Sidebar
  let detail: Detail

  /// A split view with a sidebar and a detail column.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.detail = detail()
  }

  /// A split view whose visible columns are bound to `columnVisibility` (kept, not driven).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// A split view whose column on top when collapsed is bound to `preferredCompactColumn` (kept,
  /// not driven: the collapsed layout is not simulated).
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// A split view bound to its columns' visibility and to its column on top when collapsed
  /// (both kept, not driven).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// A primitive view: the graph reads both columns and the pushed destinations.
  @MainActor
  public var body: Never { primitiveBody("NavigationSplitView") }
}

extension NavigationSplitView {
  /// Three columns: a sidebar, a content column and a detail; links push onto the detail.
  public init<Content: View, DetailColumn: View>(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> DetailColumn
  ) where Detail == _SplitContentAndDetail<Content, DetailColumn> {
    self.init(sidebar: sidebar) {
      _SplitContentAndDetail(content: content(), detail: detail())
    }
  }

  /// Three columns whose visibility is bound to `columnVisibility` (kept, not driven).
  public init<Content: View, DetailColumn: View>(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> DetailColumn
  ) where Detail == _SplitContentAndDetail<Content, DetailColumn> {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// Three columns whose column on top when collapsed is bound to `preferredCompactColumn`
  /// (kept, not driven).
  public init<Content: View, DetailColumn: View>(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> DetailColumn
  ) where Detail == _SplitContentAndDetail<Content, DetailColumn> {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// Three columns bound to their visibility and to the column on top when collapsed (both
  /// kept, not driven).
  public init<Content: View, DetailColumn: View>(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> DetailColumn
  ) where Detail == _SplitContentAndDetail<Content, DetailColumn> {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
}

/// A column of a `NavigationSplitView`: which one is on top when it collapses into one stack.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let name: String
  /// The leading column.
  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  /// The middle column of a three-column split view.
  public static let content = NavigationSplitViewColumn(name: "content")
  /// The detail column.
  public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// The middle and last columns of a three-column `NavigationSplitView`.
nonisolated public struct _SplitContentAndDetail<Content: View, Detail: View>: View {
  let content: Content
  let detail: Detail

  /// A primitive view: the graph reads both columns.
  @MainActor
  public var body: Never { primitiveBody("_SplitContentAndDetail") }
}

extension _SplitContentAndDetail: PrimitiveView, PlainExpansion {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    var environment = children.environment
    environment.splitColumn = .content
    children.append(content, key: .content, environment: environment)
    environment.splitColumn = .detail
    children.append(detail, key: .index(1), environment: environment)
  }
}

/// Which columns of a `NavigationSplitView` are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  /// The system decides.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and the detail.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a `NavigationSplitView` sizes its columns (not simulated).
public protocol NavigationSplitViewStyle {}

/// The styles of `NavigationSplitView`.
public struct _NavigationSplitViewStyle: NavigationSplitViewStyle {
  let name: String
}

extension NavigationSplitViewStyle where Self == _NavigationSplitViewStyle {
  /// The system decides.
  public static var automatic: _NavigationSplitViewStyle {
    _NavigationSplitViewStyle(name: "automatic")
  }
  /// The detail keeps its size.
  public static var balanced: _NavigationSplitViewStyle {
    _NavigationSplitViewStyle(name: "balanced")
  }
  /// The detail is widest.
  public static var prominentDetail: _NavigationSplitViewStyle {
    _NavigationSplitViewStyle(name: "prominentDetail")
  }
}

nonisolated extension View {
  /// Sets the style of the split views inside (not simulated).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    inert("navigationSplitViewStyle")
  }

  /// Sets a column's width in a split view (not simulated).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    inert("navigationSplitViewColumnWidth")
  }

  /// Sets a column's widths in a split view (not simulated).
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    inert("navigationSplitViewColumnWidth")
  }
}

extension NavigationSplitView: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    NavigationContext.expand(
      into: &children, path: nil,
      roots: [(sidebar, .header, .sidebar), (detail, .content, .detail)])
  }
}

/// A split view's columns: its sidebar is its `.header` child, its detail its `.content` child
/// (for three columns, the detail is the second child of that one).
protocol SplitColumns {}

extension NavigationSplitView: SplitColumns {}

/// The content and detail columns of a three-column split view.
protocol SplitContentAndDetailColumns {}

extension _SplitContentAndDetail: SplitContentAndDetailColumns {}

extension NavigationLink {
  /// Whether this link, in a split view's leading column, sets the detail column's content to
  /// its destination (`true`, SwiftUI's default) or pushes it within the sidebar column.
  public func isDetailLink(_ isDetailLink: Bool) -> some View {
    environment(\.isDetailLink, isDetailLink)
  }
}

struct SplitColumnKey: EnvironmentKey {
  static var defaultValue: NavigationSplitViewColumn? { nil }
}

extension NavigationSplitViewColumn {
  /// Whether this column leads the detail (the sidebar, or the content column).
  var isLeading: Bool { self != .detail }
}

struct IsDetailLinkKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// The column of the nearest navigation container's split view this view is in, or `nil`
  /// outside split views (and inside a stack in one of their columns).
  var splitColumn: NavigationSplitViewColumn? {
    get { self[SplitColumnKey.self] }
    set { self[SplitColumnKey.self] = newValue }
  }

  /// Whether a link pushes onto its split view's detail column (see `isDetailLink(_:)`).
  var isDetailLink: Bool {
    get { self[IsDetailLinkKey.self] }
    set { self[IsDetailLinkKey.self] = newValue }
  }
}

extension ViewNode {
  /// Why `child`, a column of this split view or a destination pushed onto it, is covered: a
  /// destination covers the column it was pushed in (the detail, or the sidebar for a link that
  /// is not a detail link) and the destinations pushed there before it.
  func splitCovering(of child: ViewNode, context: NavigationContext) -> String? {
    let inSidebar: Bool
    if child.isPushedDestination {
      inSidebar = context.isInSidebar(child)
    } else if child.key == .header {
      inSidebar = true
    } else if child.castableView is any SplitContentAndDetailColumns {
      return nil  // The content column is never covered; its detail is looked at there.
    } else {
      inSidebar = false
    }
    let top = children.last { $0.isPushedDestination && context.isInSidebar($0) == inSidebar }
    guard let top, top !== child else { return nil }
    return coveredByPush(top)
  }

  /// Why the detail column of a three-column split view (the second child of this one) is
  /// covered: a destination was pushed onto it.
  func splitDetailCovering(of child: ViewNode) -> String? {
    guard child.key == .index(1), let split = parent,
      let context = split.primitiveState as? NavigationContext,
      let top = split.children.last(where: { $0.isPushedDestination && !context.isInSidebar($0) })
    else { return nil }
    return split.coveredByPush(top)
  }
}

extension NavigationContext {
  /// Whether `pushed`, one of the container's pushed destinations, was pushed within the sidebar.
  func isInSidebar(_ pushed: ViewNode) -> Bool {
    guard case .element(let id) = pushed.key, let slot = id.base as? PathSlot else { return false }
    return isInSidebar(position: slot.position)
  }
}
