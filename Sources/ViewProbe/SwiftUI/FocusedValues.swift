/// A key for a value that the focused view publishes (`.focusedValue`) to commands and other
/// scenes.
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// The values that the focused view publishes. ViewProbe has no focused scene: nothing is
/// collected, so every value reads `nil`.
public struct FocusedValues {
  /// The value for `key` (`nil`: ViewProbe collects none).
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { nil }
    set {}
  }
}

/// A value that the focused view published for `keyPath` (always `nil` in ViewProbe).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  /// A focused value read through `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
  /// The value (`nil`).
  public var wrappedValue: Value? { nil }
}

/// A binding that the focused view published for `keyPath` (always `nil` in ViewProbe).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  /// A focused binding read through `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
  /// The bound value (`nil`; writes go nowhere).
  public var wrappedValue: Value? {
    get { nil }
    nonmutating set {}
  }
  /// The binding (`nil`).
  public var projectedValue: Binding<Value?> { .constant(nil) }
}

nonisolated extension View {
  /// Publishes `value` for `keyPath` while this view has focus (not collected by ViewProbe).
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    inert("focusedValue")
  }

  /// Publishes `value` for `keyPath` while this view's scene has focus (not collected).
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    inert("focusedSceneValue")
  }
}
