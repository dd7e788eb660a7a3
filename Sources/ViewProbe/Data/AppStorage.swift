/// A value stored under a key, as SwiftUI's `@AppStorage` stores it in `UserDefaults`.
///
/// Tests run in parallel, so without a store ViewProbe keeps app storage per harness (in memory)
/// instead of in the process-wide `UserDefaults.standard`: views of one harness share a key,
/// harnesses never do. With a store — `store:` here, or `.defaultAppStorage(_:)` above the view,
/// as SwiftUI looks it up — the value is read from that store when the key is first installed,
/// every write goes to it, and a change made to the store from outside (test code calling
/// `set(_:forKey:)`) is picked up by the next update. Writes re-render the views that read the
/// key. Outside an installed view (for example in an `@Observable` class), the value lives in the
/// property itself.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let box: AppStorageBox<Value>

  fileprivate init(
    key: String, defaultValue: Value, store: UserDefaults?, coding: UserDefaultsCoding<Value>
  ) {
    box = AppStorageBox(key: key, defaultValue: defaultValue, store: store, coding: coding)
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
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .bool)
  }
}

extension AppStorage where Value == Int {
  /// An `Int` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .int)
  }
}

extension AppStorage where Value == Double {
  /// A `Double` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .double)
  }
}

extension AppStorage where Value == String {
  /// A `String` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .string)
  }
}

extension AppStorage where Value == URL {
  /// A `URL` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .url)
  }
}

extension AppStorage where Value == Data {
  /// `Data` under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .data)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// A string-backed value under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .rawString)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// An integer-backed value under `key`, `wrappedValue` until written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .rawInt)
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional `Bool` under `key`, `nil` until written; writing `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, coding: UserDefaultsCoding.bool.optional)
  }

  /// An optional `Int` under `key`, `nil` until written; writing `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, coding: UserDefaultsCoding.int.optional)
  }

  /// An optional `Double` under `key`, `nil` until written; writing `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(
      key: key, defaultValue: nil, store: store, coding: UserDefaultsCoding.double.optional)
  }

  /// An optional `String` under `key`, `nil` until written; writing `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(
      key: key, defaultValue: nil, store: store, coding: UserDefaultsCoding.string.optional)
  }

  /// An optional `URL` under `key`, `nil` until written; writing `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, store: store, coding: UserDefaultsCoding.url.optional)
  }

  /// Optional `Data` under `key`, `nil` until written; writing `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, coding: UserDefaultsCoding.data.optional)
  }

  /// An optional string-backed value under `key`, `nil` until written.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(
      key: key, defaultValue: nil, store: store, coding: UserDefaultsCoding<R>.rawString.optional)
  }

  /// An optional integer-backed value under `key`, `nil` until written.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(
      key: key, defaultValue: nil, store: store, coding: UserDefaultsCoding<R>.rawInt.optional)
  }
}

nonisolated extension View {
  /// The `UserDefaults` store the `@AppStorage` properties below read and write when they name
  /// none (without one, ViewProbe keeps the values per harness, in memory).
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, StoreReference(store))
  }
}

extension AppStorage: GraphProperty {
  @MainActor func install(in node: ViewNode, stateIndex: Int) -> Bool {
    // `store: nil` means the store from the environment, as in SwiftUI.
    box.install(
      store: box.store ?? node.environment.defaultAppStorage?.store, in: node.graph.appStorage,
      tracker: node.graph.tracker)
    return true
  }

  @MainActor func dumpDescription(in node: ViewNode, stateIndex: Int) -> String {
    "AppStorage(\"\(box.key)\") = \(node.graph.describe(box.peek))"
  }
}

extension AppStorage {
  /// A table's column customization under `key` (kept as JSON data), `wrappedValue` until
  /// written.
  public init<RowValue>(
    wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String,
    store: UserDefaults? = nil
  ) where Value == TableColumnCustomization<RowValue> {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .json)
  }
}

extension AppStorage where Value == TabViewCustomization {
  /// A tab view's sidebar customization under `key` (kept as JSON data), `wrappedValue` until
  /// written.
  public init(
    wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil
  ) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .json)
  }
}
