// Linux has no MapKit. There, ViewProbe's product includes this stand-in, so that a view file
// with a `Map` compiles unchanged: the map draws nothing, but its annotations' views and its
// markers' titles are in the tree — a test taps a pin as a user does — and a tap on tagged content
// writes the map's selection. Camera positions are kept, never moved by a gesture.
@_exported import CoreLocation
@_exported import ViewProbe

/// The extent of a region, in degrees.
public struct MKCoordinateSpan: Sendable {
  /// North to south.
  public var latitudeDelta: CLLocationDegrees
  /// East to west.
  public var longitudeDelta: CLLocationDegrees

  /// No extent.
  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  /// A span of the given deltas.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A region of the map: a centre and a span.
public struct MKCoordinateRegion: Sendable {
  /// The centre.
  public var center: CLLocationCoordinate2D
  /// The extent.
  public var span: MKCoordinateSpan

  /// An empty region at (0, 0).
  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  /// A region around `center`.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region around `center`, so many metres tall and wide.
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    self.center = center
    let degrees = latitudinalMeters / 111_000
    span = MKCoordinateSpan(
      latitudeDelta: degrees,
      longitudeDelta: longitudinalMeters / (111_000 * max(cos(center.latitude * .pi / 180), 0.01)))
  }
}

/// Where the map's camera looks from.
public struct MapCamera: Sendable {
  /// What it looks at.
  public var centerCoordinate: CLLocationCoordinate2D
  /// How far away it is, in metres.
  public var distance: CLLocationDistance
  /// Its compass heading.
  public var heading: CLLocationDirection
  /// Its tilt.
  public var pitch: Double

  /// A camera.
  public init(
    centerCoordinate: CLLocationCoordinate2D, distance: CLLocationDistance,
    heading: CLLocationDirection = 0, pitch: Double = 0
  ) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }
}

/// What the map shows: a region, a camera, the user's location, or the platform's choice.
public struct MapCameraPosition: Sendable {
  /// The region, when the position is one.
  public let region: MKCoordinateRegion?
  /// The camera, when the position is one.
  public let camera: MapCamera?
  /// Whether the position follows the user's location.
  public let followsUserLocation: Bool
  /// Whether the map frames its content itself.
  public var positionedByUser: Bool { false }

  /// Frames the map's content.
  public static let automatic = MapCameraPosition(
    region: nil, camera: nil, followsUserLocation: false)

  /// Shows `region`.
  public static func region(_ region: MKCoordinateRegion) -> Self {
    Self(region: region, camera: nil, followsUserLocation: false)
  }

  /// Looks from `camera`.
  public static func camera(_ camera: MapCamera) -> Self {
    Self(region: nil, camera: camera, followsUserLocation: false)
  }

  /// Follows the user's location, showing `fallback` until it is known (it never is here).
  public static func userLocation(
    followsHeading: Bool = false, fallback: MapCameraPosition
  ) -> Self {
    Self(region: fallback.region, camera: fallback.camera, followsUserLocation: true)
  }
}

/// How a user may move the map.
public struct MapInteractionModes: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Modes from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Panning.
  public static let pan = MapInteractionModes(rawValue: 1)
  /// Zooming.
  public static let zoom = MapInteractionModes(rawValue: 2)
  /// Rotating.
  public static let rotate = MapInteractionModes(rawValue: 4)
  /// Tilting.
  public static let pitch = MapInteractionModes(rawValue: 8)
  /// Every mode.
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// How the map is drawn (not drawn here).
public struct MapStyle: Sendable {
  /// The terrain's relief.
  public enum Elevation: Sendable {
    /// The platform's choice.
    case automatic
    /// Flat.
    case flat
    /// Realistic, in 3D.
    case realistic
  }

  /// How strongly the map's features stand out.
  public enum Emphasis: Sendable {
    /// The platform's choice.
    case automatic
    /// Muted, so content stands out.
    case muted
  }

  let name: String
  /// The standard map.
  public static let standard = MapStyle(name: "standard")
  /// Satellite imagery with roads and labels.
  public static let hybrid = MapStyle(name: "hybrid")
  /// Satellite imagery.
  public static let imagery = MapStyle(name: "imagery")

  /// The standard map, with options.
  public static func standard(
    elevation: Elevation = .automatic, emphasis: Emphasis = .automatic,
    pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
  ) -> Self { .standard }

  /// Imagery with roads and labels, with options.
  public static func hybrid(
    elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
    showsTraffic: Bool = false
  ) -> Self {
    .hybrid
  }

  /// How a standard map emphasizes its features (Apple's name for `Emphasis`).
  public typealias StandardEmphasis = Emphasis

  /// Imagery, with options.
  public static func imagery(elevation: Elevation = .automatic) -> Self { .imagery }
}

/// How often `onMapCameraChange` reports.
public enum MapCameraUpdateFrequency: Sendable {
  /// While the camera moves.
  case continuous
  /// When it stops.
  case onEnd
}

/// The camera a change reports.
public struct MapCameraUpdateContext: Sendable {
  /// The camera.
  public let camera: MapCamera
  /// The region shown.
  public let region: MKCoordinateRegion
}

/// How the older `Map(coordinateRegion:)` follows the user.
public enum MapUserTrackingMode: Sendable {
  /// It does not.
  case none
  /// It keeps the user's location in view.
  case follow
}
