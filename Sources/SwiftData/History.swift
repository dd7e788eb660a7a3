import Foundation

// SwiftData's history (iOS 18): each save that changes the store adds a transaction — who saved
// (the context's `author`), when, and each model inserted, updated (with the properties that
// changed) or deleted (with the values its `.preserveValueOnDeletion` attributes had). An app
// reads the transactions after a token it kept, to see what a widget or an App Intent changed,
// and deletes the ones it no longer needs. Here each container's in-memory store keeps its own.

/// A transaction in a store's history: the changes one save made.
public protocol HistoryTransaction: Hashable, Identifiable, Sendable {
  /// The type of the token that marks the transaction's place in the history.
  associatedtype TokenType: Comparable, Hashable, Identifiable, Sendable
  /// The type of the transaction's identifier.
  associatedtype TransactionIdentifier: Comparable, Hashable, Sendable
  /// The `author` of the context that saved, if it had one.
  var author: String? { get }
  /// The changes, in the order the context made them: inserts, then updates, then deletes.
  var changes: [HistoryChange] { get }
  /// The identifier of the store.
  var storeIdentifier: String { get }
  /// When the save happened.
  var timestamp: Date { get }
  /// Where the transaction is in the history: later transactions have greater tokens.
  var token: TokenType { get }
  /// The transaction's identifier.
  var transactionIdentifier: TransactionIdentifier { get }
}

/// A token that marks a place in a store's history; it can be encoded, to be kept between
/// launches.
public protocol HistoryToken: Comparable, Codable, Hashable, Identifiable, Sendable {
  /// The type of the token's value.
  associatedtype TokenType: Codable, Hashable, Sendable
  /// The identifier of the store whose history the token marks.
  var storeIdentifier: String { get }
  /// The token's value.
  var tokenValue: TokenType? { get }
}

/// A change in a transaction.
public enum HistoryChange: Sendable {
  /// A model was inserted.
  case insert(any HistoryInsert)
  /// A model's properties changed.
  case update(any HistoryUpdate)
  /// A model was deleted.
  case delete(any HistoryDelete)

  /// The identifier of the model that changed.
  public var changedPersistentIdentifier: PersistentIdentifier {
    switch self {
    case .insert(let insert): insert.changedPersistentIdentifier
    case .update(let update): update.changedPersistentIdentifier
    case .delete(let delete): delete.changedPersistentIdentifier
    }
  }
}

/// An insert in a store's history.
public protocol HistoryInsert<Model>: Sendable {
  /// The type of the model inserted.
  associatedtype Model: PersistentModel
  /// The type of the change's identifier.
  associatedtype ChangeIdentifier: Comparable, Hashable, Sendable
  /// The type of its transaction's identifier.
  associatedtype TransactionIdentifier: Comparable, Hashable, Sendable
  /// The change's identifier.
  var changeIdentifier: ChangeIdentifier { get }
  /// The identifier of the model inserted.
  var changedPersistentIdentifier: PersistentIdentifier { get }
  /// The identifier of the transaction the change is in.
  var transactionIdentifier: TransactionIdentifier { get }
}

/// An update in a store's history.
public protocol HistoryUpdate<Model>: Sendable {
  /// The type of the model updated.
  associatedtype Model: PersistentModel
  /// The type of the change's identifier.
  associatedtype ChangeIdentifier: Comparable, Hashable, Sendable
  /// The type of its transaction's identifier.
  associatedtype TransactionIdentifier: Comparable, Hashable, Sendable
  /// A property of the model that changed.
  typealias PropertyUpdate = PartialKeyPath<Model> & Sendable
  /// The change's identifier.
  var changeIdentifier: ChangeIdentifier { get }
  /// The identifier of the model updated.
  var changedPersistentIdentifier: PersistentIdentifier { get }
  /// The identifier of the transaction the change is in.
  var transactionIdentifier: TransactionIdentifier { get }
  /// The properties that changed (the history keeps which, not their values).
  var updatedAttributes: [any PartialKeyPath<Model> & Sendable] { get }
}

/// A delete in a store's history.
public protocol HistoryDelete<Model>: Sendable {
  /// The type of the model deleted.
  associatedtype Model: PersistentModel
  /// The type of the change's identifier.
  associatedtype ChangeIdentifier: Comparable, Hashable, Sendable
  /// The type of its transaction's identifier.
  associatedtype TransactionIdentifier: Comparable, Hashable, Sendable
  /// The change's identifier.
  var changeIdentifier: ChangeIdentifier { get }
  /// The identifier of the model deleted.
  var changedPersistentIdentifier: PersistentIdentifier { get }
  /// The identifier of the transaction the change is in.
  var transactionIdentifier: TransactionIdentifier { get }
  /// What the deleted model's `.preserveValueOnDeletion` attributes held.
  var tombstone: HistoryTombstone<Model> { get }
}

/// The values a deleted model's `@Attribute(.preserveValueOnDeletion)` properties held when it
/// was deleted; the other properties are not kept (a subscript gives `nil`).
public struct HistoryTombstone<Model: PersistentModel>: Sequence, @unchecked Sendable {
  let values: [(keyPath: PartialKeyPath<Model>, value: any Sendable)]

  /// The value `keyPath` held, if it is kept.
  public subscript(_ keyPath: PartialKeyPath<Model>) -> (any Sendable)? {
    values.first { $0.keyPath == keyPath }?.value
  }

  /// The key paths kept and their values.
  public func makeIterator()
    -> IndexingIterator<[(keyPath: PartialKeyPath<Model>, value: any Sendable)]>
  {
    values.makeIterator()
  }
}

/// The token of a transaction in a store SwiftData keeps.
public struct DefaultHistoryToken: HistoryToken {
  /// The store identifier and the transaction's number in that store.
  public typealias TokenType = [String: Int]
  /// The identifier of the store whose history the token marks.
  public let storeIdentifier: String
  let number: Int

  /// The store identifier and the transaction's number in that store.
  public var tokenValue: [String: Int]? { [storeIdentifier: number] }
  /// The token itself.
  public var id: Self { self }

  /// Orders tokens of one store by their place in its history.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.storeIdentifier, lhs.number) < (rhs.storeIdentifier, rhs.number)
  }
}

/// A transaction in the history of a store SwiftData keeps.
public struct DefaultHistoryTransaction: HistoryTransaction {
  /// The `author` of the context that saved, if it had one.
  public let author: String?
  /// The changes: inserts, then updates, then deletes.
  public let changes: [HistoryChange]
  /// The identifier of the store.
  public let storeIdentifier: String
  /// When the save happened.
  public let timestamp: Date
  /// Where the transaction is in the history.
  public let token: DefaultHistoryToken
  /// The transaction's number in its store.
  public var transactionIdentifier: Int { token.number }
  /// The transaction's token.
  public var id: DefaultHistoryToken { token }

  /// Transactions are equal when they are the same transaction.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.token == rhs.token }
  /// Hashes the transaction's token.
  public func hash(into hasher: inout Hasher) { hasher.combine(token) }
}

/// An insert in the history of a store SwiftData keeps.
public struct DefaultHistoryInsert<Model: PersistentModel>: HistoryInsert, Hashable {
  /// The change's number in its store's history.
  public let changeIdentifier: Int
  /// The identifier of the model inserted.
  public let changedPersistentIdentifier: PersistentIdentifier
  /// The number of the transaction the change is in.
  public let transactionIdentifier: Int
}

/// An update in the history of a store SwiftData keeps.
public struct DefaultHistoryUpdate<Model: PersistentModel>: HistoryUpdate, Hashable {
  /// The change's number in its store's history.
  public let changeIdentifier: Int
  /// The identifier of the model updated.
  public let changedPersistentIdentifier: PersistentIdentifier
  /// The number of the transaction the change is in.
  public let transactionIdentifier: Int
  /// The properties that changed.
  public let updatedAttributes: [any PartialKeyPath<Model> & Sendable]

  /// Updates are equal when they are the same change.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.changeIdentifier == rhs.changeIdentifier
      && lhs.transactionIdentifier
        == rhs.transactionIdentifier
  }
  /// Hashes the change's identifiers.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(changeIdentifier)
    hasher.combine(transactionIdentifier)
  }
}

/// A delete in the history of a store SwiftData keeps.
public struct DefaultHistoryDelete<Model: PersistentModel>: HistoryDelete, Hashable {
  /// The change's number in its store's history.
  public let changeIdentifier: Int
  /// The identifier of the model deleted.
  public let changedPersistentIdentifier: PersistentIdentifier
  /// The number of the transaction the change is in.
  public let transactionIdentifier: Int
  /// What its `.preserveValueOnDeletion` attributes held.
  public let tombstone: HistoryTombstone<Model>

  /// Deletes are equal when they are the same change.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.changeIdentifier == rhs.changeIdentifier
      && lhs.transactionIdentifier
        == rhs.transactionIdentifier
  }
  /// Hashes the change's identifiers.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(changeIdentifier)
    hasher.combine(transactionIdentifier)
  }
}

/// Which transactions of a store's history to fetch (or delete), in what order, how many.
public struct HistoryDescriptor<TransactionType: HistoryTransaction>: @unchecked Sendable {
  /// The transactions to include; all of them when `nil`.
  public var predicate: Predicate<TransactionType>?
  /// The order; oldest first when empty.
  public var sortBy: [SortDescriptor<TransactionType>]
  /// At most this many transactions, when set.
  public var fetchLimit: Int?

  /// The transactions `predicate` accepts, oldest first.
  public init(predicate: Predicate<TransactionType>? = nil) {
    self.predicate = predicate
    sortBy = []
  }

  /// The transactions `predicate` accepts, in the order `sortBy` gives.
  public init(
    predicate: Predicate<TransactionType>? = nil, sortBy: [SortDescriptor<TransactionType>]
  ) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

/// What a context's changes since its last save are, for the history: who makes them.
public struct EditingState: Identifiable, Sendable {
  /// The author the context's transactions carry.
  public var author: String?
  /// The context's state (one per context).
  public let id: UUID
}

/// An error SwiftData throws. The in-memory stand-in throws none of these itself; apps catch
/// them by name (`catch let error as SwiftDataError where error == .historyTokenExpired`).
public struct SwiftDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The error's name.
  public let description: String

  /// A fetch asked for pending changes with a batch size.
  public static let includePendingChangesWithBatchSize = SwiftDataError(
    description: "includePendingChangesWithBatchSize")
  /// A fetch of identifiers sorted pending changes.
  public static let sortingPendingChangesWithIdentifiers = SwiftDataError(
    description: "sortingPendingChangesWithIdentifiers")
  /// A key path the store cannot use.
  public static let unsupportedKeyPath = SwiftDataError(description: "unsupportedKeyPath")
  /// A predicate the store cannot use.
  public static let unsupportedPredicate = SwiftDataError(description: "unsupportedPredicate")
  /// A sort descriptor the store cannot use.
  public static let unsupportedSortDescriptor = SwiftDataError(
    description: "unsupportedSortDescriptor")
  /// A history token marks transactions that were deleted.
  public static let historyTokenExpired = SwiftDataError(description: "historyTokenExpired")
  /// A history fetch the store cannot run.
  public static let invalidTransactionFetchRequest = SwiftDataError(
    description: "invalidTransactionFetchRequest")
  /// The container could not load its store.
  public static let loadIssueModelContainer = SwiftDataError(
    description: "loadIssueModelContainer")
  /// A configuration's schema is not in the container's.
  public static let configurationSchemaNotFoundInContainerSchema = SwiftDataError(
    description: "configurationSchemaNotFoundInContainerSchema")
  /// The store's schema is not known.
  public static let unknownSchema = SwiftDataError(description: "unknownSchema")
  /// A migration went back to an earlier schema.
  public static let backwardMigration = SwiftDataError(description: "backwardMigration")
}
