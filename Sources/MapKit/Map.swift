/// A map. Nothing is drawn; its markers' titles and its annotations' views are in the tree, and a
/// tap on tagged content writes `selection`. The camera position is kept, never moved; a
/// `MapReader`'s proxy converts through it (`MapProxy.swift`).
public struct Map<Content: View>: View {
  let content: Content
  /// Where the camera looks, as the initializer said.
  var camera = MapCameraSource.fixed(.automatic)
  /// How the map selects one of its own features, when its selection can hold one.
  var featureSelector: MapFeatureSelector?
  @Environment(\._mapReader) private var reader

  /// The content's views, then those marking a selected feature.
  public var body: some View {
    reader?.camera = camera
    return Group {
      content
      SelectedMapFeatureContent(selector: featureSelector)
    }
  }
}

extension Map where Content == AnyView {
  /// A map at `position`, showing `content`.
  public init<C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) {
    self.content = content()._mapViews(selecting: nil)
    camera = .position(position)
  }

  /// A map at `position` whose tagged content a tap selects.
  public init<C: MapContent, SelectedValue: Hashable>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) {
    self.content = content()._mapViews(selecting: Self.selecting(selection))
    camera = .position(position)
    featureSelector = .of(selection)
  }

  /// A map starting at `initialPosition`, showing `content`.
  public init<C: MapContent>(
    initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) {
    self.content = content()._mapViews(selecting: nil)
    camera = .fixed(initialPosition)
  }

  /// A map starting at `initialPosition` whose tagged content a tap selects.
  public init<C: MapContent, SelectedValue: Hashable>(
    initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) {
    self.content = content()._mapViews(selecting: Self.selecting(selection))
    camera = .fixed(initialPosition)
    featureSelector = .of(selection)
  }

  /// A map at `position`, with nothing on it.
  public init(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
  ) {
    content = AnyView(EmptyView())
    camera = .position(position)
  }

  /// A map starting at `initialPosition`, with nothing on it.
  public init(
    initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
  ) {
    content = AnyView(EmptyView())
    camera = .fixed(initialPosition)
  }

  /// A map whose camera starts where the system chooses (`.automatic`), with nothing on it.
  public init(
    bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    scope: Namespace.ID? = nil
  ) {
    self.init(initialPosition: .automatic, bounds: bounds, interactionModes: interactionModes)
  }

  /// A map whose camera starts where the system chooses (`.automatic`: framing its content),
  /// showing `content` — `Map { Marker(…) }`.
  public init<C: MapContent>(
    bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) {
    self.init(initialPosition: .automatic, bounds: bounds, content: content)
  }

  /// A map whose camera starts where the system chooses, showing `content`; a tap on tagged
  /// content writes `selection`.
  public init<C: MapContent, SelectedValue: Hashable>(
    bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) {
    self.init(
      initialPosition: .automatic, bounds: bounds, selection: selection, content: content)
  }

  /// A map at `position` with nothing of the app's on it, whose own features a tap selects.
  public init(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<MapFeature?>,
    scope: Namespace.ID? = nil
  ) {
    self.init(position: position, bounds: bounds, interactionModes: interactionModes)
    featureSelector = .of(selection)
  }

  /// A map starting at `initialPosition` with nothing of the app's on it, whose own features a
  /// tap selects.
  public init(
    initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<MapFeature?>,
    scope: Namespace.ID? = nil
  ) {
    self.init(initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes)
    featureSelector = .of(selection)
  }

  /// A map whose camera starts where the system chooses, with nothing of the app's on it, whose
  /// own features a tap selects.
  public init<SelectedValue: Hashable>(
    bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil
  ) {
    self.init(initialPosition: .automatic, bounds: bounds, interactionModes: interactionModes)
    featureSelector = .of(selection)
  }

  /// A map of `coordinateRegion` (the form before iOS 17).
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) {
    content = AnyView(EmptyView())
    camera = .region(coordinateRegion)
  }

  /// A map of `coordinateRegion` with an annotation per item (the form before iOS 17).
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
  ) where Items.Element: Identifiable {
    content = AnyView(
      ForEach<Items, Items.Element.ID, AnyView>(_rowsOf: annotationItems, identify: { $0.id }) {
        annotationContent($0)._annotationView
      })
    camera = .region(coordinateRegion)
  }

  private static func selecting<SelectedValue: Hashable>(_ selection: Binding<SelectedValue?>)
    -> (AnyHashable) -> Void
  {
    { tag in
      if let value = tag.base as? SelectedValue { selection.wrappedValue = value }
    }
  }
}

/// Limits on where the camera may go (kept, not applied).
public struct MapCameraBounds: Sendable {
  /// Bounds around `region`, between the given distances.
  public init(
    centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil,
    maximumDistance: Double? = nil
  ) {}

  /// Bounds between the given distances.
  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// An annotation of the older `Map(coordinateRegion:annotationItems:annotationContent:)`.
@MainActor
public protocol MapAnnotationProtocol {
  /// What the annotation shows in the tree.
  var _annotationView: AnyView { get }
}

/// A view pinned to a coordinate (before iOS 17): its content is in the tree.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  let content: Content

  /// An annotation showing `content` at `coordinate`.
  public init(
    coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// Its content.
  public var _annotationView: AnyView { AnyView(content) }
}

/// A balloon marker (before iOS 17; not drawn).
public struct MapMarker: MapAnnotationProtocol {
  /// A marker at `coordinate`.
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
  /// Nothing.
  public var _annotationView: AnyView { AnyView(EmptyView()) }
}

/// A pin (before iOS 17; not drawn).
public struct MapPin: MapAnnotationProtocol {
  /// A pin at `coordinate`.
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
  /// Nothing.
  public var _annotationView: AnyView { AnyView(EmptyView()) }
}

/// The button that centres the map on the user (not drawn).
public struct MapUserLocationButton: View {
  /// The button.
  public init(scope: Namespace.ID? = nil) {}
  /// Nothing.
  public var body: some View { EmptyView() }
}

/// The map's compass (not drawn).
public struct MapCompass: View {
  /// The compass.
  public init(scope: Namespace.ID? = nil) {}
  /// Nothing.
  public var body: some View { EmptyView() }
}

/// The map's scale (not drawn).
public struct MapScaleView: View {
  /// The scale.
  public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
  /// Nothing.
  public var body: some View { EmptyView() }
}

/// The control that tilts the map (not drawn).
public struct MapPitchToggle: View {
  /// The toggle.
  public init(scope: Namespace.ID? = nil) {}
  /// Nothing.
  public var body: some View { EmptyView() }
}

nonisolated extension View {
  /// How the map is drawn (not drawn).
  public func mapStyle(_ mapStyle: MapStyle) -> some View { self }

  /// The map's controls (not drawn).
  public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    self
  }

  /// Shows or hides the map's controls (not drawn).
  public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

  /// Runs `action` when the camera moves (it never moves here).
  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
  ) -> some View { self }

  /// Runs `action` with the camera when it moves (it never moves here).
  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd,
    _ action: @escaping (MapCameraUpdateContext) -> Void
  ) -> some View { self }
}
