import Foundation
import ViewProbe

// Queries that find entities by their properties (iOS 16): Shortcuts' "Find Books where Title
// contains …". The query declares which properties can be compared and how each comparison maps
// to a value of its own (an `NSPredicate`, a closure), and which properties results sort by; the
// system hands `entities(matching:mode:sortedBy:limit:)` the mapped comparisons. Nothing here runs
// Shortcuts: the declarations are kept, and a test calls the query as the system would.

/// Whether all the comparisons must hold, or one.
public enum ComparatorMode: Sendable, Hashable {
  /// All of them.
  case and
  /// At least one.
  case or
}

/// A property results are sorted by, and in which order.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
  /// The order.
  public enum Ordering: Sendable, Hashable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending
  }

  /// The property.
  public let by: PartialKeyPath<Entity>
  /// The order.
  public let order: Ordering

  /// A sort by `by`, in `order`.
  public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
    self.by = by
    self.order = order
  }
}

/// A property results can be sorted by.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
  /// The property's key path.
  public let keyPath: PartialKeyPath<Entity>

  /// The property at `keyPath` (an `@Property`'s projected value: `\.$title`).
  public init<Property>(_ keyPath: KeyPath<Entity, Property>) { self.keyPath = keyPath }
}

/// The properties a query's results can be sorted by.
public struct EntityQuerySortingOptions<Entity: AppEntity>: @unchecked Sendable {
  let options: [EntityQuerySortableByProperty<Entity>]

  /// No sorting.
  public init() { options = [] }

  /// The properties `content` lists.
  public init(
    @EntityQuerySortingOptionsBuilder<Entity> content: () -> [EntityQuerySortableByProperty<Entity>]
  ) {
    options = content()
  }

  /// The option at `index`.
  public subscript(index: Int) -> EntityQuerySortableByProperty<Entity> { options[index] }
}

/// Lists a query's sorting options.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
  /// The options in order.
  public static func buildBlock(_ options: EntityQuerySortableByProperty<Entity>...)
    -> [EntityQuerySortableByProperty<Entity>]
  {
    options
  }
}

/// One comparison a property offers, and the value the query maps a compared value to.
public struct EntityQueryComparator<Value, ComparatorMappingType>: @unchecked Sendable {
  /// The comparison ("containing", "less than" …).
  public let comparison: String
  /// Maps the value the user compares with to the query's own value.
  public let mappingTransform: (Value) -> ComparatorMappingType
}

/// A kind of comparison a query property offers: for ViewProbe's App Intents.
public protocol _ComparisonKind {
  /// How Shortcuts names it ("containing").
  static var name: String { get }
}

/// A comparison of one kind with a value, and what the query maps that value to:
/// `ContainsComparator { text in … }` and the other comparators are this type.
public struct _QueryComparison<Kind: _ComparisonKind, Value, ComparatorMappingType> {
  let mappingTransform: (Value) -> ComparatorMappingType

  /// A comparison with a value, mapped by `mappingTransform`.
  public init(mappingTransform: @escaping (Value) -> ComparatorMappingType) {
    self.mappingTransform = mappingTransform
  }
}

/// Comparing equal to.
public enum _EqualTo: _ComparisonKind {
  /// "equal to".
  public static let name = "equal to"
}

/// A comparison equal to a value, and what the query maps that value to.
public typealias EqualToComparator<Value, ComparatorMappingType> = _QueryComparison<
  _EqualTo, Value, ComparatorMappingType
>

/// Comparing not equal to.
public enum _NotEqualTo: _ComparisonKind {
  /// "not equal to".
  public static let name = "not equal to"
}

/// A comparison not equal to a value, and what the query maps that value to.
public typealias NotEqualToComparator<Value, ComparatorMappingType> = _QueryComparison<
  _NotEqualTo, Value, ComparatorMappingType
>

/// Comparing containing.
public enum _Contains: _ComparisonKind {
  /// "containing".
  public static let name = "containing"
}

/// A comparison containing a value, and what the query maps that value to.
public typealias ContainsComparator<Value, ComparatorMappingType> = _QueryComparison<
  _Contains, Value, ComparatorMappingType
>

/// Comparing starting with.
public enum _HasPrefix: _ComparisonKind {
  /// "starting with".
  public static let name = "starting with"
}

/// A comparison starting with a value, and what the query maps that value to.
public typealias HasPrefixComparator<Value, ComparatorMappingType> = _QueryComparison<
  _HasPrefix, Value, ComparatorMappingType
>

/// Comparing ending with.
public enum _HasSuffix: _ComparisonKind {
  /// "ending with".
  public static let name = "ending with"
}

/// A comparison ending with a value, and what the query maps that value to.
public typealias HasSuffixComparator<Value, ComparatorMappingType> = _QueryComparison<
  _HasSuffix, Value, ComparatorMappingType
>

/// Comparing less than.
public enum _LessThan: _ComparisonKind {
  /// "less than".
  public static let name = "less than"
}

/// A comparison less than a value, and what the query maps that value to.
public typealias LessThanComparator<Value, ComparatorMappingType> = _QueryComparison<
  _LessThan, Value, ComparatorMappingType
>

/// Comparing at most.
public enum _LessThanOrEqualTo: _ComparisonKind {
  /// "at most".
  public static let name = "at most"
}

/// A comparison at most a value, and what the query maps that value to.
public typealias LessThanOrEqualToComparator<Value, ComparatorMappingType> = _QueryComparison<
  _LessThanOrEqualTo, Value, ComparatorMappingType
>

/// Comparing greater than.
public enum _GreaterThan: _ComparisonKind {
  /// "greater than".
  public static let name = "greater than"
}

/// A comparison greater than a value, and what the query maps that value to.
public typealias GreaterThanComparator<Value, ComparatorMappingType> = _QueryComparison<
  _GreaterThan, Value, ComparatorMappingType
>

/// Comparing at least.
public enum _GreaterThanOrEqualTo: _ComparisonKind {
  /// "at least".
  public static let name = "at least"
}

/// A comparison at least a value, and what the query maps that value to.
public typealias GreaterThanOrEqualToComparator<Value, ComparatorMappingType> = _QueryComparison<
  _GreaterThanOrEqualTo, Value, ComparatorMappingType
>

/// Lists the comparisons a property offers.
@resultBuilder
public enum EntityQueryComparatorsBuilder<Value, ComparatorMappingType> {
  /// The comparisons in order.
  public static func buildBlock(
    _ comparators: EntityQueryComparator<Value, ComparatorMappingType>...
  )
    -> [EntityQueryComparator<Value, ComparatorMappingType>]
  {
    comparators
  }

  /// One comparison.
  public static func buildExpression<Kind>(
    _ comparator: _QueryComparison<Kind, Value, ComparatorMappingType>
  ) -> EntityQueryComparator<Value, ComparatorMappingType> {
    EntityQueryComparator(comparison: Kind.name, mappingTransform: comparator.mappingTransform)
  }
}

/// A property a query compares, with the comparisons it offers.
public struct EntityQueryProperty<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
  /// The property's key path (its `@Property`'s projected value).
  public let keyPath: PartialKeyPath<Entity>
  /// The comparisons it offers, in order ("equal to", "containing" …).
  public let comparisons: [String]
  let mapping: (Any, Int) -> ComparatorMappingType?

  /// The `@Property` at `keyPath` (`\.$title`), compared as `comparators` list.
  public init<Value>(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
    @EntityQueryComparatorsBuilder<Value, ComparatorMappingType> comparators: () ->
      [EntityQueryComparator<
        Value, ComparatorMappingType
      >]
  ) {
    let list = comparators()
    self.keyPath = keyPath
    comparisons = list.map(\.comparison)
    mapping = { value, index in
      guard list.indices.contains(index), let value = value as? Value else { return nil }
      return list[index].mappingTransform(value)
    }
  }

  /// The query's value for comparing the property with `value` in the way named `comparison`
  /// ("containing"): what the system hands `entities(matching:…)` for the user's condition, or
  /// `nil` when the property offers no such comparison or `value` is not of its type.
  public func comparator(_ comparison: String, _ value: Any) -> ComparatorMappingType? {
    comparisons.firstIndex(of: comparison).flatMap { mapping(value, $0) }
  }
}

/// The properties a query compares.
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
  /// The properties, in order.
  public let properties: [EntityQueryProperty<Entity, ComparatorMappingType>]

  /// The properties `properties` lists.
  public init(
    @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () ->
      [EntityQueryProperty<
        Entity, ComparatorMappingType
      >]
  ) {
    self.properties = properties()
  }

  /// The property at `keyPath`, if the query compares it.
  public subscript<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>)
    -> EntityQueryProperty<Entity, ComparatorMappingType>?
  {
    properties.first { $0.keyPath == keyPath }
  }
}

/// Lists the properties a query compares.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
  /// The properties in order.
  public static func buildBlock(_ properties: EntityQueryProperty<Entity, ComparatorMappingType>...)
    -> [EntityQueryProperty<Entity, ComparatorMappingType>]
  {
    properties
  }
}

/// A query that finds entities by comparing their properties. It declares them in
/// `static let properties = QueryProperties { … }` (not a requirement here: its type follows from
/// `ComparatorMappingType`, which Swift infers from `entities(matching:…)`, and a requirement
/// would make that inference circular).
public protocol EntityPropertyQuery: EntityQuery {
  /// What the query maps each comparison to (an `NSPredicate`, a closure).
  associatedtype ComparatorMappingType
  /// The properties its results can be sorted by.
  static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
  /// The entities for which the comparisons hold — all of them (`.and`) or one (`.or`) —
  /// sorted, at most `limit`.
  func entities(
    matching comparators: [ComparatorMappingType], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<Entity>], limit: Int?
  ) async throws -> [Entity]
}

extension EntityPropertyQuery {
  /// The properties a query compares: `static let properties = QueryProperties { … }`.
  public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
  /// A property in `QueryProperties`: `Property(\.$title) { ContainsComparator { … } }`.
  public typealias Property = EntityQueryProperty<Entity, ComparatorMappingType>
  /// The sorting options: `static let sortingOptions = SortingOptions { SortableBy(\.$title) }`.
  public typealias SortingOptions = EntityQuerySortingOptions<Entity>
  /// A sorting option.
  public typealias SortableBy = EntityQuerySortableByProperty<Entity>
  /// A sort the system asks for.
  public typealias Sort = EntityQuerySort<Entity>
}
