import AppIntents
import CoreSpotlight
import Foundation
import UniformTypeIdentifiers

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A notes app whose notes are found in Spotlight: saving a note indexes it, deleting it takes it
/// out, and opening a Spotlight result opens the note. Its reading list is indexed as App Intents
/// entities, which Shortcuts can also find by their properties ("books with fewer than 300 pages").
struct SearchNote: Identifiable, Hashable {
  let id: String
  var title: String
  var text: String
}

@MainActor
@Observable
final class NoteLibrary {
  private(set) var notes: [SearchNote] = []
  private let index = CSSearchableIndex(name: "notes")

  func note(_ id: String) -> SearchNote? { notes.first { $0.id == id } }

  func save(_ note: SearchNote) {
    if let place = notes.firstIndex(where: { $0.id == note.id }) {
      notes[place] = note
    } else {
      notes.append(note)
    }
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = note.title
    attributes.contentDescription = note.text
    attributes.keywords = ["note"]
    let item = CSSearchableItem(
      uniqueIdentifier: note.id, domainIdentifier: "notes", attributeSet: attributes)
    index.indexSearchableItems([item]) { error in
      if let error { print("Couldn't index the note: \(error)") }
    }
  }

  func delete(_ id: String) {
    notes.removeAll { $0.id == id }
    index.deleteSearchableItems(withIdentifiers: [id])
  }

  func forgetSpotlight() {
    index.deleteSearchableItems(withDomainIdentifiers: ["notes"])
  }
}

struct NotesSearchApp: View {
  @State private var library = NoteLibrary()
  @State private var path: [String] = []
  @State private var title = ""
  @State private var text = ""

  var body: some View {
    NavigationStack(path: $path) {
      List {
        Section("New note") {
          TextField("Title", text: $title)
          TextField("Text", text: $text)
          Button("Save note") {
            library.save(SearchNote(id: title.lowercased(), title: title, text: text))
            title = ""
            text = ""
          }
          .disabled(title.isEmpty)
        }
        ForEach(library.notes) { note in
          NavigationLink(note.title, value: note.id)
        }
        Button("Remove notes from Spotlight") { library.forgetSpotlight() }
      }
      .navigationTitle("Notes")
      .navigationDestination(for: String.self) { id in
        if let note = library.note(id) {
          VStack {
            Text(note.title).font(.title)
            Text(note.text)
            Button("Delete note", role: .destructive) {
              library.delete(id)
              path.removeAll()
            }
          }
        } else {
          Text("This note was deleted")
        }
      }
    }
    .onContinueUserActivity(CSSearchableItemActionType) { activity in
      guard let id = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String else {
        return
      }
      path = [id]
    }
    .task { try? await CSSearchableIndex.default().indexAppEntities(ListedBook.all) }
  }
}

/// A book on the reading list, indexed in Spotlight with its title and authors.
struct ListedBook: IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = ListedBookQuery()
  static let all = [
    ListedBook(id: "swift", title: "Swift in Depth", authors: ["Tjeerd in 't Veen"], pages: 400),
    ListedBook(
      id: "ui", title: "Thinking in SwiftUI", authors: ["Chris Eidhof", "Florian Kugler"],
      pages: 160),
    ListedBook(id: "dune", title: "Dune", authors: ["Frank Herbert"], pages: 612),
  ]

  let id: String
  @Property(title: "Title", indexingKey: \.title) var title: String
  @Property(indexingKey: \.authorNames) var authors: [String]
  @Property(title: "Pages") var pages: Int

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title)", subtitle: "\(pages) pages")
  }

  init(id: String, title: String, authors: [String], pages: Int) {
    self.id = id
    self.title = title
    self.authors = authors
    self.pages = pages
  }
}

/// Finds books for Shortcuts: by title or length, sorted by either.
struct ListedBookQuery: EntityPropertyQuery {
  static let properties = QueryProperties {
    Property(\ListedBook.$title) {
      ContainsComparator { text in
        { (book: ListedBook) in book.title.localizedCaseInsensitiveContains(text) }
      }
      EqualToComparator { text in { (book: ListedBook) in book.title == text } }
    }
    Property(\ListedBook.$pages) {
      LessThanComparator { pages in { (book: ListedBook) in book.pages < pages } }
      GreaterThanComparator { pages in { (book: ListedBook) in book.pages > pages } }
    }
  }

  static let sortingOptions = SortingOptions {
    SortableBy(\ListedBook.$title)
    SortableBy(\ListedBook.$pages)
  }

  func entities(for identifiers: [String]) async throws -> [ListedBook] {
    ListedBook.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [ListedBook] { ListedBook.all }

  func entities(
    matching comparators: [(ListedBook) -> Bool], mode: ComparatorMode, sortedBy: [Sort],
    limit: Int?
  ) async throws -> [ListedBook] {
    var books = ListedBook.all.filter { book in
      switch mode {
      case .and: comparators.allSatisfy { $0(book) }
      case .or: comparators.contains { $0(book) }
      }
    }
    if let sort = sortedBy.first {
      books.sort { lhs, rhs in
        let ascending =
          sort.by == \ListedBook.$pages ? lhs.pages < rhs.pages : lhs.title < rhs.title
        return sort.order == .ascending ? ascending : !ascending
      }
    }
    return Array(books.prefix(limit ?? books.count))
  }
}
