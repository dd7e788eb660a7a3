import Foundation
import Testing
import ViewProbe

/// Where a map's camera looks, as its initializer said: read each time a `MapProxy` converts.
enum MapCameraSource {
  /// A position the app binds (and may move).
  case position(Binding<MapCameraPosition>)
  /// A starting position (the camera never moves here).
  case fixed(MapCameraPosition)
  /// A region the app binds (the form before iOS 17).
  case region(Binding<MKCoordinateRegion>)

  /// The region the map shows now, if its position says one.
  var region: MKCoordinateRegion? {
    switch self {
    case .position(let position): position.wrappedValue.visibleRegion
    case .fixed(let position): position.visibleRegion
    case .region(let region): region.wrappedValue
    }
  }
}

extension MapCameraPosition {
  /// The region the position shows: its region, or around its camera's centre (a camera
  /// `distance` metres up is taken to see that many metres from top to bottom); none for
  /// `.automatic`, which frames the content by a layout ViewProbe does not have.
  var visibleRegion: MKCoordinateRegion? {
    if let region { return region }
    guard let camera else { return nil }
    let metresPerDegree = 111_320.0
    let latitudeDelta = camera.distance / metresPerDegree
    let longitudeDelta =
      latitudeDelta / max(cos(camera.centerCoordinate.latitude * .pi / 180), 0.01)
    return MKCoordinateRegion(
      center: camera.centerCoordinate,
      span: MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta))
  }
}

/// The map a `MapReader`'s proxy converts through: the map inside the reader says where its
/// camera looks each time it renders. For ViewProbe's MapKit, not for app code.
public final class _MapReaderBox: @unchecked Sendable {
  var camera: MapCameraSource?
}

private struct MapReaderKey: EnvironmentKey {
  static let defaultValue: _MapReaderBox? = nil
}

extension EnvironmentValues {
  /// The `MapReader` around a map: for ViewProbe's MapKit, not for app code.
  public var _mapReader: _MapReaderBox? {
    get { self[MapReaderKey.self] }
    set { self[MapReaderKey.self] = newValue }
  }
}

/// Converts between points on the map and coordinates. ViewProbe lays nothing out: the map fills
/// the harness's `geometrySize` (390 × 844 points unless set), and a point maps linearly to the
/// region the camera shows — its top-left corner is the region's north-west corner. (A device
/// projects with Web Mercator, so away from the centre of a large region its coordinates differ
/// a little.) With a position of `.automatic`, which frames the content by layout, or outside a
/// `MapReader`, every conversion is `nil`.
public struct MapProxy {
  let reader: _MapReaderBox?

  /// The coordinate at `point`; `nil` for a point off the map.
  public func convert(_ point: CGPoint, from space: CoordinateSpace) -> CLLocationCoordinate2D? {
    guard let region = reader?.camera?.region else { return nil }
    let projection = MapProjection(region: region)
    return projection.contains(point) ? projection.coordinate(at: point) : nil
  }

  /// The point of `coordinate`; `nil` for a coordinate the map does not show.
  public func convert(_ coordinate: CLLocationCoordinate2D, to space: CoordinateSpace) -> CGPoint? {
    guard let region = reader?.camera?.region else { return nil }
    let projection = MapProjection(region: region)
    let point = projection.point(of: coordinate)
    return projection.contains(point) ? point : nil
  }
}

/// A region laid over the harness's `geometrySize`.
struct MapProjection {
  let region: MKCoordinateRegion
  var size = _ViewProbeRuntime.geometrySize

  func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(
      latitude: region.center.latitude + region.span.latitudeDelta
        * (0.5 - Double(point.y / size.height)),
      longitude: region.center.longitude + region.span.longitudeDelta
        * (Double(point.x / size.width) - 0.5))
  }

  /// Whether `point` is on the map.
  func contains(_ point: CGPoint) -> Bool {
    (0...size.width).contains(point.x) && (0...size.height).contains(point.y)
  }

  func point(of coordinate: CLLocationCoordinate2D) -> CGPoint {
    CGPoint(
      x: size.width
        * (0.5 + (coordinate.longitude - region.center.longitude) / region.span.longitudeDelta),
      y: size.height
        * (0.5 - (coordinate.latitude - region.center.latitude) / region.span.latitudeDelta))
  }
}

/// Gives its content a `MapProxy` for the map inside.
public struct MapReader<Content: View>: View {
  let content: Content
  let reader = _MapReaderBox()

  /// A reader whose content gets a proxy.
  public init(@ViewBuilder content: (MapProxy) -> Content) {
    self.content = content(MapProxy(reader: reader))
  }

  /// The content, with the reader the map inside registers with.
  public var body: some View { content.environment(\._mapReader, reader) }
}

extension ParentHarness {
  /// Taps the map where it shows `coordinate` (as `MapProxy` converts): a tap gesture on the map
  /// hears that point, and its proxy turns it back into the coordinate. With several maps in the
  /// tree, the first (depth-first) that shows `coordinate`. A recorded issue when no map shows it
  /// — none in the tree, a position of `.automatic` (which frames the content by a layout
  /// ViewProbe does not have), or a region elsewhere.
  public func tapMap(
    at coordinate: CLLocationCoordinate2D, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let maps = findAll(Map<AnyView>.self)
    var seen: [String] = []
    for map in maps {
      guard let region = (map._currentView as? Map<AnyView>)?.camera.region else {
        seen.append("one positioned `.automatic`")
        continue
      }
      let projection = MapProjection(region: region, size: geometrySize)
      let point = projection.point(of: coordinate)
      if projection.contains(point) { return map.tap(at: point, sourceLocation: sourceLocation) }
      seen.append(
        "one showing \(region.center.latitude), \(region.center.longitude) "
          + "± \(region.span.latitudeDelta / 2)° of latitude and "
          + "\(region.span.longitudeDelta / 2)° of longitude")
    }
    let found =
      seen.isEmpty
      ? "no map in the tree" : "maps that do not show it: " + seen.joined(separator: "; ")
    _reportMisuse(
      "tapMap(at: \(coordinate.latitude), \(coordinate.longitude)) found \(found) (a map positioned "
        + "`.automatic` frames its content by a layout ViewProbe does not have: give it a region "
        + "or a camera, with `initialPosition:` or `position:`)", sourceLocation: sourceLocation)
  }
}
