import Foundation

/// A piece of health data in the store.
open class HKObject: NSObject, @unchecked Sendable {
  /// Its identifier.
  public let uuid = UUID()
  /// Extra information saved with it.
  public let metadata: [String: Any]?

  init(metadata: [String: Any]?) { self.metadata = metadata }
}

/// Health data over a span of time.
open class HKSample: HKObject, @unchecked Sendable {
  /// Its kind.
  public let sampleType: HKSampleType
  /// When it starts.
  public let startDate: Date
  /// When it ends.
  public let endDate: Date

  init(type: HKSampleType, start: Date, end: Date, metadata: [String: Any]?) {
    sampleType = type
    startDate = start
    endDate = end
    super.init(metadata: metadata)
  }
}

/// A numeric sample: steps over a walk, a heart rate at an instant.
public final class HKQuantitySample: HKSample, @unchecked Sendable {
  /// The amount.
  public let quantity: HKQuantity
  /// How many samples it combines (1).
  public var count: Int { 1 }
  /// Its kind.
  public var quantityType: HKQuantityType { sampleType as! HKQuantityType }

  /// `quantity` of `quantityType` from `startDate` to `endDate`.
  public init(
    type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date,
    end endDate: Date, metadata: [String: Any]? = nil
  ) {
    self.quantity = quantity
    super.init(type: quantityType, start: startDate, end: endDate, metadata: metadata)
  }
}

/// A sample with a category value: a span of sleep, a mindful session.
public final class HKCategorySample: HKSample, @unchecked Sendable {
  /// The value (for sleep, an `HKCategoryValueSleepAnalysis` raw value).
  public let value: Int
  /// Its kind.
  public var categoryType: HKCategoryType { sampleType as! HKCategoryType }

  /// `value` of `type` from `startDate` to `endDate`.
  public init(
    type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date,
    metadata: [String: Any]? = nil
  ) {
    self.value = value
    super.init(type: type, start: startDate, end: endDate, metadata: metadata)
  }
}

/// Keys for sample metadata.
public let HKMetadataKeyWasUserEntered = "HKWasUserEntered"
/// The metadata key of a sample's time zone.
public let HKMetadataKeyTimeZone = "HKTimeZone"
/// The name queries sort samples by their start.
public let HKSampleSortIdentifierStartDate = "startDate"
/// The name queries sort samples by their end.
public let HKSampleSortIdentifierEndDate = "endDate"
/// A query limit meaning no limit.
public let HKObjectQueryNoLimit = 0
