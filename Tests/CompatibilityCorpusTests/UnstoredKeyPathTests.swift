import Foundation
import SwiftData
import Testing
import ViewProbe

/// A chore with a stored due date, a computed "overdue" and a `@Transient` draft flag.
@Model
final class Chore {
  var title: String
  var due: Date
  var done = false
  @Transient var isDraft = false
  var isOverdue: Bool { !done && due < Date(timeIntervalSince1970: 1_000) }
  var urgency: Int { isOverdue ? 2 : done ? 0 : 1 }

  init(title: String, due: Date) {
    self.title = title
    self.due = due
  }
}

private struct OverdueChores: View {
  @Query(filter: #Predicate<Chore> { $0.isOverdue }) private var overdue: [Chore]
  var body: some View { Text("overdue: \(overdue.map(\.title).joined(separator: ", "))") }
}

private struct ChoresByTitle: View {
  @Query(filter: #Predicate<Chore> { !$0.done }, sort: \Chore.title) private var chores: [Chore]
  var body: some View { Text("open: \(chores.map(\.title).joined(separator: ", "))") }
}

private struct ChoreAdder: View {
  @Environment(\.modelContext) private var context
  @State private var found = 0

  var body: some View {
    VStack {
      Button("Add") {
        context.insert(Chore(title: "Dishes", due: .now))
        found = (try? context.fetchCount(FetchDescriptor<Chore>())) ?? -1
      }
      Text("found \(found)")
    }
  }
}

@MainActor
@Suite("SwiftData: a fetch names only stored properties, of types in the schema", .viewProbe)
struct UnstoredKeyPathTests {
  private func container() throws -> ModelContainer {
    let container = try ModelContainer(
      for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Chore(title: "Bins", due: Date(timeIntervalSince1970: 10)))
    container.mainContext.insert(Chore(title: "Taxes", due: Date(timeIntervalSince1970: 5_000)))
    return container
  }

  @Test("a @Query filtering by a computed property is SwiftData's trap; the screen still shows")
  func computedPropertyInAQuery() throws {
    let container = try container()
    var texts: [String] = []
    expectUnstored {
      texts = ParentHarness { OverdueChores().modelContainer(container) }.texts
    }
    #expect(texts == ["overdue: Bins"], "evaluated in memory, as written")
  }

  @Test("sorting or filtering by a @Transient or computed property is the same trap")
  func transientAndComputedInAFetch() throws {
    let context = try container().mainContext
    expectUnstored(named: "\\Chore.isDraft") {
      _ = try? context.fetch(FetchDescriptor<Chore>(predicate: #Predicate { !$0.isDraft }))
    }
    expectUnstored {
      _ = try? context.fetch(FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.urgency)]))
      _ = try? context.fetch(FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.urgency)]))
    }
  }

  @Test("stored properties and the persistent identifier are what a fetch may name")
  func storedPropertiesAreFine() throws {
    let container = try container()
    let harness = ParentHarness { ChoresByTitle().modelContainer(container) }
    #expect(harness.texts == ["open: Bins, Taxes"])
    let context = container.mainContext
    let bins = try #require(try context.fetch(FetchDescriptor<Chore>()).first)
    let id = bins.persistentModelID
    let found = try context.fetch(
      FetchDescriptor<Chore>(predicate: #Predicate { $0.persistentModelID == id }))
    #expect(found.map(\.title) == ["Bins"])
  }

  @Test("a fetch of a type the container's schema does not hold is SwiftData's trap")
  func typeOutsideTheSchema() throws {
    let context = try container().mainContext
    withKnownIssue {
      _ = try? context.fetch(FetchDescriptor<JournalPage>())
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "A fetch of JournalPage from a container whose schema does not hold it (its types: "
            + "Chore): SwiftData stops the app here with “NSFetchRequest could not locate an "
            + "NSEntityDescription for entity name 'JournalPage'”.")
      }
    }
    // A type a relationship reaches is in the schema, as SwiftData adds it.
    let shelf = try ModelContainer(
      for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    #expect(try shelf.mainContext.fetchCount(FetchDescriptor<BookNote>()) == 0)
  }

  @Test("inserting with no model container above is SwiftData's error; fetches there find nothing")
  func insertWithoutAContainer() throws {
    let harness = ParentHarness { ChoreAdder() }
    let add = try harness.find(button: "Add")
    withKnownIssue {
      add.tap()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "A Chore was inserted into a context with no model container above it (the "
            + "environment's modelContext without .modelContainer)")
      }
    }
    #expect(harness.texts.last == "found 0", "Apple: its fetches return empty results")
  }

  private func expectUnstored(
    named keyPath: String? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
  ) {
    withKnownIssue(sourceLocation: sourceLocation) {
      body()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "A fetch of Chore (a @Query, fetch(_:), delete(model:where:)) names \(keyPath ?? "")")
          && $0.rawValue.contains(
            "which is not one of Chore's stored properties (a computed or @Transient property): "
              + "SwiftData stops the app here with “Fatal error: Couldn't find")
      }
    }
  }
}
