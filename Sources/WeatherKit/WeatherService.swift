import CoreLocation
import Foundation
import ViewProbe

/// A part of the weather to ask for: `.current`, `.hourly`, `.daily`.
public struct WeatherQuery<T: Sendable>: Sendable {
  let pick: @Sendable (Weather) -> T
}

extension WeatherQuery where T == CurrentWeather {
  /// The conditions now.
  public static var current: WeatherQuery<CurrentWeather> { .init { $0.currentWeather } }
}

extension WeatherQuery where T == Forecast<HourWeather> {
  /// The hours ahead.
  public static var hourly: WeatherQuery<Forecast<HourWeather>> { .init { $0.hourlyForecast } }

  /// The hours from `startDate` to `endDate`.
  public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> {
    .init { weather in
      Forecast(
        forecast: weather.hourlyForecast.filter { $0.date >= startDate && $0.date < endDate })
    }
  }
}

extension WeatherQuery where T == Forecast<DayWeather> {
  /// The days ahead.
  public static var daily: WeatherQuery<Forecast<DayWeather>> { .init { $0.dailyForecast } }

  /// The days from `startDate` to `endDate`.
  public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> {
    .init { weather in
      Forecast(forecast: weather.dailyForecast.filter { $0.date >= startDate && $0.date < endDate })
    }
  }
}

/// Answers questions about the weather: here, from the weather the test set for the harness.
public final class WeatherService: Sendable {
  /// The shared service.
  public static let shared = WeatherService()

  /// A service.
  public init() {}

  /// The weather at `location`.
  public func weather(for location: CLLocation) async throws -> Weather {
    try WeatherDevice.answer(for: location)
  }

  /// One part of the weather at `location`.
  public func weather<T1>(for location: CLLocation, including dataSet1: WeatherQuery<T1>)
    async throws -> T1
  {
    dataSet1.pick(try WeatherDevice.answer(for: location))
  }

  /// Two parts of the weather at `location`.
  public func weather<T1, T2>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>
  ) async throws -> (T1, T2) {
    let weather = try WeatherDevice.answer(for: location)
    return (dataSet1.pick(weather), dataSet2.pick(weather))
  }

  /// Three parts of the weather at `location`.
  public func weather<T1, T2, T3>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
    _ dataSet3: WeatherQuery<T3>
  ) async throws -> (T1, T2, T3) {
    let weather = try WeatherDevice.answer(for: location)
    return (dataSet1.pick(weather), dataSet2.pick(weather), dataSet3.pick(weather))
  }

  /// The attribution the app must show with the data.
  public var attribution: WeatherAttribution {
    get async throws { WeatherAttribution.apple }
  }
}

/// What the weather service answers on one harness's device, and where it was asked about.
final class WeatherDevice: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var answer: Result<Weather, WeatherError>?
  private var asked: [CLLocation] = []

  required init() {}

  /// The weather the test set, for a request from a task that is still wanted: a cancelled one
  /// (its view went away) fails with `CancellationError`, as a network request does.
  static func answer(for location: CLLocation) throws -> Weather {
    try Task.checkCancellation()
    guard let device = _ViewProbeRuntime.harnessState(WeatherDevice.self) else {
      throw WeatherError.unknown
    }
    let answer = device.lock.withLock {
      device.asked.append(location)
      return device.answer
    }
    guard let answer else {
      _ViewProbeRuntime.reportIssue(
        "WeatherService was asked for the weather, and the test set none: call "
          + "harness.setWeather(_:) (or setWeatherError(_:)) first. The request failed.")
      throw WeatherError.unknown
    }
    return try answer.get()
  }

  func set(_ answer: Result<Weather, WeatherError>) { lock.withLock { self.answer = answer } }

  var requests: [CLLocation] { lock.withLock { asked } }
}

extension ParentHarness {
  private var weatherDevice: WeatherDevice { _harnessState(WeatherDevice.self) }

  /// The weather WeatherService answers from now on, wherever the app asks.
  public func setWeather(_ weather: Weather) { weatherDevice.set(.success(weather)) }

  /// Makes WeatherService fail with `error` from now on (`.permissionDenied`: the app is not
  /// entitled to WeatherKit).
  public func setWeatherError(_ error: WeatherError) { weatherDevice.set(.failure(error)) }

  /// The places the app asked the weather of, in order.
  public var weatherRequests: [CLLocation] { weatherDevice.requests }
}
