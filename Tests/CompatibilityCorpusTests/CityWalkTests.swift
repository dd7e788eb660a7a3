import CoreLocation
import Foundation
import MapKit
import Testing
import ViewProbe

/// `CityWalk.swift`: the map's own features are selected as the user taps them, into a
/// `MapSelection` that also holds the app's tagged markers (iOS 17–18).
@MainActor
@Suite("Corpus: city walk (map features and MapSelection)", .viewProbe)
struct CityWalkTests {
  private let market = CLLocationCoordinate2D(latitude: 38.7071, longitude: -9.1456)

  @Test("a tapped point of interest is the selection: its marker and card show; Add makes a stop")
  func featureBecomesAStop() async throws {
    let harness = ParentHarness { CityWalk() }
    #expect(harness.visibleTexts.contains("0 stops"))
    harness.selectMapFeature("Time Out Market", at: market, category: .restaurant)
    #expect(harness.visibleTexts.contains("Selected: Time Out Market"))
    #expect(harness.visibleTexts.contains("Time Out Market"))
    #expect(harness.visibleTexts.contains("Good for lunch"))
    try harness.find(button: "Add to walk").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("1 stop"))
    // The new stop is selected by its tag: the feature's marker and card are gone.
    #expect(harness.visibleTexts.contains("Time Out Market is on your walk"))
    #expect(!harness.visibleTexts.contains("Selected: Time Out Market"))
    #expect(!harness.visibleTexts.contains("Good for lunch"))
  }

  @Test("the feature's map item has the address of the harness's place there")
  func mapItemRequestFindsTheAddress() async throws {
    let harness = ParentHarness { CityWalk() }
    harness.addPlace(
      CLPlacemark(
        location: CLLocation(latitude: market.latitude, longitude: market.longitude),
        name: "Mercado da Ribeira", thoroughfare: "Avenida 24 de Julho", subThoroughfare: "49",
        locality: "Lisbon", country: "Portugal"))
    harness.selectMapFeature("Time Out Market", at: market)
    try harness.find(button: "Add to walk").tap()
    await harness.settle()
    // Named as the feature the user tapped, at the place's address.
    #expect(harness.visibleTexts.contains("Time Out Market is on your walk"))
    #expect(harness.visibleTexts.contains("49 Avenida 24 de Julho"))
  }

  @Test("a territory is not selectable here: tapping the city selects nothing")
  func disabledFeatureIsNotSelected() {
    let harness = ParentHarness { CityWalk() }
    harness.selectMapFeature("Lisbon", at: CityWalk.lisbon, kind: .territory)
    #expect(!harness.visibleTexts.contains("Selected: Lisbon"))
    #expect(!harness.visibleTexts.contains("Add to walk"))
    harness.selectMapFeature("Sé Cathedral", at: CityWalk.lisbon)
    #expect(harness.visibleTexts.contains("Selected: Sé Cathedral"))
  }

  @Test("a planned stop's marker selects its tag; Remove takes it off the walk and the map")
  func markerTagSelectsAndRemoves() async throws {
    let harness = ParentHarness { CityWalk() }
    harness.selectMapFeature("Time Out Market", at: market)
    try harness.find(button: "Add to walk").tap()
    await harness.settle()
    harness.selectMapFeature("Sé Cathedral", at: CityWalk.lisbon)
    #expect(harness.visibleTexts.contains("Selected: Sé Cathedral"))
    try harness.find(text: "Time Out Market").tap()
    #expect(harness.visibleTexts.contains("Time Out Market is on your walk"))
    #expect(!harness.visibleTexts.contains("Selected: Sé Cathedral"))
    try harness.find(button: "Remove from walk").tap()
    #expect(harness.visibleTexts.contains("0 stops"))
    #expect(!harness.texts.contains("Time Out Market"))
  }

  @Test("selecting a feature where no map's selection takes features is a recorded issue")
  func mapWithoutFeatureSelectionRefuses() {
    struct TaggedOnly: View {
      @State private var selection: String?
      var body: some View {
        Map(selection: $selection) { Marker("Pier", coordinate: CityWalk.lisbon).tag("pier") }
      }
    }
    let harness = ParentHarness { TaggedOnly() }
    withKnownIssue {
      harness.selectMapFeature("Sé Cathedral", at: CityWalk.lisbon)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("no map whose selection takes the map's features")
      }
    }
  }

  @Test("one map value shown twice: each shown map keeps the options of its own place")
  func mapValueShownTwice() {
    struct Twice: View {
      @State private var feature: MapFeature?
      var body: some View {
        let map = Map(initialPosition: .automatic, selection: $feature)
        VStack {
          map
          map.mapFeatureSelectionDisabled { _ in true }
          Text(feature?.title ?? "nothing selected")
        }
      }
    }
    let harness = ParentHarness { Twice() }
    // The first map, which refuses nothing, takes the tap.
    harness.selectMapFeature("Pier", at: CityWalk.lisbon)
    #expect(harness.visibleTexts.contains("Pier"))
  }
}
