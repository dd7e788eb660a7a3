#if !os(iOS) && !os(macOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  // WidgetKit's timeline names, where there is no WidgetKit (Linux): a widget's entry, provider
  // and entry view compile unchanged, and a test hosts the entry view in a harness
  // (`ParentHarness { HabitWidgetView(entry: entry).environment(\.widgetFamily, .systemMedium) }`)
  // or asks the provider for its timeline with a `TimelineProviderContext` of its own.

  /// One moment of a widget's timeline: the date it shows from, and how relevant it is.
  public protocol TimelineEntry {
    /// When the widget shows this entry.
    var date: Date { get }
    /// How relevant the entry is, for a widget stack's rotation (`nil`: no opinion).
    var relevance: TimelineEntryRelevance? { get }
  }

  extension TimelineEntry {
    /// No opinion on relevance.
    public var relevance: TimelineEntryRelevance? { nil }
  }

  /// How relevant an entry is, and for how long.
  public struct TimelineEntryRelevance: Sendable, Equatable {
    /// The relevance, relative to the widget's other entries.
    public let score: Float
    /// How long the score holds, in seconds (0: until the next entry).
    public let duration: TimeInterval

    /// A relevance of `score` for `duration` seconds.
    public init(score: Float, duration: TimeInterval = 0) {
      self.score = score
      self.duration = duration
    }
  }

  /// When WidgetKit asks the provider for a new timeline.
  public struct TimelineReloadPolicy: Sendable, Equatable {
    enum Moment: Sendable, Equatable {
      case atEnd
      case never
      case after(Date)
    }

    let moment: Moment

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(moment: .atEnd)
    /// Only when the app asks (`WidgetCenter.shared.reloadTimelines(ofKind:)`).
    public static let never = TimelineReloadPolicy(moment: .never)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy {
      TimelineReloadPolicy(moment: .after(date))
    }
  }

  /// A widget's entries, in date order, and when to ask for the next timeline.
  public struct Timeline<EntryType: TimelineEntry> {
    /// The entries.
    public let entries: [EntryType]
    /// When to ask again.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries`, reloaded as `policy` says.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
      self.entries = entries
      self.policy = policy
    }
  }

  /// What a provider is asked for: the family of the widget shown, whether it is a preview in
  /// the widget gallery, and its size.
  public struct TimelineProviderContext: Sendable {
    /// The widget's family.
    public let family: WidgetFamily
    /// Whether the widget shows in the gallery (answer fast, with sample data).
    public let isPreview: Bool
    /// The widget's size, in points.
    public let displaySize: CGSize

    /// A context for a test to hand a provider (WidgetKit makes these itself): a small widget on
    /// an iPhone's home screen unless told otherwise.
    public init(
      family: WidgetFamily = .systemSmall, isPreview: Bool = false,
      displaySize: CGSize = CGSize(width: 170, height: 170)
    ) {
      self.family = family
      self.isPreview = isPreview
      self.displaySize = displaySize
    }
  }

  /// Gives WidgetKit a widget's entries: a placeholder at once, a snapshot and a timeline through
  /// completion handlers.
  public protocol TimelineProvider {
    /// The kind of entry the widget shows.
    associatedtype Entry: TimelineEntry
    /// What the provider is asked for.
    typealias Context = TimelineProviderContext

    /// An entry to show while the widget's data is not there yet (shown redacted).
    func placeholder(in context: Context) -> Entry
    /// The entry for now, for the gallery and transient places.
    @preconcurrency func getSnapshot(
      in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The entries for now and later, and when to ask again.
    @preconcurrency func getTimeline(
      in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
  }

  /// The sizes and shapes a widget comes in.
  public enum WidgetFamily: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A small square on the home screen.
    case systemSmall
    /// A wide rectangle on the home screen.
    case systemMedium
    /// A large square on the home screen.
    case systemLarge
    /// An extra-large rectangle (iPad).
    case systemExtraLarge
    /// A circle on the lock screen or a watch face.
    case accessoryCircular
    /// A rectangle on the lock screen or a watch face.
    case accessoryRectangular
    /// One line of text on the lock screen or a watch face.
    case accessoryInline
    /// A watch face's corner.
    case accessoryCorner

    /// The family's name.
    public var description: String { rawValue }
  }

  /// How a widget is drawn: in full colour, tinted, or vibrant (the lock screen).
  public struct WidgetRenderingMode: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// In full colour.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Tinted with one accent colour.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Desaturated and blended with the background (the lock screen).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    /// The mode's name.
    public var description: String { name }
  }

  struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
  }

  struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
  }

  struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
  }

  extension EnvironmentValues {
    /// The family of the widget the view is in (`.systemSmall` unless a test sets another:
    /// `.environment(\.widgetFamily, .systemMedium)`).
    public var widgetFamily: WidgetFamily {
      get { self[WidgetFamilyKey.self] }
      set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the widget the view is in is drawn (`.fullColor` unless set).
    public var widgetRenderingMode: WidgetRenderingMode {
      get { self[WidgetRenderingModeKey.self] }
      set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background shows (`true` unless set).
    public var showsWidgetContainerBackground: Bool {
      get { self[ShowsWidgetContainerBackgroundKey.self] }
      set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The margins WidgetKit keeps around a widget's content (none unless a test sets them:
    /// nothing is laid out).
    public var widgetContentMargins: EdgeInsets {
      get { self[WidgetContentMarginsKey.self] }
      set { self[WidgetContentMarginsKey.self] = newValue }
    }

    /// Whether an accessory widget can show a label (`widgetLabel`; `false` unless set: an
    /// iPhone's Lock Screen shows none).
    public var showsWidgetLabel: Bool {
      get { self[ShowsWidgetLabelKey.self] }
      set { self[ShowsWidgetLabelKey.self] = newValue }
    }
  }

  struct WidgetContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
  }

  struct ShowsWidgetLabelKey: EnvironmentKey {
    static let defaultValue = false
  }
#endif
