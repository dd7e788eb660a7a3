// Linux has no WeatherKit. There, ViewProbe's product includes this stand-in, so that app code that
// asks WeatherService for a place's weather compiles unchanged and runs against the harness: the
// test sets the weather the service answers (`harness.setWeather(_:)`, built with ViewProbe's
// initialisers), or the error it fails with, and reads where the app asked about. No network.
import Foundation

/// The sky and what falls from it, by WeatherKit's names.
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable,
  CustomStringConvertible
{
  /// A blizzard.
  case blizzard
  /// Dust blown by the wind.
  case blowingDust
  /// Snow blown by the wind.
  case blowingSnow
  /// A breeze.
  case breezy
  /// A clear sky.
  case clear
  /// Clouds.
  case cloudy
  /// Drizzle.
  case drizzle
  /// Snow flurries.
  case flurries
  /// Fog.
  case foggy
  /// Freezing drizzle.
  case freezingDrizzle
  /// Freezing rain.
  case freezingRain
  /// Frigid cold.
  case frigid
  /// Hail.
  case hail
  /// Haze.
  case haze
  /// Heavy rain.
  case heavyRain
  /// Heavy snow.
  case heavySnow
  /// Heat.
  case hot
  /// A hurricane.
  case hurricane
  /// Isolated thunderstorms.
  case isolatedThunderstorms
  /// A mostly clear sky.
  case mostlyClear
  /// Mostly clouds.
  case mostlyCloudy
  /// Some clouds.
  case partlyCloudy
  /// Rain.
  case rain
  /// Scattered thunderstorms.
  case scatteredThunderstorms
  /// Sleet.
  case sleet
  /// Smoke.
  case smoky
  /// Snow.
  case snow
  /// Strong storms.
  case strongStorms
  /// Flurries in the sun.
  case sunFlurries
  /// Showers in the sun.
  case sunShowers
  /// Thunderstorms.
  case thunderstorms
  /// A tropical storm.
  case tropicalStorm
  /// Wind.
  case windy
  /// Rain and snow.
  case wintryMix

  /// The condition in words ("Mostly Clear").
  public var description: String {
    rawValue.reduce(into: "") { words, letter in
      if letter.isUppercase { words += " " }
      words.append(words.isEmpty ? Character(letter.uppercased()) : letter)
    }
  }

  /// The condition in words, for VoiceOver.
  public var accessibilityDescription: String { description }

  /// The SF Symbol WeatherKit pairs with the condition, by day or by night.
  func symbolName(isDaylight: Bool) -> String {
    switch self {
    case .clear, .mostlyClear, .hot: isDaylight ? "sun.max" : "moon.stars"
    case .partlyCloudy: isDaylight ? "cloud.sun" : "cloud.moon"
    case .cloudy, .mostlyCloudy: "cloud"
    case .drizzle: "cloud.drizzle"
    case .rain, .sunShowers: "cloud.rain"
    case .heavyRain: "cloud.heavyrain"
    case .thunderstorms, .isolatedThunderstorms, .scatteredThunderstorms, .strongStorms:
      "cloud.bolt.rain"
    case .snow, .flurries, .sunFlurries, .heavySnow, .blizzard, .blowingSnow: "cloud.snow"
    case .sleet, .wintryMix, .freezingRain, .freezingDrizzle: "cloud.sleet"
    case .hail: "cloud.hail"
    case .foggy, .haze, .smoky: "cloud.fog"
    case .breezy, .windy: "wind"
    case .blowingDust: "sun.dust"
    case .frigid: "thermometer.snowflake"
    case .hurricane: "hurricane"
    case .tropicalStorm: "tropicalstorm"
    }
  }
}

/// What falls from the sky.
public enum Precipitation: String, Codable, Hashable, Sendable {
  /// Nothing.
  case none
  /// Hail.
  case hail
  /// Rain and snow.
  case mixed
  /// Rain.
  case rain
  /// Sleet.
  case sleet
  /// Snow.
  case snow
}

/// Which way the air pressure goes.
public enum PressureTrend: String, Codable, Hashable, Sendable {
  /// Rising.
  case rising
  /// Falling.
  case falling
  /// Steady.
  case steady
}

/// The strength of the sun's ultraviolet light.
public struct UVIndex: Codable, Hashable, Sendable {
  /// The index, 0 and up.
  public let value: Int
  /// How much exposure it means.
  public var category: ExposureCategory {
    switch value {
    case ..<3: .low
    case 3..<6: .moderate
    case 6..<8: .high
    case 8..<11: .veryHigh
    default: .extreme
    }
  }

  /// An index of `value` (ViewProbe's initialiser).
  public init(value: Int) { self.value = value }

  /// How much exposure an index means (the World Health Organization's bands).
  public enum ExposureCategory: String, Codable, Hashable, Sendable {
    /// 0 to 2.
    case low
    /// 3 to 5.
    case moderate
    /// 6 and 7.
    case high
    /// 8 to 10.
    case veryHigh
    /// 11 and more.
    case extreme
  }
}

/// The wind: its direction and speed.
public struct Wind: Codable, Hashable, Sendable {
  /// Where it blows from.
  public let direction: Measurement<UnitAngle>
  /// How fast.
  public let speed: Measurement<UnitSpeed>
  /// Its gusts, if any.
  public let gust: Measurement<UnitSpeed>?

  /// A wind (ViewProbe's initialiser).
  public init(
    direction: Measurement<UnitAngle> = .init(value: 0, unit: .degrees),
    speed: Measurement<UnitSpeed>, gust: Measurement<UnitSpeed>? = nil
  ) {
    self.direction = direction
    self.speed = speed
    self.gust = gust
  }

  /// The point of the compass it blows from.
  public var compassDirection: CompassDirection {
    let degrees = direction.converted(to: .degrees).value
    let index = Int(((degrees.truncatingRemainder(dividingBy: 360) + 360 + 11.25) / 22.5)) % 16
    return CompassDirection.allCases[index]
  }

  /// The sixteen points of the compass.
  public enum CompassDirection: String, CaseIterable, Codable, Hashable, Sendable {
    /// N.
    case north
    /// NNE.
    case northNortheast
    /// NE.
    case northeast
    /// ENE.
    case eastNortheast
    /// E.
    case east
    /// ESE.
    case eastSoutheast
    /// SE.
    case southeast
    /// SSE.
    case southSoutheast
    /// S.
    case south
    /// SSW.
    case southSouthwest
    /// SW.
    case southwest
    /// WSW.
    case westSouthwest
    /// W.
    case west
    /// WNW.
    case westNorthwest
    /// NW.
    case northwest
    /// NNW.
    case northNorthwest

    /// Its abbreviation ("NNE").
    public var abbreviation: String {
      [
        "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW",
        "NW", "NNW",
      ][Self.allCases.firstIndex(of: self) ?? 0]
    }
  }
}

/// When the sun rises and sets on a day.
public struct SunEvents: Codable, Hashable, Sendable {
  /// Sunrise (none in a polar night).
  public let sunrise: Date?
  /// Sunset (none in a polar day).
  public let sunset: Date?

  /// A day's sun (ViewProbe's initialiser).
  public init(sunrise: Date?, sunset: Date?) {
    self.sunrise = sunrise
    self.sunset = sunset
  }
}

/// Why the weather could not come.
public enum WeatherError: Error, Hashable, Sendable, LocalizedError {
  /// The app is not entitled to WeatherKit, or the user's location cannot be used.
  case permissionDenied
  /// Something else.
  case unknown

  /// The error in words.
  public var errorDescription: String? {
    switch self {
    case .permissionDenied: "The app is not permitted to use WeatherKit."
    case .unknown: "An unknown error occurred."
    }
  }
}

/// The attribution an app must show with WeatherKit's data.
public struct WeatherAttribution: Hashable, Sendable {
  /// "Weather".
  public let serviceName: String
  /// The page of the data's sources.
  public let legalPageURL: URL
  /// Apple Weather's mark, for light backgrounds.
  public let combinedMarkLightURL: URL
  /// Apple Weather's mark, for dark backgrounds.
  public let combinedMarkDarkURL: URL
  /// Apple Weather's square mark.
  public let squareMarkURL: URL
  /// The attribution as text, for where no link can be shown.
  public let legalAttributionText: String

  /// Apple Weather's attribution; the marks' addresses are ViewProbe's (no image loads here).
  static let apple = WeatherAttribution(
    serviceName: "Weather",
    legalPageURL: URL(string: "https://weatherkit.apple.com/legal-attribution.html")!,
    combinedMarkLightURL: URL(
      string: "https://weatherkit.apple.com/assets/branding/en/Apple_Weather_blk_en_3X_090122.png")!,
    combinedMarkDarkURL: URL(
      string: "https://weatherkit.apple.com/assets/branding/en/Apple_Weather_wht_en_3X_090122.png")!,
    squareMarkURL: URL(string: "https://weatherkit.apple.com/assets/branding/square-mark.png")!,
    legalAttributionText: "Weather data provided by Apple Weather.")
}
