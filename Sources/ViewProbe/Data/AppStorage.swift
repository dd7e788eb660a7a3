/// A value stored under a key, as SwiftUI's `@AppStorage` stores it in `UserDefaults`.
///
/// Tests run in parallel, so ViewProbe keeps app storage per harness (in memory) instead of in
/// the process-wide `UserDefaults.standard`: views of one harness share a key, harnesses never do.
/// Writes re-render the views that read the key. Outside an installed view (for example in an
/// `@Observable` class), the value lives in the property itself.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let box: AppStorageBox<Value>

  private init(key: String, defaultValue: Value) {
    box = AppStorageBox(key: key, defaultValue: defaultValue)
  }

  /// The current value under the key.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value under the key.
  public var projectedValue: Binding<Value> { box.binding }
}

extension AppStorage where Value == Bool {
  /// A `Bool` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension AppStorage where Value == Int {
  /// An `Int` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension AppStorage where Value == Double {
  /// A `Double` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension AppStorage where Value == String {
  /// A `String` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension AppStorage where Value == URL {
  /// A `URL` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension AppStorage where Value == Data {
  /// `Data` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// A string-backed value under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// An integer-backed value under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

/// One `AppStorage` value's key, default, and (once installed) the harness's slot for the key.
final class AppStorageBox<Value>: @unchecked Sendable {
  let key: String
  let defaultValue: Value
  var localValue: Value
  var slot: StateSlot<Value>?

  init(key: String, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
    self.localValue = defaultValue
  }

  /// The value under the key once installed, the property's own value before.
  var value: Value {
    get { slot?.read() ?? localValue }
    set {
      if let slot { slot.write(newValue) } else { localValue = newValue }
    }
  }

  /// A binding to `value`.
  var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

/// A harness's app storage: one slot per key, shared by every view that declares the key.
@MainActor
final class AppStorageTable {
  private var slots: [String: AnyObject] = [:]
  /// The wrapper's name, for the slots' names in dumps and render causes.
  private let kind: String

  init(kind: String = "AppStorage") { self.kind = kind }

  func slot<Value>(for key: String, defaultValue: Value, tracker: RenderTracker) -> StateSlot<
    Value
  > {
    if let slot = slots[key] as? StateSlot<Value> { return slot }
    let slot = StateSlot(value: defaultValue, tracker: tracker, name: "\(kind)(\"\(key)\")")
    slots[key] = slot
    return slot
  }
}

extension AppStorage: GraphProperty {
  @MainActor func install(in node: ViewNode, stateIndex: Int) -> Bool {
    if box.slot == nil {
      box.slot = node.graph.appStorage.slot(
        for: box.key, defaultValue: box.defaultValue, tracker: node.graph.tracker)
    }
    return true
  }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    "AppStorage(\"\(box.key)\") = \(node.graph.describe(box.slot?.peek ?? box.localValue))"
  }
}
