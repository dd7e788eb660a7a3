import CoreLocation
import Foundation
import Testing
import ViewProbe

// The map's own features — points of interest, territories, physical features — which the user
// can tap (iOS 17), and iOS 18's `MapSelection`, which holds either a tagged value or such a
// feature. Nothing is drawn here, so no feature is on screen to tap: a test selects one with
// `harness.selectMapFeature(…)`, which writes the map's selection as the tap would.

/// A feature the map itself shows: a point of interest, a territory, a physical feature.
public struct MapFeature: Hashable, Sendable {
  /// What kind of feature it is.
  public enum FeatureKind: Hashable, Sendable {
    /// A point of interest: a café, a museum, a park.
    case pointOfInterest
    /// A territory: a country, a city, a neighbourhood.
    case territory
    /// A physical feature: a mountain, a lake.
    case physicalFeature
  }

  /// The feature's name, as the map labels it.
  public let title: String?
  /// Where it is.
  public let coordinate: CLLocationCoordinate2D
  /// Its kind.
  public let kind: FeatureKind
  /// A point of interest's category.
  public let pointOfInterestCategory: MKPointOfInterestCategory?
  /// The colour of its icon's background (none here: nothing is drawn).
  public var backgroundColor: Color? { nil }
  /// Its icon (none here: nothing is drawn).
  public var image: Image? { nil }

  init(
    title: String?, coordinate: CLLocationCoordinate2D, kind: FeatureKind,
    pointOfInterestCategory: MKPointOfInterestCategory?
  ) {
    self.title = title
    self.coordinate = coordinate
    self.kind = kind
    self.pointOfInterestCategory = pointOfInterestCategory
  }

  /// Features are equal when they have the same name, place, kind and category.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.coordinate.latitude == rhs.coordinate.latitude
      && lhs.coordinate.longitude == rhs.coordinate.longitude && lhs.kind == rhs.kind
      && lhs.pointOfInterestCategory == rhs.pointOfInterestCategory
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(coordinate.latitude)
    hasher.combine(coordinate.longitude)
    hasher.combine(kind)
    hasher.combine(pointOfInterestCategory)
  }
}

/// A selection a map can also fill with one of its own features.
public protocol MapSelectable: Hashable {
  /// A selection of `feature`.
  init(_ feature: MapFeature?)
  /// The feature selected, if the selection is one.
  var feature: MapFeature? { get }
}

/// A map's selection (iOS 18): the tag of content the app put on the map
/// (`.tag(MapSelection(item))`), or one of the map's own features.
public struct MapSelection<SelectionValue: Hashable>: MapSelectable {
  /// The tag selected, if the selection is one.
  public let value: SelectionValue?
  /// The feature selected, if the selection is one.
  public let feature: MapFeature?

  /// A selection of the tag `value`.
  public init(_ value: SelectionValue) {
    self.value = value
    feature = nil
  }

  /// A selection of `feature`.
  public init(_ feature: MapFeature?) {
    value = nil
    self.feature = feature
  }
}

/// How a map that can select features selects one: for ViewProbe's MapKit, not for app code.
struct MapFeatureSelector {
  let select: (MapFeature) -> Void
  let selected: () -> MapFeature?

  /// The selector of a map whose selection is `selection`: none unless its values can be
  /// features (`MapFeature`, or a `MapSelectable` such as `MapSelection`).
  static func of<SelectedValue: Hashable>(_ selection: Binding<SelectedValue?>) -> Self? {
    if SelectedValue.self == MapFeature.self {
      return MapFeatureSelector(
        select: { selection.wrappedValue = $0 as? SelectedValue },
        selected: { selection.wrappedValue as? MapFeature })
    }
    guard let selectable = SelectedValue.self as? any MapSelectable.Type else { return nil }
    return MapFeatureSelector(
      select: { selection.wrappedValue = selectable.init($0) as? SelectedValue },
      selected: { (selection.wrappedValue as? any MapSelectable)?.feature })
  }
}

/// How the map marks a selected feature, and which features it lets the user select (read on the
/// main actor only).
struct MapFeatureSelectionOptions: @unchecked Sendable {
  var isDisabled: ((MapFeature) -> Bool)?
  var content: ((MapFeature) -> AnyView)?
}

private struct MapFeatureSelectionKey: EnvironmentKey {
  static let defaultValue = MapFeatureSelectionOptions()
}

extension EnvironmentValues {
  var mapFeatureSelection: MapFeatureSelectionOptions {
    get { self[MapFeatureSelectionKey.self] }
    set { self[MapFeatureSelectionKey.self] = newValue }
  }
}

/// How a selected item's details show beside it (iOS 18; nothing is drawn).
public struct MapItemDetailSelectionAccessoryStyle: Sendable, Hashable {
  let name: String
  /// As the system chooses.
  public static let automatic = MapItemDetailSelectionAccessoryStyle(name: "automatic")
  /// In a callout by the item.
  public static let callout = MapItemDetailSelectionAccessoryStyle(name: "callout")
  /// In a caption under the item.
  public static let caption = MapItemDetailSelectionAccessoryStyle(name: "caption")
  /// In a sheet.
  public static let sheet = MapItemDetailSelectionAccessoryStyle(name: "sheet")
}

extension View {
  /// Which of the map's features the user may select: those for which `isDisabled` is `false`.
  /// A test's `selectMapFeature` of another one selects nothing, as the tap would.
  public func mapFeatureSelectionDisabled(_ isDisabled: @escaping (MapFeature) -> Bool)
    -> some View
  {
    transformEnvironment(\.mapFeatureSelection) { $0.isDisabled = isDisabled }
  }

  /// What marks a selected feature: `content`'s views are in the map while it is selected.
  public func mapFeatureSelectionContent<C: MapContent>(
    @MapContentBuilder content: @escaping (MapFeature) -> C
  ) -> some View {
    transformEnvironment(\.mapFeatureSelection) { options in
      options.content = { content($0)._mapViews(selecting: nil) }
    }
  }

  /// Shows a selected feature's details in `style` (not drawn).
  public func mapFeatureSelectionAccessory(_ style: MapItemDetailSelectionAccessoryStyle? = nil)
    -> some View
  {
    self
  }
}

/// The views a map adds for its selected feature (what `mapFeatureSelectionContent` makes of it),
/// and where the user's tap on one of the map's features lands: the map's selection, unless the
/// map's options refuse the feature.
struct SelectedMapFeatureContent: View {
  let selector: MapFeatureSelector?
  @Environment(\.mapFeatureSelection) private var options

  var body: some View {
    let options = self.options
    MapFeatureTapTarget(
      select: selector.map { selector in
        { feature in if options.isDisabled?(feature) != true { selector.select(feature) } }
      })
    if let feature = selector?.selected(), let content = options.content {
      content(feature)
    }
  }
}

/// Where a tap on one of the map's features lands, in the map's part of the tree (nothing is
/// drawn): what `selectMapFeature` taps. For ViewProbe's MapKit.
struct MapFeatureTapTarget: View {
  /// Selects a feature as this map's options allow; `nil` when the map's selection takes none.
  let select: ((MapFeature) -> Void)?

  var body: some View { EmptyView() }
}

extension MKMapItemRequest {
  /// A request for the map item of `feature`, one of the map's own features.
  public convenience init(feature: MapFeature) {
    self.init(mapFeature: feature)
  }
}

/// Asks for the map item behind a feature the user selected (iOS 17).
open class MKMapItemRequest: NSObject, @unchecked Sendable {
  /// The feature asked about (iOS 17's name).
  public let feature: MapFeature
  /// Whether the request was cancelled.
  public private(set) var isCancelled = false
  /// Whether it is on its way.
  public private(set) var isLoading = false

  init(mapFeature: MapFeature) {
    feature = mapFeature
    super.init()
  }

  /// The feature asked about.
  public var mapFeature: MapFeature? { feature }

  /// The feature's map item: named and categorised as the feature, with the address of the
  /// harness's place there, when the test added one (`addPlace`).
  public var mapItem: MKMapItem {
    get async throws {
      isLoading = true
      defer { isLoading = false }
      let feature = self.feature
      let location = CLLocation(
        latitude: feature.coordinate.latitude, longitude: feature.coordinate.longitude)
      let place = try? await CLGeocoder().reverseGeocodeLocation(location).first
      let item = MKMapItem(
        placemark: place.map { MKPlacemark(placemark: $0) }
          ?? MKPlacemark(coordinate: feature.coordinate))
      item.name = feature.title ?? item.name
      item.pointOfInterestCategory = feature.pointOfInterestCategory
      return item
    }
  }

  /// Looks the item up, and hands it to `completionHandler` on the main actor.
  open func getMapItem(
    completionHandler: @escaping @MainActor @Sendable (MKMapItem?, (any Error)?) -> Void
  ) {
    Task { @MainActor in
      do { completionHandler(try await mapItem, nil) } catch { completionHandler(nil, error) }
    }
  }

  /// Cancels the request.
  open func cancel() { isCancelled = true }
}

extension ParentHarness {
  /// Taps one of the map's own features — a point of interest named `title` at `coordinate` —
  /// as the user would: the first map in the tree (depth-first) whose selection takes features
  /// (`Map(selection:)` bound to a `MapFeature?` or a `MapSelection<…>?`) selects it, unless its
  /// `mapFeatureSelectionDisabled` refuses it; one update. A recorded issue when no map takes
  /// features.
  public func selectMapFeature(
    _ title: String, at coordinate: CLLocationCoordinate2D,
    kind: MapFeature.FeatureKind = .pointOfInterest, category: MKPointOfInterestCategory? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let feature = MapFeature(
      title: title, coordinate: coordinate, kind: kind, pointOfInterestCategory: category)
    let targets = findAll(MapFeatureTapTarget.self).compactMap {
      $0._currentView as? MapFeatureTapTarget
    }
    guard let select = targets.lazy.compactMap(\.select).first else {
      let found = targets.isEmpty ? "no map" : "no map whose selection takes the map's features"
      _reportMisuse(
        "selectMapFeature(\"\(title)\") found \(found) in the tree (bind `Map(selection:)` to a "
          + "`MapFeature?` or a `MapSelection<…>?`)", sourceLocation: sourceLocation)
      return
    }
    _perform(sourceLocation: sourceLocation) { select(feature) }
  }
}
