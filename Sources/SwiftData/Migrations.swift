import Foundation

/// One version of an app's schema: its version number and its model types. A container made
/// with a migration plan starts empty in memory, so there is never data to migrate.
public protocol VersionedSchema {
  /// The version.
  static var versionIdentifier: Schema.Version { get }
  /// The model types of this version.
  static var models: [any PersistentModel.Type] { get }
}

/// The versions of an app's schema and the stages between them.
public protocol SchemaMigrationPlan {
  /// The versions, oldest first.
  static var schemas: [any VersionedSchema.Type] { get }
  /// The stages that migrate from one version to the next.
  static var stages: [MigrationStage] { get }
}

/// A step from one schema version to another: a lightweight migration, or a custom one with
/// closures run before and after (never run here: an in-memory store has nothing to migrate).
public enum MigrationStage: @unchecked Sendable {
  /// Migrates what can be inferred.
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  /// Migrates with the app's code before and after.
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}

extension Schema {
  /// The schema of a version's models.
  public init(versionedSchema: any VersionedSchema.Type) { self.init(versionedSchema.models) }
}

extension ModelContainer {
  /// A container for `forTypes` with a migration plan (nothing to migrate in memory).
  public convenience init(
    for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// A container for `givenSchema` with a migration plan (nothing to migrate in memory).
  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?,
    configurations: [ModelConfiguration] = []
  ) throws {
    try self.init(for: givenSchema, configurations: configurations)
  }

  /// A container for `givenSchema` with a migration plan (nothing to migrate in memory).
  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: givenSchema, configurations: configurations)
  }
}
