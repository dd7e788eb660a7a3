import Foundation

/// A value the scene restores (`@SceneStorage("tab") var tab = 0`).
///
/// A harness hosts one scene: its views share a key, other harnesses never see it, and nothing
/// outlives the harness (there is no state restoration to test). Writes re-render the views that
/// read the key, as with `@AppStorage`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let box: AppStorageBox<Value>

  private init(key: String, defaultValue: Value) {
    box = AppStorageBox(
      key: key, defaultValue: defaultValue, store: nil, coding: .none, bindsInModels: false)
  }

  /// A table's column customization under `key` (see `TableColumnCustomization`).
  init(customization: Value, key: String) {
    self.init(key: key, defaultValue: customization)
  }

  /// The current value under the key.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value under the key.
  public var projectedValue: Binding<Value> { box.binding }
}

extension SceneStorage where Value == Bool {
  /// A `Bool` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == Int {
  /// An `Int` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == Double {
  /// A `Double` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == String {
  /// A `String` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == URL {
  /// A `URL` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == Data {
  /// `Data` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
  /// A string-backed value under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// An integer-backed value under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value == String? {
  /// An optional `String` under `key`, `nil` until written.
  public init(_ key: String) { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage where Value == Int? {
  /// An optional `Int` under `key`, `nil` until written.
  public init(_ key: String) { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage: GraphProperty {
  @MainActor func install(in node: ViewNode, stateIndex: Int) -> Bool {
    box.install(store: nil, in: node.graph.sceneStorage, tracker: node.graph.tracker)
    return true
  }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    "SceneStorage(\"\(box.key)\") = \(node.graph.describe(box.peek))"
  }
}

extension SceneStorage where Value == TabViewCustomization {
  /// A tab view's sidebar customization under `key`, `wrappedValue` until written. (Apple
  /// suggests `@AppStorage` for it, so every scene shares it.) `store` is not read: a harness
  /// keeps its scene's values.
  public init(
    wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil
  ) {
    self.init(customization: wrappedValue, key: key)
  }
}
