/// The context of one state change: the animation it would run with. ViewProbe applies every
/// change at once, so a transaction only carries what the code put in it.
public struct Transaction: Sendable {
  /// The animation of the change (none is run).
  public var animation: Animation?
  /// Whether animations of the views are turned off.
  public var disablesAnimations: Bool = false
  /// Whether the change comes from a continuous gesture.
  public var isContinuous: Bool = false

  /// Values set for custom keys (`TransactionKey`, `@Entry` in `extension Transaction`).
  private var custom = TransactionValues()

  /// An empty transaction.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// The value for `key`, or its default when none is set.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { custom.values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { custom.values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a custom value of a transaction: declare one, or write
/// `@Entry var name: Type = default` in `extension Transaction`.
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a transaction that sets none.
  static var defaultValue: Value { get }
}

/// The custom values of a transaction. They are what app code put in it, read where it runs the
/// change (the main actor), as SwiftUI's are.
private struct TransactionValues: @unchecked Sendable {
  var values: [ObjectIdentifier: Any] = [:]
}

/// Runs `body` in `transaction`: its state changes apply at once, as every change does here.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
}

/// Runs `body` in a transaction with `value` at `keyPath`: its changes apply at once.
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  try body()
}

extension Binding {
  /// The same binding, whose writes would animate: a write through it changes the value at
  /// once, exactly as a write through the binding itself (ViewProbe has no frames).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The same binding, whose writes would run in `transaction`: the value changes at once.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

  /// The transaction of the binding's writes (an empty one).
  public var transaction: Transaction {
    get { Transaction() }
    set {}
  }
}

nonisolated extension View {
  /// Changes the transaction of the changes under this view (not simulated: changes apply at
  /// once).
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    inert("transaction")
  }

  /// Changes the transaction of the changes under this view when `value` changes (not simulated:
  /// changes apply at once).
  public func transaction(
    value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    inert("transaction")
  }
}
