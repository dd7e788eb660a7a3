import CoreData
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A reading list kept in Core Data, written as apps built before SwiftData are: a persistence
/// controller owning the container, the view context in the environment, `@FetchRequest` lists,
/// rows that observe their managed object, and a filtered list whose request the initializer
/// builds.
final class LibraryLogStore: ObservableObject {
  let container: NSPersistentContainer

  init(inMemory: Bool = false) {
    container = NSPersistentContainer(name: "LibraryLog")
    if inMemory {
      container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
    }
    container.loadPersistentStores { _, error in
      if let error {
        print("Core Data failed to load: \(error.localizedDescription)")
      }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
    container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
  }

  /// Adds volumes on a background context, as an import would.
  func importVolumes(_ titles: [String]) {
    container.performBackgroundTask { context in
      for title in titles {
        let volume = Volume(context: context)
        volume.title = title
        volume.added = Date()
      }
      try? context.save()
    }
  }
}

/// The app's root: it owns the store and puts its view context in the environment.
struct LibraryLogRoot: View {
  @StateObject private var store = LibraryLogStore()

  var body: some View {
    LibraryLogList()
      .environment(\.managedObjectContext, store.container.viewContext)
      .environmentObject(store)
  }
}

/// Every volume, by title.
struct LibraryLogList: View {
  @Environment(\.managedObjectContext) private var moc
  @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) private var volumes:
    FetchedResults<Volume>
  @State private var newTitle = ""

  var body: some View {
    NavigationStack {
      List {
        ForEach(volumes) { volume in
          NavigationLink {
            VolumeEditor(volume: volume)
          } label: {
            VolumeRow(volume: volume)
          }
        }
        .onDelete(perform: delete)
      }
      .navigationTitle("Books: \(volumes.count)")
      .toolbar {
        TextField("New title", text: $newTitle)
        Button("Add", action: add)
        Button("Newest first") {
          volumes.sortDescriptors = [SortDescriptor(\.added, order: .reverse)]
        }
      }
    }
  }

  private func add() {
    let volume = Volume(context: moc)
    volume.title = newTitle
    volume.added = Date()
    try? moc.save()
    newTitle = ""
  }

  private func delete(at offsets: IndexSet) {
    for index in offsets { moc.delete(volumes[index]) }
    try? moc.save()
  }
}

/// One volume's row: it observes the managed object, so an edit elsewhere shows here.
struct VolumeRow: View {
  @ObservedObject var volume: Volume

  var body: some View {
    Text("\(volume.title ?? "Untitled") \(String(repeating: "*", count: Int(volume.rating)))")
  }
}

/// The same row holding the object as a plain `let`: the list re-renders with the same object,
/// so this row's body is skipped and an edit does not show (the Core Data twin of F01).
struct StaleVolumeRow: View {
  let volume: Volume

  var body: some View {
    Text("\(volume.title ?? "Untitled") \(String(repeating: "*", count: Int(volume.rating)))")
  }
}

/// A list of rows that hold their volume as a `let`.
struct StaleLibraryLogList: View {
  @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Volume.title, ascending: true)])
  private var volumes: FetchedResults<Volume>

  var body: some View {
    List(volumes) { volume in StaleVolumeRow(volume: volume) }
  }
}

/// Edits one volume in place; saving is the list's business.
struct VolumeEditor: View {
  @ObservedObject var volume: Volume
  @Environment(\.managedObjectContext) private var moc

  var body: some View {
    Form {
      Stepper("Rating: \(volume.rating)", value: $volume.rating, in: 1...5)
      Toggle("Finished", isOn: $volume.isFinished)
      Button("Save") { try? moc.save() }
      Button("Discard") { moc.rollback() }
    }
  }
}

/// The volumes by one author, filtered by a request the initializer builds.
struct AuthorShelf: View {
  @FetchRequest private var volumes: FetchedResults<Volume>

  init(author: String) {
    _volumes = FetchRequest(
      sortDescriptors: [NSSortDescriptor(keyPath: \Volume.title, ascending: true)],
      predicate: NSPredicate(format: "author BEGINSWITH[c] %@", author))
  }

  var body: some View {
    List(volumes) { volume in Text(volume.title ?? "") }
  }
}

extension Volume {
  /// The author, or a placeholder for a volume without one.
  var authorName: String { author ?? "Unknown author" }
}

/// The volumes in sections by author, authors in order, then titles.
struct VolumesByAuthor: View {
  @SectionedFetchRequest(
    sectionIdentifier: \.authorName,
    sortDescriptors: [SortDescriptor(\.author), SortDescriptor(\.title)])
  private var sections: SectionedFetchResults<String, Volume>

  var body: some View {
    NavigationStack {
      List {
        ForEach(sections) { section in
          Section(header: Text(section.id)) {
            ForEach(section) { volume in
              Text(volume.title ?? "")
            }
          }
        }
      }
      .toolbar {
        Button("Finished only") {
          sections.nsPredicate = NSPredicate(format: "isFinished == YES")
        }
      }
    }
  }
}
