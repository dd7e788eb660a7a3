@_spi(Reflection) import Swift

/// A type that publishes events (Combine's protocol, reduced to what views and tests use).
///
/// ViewProbe has no Combine: `ObservableObjectPublisher` and `Published.Publisher` are its own,
/// named as Combine names them, with `sink(receiveValue:)` and `AnyCancellable`.
public protocol Publisher<Output, Failure> {
  /// What the publisher emits.
  associatedtype Output
  /// How it can fail (`Never` for the publishers views observe).
  associatedtype Failure: Error

  /// Calls `receive` with every value emitted from now on, until the result is cancelled.
  func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable

  /// Calls `receiveValue` with every value emitted from now on, and `receiveCompletion` once
  /// when the publisher finishes or fails, until the result is cancelled.
  func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable
}

extension Publisher {
  /// A publisher that never completes delivers its values only.
  public func _subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    _subscribe(receiveValue)
  }

  /// Calls `receiveValue` with every value and `receiveCompletion` when the publisher finishes or
  /// fails, until the returned object is cancelled or released.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    _subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with every value emitted until the returned object is cancelled or
  /// released.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    _subscribe(receiveValue)
  }
}

/// Cancels a subscription when asked, or when it is released.
public final class AnyCancellable: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var onCancel: (() -> Void)?

  /// A cancellable that runs `cancel` once.
  public init(_ cancel: @escaping () -> Void) {
    onCancel = cancel
  }

  deinit { cancel() }

  /// Ends the subscription.
  public func cancel() {
    let action = lock.withLock {
      defer { onCancel = nil }
      return onCancel
    }
    action?()
  }

  /// Keeps this subscription alive as long as `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Identity.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The subscribers of one publisher, callable from any thread.
final class SubscriberList<Output>: @unchecked Sendable {
  private let lock = NSLock()
  private var handlers: [Int: (Output) -> Void] = [:]
  private var nextToken = 0

  func add(_ handler: @escaping (Output) -> Void) -> AnyCancellable {
    let token = lock.withLock {
      nextToken += 1
      handlers[nextToken] = handler
      return nextToken
    }
    return AnyCancellable { [weak self] in
      _ = self?.lock.withLock { self?.handlers.removeValue(forKey: token) }
    }
  }

  func send(_ value: Output) {
    for handler in lock.withLock({ Array(handlers.values) }) { handler(value) }
  }

  /// Whether nothing is subscribed.
  var isEmpty: Bool { lock.withLock { handlers.isEmpty } }
}

/// The publisher of an `ObservableObject`'s `objectWillChange`: emits before the object changes.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  /// Emits no value, only the event.
  public typealias Output = Void
  /// Never fails.
  public typealias Failure = Never

  private let subscribers = SubscriberList<Void>()

  /// A publisher with no subscribers.
  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() { subscribers.send(()) }

  /// Subscribes `receive`.
  public func _subscribe(_ receive: @escaping (()) -> Void) -> AnyCancellable {
    subscribers.add(receive)
  }
}

/// An object that announces its changes before they happen, the way of SwiftUI before
/// Observation: every view that holds it through `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject` re-renders on every emission, whatever its body read (G01).
public protocol ObservableObject: AnyObject {
  /// The publisher's type; `ObservableObjectPublisher` unless you declare your own.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Emits before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// One publisher per object, shared by its `@Published` properties, which emit through it.
  /// (An object without `@Published` properties gets a new publisher on every read, as with
  /// Combine: declare `let objectWillChange = ObservableObjectPublisher()` to send by hand.)
  public var objectWillChange: ObservableObjectPublisher {
    var storages: [any PublishedStorage] = []
    forEachPublished(in: self) { storages.append($0) }
    guard !storages.isEmpty else { return ObservableObjectPublisher() }
    let publisher =
      storages.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
    for storage in storages where storage.objectWillChange == nil {
      storage.objectWillChange = publisher
    }
    return publisher
  }
}

/// Calls `body` with the storage of every `@Published` property of `object`, superclasses
/// included.
private func forEachPublished(in object: AnyObject, _ body: (any PublishedStorage) -> Void) {
  let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
  var type: AnyClass? = Swift.type(of: object)
  let classType = _EachFieldOptions(rawValue: 1 << 0)
  while let current = type {
    _ = _forEachField(of: current, options: classType) { _, offset, fieldType, _ in
      if let published = fieldType as? any PublishedField.Type {
        body(published.storage(at: base + offset))
      }
      return true
    }
    type = _getSuperclass(current)
  }
}

/// The storage a `@Published` property keeps; its publisher is set once the object's
/// `objectWillChange` is first read.
protocol PublishedStorage: AnyObject {
  var objectWillChange: ObservableObjectPublisher? { get set }
}

/// `Published<Value>`, for finding the storage of a field of unknown `Value`.
protocol PublishedField {
  static func storage(at pointer: UnsafeRawPointer) -> any PublishedStorage
}

/// A property of an `ObservableObject` that emits `objectWillChange` before every set, equal
/// values included (G06), and publishes its new values through `$property`.
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  /// A property starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    box = PublishedBox(value: wrappedValue)
  }

  /// A property starting at `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Only available inside a class: `@Published` is read and written through the enclosing
  /// object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// `$property`: the values the property is set to, published before each is stored.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    // `assign(to: &$property)` passes it inout; the publisher is a view of the property, so
    // there is nothing to store.
    set {}
  }

  /// Reads and writes the property of `object`: a set emits the object's `objectWillChange`,
  /// then `$property`'s new value, then stores it (willSet timing, G06).
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set { object[keyPath: storageKeyPath].box.set(newValue) }
  }

  /// The publisher of a `@Published` property's values.
  public struct Publisher: ViewProbe.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// Never fails.
    public typealias Failure = Never

    let box: PublishedBox<Value>

    /// Sends the current value at once, then every new one, as Combine's does. The subscriber
    /// is in place before the current value reaches it, so a value set while it handles that
    /// one reaches it too.
    public func _subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
      let subscription = box.subscribers.add(receive)
      receive(box.value)
      return subscription
    }
  }
}

extension Published.Publisher: FieldComparedPublisher {
  func hasSameFields(as other: Any) -> Bool { (other as? Self)?.box === box }
}

/// One `@Published` property's value, its `$property` subscribers, and its object's publisher.
final class PublishedBox<Value>: PublishedStorage, @unchecked Sendable {
  var value: Value
  var objectWillChange: ObservableObjectPublisher?
  let subscribers = SubscriberList<Value>()
  /// Subscriptions that republish through this property (`assign(to: &$property)`).
  private var kept: [AnyCancellable] = []
  private let lock = NSLock()

  init(value: Value) { self.value = value }

  /// A write: the object's `objectWillChange`, then `$property`'s new value, then the value is
  /// stored (willSet timing, G06).
  func set(_ newValue: Value) {
    objectWillChange?.send()
    subscribers.send(newValue)
    value = newValue
  }

  /// Keeps `subscription` as long as the property.
  func keep(_ subscription: AnyCancellable) { lock.withLock { kept.append(subscription) } }
}

extension Published: PublishedField {
  static func storage(at pointer: UnsafeRawPointer) -> any PublishedStorage {
    pointer.assumingMemoryBound(to: Published<Value>.self).pointee.box
  }
}
