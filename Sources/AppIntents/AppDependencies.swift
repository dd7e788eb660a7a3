// App Intents' dependencies: `AppDependencyManager.shared.add(dependency: store)` at launch, and
// `@Dependency private var store: Store` in an intent, entity query or entity. The manager is kept
// per test (the test whose code runs now), so tests running in parallel never see each other's
// registrations; a dependency read before one of its type is registered is a recorded issue, as
// the system's would be a crash.
import Foundation
import Testing
import ViewProbe

/// Registers the values intents depend on, and hands them to `@Dependency` properties.
public final class AppDependencyManager: @unchecked Sendable {
  private let lock = NSLock()
  private var providers: [Key: Provider] = [:]
  private var resolved: [Key: any Sendable] = [:]

  private struct Key: Hashable, @unchecked Sendable {
    let type: ObjectIdentifier
    let key: AnyHashable?
  }

  private enum Provider {
    case now(() throws -> any Sendable)
    case later(@Sendable () async throws -> any Sendable)
  }

  /// A manager of its own, for a test that hands an intent its dependencies itself.
  public init() {}

  /// The app's manager: one per test here.
  public static var shared: AppDependencyManager { managers.current }

  private static let managers = PerTestManagers()

  /// Registers `dependencyProvider`'s value for its type (and `key`), made when first read.
  public func add<Dependency: Sendable>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @autoclosure @escaping () -> @Sendable () throws -> Dependency
  ) {
    let provider = dependencyProvider()
    register(Dependency.self, key: key, .now { try provider() })
  }

  /// Registers `dependency` for its type (and `key`), evaluated when first read.
  public func add<Dependency: Sendable>(
    key: AnyHashable? = nil, dependency: @autoclosure @escaping () -> Dependency
  ) {
    register(Dependency.self, key: key, .now { dependency() })
  }

  /// Registers what `dependencyProvider` makes for its type (and `key`). The system awaits it
  /// before running an intent; here it is made in a task that starts now, so read it after
  /// `settle()` (or register a value).
  public func add<Dependency: Sendable>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency
  ) {
    let id = Key(type: ObjectIdentifier(Dependency.self), key: key)
    register(Dependency.self, key: key, .later { try await dependencyProvider() })
    Task {
      guard let value = try? await dependencyProvider() else { return }
      lock.withLock { resolved[id] = value }
    }
  }

  private func register<D>(_ type: D.Type, key: AnyHashable?, _ provider: Provider) {
    let id = Key(type: ObjectIdentifier(type), key: key)
    lock.withLock {
      providers[id] = provider
      resolved[id] = nil
    }
  }

  /// The registered value of `type` (and `key`), or `nil` with a recorded issue.
  func value<D>(of type: D.Type, key: AnyHashable?) -> D? {
    let id = Key(type: ObjectIdentifier(type), key: key)
    let (cached, provider) = lock.withLock { (resolved[id], providers[id]) }
    if let cached = cached as? D { return cached }
    switch provider {
    case .now(let make)?:
      do {
        let made = try make()
        guard let value = made as? D else { return nil }
        lock.withLock { resolved[id] = made }
        return value
      } catch {
        _ViewProbeRuntime.reportIssue(
          "The dependency \(D.self) could not be made: its provider threw \(error).")
        return nil
      }
    case .later?:
      _ViewProbeRuntime.reportIssue(
        "The dependency \(D.self) was read before its asynchronous provider finished: the system "
          + "awaits it before running an intent; here, await harness.settle() first, or register "
          + "it with add(dependency:).")
      return nil
    case nil:
      _ViewProbeRuntime.reportIssue(
        "No dependency of type \(D.self)\(key.map { " for key \($0)" } ?? "") was registered: "
          + "call AppDependencyManager.shared.add(dependency:) before the intent reads it, as the "
          + "app does at launch.")
      return nil
    }
  }
}

/// One manager per test.
private final class PerTestManagers: @unchecked Sendable {
  private let lock = NSLock()
  private var managers: [Test.ID?: AppDependencyManager] = [:]

  var current: AppDependencyManager {
    let owner = Test.current?.id
    return lock.withLock {
      if let manager = managers[owner] { return manager }
      let manager = AppDependencyManager()
      managers[owner] = manager
      return manager
    }
  }
}

/// A value an intent, entity or query depends on, registered with `AppDependencyManager`:
/// `@Dependency private var store: Store`.
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
  private let key: AnyHashable?
  private let manager: AppDependencyManager
  private let fallback: (() -> Value)?

  /// The dependency of type `Value` (and `key`) that `manager` (the app's, by default) holds.
  public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
    self.init(key: key, manager: manager, fallback: nil)
  }

  /// The dependency of type `Value` (and `key`), or `default` when none is registered.
  public convenience init(
    key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
    default: @autoclosure @escaping () -> Value
  ) {
    self.init(key: key, manager: manager, fallback: `default`)
  }

  private init(key: AnyHashable?, manager: AppDependencyManager, fallback: (() -> Value)?) {
    self.key = key
    self.manager = manager
    self.fallback = fallback
  }

  /// The registered value. One that was never registered is a recorded issue (the system's
  /// would stop the app), and the run stops when there is no default to fall back on.
  public var wrappedValue: Value {
    if let fallback, !manager.hasValue(of: Value.self, key: key) { return fallback() }
    if let value = manager.value(of: Value.self, key: key) { return value }
    if let fallback { return fallback() }
    fatalError("no dependency of type \(Value.self) is registered")
  }

  /// The dependency itself.
  public var projectedValue: AppDependency<Value> { self }
}

extension AppDependencyManager {
  /// Whether a value of `type` (and `key`) is registered.
  fileprivate func hasValue<D>(of type: D.Type, key: AnyHashable?) -> Bool {
    let id = Key(type: ObjectIdentifier(type), key: key)
    return lock.withLock { providers[id] != nil }
  }
}

extension AppIntent {
  /// `@Dependency` in an intent.
  public typealias Dependency<Value: Sendable> = AppDependency<Value>
}

extension EntityQuery {
  /// `@Dependency` in an entity query.
  public typealias Dependency<Value: Sendable> = AppDependency<Value>
}

extension AppEntity {
  /// `@Dependency` in an entity.
  public typealias Dependency<Value: Sendable> = AppDependency<Value>
}
