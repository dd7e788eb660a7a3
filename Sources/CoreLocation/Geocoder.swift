import Foundation
import ViewProbe

/// A place's names, as a geocoder gives them.
open class CLPlacemark: NSObject, @unchecked Sendable {
  /// Where it is.
  public let location: CLLocation?
  /// Its name ("Apple Park").
  public let name: String?
  /// The street.
  public let thoroughfare: String?
  /// The street number.
  public let subThoroughfare: String?
  /// The city.
  public let locality: String?
  /// The neighbourhood.
  public let subLocality: String?
  /// The state or province.
  public let administrativeArea: String?
  /// The county.
  public let subAdministrativeArea: String?
  /// The postal code.
  public let postalCode: String?
  /// The country.
  public let country: String?
  /// The country's ISO code.
  public let isoCountryCode: String?
  /// The place's time zone.
  public let timeZone: TimeZone?

  /// A place for a test's geocoder (ViewProbe's: Apple's placemarks come from its servers).
  public init(
    location: CLLocation, name: String? = nil, thoroughfare: String? = nil,
    subThoroughfare: String? = nil, locality: String? = nil, subLocality: String? = nil,
    administrativeArea: String? = nil, subAdministrativeArea: String? = nil,
    postalCode: String? = nil, country: String? = nil, isoCountryCode: String? = nil,
    timeZone: TimeZone? = nil
  ) {
    self.location = location
    self.name = name
    self.thoroughfare = thoroughfare
    self.subThoroughfare = subThoroughfare
    self.locality = locality
    self.subLocality = subLocality
    self.administrativeArea = administrativeArea
    self.subAdministrativeArea = subAdministrativeArea
    self.postalCode = postalCode
    self.country = country
    self.isoCountryCode = isoCountryCode
    self.timeZone = timeZone
  }

  /// A copy of `placemark`.
  public convenience init(placemark: CLPlacemark) {
    self.init(
      location: placemark.location ?? CLLocation(latitude: 0, longitude: 0),
      name: placemark.name, thoroughfare: placemark.thoroughfare,
      subThoroughfare: placemark.subThoroughfare, locality: placemark.locality,
      subLocality: placemark.subLocality, administrativeArea: placemark.administrativeArea,
      subAdministrativeArea: placemark.subAdministrativeArea, postalCode: placemark.postalCode,
      country: placemark.country, isoCountryCode: placemark.isoCountryCode,
      timeZone: placemark.timeZone)
  }

  /// The names a forward search matches.
  var searchableNames: [String] {
    [name, thoroughfare, locality, subLocality, administrativeArea, postalCode, country]
      .compactMap { $0 }
  }
}

/// What a geocoding request hands back.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Turns coordinates into places and addresses into coordinates, from the places the test added
/// to its harness (`harness.addPlace(_:)`): a location's nearest place within 25 km, an address's
/// places whose names it mentions; nothing found is `CLError.geocodeFoundNoResult`. Completion
/// handlers run on the main queue, after the call (`settle()` runs them).
open class CLGeocoder: NSObject, @unchecked Sendable {
  private let device = DeviceLocation.current
  private let lock = NSLock()
  private var pending = 0
  private var cancelled = false

  /// A geocoder, with the places of the harness whose code makes it.
  public override init() { super.init() }

  /// Whether a request is on its way.
  open var isGeocoding: Bool { lock.withLock { pending > 0 } }

  /// The place at `location`.
  open func reverseGeocodeLocation(
    _ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    answer(reverse(location), completionHandler)
  }

  /// The place at `location`, named in `locale` (the places' own names here).
  open func reverseGeocodeLocation(
    _ location: CLLocation, preferredLocale locale: Locale?,
    completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    answer(reverse(location), completionHandler)
  }

  /// The place at `location`.
  open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
    try reverse(location).get()
  }

  /// The places `addressString` names.
  open func geocodeAddressString(
    _ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    answer(forward(addressString), completionHandler)
  }

  /// The places `addressString` names.
  open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
    try forward(addressString).get()
  }

  /// Cancels the requests on their way: their handlers get `CLError.geocodeCanceled`.
  open func cancelGeocode() { lock.withLock { cancelled = pending > 0 } }

  private func reverse(_ location: CLLocation) -> Result<[CLPlacemark], CLError> {
    let nearest = (device?.places ?? [])
      .compactMap { place in place.location.map { (place, $0.distance(from: location)) } }
      .filter { $0.1 <= 25_000 }
      .min { $0.1 < $1.1 }
    guard let nearest else { return .failure(CLError(.geocodeFoundNoResult)) }
    return .success([nearest.0])
  }

  private func forward(_ address: String) -> Result<[CLPlacemark], CLError> {
    let words = address.lowercased()
    let found = (device?.places ?? []).filter { place in
      place.searchableNames.contains { words.contains($0.lowercased()) }
    }
    return found.isEmpty ? .failure(CLError(.geocodeFoundNoResult)) : .success(found)
  }

  private func answer(
    _ result: Result<[CLPlacemark], CLError>,
    _ completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    lock.withLock { pending += 1 }
    nonisolated(unsafe) let handler = completionHandler
    _ViewProbeRuntime.completeOnAnotherQueue(.main) { [self] in
      let wasCancelled = lock.withLock {
        pending -= 1
        defer { if pending == 0 { cancelled = false } }
        return cancelled
      }
      if wasCancelled { return handler(nil, CLError(.geocodeCanceled)) }
      switch result {
      case .success(let places): handler(places, nil)
      case .failure(let error): handler(nil, error)
      }
    }
  }
}

/// One live location update (iOS 17).
public struct CLLocationUpdate: Sendable {
  /// The location, when there is one.
  public let location: CLLocation?
  /// Whether the device stopped moving.
  public let isStationary: Bool

  init(location: CLLocation) {
    self.location = location
    isStationary = false
  }

  /// The device's locations as they come, while the task that reads them runs: the current one
  /// (if the test placed the device and the user allowed it), then each `harness.moveDevice`.
  /// While it waits for the next, `settle()` does not wait for it.
  public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates {
    Updates(device: DeviceLocation.current)
  }

  /// What live updates are for.
  public struct LiveConfiguration: Sendable {
    /// Anything.
    public static let `default` = LiveConfiguration()
    /// Driving.
    public static let automotiveNavigation = LiveConfiguration()
    /// Exercise.
    public static let fitness = LiveConfiguration()
    /// Other travel.
    public static let otherNavigation = LiveConfiguration()
    /// Flying.
    public static let airborne = LiveConfiguration()
  }

  /// The stream of live updates.
  public struct Updates: AsyncSequence, Sendable {
    /// Each update.
    public typealias Element = CLLocationUpdate
    let device: DeviceLocation?

    /// Reads the updates in order.
    public func makeAsyncIterator() -> Iterator {
      let (stream, continuation) = AsyncStream<CLLocationUpdate>.makeStream()
      let id = device?.addStream(continuation)
      let device = self.device
      continuation.onTermination = { _ in if let id { device?.removeStream(id) } }
      return Iterator(base: stream.makeAsyncIterator())
    }

    /// Reads the updates.
    public struct Iterator: AsyncIteratorProtocol {
      var base: AsyncStream<CLLocationUpdate>.Iterator

      /// The next update, once there is one (waiting is not a stuck task for `settle()`).
      public mutating func next() async throws -> CLLocationUpdate? {
        let unpark = _ViewProbeRuntime.parkCurrentTask()
        defer { unpark() }
        return await base.next()
      }
    }
  }
}
