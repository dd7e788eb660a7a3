import CoreLocation
import Foundation
import WeatherKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A trailhead's weather: now, the next days, and the attribution Apple asks apps to show.
struct TrailWeather: View {
  let trailhead: CLLocation
  @State private var current: CurrentWeather?
  @State private var days: [DayWeather] = []
  @State private var attribution: WeatherAttribution?
  @State private var failure: String?

  var body: some View {
    List {
      if let current {
        Section("Now") {
          Label(
            "\(Int(current.temperature.converted(to: .celsius).value.rounded()))° "
              + current.condition.description,
            systemImage: current.symbolName)
          Text("Wind \(current.wind.compassDirection.abbreviation)")
          if current.uvIndex.category == .high || current.uvIndex.category == .veryHigh {
            Text("Bring sunscreen")
          }
        }
      }
      Section("Next days") {
        ForEach(days, id: \.date) { day in
          HStack {
            Image(systemName: day.symbolName)
            Text(
              "\(Int(day.lowTemperature.converted(to: .celsius).value))–"
                + "\(Int(day.highTemperature.converted(to: .celsius).value))°")
            if day.precipitationChance >= 0.5 {
              Text("\(Int(day.precipitationChance * 100))% rain")
            }
          }
        }
      }
      if let failure { Text(failure) }
      if let attribution {
        Link("Other data sources", destination: attribution.legalPageURL)
      }
    }
    .task {
      do {
        let (now, forecast) = try await WeatherService.shared.weather(
          for: trailhead, including: .current, .daily)
        current = now
        days = Array(forecast.prefix(3))
        attribution = try await WeatherService.shared.attribution
      } catch WeatherError.permissionDenied {
        failure = "Weather is not available for this app"
      } catch {
        failure = "Could not load the weather"
      }
    }
  }
}
