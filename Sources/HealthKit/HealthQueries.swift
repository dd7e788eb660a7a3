import Foundation
import ViewProbe

/// Options for a date predicate.
public struct HKQueryOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Samples must start on or after the start date.
  public static let strictStartDate = HKQueryOptions(rawValue: 1)
  /// Samples must end on or before the end date.
  public static let strictEndDate = HKQueryOptions(rawValue: 2)
}

/// What statistics a query computes.
public struct HKStatisticsOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The average of discrete samples.
  public static let discreteAverage = HKStatisticsOptions(rawValue: 2)
  /// The smallest discrete sample.
  public static let discreteMin = HKStatisticsOptions(rawValue: 4)
  /// The largest discrete sample.
  public static let discreteMax = HKStatisticsOptions(rawValue: 8)
  /// The sum of cumulative samples.
  public static let cumulativeSum = HKStatisticsOptions(rawValue: 16)
  /// The most recent sample.
  public static let mostRecent = HKStatisticsOptions(rawValue: 32)
}

/// A question asked of the health store; `HKHealthStore.execute(_:)` answers it.
open class HKQuery: NSObject, @unchecked Sendable {
  /// The kind of samples asked about.
  public let objectType: HKObjectType?
  /// Which samples.
  public let predicate: NSPredicate?

  init(objectType: HKObjectType?, predicate: NSPredicate?) {
    self.objectType = objectType
    self.predicate = predicate
  }

  /// Samples that overlap `startDate`…`endDate` (or, with the strict options, lie within it).
  open class func predicateForSamples(
    withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []
  ) -> NSPredicate {
    NSPredicate { object, _ in
      guard let sample = object as? HKSample else { return false }
      if let startDate {
        let edge = options.contains(.strictStartDate) ? sample.startDate : sample.endDate
        if options.contains(.strictStartDate) ? edge < startDate : edge <= startDate {
          return false
        }
      }
      if let endDate {
        let edge = options.contains(.strictEndDate) ? sample.endDate : sample.startDate
        if options.contains(.strictEndDate) ? edge > endDate : edge >= endDate { return false }
      }
      return true
    }
  }

  /// Samples the user entered by hand.
  open class func predicateForObjects(withMetadataKey key: String) -> NSPredicate {
    NSPredicate { object, _ in (object as? HKObject)?.metadata?[key] != nil }
  }

  /// Runs on `device`; each query type answers its handler.
  func run(on device: HealthDevice) {}

  /// The quantity samples a statistics query over `type` reads, when `options` fit the type
  /// (else a recorded issue and `nil`).
  static func statisticsSamples(
    of type: HKObjectType?, _ predicate: NSPredicate?, options: HKStatisticsOptions,
    on device: HealthDevice
  ) -> (type: HKQuantityType, samples: [HKQuantitySample])? {
    guard let type = type as? HKQuantityType, HKStatistics.check(options, for: type) else {
      return nil
    }
    return (type, matching(type, predicate, on: device).compactMap { $0 as? HKQuantitySample })
  }

  /// The samples of `type` the app may read that match `predicate`, oldest first.
  static func matching(_ type: HKSampleType, _ predicate: NSPredicate?, on device: HealthDevice)
    -> [HKSample]
  {
    device.visibleSamples(of: type).filter { predicate?.evaluate(with: $0) ?? true }
      .sorted { $0.startDate < $1.startDate }
  }
}

/// Asks for samples of a type.
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
  private let limit: Int
  private let sortDescriptors: [NSSortDescriptor]?
  private let resultsHandler: @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

  /// The samples of `sampleType` that match `predicate`, sorted, at most `limit`
  /// (`HKObjectQueryNoLimit`: all).
  public init(
    sampleType: HKSampleType, predicate: NSPredicate?, limit: Int,
    sortDescriptors: [NSSortDescriptor]?,
    resultsHandler: @escaping @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
  ) {
    self.limit = limit
    self.sortDescriptors = sortDescriptors
    self.resultsHandler = resultsHandler
    super.init(objectType: sampleType, predicate: predicate)
  }

  override func run(on device: HealthDevice) {
    guard let type = objectType as? HKSampleType else { return }
    var samples = Self.matching(type, predicate, on: device)
    for descriptor in (sortDescriptors ?? []).reversed() {
      samples = samples.enumerated().sorted { lhs, rhs in
        let order = descriptor.compare(lhs.element, to: rhs.element)
        return order == .orderedSame ? lhs.offset < rhs.offset : order == .orderedAscending
      }.map(\.element)
    }
    if limit > 0 { samples = Array(samples.prefix(limit)) }
    let found = samples
    let handler = resultsHandler
    _ViewProbeRuntime.completeOnAnotherQueue { handler(self, found, nil) }
  }
}

/// Statistics over the samples of a quantity type: their sum, average, minimum, maximum, latest.
public final class HKStatistics: NSObject, @unchecked Sendable {
  /// The kind of quantity.
  public let quantityType: HKQuantityType
  /// Where the statistics' span starts.
  public let startDate: Date
  /// Where it ends.
  public let endDate: Date
  private let samples: [HKQuantitySample]
  private let options: HKStatisticsOptions

  init(
    type: HKQuantityType, start: Date, end: Date, samples: [HKQuantitySample],
    options: HKStatisticsOptions
  ) {
    quantityType = type
    startDate = start
    endDate = end
    self.samples = samples
    self.options = options
  }

  private var unit: HKUnit {
    samples.first?.quantity.unit ?? .preferred(for: quantityType.quantityIdentifier)
  }

  private func quantity(_ base: Double) -> HKQuantity {
    HKQuantity(unit: unit, doubleValue: (base - unit.offset) / unit.factor)
  }

  /// The sum, when asked for with `.cumulativeSum` and there are samples.
  public func sumQuantity() -> HKQuantity? {
    guard options.contains(.cumulativeSum), !samples.isEmpty else { return nil }
    return quantity(samples.map(\.quantity.baseValue).reduce(0, +))
  }

  /// The average, when asked for with `.discreteAverage` and there are samples.
  public func averageQuantity() -> HKQuantity? {
    guard options.contains(.discreteAverage), !samples.isEmpty else { return nil }
    return quantity(samples.map(\.quantity.baseValue).reduce(0, +) / Double(samples.count))
  }

  /// The smallest, when asked for with `.discreteMin` and there are samples.
  public func minimumQuantity() -> HKQuantity? {
    guard options.contains(.discreteMin) else { return nil }
    return samples.map(\.quantity.baseValue).min().map(quantity)
  }

  /// The largest, when asked for with `.discreteMax` and there are samples.
  public func maximumQuantity() -> HKQuantity? {
    guard options.contains(.discreteMax) else { return nil }
    return samples.map(\.quantity.baseValue).max().map(quantity)
  }

  /// The latest, when asked for with `.mostRecent` and there are samples.
  public func mostRecentQuantity() -> HKQuantity? {
    guard options.contains(.mostRecent) else { return nil }
    return samples.max { $0.endDate < $1.endDate }?.quantity
  }

  /// Whether `options` fit `type`'s samples: sums for cumulative types, the discrete statistics
  /// for the others. HealthKit raises an exception otherwise; here it is a recorded issue.
  static func check(_ options: HKStatisticsOptions, for type: HKQuantityType) -> Bool {
    let discrete: HKStatisticsOptions = [.discreteAverage, .discreteMin, .discreteMax]
    let fits =
      type.aggregationStyle == .cumulative
      ? options.isDisjoint(with: discrete) : !options.contains(.cumulativeSum)
    if !fits {
      _ViewProbeRuntime.reportIssue(
        "statistics options \(options.rawValue) do not fit \(type.identifier), whose samples "
          + (type.aggregationStyle == .cumulative
            ? "add up (ask for .cumulativeSum)"
            : "stand alone (ask for .discreteAverage, "
              + ".discreteMin or .discreteMax)")
          + ": HealthKit raises an exception (the app stops)")
    }
    return fits
  }
}

/// Asks for statistics over the samples of a quantity type.
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
  private let options: HKStatisticsOptions
  private let handler: @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

  /// Statistics over the samples of `quantityType` that match `quantitySamplePredicate`.
  public init(
    quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?,
    options: HKStatisticsOptions = [],
    completionHandler handler:
      @escaping @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
  ) {
    self.options = options
    self.handler = handler
    super.init(objectType: quantityType, predicate: quantitySamplePredicate)
  }

  override func run(on device: HealthDevice) {
    guard
      let (type, samples) = Self.statisticsSamples(
        of: objectType, predicate, options: options, on: device)
    else { return }
    let statistics =
      samples.isEmpty
      ? nil
      : HKStatistics(
        type: type, start: samples.map(\.startDate).min()!, end: samples.map(\.endDate).max()!,
        samples: samples, options: options)
    // HealthKit answers "no data" with an error when nothing matched.
    let error: (any Error)? = statistics == nil ? HKError(.errorNoData) : nil
    let handler = handler
    _ViewProbeRuntime.completeOnAnotherQueue { handler(self, statistics, error) }
  }
}

/// Statistics per interval (a day, an hour) from an anchor date.
public final class HKStatisticsCollection: NSObject, @unchecked Sendable {
  private let intervals: [HKStatistics]
  private let type: HKQuantityType?
  private let anchor: Date
  private let components: DateComponents

  init(
    intervals: [HKStatistics], type: HKQuantityType? = nil, anchor: Date = Date(),
    components: DateComponents = DateComponents(day: 1)
  ) {
    self.intervals = intervals
    self.type = type
    self.anchor = anchor
    self.components = components
  }

  /// The statistics of each interval that has samples, in order.
  public func statistics() -> [HKStatistics] { intervals }

  /// The statistics of the interval containing `date`.
  public func statistics(for date: Date) -> HKStatistics? {
    intervals.first { $0.startDate <= date && date < $0.endDate }
  }

  /// Calls `block` with the statistics of each interval from `startDate` to `endDate`, those
  /// without samples too (they have no sum).
  public func enumerateStatistics(
    from startDate: Date, to endDate: Date,
    with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    guard let type = type ?? intervals.first?.quantityType else { return }
    let calendar = Calendar.current
    var stop = ObjCBool(false)
    var start = HKStatisticsCollectionQuery.intervalStart(
      containing: startDate, anchor: anchor, every: components)
    while start < endDate && !stop.boolValue,
      let end = calendar.date(byAdding: components, to: start), end > start
    {
      let statistics =
        statistics(for: start)
        ?? HKStatistics(type: type, start: start, end: end, samples: [], options: [])
      block(statistics, &stop)
      start = end
    }
  }
}

/// Asks for statistics per interval over the samples of a quantity type.
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
  private let options: HKStatisticsOptions
  private let anchorDate: Date
  private let intervalComponents: DateComponents
  /// Gets the collection once the query runs.
  public var initialResultsHandler:
    (@Sendable (HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
  /// Would get updates as samples are added (none come here).
  public var statisticsUpdateHandler:
    (
      @Sendable (HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?)
        -> Void
    )?

  /// Statistics of `quantityType`'s matching samples per `intervalComponents`, from
  /// `anchorDate`.
  public init(
    quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?,
    options: HKStatisticsOptions = [], anchorDate: Date, intervalComponents: DateComponents
  ) {
    self.options = options
    self.anchorDate = anchorDate
    self.intervalComponents = intervalComponents
    super.init(objectType: quantityType, predicate: quantitySamplePredicate)
  }

  override func run(on device: HealthDevice) {
    guard
      let (type, samples) = Self.statisticsSamples(
        of: objectType, predicate, options: options, on: device)
    else { return }
    let collection = Self.collect(
      samples, type: type, options: options, anchor: anchorDate, every: intervalComponents)
    let handler = initialResultsHandler
    _ViewProbeRuntime.completeOnAnotherQueue { handler?(self, collection, nil) }
  }

  /// The samples grouped by the interval their start falls in.
  static func collect(
    _ samples: [HKQuantitySample], type: HKQuantityType, options: HKStatisticsOptions,
    anchor: Date, every components: DateComponents
  ) -> HKStatisticsCollection {
    let calendar = Calendar.current
    var groups: [Date: [HKQuantitySample]] = [:]
    for sample in samples {
      let start = intervalStart(containing: sample.startDate, anchor: anchor, every: components)
      groups[start, default: []].append(sample)
    }
    let intervals = groups.keys.sorted().map { start in
      HKStatistics(
        type: type, start: start,
        end: calendar.date(byAdding: components, to: start) ?? start,
        samples: groups[start] ?? [], options: options)
    }
    return HKStatisticsCollection(
      intervals: intervals, type: type, anchor: anchor, components: components)
  }

  /// The start of the interval, counted in `components` from `anchor` by the calendar, that holds
  /// `date`.
  static func intervalStart(containing date: Date, anchor: Date, every components: DateComponents)
    -> Date
  {
    let calendar = Calendar.current
    var start = anchor
    while start > date {
      guard let earlier = calendar.date(byAdding: components.negated, to: start), earlier < start
      else { break }
      start = earlier
    }
    while let next = calendar.date(byAdding: components, to: start), next > start, next <= date {
      start = next
    }
    return start
  }
}

extension DateComponents {
  /// The same components, backwards.
  fileprivate var negated: DateComponents {
    var result = DateComponents()
    result.year = year.map { -$0 }
    result.month = month.map { -$0 }
    result.day = day.map { -$0 }
    result.hour = hour.map { -$0 }
    result.minute = minute.map { -$0 }
    result.weekOfYear = weekOfYear.map { -$0 }
    return result
  }
}
