/// The values that flow down the view tree.
///
/// A view inherits its container's environment; `.environment(_:_:)` overrides a key for a subtree,
/// and the nearest override wins (D01). Observable objects set with `.environment(_:)` are kept one
/// per type (D05).
public struct EnvironmentValues: CustomStringConvertible {
  /// Where a value is kept: a key type, or an observable object's type.
  struct Slot: Hashable {
    let key: ObjectIdentifier
    let isObject: Bool
  }

  /// One override, on top of the ones it inherits. Shared, never mutated.
  final class Layer {
    let parent: Layer?
    let slot: Slot
    let value: Any
    /// The key (or object) type, named only when the environment is described: a layer is made on
    /// every update of an `.environment` modifier, so it builds no strings.
    let keyType: Any.Type
    /// The nearest value of every slot set here or above. A read is one hash lookup however many
    /// `.environment` layers are stacked: walking up the chain made a reader under a deep chain
    /// of modifiers pay for its depth on every read (O(depth²) when every level reads). Building a
    /// layer copies its parent's table, which holds one entry per distinct key, not per layer.
    let values: [Slot: Any]

    init(parent: Layer?, slot: Slot, value: Any, keyType: Any.Type) {
      self.parent = parent
      self.slot = slot
      self.value = value
      self.keyType = keyType
      var values = parent?.values ?? [:]
      values[slot] = value
      self.values = values
    }
  }

  var top: Layer?
  /// When set, records the keys read (to name a key path in messages).
  var readLog: KeyReadLog?

  /// An environment where every key has its default value.
  public init() {}

  /// The value for `key`, or its default value when no ancestor set it.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      readLog?.keys.append(_typeName(key, qualified: false))
      // Unwrap first: for an optional-valued key, `nil as? Value?` would be `.some(nil)` and
      // hide a non-nil default.
      guard let stored = find(ObjectIdentifier(key), isObject: false) else { return K.defaultValue }
      return (stored as? K.Value) ?? K.defaultValue
    }
    set {
      top = Layer(
        parent: top, slot: Slot(key: ObjectIdentifier(key), isObject: false), value: newValue,
        keyType: key)
    }
  }

  /// The observable object of type `T` set by the nearest `.environment(_:)`, if any.
  func object<T: AnyObject>(_ type: T.Type) -> T? {
    find(ObjectIdentifier(type), isObject: true).flatMap { $0 as? T? } ?? nil
  }

  /// Sets (or, with `nil`, clears) the observable object of type `T` for a subtree.
  mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
    top = Layer(
      parent: top, slot: Slot(key: ObjectIdentifier(type), isObject: true), value: object as Any,
      keyType: type)
  }

  /// How to name `keyPath` in a message: its own description when it has names, otherwise
  /// `EnvironmentValues[Key.self]` for the key it reads.
  static func name(of keyPath: AnyKeyPath) -> String {
    let described = String(describing: keyPath)
    guard described.contains("<computed"), let keyPath = keyPath as? PartialKeyPath<Self> else {
      return described
    }
    var probe = EnvironmentValues()
    let log = KeyReadLog()
    probe.readLog = log
    _ = probe[keyPath: keyPath]
    return log.keys.first.map { "EnvironmentValues[\($0).self]" } ?? described
  }

  /// A short name for `keyPath`, `\.name`: its property name when the key path carries one,
  /// otherwise derived from the key it reads (`ThemeKey` gives `\.theme`).
  static func shortName(of keyPath: AnyKeyPath) -> String {
    let described = String(describing: keyPath)
    if !described.contains("<computed"), let dot = described.firstIndex(of: ".") {
      return "\\" + described[dot...]
    }
    let full = name(of: keyPath)
    guard full.hasPrefix("EnvironmentValues["), full.hasSuffix(".self]") else { return full }
    var key = String(full.dropFirst("EnvironmentValues[".count).dropLast(".self]".count))
    if key.hasSuffix("Key") && key.count > 3 { key.removeLast(3) }
    return "\\." + key.prefix(1).lowercased() + key.dropFirst()
  }

  /// Whether two environments are the same set of overrides (cheap; not a value comparison).
  func isIdentical(to other: EnvironmentValues) -> Bool { top === other.top }

  private func find(_ key: ObjectIdentifier, isObject: Bool) -> Any? {
    top?.values[Slot(key: key, isObject: isObject)]
  }

  /// The overrides, nearest first.
  public var description: String {
    var parts: [String] = []
    var seen: Set<Slot> = []
    var layer = top
    while let current = layer {
      if seen.insert(current.slot).inserted {
        parts.append("\(_typeName(current.keyType, qualified: false)) = \(current.value)")
      }
      layer = current.parent
    }
    return "EnvironmentValues(\(parts.joined(separator: ", ")))"
  }
}

/// The keys an `EnvironmentValues` was read with.
final class KeyReadLog {
  var keys: [String] = []
}
