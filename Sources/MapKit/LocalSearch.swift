// MapKit's places, searches and routes, as iOS 17's map apps use them with SwiftUI's `Map`
// (`Marker(item:)`, `MKLocalSearch`, `MKDirections`, Look Around). There are no Apple servers here:
// searches find the places the test added to its harness (`harness.addPlace(_:)`, as for
// `CLGeocoder`), a route is the straight line between its ends at a steady speed, and there is no
// Look Around imagery.
import Foundation
import ViewProbe

/// A place as MapKit's items carry it.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
  /// Where it is.
  public var coordinate: CLLocationCoordinate2D {
    location?.coordinate ?? CLLocationCoordinate2D(latitude: 0, longitude: 0)
  }
  /// Its name, as an annotation's title.
  public var title: String? { name }
  /// Its city, as an annotation's subtitle.
  public var subtitle: String? { locality }

  /// A place at `coordinate`, with no names.
  public init(coordinate: CLLocationCoordinate2D) {
    super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
  }

  /// A place at `coordinate` (the address is kept by Contacts' keys, not read here).
  public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
    self.init(coordinate: coordinate)
  }

  /// A copy of `placemark`, names included.
  public override init(
    location: CLLocation, name: String? = nil, thoroughfare: String? = nil,
    subThoroughfare: String? = nil, locality: String? = nil, subLocality: String? = nil,
    administrativeArea: String? = nil, subAdministrativeArea: String? = nil,
    postalCode: String? = nil, country: String? = nil, isoCountryCode: String? = nil,
    timeZone: TimeZone? = nil
  ) {
    super.init(
      location: location, name: name, thoroughfare: thoroughfare,
      subThoroughfare: subThoroughfare, locality: locality, subLocality: subLocality,
      administrativeArea: administrativeArea, subAdministrativeArea: subAdministrativeArea,
      postalCode: postalCode, country: country, isoCountryCode: isoCountryCode,
      timeZone: timeZone)
  }
}

extension MKPlacemark {
  /// The same place, as MapKit's placemark.
  convenience init(copying place: CLPlacemark) {
    self.init(
      location: place.location ?? CLLocation(latitude: 0, longitude: 0), name: place.name,
      thoroughfare: place.thoroughfare, subThoroughfare: place.subThoroughfare,
      locality: place.locality, subLocality: place.subLocality,
      administrativeArea: place.administrativeArea,
      subAdministrativeArea: place.subAdministrativeArea, postalCode: place.postalCode,
      country: place.country, isoCountryCode: place.isoCountryCode, timeZone: place.timeZone)
  }
}

/// A kind of point of interest.
public struct MKPointOfInterestCategory: Hashable, Sendable, RawRepresentable {
  /// The category's name.
  public let rawValue: String
  /// The category `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Beaches.
  public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
  /// Cafés.
  public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
  /// Parks.
  public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
  /// Restaurants.
  public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
  /// Museums.
  public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
  /// Parking.
  public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
}

/// Which points of interest a map or search includes.
public struct MKPointOfInterestFilter: Sendable {
  /// Only `categories`.
  public init(including categories: [MKPointOfInterestCategory]) {}
  /// All but `categories`.
  public init(excluding categories: [MKPointOfInterestCategory]) {}
  /// Every category.
  public static let includingAll = MKPointOfInterestFilter(excluding: [])
  /// None.
  public static let excludingAll = MKPointOfInterestFilter(including: [])
}

/// A place the user can go to: its placemark, name and details.
open class MKMapItem: NSObject, @unchecked Sendable {
  /// The place.
  public let placemark: MKPlacemark
  /// Whether it stands for the device's location.
  public let isCurrentLocation: Bool
  /// Its name (the placemark's unless set).
  open var name: String?
  /// Its phone number.
  open var phoneNumber: String?
  /// Its web site.
  open var url: URL?
  /// Its time zone.
  open var timeZone: TimeZone?
  /// Its kind.
  open var pointOfInterestCategory: MKPointOfInterestCategory?
  /// The address it was made with (iOS 26's `init(location:address:)`).
  var givenAddress: MKAddress?

  /// An item for `placemark`.
  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    isCurrentLocation = false
    name = placemark.name
    timeZone = placemark.timeZone
    super.init()
  }

  private init(current location: CLLocation?) {
    placemark = MKPlacemark(
      coordinate: location?.coordinate ?? CLLocationCoordinate2D(latitude: 0, longitude: 0))
    isCurrentLocation = true
    name = "My Location"
    super.init()
  }

  /// The device's location (where the test put the harness's device).
  open class func forCurrentLocation() -> MKMapItem {
    MKMapItem(current: _HarnessDevice.location)
  }

  /// Opens the item in Maps: recorded in the harness's `openedURLs` as a `maps:` URL naming it,
  /// its coordinate and, when asked for, the directions mode (ViewProbe's form of it).
  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
    var items = [
      URLQueryItem(name: "q", value: name ?? ""),
      URLQueryItem(
        name: "ll", value: "\(placemark.coordinate.latitude),\(placemark.coordinate.longitude)"),
    ]
    if let mode = launchOptions?[MKLaunchOptionsDirectionsModeKey] as? String {
      items.append(URLQueryItem(name: "dirflg", value: mode))
    }
    var components = URLComponents()
    components.scheme = "maps"
    components.queryItems = items
    guard let url = components.url else { return false }
    _ViewProbeRuntime.recordOpenedURL(url)
    return true
  }
}

/// The launch option naming how to travel.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// By car.
public let MKLaunchOptionsDirectionsModeDriving = "d"
/// On foot.
public let MKLaunchOptionsDirectionsModeWalking = "w"
/// By public transport.
public let MKLaunchOptionsDirectionsModeTransit = "r"
/// Whichever the user prefers.
public let MKLaunchOptionsDirectionsModeDefault = "default"
/// The launch option naming the map type.
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"

/// Why a MapKit request failed.
public struct MKError: Error, Equatable, Sendable {
  /// The kinds of failure.
  public enum Code: UInt, Sendable {
    /// Unknown.
    case unknown = 1
    /// The server failed.
    case serverFailure = 2
    /// Too many requests.
    case loadingThrottled = 3
    /// Nothing was found.
    case placemarkNotFound = 4
    /// No route was found.
    case directionsNotFound = 5
  }

  /// The kind.
  public let code: Code

  /// An error of `code`.
  public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
}

/// Finds places by name, among the places the test added to its harness.
open class MKLocalSearch: NSObject, @unchecked Sendable {
  /// What to look for.
  open class Request: NSObject, @unchecked Sendable {
    /// The words ("coffee", "Louvre").
    open var naturalLanguageQuery: String?
    /// Where to look (kept: every added place is in reach).
    open var region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
      span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
    /// Which kinds of result.
    open var resultTypes = ResultType.pointOfInterest.union(.address)
    /// Which points of interest.
    open var pointOfInterestFilter: MKPointOfInterestFilter?

    /// An empty request.
    public override init() { super.init() }

    /// A search for what the user picked among a completer's suggestions.
    public init(completion: MKLocalSearchCompletion) {
      naturalLanguageQuery = completion.title
      super.init()
    }

    /// A search for `naturalLanguageQuery`.
    public convenience init(naturalLanguageQuery: String) {
      self.init()
      self.naturalLanguageQuery = naturalLanguageQuery
    }
  }

  /// The kinds of result.
  public struct ResultType: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Addresses.
    public static let address = ResultType(rawValue: 1 << 0)
    /// Points of interest.
    public static let pointOfInterest = ResultType(rawValue: 1 << 1)
    /// Physical features (mountains, lakes).
    public static let physicalFeature = ResultType(rawValue: 1 << 2)
  }

  /// What a search found.
  open class Response: NSObject, @unchecked Sendable {
    /// The places, in the order the test added them.
    public let mapItems: [MKMapItem]
    /// A region around them.
    public let boundingRegion: MKCoordinateRegion

    init(mapItems: [MKMapItem]) {
      self.mapItems = mapItems
      let coordinates = mapItems.map(\.placemark.coordinate)
      let latitudes = coordinates.map(\.latitude)
      let longitudes = coordinates.map(\.longitude)
      boundingRegion = MKCoordinateRegion(
        center: CLLocationCoordinate2D(
          latitude: ((latitudes.min() ?? 0) + (latitudes.max() ?? 0)) / 2,
          longitude: ((longitudes.min() ?? 0) + (longitudes.max() ?? 0)) / 2),
        span: MKCoordinateSpan(
          latitudeDelta: (latitudes.max() ?? 0) - (latitudes.min() ?? 0),
          longitudeDelta: (longitudes.max() ?? 0) - (longitudes.min() ?? 0)))
      super.init()
    }
  }

  private let query: String
  private let places = _HarnessDevice.places

  /// A search for `request`.
  public init(request: Request) {
    query = request.naturalLanguageQuery ?? ""
    super.init()
  }

  /// Whether the search is on its way (it ends at once here).
  open var isSearching: Bool { false }

  /// The places whose names the query names, or whose names name it; none is
  /// `MKError.placemarkNotFound`.
  open func start() async throws -> Response {
    let found = Self.places(matching: query, in: places)
    guard !found.isEmpty else { throw MKError(.placemarkNotFound) }
    return Response(mapItems: found.map { MKMapItem(placemark: MKPlacemark(copying: $0)) })
  }

  /// The same, handed to `completionHandler` on the main queue.
  open func start(completionHandler: @escaping (Response?, (any Error)?) -> Void) {
    let found = Self.places(matching: query, in: places)
    nonisolated(unsafe) let handler = completionHandler
    _ViewProbeRuntime.completeOnAnotherQueue(.main) {
      guard !found.isEmpty else { return handler(nil, MKError(.placemarkNotFound)) }
      handler(Response(mapItems: found.map { MKMapItem(placemark: MKPlacemark(copying: $0)) }), nil)
    }
  }

  /// Stops the search.
  open func cancel() {}

  static func places(matching query: String, in places: [CLPlacemark]) -> [CLPlacemark] {
    let words = query.lowercased().trimmingCharacters(in: .whitespaces)
    guard !words.isEmpty else { return [] }
    return places.filter { place in
      [
        place.name, place.thoroughfare, place.locality, place.subLocality,
        place.administrativeArea, place.postalCode, place.country,
      ]
      .compactMap { $0?.lowercased() }
      .contains { $0.contains(words) || words.contains($0) }
    }
  }
}

/// A suggestion for a search being typed.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
  /// Its title (the place's name).
  public let title: String
  /// Its subtitle (the place's city and country).
  public let subtitle: String

  init(_ place: CLPlacemark) {
    title = place.name ?? place.locality ?? ""
    subtitle = [place.locality, place.country].compactMap { $0 }.joined(separator: ", ")
    super.init()
  }
}

/// What a completer tells its delegate.
public protocol MKLocalSearchCompleterDelegate: AnyObject {
  /// New suggestions.
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
  /// Suggesting failed.
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
  /// Does nothing.
  public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
  /// Does nothing.
  public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggests places as the user types, from the places the test added: each change of
/// `queryFragment` updates `results` and tells the delegate, on the main queue.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
  private let places = _HarnessDevice.places
  /// Who hears of suggestions.
  open weak var delegate: (any MKLocalSearchCompleterDelegate)?
  /// Where to look (kept).
  open var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
    span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
  /// Which kinds of result (kept).
  open var resultTypes = ResultType.address
  /// Which points of interest (kept).
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  /// The suggestions for the latest fragment.
  open private(set) var results: [MKLocalSearchCompletion] = []
  /// What the user typed so far.
  open var queryFragment = "" {
    didSet {
      let found = MKLocalSearch.places(matching: queryFragment, in: places)
      _ViewProbeRuntime.completeOnAnotherQueue(.main) { [weak self] in
        guard let self else { return }
        results = found.map(MKLocalSearchCompletion.init)
        delegate?.completerDidUpdateResults(self)
      }
    }
  }
  /// Whether suggestions are on their way.
  open var isSearching: Bool { false }

  /// A completer.
  public override init() { super.init() }

  /// Stops suggesting.
  open func cancel() {}

  /// The kinds of suggestion.
  public struct ResultType: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Addresses.
    public static let address = ResultType(rawValue: 1 << 0)
    /// Points of interest.
    public static let pointOfInterest = ResultType(rawValue: 1 << 1)
    /// Queries.
    public static let query = ResultType(rawValue: 1 << 2)
    /// Physical features.
    public static let physicalFeature = ResultType(rawValue: 1 << 3)
  }
}

/// How a route travels.
public struct MKDirectionsTransportType: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// A set from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// By car.
  public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
  /// On foot.
  public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
  /// By public transport.
  public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
  /// Any.
  public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)

  /// Metres per second, as ViewProbe's routes travel.
  var speed: Double {
    contains(.automobile) ? 13.9 : contains(.transit) ? 8.3 : 1.4
  }
}

/// A route between two places: here the straight line between them, travelled at a steady speed
/// for its transport type (50 km/h by car, 30 by transit, 5 on foot).
open class MKRoute: NSObject, @unchecked Sendable {
  /// The line.
  public let polyline: MKPolyline
  /// How far, in metres.
  public let distance: CLLocationDistance
  /// How long, in seconds.
  public let expectedTravelTime: TimeInterval
  /// How it travels.
  public let transportType: MKDirectionsTransportType
  /// Its name.
  public let name: String
  /// Notices about it.
  public let advisoryNotices: [String] = []
  /// Its steps: one, to the destination.
  public let steps: [Step]

  /// One instruction of a route.
  open class Step: NSObject, @unchecked Sendable {
    /// What to do.
    public let instructions: String
    /// How far, in metres.
    public let distance: CLLocationDistance
    /// The line of the step.
    public let polyline: MKPolyline
    /// How it travels.
    public let transportType: MKDirectionsTransportType

    init(
      instructions: String, distance: CLLocationDistance, polyline: MKPolyline,
      transportType: MKDirectionsTransportType
    ) {
      self.instructions = instructions
      self.distance = distance
      self.polyline = polyline
      self.transportType = transportType
      super.init()
    }
  }

  init(from source: MKMapItem, to destination: MKMapItem, by transport: MKDirectionsTransportType) {
    let ends = [source.placemark.coordinate, destination.placemark.coordinate]
    polyline = ends.withUnsafeBufferPointer { MKPolyline(coordinates: $0.baseAddress!, count: 2) }
    distance = CLLocation(latitude: ends[0].latitude, longitude: ends[0].longitude)
      .distance(from: CLLocation(latitude: ends[1].latitude, longitude: ends[1].longitude))
    transportType = transport
    expectedTravelTime = distance / transport.speed
    name = destination.name ?? ""
    steps = [
      Step(
        instructions: "Arrive at \(destination.name ?? "the destination")", distance: distance,
        polyline: polyline, transportType: transport)
    ]
    super.init()
  }
}

/// Finds routes between two places.
open class MKDirections: NSObject, @unchecked Sendable {
  /// Where from, where to, how.
  open class Request: NSObject, @unchecked Sendable {
    /// Where from (the device's location unless set).
    open var source: MKMapItem?
    /// Where to.
    open var destination: MKMapItem?
    /// How to travel.
    open var transportType = MKDirectionsTransportType.any
    /// Whether to ask for several routes (one comes here).
    open var requestsAlternateRoutes = false
    /// When to leave.
    open var departureDate: Date?
    /// When to arrive.
    open var arrivalDate: Date?

    /// An empty request.
    public override init() { super.init() }
  }

  /// The routes found.
  open class Response: NSObject, @unchecked Sendable {
    /// Where from.
    public let source: MKMapItem
    /// Where to.
    public let destination: MKMapItem
    /// The routes (one).
    public let routes: [MKRoute]

    init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
      self.source = source
      self.destination = destination
      self.routes = routes
      super.init()
    }
  }

  private let request: Request
  private let here = MKMapItem.forCurrentLocation()

  /// Directions for `request`.
  public init(request: Request) {
    self.request = request
    super.init()
  }

  /// Whether a calculation is on its way (it ends at once here).
  open var isCalculating: Bool { false }

  /// The route: the straight line from the source (or the device) to the destination; no
  /// destination is `MKError.directionsNotFound`.
  open func calculate() async throws -> Response { try route().get() }

  /// The same, handed to `completionHandler` on the main queue.
  open func calculate(completionHandler: @escaping (Response?, (any Error)?) -> Void) {
    let result = route()
    nonisolated(unsafe) let handler = completionHandler
    _ViewProbeRuntime.completeOnAnotherQueue(.main) {
      switch result {
      case .success(let response): handler(response, nil)
      case .failure(let error): handler(nil, error)
      }
    }
  }

  /// Stops the calculation.
  open func cancel() {}

  private func route() -> Result<Response, MKError> {
    guard let destination = request.destination else {
      return .failure(MKError(.directionsNotFound))
    }
    let source = request.source ?? here
    let transport =
      request.transportType == .any ? MKDirectionsTransportType.automobile : request.transportType
    return .success(
      Response(
        source: source, destination: destination,
        routes: [MKRoute(from: source, to: destination, by: transport)]))
  }
}

/// Look Around imagery of a place (none here).
public struct MKLookAroundScene: Sendable, Equatable {}

/// Asks for a place's Look Around imagery: there is none here, so the scene is `nil`.
public final class MKLookAroundSceneRequest: @unchecked Sendable {
  /// A request for the imagery at `coordinate`.
  public init(coordinate: CLLocationCoordinate2D) {}
  /// A request for the imagery of `mapItem`.
  public init(mapItem: MKMapItem) {}
  /// The scene (`nil`: no imagery).
  public var scene: MKLookAroundScene? { get async throws { nil } }
  /// Whether the request is on its way.
  public var isLoading: Bool { false }
  /// Stops the request.
  public func cancel() {}
}

/// A Look Around preview of a scene (it shows nothing: there is no imagery).
public struct LookAroundPreview: View {
  /// A preview of `initialScene`.
  public init(
    initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
    pointsOfInterest: PointOfInterestCategories = .all,
    badgePosition: MKLookAroundBadgePosition = .topLeading
  ) {}

  /// A preview of the scene `scene` holds.
  public init(
    scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true,
    showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
    badgePosition: MKLookAroundBadgePosition = .topLeading
  ) {}

  /// Nothing.
  public var body: some View { EmptyView() }
}

/// Where the Look Around badge sits.
public enum MKLookAroundBadgePosition: Sendable {
  /// Top leading.
  case topLeading
  /// Top trailing.
  case topTrailing
  /// Bottom trailing.
  case bottomTrailing
}
