import Foundation

/// The weather at a place: now, by the hour and by the day.
public struct Weather: Sendable {
  /// The conditions now.
  public var currentWeather: CurrentWeather
  /// The hours ahead.
  public var hourlyForecast: Forecast<HourWeather>
  /// The days ahead.
  public var dailyForecast: Forecast<DayWeather>

  /// Weather made of its parts (ViewProbe's initialiser, for `harness.setWeather(_:)`).
  public init(current: CurrentWeather, hourly: [HourWeather] = [], daily: [DayWeather] = []) {
    currentWeather = current
    hourlyForecast = Forecast(forecast: hourly)
    dailyForecast = Forecast(forecast: daily)
  }
}

/// A forecast: its periods in order.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
  /// The periods.
  public var forecast: [Element]

  /// The first period's position.
  public var startIndex: Int { forecast.startIndex }
  /// Past the last period.
  public var endIndex: Int { forecast.endIndex }
  /// The period at `position`.
  public subscript(position: Int) -> Element { forecast[position] }
}

/// The conditions now.
public struct CurrentWeather: Sendable {
  /// When they were observed.
  public var date: Date
  /// The temperature.
  public var temperature: Measurement<UnitTemperature>
  /// How warm it feels.
  public var apparentTemperature: Measurement<UnitTemperature>
  /// The sky.
  public var condition: WeatherCondition
  /// Whether it is day.
  public var isDaylight: Bool
  /// The SF Symbol of the condition, by day or night.
  public var symbolName: String
  /// Relative humidity, 0…1.
  public var humidity: Double
  /// The wind.
  public var wind: Wind
  /// The UV index.
  public var uvIndex: UVIndex
  /// How much of the sky is cloud, 0…1.
  public var cloudCover: Double
  /// The air pressure at sea level.
  public var pressure: Measurement<UnitPressure>
  /// Which way the pressure goes.
  public var pressureTrend: PressureTrend
  /// How far one can see.
  public var visibility: Measurement<UnitLength>
  /// The dew point.
  public var dewPoint: Measurement<UnitTemperature>

  /// Current conditions (ViewProbe's initialiser); what is not given is calm and mild.
  public init(
    date: Date = Date(), temperature: Measurement<UnitTemperature>,
    apparentTemperature: Measurement<UnitTemperature>? = nil, condition: WeatherCondition,
    isDaylight: Bool = true, humidity: Double = 0.5,
    wind: Wind = Wind(speed: .init(value: 0, unit: .kilometersPerHour)),
    uvIndex: UVIndex = UVIndex(value: 0), cloudCover: Double = 0,
    pressure: Measurement<UnitPressure> = .init(value: 1013, unit: .hectopascals),
    pressureTrend: PressureTrend = .steady,
    visibility: Measurement<UnitLength> = .init(value: 10, unit: .kilometers),
    dewPoint: Measurement<UnitTemperature>? = nil
  ) {
    self.date = date
    self.temperature = temperature
    self.apparentTemperature = apparentTemperature ?? temperature
    self.condition = condition
    self.isDaylight = isDaylight
    symbolName = condition.symbolName(isDaylight: isDaylight)
    self.humidity = humidity
    self.wind = wind
    self.uvIndex = uvIndex
    self.cloudCover = cloudCover
    self.pressure = pressure
    self.pressureTrend = pressureTrend
    self.visibility = visibility
    self.dewPoint = dewPoint ?? temperature
  }
}

/// The weather of an hour.
public struct HourWeather: Sendable {
  /// The hour's start.
  public var date: Date
  /// The temperature.
  public var temperature: Measurement<UnitTemperature>
  /// How warm it feels.
  public var apparentTemperature: Measurement<UnitTemperature>
  /// The sky.
  public var condition: WeatherCondition
  /// Whether it is day.
  public var isDaylight: Bool
  /// The SF Symbol of the condition.
  public var symbolName: String
  /// The chance of precipitation, 0…1.
  public var precipitationChance: Double
  /// What may fall.
  public var precipitation: Precipitation
  /// How much may fall.
  public var precipitationAmount: Measurement<UnitLength>
  /// Relative humidity, 0…1.
  public var humidity: Double
  /// The wind.
  public var wind: Wind
  /// The UV index.
  public var uvIndex: UVIndex

  /// An hour's weather (ViewProbe's initialiser).
  public init(
    date: Date, temperature: Measurement<UnitTemperature>, condition: WeatherCondition,
    isDaylight: Bool = true, precipitationChance: Double = 0, precipitation: Precipitation = .none,
    precipitationAmount: Measurement<UnitLength> = .init(value: 0, unit: .millimeters),
    humidity: Double = 0.5, wind: Wind = Wind(speed: .init(value: 0, unit: .kilometersPerHour)),
    uvIndex: UVIndex = UVIndex(value: 0)
  ) {
    self.date = date
    self.temperature = temperature
    apparentTemperature = temperature
    self.condition = condition
    self.isDaylight = isDaylight
    symbolName = condition.symbolName(isDaylight: isDaylight)
    self.precipitationChance = precipitationChance
    self.precipitation = precipitation
    self.precipitationAmount = precipitationAmount
    self.humidity = humidity
    self.wind = wind
    self.uvIndex = uvIndex
  }
}

/// The weather of a day.
public struct DayWeather: Sendable {
  /// The day's start.
  public var date: Date
  /// The highest temperature.
  public var highTemperature: Measurement<UnitTemperature>
  /// The lowest temperature.
  public var lowTemperature: Measurement<UnitTemperature>
  /// The day's sky.
  public var condition: WeatherCondition
  /// The SF Symbol of the condition.
  public var symbolName: String
  /// The chance of precipitation, 0…1.
  public var precipitationChance: Double
  /// What may fall.
  public var precipitation: Precipitation
  /// How much may fall.
  public var precipitationAmount: Measurement<UnitLength>
  /// Sunrise and sunset.
  public var sun: SunEvents
  /// The highest UV index.
  public var uvIndex: UVIndex
  /// The wind.
  public var wind: Wind

  /// A day's weather (ViewProbe's initialiser).
  public init(
    date: Date, highTemperature: Measurement<UnitTemperature>,
    lowTemperature: Measurement<UnitTemperature>, condition: WeatherCondition,
    precipitationChance: Double = 0, precipitation: Precipitation = .none,
    precipitationAmount: Measurement<UnitLength> = .init(value: 0, unit: .millimeters),
    sun: SunEvents = SunEvents(sunrise: nil, sunset: nil), uvIndex: UVIndex = UVIndex(value: 0),
    wind: Wind = Wind(speed: .init(value: 0, unit: .kilometersPerHour))
  ) {
    self.date = date
    self.highTemperature = highTemperature
    self.lowTemperature = lowTemperature
    self.condition = condition
    symbolName = condition.symbolName(isDaylight: true)
    self.precipitationChance = precipitationChance
    self.precipitation = precipitation
    self.precipitationAmount = precipitationAmount
    self.sun = sun
    self.uvIndex = uvIndex
    self.wind = wind
  }
}
