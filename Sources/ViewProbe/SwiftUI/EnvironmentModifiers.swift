/// Sets one environment value for a subtree: `.environment(\.key, value)`.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// The key path written.
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  /// The value written.
  public var value: Value

  /// Writes `value` at `keyPath`.
  public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    var environment = children.environment
    environment[keyPath: keyPath] = value
    children.append(content, key: .content, environment: environment)
  }
}

/// Sets (or clears) the observable object of one type for a subtree: `.environment(object)`.
nonisolated public struct _EnvironmentObjectWritingModifier<Object: AnyObject & Observable>:
  ViewModifier
{
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// The object, or `nil` to clear it for the subtree.
  public var object: Object?

  /// Provides `object` to the subtree.
  public init(object: Object?) { self.object = object }
}

extension _EnvironmentObjectWritingModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    var environment = children.environment
    environment.setObject(object, as: Object.self)
    children.append(content, key: .content, environment: environment)
  }
}

nonisolated extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants (D01).
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>
  {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Provides an observable object to this view and its descendants; `nil` clears it (D05).
  public func environment<T: AnyObject & Observable>(_ object: T?)
    -> ModifiedContent<Self, _EnvironmentObjectWritingModifier<T>>
  {
    modifier(_EnvironmentObjectWritingModifier(object: object))
  }
}

/// Lets the harness see which key an `.environment(_:_:)` writes.
@MainActor
protocol EnvironmentKeyWriting {
  var writtenKeyPath: AnyKeyPath { get }
}

extension _EnvironmentKeyWritingModifier: EnvironmentKeyWriting {
  var writtenKeyPath: AnyKeyPath { keyPath }
}
