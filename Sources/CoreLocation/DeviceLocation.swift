import Foundation
import Testing
import ViewProbe

/// One harness's device, as Core Location sees it: where it is, what the user allowed, the
/// managers and live-update streams its code started, and the places its geocoder knows.
final class DeviceLocation: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var managers: [WeakManager] = []
  private var streams: [UUID: AsyncStream<CLLocationUpdate>.Continuation] = [:]
  private var _location: CLLocation?
  private var _authorization = CLAuthorizationStatus.notDetermined
  private var answer = CLAuthorizationStatus.authorizedWhenInUse
  private var _places: [CLPlacemark] = []

  private struct WeakManager {
    weak var manager: CLLocationManager?
  }

  required init() {}

  /// The device of the harness whose code runs now.
  static var current: DeviceLocation? { _ViewProbeRuntime.harnessState(DeviceLocation.self) }

  var location: CLLocation? { lock.withLock { _location } }
  var authorization: CLAuthorizationStatus { lock.withLock { _authorization } }
  var places: [CLPlacemark] { lock.withLock { _places } }

  func add(_ manager: CLLocationManager) {
    lock.withLock {
      managers.removeAll { $0.manager == nil }
      managers.append(WeakManager(manager: manager))
    }
  }

  var allManagers: [CLLocationManager] { lock.withLock { managers.compactMap(\.manager) } }

  /// The user answers the prompt, the first time only: whether the authorization changed.
  func answerPrompt(always: Bool) -> Bool {
    lock.withLock {
      guard _authorization == .notDetermined else { return false }
      _authorization = answer == .authorizedAlways && !always ? .authorizedWhenInUse : answer
      return true
    }
  }

  /// Tells every manager's delegate that the authorization changed, on the main queue.
  func notifyAuthorizationChange() {
    for manager in allManagers {
      _ViewProbeRuntime.completeOnAnotherQueue(.main) { [weak manager] in
        guard let manager else { return }
        manager.delegate?.locationManagerDidChangeAuthorization(manager)
      }
    }
  }

  /// What the user answers when asked; once asked, the user changes it in Settings. Whether the
  /// authorization changed now.
  func setPermission(_ status: CLAuthorizationStatus) -> Bool {
    lock.withLock {
      answer = status
      guard _authorization != .notDetermined, _authorization != status else { return false }
      _authorization = status
      return true
    }
  }

  /// Moves the device: the listening managers and live updates hear of it now. How many heard.
  func move(to location: CLLocation) -> Int {
    let (listeners, continuations, allowed) = lock.withLock {
      _location = location
      return (
        managers.compactMap(\.manager), Array(streams.values), _authorization.allowsLocating
      )
    }
    var heard = 0
    for manager in listeners where manager.receive(location) { heard += 1 }
    if allowed {
      for continuation in continuations {
        continuation.yield(CLLocationUpdate(location: location))
        heard += 1
      }
    }
    return heard
  }

  func addPlace(_ place: CLPlacemark) { lock.withLock { _places.append(place) } }

  /// Starts live updates: asks for permission when nobody has yet (as iOS 17's do), then
  /// yields the current location if there is one and the user allowed it.
  func addStream(_ continuation: AsyncStream<CLLocationUpdate>.Continuation) -> UUID {
    let id = UUID()
    if answerPrompt(always: false) { notifyAuthorizationChange() }
    let (location, allowed) = lock.withLock {
      streams[id] = continuation
      return (_location, _authorization.allowsLocating)
    }
    if allowed, let location { continuation.yield(CLLocationUpdate(location: location)) }
    return id
  }

  func removeStream(_ id: UUID) { _ = lock.withLock { streams.removeValue(forKey: id) } }
}

/// The device of the harness whose code runs now, as MapKit reads it: for ViewProbe's MapKit,
/// not for app or test code.
public enum _HarnessDevice {
  /// The places the test added (`harness.addPlace(_:)`), in order; none outside a harness.
  public static var places: [CLPlacemark] { DeviceLocation.current?.places ?? [] }
  /// Where the test put the device, if it did.
  public static var location: CLLocation? { DeviceLocation.current?.location }
}

extension ParentHarness {
  private var device: DeviceLocation { _harnessState(DeviceLocation.self) }

  /// Puts the device at `coordinate`: every location manager of this harness's code that is
  /// updating or waiting for a location hands it to its delegate, and live updates get it, at
  /// once, then one update. Nobody listening is a recorded issue (the location is kept for the
  /// next request).
  public func moveDevice(
    to coordinate: CLLocationCoordinate2D, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let device = self.device
    var heard = 0
    _perform(sourceLocation: sourceLocation) {
      heard = device.move(
        to: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }
    if heard == 0 {
      _reportMisuse(
        "moveDevice(to: \(coordinate.latitude), \(coordinate.longitude)) reached no location "
          + "updates: no location manager of this harness's code is updating or waiting for a "
          + "location with permission, and no live updates run (the device keeps the location "
          + "for the next request)", sourceLocation: sourceLocation)
    }
  }

  /// What the user answers when the app asks for the location (`.authorizedWhenInUse` unless
  /// set). After the app asked, the user changes it in Settings: every manager's delegate hears
  /// of it (on the main queue; `settle()` runs it).
  public func setLocationPermission(_ status: CLAuthorizationStatus) {
    let device = self.device
    if device.setPermission(status) { _perform { device.notifyAuthorizationChange() } }
  }

  /// Where the device is, if the test placed it.
  public var deviceLocation: CLLocationCoordinate2D? { device.location?.coordinate }

  /// Adds `place` to what this harness's geocoder knows (`CLGeocoder`).
  public func addPlace(_ place: CLPlacemark) { device.addPlace(place) }
}
