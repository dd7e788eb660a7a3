import Foundation
import ViewProbe

/// A prefix for metric units.
public enum HKMetricPrefix: Int, Sendable {
  /// None.
  case none = 0
  /// 10⁻³.
  case milli = 6
  /// 10⁻².
  case centi = 7
  /// 10⁻¹.
  case deci = 8
  /// 10³.
  case kilo = 9

  var factor: Double {
    switch self {
    case .none: 1
    case .milli: 0.001
    case .centi: 0.01
    case .deci: 0.1
    case .kilo: 1000
    }
  }
}

/// A unit a quantity is measured in: a dimension and how many of the dimension's base unit it is.
public final class HKUnit: NSObject, @unchecked Sendable {
  /// What it measures (`length`, `count/time` …).
  let dimension: String
  /// How many base units it is.
  let factor: Double
  /// Added after scaling to reach the base unit (temperatures).
  let offset: Double
  /// Its name, as HealthKit writes it (`count/min`).
  public let unitString: String

  init(_ unitString: String, dimension: String, factor: Double, offset: Double = 0) {
    self.unitString = unitString
    self.dimension = dimension
    self.factor = factor
    self.offset = offset
  }

  /// Units are equal when they measure alike and scale alike.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? HKUnit else { return false }
    return other.dimension == dimension && other.factor == factor && other.offset == offset
  }

  /// Hashes the unit.
  public override var hash: Int { unitString.hashValue }

  /// The unit's name.
  public override var description: String { unitString }

  /// A count.
  public class func count() -> HKUnit { HKUnit("count", dimension: "count", factor: 1) }
  /// A percentage (0…1).
  public class func percent() -> HKUnit { HKUnit("%", dimension: "percent", factor: 1) }
  /// Metres.
  public class func meter() -> HKUnit { meterUnit(with: .none) }
  /// Metres with `prefix`.
  public class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit {
    HKUnit(prefixed("m", prefix), dimension: "length", factor: prefix.factor)
  }
  /// Miles.
  public class func mile() -> HKUnit { HKUnit("mi", dimension: "length", factor: 1609.344) }
  /// Feet.
  public class func foot() -> HKUnit { HKUnit("ft", dimension: "length", factor: 0.3048) }
  /// Inches.
  public class func inch() -> HKUnit { HKUnit("in", dimension: "length", factor: 0.0254) }
  /// Kilocalories.
  public class func kilocalorie() -> HKUnit {
    HKUnit("kcal", dimension: "energy", factor: 4184)
  }
  /// Large calories (kilocalories).
  public class func largeCalorie() -> HKUnit { HKUnit("Cal", dimension: "energy", factor: 4184) }
  /// Joules.
  public class func joule() -> HKUnit { jouleUnit(with: .none) }
  /// Joules with `prefix`.
  public class func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit {
    HKUnit(prefixed("J", prefix), dimension: "energy", factor: prefix.factor)
  }
  /// Grams.
  public class func gram() -> HKUnit { gramUnit(with: .none) }
  /// Grams with `prefix`.
  public class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit {
    HKUnit(prefixed("g", prefix), dimension: "mass", factor: prefix.factor)
  }
  /// Pounds.
  public class func pound() -> HKUnit { HKUnit("lb", dimension: "mass", factor: 453.59237) }
  /// Litres.
  public class func liter() -> HKUnit { literUnit(with: .none) }
  /// Litres with `prefix`.
  public class func literUnit(with prefix: HKMetricPrefix) -> HKUnit {
    HKUnit(prefixed("L", prefix), dimension: "volume", factor: prefix.factor)
  }
  /// US fluid ounces.
  public class func fluidOunceUS() -> HKUnit {
    HKUnit("fl_oz_us", dimension: "volume", factor: 0.0295735295625)
  }
  /// Seconds.
  public class func second() -> HKUnit { HKUnit("s", dimension: "time", factor: 1) }
  /// Minutes.
  public class func minute() -> HKUnit { HKUnit("min", dimension: "time", factor: 60) }
  /// Hours.
  public class func hour() -> HKUnit { HKUnit("hr", dimension: "time", factor: 3600) }
  /// Days.
  public class func day() -> HKUnit { HKUnit("d", dimension: "time", factor: 86400) }
  /// Degrees Celsius.
  public class func degreeCelsius() -> HKUnit {
    HKUnit("degC", dimension: "temperature", factor: 1)
  }
  /// Degrees Fahrenheit.
  public class func degreeFahrenheit() -> HKUnit {
    HKUnit("degF", dimension: "temperature", factor: 5.0 / 9, offset: -32 * 5.0 / 9)
  }

  /// This unit per `unit` (`count().unitDivided(by: .minute())`: beats per minute).
  public func unitDivided(by unit: HKUnit) -> HKUnit {
    HKUnit(
      "\(unitString)/\(unit.unitString)", dimension: "\(dimension)/\(unit.dimension)",
      factor: factor / unit.factor)
  }

  /// This unit times `unit`.
  public func unitMultiplied(by unit: HKUnit) -> HKUnit {
    HKUnit(
      "\(unitString)·\(unit.unitString)", dimension: "\(dimension)·\(unit.dimension)",
      factor: factor * unit.factor)
  }

  /// The unit HealthKit writes as `string`: one of the units above, or two joined by `/`.
  public convenience init(from string: String) {
    let parts = string.split(separator: "/", maxSplits: 1).map(String.init)
    let named = parts.map { HKUnit.named($0) }
    let unit = named.count == 2 ? named[0].unitDivided(by: named[1]) : named[0]
    self.init(string, dimension: unit.dimension, factor: unit.factor, offset: unit.offset)
  }

  private static func named(_ name: String) -> HKUnit {
    let units: [HKUnit] = [
      count(), percent(), meter(), meterUnit(with: .kilo), meterUnit(with: .centi), mile(), foot(),
      inch(), kilocalorie(), largeCalorie(), joule(), jouleUnit(with: .kilo), gram(),
      gramUnit(with: .kilo), gramUnit(with: .milli), pound(), liter(), literUnit(with: .milli),
      fluidOunceUS(), second(), minute(), hour(), day(), degreeCelsius(), degreeFahrenheit(),
    ]
    if let unit = units.first(where: { $0.unitString == name }) { return unit }
    _ViewProbeRuntime.reportIssue(
      "HKUnit(from: \"\(name)\") is not a unit this stand-in knows; it is taken as a count")
    return count()
  }

  private static func prefixed(_ symbol: String, _ prefix: HKMetricPrefix) -> String {
    let letter: String =
      switch prefix {
      case .none: ""
      case .milli: "m"
      case .centi: "c"
      case .deci: "d"
      case .kilo: "k"
      }
    return letter + symbol
  }

  /// The unit apps most often read `identifier` in, for compatibility checks.
  static func preferred(for identifier: HKQuantityTypeIdentifier) -> HKUnit {
    switch identifier {
    case .stepCount, .flightsClimbed: count()
    case .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .height: meter()
    case .activeEnergyBurned, .basalEnergyBurned, .dietaryEnergyConsumed: kilocalorie()
    case .appleExerciseTime, .appleStandTime: minute()
    case .dietaryWater: liter()
    case .dietaryCaffeine, .dietaryProtein, .bodyMass: gram()
    case .heartRate, .restingHeartRate, .walkingHeartRateAverage, .respiratoryRate:
      count().unitDivided(by: minute())
    case .heartRateVariabilitySDNN: second()
    case .bodyMassIndex: count()
    case .bodyFatPercentage, .oxygenSaturation: percent()
    case .bodyTemperature: degreeCelsius()
    case .vo2Max:
      literUnit(with: .milli).unitDivided(by: gramUnit(with: .kilo).unitMultiplied(by: minute()))
    default: count()
    }
  }
}

/// An amount in a unit. Read it in any compatible unit with `doubleValue(for:)`.
public final class HKQuantity: NSObject, @unchecked Sendable {
  let unit: HKUnit
  let value: Double

  /// `doubleValue` of `unit`.
  public init(unit: HKUnit, doubleValue: Double) {
    self.unit = unit
    value = doubleValue
  }

  /// Whether it can be read in `unit`.
  public func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == self.unit.dimension }

  /// The amount in `unit`. HealthKit stops the app when the unit is not compatible; here that is
  /// a recorded issue, and the value is not a number.
  public func doubleValue(for unit: HKUnit) -> Double {
    guard `is`(compatibleWith: unit) else {
      _ViewProbeRuntime.reportTrap(
        "doubleValue(for: \(unit.unitString)) on a quantity in \(self.unit.unitString): the units "
          + "are not compatible, and HealthKit raises an exception (the app stops)")
      return .nan
    }
    let base = value * self.unit.factor + self.unit.offset
    return (base - unit.offset) / unit.factor
  }

  /// The amount in its unit's base, for sums and comparisons.
  var baseValue: Double { value * unit.factor + unit.offset }

  /// Orders two compatible quantities.
  public func compare(_ quantity: HKQuantity) -> ComparisonResult {
    baseValue < quantity.baseValue
      ? .orderedAscending : baseValue > quantity.baseValue ? .orderedDescending : .orderedSame
  }

  /// The amount and unit.
  public override var description: String { "\(value) \(unit.unitString)" }
}
