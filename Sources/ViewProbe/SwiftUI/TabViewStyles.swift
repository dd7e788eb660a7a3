/// How a `TabView` shows its tabs (not simulated: every tab's content is in the tree, H06).
public protocol TabViewStyle {}

/// Tabs in a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
}

/// Tabs as pages swiped sideways, with an optional page indicator.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page indicator shows.
  public struct IndexDisplayMode: Sendable, Hashable {
    let name: String
    /// When there is more than one page.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always.
    public static let always = IndexDisplayMode(name: "always")
    /// Never.
    public static let never = IndexDisplayMode(name: "never")
  }

  /// When the page indicator shows.
  public let indexDisplayMode: IndexDisplayMode

  /// A paging style.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

/// Tabs in a sidebar where there is room, a tab bar otherwise.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// Tabs in a tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages with a page indicator when there is more than one.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages with the indicator shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A sidebar where there is room.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

/// How a page indicator is drawn (not simulated).
public protocol IndexViewStyle {}

/// A page indicator of dots.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the indicator has a background.
  public struct BackgroundDisplayMode: Sendable, Hashable {
    let name: String
    /// As the system decides.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// While the page is being swiped.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Always.
    public static let always = BackgroundDisplayMode(name: "always")
    /// Never.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  /// A page indicator.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// Dots, with a background as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

nonisolated extension View {
  /// Sets how the tab views inside show their tabs: every tab stays in the tree (H06); in the
  /// page style (`.page`) a horizontal `drag(by:)` on a page turns it (Guide §3).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewTurnsPages, style is PageTabViewStyle)
  }

  /// Sets how page indicators are drawn (not simulated).
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    inert("indexViewStyle")
  }
}

struct TabViewTurnsPagesKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the tab views here show their tabs as pages turned by swiping (`.page` style).
  var tabViewTurnsPages: Bool {
    get { self[TabViewTurnsPagesKey.self] }
    set { self[TabViewTurnsPagesKey.self] = newValue }
  }
}
