import Foundation
import SwiftData

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A reading list kept with SwiftData, as the 100-Days Bookworm and Apple's SwiftData tutorials
/// keep theirs: `@Model` classes, `@Query` with a sort and with a `#Predicate`, inserts from a
/// sheet, swipe to delete, and a detail that edits a model through `@Bindable`.
@Model
class Book {
  var title: String
  var author: String
  var rating: Int
  var isFinished = false
  @Relationship(deleteRule: .cascade) var notes: [BookNote] = []
  @Transient var isExpanded = false

  init(title: String, author: String, rating: Int) {
    self.title = title
    self.author = author
    self.rating = rating
  }

  /// The rating as stars.
  var stars: String { String(repeating: "★", count: rating) }
}

@Model
final class BookNote {
  var text: String
  var createdAt: Date
  var book: Book?

  init(text: String, createdAt: Date = .now, book: Book? = nil) {
    self.text = text
    self.createdAt = createdAt
    self.book = book
  }
}

struct BookShelf: View {
  @Environment(\.modelContext) private var modelContext
  @Query(sort: \Book.title) private var books: [Book]
  @State private var showingAddBook = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(books) { book in
          NavigationLink(value: book) {
            HStack {
              Text(book.title)
              Spacer()
              Text(book.stars)
            }
          }
        }
        .onDelete(perform: deleteBooks)
      }
      .navigationTitle("Bookshelf (\(books.count))")
      .navigationDestination(for: Book.self) { book in
        BookDetail(book: book)
      }
      .toolbar {
        Button("Add Book") { showingAddBook = true }
      }
      .sheet(isPresented: $showingAddBook) {
        AddBookView()
      }
      .safeAreaInset(edge: .bottom) {
        FinishedCount()
      }
    }
  }

  private func deleteBooks(at offsets: IndexSet) {
    for offset in offsets {
      modelContext.delete(books[offset])
    }
  }
}

struct FinishedCount: View {
  @Query(filter: #Predicate<Book> { $0.isFinished }) private var finished: [Book]
  @Query private var notes: [BookNote]

  var body: some View {
    Text("Finished: \(finished.count)")
    Text("Notes: \(notes.count)")
  }
}

struct AddBookView: View {
  @Environment(\.modelContext) private var modelContext
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""
  @State private var author = ""
  @State private var rating = 3

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $title)
        TextField("Author", text: $author)
        Stepper("Rating \(rating)", value: $rating, in: 1...5)
        Button("Save") {
          modelContext.insert(Book(title: title, author: author, rating: rating))
          dismiss()
        }
        .disabled(title.isEmpty)
      }
      .navigationTitle("Add Book")
    }
  }
}

struct BookDetail: View {
  @Environment(\.modelContext) private var modelContext
  @Bindable var book: Book
  @State private var noteText = ""

  var body: some View {
    Form {
      Text("by \(book.author)")
      Toggle("Finished", isOn: $book.isFinished)
      TextField("New note", text: $noteText)
      Button("Add note") {
        book.notes.append(BookNote(text: noteText))
        noteText = ""
      }
      .disabled(noteText.isEmpty)
      Button("Quick note") {
        modelContext.insert(BookNote(text: "Quick", book: book))
      }
      ForEach(book.notes.sorted { $0.createdAt < $1.createdAt }) { note in
        Text("\(note.text) (\(note.book?.title ?? "no book"))")
      }
    }
    .navigationTitle(book.title)
  }
}

/// The app, as its `@main` type declares it: one window with the shelf and its container.
struct BookShelfApp: App {
  var body: some Scene {
    WindowGroup {
      BookShelf()
    }
    .modelContainer(for: Book.self)
  }
}

/// Sample books for previews (iOS 18's preview modifiers: `#Preview(traits:
/// .modifier(SampleShelf()))`); a test builds the same container to host the shelf.
@available(iOS 18, macOS 15, *)
struct SampleShelf: PreviewModifier {
  static func makeSharedContext() throws -> ModelContainer {
    let container = try ModelContainer(
      for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Book(title: "Persuasion", author: "Austen", rating: 4))
    return container
  }

  func body(content: Content, context: ModelContainer) -> some View {
    content.modelContainer(context)
  }
}
