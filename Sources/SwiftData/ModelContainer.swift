import Foundation
import Observation

/// How a container stores models. The stand-in keeps every store in memory.
public struct ModelConfiguration: Sendable, Hashable {
  /// The store's name.
  public let name: String
  /// Whether the store lives only in memory (always, here).
  public let isStoredInMemoryOnly: Bool
  /// Whether contexts may save.
  public let allowsSave: Bool

  /// A configuration.
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
    allowsSave: Bool = true
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
  }

  /// A configuration for `forTypes`.
  @_disfavoredOverload
  public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
    self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: true)
  }
}

/// The models of one container, by type, in insertion order; `version` changes with every insert
/// and delete, so fetches made in a body are observed.
@Observable
final class ModelStore {
  var version = 0
  @ObservationIgnored var models: [ObjectIdentifier: [any PersistentModel]] = [:]

  func changed() { version += 1 }
}

/// An app's model storage: here an empty in-memory store for each container.
public final class ModelContainer: @unchecked Sendable {
  /// The model types.
  public let schema: Schema
  /// The configurations.
  public let configurations: [ModelConfiguration]
  let store = ModelStore()
  private var main: ModelContext?

  /// A container for `forTypes`.
  public convenience init(
    for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// A container for the types of `givenSchema`.
  public init(for givenSchema: Schema, configurations: [ModelConfiguration] = []) throws {
    schema = givenSchema
    self.configurations = configurations
  }

  /// A container for the types of `givenSchema`.
  public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: givenSchema, configurations: configurations)
  }

  /// The context bound to the main actor, which views use.
  @MainActor public var mainContext: ModelContext {
    if let main { return main }
    let context = ModelContext(self)
    main = context
    return context
  }
}
