#if !os(iOS) && !os(macOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  // WidgetKit's widget declarations, where there is no WidgetKit (Linux): a widget and its bundle
  // compile unchanged. Nothing here shows a widget; a test hosts the entry view itself.

  /// A widget: its configuration names its kind, its provider and the view of an entry.
  @MainActor @preconcurrency
  public protocol Widget {
    /// The configuration's type.
    associatedtype Body: WidgetConfiguration
    /// A widget, as WidgetKit makes it.
    init()
    /// The widget's configuration.
    var body: Body { get }
  }

  extension Widget {
    /// The entry point of a widget extension (`@main`); it runs nothing here.
    public static func main() {}
  }

  /// What describes a widget: its kind, provider, content and the modifiers on them.
  public protocol WidgetConfiguration {}

  /// A widget that users do not configure: its provider's entries, shown by `content`.
  public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// The widget's kind, as `WidgetCenter.shared.reloadTimelines(ofKind:)` names it.
    public let kind: String

    /// A widget of `kind` whose entries come from `provider`, each shown by `content`.
    public init<Provider: TimelineProvider>(
      kind: String, provider: Provider,
      @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
      self.kind = kind
    }
  }

  /// A configuration with one of WidgetKit's modifiers applied (what it says is not used).
  public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    let base: Base
    /// The configuration the modifier was applied to.
    public var _base: any WidgetConfiguration { base }
  }

  /// No widget configuration: what a bundle's own body is.
  public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// An empty configuration.
    public init() {}
  }

  extension WidgetConfiguration {
    private var modified: _ModifiedWidgetConfiguration<Self> {
      _ModifiedWidgetConfiguration(base: self)
    }

    /// The name the widget gallery shows.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
      modified
    }

    /// The name the widget gallery shows, from a key.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey)
      -> some WidgetConfiguration
    { modified }

    /// The name the widget gallery shows.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S)
      -> some WidgetConfiguration
    { modified }

    /// The description the widget gallery shows.
    public func description(_ description: Text) -> some WidgetConfiguration { modified }

    /// The description the widget gallery shows, from a key.
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
      modified
    }

    /// The description the widget gallery shows.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
      modified
    }

    /// The families the widget comes in.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
      modified
    }

    /// Lets the content reach the widget's edges.
    public func contentMarginsDisabled() -> some WidgetConfiguration { modified }

    /// Whether the system may remove the container background.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true)
      -> some WidgetConfiguration
    { modified }
  }

  /// Several widgets of one extension.
  @MainActor @preconcurrency
  public protocol WidgetBundle {
    /// The widgets' type.
    associatedtype Body: Widget
    /// A bundle, as WidgetKit makes it.
    init()
    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
  }

  extension WidgetBundle {
    /// The entry point of a widget extension (`@main`); it runs nothing here.
    public static func main() {}
  }

  /// The widgets of a bundle's body, together.
  public struct _WidgetBundleContent<each Member: Widget>: Widget {
    /// An empty bundle's content.
    public init() {}
    /// No configuration of its own.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
  }

  /// Builds a bundle's body from its widgets.
  @resultBuilder @MainActor
  public enum WidgetBundleBuilder {
    /// The widgets, in order.
    public static func buildBlock<each Member: Widget>(_ widgets: repeat each Member)
      -> _WidgetBundleContent<repeat each Member>
    {
      _WidgetBundleContent()
    }

    /// A widget as written.
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

    /// The widget of an `if #available(…)` block (a widget of a newer system, in a bundle that
    /// also runs on older ones).
    public static func buildLimitedAvailability(_ widget: some Widget)
      -> any Widget & _LimitedAvailabilityWidgetMarker
    {
      _LimitedAvailabilityWidget(widget: widget)
    }

    /// A widget of an `if #available(…)` block, present when the system has what it needs.
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?)
      -> some Widget
    {
      _LimitedAvailabilityWidget(widget: widget)
    }
  }

  /// A widget an `if #available(…)` block wraps (the only kind an `if` in a bundle holds).
  public protocol _LimitedAvailabilityWidgetMarker {}

  /// A widget of limited availability, or none when its condition failed.
  public struct _LimitedAvailabilityWidget: Widget, _LimitedAvailabilityWidgetMarker {
    let widget: (any Widget)?
    /// No widget.
    public init() { widget = nil }
    init(widget: (any Widget)?) { self.widget = widget }
    /// No configuration of its own.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
  }

  /// Asks WidgetKit for new timelines: each request made by code a harness runs (an action, a
  /// task it started) reaches that harness's `widgetTimelineReloads`.
  public final class WidgetCenter: @unchecked Sendable {
    /// The app's widget center.
    public static let shared = WidgetCenter()

    /// Asks for new timelines for every widget of the app.
    public func reloadAllTimelines() {
      ProbeContext.current.systemActions?.record(WidgetTimelineReload.all)
    }

    /// Asks for new timelines for the widgets of `kind`.
    public func reloadTimelines(ofKind kind: String) {
      ProbeContext.current.systemActions?.record(WidgetTimelineReload.kind(kind))
    }

    /// The widgets the user has added: none here (nothing shows a widget), so the result is an
    /// empty list, handed to `completion` at once.
    public func getCurrentConfigurations(
      _ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void
    ) {
      completion(.success([]))
    }

    /// The widgets the user has added: none here.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }

    /// Asks for the intent recommendations again (inactive where widgets are configured in the
    /// system's own interface, as on iOS).
    public func invalidateConfigurationRecommendations() {}
  }

  /// A widget the user has added: its kind and family.
  public struct WidgetInfo: Sendable {
    /// The widget's kind.
    public let kind: String
    /// The widget's family.
    public let family: WidgetFamily
  }

  /// Where a widget can appear.
  public struct WidgetLocation: Sendable, Hashable {
    let name: String
    /// The Home Screen or Today View.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation(name: "standBy")
    /// An iPhone's widgets on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    /// CarPlay.
    public static let carPlay = WidgetLocation(name: "carPlay")
  }

  /// What a push handler is given when its widgets' push token changes.
  public struct WidgetPushInfo: Sendable {
    /// The token to send widget updates to.
    public let token: Data
  }

  /// Receives the push token of widgets updated by push notifications (never called here: no
  /// token is made).
  public protocol WidgetPushHandler {
    /// A push handler, as WidgetKit makes it.
    init()
    /// The token changed for `widgets`.
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
  }

  extension WidgetConfiguration {
    /// Widgets of this configuration are not offered in `locations` for `families`.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
      -> some WidgetConfiguration
    { self }

    /// Asks the user to configure the widget when it is added (nothing adds a widget here).
    public func promptsForUserConfiguration() -> some WidgetConfiguration { self }

    /// Widgets of this configuration are updated by push notifications, their token given to
    /// `pushHandlerType` (never called here).
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type)
      -> some WidgetConfiguration
    { self }
  }

  extension ContainerBackgroundPlacement {
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
  }

  extension View {
    /// The URL the app opens with when the widget is tapped (kept, not opened).
    public func widgetURL(_ url: URL?) -> some View { inert("widgetURL") }

    /// A label shown beside an accessory widget where the system shows one (kept, not drawn).
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { inert("widgetLabel") }

    /// A label shown beside an accessory widget, from a string (kept, not drawn).
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { inert("widgetLabel") }

    /// A label view shown beside an accessory widget (not drawn: the closure is not called).
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
      inert("widgetLabel")
    }

    /// Marks the view as part of the accent group in a tinted widget (not drawn).
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
      inert("widgetAccentable")
    }

    /// Marks content that shows a placeholder while an interactive widget's intent runs (not
    /// drawn: a widget's timeline entry is shown as it is).
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
      inert("invalidatableContent")
    }
  }

  /// The standard background of an accessory widget (not drawn).
  public struct AccessoryWidgetBackground: View {
    /// The background.
    public init() {}
    /// Nothing to draw here.
    public var body: some View { EmptyView() }
  }

  /// How an image is drawn in a tinted (accented) widget.
  public struct WidgetAccentedRenderingMode: Sendable, Hashable {
    let name: String
    /// In the accent colour.
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    /// Desaturated.
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    /// Desaturated, then in the accent colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(
      name: "accentedDesaturated")
    /// In its own colours.
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
  }

  extension Image {
    /// How the image is drawn in a tinted widget (not drawn).
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?)
      -> Image
    { self }
  }
#endif
