import Foundation
import ViewProbe

/// Whether the app may save a type of data.
public enum HKAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined = 0
  /// The user did not allow saving it.
  case sharingDenied = 1
  /// The user allowed saving it.
  case sharingAuthorized = 2
}

/// Whether asking for types would show the permission sheet.
public enum HKAuthorizationRequestStatus: Int, Sendable {
  /// Cannot tell.
  case unknown = 0
  /// Some type was not asked for yet: the sheet would show.
  case shouldRequest = 1
  /// Every type was asked for: no sheet.
  case unnecessary = 2
}

/// A HealthKit error.
public struct HKError: Error, Hashable, Sendable {
  /// What went wrong.
  public let code: Code
  /// An error with `code`.
  public init(_ code: Code) { self.code = code }

  /// HealthKit's error codes.
  public enum Code: Int, Sendable {
    /// No health data on this device (an iPad).
    case errorHealthDataUnavailable = 1
    /// The arguments were not valid.
    case errorInvalidArgument = 3
    /// The user did not allow it.
    case errorAuthorizationDenied = 5
    /// The app did not ask yet.
    case errorAuthorizationNotDetermined = 6
    /// No data matched.
    case errorNoData = 11
  }

  /// The code `errorAuthorizationDenied`, for `catch HKError.errorAuthorizationDenied`.
  public static var errorAuthorizationDenied: Code { .errorAuthorizationDenied }
  /// The code `errorAuthorizationNotDetermined`.
  public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
  /// The code `errorHealthDataUnavailable`.
  public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
  /// The code `errorNoData`.
  public static var errorNoData: Code { .errorNoData }
}

extension HKError.Code {
  /// Whether `error` is an `HKError` with `code` (`catch HKError.errorNoData`).
  public static func ~= (code: HKError.Code, error: any Error) -> Bool {
    (error as? HKError)?.code == code
  }
}

/// How the user answers the health permission sheet, for sharing or for reading (ViewProbe's).
public enum HealthAccessAnswer: Sendable {
  /// Allows every type the app asks for.
  case allowAll
  /// Allows none.
  case denyAll
  /// Allows these types, when the app asks for them.
  case only(Set<HKObjectType>)

  func allows(_ type: HKObjectType) -> Bool {
    switch self {
    case .allowAll: true
    case .denyAll: false
    case .only(let types): types.contains(type)
    }
  }
}

/// One harness's device, as HealthKit sees it: whether it has health data, what the user
/// allowed, and the samples in its store.
final class HealthDevice: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var available = true
  private var shareAnswer = HealthAccessAnswer.allowAll
  private var readAnswer = HealthAccessAnswer.allowAll
  private var asked: Set<String> = []
  private var askedToShare: [String: Bool] = [:]
  private var readable: Set<String> = []
  private var stored: [HKSample] = []
  private var savedByApp: Set<UUID> = []

  required init() {}

  static var current: HealthDevice? { _ViewProbeRuntime.harnessState(HealthDevice.self) }

  var isAvailable: Bool {
    get { lock.withLock { available } }
    set { lock.withLock { available = newValue } }
  }

  func setAnswers(sharing: HealthAccessAnswer, reading: HealthAccessAnswer) {
    lock.withLock {
      shareAnswer = sharing
      readAnswer = reading
    }
  }

  /// The sheet: types not asked before get the user's answer; those asked keep theirs.
  func ask(share: Set<HKSampleType>, read: Set<HKObjectType>) {
    lock.withLock {
      for type in share where askedToShare[type.identifier] == nil {
        askedToShare[type.identifier] = shareAnswer.allows(type)
        asked.insert(type.identifier)
      }
      for type in read where !asked.contains("read " + type.identifier) {
        asked.insert("read " + type.identifier)
        if readAnswer.allows(type) { readable.insert(type.identifier) }
      }
    }
  }

  func wouldShowSheet(share: Set<HKSampleType>, read: Set<HKObjectType>) -> Bool {
    lock.withLock {
      share.contains { askedToShare[$0.identifier] == nil }
        || read.contains { !asked.contains("read " + $0.identifier) }
    }
  }

  func sharingStatus(_ type: HKObjectType) -> HKAuthorizationStatus {
    lock.withLock {
      askedToShare[type.identifier].map { $0 ? .sharingAuthorized : .sharingDenied }
        ?? .notDetermined
    }
  }

  func add(_ samples: [HKSample], byApp: Bool) {
    lock.withLock {
      stored += samples
      if byApp { savedByApp.formUnion(samples.map(\.uuid)) }
    }
  }

  func remove(_ objects: [HKObject]) -> Bool {
    lock.withLock {
      let ids = Set(objects.map(\.uuid))
      guard ids.isSubset(of: savedByApp) else { return false }
      stored.removeAll { ids.contains($0.uuid) }
      return true
    }
  }

  /// The samples of `type` the app can read: all of them when the user allowed reading it, else
  /// only those the app saved (HealthKit hides the rest, and does not say so).
  func visibleSamples(of type: HKSampleType) -> [HKSample] {
    lock.withLock {
      let canRead = readable.contains(type.identifier)
      return stored.filter {
        $0.sampleType == type && (canRead || savedByApp.contains($0.uuid))
      }
    }
  }

  func allSamples(of type: HKSampleType) -> [HKSample] {
    lock.withLock { stored.filter { $0.sampleType == type } }
  }
}

/// The app's access to the device's health store.
open class HKHealthStore: NSObject, @unchecked Sendable {
  /// A store.
  public override init() {}

  private var device: HealthDevice? { HealthDevice.current }

  /// Whether the device has health data (the harness's; an iPad has none).
  open class func isHealthDataAvailable() -> Bool { HealthDevice.current?.isAvailable ?? true }

  /// Asks the user to let the app save `typesToShare` and read `typesToRead`: the sheet shows the
  /// types not asked before. It throws only when the device has no health data — not when the
  /// user says no (what was read-denied is never told).
  open func requestAuthorization(
    toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>
  )
    async throws
  {
    guard let device else { return }
    guard device.isAvailable else { throw HKError(.errorHealthDataUnavailable) }
    device.ask(share: typesToShare, read: typesToRead)
  }

  /// Asks, then calls `completion` on another queue with whether the request was handled.
  open func requestAuthorization(
    toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
    completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let device = device
    let available = device?.isAvailable ?? true
    if available { device?.ask(share: typesToShare ?? [], read: typesToRead ?? []) }
    _ViewProbeRuntime.completeOnAnotherQueue {
      completion(available, available ? nil : HKError(.errorHealthDataUnavailable))
    }
  }

  /// Whether asking for these types would show the sheet.
  open func statusForAuthorizationRequest(
    toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>
  ) async throws -> HKAuthorizationRequestStatus {
    guard let device else { return .unknown }
    return device.wouldShowSheet(share: typesToShare, read: typesToRead)
      ? .shouldRequest : .unnecessary
  }

  /// Whether asking for these types would show the sheet, on another queue.
  open func getRequestStatusForAuthorization(
    toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
    completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void
  ) {
    let status: HKAuthorizationRequestStatus =
      device.map { $0.wouldShowSheet(share: typesToShare, read: typesToRead) }
      .map { $0 ? .shouldRequest : .unnecessary } ?? .unknown
    _ViewProbeRuntime.completeOnAnotherQueue { completion(status, nil) }
  }

  /// Whether the app may save `type` (reading is never told).
  open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus {
    device?.sharingStatus(type) ?? .notDetermined
  }

  /// Saves `object`; throws when the user did not allow saving its type.
  open func save(_ object: HKObject) async throws { try store([object]) }

  /// Saves `objects`; throws when the user did not allow saving one of their types.
  open func save(_ objects: [HKObject]) async throws { try store(objects) }

  /// Saves `object`, then calls `completion` on another queue.
  open func save(
    _ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let error: (any Error)?
    do {
      try store([object])
      error = nil
    } catch let failure {
      error = failure
    }
    _ViewProbeRuntime.completeOnAnotherQueue { completion(error == nil, error) }
  }

  private func store(_ objects: [HKObject]) throws {
    guard let device else { return }
    let samples = objects.compactMap { $0 as? HKSample }
    for sample in samples {
      switch device.sharingStatus(sample.sampleType) {
      case .notDetermined: throw HKError(.errorAuthorizationNotDetermined)
      case .sharingDenied: throw HKError(.errorAuthorizationDenied)
      case .sharingAuthorized: break
      }
    }
    device.add(samples, byApp: true)
  }

  /// Deletes `object`, which the app must have saved.
  open func delete(_ object: HKObject) async throws {
    guard let device else { return }
    guard device.remove([object]) else { throw HKError(.errorAuthorizationDenied) }
  }

  /// Runs `query`: its handler gets the results on another queue, as HealthKit's do.
  open func execute(_ query: HKQuery) {
    guard let device else { return }
    query.run(on: device)
  }

  /// Stops a long-running query (none runs long here).
  open func stop(_ query: HKQuery) {}
}

extension ParentHarness {
  private var healthDevice: HealthDevice { _harnessState(HealthDevice.self) }

  /// Whether the device has health data (on unless set: an iPhone; off: an iPad).
  public func setHealthDataAvailable(_ available: Bool) { healthDevice.isAvailable = available }

  /// How the user answers the health permission sheet from now on, for saving and for reading
  /// (`.allowAll` for both unless set). A type keeps the answer it got when first asked.
  public func setHealthAccess(
    sharing: HealthAccessAnswer = .allowAll, reading: HealthAccessAnswer = .allowAll
  ) {
    healthDevice.setAnswers(sharing: sharing, reading: reading)
  }

  /// Puts `samples` in the device's store, as another app or the watch saved them: the app
  /// reads them only if the user let it read their type.
  public func addHealthSamples(_ samples: [HKSample]) { healthDevice.add(samples, byApp: false) }

  /// Every sample of `type` in the device's store — what the app saved too — in the order they
  /// came.
  public func healthSamples(of type: HKSampleType) -> [HKSample] {
    healthDevice.allSamples(of: type)
  }
}
