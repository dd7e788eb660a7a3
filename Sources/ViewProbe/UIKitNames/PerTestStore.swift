#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation
  import Testing

  /// State UIKit keeps once per device (learned words, the general pasteboard), kept here once
  /// per test — the test whose code runs now (`Test.current`), or `nil` outside a test — so that
  /// tests running in parallel never see each other's.
  final class PerTestStore<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Test.ID?: Value] = [:]
    private let makeValue: () -> Value

    /// A store whose value starts as `makeValue()` in each test.
    init(_ makeValue: @escaping () -> Value) { self.makeValue = makeValue }

    /// Runs `body` on the current test's value.
    func withCurrent<Result>(_ body: (inout Value) -> Result) -> Result {
      let owner = Test.current?.id
      return lock.withLock { body(&values[owner, default: makeValue()]) }
    }
  }
#endif
