import Foundation
import Observation
import ViewProbe

/// One harness's tips datastore: whether TipKit is configured, the tips invalidated, shown and on
/// screen, parameters' values and events' donations. Views that read it re-render when it
/// changes (its `revision` is observed).
@Observable
final class TipDatastore: _HarnessState, @unchecked Sendable {
  @ObservationIgnored private let lock = NSLock()
  @ObservationIgnored private var configuration: [Tips.ConfigurationOption]?
  @ObservationIgnored private var invalidated: [String: Tips.InvalidationReason] = [:]
  @ObservationIgnored private var displayCounts: [String: Int] = [:]
  @ObservationIgnored private var onScreen: [String: Int] = [:]
  @ObservationIgnored private var parameters: [String: any Sendable] = [:]
  @ObservationIgnored private var events: [String: [(date: Date, info: any Sendable)]] = [:]
  @ObservationIgnored private var testing = TestingOverride.none
  /// Bumped at every change; bodies that asked for a status read it.
  private var revision = 0

  /// What the `…ForTesting` calls asked for.
  enum TestingOverride {
    case none
    case showAll
    case hideAll
    case show(Set<String>)
    case hide(Set<String>)
  }

  /// An empty datastore.
  required init() {}

  /// The datastore of the harness whose code runs now.
  static var current: TipDatastore? { _ViewProbeRuntime.harnessState(TipDatastore.self) }

  private func change(_ work: () -> Void) {
    lock.withLock(work)
    revision += 1
  }

  private func read<T>(_ work: () -> T) -> T {
    _ = revision
    return lock.withLock(work)
  }

  // MARK: Configuration

  func configure(_ options: [Tips.ConfigurationOption]) throws {
    if read({ configuration != nil }) { throw TipKitError.tipsDatastoreAlreadyConfigured }
    change { configuration = options }
  }

  var isConfigured: Bool { read { configuration != nil } }

  func reset() throws {
    if read({ configuration != nil }) { throw TipKitError.tipsDatastoreAlreadyConfigured }
    change {
      invalidated = [:]
      displayCounts = [:]
      parameters = [:]
      events = [:]
    }
  }

  func setTesting(_ override: TestingOverride) { change { testing = override } }

  // MARK: Parameters and events

  func value<Value>(of parameter: Tips.Parameter<Value>) -> Value {
    read { parameters[parameter.key] as? Value } ?? parameter.defaultValue
  }

  func set(_ value: any Sendable, for key: String) { change { parameters[key] = value } }

  func donations(of id: String) -> [(date: Date, info: any Sendable)] { read { events[id] ?? [] } }

  func donate(id: String, info: any Sendable) {
    change { events[id, default: []].append((Date(), info)) }
  }

  // MARK: Tips

  /// The tip's status, by TipKit's rules (Guide §2).
  func status(of tip: some Tip) -> Tips.Status {
    let id = tip.id
    let options = tip.options
    let (configured, override, reason, shown, showing, anyOtherShown) = read {
      (
        configuration != nil, testing, invalidated[id], displayCounts[id] ?? 0,
        (onScreen[id] ?? 0) > 0, displayCounts.contains { $0.key != id && $0.value > 0 }
      )
    }
    if let reason { return .invalidated(reason) }
    guard configured else { return .pending }
    switch override {
    case .showAll: return .available
    case .hideAll: return .pending
    case .show(let ids) where ids.contains(id): return .available
    case .hide(let ids) where ids.contains(id): return .pending
    default: break
    }
    if !showing, let limit = options.compactMap({ $0 as? Tips.MaxDisplayCount }).first?.count,
      shown >= limit
    {
      return .pending
    }
    guard tip.rules.allSatisfy({ $0.holds(self) }) else { return .pending }
    let ignoresFrequency =
      options.compactMap { $0 as? Tips.IgnoresDisplayFrequency }.first?.ignores ?? false
    if shown == 0 && anyOtherShown && !ignoresFrequency && frequencyHoldsBack { return .pending }
    return .available
  }

  /// Whether the configured display frequency keeps a tip never shown waiting while another has
  /// shown: any frequency but `.immediate`, as its interval never passes during a test.
  private var frequencyHoldsBack: Bool {
    read {
      configuration?.contains { option in
        if case .displayFrequency(let frequency) = option.kind { return frequency != .immediate }
        return false
      } ?? false
    }
  }

  func invalidate(_ id: String, reason: Tips.InvalidationReason) {
    change { if invalidated[id] == nil { invalidated[id] = reason } }
  }

  /// A tip view began showing the tip: one display more.
  func appeared(_ id: String) {
    change {
      onScreen[id, default: 0] += 1
      displayCounts[id, default: 0] += 1
    }
  }

  /// A tip view stopped showing it; shown as many times as allowed and now on screen nowhere
  /// else, it is invalidated.
  func disappeared(_ id: String, limit: Int?) {
    change {
      onScreen[id, default: 1] -= 1
      if let limit, onScreen[id] == 0, (displayCounts[id] ?? 0) >= limit, invalidated[id] == nil {
        invalidated[id] = .displayCountExceeded
      }
    }
  }

  /// The tips invalidated so far, by identifier.
  var invalidatedTips: [String: Tips.InvalidationReason] { read { invalidated } }
}

/// TipKit's errors.
public enum TipKitError: Error, Sendable, Equatable {
  /// `Tips.configure` was called a second time, or the datastore was reset after it.
  case tipsDatastoreAlreadyConfigured
}

extension Tips {
  /// An option of `configure`.
  public struct ConfigurationOption: Sendable {
    enum Kind: Sendable {
      case displayFrequency(DisplayFrequency)
      case datastoreLocation(DatastoreLocation)
      case cloudKitContainer
    }
    let kind: Kind

    /// How long after one tip shows before a tip never shown may show.
    public struct DisplayFrequency: Hashable, Sendable {
      let seconds: TimeInterval
      /// A custom interval.
      public init(_ seconds: TimeInterval) { self.seconds = seconds }
      /// No wait (the default).
      public static let immediate = DisplayFrequency(0)
      /// An hour.
      public static let hourly = DisplayFrequency(3600)
      /// A day.
      public static let daily = DisplayFrequency(86_400)
      /// A week.
      public static let weekly = DisplayFrequency(604_800)
      /// A month (30 days).
      public static let monthly = DisplayFrequency(2_592_000)
    }

    /// Where the datastore is kept (each harness keeps its own in memory, wherever this says).
    public struct DatastoreLocation: Equatable, Sendable {
      let name: String
      /// The app's default location.
      public static let applicationDefault = DatastoreLocation(name: "applicationDefault")
      /// An app group's container.
      public static func groupContainer(identifier: String) -> DatastoreLocation {
        DatastoreLocation(name: "group \(identifier)")
      }
      /// A file URL.
      public static func url(_ url: URL) -> DatastoreLocation {
        DatastoreLocation(name: url.absoluteString)
      }
    }

    /// A CloudKit container (kept: nothing syncs).
    public struct CloudKitContainer: Sendable {
      /// The app's default container.
      public static let automatic = CloudKitContainer()
      /// The container `identifier`.
      public static func named(_ identifier: String) -> CloudKitContainer { CloudKitContainer() }
    }

    /// Sets the display frequency.
    public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption {
      ConfigurationOption(kind: .displayFrequency(frequency))
    }

    /// Sets the datastore location.
    public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
      ConfigurationOption(kind: .datastoreLocation(location))
    }

    /// Sets the CloudKit container tips sync through.
    public static func cloudKitContainer(_ container: CloudKitContainer?) -> ConfigurationOption {
      ConfigurationOption(kind: .cloudKitContainer)
    }
  }

  /// Loads the datastore of the harness whose code runs now: tips may show from now on. A second
  /// call throws `TipKitError.tipsDatastoreAlreadyConfigured`, as TipKit's does.
  public static func configure(_ configuration: [ConfigurationOption] = []) throws {
    try TipDatastore.current?.configure(configuration)
  }

  /// Empties the datastore (before `configure`; after it, throws as TipKit's does).
  public static func resetDatastore() throws { try TipDatastore.current?.reset() }

  /// Shows every tip whatever its rules and the display frequency.
  public static func showAllTipsForTesting() { TipDatastore.current?.setTesting(.showAll) }

  /// Shows the tips of `tips` whatever their rules.
  public static func showTipsForTesting(_ tips: [any Tip.Type]) {
    TipDatastore.current?.setTesting(.show(Set(tips.map { String(describing: $0) })))
  }

  /// Hides every tip.
  public static func hideAllTipsForTesting() { TipDatastore.current?.setTesting(.hideAll) }

  /// Hides the tips of `tips`.
  public static func hideTipsForTesting(_ tips: [any Tip.Type]) {
    TipDatastore.current?.setTesting(.hide(Set(tips.map { String(describing: $0) })))
  }
}

extension Tip {
  /// Whether the tip may show now, in the harness whose code asks (`.pending` outside one).
  public var status: Tips.Status { TipDatastore.current?.status(of: self) ?? .pending }

  /// Whether the tip's status is `.available`.
  public var shouldDisplay: Bool { status == .available }

  /// The status now, then the stream ends (ViewProbe's: the stream does not follow changes).
  public var statusUpdates: AsyncStream<Tips.Status> {
    let now = status
    return AsyncStream { continuation in
      continuation.yield(now)
      continuation.finish()
    }
  }

  /// Whether the tip should display now, then the stream ends (as `statusUpdates`).
  public var shouldDisplayUpdates: AsyncStream<Bool> {
    let now = shouldDisplay
    return AsyncStream { continuation in
      continuation.yield(now)
      continuation.finish()
    }
  }

  /// Invalidates the tip: it never shows again in this harness.
  public func invalidate(reason: Tips.InvalidationReason) {
    TipDatastore.current?.invalidate(id, reason: reason)
  }

  /// Makes an invalidated tip eligible again (iOS 26).
  public func resetEligibility() async {
    TipDatastore.current?.resetEligibility(of: id)
  }
}

extension TipDatastore {
  func resetEligibility(of id: String) {
    change {
      invalidated[id] = nil
      displayCounts[id] = nil
    }
  }
}
