import Foundation
import ViewProbe

/// Whether the app may use the user's location.
public enum CLAuthorizationStatus: Int32, Sendable {
  /// The user has not been asked.
  case notDetermined = 0
  /// Restricted (parental controls).
  case restricted = 1
  /// Denied.
  case denied = 2
  /// Allowed at all times.
  case authorizedAlways = 3
  /// Allowed while the app is in use.
  case authorizedWhenInUse = 4
}

/// Whether locations are precise or approximate.
public enum CLAccuracyAuthorization: Int, Sendable {
  /// Precise locations.
  case fullAccuracy = 0
  /// Approximate locations.
  case reducedAccuracy = 1
}

/// Why locating or geocoding failed.
public struct CLError: Error, Equatable, Sendable {
  /// The kinds of failure.
  public enum Code: Int, Sendable {
    /// The location is not known yet.
    case locationUnknown = 0
    /// The user denied access to the location.
    case denied = 1
    /// The network was unavailable.
    case network = 2
    /// A geocoding request found nothing.
    case geocodeFoundNoResult = 8
    /// A geocoding request found only part of the address.
    case geocodeFoundPartialResult = 9
    /// A geocoding request was cancelled.
    case geocodeCanceled = 10
  }

  /// The kind.
  public let code: Code

  /// An error of `code`.
  public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }

  /// The location is not known yet.
  public static let locationUnknown = Code.locationUnknown
  /// The user denied access.
  public static let denied = Code.denied
  /// A geocoding request found nothing.
  public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
  /// A geocoding request was cancelled.
  public static let geocodeCanceled = Code.geocodeCanceled
}

extension CLError.Code {
  /// Matches an error of `code` (`case CLError.denied:` in a `catch` or `switch`).
  public static func ~= (code: CLError.Code, error: any Error) -> Bool {
    (error as? CLError)?.code == code
  }
}

/// What a location manager tells its delegate (every method optional, as Apple's are).
public protocol CLLocationManagerDelegate: AnyObject {
  /// New locations, oldest first.
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  /// Locating failed.
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  /// The authorization changed (and once after the manager is made).
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
  /// Does nothing.
  public func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {}
  /// Does nothing.
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  /// Does nothing.
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// Delivers the user's location to a delegate, in the device of the harness whose code made it.
/// The authorization is the device's: `.notDetermined` until the app asks, then what the test's
/// user answers. Callbacks come on the main queue, after the call that caused them (as Apple's
/// come on the manager's run loop): `await harness.settle()` runs them. A location request waits
/// until the device has a location (`harness.moveDevice(to:)`); without permission it fails with
/// `CLError.denied`.
open class CLLocationManager: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private let device = DeviceLocation.current
  private var updating = false
  private var awaitingOne = false
  private var greeted = false
  private weak var _delegate: (any CLLocationManagerDelegate)?

  /// Who hears of locations. Set for the first time, it hears the authorization once (as
  /// Apple's delegate does after the manager is made).
  open var delegate: (any CLLocationManagerDelegate)? {
    get { lock.withLock { _delegate } }
    set {
      let first = lock.withLock {
        _delegate = newValue
        defer { greeted = true }
        return !greeted && newValue != nil
      }
      if first { later { $0.delegate?.locationManagerDidChangeAuthorization($0) } }
    }
  }
  /// How precise the locations should be.
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// How far the device moves before a new location is delivered.
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  /// Whether locations keep coming in the background.
  open var allowsBackgroundLocationUpdates = false
  /// Whether updates pause when the device seems still.
  open var pausesLocationUpdatesAutomatically = true
  /// What the app does with locations.
  open var activityType = CLActivityType.other
  /// Whether a blue pill shows while the app uses the location in the background.
  open var showsBackgroundLocationIndicator = false

  /// The device's latest location, once the app may read it.
  open var location: CLLocation? {
    guard let device, device.authorization.allowsLocating else { return nil }
    return device.location
  }
  /// Whether the app may use the location.
  open var authorizationStatus: CLAuthorizationStatus {
    device?.authorization ?? .notDetermined
  }
  /// Precise, always.
  open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

  /// A manager, in the device of the harness whose code makes it.
  public override init() {
    super.init()
    device?.add(self)
  }

  /// Asks the user for permission while the app is in use: the first time, the user answers
  /// (as the test said) and the delegate hears of it.
  open func requestWhenInUseAuthorization() { ask(always: false) }
  /// Asks the user for permission at all times.
  open func requestAlwaysAuthorization() { ask(always: true) }

  private func ask(always: Bool) {
    guard let device, device.answerPrompt(always: always) else { return }
    device.notifyAuthorizationChange()
  }

  /// Starts delivering locations: the current one, if the device has one, then each move.
  open func startUpdatingLocation() {
    lock.withLock { updating = true }
    deliverCurrent()
  }
  /// Stops delivering locations.
  open func stopUpdatingLocation() { lock.withLock { updating = false } }
  /// Asks for one location: delivered when the device has one.
  open func requestLocation() {
    lock.withLock { awaitingOne = true }
    deliverCurrent()
  }
  /// Starts delivering significant moves (as `startUpdatingLocation` here).
  open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
  /// Stops delivering significant moves.
  open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

  /// Whether location services are on (they are).
  open class func locationServicesEnabled() -> Bool { true }
  /// The device's authorization (the class method of iOS 13).
  open class func authorizationStatus() -> CLAuthorizationStatus {
    DeviceLocation.current?.authorization ?? .notDetermined
  }

  /// Whether updates are running (the device delivers moves to them).
  var isListening: Bool { lock.withLock { updating || awaitingOne } }

  /// Hands the device's current location, or the refusal, to a listening delegate, later.
  private func deliverCurrent() {
    guard let device else { return }
    guard device.authorization.allowsLocating else {
      guard device.authorization != .notDetermined else { return }
      lock.withLock { awaitingOne = false }
      return later { $0.delegate?.locationManager($0, didFailWithError: CLError(.denied)) }
    }
    guard let location = device.location else { return }
    later { $0.receive(location) }
  }

  /// Takes `location` if listening: hands it to the delegate. Whether it was listening.
  @discardableResult
  func receive(_ location: CLLocation) -> Bool {
    let listening = lock.withLock {
      defer { awaitingOne = false }
      return updating || awaitingOne
    }
    guard listening, device?.authorization.allowsLocating ?? false else { return false }
    delegate?.locationManager(self, didUpdateLocations: [location])
    return true
  }

  /// Runs `work` on the main queue, after the caller's code (Apple's manager calls its delegate
  /// on its run loop), in the harness's context: a geocoder or manager the delegate makes there
  /// is the harness's device's, and `settle()` waits for it.
  private func later(_ work: @escaping @Sendable (CLLocationManager) -> Void) {
    _ViewProbeRuntime.completeOnAnotherQueue(.main) { [weak self] in
      guard let self else { return }
      work(self)
    }
  }
}

/// Every move, however small.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// What the app does with locations.
public enum CLActivityType: Int, Sendable {
  /// Unknown.
  case other = 1
  /// Driving.
  case automotiveNavigation = 2
  /// Exercise.
  case fitness = 3
  /// Other vehicles.
  case otherNavigation = 4
  /// Flying.
  case airborne = 5
}

extension CLAuthorizationStatus {
  /// Whether the app may read locations.
  var allowsLocating: Bool { self == .authorizedWhenInUse || self == .authorizedAlways }
}
