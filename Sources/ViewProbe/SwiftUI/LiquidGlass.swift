/// The Liquid Glass surface of iOS 26: glass effects, their containers, glass button styles, tab
/// bar and toolbar additions, and buttons labelled by their role alone. Nothing is drawn; the
/// views keep their identity and state whatever the glass, and content these modifiers add to the
/// screen (a tab view's bottom accessory, a role's default label) is in the tree.

/// The configuration of the Liquid Glass material (not simulated).
public struct Glass: Equatable, Sendable {
  let name: String
  var tint: Color?
  var isInteractive = false

  /// The regular variant.
  public static var regular: Glass { Glass(name: "regular") }
  /// The clear variant, for glass over rich backgrounds.
  public static var clear: Glass { Glass(name: "clear") }
  /// No glass.
  public static var identity: Glass { Glass(name: "identity") }

  /// This glass tinted with `color`.
  public func tint(_ color: Color?) -> Glass {
    var glass = self
    glass.tint = color
    return glass
  }

  /// This glass reacting to touches.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    var glass = self
    glass.isInteractive = isEnabled
    return glass
  }
}

/// The shape glass effects use unless told otherwise: a capsule.
public struct DefaultGlassEffectShape: Shape {
  /// The default glass shape.
  public init() {}

  /// A capsule in `rect`.
  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How glass effects enter and leave (not simulated).
public struct GlassEffectTransition: Sendable {
  let name: String
  /// Matches the geometry of a nearby glass shape.
  public static var matchedGeometry: GlassEffectTransition { .init(name: "matchedGeometry") }
  /// Fades the content and the material in or out.
  public static var materialize: GlassEffectTransition { .init(name: "materialize") }
  /// No transition.
  public static var identity: GlassEffectTransition { .init(name: "identity") }
}

/// Renders the glass effects inside together (not simulated): its content is in the tree as it is.
nonisolated public struct GlassEffectContainer<Content: View>: View {
  let content: Content

  /// A container whose glass shapes blend within `spacing`.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor
  public var body: Never { primitiveBody("GlassEffectContainer") }
}

extension GlassEffectContainer: ContentContainer {}

nonisolated extension View {
  /// Applies Liquid Glass behind and over the view (not simulated).
  public func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> some View {
    inert("glassEffect")
  }

  /// Identifies the view's glass for transitions between shapes (not simulated).
  public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID)
    -> some View
  {
    inert("glassEffectID")
  }

  /// Joins the view's glass to a union of shapes (not simulated).
  public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID)
    -> some View
  {
    inert("glassEffectUnion")
  }

  /// How the view's glass enters and leaves (not simulated).
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
    inert("glassEffectTransition")
  }

  /// Extends the view under the sidebar and inspector as a mirrored background (not simulated).
  public func backgroundExtensionEffect() -> some View { inert("backgroundExtensionEffect") }

  /// Whether a toolbar item shares the glass background of its group (on a `ToolbarItem`, which
  /// is a view here; not drawn).
  public func sharedBackgroundVisibility(_ visibility: Visibility) -> some View {
    inert("sharedBackgroundVisibility")
  }

  /// When the tab bar minimizes as the content scrolls (nothing scrolls in ViewProbe).
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
    inert("tabBarMinimizeBehavior")
  }

  /// How the search tab activates the search (iOS 26): inert — selecting a `Tab(role: .search)`
  /// does not start the search here, even with `.searchTabSelection`; a test focuses the field.
  public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
    inert("tabViewSearchActivation")
  }

  /// Whether a search field in the toolbar shows as a button until used (iOS 26): inert, the
  /// field is found and typed into as usual.
  public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
    inert("searchToolbarBehavior")
  }

  /// A view shown with the tab view's bar, such as playback controls: it is in the tree, and
  /// reads `\.tabViewBottomAccessoryPlacement` as `.expanded` (the bar keeps its full size here:
  /// nothing scrolls to collapse it).
  public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    modifier(
      _AttachedContentModifier(
        name: "tabViewBottomAccessory",
        attached: content().environment(\.tabViewBottomAccessoryPlacement, .expanded)))
  }

  /// The bottom accessory, shown while `isEnabled` is true (iOS 26.1).
  public func tabViewBottomAccessory<Content: View>(
    isEnabled: Bool, @ViewBuilder content: () -> Content
  ) -> some View {
    let accessory = isEnabled ? content() : nil
    return modifier(
      _AttachedContentModifier(
        name: "tabViewBottomAccessory",
        attached: accessory.environment(\.tabViewBottomAccessoryPlacement, .expanded)))
  }
}

/// Where a tab view's bottom accessory is: above the tab bar (`.expanded`), or in line with the
/// tab bar once it has collapsed (`.inline`).
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
  /// In line with the collapsed tab bar.
  case inline
  /// Above the tab bar, or at the bottom of the tab's content.
  case expanded
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
  static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

extension EnvironmentValues {
  /// Where the tab view's bottom accessory this view is in is placed; `nil` outside one.
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
    get { self[TabViewBottomAccessoryPlacementKey.self] }
    set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
  }
}

/// When a tab bar minimizes (not simulated: nothing scrolls).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  /// As the platform decides.
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")
  /// Minimizes when scrolling down.
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
  /// Minimizes when scrolling up.
  public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
  /// Never minimizes.
  public static let never = TabBarMinimizeBehavior(name: "never")
}

/// How a toolbar spacer sizes itself (not simulated).
public struct SpacerSizing: Hashable, Sendable {
  let name: String
  /// A system-defined fixed space.
  public static let fixed = SpacerSizing(name: "fixed")
  /// As much space as there is.
  public static let flexible = SpacerSizing(name: "flexible")
}

/// Space between toolbar items (nothing is laid out; it has no children).
nonisolated public struct ToolbarSpacer: View {
  /// A spacer of `sizing` at `placement`.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}

  /// A primitive view: it has no children.
  @MainActor
  public var body: Never { primitiveBody("ToolbarSpacer") }
}

extension ToolbarSpacer: PrimitiveView { func makeChildren(into children: inout ChildList) {} }

/// A toolbar item the system draws (iOS 26), placed where the app says: `DefaultToolbarItem(kind:
/// .search, placement: .bottomBar)` moves the field of `searchable` among the app's own items.
/// The field is the `searchable` modifier's here, wherever the item stands; this keeps the
/// toolbar's shape.
nonisolated public struct DefaultToolbarItem: View {
  /// The kind of system item.
  public let kind: ToolbarDefaultItemKind
  /// Where it stands.
  public let placement: ToolbarItemPlacement

  /// The system's item of `kind` at `placement`.
  public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
    self.kind = kind
    self.placement = placement
  }

  /// A primitive view: it has no children.
  @MainActor
  public var body: Never { primitiveBody("DefaultToolbarItem") }
}

extension DefaultToolbarItem: PrimitiveView {
  func makeChildren(into children: inout ChildList) {}
}

/// The menu a navigation title opens, as toolbar content (`ToolbarTitleMenu { … }`): its items
/// are in the tree, as `toolbarTitleMenu(content:)`'s are.
nonisolated public struct ToolbarTitleMenu<Content: View>: View {
  let content: Content

  /// A title menu of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Its items.
  public var body: some View { content }
}

extension ToolbarTitleMenu where Content == EmptyView {
  /// A title menu with the system's document items (none here).
  public init() { self.init { EmptyView() } }
}

/// A button style with a Liquid Glass border (not simulated).
public struct GlassButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The style with `glass`.
  public init(_ glass: Glass) {}
  /// The button as it is (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button style with prominent Liquid Glass (not simulated).
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button as it is (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// Liquid Glass.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// Prominent Liquid Glass.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// The label a button made from a role alone shows: the role's symbol, named for finding
/// (`find(button: "Close")`).
nonisolated public struct DefaultButtonLabel: View {
  let role: ButtonRole

  /// The role's symbol (`xmark` to close or cancel, `checkmark` to confirm, `trash` to delete),
  /// with the role's name as its accessibility label.
  public var body: some View {
    switch role {
    case .close: Image(systemName: "xmark").accessibilityLabel("Close")
    case .confirm: Image(systemName: "checkmark").accessibilityLabel("Confirm")
    case .destructive: Image(systemName: "trash").accessibilityLabel("Delete")
    default: Image(systemName: "xmark").accessibilityLabel("Cancel")
    }
  }
}

extension Button where Label == DefaultButtonLabel {
  /// A button labelled by its role alone (iOS 26: `Button(role: .close) { dismiss() }`).
  @preconcurrency public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { DefaultButtonLabel(role: role) }
  }
}

extension GlassButtonStyle: SystemStyle {}
extension GlassProminentButtonStyle: SystemStyle {}

/// How the search tab of a tab view activates the search (`tabViewSearchActivation`).
public struct TabSearchActivation: Hashable, Sendable {
  private let name: String

  /// The search starts when the user uses its field.
  public static var automatic: TabSearchActivation { TabSearchActivation(name: "automatic") }
  /// Selecting the search tab starts the search; ending it selects the tab shown before.
  public static var searchTabSelection: TabSearchActivation {
    TabSearchActivation(name: "searchTabSelection")
  }
}

/// How a search field in a toolbar shows (`searchToolbarBehavior`).
public struct SearchToolbarBehavior: Hashable, Sendable {
  private let name: String

  /// As the platform decides.
  public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(name: "automatic") }
  /// A button-like control that expands into the field when used.
  public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(name: "minimize") }
}
