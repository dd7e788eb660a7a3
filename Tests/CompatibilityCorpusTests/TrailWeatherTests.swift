import CoreLocation
import Foundation
import Testing
import ViewProbe
import WeatherKit

@MainActor
@Suite("TrailWeather: WeatherKit answers with the weather the test set", .viewProbe)
struct TrailWeatherTests {
  private let trailhead = CLLocation(latitude: 46.55, longitude: 7.98)
  private let monday = Date(timeIntervalSince1970: 1_767_571_200)

  private func day(
    _ offset: Int, _ low: Double, _ high: Double, _ condition: WeatherCondition, rain: Double = 0
  )
    -> DayWeather
  {
    DayWeather(
      date: monday.addingTimeInterval(Double(offset) * 86_400),
      highTemperature: .init(value: high, unit: .celsius),
      lowTemperature: .init(value: low, unit: .celsius), condition: condition,
      precipitationChance: rain)
  }

  @Test("now and the next three days, from one request with .current and .daily")
  func forecastShows() async {
    let harness = ParentHarness {
      TrailWeather(trailhead: CLLocation(latitude: 46.55, longitude: 7.98))
    }
    harness.setWeather(
      Weather(
        current: CurrentWeather(
          temperature: .init(value: 64.4, unit: .fahrenheit), condition: .mostlyClear,
          wind: Wind(
            direction: .init(value: 200, unit: .degrees),
            speed: .init(value: 12, unit: .kilometersPerHour)),
          uvIndex: UVIndex(value: 7)),
        daily: [
          day(0, 9, 18, .mostlyClear), day(1, 7, 12, .rain, rain: 0.8), day(2, 5, 10, .snow),
          day(3, 8, 15, .clear),
        ]))
    harness.relaunch()
    await harness.settle()
    #expect(
      harness.visibleTexts == [
        "Now", "18° Mostly Clear", "Wind SSW", "Bring sunscreen", "Next days", "9–18°", "7–12°",
        "80% rain", "5–10°", "Other data sources",
      ])
    #expect(harness.weatherRequests.map(\.coordinate.latitude) == [trailhead.coordinate.latitude])
  }

  @Test("an app without the WeatherKit entitlement gets permissionDenied, and says so")
  func permissionDenied() async {
    let harness = ParentHarness { TrailWeather(trailhead: CLLocation(latitude: 0, longitude: 0)) }
    harness.setWeatherError(.permissionDenied)
    harness.relaunch()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Weather is not available for this app"))
  }

  @Test("weather asked for before the test set any is a recorded issue, and the request fails")
  func unsetWeather() async {
    await withKnownIssue {
      let harness = ParentHarness { TrailWeather(trailhead: CLLocation(latitude: 0, longitude: 0)) }
      await harness.settle()
      #expect(harness.visibleTexts.contains("Could not load the weather"))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("WeatherService was asked for the weather") }
    }
  }
}
