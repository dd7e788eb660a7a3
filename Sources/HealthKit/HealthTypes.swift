// Linux has no HealthKit. There, ViewProbe's product includes this stand-in, so that app code that
// reads and saves health data compiles unchanged and runs against the harness's device: the test
// puts samples in its store (`addHealthSamples`), says how the user answers the permission sheet
// (`setHealthAccess`), and reads what the app saved. Read permission stays hidden from the app, as
// HealthKit keeps it: a type the user did not let it read looks empty, but for what the app saved.
import Foundation

/// The identifier of a kind of quantity (steps, heart rate …).
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
  /// HealthKit's name for it.
  public let rawValue: String
  /// The identifier named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  private init(_ name: String) { rawValue = "HKQuantityTypeIdentifier" + name }

  /// Steps taken.
  public static let stepCount = Self("StepCount")
  /// Distance walked or run.
  public static let distanceWalkingRunning = Self("DistanceWalkingRunning")
  /// Distance cycled.
  public static let distanceCycling = Self("DistanceCycling")
  /// Distance swum.
  public static let distanceSwimming = Self("DistanceSwimming")
  /// Active energy burned.
  public static let activeEnergyBurned = Self("ActiveEnergyBurned")
  /// Resting energy burned.
  public static let basalEnergyBurned = Self("BasalEnergyBurned")
  /// Flights of stairs climbed.
  public static let flightsClimbed = Self("FlightsClimbed")
  /// Minutes of exercise.
  public static let appleExerciseTime = Self("AppleExerciseTime")
  /// Minutes standing.
  public static let appleStandTime = Self("AppleStandTime")
  /// Water drunk.
  public static let dietaryWater = Self("DietaryWater")
  /// Energy eaten.
  public static let dietaryEnergyConsumed = Self("DietaryEnergyConsumed")
  /// Caffeine taken.
  public static let dietaryCaffeine = Self("DietaryCaffeine")
  /// Protein eaten.
  public static let dietaryProtein = Self("DietaryProtein")
  /// Heart rate.
  public static let heartRate = Self("HeartRate")
  /// Resting heart rate.
  public static let restingHeartRate = Self("RestingHeartRate")
  /// Walking heart rate.
  public static let walkingHeartRateAverage = Self("WalkingHeartRateAverage")
  /// Heart rate variability.
  public static let heartRateVariabilitySDNN = Self("HeartRateVariabilitySDNN")
  /// Body mass.
  public static let bodyMass = Self("BodyMass")
  /// Height.
  public static let height = Self("Height")
  /// Body mass index.
  public static let bodyMassIndex = Self("BodyMassIndex")
  /// Body fat.
  public static let bodyFatPercentage = Self("BodyFatPercentage")
  /// Blood oxygen.
  public static let oxygenSaturation = Self("OxygenSaturation")
  /// Breaths per minute.
  public static let respiratoryRate = Self("RespiratoryRate")
  /// Body temperature.
  public static let bodyTemperature = Self("BodyTemperature")
  /// Cardio fitness.
  public static let vo2Max = Self("VO2Max")

  /// Whether samples of the kind add up (steps) or each stands alone (heart rate).
  var isCumulative: Bool {
    [
      Self.stepCount, .distanceWalkingRunning, .distanceCycling, .distanceSwimming,
      .activeEnergyBurned, .basalEnergyBurned, .flightsClimbed, .appleExerciseTime,
      .appleStandTime, .dietaryWater, .dietaryEnergyConsumed, .dietaryCaffeine, .dietaryProtein,
    ].contains(self)
  }
}

/// The identifier of a kind of category sample (sleep, mindful minutes …).
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
  /// HealthKit's name for it.
  public let rawValue: String
  /// The identifier named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  private init(_ name: String) { rawValue = "HKCategoryTypeIdentifier" + name }

  /// Time in bed and asleep.
  public static let sleepAnalysis = Self("SleepAnalysis")
  /// A mindful session.
  public static let mindfulSession = Self("MindfulSession")
  /// An hour with standing.
  public static let appleStandHour = Self("AppleStandHour")
  /// A high heart rate event.
  public static let highHeartRateEvent = Self("HighHeartRateEvent")
}

/// Where a sleep sample says the person was.
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
  /// In bed.
  case inBed = 0
  /// Asleep, stage unknown.
  case asleepUnspecified = 1
  /// Awake.
  case awake = 2
  /// Core sleep.
  case asleepCore = 3
  /// Deep sleep.
  case asleepDeep = 4
  /// REM sleep.
  case asleepREM = 5
}

/// The value of a category sample that has none of its own.
public enum HKCategoryValue: Int, Sendable {
  /// Not applicable.
  case notApplicable = 0
}

/// A kind of health data. Types are equal when their identifiers are.
open class HKObjectType: NSObject, @unchecked Sendable {
  /// HealthKit's name for the kind.
  public let identifier: String

  init(identifier: String) { self.identifier = identifier }

  /// Types are equal when their identifiers are.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? HKObjectType)?.identifier == identifier
  }

  /// Hashes the identifier.
  open override var hash: Int { identifier.hashValue }

  /// The identifier.
  open override var description: String { identifier }

  /// The quantity type `identifier` names.
  open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier)
    -> HKQuantityType?
  {
    HKQuantityType(identifier)
  }

  /// The category type `identifier` names.
  open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier)
    -> HKCategoryType?
  {
    HKCategoryType(identifier)
  }

  /// The workout type.
  open class func workoutType() -> HKWorkoutType { HKWorkoutType() }
}

/// A kind of data saved as samples over time.
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// A kind of numeric sample, in units.
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
  /// Its identifier.
  public let quantityIdentifier: HKQuantityTypeIdentifier

  /// The type `identifier` names.
  public init(_ identifier: HKQuantityTypeIdentifier) {
    quantityIdentifier = identifier
    super.init(identifier: identifier.rawValue)
  }

  /// Whether samples add up (`.cumulative`) or each stands alone (`.discreteArithmetic`).
  public var aggregationStyle: HKQuantityAggregationStyle {
    quantityIdentifier.isCumulative ? .cumulative : .discreteArithmetic
  }

  /// Whether `unit` measures this kind of quantity.
  public func `is`(compatibleWith unit: HKUnit) -> Bool {
    HKUnit.preferred(for: quantityIdentifier).dimension == unit.dimension
  }
}

/// How a quantity type's samples combine.
public enum HKQuantityAggregationStyle: Int, Sendable {
  /// They add up.
  case cumulative = 0
  /// Each stands alone; statistics average them.
  case discreteArithmetic = 1
}

/// A kind of sample with a category value.
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
  /// The type `identifier` names.
  public init(_ identifier: HKCategoryTypeIdentifier) {
    super.init(identifier: identifier.rawValue)
  }
}

/// Workouts.
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {
  init() { super.init(identifier: "HKWorkoutTypeIdentifier") }
}
