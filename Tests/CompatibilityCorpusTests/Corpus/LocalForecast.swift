import CoreLocation
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A local-weather header: a model asks for permission once the view appears, asks for one
/// location when allowed, names the city with a geocoder, and says so when the user said no.
@MainActor
final class LocalArea: NSObject, ObservableObject, CLLocationManagerDelegate {
  enum Status: Equatable {
    case idle, locating, located(String), denied, failed
  }

  @Published private(set) var status = Status.idle
  private let manager = CLLocationManager()
  private let geocoder = CLGeocoder()

  override init() {
    super.init()
    manager.delegate = self
    manager.desiredAccuracy = kCLLocationAccuracyKilometer
  }

  nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    let authorization = manager.authorizationStatus
    MainActor.assumeIsolated {
      switch authorization {
      case .notDetermined:
        manager.requestWhenInUseAuthorization()
      case .authorizedWhenInUse, .authorizedAlways:
        status = .locating
        manager.requestLocation()
      default:
        status = .denied
      }
    }
  }

  nonisolated func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {
    guard let location = locations.last else { return }
    MainActor.assumeIsolated {
      geocoder.reverseGeocodeLocation(location) { [weak self] placemarks, _ in
        let city = placemarks?.first?.locality ?? "Unknown place"
        MainActor.assumeIsolated { self?.status = .located(city) }
      }
    }
  }

  nonisolated func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
    let denied: Bool
    switch error {
    case CLError.denied: denied = true
    default: denied = false
    }
    MainActor.assumeIsolated { status = denied ? .denied : .failed }
  }
}

struct LocalForecast: View {
  @StateObject private var area = LocalArea()
  let updated: Date
  let now: Date

  var body: some View {
    VStack {
      switch area.status {
      case .idle, .locating:
        ProgressView("Locating…")
      case .located(let city):
        Text(city).font(.largeTitle)
      case .denied:
        Text("Location is off")
        Button("Open Settings") {}
      case .failed:
        Text("Could not find you")
      }
      Text("Updated \(Self.relative.localizedString(for: updated, relativeTo: now))")
        .font(.caption)
    }
  }

  private static let relative: RelativeDateTimeFormatter = {
    let formatter = RelativeDateTimeFormatter()
    formatter.locale = Locale(identifier: "en_US")
    return formatter
  }()
}

/// A walk tracker on iOS 17's live updates: the distance from where the walk started.
struct WalkDistance: View {
  @State private var start: CLLocation?
  @State private var meters = 0.0

  var body: some View {
    Text("Walked \(Int(meters)) m")
      .task {
        do {
          for try await update in CLLocationUpdate.liveUpdates() {
            guard let location = update.location else { continue }
            if let start {
              meters = location.distance(from: start)
            } else {
              start = location
            }
          }
        } catch {
          meters = 0
        }
      }
  }
}
