import Foundation
import MapKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// An iOS 17 map screen in the style of "Meet MapKit for SwiftUI": search buttons fill the map with
/// markers for the items found, selecting one asks for a walking route to it, and a button opens
/// the selected item in Maps.
struct CoffeeFinder: View {
  static let office = CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376)

  @State private var position = MapCameraPosition.automatic
  @State private var results: [MKMapItem] = []
  @State private var selection: MKMapItem?
  @State private var route: MKRoute?
  @State private var message = ""

  var body: some View {
    Map(position: $position, selection: $selection) {
      Marker("Office", systemImage: "building.2", coordinate: Self.office)
      ForEach(results, id: \.self) { item in
        Marker(item: item)
      }
      if let route {
        MapPolyline(route).stroke(.blue, lineWidth: 5)
      }
    }
    .safeAreaInset(edge: .bottom) {
      VStack {
        if let selection {
          Text(selection.name ?? "")
          if let route {
            Text("\(Int((route.expectedTravelTime / 60).rounded())) min walk")
          }
          Button("Open in Maps") {
            selection.openInMaps(launchOptions: [
              MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking
            ])
          }
        }
        if !message.isEmpty { Text(message) }
        Button("Coffee") { search(for: "café") }
        Button("Tea") { search(for: "tea") }
      }
    }
    .onChange(of: selection) {
      route = nil
      guard let selection else { return }
      Task { await directions(to: selection) }
    }
  }

  private func search(for query: String) {
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = query
    request.resultTypes = .pointOfInterest
    Task {
      do {
        results = try await MKLocalSearch(request: request).start().mapItems
        message = ""
      } catch {
        results = []
        message = "Nothing found for \(query)"
      }
    }
  }

  private func directions(to item: MKMapItem) async {
    let request = MKDirections.Request()
    request.source = MKMapItem(placemark: MKPlacemark(coordinate: Self.office))
    request.destination = item
    request.transportType = .walking
    route = try? await MKDirections(request: request).calculate().routes.first
  }
}
