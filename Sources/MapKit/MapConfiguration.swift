import Foundation
import ViewProbe

/// How an `MKMapView` draws its map (kept, not drawn).
open class MKMapConfiguration: NSObject, @unchecked Sendable {
  /// Whether the map shows terrain in relief.
  public enum ElevationStyle: Int, Sendable {
    /// A flat map.
    case flat = 0
    /// Terrain and buildings in relief where available.
    case realistic = 1
  }

  /// Whether the map shows terrain in relief (`.flat` unless set).
  open var elevationStyle = ElevationStyle.flat

  /// A configuration.
  public override init() {}

  /// A configuration in `elevationStyle` (each kind of map has this initializer).
  public convenience init(elevationStyle: ElevationStyle) {
    self.init()
    self.elevationStyle = elevationStyle
  }
}

/// A street map.
open class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  /// How strongly the map's features are drawn.
  public enum EmphasisStyle: Int, Sendable {
    /// The usual emphasis.
    case `default` = 0
    /// Muted, for content drawn over the map.
    case muted = 1
  }

  /// How strongly the map's features are drawn.
  open var emphasisStyle = EmphasisStyle.default
  /// Which points of interest it shows (all when `nil`).
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  /// Whether it shows traffic.
  open var showsTraffic = false

  /// A street map.
  public override init() {}

  /// A street map with `emphasisStyle`.
  public convenience init(emphasisStyle: EmphasisStyle) {
    self.init()
    self.emphasisStyle = emphasisStyle
  }

  /// A street map in `elevationStyle` with `emphasisStyle`.
  public convenience init(elevationStyle: ElevationStyle, emphasisStyle: EmphasisStyle) {
    self.init()
    self.elevationStyle = elevationStyle
    self.emphasisStyle = emphasisStyle
  }
}

/// Satellite imagery.
open class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  /// Satellite imagery.
  public override init() {}

}

/// Satellite imagery with roads and labels.
open class MKHybridMapConfiguration: MKMapConfiguration, @unchecked Sendable {
  /// Which points of interest it shows (all when `nil`).
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  /// Whether it shows traffic.
  open var showsTraffic = false

  /// A hybrid map.
  public override init() {}
}

/// Where an `MKMapView` looks from: its centre, and the distance, pitch and heading of the eye.
open class MKMapCamera: NSObject, @unchecked Sendable {
  /// The point the camera looks at.
  open var centerCoordinate = CLLocationCoordinate2D(latitude: 0, longitude: 0)
  /// The distance from the eye to the centre, in metres.
  open var centerCoordinateDistance: CLLocationDistance = 0
  /// The tilt, in degrees from looking straight down.
  open var pitch: CGFloat = 0
  /// The heading, in degrees clockwise from north.
  open var heading: CLLocationDirection = 0

  /// A camera looking straight down at the origin.
  public override init() {}

  /// A camera looking at `centerCoordinate` from `distance` metres, tilted `pitch` degrees,
  /// turned to `heading`.
  public convenience init(
    lookingAtCenter centerCoordinate: CLLocationCoordinate2D,
    fromDistance distance: CLLocationDistance, pitch: CGFloat, heading: CLLocationDirection
  ) {
    self.init()
    self.centerCoordinate = centerCoordinate
    self.centerCoordinateDistance = distance
    self.pitch = pitch
    self.heading = heading
  }
}
