// iOS 26's geocoding in MapKit — `MKGeocodingRequest` and `MKReverseGeocodingRequest`, which
// replace `CLGeocoder` — and the addresses map items carry. There are no Apple servers here: a
// request finds the places the test added to its harness (`harness.addPlace(_:)`), as `CLGeocoder`
// does, and hands them back as map items.
import Foundation
import ViewProbe

/// A place's address: the full form and, when there is one, a short form.
public final class MKAddress: @unchecked Sendable {
  /// The whole address ("1 Apple Park Way, Cupertino, CA 95014, United States").
  public let fullAddress: String
  /// A short form ("1 Apple Park Way, Cupertino").
  public let shortAddress: String?

  /// An address from its full and short forms; `nil` when `fullAddress` is empty.
  public init?(fullAddress: String, shortAddress: String?) {
    guard !fullAddress.isEmpty else { return nil }
    self.fullAddress = fullAddress
    self.shortAddress = shortAddress
  }

  /// The address of `placemark`, from its names (street, city, region and postal code, country);
  /// `nil` when it has none.
  convenience init?(placemark: CLPlacemark) {
    let full = placemark.addressLines(includingCountry: true).joined(separator: ", ")
    let short = [placemark.streetLine, placemark.locality ?? ""].filter { !$0.isEmpty }
      .joined(separator: ", ")
    self.init(fullAddress: full, shortAddress: short.isEmpty ? nil : short)
  }
}

/// The parts of a map item's address, formatted.
public final class MKAddressRepresentations: @unchecked Sendable {
  private let placemark: CLPlacemark

  init(placemark: CLPlacemark) { self.placemark = placemark }

  /// The city.
  public var cityName: String? { placemark.locality }
  /// The city with its region ("Cupertino, CA").
  public var cityWithContext: String? {
    let parts = [placemark.locality, placemark.administrativeArea].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
  /// The country or region.
  public var regionName: String? { placemark.country }
  /// The country or region's code.
  public var regionCode: String? { placemark.isoCountryCode }

  /// The full address, with or without its country or region, on one line or several.
  public func fullAddress(includingRegion: Bool, singleLine: Bool) -> String? {
    let lines = placemark.addressLines(includingCountry: includingRegion)
    return lines.isEmpty ? nil : lines.joined(separator: singleLine ? ", " : "\n")
  }
}

extension CLPlacemark {
  /// The street number and street ("1 Apple Park Way"), or "".
  fileprivate var streetLine: String {
    [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
  }

  /// The address's non-empty lines: street, city, region and postal code, and the country.
  fileprivate func addressLines(includingCountry: Bool) -> [String] {
    let region = [administrativeArea, postalCode].compactMap { $0 }.joined(separator: " ")
    var lines = [streetLine, locality ?? "", region]
    if includingCountry { lines.append(country ?? "") }
    return lines.filter { !$0.isEmpty }
  }
}

extension MKMapItem {
  /// An item at `location` with `address` (iOS 26).
  public convenience init(location: CLLocation, address: MKAddress?) {
    self.init(placemark: MKPlacemark(coordinate: location.coordinate))
    givenAddress = address
  }

  /// The item's address: the one it was made with, or its placemark's (iOS 26).
  public var address: MKAddress? { givenAddress ?? MKAddress(placemark: placemark) }

  /// Where the item is (iOS 26).
  public var location: CLLocation {
    placemark.location
      ?? CLLocation(
        latitude: placemark.coordinate.latitude, longitude: placemark.coordinate.longitude)
  }

  /// The item's address, formatted by parts (iOS 26).
  public var addressRepresentations: MKAddressRepresentations? {
    MKAddressRepresentations(placemark: placemark)
  }
}

/// One geocoding lookup: the geocoder it asks, and whether it is loading or was cancelled.
public class _MapItemLookup: @unchecked Sendable {
  private let geocoder = CLGeocoder()
  /// The locale to name places in (the places' own names here).
  public var preferredLocale: Locale?
  /// Whether the request was cancelled.
  public private(set) var isCancelled = false
  /// Whether a lookup is on its way.
  public private(set) var isLoading = false

  init() {}

  /// The places the geocoder finds, as map items.
  func lookUp(_ find: (CLGeocoder) async throws -> [CLPlacemark]) async throws -> [MKMapItem] {
    isLoading = true
    defer { isLoading = false }
    return try await find(geocoder).map { MKMapItem(placemark: MKPlacemark(placemark: $0)) }
  }

  /// Looks up the map items and hands them to `completionHandler` on the main actor.
  func handMapItems(
    _ mapItems: @escaping @Sendable () async throws -> [MKMapItem],
    to completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void
  ) {
    Task { @MainActor in
      do { completionHandler(try await mapItems(), nil) } catch { completionHandler(nil, error) }
    }
  }

  /// Cancels the request.
  public func cancel() {
    isCancelled = true
    geocoder.cancelGeocode()
  }
}

/// Looks up the places an address names (iOS 26): the harness's places whose names the address
/// mentions, as map items. Nothing found throws `CLError.geocodeFoundNoResult`.
public final class MKGeocodingRequest: _MapItemLookup, @unchecked Sendable {
  /// The address looked up.
  public let addressString: String
  /// A region to prefer results in (kept; the harness's places are few).
  public var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
    span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))

  /// A request for `addressString`; `nil` when it is empty.
  public init?(addressString: String) {
    guard !addressString.isEmpty else { return nil }
    self.addressString = addressString
  }

  /// The places found.
  public var mapItems: [MKMapItem] {
    get async throws {
      try await lookUp { [addressString] in try await $0.geocodeAddressString(addressString) }
    }
  }

  /// Finds the places and hands them to `completionHandler` on the main actor.
  public func getMapItems(
    completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void
  ) {
    handMapItems({ try await self.mapItems }, to: completionHandler)
  }
}

/// Looks up the place at a location (iOS 26): the harness's nearest place within 25 km, as a map
/// item with its address. Nothing found throws `CLError.geocodeFoundNoResult`.
public final class MKReverseGeocodingRequest: _MapItemLookup, @unchecked Sendable {
  /// The location looked up.
  public let location: CLLocation

  /// A request for the place at `location`.
  public init?(location: CLLocation) { self.location = location }

  /// The places found.
  public var mapItems: [MKMapItem] {
    get async throws {
      try await lookUp { [location] in try await $0.reverseGeocodeLocation(location) }
    }
  }

  /// Finds the place and hands it to `completionHandler` on the main actor.
  public func getMapItems(
    completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void
  ) {
    handMapItems({ try await self.mapItems }, to: completionHandler)
  }
}
