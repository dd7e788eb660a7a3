import Foundation
import ViewProbe

/// Declares a tip's parameter: `@Parameter static var isSignedIn: Bool = false` keeps its value
/// in the datastore of the harness whose code sets it, under the name `$isSignedIn` that rules
/// read (`#Rule(Self.$isSignedIn) { $0 == true }`).
@attached(accessor)
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) =
  #externalMacro(module: "ViewProbeMacros", type: "TipParameterMacro")

/// A rule on a parameter: the tip shows only while `predicate` holds for its value.
@freestanding(expression)
public macro Rule<Value>(
  _ parameter: Tips.Parameter<Value>, _ predicate: @escaping @Sendable (Value) -> Bool
) -> Tips.Rule = #externalMacro(module: "ViewProbeMacros", type: "TipRuleMacro")

/// A rule on an event: the tip shows only while `predicate` holds for the event (its
/// `donations`).
@freestanding(expression)
public macro Rule<DonationInfo>(
  _ event: Tips.Event<DonationInfo>,
  _ predicate: @escaping @Sendable (Tips.Event<DonationInfo>) -> Bool
) -> Tips.Rule = #externalMacro(module: "ViewProbeMacros", type: "TipRuleMacro")

extension Tips {
  /// A condition a tip's display waits for, read from the harness's datastore whenever the tip's
  /// status is asked.
  public struct Rule: Sendable {
    let holds: @Sendable (TipDatastore) -> Bool

    /// The rule `#Rule(parameter) { … }` expands to (ViewProbe's): `predicate` of the parameter's
    /// value.
    public init<Value>(
      _ parameter: Parameter<Value>, _ predicate: @escaping @Sendable (Value) -> Bool
    ) {
      holds = { store in predicate(store.value(of: parameter)) }
    }

    /// The rule `#Rule(event) { … }` expands to (ViewProbe's): `predicate` of the event as the
    /// datastore has it.
    public init<DonationInfo>(
      _ event: Event<DonationInfo>, _ predicate: @escaping @Sendable (Event<DonationInfo>) -> Bool
    ) {
      holds = { store in predicate(event.reading(store)) }
    }
  }

  /// How a parameter keeps its value.
  public struct ParameterOption: Sendable {
    /// The value lasts for this run of the app only (a harness's datastore lasts no longer).
    public static let transient = ParameterOption()
  }

  /// A value rules depend on, kept in the harness's datastore (made by `@Parameter`).
  public struct Parameter<Value: Sendable>: Sendable {
    let key: String
    let defaultValue: Value

    /// The parameter `name` of `owner`, `defaultValue` until set (what `@Parameter` writes).
    public init<Owner>(_ owner: Owner.Type, _ name: String, _ defaultValue: Value) {
      key = "\(String(reflecting: owner)).\(name)"
      self.defaultValue = defaultValue
    }

    /// The value in the datastore of the harness whose code runs now; the default outside one.
    /// Set outside a harness's code, the value goes nowhere and the test records an issue.
    public var wrappedValue: Value {
      get { TipDatastore.current?.value(of: self) ?? defaultValue }
      nonmutating set {
        guard let store = TipDatastore.current else {
          return _ViewProbeRuntime.reportIssue(
            "The TipKit parameter \(key) was set outside the code of a harness, where no tips "
              + "datastore exists: the value went nowhere. Set it in the app's code (an action), "
              + "or from the test with harness.withTipKit { … }.")
        }
        store.set(newValue, for: key)
      }
    }
  }

  /// Information-free donations.
  public struct EmptyDonation: Codable, Sendable {
    /// No information.
    public init() {}
  }

  /// A repeatable action of the user (the app donates it each time); rules count its donations.
  public struct Event<DonationInfo: Codable & Sendable>: Identifiable, Sendable {
    /// One donation: when, and what the app said about it.
    @dynamicMemberLookup
    public struct Donation: Sendable {
      /// When it was donated.
      public let date: Date
      /// What the app said.
      public let info: DonationInfo

      /// A field of the donation's information (`$0.landmarkName`).
      public subscript<Field>(dynamicMember keyPath: KeyPath<DonationInfo, Field>) -> Field {
        info[keyPath: keyPath]
      }
    }

    /// The identifier donations are kept under.
    public let id: String
    private let stored: [Donation]?

    /// The event `id`.
    public init(id: String) { self.init(id: id, stored: nil) }

    /// The event `id`, with `stored` donations (as a rule reads them) or reading the current
    /// harness's (`nil`).
    fileprivate init(id: String, stored: [Donation]?) {
      self.id = id
      self.stored = stored
    }

    /// The donations made so far in the harness whose code runs now (none outside one).
    public var donations: [Donation] {
      stored ?? (TipDatastore.current.map { reading($0).donations } ?? [])
    }

    func reading(_ store: TipDatastore) -> Event {
      let donations = store.donations(of: id).compactMap { record in
        (record.info as? DonationInfo).map { Donation(date: record.date, info: $0) }
      }
      return Event(id: id, stored: donations)
    }

    /// Donates `info`.
    public func donate(_ info: DonationInfo) async { record(info) }

    /// Donates `info`, then calls `completion`.
    public func sendDonation(
      _ info: DonationInfo, _ completion: (@Sendable () -> Void)? = nil
    ) {
      record(info)
      completion?()
    }

    private func record(_ info: DonationInfo) {
      guard let store = TipDatastore.current else {
        return _ViewProbeRuntime.reportIssue(
          "The TipKit event \(id) was donated outside the code of a harness, where no tips "
            + "datastore exists: the donation went nowhere. Donate in the app's code, or from the "
            + "test with harness.withTipKit { … }.")
      }
      store.donate(id: id, info: info)
    }
  }
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
  /// The event `id`, whose donations carry no information.
  public init(id: String) { self.init(id: id, stored: nil) }

  /// Donates once.
  public func donate() async { await donate(Tips.EmptyDonation()) }

  /// Donates once, then calls `completion`.
  public func sendDonation(_ completion: (@Sendable () -> Void)? = nil) {
    sendDonation(Tips.EmptyDonation(), completion)
  }
}

/// A period donations are counted in (`$0.donations.donatedWithin(.week)`).
public struct DonationTimeRange: Sendable {
  let seconds: TimeInterval
  /// Within the last minute.
  public static let minute = DonationTimeRange(seconds: 60)
  /// Within the last hour.
  public static let hour = DonationTimeRange(seconds: 3600)
  /// Within the last day.
  public static let day = DonationTimeRange(seconds: 86_400)
  /// Within the last week.
  public static let week = DonationTimeRange(seconds: 604_800)
  /// Within the last `count` days.
  public static func days(_ count: Int) -> DonationTimeRange {
    DonationTimeRange(seconds: Double(count) * 86_400)
  }
}

extension Array {
  /// The donations made within `range` of now.
  public func donatedWithin<Info>(_ range: DonationTimeRange) -> [Tips.Event<Info>.Donation]
  where Element == Tips.Event<Info>.Donation {
    let start = Date().addingTimeInterval(-range.seconds)
    return filter { $0.date >= start }
  }
}
