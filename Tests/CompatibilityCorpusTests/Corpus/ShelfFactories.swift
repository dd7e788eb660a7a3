#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// Views made outside any view, as apps write shared building blocks: a `nonisolated` factory
/// that returns a box, an editable list and a group of controls, and a tab bar whose search tab
/// takes its label from its role. SwiftUI's initializers and modifiers are `nonisolated`, so in
/// Swift 6 this compiles outside the main actor.
struct ShelfBook: Identifiable, Hashable {
  let id: Int
  var title: String
}

nonisolated enum ShelfFactory {
  static func summaryBox(count: Int) -> some View {
    GroupBox("Shelf") {
      Text("\(count) books")
    }
  }

  static func editableList(_ books: Binding<[ShelfBook]>) -> some View {
    List {
      ForEach(books) { $book in
        TextField("Title", text: $book.title)
      }
      .onDelete { books.wrappedValue.remove(atOffsets: $0) }
      .onMove { books.wrappedValue.move(fromOffsets: $0, toOffset: $1) }
    }
  }

  static func sortControls(_ ascending: Binding<Bool>) -> some View {
    ControlGroup {
      Button("A–Z") { ascending.wrappedValue = true }
      Button("Z–A") { ascending.wrappedValue = false }
    } label: {
      Label("Sort", systemImage: "arrow.up.arrow.down")
    }
  }

  static func stacked(_ vertical: Bool) -> some View {
    let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
    return layout {
      Text("Read")
      Text("Unread")
    }
  }
}

struct ShelfTabs: View {
  @State private var books = [ShelfBook(id: 1, title: "Dune"), ShelfBook(id: 2, title: "Emma")]
  @State private var ascending = true
  @State private var query = ""

  var body: some View {
    TabView {
      Tab("Shelf", systemImage: "books.vertical") {
        VStack {
          ShelfFactory.summaryBox(count: books.count)
          ShelfFactory.sortControls($ascending)
          Text(ascending ? "ascending" : "descending")
          ShelfFactory.editableList($books)
          ShelfFactory.stacked(books.count > 1)
        }
      }
      Tab(role: .search) {
        NavigationStack {
          List(books.filter { query.isEmpty || $0.title.contains(query) }) { Text($0.title) }
            .searchable(text: $query)
        }
      }
    }
  }
}
