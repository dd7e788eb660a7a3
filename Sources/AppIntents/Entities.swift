import CoreSpotlight
import Foundation
import ViewProbe

/// How a value shows in Shortcuts and Siri: a title, and optionally a subtitle and an image.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  /// The title.
  public let title: LocalizedStringResource
  /// The subtitle.
  public let subtitle: LocalizedStringResource?

  /// A representation titled `title`.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: Image? = nil, synonyms: [LocalizedStringResource] = []
  ) {
    self.title = title
    self.subtitle = subtitle
  }

  /// A representation titled `value`.
  public init(stringLiteral value: String) {
    self.init(title: LocalizedStringResource(stringLiteral: value))
  }

  /// A representation titled with values in it.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
  }

  /// An image of a representation.
  public struct Image: Sendable {
    /// An SF Symbol.
    public init(systemName: String, isTemplate: Bool? = nil) {}
    /// An image in the app's assets.
    public init(named: String, isTemplate: Bool? = nil) {}
  }
}

/// How a type shows in Shortcuts.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral {
  /// The type's name.
  public let name: LocalizedStringResource

  /// A representation named `name`.
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
  }

  /// A representation named `value`.
  public init(stringLiteral value: String) { name = LocalizedStringResource(stringLiteral: value) }
}

/// An app's value that intents take and return (a trail, a note).
public protocol AppEntity: Identifiable, Sendable where ID: Sendable {
  /// How the type shows.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  /// How this value shows.
  var displayRepresentation: DisplayRepresentation { get }
  /// How the system finds values of the type.
  associatedtype DefaultQuery: EntityQuery
  /// The query.
  static var defaultQuery: DefaultQuery { get }
}

/// Finds an app's entities by identifier, and suggests some.
public protocol EntityQuery: Sendable {
  /// The entity type.
  associatedtype Entity: AppEntity
  /// The entities with `identifiers`.
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  /// The entities to suggest.
  func suggestedEntities() async throws -> [Entity]
  /// A query.
  init()
}

extension EntityQuery {
  /// None.
  public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that finds entities by a string too.
public protocol EntityStringQuery: EntityQuery {
  /// The entities matching `string`.
  func entities(matching string: String) async throws -> [Entity]
}

/// A query whose entities can all be listed.
public protocol EnumerableEntityQuery: EntityQuery {
  /// Every entity.
  func allEntities() async throws -> [Entity]
}

/// An app's enumeration that intents take (a difficulty, a unit).
public protocol AppEnum: CaseIterable, RawRepresentable, Hashable, Sendable
where RawValue: LosslessStringConvertible {
  /// How the type shows.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  /// How each case shows.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A property of an entity that Shortcuts can show and filter by: `@Property(title: "Title") var
/// title: String`.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?
  /// The property's title.
  public let title: LocalizedStringResource
  /// Where Spotlight keeps the property's value, for an indexed entity (iOS 18.4).
  public let indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>?

  /// A property titled `title`.
  public init(title: LocalizedStringResource) {
    self.title = title
    indexingKey = nil
  }

  /// A property Spotlight keeps at `indexingKey` (`\.displayName`, `\.contentDescription`).
  public init(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
    title = ""
    self.indexingKey = indexingKey
  }

  /// A property titled `title` that Spotlight keeps at `indexingKey`.
  public init(
    title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
  ) {
    self.title = title
    self.indexingKey = indexingKey
  }

  /// A property titled `title`, starting as `wrappedValue`.
  public init(wrappedValue: Value, title: LocalizedStringResource) {
    self.title = title
    indexingKey = nil
    stored = wrappedValue
  }

  /// The value, if set.
  var currentValue: Value? { lock.withLock { stored } }

  /// The value. Read before anything set it, the run stops (an entity sets its properties in its
  /// initializer).
  public var wrappedValue: Value {
    get {
      if let value = lock.withLock({ stored }) { return value }
      if let none = Optional<Any>.none as? Value { return none }
      fatalError("the entity property \(String(localized: title)) was read before it was set")
    }
    set { lock.withLock { stored = newValue } }
  }

  /// The property itself.
  public var projectedValue: EntityProperty<Value> { self }
}

extension AppEntity {
  /// `@Property` in an entity.
  public typealias Property<Value> = EntityProperty<Value>
}
