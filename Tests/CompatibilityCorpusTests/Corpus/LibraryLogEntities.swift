// The LibraryLog app's data model. On Apple platforms Xcode generates these classes from the
// app's `.xcdatamodeld` (with `@NSManaged` properties); Linux has neither, so the entities are
// declared once here with ViewProbe's `@ManagedEntity`, as a test target declares them.
#if !canImport(Darwin)
  import CoreData
  import ViewProbe

  /// A shelf of volumes.
  @ManagedEntity
  nonisolated final class Shelf: NSManagedObject {
    var name: String?
    @ManagedDeleteRule(.cascadeDeleteRule) var volumes: NSSet?
  }

  /// A book on the shelf.
  @ManagedEntity
  nonisolated final class Volume: NSManagedObject {
    var title: String?
    var author: String?
    var rating: Int16 = 3
    var added: Date?
    var isFinished: Bool
    @ManagedInverse(\Shelf.volumes) var shelf: Shelf?
    var crate: Crate?
  }

  /// A moving crate: its `volumes` relationship shares the shelf's name but not its inverse.
  @ManagedEntity
  nonisolated final class Crate: NSManagedObject {
    var volumes: NSSet?
  }
#endif
