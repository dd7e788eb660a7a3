import CoreLocation
import Foundation
import MapKit
import Testing
import ViewProbe

/// `PlaceFinder.swift`: iOS 26's geocoding requests find the harness's places, as `CLGeocoder`
/// does, and hand them back as map items with addresses.
@MainActor
@Suite("Corpus: place finder (iOS 26 geocoding requests)", .viewProbe)
struct PlaceFinderTests {
  private func harnessWithApplePark() -> ParentHarness<PlaceFinder> {
    let harness = ParentHarness { PlaceFinder() }
    harness.addPlace(
      CLPlacemark(
        location: CLLocation(latitude: 37.3349, longitude: -122.009), name: "Apple Park",
        thoroughfare: "Apple Park Way", subThoroughfare: "1", locality: "Cupertino",
        administrativeArea: "CA", postalCode: "95014", country: "United States"))
    return harness
  }

  @Test("an address is geocoded to the place it names, with its short address")
  func addressIsGeocoded() async throws {
    let harness = harnessWithApplePark()
    try harness.find(textField: "Address").setInput("Cupertino")
    try harness.find(button: "Find").tap()
    await harness.settle()
    #expect(harness.texts.contains("Apple Park"))
    #expect(harness.texts.contains("1 Apple Park Way, Cupertino"))
    try harness.find(textField: "Address").setInput("Atlantis")
    try harness.find(button: "Find").tap()
    await harness.settle()
    #expect(harness.texts.contains("Not found"))
    #expect(!harness.texts.contains("Details"))
  }

  @Test("a spot is reverse-geocoded to the nearest place's city")
  func spotIsNamed() async throws {
    let harness = harnessWithApplePark()
    try harness.find(button: "What's here?").tap()
    await harness.settle()
    #expect(harness.texts.contains("Cupertino, CA"))
    let empty = ParentHarness { PlaceFinder() }
    try empty.find(button: "What's here?").tap()
    await empty.settle()
    #expect(empty.texts.contains("Nothing here"))
  }
}
