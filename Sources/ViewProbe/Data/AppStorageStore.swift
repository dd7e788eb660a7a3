import Foundation

/// How one kind of `@AppStorage` value is read from and written to `UserDefaults`.
struct UserDefaultsCoding<Value>: @unchecked Sendable {
  /// The value under the key, or `nil` when the store has none.
  let read: (UserDefaults, String) -> Value?
  /// Stores the value under the key (for an optional, `nil` removes the key).
  let write: (UserDefaults, String, Value) -> Void

  /// Values the store keeps as they are (`Bool`, `Int`, `Double`, `String`, `Data`).
  private static func plain(_ read: @escaping (UserDefaults, String) -> Value) -> Self {
    Self(
      read: { store, key in store.object(forKey: key) == nil ? nil : read(store, key) },
      write: { store, key, value in store.set(value, forKey: key) })
  }

  /// This coding for an optional value: `nil` when the key is absent, and removes it.
  var optional: UserDefaultsCoding<Value?> {
    let (read, write) = (self.read, self.write)
    return UserDefaultsCoding<Value?>(
      read: { store, key in read(store, key).map { .some($0) } },
      write: { store, key, value in
        if let value { write(store, key, value) } else { store.removeObject(forKey: key) }
      })
  }

  /// For SceneStorage, which has no store.
  static var none: Self { Self(read: { _, _ in nil }, write: { _, _, _ in }) }
}

extension UserDefaultsCoding where Value: Codable {
  /// A value kept as its JSON data (a table's column customization).
  static var json: Self {
    Self(
      read: { store, key in
        store.data(forKey: key).flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
      },
      write: { store, key, value in store.set(try? JSONEncoder().encode(value), forKey: key) })
  }
}

extension UserDefaultsCoding where Value == Bool {
  static var bool: Self { plain { $0.bool(forKey: $1) } }
}

extension UserDefaultsCoding where Value == Int {
  static var int: Self { plain { $0.integer(forKey: $1) } }
}

extension UserDefaultsCoding where Value == Double {
  static var double: Self { plain { $0.double(forKey: $1) } }
}

extension UserDefaultsCoding where Value == String {
  static var string: Self {
    Self(read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  }
}

extension UserDefaultsCoding where Value == Data {
  static var data: Self {
    Self(read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  }
}

extension UserDefaultsCoding where Value == URL {
  static var url: Self {
    Self(read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
  }
}

extension UserDefaultsCoding where Value: RawRepresentable, Value.RawValue == String {
  static var rawString: Self {
    Self(
      read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }
}

extension UserDefaultsCoding where Value: RawRepresentable, Value.RawValue == Int {
  static var rawInt: Self {
    Self(
      read: { store, key in
        store.object(forKey: key) == nil ? nil : Value(rawValue: store.integer(forKey: key))
      },
      write: { $0.set($2.rawValue, forKey: $1) })
  }
}

/// A `UserDefaults` in the environment (`.defaultAppStorage(_:)`), compared by identity.
struct StoreReference: @unchecked Sendable, Equatable {
  let store: UserDefaults

  init(_ store: UserDefaults) { self.store = store }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.store === rhs.store }
}

struct DefaultAppStorageKey: EnvironmentKey {
  static let defaultValue: StoreReference? = nil
}

extension EnvironmentValues {
  /// The store `@AppStorage` properties use when they name none.
  var defaultAppStorage: StoreReference? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

/// One `AppStorage` value's key, default, store, and (once installed) the harness's slot for the
/// key. The slot holds what the store holds under the key, `nil` while it holds nothing: each
/// property then shows its own default, as SwiftUI's do (two views declaring one key with
/// different defaults disagree until one of them writes).
final class AppStorageBox<Value>: @unchecked Sendable {
  let key: String
  let defaultValue: Value
  /// The store the property names (`store:`), if any.
  let store: UserDefaults?
  /// The store in use once installed: the named one, or the environment's.
  var resolvedStore: UserDefaults?
  let coding: UserDefaultsCoding<Value>
  var localValue: Value
  /// Whether `localValue` was written before the box had a slot.
  private var wroteLocally = false
  var slot: StateSlot<Value?>?
  /// Whether the box belongs to a model, not a view (bound to the harness's storage when first
  /// used under it): reading it records no dependency, as a model's `@AppStorage` (which is
  /// `@ObservationIgnored`, or in an `ObservableObject`, which it does not publish) re-renders
  /// no view — a view that declares the key itself does.
  private(set) var isModelProperty = false
  /// Whether a model's property binds to the harness's app storage (`@SceneStorage` belongs to
  /// views only).
  private let bindsInModels: Bool

  init(
    key: String, defaultValue: Value, store: UserDefaults?, coding: UserDefaultsCoding<Value>,
    bindsInModels: Bool = true
  ) {
    self.bindsInModels = bindsInModels
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.coding = coding
    self.localValue = defaultValue
  }

  /// The value under the key once installed, the property's own value before.
  var value: Value {
    get {
      guard let slot = slot ?? slotOfHarness() else {
        // Outside a harness, a property that names its store reads it, as SwiftUI's does.
        return store.flatMap { coding.read($0, key) } ?? localValue
      }
      return (isModelProperty ? slot.peek : slot.read()) ?? defaultValue
    }
    set {
      guard let slot = slot ?? slotOfHarness() else {
        localValue = newValue
        wroteLocally = true
        if let store { coding.write(store, key, newValue) }
        return
      }
      slot.write(newValue)
      // A write dropped during an update (A16) does not reach the store either.
      if let resolvedStore, slot.holds(newValue) { coding.write(resolvedStore, key, newValue) }
    }
  }

  /// For a box no view installed (a model's `@AppStorage`), used on the main queue under a
  /// harness: the harness's slot for the key, in the property's own store if it names one (a
  /// model has no environment, so `defaultAppStorage` does not reach it — nor does it in
  /// SwiftUI). A value written before, outside any harness, is carried over when the key holds
  /// nothing, as a write to the device's defaults would be.
  private func slotOfHarness() -> StateSlot<Value?>? {
    guard bindsInModels, MainQueue.isCurrent, let log = ProbeContext.current.systemActions,
      let tracker = ProbeContext.current.tracker
    else { return nil }
    return MainActor.assumeIsolated {
      guard let table = log.appStorage else { return nil }
      let resolved = store ?? table.memory
      resolvedStore = resolved
      let slot = table.slot(for: self, tracker: tracker)
      if wroteLocally && store == nil && slot.peek == nil {
        if let resolved { coding.write(resolved, key, localValue) }
        slot.seed(localValue)
      }
      self.slot = slot
      isModelProperty = true
      return slot
    }
  }

  /// Installs the box in a view: the slot for the key in `store` (the property's own, else the
  /// environment's), read as a dependency — also when a read before (the view's initializer)
  /// bound it as a model's.
  @MainActor func install(
    store resolved: UserDefaults?, in table: AppStorageTable, tracker: RenderTracker
  ) {
    guard slot == nil || isModelProperty else { return }
    resolvedStore = resolved ?? table.memory
    slot = table.slot(for: self, tracker: tracker)
    isModelProperty = false
  }

  /// The value shown, without recording a read (dumps).
  var peek: Value { slot.map { $0.peek ?? defaultValue } ?? localValue }

  /// A binding to `value`.
  var binding: Binding<Value> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

/// A harness's app storage: one slot per key (per key and store, for values kept in a
/// `UserDefaults`), shared by every view that declares it with the same type.
@MainActor
final class AppStorageTable {
  private struct SlotKey: Hashable {
    let store: ObjectIdentifier?
    let key: String
    let type: ObjectIdentifier
  }

  private var slots: [SlotKey: AnyObject] = [:]
  /// Where `@AppStorage` values live when their property names no store and the environment
  /// gives none (`nil` for `@SceneStorage`, which has no store).
  let memory: HarnessDefaults?
  /// Reads the stores again, for the slots kept in one.
  private var refreshers: [() -> Void] = []
  /// The wrapper's name, for the slots' names in dumps and render causes.
  private let kind: String

  /// The `@AppStorage` table, with its in-memory store.
  init() {
    kind = "AppStorage"
    memory = HarnessDefaults()
  }

  /// The `@SceneStorage` table: no store.
  static func sceneStorage() -> AppStorageTable { AppStorageTable(kind: "SceneStorage") }

  private init(kind: String) {
    self.kind = kind
    memory = nil
  }

  /// The slot for `box`'s key (and store): made on first use, from the store's value when it has
  /// one, else empty (each property then shows its own default).
  func slot<Value>(for box: AppStorageBox<Value>, tracker: RenderTracker) -> StateSlot<Value?> {
    let store = box.resolvedStore
    let slotKey = SlotKey(
      store: store.map(ObjectIdentifier.init), key: box.key, type: ObjectIdentifier(Value.self))
    if let slot = slots[slotKey] as? StateSlot<Value?> { return slot }
    let (key, coding) = (box.key, box.coding)
    let slot = StateSlot<Value?>(
      value: store.flatMap { coding.read($0, key) }, tracker: tracker,
      name: "\(kind)(\"\(key)\")")
    slots[slotKey] = slot
    if let store {
      refreshers.append { [weak slot] in
        // A change made to the store from outside: the views that read the key re-render.
        slot?.write(coding.read(store, key))
      }
    }
    return slot
  }

  /// Picks up changes made to the stores from outside since the last update.
  func refreshFromStores() {
    for refresh in refreshers { refresh() }
  }
}
