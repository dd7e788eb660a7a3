// Linux has no CoreLocation. There, ViewProbe's product includes this stand-in, so that model and
// view files that keep coordinates (`CLLocationCoordinate2D`, `CLLocation`), ask for the user's
// location (`CLLocationManager` with a delegate, iOS 17's `CLLocationUpdate.liveUpdates()`) or
// name places (`CLGeocoder`) compile unchanged — and run in a device the test controls: each
// harness's device is where `harness.moveDevice(to:)` puts it, its user answers the permission
// prompt as `harness.setLocationPermission(_:)` says, and its geocoder knows the places
// `harness.addPlace(_:)` adds (`DeviceLocation.swift`).
import Foundation

/// A latitude or longitude, in degrees.
public typealias CLLocationDegrees = Double
/// A distance, in metres.
public typealias CLLocationDistance = Double
/// An accuracy, in metres.
public typealias CLLocationAccuracy = Double
/// A speed, in metres per second.
public typealias CLLocationSpeed = Double
/// A direction, in degrees from north.
public typealias CLLocationDirection = Double

/// A place on Earth: a latitude and a longitude (not `Equatable`, as Apple's is not).
public struct CLLocationCoordinate2D: Sendable {
  /// Degrees north of the equator.
  public var latitude: CLLocationDegrees
  /// Degrees east of Greenwich.
  public var longitude: CLLocationDegrees

  /// The coordinate (0, 0).
  public init() {
    latitude = 0
    longitude = 0
  }

  /// A coordinate.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// An invalid coordinate.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(
  latitude: 180.1, longitude: 180.1)

/// Whether `coordinate` is on Earth.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// The best accuracy a manager can ask for.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accuracy to about ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accuracy to about a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accuracy to about a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000

/// A located point: a coordinate, when and how precisely it was measured.
open class CLLocation: NSObject, @unchecked Sendable {
  /// Where.
  public let coordinate: CLLocationCoordinate2D
  /// Metres above sea level.
  public let altitude: CLLocationDistance
  /// How far off the coordinate may be, in metres.
  public let horizontalAccuracy: CLLocationAccuracy
  /// How far off the altitude may be, in metres.
  public let verticalAccuracy: CLLocationAccuracy
  /// When it was measured.
  public let timestamp: Date

  /// A location at `latitude` and `longitude`, measured now.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    altitude = 0
    horizontalAccuracy = 0
    verticalAccuracy = -1
    timestamp = Date()
  }

  /// A location with its accuracies and time.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.timestamp = timestamp
  }

  /// The great-circle distance to `location`, in metres.
  public func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_000.0
    let lat1 = coordinate.latitude * .pi / 180
    let lat2 = location.coordinate.latitude * .pi / 180
    let dLat = lat2 - lat1
    let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return radius * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}
