/// What a map shows: markers, annotations, overlays, and the `ForEach`s that repeat them. Each
/// piece shows as views in the tree: a marker as its title, an annotation as its content.
@MainActor
public protocol MapContent {
  /// The views the content shows, given how a tap on tagged content selects it.
  func _mapViews(selecting select: ((AnyHashable) -> Void)?) -> AnyView
}

/// Map content built by a `MapContentBuilder` block.
public struct MapContentGroup: MapContent {
  let parts: [any MapContent]

  /// The parts' views, in order.
  public func _mapViews(selecting select: ((AnyHashable) -> Void)?) -> AnyView {
    let parts = self.parts
    return AnyView(
      ForEach(_rowsOf: Array(parts.indices), identify: { $0 }) { index in
        parts[index]._mapViews(selecting: select)
      })
  }
}

/// Builds a map's content from markers, annotations, `ForEach`es and `if`s.
@resultBuilder
@MainActor
public enum MapContentBuilder {
  /// One piece.
  public static func buildExpression<C: MapContent>(_ content: C) -> any MapContent { content }
  /// The pieces in order.
  public static func buildBlock(_ parts: any MapContent...) -> MapContentGroup {
    MapContentGroup(parts: parts)
  }
  /// Pieces shown when a condition holds.
  public static func buildOptional(_ part: MapContentGroup?) -> any MapContent {
    part ?? MapContentGroup(parts: [])
  }
  /// The first branch of an `if`.
  public static func buildEither(first part: MapContentGroup) -> any MapContent { part }
  /// The second branch of an `if`.
  public static func buildEither(second part: MapContentGroup) -> any MapContent { part }
  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: MapContentGroup) -> MapContentGroup { part }
}

extension ForEach: MapContent where Content: MapContent {
  /// One row of views per element, identified as the `ForEach` identifies it.
  public func _mapViews(selecting select: ((AnyHashable) -> Void)?) -> AnyView {
    let content = self.content
    return AnyView(
      ForEach<Data, ID, AnyView>(_rowsOf: data, identify: _identify) { element in
        content(element)._mapViews(selecting: select)
      })
  }
}

extension ForEach where Content: MapContent {
  /// Map content for each element of `data`, identified by the value at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @MapContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(_rowsOf: data, identify: { $0[keyPath: id] }, content: content)
  }

  /// Map content for each element of `data`, identified by its `id`.
  public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(_rowsOf: data, identify: { $0.id }, content: content)
  }
}

/// A balloon marker at a coordinate: its title is in the tree.
public struct Marker: MapContent {
  let title: Text
  /// Where it stands.
  public let coordinate: CLLocationCoordinate2D
  /// The map item a marker made from one selects (`Marker(item:)`).
  var item: MKMapItem?

  /// A marker for `item`, titled with its name: a tap selects the item.
  public init(item: MKMapItem) {
    title = Text(item.name ?? "")
    coordinate = item.placemark.coordinate
    self.item = item
  }

  /// A marker titled by `titleKey`.
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    title = Text(titleKey)
    self.coordinate = coordinate
  }

  /// A marker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    self.title = Text(title)
    self.coordinate = coordinate
  }

  /// A marker titled by `titleKey`, with an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D
  ) {
    self.init(titleKey, coordinate: coordinate)
  }

  /// A marker titled `title`, with an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, coordinate: CLLocationCoordinate2D
  ) {
    self.init(title, coordinate: coordinate)
  }

  /// A marker titled by `titleKey`, with a monogram.
  public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(titleKey, coordinate: coordinate)
  }

  /// Its title; made from a map item, a tap on it selects the item.
  public func _mapViews(selecting select: ((AnyHashable) -> Void)?) -> AnyView {
    guard let item, let select else { return AnyView(title) }
    return AnyView(title.onTapGesture { select(AnyHashable(item)) })
  }
}

/// A view pinned to a coordinate: its content (and its title) are in the tree, so a test can tap
/// a pin's button.
public struct Annotation<Label: View, Content: View>: MapContent {
  let label: Label
  let content: Content
  /// Where it stands.
  public let coordinate: CLLocationCoordinate2D

  /// An annotation showing `content`, labelled by `label`.
  public init(
    coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    self.coordinate = coordinate
  }

  /// Its content, then its title.
  public func _mapViews(selecting select: ((AnyHashable) -> Void)?) -> AnyView {
    AnyView(
      VStack {
        content
        label
      })
  }
}

extension Annotation where Label == Text {
  /// An annotation titled by `titleKey`, showing `content`.
  public init(
    _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D,
    anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
  ) {
    self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(titleKey) }
  }

  /// An annotation titled `title`, showing `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
    @ViewBuilder content: () -> Content
  ) {
    self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(title) }
  }
}

/// A circle overlay (not drawn).
public struct MapCircle: MapContent {
  /// A circle of `radius` metres around `center`.
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
  /// Nothing.
  public func _mapViews(selecting select: ((AnyHashable) -> Void)?) -> AnyView {
    AnyView(EmptyView())
  }
}

/// A line through coordinates (not drawn).
public struct MapPolyline: MapContent {
  /// A line through `coordinates`.
  public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {}
  /// The line of `polyline`.
  public init(_ polyline: MKPolyline) {}
  /// The line of `route`.
  public init(_ route: MKRoute) {}
  /// Nothing.
  public func _mapViews(selecting select: ((AnyHashable) -> Void)?) -> AnyView {
    AnyView(EmptyView())
  }

  /// How a polyline's segments follow the Earth.
  public enum ContourStyle: Sendable {
    /// Straight on the map.
    case straight
    /// Along the great circle.
    case geodesic
  }
}

/// A polygon through coordinates (not drawn).
public struct MapPolygon: MapContent {
  /// A polygon through `coordinates`.
  public init(coordinates: [CLLocationCoordinate2D]) {}
  /// Nothing.
  public func _mapViews(selecting select: ((AnyHashable) -> Void)?) -> AnyView {
    AnyView(EmptyView())
  }
}

/// The user's location (never known here).
public struct UserAnnotation: MapContent {
  /// The user's location.
  public init() {}
  /// Nothing.
  public func _mapViews(selecting select: ((AnyHashable) -> Void)?) -> AnyView {
    AnyView(EmptyView())
  }
}

/// Map content with a modifier: a tag selects it on a tap; the others are not drawn.
public struct ModifiedMapContent<Base: MapContent>: MapContent {
  let base: Base
  let tag: AnyHashable?

  /// The base's views; tagged, a tap on them writes the map's selection.
  public func _mapViews(selecting select: ((AnyHashable) -> Void)?) -> AnyView {
    let views = base._mapViews(selecting: select)
    guard let tag, let select else { return views }
    return AnyView(views.onTapGesture { select(tag) })
  }
}

extension MapContent {
  private var modified: ModifiedMapContent<Self> { ModifiedMapContent(base: self, tag: nil) }

  /// The value a tap on this content selects in the map's `selection`.
  public func tag<V: Hashable>(_ tag: V) -> ModifiedMapContent<Self> {
    ModifiedMapContent(base: self, tag: AnyHashable(tag))
  }

  /// Tints the content (not drawn).
  public func tint(_ color: Color) -> ModifiedMapContent<Self> { modified }

  /// Tints the content (not drawn).
  public func tint<S: ShapeStyle>(_ style: S) -> ModifiedMapContent<Self> { modified }

  /// Fills the content (not drawn).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedMapContent<Self> { modified }

  /// Strokes an overlay (not drawn).
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat) -> ModifiedMapContent<Self> {
    modified
  }

  /// Shows or hides annotation titles (they stay in the tree).
  public func annotationTitles(_ visibility: Visibility) -> ModifiedMapContent<Self> { modified }
}
