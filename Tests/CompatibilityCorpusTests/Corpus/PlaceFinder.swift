import CoreLocation
import Foundation
import MapKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A place finder as iOS 26 apps write one now that `CLGeocoder` is deprecated: an address field
/// geocoded with `MKGeocodingRequest`, the found place's address from `MKAddress`, and a "what's
/// here?" button reverse-geocoding a spot with `MKReverseGeocodingRequest`; a quiet map style,
/// stand-alone controls tied to the map by `mapScope`, the place's detail sheet and a Look Around
/// viewer.
struct PlaceFinder: View {
  @State private var query = ""
  @State private var found: MKMapItem?
  @State private var status = "Search for a place"
  @State private var position = MapCameraPosition.automatic
  @State private var showsDetails = false
  @State private var showsLookAround = false
  @State private var scene: MKLookAroundScene?
  @Namespace private var mapScope

  var body: some View {
    VStack {
      TextField("Address", text: $query)
      Button("Find") { Task { await find() } }
      Button("What's here?") { Task { await nameSpot() } }
      Text(status)
      if let address = found?.address {
        Text(address.shortAddress ?? address.fullAddress)
        Button("Details") { showsDetails = true }
      }
      Map(position: $position, scope: mapScope) {
        if let found {
          Marker(item: found)
        }
      }
      .mapStyle(.standard(elevation: .realistic, pointsOfInterest: .excludingAll))
      .overlay(alignment: .topTrailing) {
        VStack {
          MapUserLocationButton(scope: mapScope)
          MapCompass(scope: mapScope)
        }
      }
      .mapScope(mapScope)
    }
    .mapItemDetailSheet(isPresented: $showsDetails, item: found)
    .lookAroundViewer(isPresented: $showsLookAround, initialScene: scene)
  }

  private func find() async {
    guard let request = MKGeocodingRequest(addressString: query) else {
      status = "Type an address"
      return
    }
    do {
      found = try await request.mapItems.first
      status = found?.name ?? "No name"
    } catch {
      found = nil
      status = "Not found"
    }
  }

  private func nameSpot() async {
    let spot = CLLocation(latitude: 37.3349, longitude: -122.009)
    guard let request = MKReverseGeocodingRequest(location: spot) else { return }
    do {
      let item = try await request.mapItems.first
      status = item?.addressRepresentations?.cityWithContext ?? "Somewhere"
    } catch {
      status = "Nothing here"
    }
  }
}
