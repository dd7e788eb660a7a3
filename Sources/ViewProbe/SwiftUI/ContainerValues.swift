/// A key for a value a view hands its nearest container (iOS 18): declare one, or write
/// `@Entry var name: Type = default` in `extension ContainerValues`.
public protocol ContainerValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

/// The values a view hands its nearest container: a custom container reads them from each
/// `Subview` (`subview.containerValues.isHighlighted`). They do not escape that container.
public struct ContainerValues {
  private var values: [ObjectIdentifier: Any] = [:]
  /// The tags set with `.tag(_:)`, by tag type.
  private var tags: [ObjectIdentifier: AnyHashable] = [:]

  /// No values set: every key reads its default.
  init() {}

  /// The value for `key`, or its default when the subview sets none.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The subview's tag of type `V` (set with `.tag(_:)`), or `nil` when it has none.
  public func tag<V: Hashable>(for type: V.Type) -> V? {
    tags[ObjectIdentifier(type)]?.base as? V
  }

  /// Whether the subview's tag is `tag`.
  public func hasTag<V: Hashable>(_ tag: V) -> Bool {
    self.tag(for: V.self) == tag
  }

  /// Records the tag a `.tag(_:)` sets.
  mutating func setTag(_ tag: AnyHashable, of type: Any.Type) {
    tags[ObjectIdentifier(type)] = tag
  }
}

/// A container value is read on the main actor, where the views that set it run; it holds what
/// app code set, as `EnvironmentValues` does.
extension ContainerValues: @unchecked Sendable {}

/// `.containerValue(_:_:)`: sets a value the nearest container reads from this view.
nonisolated public struct _ContainerValueWritingModifier<Value>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let keyPath: WritableKeyPath<ContainerValues, Value>
  let value: Value
}

/// A modifier that sets container values (`.containerValue`), read by the container above.
@MainActor
protocol ContainerValueWriting {
  /// Writes the values this modifier sets into `values`.
  func write(into values: inout ContainerValues)
}

extension _ContainerValueWritingModifier: ContainerValueWriting {
  func write(into values: inout ContainerValues) {
    values[keyPath: keyPath] = value
  }
}

extension _ContainerValueWritingModifier: PassThroughModifier, PlainExpansion {}

extension _TagModifier: ContainerValueWriting {
  func write(into values: inout ContainerValues) {
    values.setTag(AnyHashable(tag), of: Tag.self)
  }
}

nonisolated extension View {
  /// Sets the container value at `keyPath` for this view: the nearest custom container (one
  /// built with `ForEach(subviews:)` or `Group(subviews:)`) reads it from the subview. Modifiers
  /// applied after it (padding) keep it; a container (a stack) keeps it to itself.
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V)
    -> some View
  {
    modifier(_ContainerValueWritingModifier(keyPath: keyPath, value: value))
  }
}
