import CoreSpotlight
import Foundation
import UniformTypeIdentifiers
import ViewProbe

// Entities indexed in Spotlight (iOS 18): an `IndexedEntity` is found by the words of its
// display representation and of its `@Property(indexingKey:)` properties, and the app indexes
// and deletes its entities with Core Spotlight's index.

/// An entity the app puts in Spotlight.
public protocol IndexedEntity: AppEntity {
  /// What Spotlight shows and searches of it, beyond its properties with an indexing key: by
  /// default, its display representation's title (and subtitle, as its description).
  var attributeSet: CSSearchableItemAttributeSet { get }
}

extension IndexedEntity {
  /// The display representation's title, and its subtitle as the description.
  public var attributeSet: CSSearchableItemAttributeSet {
    let set = CSSearchableItemAttributeSet(contentType: .item)
    set.title = String(localized: displayRepresentation.title)
    set.displayName = set.title
    set.contentDescription = displayRepresentation.subtitle.map { String(localized: $0) }
    return set
  }

  /// What is indexed for the entity: its attribute set, with each `@Property(indexingKey:)`'s
  /// value at its key.
  var indexedAttributes: CSSearchableItemAttributeSet {
    let set = attributeSet
    for child in Mirror(reflecting: self).children {
      (child.value as? any _IndexedEntityProperty)?.write(to: set)
    }
    return set
  }
}

/// An entity property with a Spotlight key: for ViewProbe's App Intents.
protocol _IndexedEntityProperty {
  func write(to set: CSSearchableItemAttributeSet)
}

extension EntityProperty: _IndexedEntityProperty {
  func write(to set: CSSearchableItemAttributeSet) {
    guard let key = indexingKey, let value = currentValue else { return }
    switch key {
    case let key as ReferenceWritableKeyPath<CSSearchableItemAttributeSet, String?>:
      set[keyPath: key] = value as? String ?? (value as? CustomStringConvertible)?.description
    case let key as ReferenceWritableKeyPath<CSSearchableItemAttributeSet, [String]?>:
      set[keyPath: key] = value as? [String] ?? (value as? String).map { [$0] }
    case let key as ReferenceWritableKeyPath<CSSearchableItemAttributeSet, Date?>:
      set[keyPath: key] = value as? Date
    case let key as ReferenceWritableKeyPath<CSSearchableItemAttributeSet, URL?>:
      set[keyPath: key] = value as? URL
    case let key as ReferenceWritableKeyPath<CSSearchableItemAttributeSet, NSNumber?>:
      set[keyPath: key] = Self.number(value)
    default:
      break
    }
  }

  private static func number(_ value: Any) -> NSNumber? {
    switch value {
    case let value as Int: NSNumber(value: value)
    case let value as Double: NSNumber(value: value)
    case let value as Bool: NSNumber(value: value)
    default: nil
    }
  }
}

extension CSSearchableIndex {
  /// Puts `entities` in Spotlight (or updates them): each is an item identified by its `id`, in
  /// its type's domain, with its attribute set and its indexed properties.
  public func indexAppEntities<Entity: IndexedEntity>(_ entities: [Entity], priority: Int = 0)
    async throws
  {
    let items = entities.map { entity in
      let item = CSSearchableItem(
        uniqueIdentifier: String(describing: entity.id),
        domainIdentifier: String(reflecting: Entity.self), attributeSet: entity.indexedAttributes)
      item._appEntityType = String(reflecting: Entity.self)
      return item
    }
    try await indexSearchableItems(items)
  }

  /// Takes the entities of `type` with `identifiers` out of Spotlight.
  public func deleteAppEntities<Entity: IndexedEntity>(
    identifiedBy identifiers: [Entity.ID], ofType type: Entity.Type
  ) async throws {
    let names = Set(identifiers.map { String(describing: $0) })
    try await deleteItems {
      $0._appEntityType == String(reflecting: type) && names.contains($0.uniqueIdentifier)
    }
  }

  /// Takes every entity of `entityType` out of Spotlight.
  public func deleteAppEntities<Entity: IndexedEntity>(ofType entityType: Entity.Type)
    async throws
  {
    try await deleteItems { $0._appEntityType == String(reflecting: entityType) }
  }

  private func deleteItems(where doomed: (CSSearchableItem) -> Bool) async throws {
    let identifiers = (_ViewProbeRuntime.harnessState(SpotlightIndexes.self)?.allItems ?? [])
      .filter(doomed).map(\.uniqueIdentifier)
    try await deleteSearchableItems(withIdentifiers: identifiers)
  }
}

extension CSSearchableItem {
  /// Associates the item with `appEntity`, so Spotlight can offer the entity's intents with it
  /// (kept: nothing here offers intents).
  public func associateAppEntity<Entity: IndexedEntity>(_ appEntity: Entity, priority: Int = 0) {}
}
