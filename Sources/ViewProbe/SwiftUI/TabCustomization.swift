import Foundation

/// Where the tabs of a tab view in the `.sidebarAdaptable` style appear (iOS 18).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  private let name: String

  /// As the system chooses.
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  /// The tab bar.
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  /// The sidebar, which shows every tab.
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Whether people may customize a tab or section of a `.sidebarAdaptable` tab view (iOS 18).
public struct TabCustomizationBehavior: Equatable, Sendable {
  private let name: String

  /// As the system chooses.
  public static let automatic = TabCustomizationBehavior(name: "automatic")
  /// Not customizable.
  public static let disabled = TabCustomizationBehavior(name: "disabled")
  /// The tabs may be reordered.
  public static let reorderable = TabCustomizationBehavior(name: "reorderable")
}

/// The customizations a person makes to a `.sidebarAdaptable` tab view's sidebar (iOS 18): which
/// tabs it shows, and the order of each section's tabs, by customization ID. Kept with
/// `@AppStorage` or `@SceneStorage` and handed to `tabViewCustomization(_:)`.
///
/// ViewProbe hosts a view as an iPhone shows it, with a tab bar and no sidebar: the
/// customization is stored and read back, and what it says is never drawn.
public struct TabViewCustomization: Equatable, Codable, Sendable {
  /// What a person changed of one tab.
  public struct TabCustomization: Sendable {
    /// The tab's visibility in the sidebar (`.automatic` until changed).
    public var sidebarVisibility: Visibility
    /// The tab's visibility in the tab bar (`.automatic` until changed).
    public var tabBarVisibility: Visibility
  }

  /// What a person changed of one tab section.
  public struct SectionCustomization: Sendable {
    /// The order of the section's tabs, by customization ID; `nil` while it is the builder's.
    public private(set) var tabOrder: [String]?

    /// Puts the section's tabs back in the builder's order.
    public mutating func resetTabOrder() { tabOrder = nil }
  }

  /// Visibilities by tab ID and bar (`"sidebar"`, `"tabBar"`), as the names of `Visibility`s.
  private var visibilities: [String: [String: String]] = [:]
  /// Tab orders by section ID.
  private var sectionOrders: [String: [String]] = [:]

  /// An empty customization: tabs as the builder shows them.
  public init() {}

  /// The sidebar visibility of the tab with customization ID `id` (`.automatic` until set).
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { self[tab: id].sidebarVisibility }
    set { self[tab: id].sidebarVisibility = newValue }
  }

  /// What a person changed of the tab with customization ID `id`.
  public subscript(tab id: String) -> TabCustomization {
    get {
      let stored = visibilities[id] ?? [:]
      return TabCustomization(
        sidebarVisibility: Self.visibility(named: stored["sidebar"]),
        tabBarVisibility: Self.visibility(named: stored["tabBar"]))
    }
    set {
      visibilities[id] = [
        "sidebar": "\(newValue.sidebarVisibility)", "tabBar": "\(newValue.tabBarVisibility)",
      ]
    }
  }

  /// What a person changed of the section with customization ID `id`.
  public subscript(section id: String) -> SectionCustomization {
    get { SectionCustomization(tabOrder: sectionOrders[id]) }
    set { sectionOrders[id] = newValue.tabOrder }
  }

  /// Puts every tab's visibility back to the default, keeping section orders.
  public mutating func resetVisibility() { visibilities = [:] }

  /// Puts every section's tabs back in the builder's order, keeping visibilities.
  public mutating func resetSectionOrder() { sectionOrders = [:] }

  /// Puts the tabs of the section with customization ID `sectionID` back in the builder's order.
  public mutating func resetSectionOrder(for sectionID: String) {
    sectionOrders[sectionID] = nil
  }

  private static func visibility(named name: String?) -> Visibility {
    Visibility.allCases.first { "\($0)" == name } ?? .automatic
  }
}

/// What a tab or a tab section offers for the iPad sidebar's customization: ViewProbe hosts a
/// view as an iPhone shows it, with a tab bar and no sidebar, so each returns the content as it
/// is.
public protocol _CustomizableTabContent: View {}

extension Tab: _CustomizableTabContent {}
extension TabSection: _CustomizableTabContent {}

extension _CustomizableTabContent {
  /// Names the tab or section for a `TabViewCustomization` (kept across app versions): unchanged
  /// here.
  public func customizationID(_ id: String) -> Self { self }

  /// Whether people may customize the tab or section where it is placed: unchanged here.
  public func customizationBehavior(
    _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
  ) -> Self {
    self
  }

  /// Whether the tab or section shows by default where it is placed (a sidebar-only tab on
  /// iPad): an iPhone's tab bar shows it all the same, and so does ViewProbe.
  public func defaultVisibility(
    _ visibility: Visibility, for placements: AdaptableTabBarPlacement...
  ) -> Self {
    self
  }
}

extension TabSection {
  /// Actions shown after the section's tabs in an iPad's sidebar. An iPhone's tab bar has no
  /// place for them, and ViewProbe hosts a view as an iPhone shows it: they are not in the tree.
  public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> Self {
    self
  }
}

extension View {
  /// Lets people customize the sidebar of a `.sidebarAdaptable` tab view into `customization`:
  /// inert (no sidebar is drawn), the binding is never written.
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
    inert("tabViewCustomization")
  }

  /// Whether a `.sidebarAdaptable` tab view starts as a tab bar or a sidebar on iPad: inert.
  public func defaultAdaptableTabBarPlacement(
    _ defaultPlacement: AdaptableTabBarPlacement = .automatic
  ) -> some View {
    inert("defaultAdaptableTabBarPlacement")
  }

  /// A header above the tabs of an iPad's tab view sidebar: not in the tree, as an iPhone shows
  /// no sidebar.
  public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    inert("tabViewSidebarHeader")
  }

  /// A footer below the tabs of an iPad's tab view sidebar: not in the tree, as above.
  public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    inert("tabViewSidebarFooter")
  }

  /// A bar at the bottom of an iPad's tab view sidebar: not in the tree, as above.
  public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    inert("tabViewSidebarBottomBar")
  }
}
