// The macros that declare a Core Data entity on Linux, and what their expansions call.
#if !canImport(Darwin)
  import Foundation

  /// Declares a Core Data entity, as Xcode generates it from the data model: each stored `var`
  /// of the class becomes an attribute or relationship the managed object keeps (`var title:
  /// String?`, `var rating: Int16 = 3` — a default is the model's default value —, `var author:
  /// Author?`, `var books: NSSet?`), with `fetchRequest()` typed to the class and
  /// `addToBooks(_:)`/`removeFromBooks(_:)` for each to-many relationship. Linux cannot compile
  /// Xcode's generated `@objc`/`@NSManaged` code; declare the entities once in the test target:
  ///
  ///     @ManagedEntity
  ///     final class Book: NSManagedObject {
  ///       var title: String?
  ///       @ManagedInverse(\Author.books) var author: Author?
  ///     }
  @attached(
    member, names: named(_viewProbeDefaultsBox), named(_viewProbeDefaults),
    named(_viewProbeToManyForms), named(_viewProbeInverses), named(_viewProbeDeleteRules),
    named(fetchRequest),
    arbitrary)
  @attached(memberAttribute)
  public macro ManagedEntity() =
    #externalMacro(module: "ViewProbeMacros", type: "ManagedEntityMacro")

  /// Names the inverse of a relationship (`@ManagedInverse(\Author.books) var author:
  /// Author?`): setting one side sets the other, as Core Data keeps a relationship and its
  /// inverse in step. Read by `@ManagedEntity`.
  @attached(peer)
  public macro ManagedInverse(_ inverse: AnyKeyPath) =
    #externalMacro(module: "ViewProbeMacros", type: "ManagedInverseMacro")

  /// Gives a relationship its delete rule (`@ManagedDeleteRule(.cascadeDeleteRule) var volumes:
  /// NSSet?`): what deleting the object does to the objects it relates to. Without it the rule is
  /// nullify, Xcode's default. Read by `@ManagedEntity`.
  @attached(peer)
  public macro ManagedDeleteRule(_ rule: NSDeleteRule) =
    #externalMacro(module: "ViewProbeMacros", type: "ManagedDeleteRuleMacro")

  /// What deleting an object does to the objects a relationship relates it to.
  public enum NSDeleteRule: UInt, Sendable {
    /// Nothing: they keep pointing at the deleted object.
    case noActionDeleteRule = 0
    /// It leaves their inverse relationship (the default).
    case nullifyDeleteRule = 1
    /// They are deleted too.
    case cascadeDeleteRule = 2
    /// The save fails while any remain.
    case denyDeleteRule = 3
  }

  /// The accessors of one property of a `@ManagedEntity` class: written by `@ManagedEntity`, not
  /// for app or test code.
  @attached(accessor, names: named(init), named(get), named(set))
  public macro _ManagedProperty() =
    #externalMacro(module: "ViewProbeMacros", type: "ManagedPropertyMacro")

  /// The default values of one managed object's properties, recorded as it is made: for
  /// `@ManagedEntity`'s expansion, not for app or test code.
  public final class _ManagedDefaults: @unchecked Sendable {
    /// The defaults, by property name.
    public var values: [String: Any] = [:]
    /// No defaults yet.
    public init() {}
  }
#endif
