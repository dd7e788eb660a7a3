import CoreLocation
import Foundation
import MapKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A walking-tour planner: the user taps the map's own points of interest (a market, a museum)
/// and adds them to the walk; the stops already planned are markers the user can tap too. One
/// `MapSelection` holds either (iOS 18). Territories (the city itself) are not selectable.
struct WalkStop: Identifiable, Hashable {
  let id = UUID()
  let name: String
  let coordinate: CLLocationCoordinate2D
  let address: String?

  static func == (lhs: WalkStop, rhs: WalkStop) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@MainActor
@Observable
final class WalkPlan {
  private(set) var stops: [WalkStop] = []

  func add(_ item: MKMapItem) {
    let placemark = item.placemark
    let street = [placemark.subThoroughfare, placemark.thoroughfare].compactMap { $0 }
      .joined(separator: " ")
    stops.append(
      WalkStop(
        name: item.name ?? "Stop \(stops.count + 1)", coordinate: placemark.coordinate,
        address: street.isEmpty ? nil : street))
  }

  func remove(named name: String) { stops.removeAll { $0.name == name } }
}

struct CityWalk: View {
  static let lisbon = CLLocationCoordinate2D(latitude: 38.7223, longitude: -9.1393)

  @State private var plan = WalkPlan()
  @State private var selection: MapSelection<String>?
  @State private var isLookingUp = false

  var body: some View {
    VStack {
      Map(
        initialPosition: .region(
          MKCoordinateRegion(
            center: Self.lisbon, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
        ),
        selection: $selection
      ) {
        ForEach(plan.stops) { stop in
          Marker(stop.name, coordinate: stop.coordinate)
            .tag(MapSelection(stop.name))
        }
      }
      .mapFeatureSelectionDisabled { feature in feature.kind != .pointOfInterest }
      .mapFeatureSelectionContent { feature in
        Marker("Selected: \(feature.title ?? "a place")", coordinate: feature.coordinate)
      }
      .mapFeatureSelectionAccessory(.callout)

      if let feature = selection?.feature {
        Text(feature.title ?? "Unnamed place")
        if feature.pointOfInterestCategory == .restaurant { Text("Good for lunch") }
        Button("Add to walk") { Task { await add(feature) } }
          .disabled(isLookingUp)
      } else if let name = selection?.value {
        Text("\(name) is on your walk")
        if let address = plan.stops.first(where: { $0.name == name })?.address { Text(address) }
        Button("Remove from walk") {
          plan.remove(named: name)
          selection = nil
        }
      }
      Text(plan.stops.count == 1 ? "1 stop" : "\(plan.stops.count) stops")
    }
  }

  private func add(_ feature: MapFeature) async {
    isLookingUp = true
    defer { isLookingUp = false }
    guard let item = try? await MKMapItemRequest(feature: feature).mapItem else { return }
    plan.add(item)
    if let name = item.name { selection = MapSelection(name) }
  }
}
