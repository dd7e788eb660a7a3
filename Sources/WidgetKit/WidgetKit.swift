// Linux has no WidgetKit. There, ViewProbe's product includes this stand-in, so that a widget's
// files — its entry, timeline provider, entry view, `Widget` and `WidgetBundle` — and app code
// that asks `WidgetCenter.shared` to reload timelines compile unchanged. Those names are
// ViewProbe's: this module re-exports it. Nothing shows a widget; a test hosts the entry view in a
// harness, and reload requests reach `ParentHarness.widgetTimelineReloads`.
@_exported import ViewProbe

#if canImport(AppIntents)
  import AppIntents

  /// Provides a configurable widget's entries, for the intent the user configured it with.
  public protocol AppIntentTimelineProvider {
    /// The kind of entry the widget shows.
    associatedtype Entry: TimelineEntry
    /// The intent that configures the widget.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider is asked for.
    typealias Context = TimelineProviderContext

    /// An entry to show while the widget's data is not there yet (shown redacted).
    func placeholder(in context: Context) -> Entry
    /// The entry for now, for `configuration`.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The entries for now and later, for `configuration`, and when to ask again.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Configurations to offer where the system has no interface to configure widgets (inactive
    /// on iOS).
    func recommendations() -> [AppIntentRecommendation<Intent>]
  }

  extension AppIntentTimelineProvider {
    /// No recommendations.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
  }

  /// A configuration of a widget offered ready-made where the system has no interface to configure
  /// widgets (watchOS; inactive on iOS).
  public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    /// The configured intent.
    public let intent: Intent

    /// A recommendation of `intent`, described by `description`.
    public init(intent: Intent, description: Text) { self.intent = intent }

    /// A recommendation of `intent`, described by `description`.
    public init(intent: Intent, description: LocalizedStringResource) { self.intent = intent }

    /// A recommendation of `intent`, described by `description`.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) { self.intent = intent }
  }

  /// A widget the user configures with an intent's parameters: its kind, the intent, the
  /// provider and the entry view (nothing shows a widget; a test hosts the entry view).
  public struct AppIntentConfiguration<Content: View>: WidgetConfiguration {
    /// The widget's kind.
    public let kind: String

    /// A widget of `kind` configured with `intent`, its entries from `provider`.
    public init<Intent: WidgetConfigurationIntent, Provider: AppIntentTimelineProvider>(
      kind: String, intent: Intent.Type = Intent.self, provider: Provider,
      @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
      self.kind = kind
    }
  }
#endif
