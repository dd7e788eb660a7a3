// Linux has no SwiftData. There, ViewProbe's product includes this stand-in, so that apps that keep
// their data with SwiftData (`@Model`, `@Query`, `.modelContainer(for:)`,
// `@Environment(\.modelContext)`) compile unchanged and run against an in-memory store: each
// container starts empty and nothing is written to disk, so tests never share data. Guide §2
// and §8 list what is modelled and what is not (`.deny`, declared inverses, `#Unique`,
// migrations).
@_exported import Foundation
@_exported import Observation

/// Makes a class a persistent model: observable, as `@Observable` makes it, and storable in a
/// model context.
@attached(
  member,
  names: named(_$observationRegistrar), named(_viewProbeModelState), named(access),
  named(withMutation), named(shouldNotifyObservers), named(_viewProbeRelationships),
  named(_viewProbeCopy), named(init), named(_viewProbePersistedKeyPaths))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "ViewProbeMacros", type: "ModelMacro")

/// Describes how a property is stored: `.unique` makes inserting a model with a stored model's
/// value update that model (an upsert); the other options (external storage …) change nothing
/// in the in-memory store.
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "ViewProbeMacros", type: "PersistedPropertyMacro")

/// Describes a relationship to other models (its delete rule, its inverse). The stand-in keeps
/// related models as references and the inverse it can infer in step, and applies `.cascade`
/// (other rules act as `.nullify`); `inverse:` is not read.
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "ViewProbeMacros", type: "PersistedPropertyMacro")

/// A property that is not stored; it is not observed either.
@attached(peer)
public macro Transient() = #externalMacro(module: "ViewProbeMacros", type: "PersistedPropertyMacro")

/// Declares combinations of a model's properties that are unique among its models (iOS 18);
/// the in-memory store does not enforce them (Guide §8).
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "ViewProbeMacros", type: "PersistedPropertyMacro")

/// Declares indices of a model's properties (iOS 18); the in-memory store needs none.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
  #externalMacro(module: "ViewProbeMacros", type: "PersistedPropertyMacro")

/// The model types an app stores.
public struct Schema: @unchecked Sendable {
  /// The model types.
  public let types: [any PersistentModel.Type]

  /// A schema of `types`.
  public init(_ types: [any PersistentModel.Type]) { self.types = types }

  /// A schema of `types`, at `version`.
  public init(_ types: [any PersistentModel.Type], version: Version) { self.types = types }

  /// A schema version.
  public struct Version: Sendable, Hashable {
    /// The major, minor and patch numbers.
    public let major: Int, minor: Int, patch: Int
    /// A version.
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      (self.major, self.minor, self.patch) = (major, minor, patch)
    }
  }

  /// How a property is stored.
  public enum Attribute {
    /// Storage options.
    public struct Option: Sendable, Hashable {
      let name: String
      /// Values are unique among models of the type.
      public static let unique = Option(name: "unique")
      /// Large values are stored beside the store.
      public static let externalStorage = Option(name: "externalStorage")
      /// Values are encrypted in CloudKit.
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      /// The value stays in the history after deletion.
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      /// The value is not saved.
      public static let ephemeral = Option(name: "ephemeral")
      /// The value is indexed by Spotlight.
      public static let spotlight = Option(name: "spotlight")
    }
  }

  /// How a relationship behaves.
  public enum Relationship {
    /// Relationship options.
    public struct Option: Sendable, Hashable {
      let name: String
      /// Related models are unique.
      public static let unique = Option(name: "unique")
    }

    /// What deleting a model does to its related models.
    public enum DeleteRule: Sendable, Hashable {
      /// Clears the reference.
      case nullify
      /// Deletes the related models too.
      case cascade
      /// Refuses while related models exist.
      case deny
      /// Does nothing.
      case noAction
    }
  }
}
