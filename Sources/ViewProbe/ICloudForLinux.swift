// iCloud as app code reaches it through Foundation, where Linux's Foundation lacks it: the
// key-value store that syncs small settings between a user's devices, and the identity token
// that says whether the user is signed in to iCloud. Each harness is a device with its own
// iCloud account and store, so tests in parallel never share values; the test signs the device
// in or out and changes values as another device would.
#if !canImport(Darwin)
  import Foundation
  import Testing

  /// A harness's iCloud: whether the user is signed in, and the key-value store's values.
  final class ICloudAccount: _HarnessState, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private var signedIn = true

    required init() {}

    static var current: ICloudAccount? { _ViewProbeRuntime.harnessState(ICloudAccount.self) }

    var isSignedIn: Bool {
      get { lock.withLock { signedIn } }
      set { lock.withLock { signedIn = newValue } }
    }

    subscript(key: String) -> Any? {
      get { lock.withLock { values[key] } }
      set { lock.withLock { values[key] = newValue } }
    }

    var all: [String: Any] { lock.withLock { values } }
  }

  /// The signed-in user's identity, as `FileManager.ubiquityIdentityToken` hands it out.
  final class ICloudIdentityToken: NSObject, NSCopying, NSCoding, @unchecked Sendable {
    override init() {}
    init?(coder: NSCoder) {}
    func encode(with coder: NSCoder) {}
    func copy(with zone: NSZone? = nil) -> Any { self }
    override func isEqual(_ object: Any?) -> Bool { object is ICloudIdentityToken }
    override var hash: Int { 1 }
  }

  extension FileManager {
    /// A token for the iCloud account the user is signed in to on the harness's device, or `nil`
    /// when signed out (`harness.setICloudSignedIn(_:)`; signed in unless set).
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? {
      ICloudAccount.current?.isSignedIn ?? true ? ICloudIdentityToken() : nil
    }
  }

  /// Small values synced through iCloud between the user's devices; here, the harness's device's.
  /// Without an iCloud account values stay on the device, as Apple documents.
  public final class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    /// The app's store.
    public static let `default` = NSUbiquitousKeyValueStore()

    /// Posted when another device changed values (`harness.changeICloudValues(_:)`).
    public static let didChangeExternallyNotification = Notification.Name(
      "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    private var account: ICloudAccount? { ICloudAccount.current }

    /// The value for `key`.
    public func object(forKey key: String) -> Any? { account?[key] }
    /// Sets `value` for `key`.
    public func set(_ value: Any?, forKey key: String) { account?[key] = value }
    /// Removes `key`'s value.
    public func removeObject(forKey key: String) { account?[key] = nil }
    /// The string for `key`.
    public func string(forKey key: String) -> String? { object(forKey: key) as? String }
    /// The Boolean for `key` (`false` when none).
    public func bool(forKey key: String) -> Bool { object(forKey: key) as? Bool ?? false }
    /// The number for `key` (0 when none).
    public func double(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
    /// The integer for `key` (0 when none).
    public func longLong(forKey key: String) -> Int64 {
      (object(forKey: key) as? Int64) ?? (object(forKey: key) as? Int).map(Int64.init) ?? 0
    }
    /// The data for `key`.
    public func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
    /// The array for `key`.
    public func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
    /// The dictionary for `key`.
    public func dictionary(forKey key: String) -> [String: Any]? {
      object(forKey: key) as? [String: Any]
    }
    /// Sets `value` for `key`.
    public func set(_ value: Bool, forKey key: String) { account?[key] = value }
    /// Sets `value` for `key`.
    public func set(_ value: Double, forKey key: String) { account?[key] = value }
    /// Sets `value` for `key`.
    public func set(_ value: Int64, forKey key: String) { account?[key] = value }
    /// Sets `value` for `key`.
    public func set(_ value: String?, forKey key: String) { account?[key] = value }
    /// Sets `value` for `key`.
    public func set(_ value: Data?, forKey key: String) { account?[key] = value }
    /// Every value.
    public var dictionaryRepresentation: [String: Any] { account?.all ?? [:] }
    /// Saves to iCloud: `true` (there is nothing to save here).
    @discardableResult
    public func synchronize() -> Bool { true }
  }

  /// The key of a change notification's reason.
  public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
  /// The key of a change notification's changed keys.
  public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
  /// A change another device made.
  public let NSUbiquitousKeyValueStoreServerChange = 0
  /// The first sync after the app started.
  public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
  /// The store is over its quota.
  public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
  /// The user changed iCloud accounts.
  public let NSUbiquitousKeyValueStoreAccountChange = 3

  extension Notification.Name {
    /// Posted when the user signs in to iCloud, out of it, or to another account.
    public static let NSUbiquityIdentityDidChange = Notification.Name(
      "NSUbiquityIdentityDidChangeNotification")
  }

  extension _ViewProbeRuntime {
    /// Whether the device of the harness whose code runs now is signed in to iCloud (signed in
    /// outside a harness), for the CloudKit stand-in.
    public static var isSignedInToICloud: Bool { ICloudAccount.current?.isSignedIn ?? true }
  }

  extension ParentHarness {
    private var iCloud: ICloudAccount { _harnessState(ICloudAccount.self) }

    /// Signs the device in to iCloud or out (signed in unless set):
    /// `FileManager.default.ubiquityIdentityToken` and CloudKit's account status follow, and a
    /// change posts `NSUbiquityIdentityDidChange` and CloudKit's `CKAccountChanged` to this
    /// harness's views, in one update.
    public func setICloudSignedIn(
      _ signedIn: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let account = iCloud
      guard account.isSignedIn != signedIn else { return }
      _perform(sourceLocation: sourceLocation) {
        account.isSignedIn = signedIn
        NotificationCenter.default.post(name: .NSUbiquityIdentityDidChange, object: nil)
        NotificationCenter.default.post(
          name: Notification.Name("CKAccountChangedNotification"), object: nil)
      }
    }

    /// Another of the user's devices changes iCloud key-value values: the store takes them and
    /// `didChangeExternallyNotification` is posted to this harness's views, with the reason
    /// (a server change) and the changed keys, in one update.
    public func changeICloudValues(
      _ values: [String: Any], sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let account = iCloud
      nonisolated(unsafe) let values = values
      _perform(sourceLocation: sourceLocation) {
        for (key, value) in values { account[key] = value }
        NotificationCenter.default.post(
          name: NSUbiquitousKeyValueStore.didChangeExternallyNotification,
          object: NSUbiquitousKeyValueStore.default,
          userInfo: [
            NSUbiquitousKeyValueStoreChangeReasonKey: NSUbiquitousKeyValueStoreServerChange,
            NSUbiquitousKeyValueStoreChangedKeysKey: Array(values.keys).sorted(),
          ])
      }
    }

    /// The device's iCloud key-value values.
    public var iCloudValues: [String: Any] { iCloud.all }
  }
#endif
