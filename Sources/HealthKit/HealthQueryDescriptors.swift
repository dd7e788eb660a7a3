import Foundation

/// Which samples an async query asks for: a type, and a predicate.
public struct HKSamplePredicate<Sample: HKSample>: Sendable {
  let type: HKSampleType
  nonisolated(unsafe) let predicate: NSPredicate?

  /// Quantity samples of `type` that match `predicate`.
  public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil)
    -> HKSamplePredicate<HKQuantitySample>
  {
    HKSamplePredicate<HKQuantitySample>(type: type, predicate: predicate)
  }

  /// Category samples of `type` that match `predicate`.
  public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil)
    -> HKSamplePredicate<HKCategorySample>
  {
    HKSamplePredicate<HKCategorySample>(type: type, predicate: predicate)
  }

  /// Samples of `type` that match `predicate`.
  public static func sample(type: HKSampleType, predicate: NSPredicate? = nil)
    -> HKSamplePredicate<HKSample>
  {
    HKSamplePredicate<HKSample>(type: type, predicate: predicate)
  }
}

/// Asks for samples with async/await.
public struct HKSampleQueryDescriptor<Sample: HKSample>: Sendable {
  /// Which samples.
  public let predicates: [HKSamplePredicate<Sample>]
  /// How they are sorted.
  public let sortDescriptors: [SortDescriptor<Sample>]
  /// At most this many (`nil`: all).
  public let limit: Int?

  /// Samples matching any of `predicates`, sorted, at most `limit`.
  public init(
    predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>],
    limit: Int? = nil
  ) {
    self.predicates = predicates
    self.sortDescriptors = sortDescriptors
    self.limit = limit
  }

  /// The samples, from `healthStore`'s device.
  public func result(for healthStore: HKHealthStore) async throws -> [Sample] {
    guard let device = HealthDevice.current else { return [] }
    var samples = predicates.flatMap {
      HKQuery.matching($0.type, $0.predicate, on: device).compactMap { $0 as? Sample }
    }
    if !sortDescriptors.isEmpty { samples.sort(using: sortDescriptors) }
    if let limit { samples = Array(samples.prefix(limit)) }
    return samples
  }
}

/// Asks for statistics with async/await.
public struct HKStatisticsQueryDescriptor: Sendable {
  /// Which samples.
  public let predicate: HKSamplePredicate<HKQuantitySample>
  /// Which statistics.
  public let options: HKStatisticsOptions

  /// Statistics over the samples `predicate` matches.
  public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions) {
    self.predicate = predicate
    self.options = options
  }

  /// The statistics (`nil` when no sample matched).
  public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? {
    guard let device = HealthDevice.current,
      let (type, samples) = HKQuery.statisticsSamples(
        of: predicate.type, predicate.predicate, options: options, on: device)
    else { return nil }
    guard let first = samples.map(\.startDate).min(), let last = samples.map(\.endDate).max()
    else { return nil }
    return HKStatistics(type: type, start: first, end: last, samples: samples, options: options)
  }
}

/// Asks for statistics per interval with async/await.
public struct HKStatisticsCollectionQueryDescriptor: Sendable {
  /// Which samples.
  public let predicate: HKSamplePredicate<HKQuantitySample>
  /// Which statistics.
  public let options: HKStatisticsOptions
  /// Where intervals are counted from.
  public let anchorDate: Date
  /// How long each interval is.
  public let intervalComponents: DateComponents

  /// Statistics per `intervalComponents` from `anchorDate`.
  public init(
    predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions,
    anchorDate: Date, intervalComponents: DateComponents
  ) {
    self.predicate = predicate
    self.options = options
    self.anchorDate = anchorDate
    self.intervalComponents = intervalComponents
  }

  /// The statistics per interval.
  public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
    guard let device = HealthDevice.current,
      let (type, samples) = HKQuery.statisticsSamples(
        of: predicate.type, predicate.predicate, options: options, on: device)
    else {
      return HKStatisticsCollection(
        intervals: [], anchor: anchorDate, components: intervalComponents)
    }
    return HKStatisticsCollectionQuery.collect(
      samples, type: type, options: options, anchor: anchorDate, every: intervalComponents)
  }
}
