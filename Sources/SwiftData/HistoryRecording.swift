import Foundation

/// A store's history: the transactions its contexts' saves made, oldest first. Contexts on model
/// actors save on their own queues, so it has a lock of its own.
final class HistoryLog: @unchecked Sendable {
  /// The store's identifier, which its transactions and tokens carry.
  let storeIdentifier = UUID().uuidString
  private let lock = NSLock()
  private var transactions: [DefaultHistoryTransaction] = []
  private var lastTransaction = 0
  private var lastChange = 0

  /// The transactions kept, oldest first.
  var all: [DefaultHistoryTransaction] { lock.withLock { transactions } }

  /// Adds a transaction by `author` of the changes `changes` makes from its transaction number
  /// and the number of its first change; none when there are no changes.
  func record(
    author: String?, changes: (_ transaction: Int, _ firstChange: Int) -> [HistoryChange]
  ) {
    lock.withLock {
      let made = changes(lastTransaction + 1, lastChange + 1)
      guard !made.isEmpty else { return }
      lastTransaction += 1
      lastChange += made.count
      transactions.append(
        DefaultHistoryTransaction(
          author: author, changes: made, storeIdentifier: storeIdentifier, timestamp: Date(),
          token: DefaultHistoryToken(storeIdentifier: storeIdentifier, number: lastTransaction)))
    }
  }

  /// Removes the transactions with these tokens.
  func remove(_ tokens: Set<DefaultHistoryToken>) {
    lock.withLock { transactions.removeAll { tokens.contains($0.token) } }
  }
}

/// What a context did since it last saved that its next transaction tells beyond its inserts and
/// deletes: which properties of which models it changed (in the order it first changed them), and
/// the values a deleted model's `.preserveValueOnDeletion` attributes held.
struct PendingHistory {
  private var edits: [(model: any PersistentModel, keyPaths: [AnyKeyPath])] = []
  private var editIndex: [ObjectIdentifier: Int] = [:]
  private var tombstones: [ObjectIdentifier: [(keyPath: AnyKeyPath, value: any Sendable)]] = [:]

  /// Notes that `keyPath` of `model` changed.
  mutating func noteEdit(of model: any PersistentModel, at keyPath: AnyKeyPath) {
    let key = ObjectIdentifier(model)
    guard let index = editIndex[key] else {
      editIndex[key] = edits.count
      edits.append((model, [keyPath]))
      return
    }
    if !edits[index].keyPaths.contains(keyPath) { edits[index].keyPaths.append(keyPath) }
  }

  /// Keeps the values `model`'s preserved attributes hold, as it is deleted.
  mutating func noteDeletion(of model: any PersistentModel) {
    let preserved = type(of: model)._viewProbeRelationships.filter { $0.preservedValue != nil }
    guard !preserved.isEmpty else { return }
    tombstones[ObjectIdentifier(model)] = preserved.compactMap { property in
      property.preservedValue?(model).map { (property.keyPath, $0) }
    }
  }

  /// Forgets what was noted (after a save or a rollback).
  mutating func reset() { self = PendingHistory() }

  /// The changes of the transaction a save of `inserted` and `deleted` (and the edits noted)
  /// makes: a model both inserted and deleted since the last save is in neither, an edited one
  /// that was inserted or deleted is no update, and an update lists the stored properties that
  /// changed.
  func changes(inserted: [any PersistentModel], deleted: [any PersistentModel])
    -> (_ transaction: Int, _ firstChange: Int) -> [HistoryChange]
  {
    let insertedKeys = Set(inserted.map { ObjectIdentifier($0) })
    let deletedKeys = Set(deleted.map { ObjectIdentifier($0) })
    let inserts = inserted.filter { !deletedKeys.contains(ObjectIdentifier($0)) }
    let deletes = deleted.filter { !insertedKeys.contains(ObjectIdentifier($0)) }
    let updates = edits.compactMap { edit -> (any PersistentModel, [AnyKeyPath])? in
      let key = ObjectIdentifier(edit.model)
      guard !insertedKeys.contains(key), !deletedKeys.contains(key) else { return nil }
      let stored = Set(type(of: edit.model)._viewProbeRelationships.map(\.keyPath))
      let keyPaths = edit.keyPaths.filter(stored.contains)
      return keyPaths.isEmpty ? nil : (edit.model, keyPaths)
    }
    let tombstones = self.tombstones
    return { transaction, firstChange in
      var number = firstChange
      var changes: [HistoryChange] = []
      func next() -> Int {
        defer { number += 1 }
        return number
      }
      for model in inserts {
        changes.append(insertChange(of: model, change: next(), transaction: transaction))
      }
      for (model, keyPaths) in updates {
        changes.append(
          updateChange(of: model, keyPaths: keyPaths, change: next(), transaction: transaction))
      }
      for model in deletes {
        changes.append(
          deleteChange(
            of: model, kept: tombstones[ObjectIdentifier(model)] ?? [], change: next(),
            transaction: transaction))
      }
      return changes
    }
  }
}

private func insertChange<Model: PersistentModel>(
  of model: Model, change: Int, transaction: Int
) -> HistoryChange {
  .insert(
    DefaultHistoryInsert<Model>(
      changeIdentifier: change, changedPersistentIdentifier: model.persistentModelID,
      transactionIdentifier: transaction))
}

private func updateChange<Model: PersistentModel>(
  of model: Model, keyPaths: [AnyKeyPath], change: Int, transaction: Int
) -> HistoryChange {
  // A model's key paths are literal ones, without captured values: sendable.
  let attributes = keyPaths.compactMap { $0 as? PartialKeyPath<Model> }.map {
    unsafeBitCast($0, to: (any PartialKeyPath<Model> & Sendable).self)
  }
  return .update(
    DefaultHistoryUpdate<Model>(
      changeIdentifier: change, changedPersistentIdentifier: model.persistentModelID,
      transactionIdentifier: transaction, updatedAttributes: attributes))
}

private func deleteChange<Model: PersistentModel>(
  of model: Model, kept: [(keyPath: AnyKeyPath, value: any Sendable)], change: Int,
  transaction: Int
) -> HistoryChange {
  let values = kept.compactMap { entry in
    (entry.keyPath as? PartialKeyPath<Model>).map { (keyPath: $0, value: entry.value) }
  }
  return .delete(
    DefaultHistoryDelete<Model>(
      changeIdentifier: change, changedPersistentIdentifier: model.persistentModelID,
      transactionIdentifier: transaction, tombstone: HistoryTombstone(values: values)))
}

extension ModelContext {
  /// The transactions of the store's history that `descriptor` describes: oldest first, unless
  /// it sorts them. A context's saves add them (the main context's too, when it saves).
  public func fetchHistory<T: HistoryTransaction>(_ descriptor: HistoryDescriptor<T>) throws -> [T]
  {
    var transactions = container.store.history.all.compactMap { $0 as? T }
    if let predicate = descriptor.predicate {
      transactions = try transactions.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty { transactions = transactions.sorted(using: descriptor.sortBy) }
    if let limit = descriptor.fetchLimit { transactions = Array(transactions.prefix(limit)) }
    return transactions
  }

  /// Deletes the transactions of the store's history that `descriptor` describes; their tokens
  /// then mark nothing.
  public func deleteHistory<T: HistoryTransaction>(_ descriptor: HistoryDescriptor<T>) throws {
    let doomed = try fetchHistory(descriptor).compactMap {
      ($0 as? DefaultHistoryTransaction)?.token
    }
    container.store.history.remove(Set(doomed))
  }
}
