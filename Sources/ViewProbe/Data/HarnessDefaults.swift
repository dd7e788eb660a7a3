import Foundation

/// A harness's own `UserDefaults`, kept in memory: where the `@AppStorage` values of a harness
/// live when no store is named (tests run in parallel, so never in `UserDefaults.standard`).
/// Being a `UserDefaults`, it converts as Foundation does: one key declared as `Int` in one view
/// and as `Double` (or a `String`-backed enum and a `String`) in another reads one entry.
final class HarnessDefaults: UserDefaults {
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  /// Empty defaults. The suite name is never written to: every read and write stays here.
  init() {
    super.init(suiteName: "viewprobe.harness-defaults")!
  }

  override func object(forKey defaultName: String) -> Any? {
    lock.withLock { values[defaultName] }
  }

  override func set(_ value: Any?, forKey defaultName: String) {
    lock.withLock { values[defaultName] = value }
  }

  override func removeObject(forKey defaultName: String) {
    lock.withLock { _ = values.removeValue(forKey: defaultName) }
  }
}
