import Foundation
import MapKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI)
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A map of saved spots as apps built one before SwiftUI's `Map` had selection: an `MKMapView`
  /// whose coordinator reports the centre as the user pans and opens a spot from its pin's
  /// callout button; a "+" drops a spot at the centre.
  final class SavedSpot: MKPointAnnotation {
    let id = UUID()
  }

  struct SavedSpotsMap: UIViewRepresentable {
    @Binding var centerCoordinate: CLLocationCoordinate2D
    @Binding var openedSpot: SavedSpot?
    var spots: [SavedSpot]

    func makeUIView(context: Context) -> MKMapView {
      let mapView = MKMapView()
      mapView.delegate = context.coordinator
      mapView.mapType = .mutedStandard
      let configuration = MKStandardMapConfiguration(elevationStyle: .realistic)
      configuration.pointOfInterestFilter = MKPointOfInterestFilter(including: [.park])
      mapView.preferredConfiguration = configuration
      return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
      context.coordinator.parent = self
      if spots.count != mapView.annotations.count {
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(spots)
      }
    }

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    final class Coordinator: NSObject, MKMapViewDelegate {
      var parent: SavedSpotsMap

      init(_ parent: SavedSpotsMap) {
        self.parent = parent
      }

      func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {
        parent.centerCoordinate = mapView.centerCoordinate
      }

      func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        let identifier = "Spot"
        let view =
          mapView.dequeueReusableAnnotationView(withIdentifier: identifier)
          ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        view.annotation = annotation
        view.canShowCallout = true
        view.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
        return view
      }

      func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView,
        calloutAccessoryControlTapped control: UIControl
      ) {
        parent.openedSpot = view.annotation as? SavedSpot
      }
    }
  }

  struct SpotEditor: View {
    let spot: SavedSpot
    @State private var name: String
    @Environment(\.dismiss) private var dismiss

    init(spot: SavedSpot) {
      self.spot = spot
      _name = State(initialValue: spot.title ?? "")
    }

    var body: some View {
      NavigationStack {
        Form {
          TextField("Name", text: $name)
        }
        .navigationTitle("Edit spot")
        .toolbar {
          Button("Save") {
            spot.title = name
            dismiss()
          }
        }
      }
    }
  }

  struct TrailMap: View {
    @State private var centerCoordinate = CLLocationCoordinate2D()
    @State private var spots: [SavedSpot] = []
    @State private var openedSpot: SavedSpot?

    var body: some View {
      ZStack(alignment: .bottomTrailing) {
        SavedSpotsMap(centerCoordinate: $centerCoordinate, openedSpot: $openedSpot, spots: spots)
          .ignoresSafeArea()
        VStack {
          Text(
            String(
              format: "%.3f, %.3f", centerCoordinate.latitude, centerCoordinate.longitude))
          Button("+") {
            let spot = SavedSpot()
            spot.title = "Spot \(spots.count + 1)"
            spot.coordinate = centerCoordinate
            spots.append(spot)
          }
        }
      }
      .sheet(item: $openedSpot) { spot in
        SpotEditor(spot: spot)
      }
    }
  }

  extension SavedSpot: Identifiable {}
#endif
