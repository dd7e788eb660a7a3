/// Reads a value, or an observable object, from the environment of the view.
///
/// A view depends on the key it declares and re-renders only when that value changes (D03). The
/// object form `@Environment(Model.self)` reads the object set by `.environment(model)`; readers
/// then follow Observation's property-level tracking (D05).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let box: EnvironmentBox<Value>

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    box = EnvironmentBox(source: .keyPath(keyPath))
  }

  private init(box: EnvironmentBox<Value>) {
    self.box = box
  }

  /// Reads the observable object of this type. A missing object is SwiftUI's fatal error; under
  /// ViewProbe the view's body is not run and the issue is recorded instead (D06).
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    box = EnvironmentBox(
      source: .object(
        ObjectIdentifier(objectType), objectType,
        { $0.object(Value.self) }))
  }

  /// Reads the observable object of this type, or `nil` when no ancestor provides one (D06).
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    box = EnvironmentBox(
      source: .object(ObjectIdentifier(objectType), objectType, { .some($0.object(T.self)) }))
  }

  /// The current value. Outside an installed view: the default, with SwiftUI's warning (D07).
  public var wrappedValue: Value { box.read() }
}

/// What one `Environment` value reads, and the environment snapshot installed into it.
final class EnvironmentBox<Value>: @unchecked Sendable {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier, Any.Type, (EnvironmentValues) -> Value?)
  }

  let source: Source
  var installed: EnvironmentValues?
  /// Where reads during the owning view's body are logged, once installed.
  var readLog: EnvironmentReadLog?

  init(source: Source) {
    self.source = source
  }

  func value(in environment: EnvironmentValues) -> Value? {
    switch source {
    case .keyPath(let keyPath): return environment[keyPath: keyPath]
    case .object(_, _, let resolve): return resolve(environment)
    }
  }

  /// The last object this box read, handed back (with an issue) when a later read finds none.
  private var lastObject: Value?

  func read() -> Value {
    guard let environment = installed else {
      ProbeContext.warn(SwiftUIMessage.environmentOutsideView(Value.self))
      switch source {
      case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
      case .object(_, let type, _): return missingObject(of: type)
      }
    }
    guard let value = value(in: environment) else {
      guard case .object(_, let type, _) = source else { fatalError("unreachable") }
      return missingObject(of: type)
    }
    switch source {
    case .keyPath(let keyPath): readLog?.record(keyPath, value)
    case .object: lastObject = value
    }
    return value
  }

  /// A read of a required object that the environment does not hold: in SwiftUI a fatal error.
  /// A body is never run without its objects (D06), so this is a read from outside one (an
  /// action kept from an earlier update, a view's `init`): the issue is recorded and the object
  /// the property read last is returned. Only a property that never read any object has
  /// nothing to return, and stops the process with SwiftUI's message, as SwiftUI does.
  private func missingObject(of type: Any.Type) -> Value {
    let message = SwiftUIMessage.missingObservable(type)
    guard let lastObject else {
      fatalError("\(message) (read outside an installed body, with no object to fall back on)")
    }
    ProbeContext.reportTrap(
      "\(message) It was read outside the body (an action or init kept from an earlier update); "
        + "ViewProbe returned the object this property read last.")
    return lastObject
  }
}

/// The environment values a view's last body read, by key path (for `observedTheme()`).
final class EnvironmentReadLog: @unchecked Sendable {
  private(set) var values: [AnyKeyPath: Any] = [:]
  private let tracker: RenderTracker

  init(tracker: RenderTracker) { self.tracker = tracker }

  func record(_ keyPath: AnyKeyPath, _ value: Any) {
    if tracker.isUpdating { values[keyPath] = value }
  }

  func reset() { values.removeAll(keepingCapacity: true) }
}

extension Environment: GraphProperty {
  static var readsEnvironment: Bool { true }

  /// A box already installed elsewhere, or with another environment, is not reinstalled: as in
  /// SwiftUI, where a closure keeps the copy of the view its body saw, an action created by an
  /// earlier update keeps reading the environment of that update.
  @MainActor func install(in node: ViewNode, stateIndex: Int) -> Bool {
    if let owner = box.readLog, owner !== node.environmentReads { return false }
    if let installed = box.installed, !installed.isIdentical(to: node.environment) { return false }
    box.installed = node.environment
    box.readLog = node.environmentReads
    return true
  }

  @MainActor func withOwnBox() -> Self { Environment(box: EnvironmentBox(source: box.source)) }

  func environmentChanged(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
    switch (box.value(in: old), box.value(in: new)) {
    case (nil, nil): return false
    case (let before?, let after?):
      return !ValueComparison.inputs(for: Value.self).equal(before, after)
    default: return true
    }
  }

  var environmentKey: String? {
    switch box.source {
    case .keyPath(let keyPath): return EnvironmentValues.shortName(of: keyPath)
    case .object(_, let type, _): return "object \(_typeName(type, qualified: false))"
    }
  }

  func missingEnvironmentObject(in environment: EnvironmentValues) -> String? {
    guard case .object(_, let type, _) = box.source, box.value(in: environment) == nil else {
      return nil
    }
    return SwiftUIMessage.missingObservable(type)
  }

  @MainActor func heldObject(in node: ViewNode, stateIndex: Int) -> AnyObject? {
    guard case .object = box.source else { return nil }
    return box.value(in: node.environment).flatMap { ViewProbe.heldObject(in: $0) }
  }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    switch box.source {
    case .keyPath(let keyPath):
      return "Environment(\(keyPath)) = \(node.graph.describe(node.environment[keyPath: keyPath]))"
    case .object(_, let type, _):
      let value = box.value(in: node.environment)
      let shown = value.map { node.graph.describe($0) } ?? "missing"
      return "Environment(\(_typeName(type, qualified: false)).self) = \(shown)"
    }
  }
}
