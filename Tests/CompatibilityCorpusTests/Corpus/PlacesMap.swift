import CoreLocation
import Foundation
import MapKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// Places on a map, in the shape of Landmarks' map view and a bucket-list app: pins are buttons
/// that open an editor, markers select a place, and a location manager asks for permission.
struct Place: Identifiable, Hashable {
  let id: Int
  var name: String
  let latitude: Double
  let longitude: Double

  var coordinate: CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }
}

final class LocationPermission: NSObject, CLLocationManagerDelegate {
  private let manager = CLLocationManager()
  private(set) var latest: CLLocation?

  override init() {
    super.init()
    manager.delegate = self
    manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
  }

  func request() {
    manager.requestWhenInUseAuthorization()
    manager.startUpdatingLocation()
  }

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    latest = locations.last
  }
}

struct SpotMap: View {
  var coordinate: CLLocationCoordinate2D

  var body: some View {
    Map(position: .constant(.region(region)))
  }

  private var region: MKCoordinateRegion {
    MKCoordinateRegion(
      center: coordinate, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
  }
}

struct PlacesMap: View {
  @State private var places = [
    Place(id: 1, name: "Louvre", latitude: 48.86, longitude: 2.34),
    Place(id: 2, name: "Tower", latitude: 51.51, longitude: -0.08),
  ]
  @State private var editing: Place?
  @State private var selected: Int?
  @State private var position = MapCameraPosition.region(
    MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 50, longitude: 1),
      span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)))
  private let permission = LocationPermission()

  var body: some View {
    VStack {
      MapReader { proxy in
        Map(position: $position, selection: $selected) {
          ForEach(places) { place in
            Annotation(place.name, coordinate: place.coordinate) {
              Button("Edit \(place.name)") { editing = place }
            }
          }
          Marker("Home", systemImage: "house", coordinate: CLLocationCoordinate2D())
            .tint(.blue)
            .tag(0)
          UserAnnotation()
        }
        .mapStyle(.hybrid(elevation: .realistic))
        .mapControls {
          MapUserLocationButton()
          MapCompass()
        }
        .onTapGesture { point in
          if let coordinate = proxy.convert(point, from: .local) {
            places.append(
              Place(
                id: places.count + 1, name: "New", latitude: coordinate.latitude,
                longitude: coordinate.longitude))
          }
        }
      }
      Text(selected.map { "selected \($0)" } ?? "nothing selected")
      Button("Locate me") { permission.request() }
      SpotMap(coordinate: places[0].coordinate)
        .frame(height: 100)
    }
    .sheet(item: $editing) { place in
      PlaceEditor(place: place) { renamed in
        if let index = places.firstIndex(where: { $0.id == place.id }) { places[index] = renamed }
      }
    }
  }
}

struct PlaceEditor: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name: String
  let place: Place
  let onSave: (Place) -> Void

  init(place: Place, onSave: @escaping (Place) -> Void) {
    self.place = place
    self.onSave = onSave
    _name = State(initialValue: place.name)
  }

  var body: some View {
    Form {
      TextField("Name", text: $name)
      Button("Save") {
        var renamed = place
        renamed.name = name
        onSave(renamed)
        dismiss()
      }
    }
  }
}
