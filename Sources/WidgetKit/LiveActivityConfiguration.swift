// A Live Activity's widget: its Lock Screen view and Dynamic Island, declared with
// `ActivityConfiguration`. Nothing shows them; a test hosts them with a context made from an
// activity the app started (`ActivityViewContext(activity)`, ViewProbe's initialiser), through the
// widget (`MyWidget().body.lockScreenView(context)`, `.dynamicIsland(context)`) or the app's own
// views.
#if canImport(ActivityKit)
  import ActivityKit
  import Foundation

  /// What a Live Activity's views are given: its attributes and the state it shows now.
  public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The activity's identifier.
    public let activityID: String
    /// What the activity is about.
    public let attributes: Attributes
    /// What it shows now.
    public let state: Attributes.ContentState
    /// Whether its content is past its stale date.
    public let isStale: Bool

    /// The context of `activity` now (ViewProbe's initialiser, for tests): stale when its content's
    /// stale date is before `now`.
    public init(_ activity: Activity<Attributes>, now: Date = Date()) {
      activityID = activity.id
      attributes = activity.attributes
      state = activity.content.state
      isStale = activity.content.staleDate.map { $0 < now } ?? false
    }

    /// A context with `attributes` and `state` (ViewProbe's initialiser, for tests).
    public init(
      attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false,
      activityID: String = "preview"
    ) {
      self.activityID = activityID
      self.attributes = attributes
      self.state = state
      self.isStale = isStale
    }
  }

  /// A Live Activity's widget: the Lock Screen view and the Dynamic Island of each activity with
  /// `Attributes`.
  public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    private let content: (ActivityViewContext<Attributes>) -> AnyView
    private let island: (ActivityViewContext<Attributes>) -> DynamicIsland

    /// The widget of `Attributes`' activities.
    public init<Content: View>(
      for attributesType: Attributes.Type,
      @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
      dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
      self.content = { AnyView(content($0)) }
      island = dynamicIsland
    }

    /// The widget of `Attributes`' activities (iOS 16.1's form).
    public init<Content: View>(
      attributesType: Attributes.Type,
      @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
      dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
      self.init(for: attributesType, content: content, dynamicIsland: dynamicIsland)
    }

    fileprivate func views(for context: ActivityViewContext<Attributes>) -> (
      lockScreen: AnyView, island: DynamicIsland
    ) {
      (content(context), island(context))
    }
  }

  extension WidgetConfiguration {
    /// The Live Activity configuration for `Attributes` this widget's body is, under any
    /// modifiers; `nil` (a recorded issue) for another widget.
    private func activityConfiguration<Attributes: ActivityAttributes>(
      for type: Attributes.Type, asking: String
    ) -> ActivityConfiguration<Attributes>? {
      var configuration: any WidgetConfiguration = self
      while let modified = configuration as? any _ModifiedConfigurationUnwrapping {
        configuration = modified._base
      }
      if let found = configuration as? ActivityConfiguration<Attributes> { return found }
      _ViewProbeRuntime.reportIssue(
        "\(asking) on a widget whose body is \(Swift.type(of: configuration)), not the "
          + "ActivityConfiguration for \(Attributes.self): it has no Live Activity views")
      return nil
    }

    /// The Lock Screen view this Live Activity widget shows for `context`, to host in a harness
    /// (ViewProbe's; with the Dynamic Island's, the only views of a Live Activity).
    public func lockScreenView<Attributes: ActivityAttributes>(
      _ context: ActivityViewContext<Attributes>
    ) -> AnyView {
      activityConfiguration(for: Attributes.self, asking: "lockScreenView(_:)")?
        .views(for: context).lockScreen ?? AnyView(EmptyView())
    }

    /// The Dynamic Island this Live Activity widget shows for `context`, whose presentations a
    /// harness hosts (ViewProbe's).
    public func dynamicIsland<Attributes: ActivityAttributes>(
      _ context: ActivityViewContext<Attributes>
    ) -> DynamicIsland {
      activityConfiguration(for: Attributes.self, asking: "dynamicIsland(_:)")?
        .views(for: context).island
        ?? DynamicIsland(
          expanded: { DynamicIslandExpandedRegion(.center) { EmptyView() } },
          compactLeading: { EmptyView() }, compactTrailing: { EmptyView() },
          minimal: { EmptyView() })
    }
  }

  /// A modified configuration, unwrapped to the one it modifies.
  private protocol _ModifiedConfigurationUnwrapping {
    var _base: any WidgetConfiguration { get }
  }

  extension _ModifiedWidgetConfiguration: _ModifiedConfigurationUnwrapping {}

  /// A Live Activity in the Dynamic Island: its expanded regions and its compact and minimal
  /// presentations. Each is a view a harness can host (`expanded`, `compactLeading` …, ViewProbe's).
  public struct DynamicIsland {
    /// The expanded presentation's regions, stacked in the order they were declared.
    public let expanded: AnyView
    /// The compact presentation's leading view.
    public let compactLeading: AnyView
    /// The compact presentation's trailing view.
    public let compactTrailing: AnyView
    /// The minimal presentation.
    public let minimal: AnyView

    /// An island with its expanded regions and compact and minimal views.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
      @DynamicIslandExpandedContentBuilder expanded:
        @escaping () -> DynamicIslandExpandedContent<
          Expanded
        >,
      @ViewBuilder compactLeading: @escaping () -> CompactLeading,
      @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
      @ViewBuilder minimal: @escaping () -> Minimal
    ) {
      self.expanded = AnyView(expanded().content)
      self.compactLeading = AnyView(compactLeading())
      self.compactTrailing = AnyView(compactTrailing())
      self.minimal = AnyView(minimal())
    }

    /// The island with margins in `mode` (not drawn).
    public func contentMargins(
      _ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode
    ) -> DynamicIsland { self }

    /// The island with its outline tinted (not drawn).
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }

    /// The island opening `url` in the app when tapped (not simulated).
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
  }

  /// The regions of an expanded Dynamic Island.
  public struct DynamicIslandExpandedContent<Content: View> {
    let content: Content
  }

  /// Builds an expanded Dynamic Island from its regions.
  @resultBuilder
  public enum DynamicIslandExpandedContentBuilder {
    /// The regions, in order.
    public static func buildBlock<each Region: View>(
      _ regions: repeat DynamicIslandExpandedRegion<each Region>
    ) -> DynamicIslandExpandedContent<TupleView<(repeat DynamicIslandExpandedRegion<each Region>)>>
    {
      DynamicIslandExpandedContent(content: TupleView((repeat each regions)))
    }
  }

  /// Where a region sits in the expanded Dynamic Island.
  public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    /// Beside the camera, leading.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera, trailing.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the other regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
  }

  /// One region of the expanded Dynamic Island.
  nonisolated public struct DynamicIslandExpandedRegion<Content: View>: View {
    let content: Content

    /// A region at `position`.
    public init(
      _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
      @ViewBuilder content: () -> Content
    ) {
      self.content = content()
    }

    /// The region's content.
    @MainActor public var body: some View { content }
  }

  /// A presentation of the Dynamic Island.
  public enum DynamicIslandMode: Hashable, Sendable {
    /// Compact, beside the camera.
    case compact
    /// Expanded.
    case expanded
    /// Minimal, shared with another activity.
    case minimal
  }

  /// Where an expanded region sits vertically.
  public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String
    /// Below the camera when the content is too wide to fit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(
      name: "belowIfTooWide")
  }

  nonisolated extension View {
    /// The Lock Screen background tint of a Live Activity (not drawn).
    public func activityBackgroundTint(_ color: Color?) -> some View {
      self
    }

    /// The colour of the system's buttons on a Live Activity (not drawn).
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
      self
    }

    /// How an expanded Dynamic Island region sits vertically (not drawn).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement)
      -> some View
    {
      self
    }
  }
#endif
