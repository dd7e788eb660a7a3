import Charts
import CoreLocation
import Foundation
import MapKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A park guide that still runs on iOS 17: its map frames itself (`Map { … }`, the camera where
/// the system chooses), and what needs a newer system sits behind `if #available` checks inside
/// the map's and the chart's content.
struct Park: Identifiable {
  let id: Int
  let name: String
  let visitors: Int
  let latitude: Double
  let longitude: Double

  var coordinate: CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }
}

struct ParkGuide: View {
  let parks: [Park]
  @State private var selectedPark: Int?

  var body: some View {
    VStack {
      Map(selection: $selectedPark) {
        ForEach(parks) { park in
          Marker(park.name, systemImage: "tree", coordinate: park.coordinate).tag(park.id)
        }
        if #available(iOS 18, macOS 15, *) {
          UserAnnotation()
        }
      }
      Chart {
        ForEach(parks) { park in
          BarMark(x: .value("Park", park.name), y: .value("Visitors", park.visitors))
        }
        if #available(iOS 18, macOS 15, *) {
          RuleMark(y: .value("Busy", 1_000))
        }
      }
      .chartYAxis {
        if #available(iOS 18, macOS 15, *) {
          AxisMarks(position: .leading)
        }
      }
      if let park = parks.first(where: { $0.id == selectedPark }) {
        Text("\(park.name): \(park.visitors) visitors today")
      } else {
        Text("Pick a park")
      }
    }
  }
}
