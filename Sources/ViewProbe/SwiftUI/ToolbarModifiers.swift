/// A bar that toolbar modifiers apply to (not simulated).
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// As the system chooses.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The window's toolbar (macOS).
  public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// What a toolbar is for, which sets where its items go (not simulated).
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  /// As the system chooses.
  public static let automatic = ToolbarRole(name: "automatic")
  /// Navigation in a stack.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// Browsing.
  public static let browser = ToolbarRole(name: "browser")
  /// Editing.
  public static let editor = ToolbarRole(name: "editor")
}

/// Whether presenting search hides the toolbar's content.
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
  let name: String
  /// As the platform decides (the toolbar may hide).
  public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
  /// The toolbar's content stays while searching.
  public static let avoidHidingContent = SearchPresentationToolbarBehavior(
    name: "avoidHidingContent")
}

/// How a toolbar shows its title (not simulated).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let name: String
  /// As the system chooses.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  /// Large.
  public static let large = ToolbarTitleDisplayMode(name: "large")
  /// Inline.
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
  /// Inline, large when scrolled to the top.
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

nonisolated extension View {
  /// A menu under the navigation title: its items are in the tree (after the view), so tests
  /// can tap them.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    modifier(_AttachedContentModifier(name: "toolbarTitleMenu", attached: content()))
  }

  /// Shows or hides bars. Hiding the tab bar is simulated: while a view on screen hides it, its
  /// tab items take no touches.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(_BarVisibilityModifier(name: "toolbar", visibility: visibility, bars: bars))
  }

  /// Removes a toolbar item the system adds (the sidebar toggle, the title) (not simulated: the
  /// harness draws no system items).
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    inert("toolbar(removing:)")
  }

  /// Shows or hides bars (iOS 18): as `toolbar(_:for:)`.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(_BarVisibilityModifier(name: "toolbarVisibility", visibility: visibility, bars: bars))
  }

  /// The background style of bars (not simulated).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    inert("toolbarBackground")
  }

  /// Whether bars show their background (not simulated).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    inert("toolbarBackground")
  }

  /// The colour scheme of bars (not simulated).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    inert("toolbarColorScheme")
  }

  /// What the toolbar is for (not simulated).
  public func toolbarRole(_ role: ToolbarRole) -> some View { inert("toolbarRole") }

  /// How the toolbar shows its title (not simulated).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    inert("toolbarTitleDisplayMode")
  }

  /// Whether presenting search hides the toolbar's content (not simulated).
  public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior)
    -> some View
  {
    inert("searchPresentationToolbarBehavior")
  }

  /// A subtitle (not simulated).
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    inert("navigationSubtitle")
  }
}

/// `toolbar(_:for:)` and `toolbarVisibility(_:for:)`: the visibility a view asks of bars. It flows
/// up to the container that draws the bar; only the tab bar's is simulated (see `TabSelection`).
public struct _BarVisibilityModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let name: String
  let visibility: Visibility
  let bars: [ToolbarPlacement]

  /// Whether it hides the tab bar (`.automatic` is the navigation bar on iPhone).
  var hidesTabBar: Bool { visibility == .hidden && bars.contains(.tabBar) }
}

extension _BarVisibilityModifier: PassThroughModifier, PlainExpansion {}

/// A toolbar item the system adds on its own.
public struct ToolbarDefaultItemKind: Sendable {
  let name: String
  /// The button that shows and hides a split view's sidebar.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The navigation title.
  public static let title = ToolbarDefaultItemKind(name: "title")
  /// The search field `searchable` adds (iOS 26), to place with `DefaultToolbarItem`.
  public static let search = ToolbarDefaultItemKind(name: "search")
}
