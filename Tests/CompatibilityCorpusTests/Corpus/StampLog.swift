import CoreData
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

#if !canImport(Darwin)
  /// A stamped entry (on Apple platforms generated from the app's data model).
  @ManagedEntity
  nonisolated final class StampEntry: NSManagedObject {
    var stamp: Date?
    var id: UUID?
    var mood: String = "calm"
    var labels: Set<StampLabel>?
  }

  /// A label entries carry.
  @ManagedEntity
  nonisolated final class StampLabel: NSManagedObject {
    var title: String?
    @ManagedInverse(\StampEntry.labels) @ManagedDeleteRule(.denyDeleteRule)
    var entries: Set<StampEntry>?
  }
#endif

/// A journal shaped like Xcode's Core Data starter project: a `PersistenceController` struct with
/// a shared instance and a preview one in memory, a CloudKit container, a list of timestamps
/// formatted by a `DateFormatter`, add and swipe-to-delete wrapped in `withAnimation`.
struct StampPersistence {
  static let shared = StampPersistence()

  @MainActor
  static let preview: StampPersistence = {
    let result = StampPersistence(inMemory: true)
    let viewContext = result.container.viewContext
    for offset in 0..<3 {
      let entry = StampEntry(context: viewContext)
      entry.stamp = Date(timeIntervalSince1970: Double(offset) * 3600)
      entry.id = UUID()
    }
    do {
      try viewContext.save()
    } catch {
      let nsError = error as NSError
      fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
    }
    return result
  }()

  let container: NSPersistentCloudKitContainer

  init(inMemory: Bool = false) {
    container = NSPersistentCloudKitContainer(name: "StampLog")
    if inMemory {
      container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    }
    container.loadPersistentStores(completionHandler: { _, error in
      if let error = error as NSError? {
        fatalError("Unresolved error \(error), \(error.userInfo)")
      }
    })
    container.viewContext.automaticallyMergesChangesFromParent = true
  }
}

/// The journal's list.
struct StampLogView: View {
  @Environment(\.managedObjectContext) private var viewContext
  @FetchRequest(
    sortDescriptors: [NSSortDescriptor(keyPath: \StampEntry.stamp, ascending: true)],
    animation: .default)
  private var entries: FetchedResults<StampEntry>

  var body: some View {
    NavigationView {
      List {
        ForEach(entries) { entry in
          NavigationLink {
            Text("Entry at \(entry.stamp!, formatter: stampFormatter)")
          } label: {
            Text(entry.stamp!, formatter: stampFormatter)
          }
        }
        .onDelete(perform: deleteEntries)
      }
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          EditButton()
        }
        ToolbarItem {
          Button(action: addEntry) {
            Label("Add Entry", systemImage: "plus")
          }
        }
      }
      Text("Select an entry")
    }
  }

  private func addEntry() {
    withAnimation {
      let entry = StampEntry(context: viewContext)
      entry.stamp = Date(timeIntervalSince1970: 86_400)
      entry.id = UUID()
      do {
        try viewContext.save()
      } catch {
        let nsError = error as NSError
        fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
      }
    }
  }

  private func deleteEntries(offsets: IndexSet) {
    withAnimation {
      offsets.map { entries[$0] }.forEach(viewContext.delete)
      do {
        try viewContext.save()
      } catch {
        let nsError = error as NSError
        fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
      }
    }
  }
}

/// Finds an entry by its `id` attribute, as apps look one up from a deep link.
func stampEntry(withID id: UUID, in context: NSManagedObjectContext) -> StampEntry? {
  let request: NSFetchRequest<StampEntry> = StampEntry.fetchRequest()
  request.predicate = NSPredicate(format: "id == %@", id as CVarArg)
  request.fetchLimit = 1
  return try? context.fetch(request).first
}

/// Deletes every entry in the store at once, then tells the view context what went.
func clearStampLog(_ context: NSManagedObjectContext) throws {
  let all = NSFetchRequest<NSFetchRequestResult>(entityName: "StampEntry")
  let delete = NSBatchDeleteRequest(fetchRequest: all)
  delete.resultType = .resultTypeObjectIDs
  let result = try context.execute(delete) as? NSBatchDeleteResult
  let deleted = result?.result as? [NSManagedObjectID] ?? []
  NSManagedObjectContext.mergeChanges(
    fromRemoteContextSave: [NSDeletedObjectsKey: deleted], into: [context])
}

private let stampFormatter: DateFormatter = {
  let formatter = DateFormatter()
  formatter.dateFormat = "HH:mm"
  formatter.timeZone = TimeZone(identifier: "UTC")
  return formatter
}()
