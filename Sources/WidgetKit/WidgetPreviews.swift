// WidgetKit's `#Preview` forms — a widget with a timeline of entries or a timeline provider, and
// a Live Activity with its content states — as Xcode's widget templates write them at the end of a
// widget's file. Previews are never run in tests: each form expands to nothing, its closures still
// type-checked, so the file compiles unchanged.
#if canImport(AppIntents)
  import AppIntents
#endif
#if canImport(ActivityKit)
  import ActivityKit
#endif

/// Builds a widget preview's timeline from the entries listed in its closure.
@resultBuilder
public struct PreviewTimelineBuilder {
  /// One entry.
  public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
  /// The first entries.
  public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
  /// The entries so far and the next ones.
  public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry])
    -> [any TimelineEntry]
  { accumulated + next }
  /// Entries a loop lists.
  public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
    components.flatMap { $0 }
  }
}

/// A preview of a widget stepping through `timeline`'s entries in `family` (never run in tests).
@freestanding(declaration)
public macro Preview<W: Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
  @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "ViewProbeMacros", type: "PreviewMacro")

/// A preview of a statically configured widget with the entries `timelineProvider` makes (never
/// run in tests).
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
  timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "ViewProbeMacros", type: "PreviewMacro")

#if canImport(AppIntents)
  /// A preview of a widget configured with `intent`, with the entries `timelineProvider` makes
  /// (never run in tests).
  @freestanding(declaration)
  public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping () -> W, timelineProvider: @escaping () -> Provider
  ) = #externalMacro(module: "ViewProbeMacros", type: "PreviewMacro")
#endif

#if canImport(ActivityKit)
  /// Which presentation of a Live Activity a preview shows.
  public enum ActivityPreviewViewKind: Sendable {
    /// The Lock Screen presentation (and the banner where there is no Dynamic Island).
    case content
    /// A presentation in the Dynamic Island.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The Dynamic Island's presentations.
    public enum DynamicIslandPreviewViewState: Sendable {
      /// Compact, around the camera.
      case compact
      /// Expanded.
      case expanded
      /// Minimal, beside another activity.
      case minimal
    }
  }

  /// Builds a Live Activity preview's content states from those listed in its closure.
  @resultBuilder
  public struct PreviewActivityBuilder<A: ActivityAttributes> {
    /// One content state.
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] {
      [contentState]
    }
    /// The first states.
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    /// The states so far and the next ones.
    public static func buildPartialBlock(
      accumulated: [A.ContentState], next: [A.ContentState]
    ) -> [A.ContentState] { accumulated + next }
    /// States a loop lists.
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] {
      components.flatMap { $0 }
    }
  }

  /// A preview of a Live Activity's widget with `attributes`, stepping through `contentStates`
  /// (never run in tests).
  @freestanding(declaration)
  public macro Preview<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping () -> W,
    @PreviewActivityBuilder<Attributes> contentStates:
      @escaping @MainActor () async
      -> [Attributes.ContentState]
  ) = #externalMacro(module: "ViewProbeMacros", type: "PreviewMacro")

  extension ActivityAttributes {
    /// A preview of the activity's view for `contentState` (an empty view: previews are never
    /// run in tests).
    public func previewContext(
      _ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind
    ) -> some View { EmptyView() }
  }
#endif
