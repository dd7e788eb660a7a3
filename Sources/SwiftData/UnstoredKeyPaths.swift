import Foundation
import ViewProbe

// A fetch — a `@Query`, `fetch(_:)`, `delete(model:where:)` — whose predicate or sort names a
// property the store does not keep (a computed property, a `@Transient` one) is evaluated here in
// memory, where it works; SwiftData turns each key path into a stored column and, finding none,
// stops the app ("Couldn't find \Trip.<computed …> on Trip with fields […]", widely reported).
// The store checks each fetch's key paths once and records that trap.

extension ModelStore {
  /// Records SwiftData's trap for each key path of `descriptor` that names no stored property of
  /// a model, once per key path (a predicate's are read once per expression type).
  func checkStoredKeyPaths<T>(of descriptor: FetchDescriptor<T>) {
    var keyPaths = descriptor.sortBy.compactMap { $0.keyPath as AnyKeyPath? }
    if let predicate = descriptor.predicate {
      let shape = ObjectIdentifier(type(of: predicate.expression))
      if keyPathCheckLock.withLock({ keyPathCheck.checkedPredicates.insert(shape).inserted }) {
        collectKeyPaths(in: predicate.expression, into: &keyPaths)
      }
    }
    // A key path is judged once: a query's later fetches cost a set lookup per sort key.
    let unseen = keyPathCheckLock.withLock {
      keyPaths.filter { keyPathCheck.seen.insert($0).inserted }
    }
    for keyPath in unseen {
      guard let model = type(of: keyPath).rootType as? any PersistentModel.Type,
        let stored = model._viewProbePersistedKeyPaths, !stored.contains(keyPath),
        !model._viewProbeIdentityKeyPaths.contains(keyPath)
      else { continue }
      let name = _typeName(model, qualified: false)
      _ViewProbeRuntime.reportTrap(
        "A fetch of \(name) (a @Query, fetch(_:), delete(model:where:)) names \(keyPath) in its "
          + "predicate or sort, which is not one of \(name)'s stored properties (a computed or "
          + "@Transient property): SwiftData stops the app here with “Fatal error: Couldn't "
          + "find \(keyPath) on \(name) with fields […]”. ViewProbe evaluated it in memory. "
          + "Filter and sort by stored properties, or filter the fetched models in Swift.")
    }
  }

  /// The key paths `expression` reads, walking its sub-expressions (not the values it holds).
  private func collectKeyPaths(in expression: Any, into keyPaths: inout [AnyKeyPath]) {
    for child in Mirror(reflecting: expression).children {
      if let keyPath = child.value as? AnyKeyPath {
        keyPaths.append(keyPath)
      } else if child.value is any PredicateExpression {
        collectKeyPaths(in: child.value, into: &keyPaths)
      }
    }
  }
}

extension ModelContainer {
  /// Records SwiftData's trap for a fetch of `type` from a container whose schema does not hold
  /// it, once per type. A container made for no types (the one a view gets without
  /// `.modelContainer`) is not checked.
  func checkSchemaHolds<T: PersistentModel>(_ type: T.Type) {
    guard !storedTypes.isEmpty, !storedTypes.contains(ObjectIdentifier(type)),
      store.keyPathCheckLock.withLock({
        store.keyPathCheck.unknownTypes.insert(ObjectIdentifier(type)).inserted
      })
    else { return }
    let name = _typeName(type, qualified: false)
    let known = schema.types.map { _typeName($0, qualified: false) }.joined(separator: ", ")
    _ViewProbeRuntime.reportTrap(
      "A fetch of \(name) from a container whose schema does not hold it (its types: \(known)): "
        + "SwiftData stops the app here with “NSFetchRequest could not locate an "
        + "NSEntityDescription for entity name '\(name)'”. ViewProbe fetched it as if it did. Add "
        + "\(name) to the container's types (.modelContainer(for: [\(known), \(name).self]).")
  }
}

extension ModelContainer {
  /// Records SwiftData's error for an insert of `type` into a context of a container made for no
  /// types — the context a view gets without `.modelContainer` — once per container.
  func checkInsertHasASchema<T: PersistentModel>(_ type: T.Type) {
    guard schema.types.isEmpty,
      store.keyPathCheckLock.withLock({
        defer { store.keyPathCheck.reportedSchemalessInsert = true }
        return !store.keyPathCheck.reportedSchemalessInsert
      })
    else { return }
    let name = _typeName(type, qualified: false)
    _ViewProbeRuntime.reportTrap(
      "A \(name) was inserted into a context with no model container above it (the "
        + "environment's modelContext without .modelContainer): Apple documents that this context "
        + "is bound to an in-memory container with no schema, that inserting into it makes "
        + "SwiftData throw an error — on a device the app stops — and that its fetches return "
        + "empty results. Attach one with .modelContainer(for: \(name).self) above the view.")
  }
}

extension PersistentModel {
  /// The model's stored properties, unknown (`nil`) unless `@Model` writes them.
  public static var _viewProbePersistedKeyPaths: [AnyKeyPath]? { nil }

  /// The key paths of a model's identity: its persistent identifier, and `id`.
  static var _viewProbeIdentityKeyPaths: [AnyKeyPath] { [\Self.persistentModelID, \Self.id] }
}

/// What a store has checked of its fetches' key paths.
struct KeyPathCheck {
  var checkedPredicates: Set<ObjectIdentifier> = []
  var seen: Set<AnyKeyPath> = []
  var unknownTypes: Set<ObjectIdentifier> = []
  var reportedSchemalessInsert = false
}
