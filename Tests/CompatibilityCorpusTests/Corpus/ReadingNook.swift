import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A reading app's shelves, built with its own containers (iOS 18): a shelf that shows a few books
/// until asked for all, cards that mark the staff picks their content flags, and a board of
/// sections with their headers.

extension ContainerValues {
  @Entry var isStaffPick: Bool = false
}

extension View {
  func staffPick(_ isPick: Bool = true) -> some View {
    containerValue(\.isStaffPick, isPick)
  }
}

struct NookBook: Identifiable, Hashable {
  let id: Int
  var title: String
  var isPick = false
}

@Observable
final class NookLibrary {
  var books: [NookBook] = [
    NookBook(id: 1, title: "Dune", isPick: true),
    NookBook(id: 2, title: "Emma"),
    NookBook(id: 3, title: "Ubik"),
    NookBook(id: 4, title: "Kindred"),
  ]
  var finished: Set<Int> = []
}

/// Shows the first few subviews of its content, and a button for the rest.
struct PeekShelf<Content: View>: View {
  var visibleCount = 2
  @ViewBuilder var content: Content
  @State private var isExpanded = false

  var body: some View {
    VStack(alignment: .leading) {
      Group(subviews: content) { subviews in
        ForEach(isExpanded ? subviews[...] : subviews.prefix(visibleCount)) { subview in
          subview
            .padding(.vertical, 4)
        }
        if subviews.count > visibleCount {
          Button(isExpanded ? "Show Less" : "Show All \(subviews.count)") {
            isExpanded.toggle()
          }
          .buttonStyle(.borderless)
        }
      }
    }
  }
}

/// Puts each subview on a card; staff picks get a ribbon.
struct PickCards<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 12) {
        ForEach(subviews: content) { subview in
          VStack(alignment: .leading) {
            if subview.containerValues.isStaffPick {
              Label("Staff pick", systemImage: "rosette")
                .font(.caption)
            }
            subview
          }
          .padding()
          .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
        }
      }
    }
  }
}

/// A board of sections, each with its header and how many items it holds.
struct SectionBoard<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      ForEach(sections: content) { section in
        VStack(alignment: .leading) {
          HStack {
            section.header
            Spacer()
            Text("\(section.content.count) items")
              .foregroundStyle(.secondary)
          }
          ForEach(section.content) { item in
            item
          }
        }
      }
    }
  }
}

/// A book row with its own state: whether its blurb is open.
struct NookBookRow: View {
  let book: NookBook
  let isFinished: Bool
  let toggleFinished: () -> Void
  @State private var showsBlurb = false

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text(book.title)
        Spacer()
        Button(isFinished ? "Finished" : "Mark Finished") { toggleFinished() }
      }
      Button(showsBlurb ? "Hide Blurb" : "Blurb") { showsBlurb.toggle() }
      if showsBlurb {
        Text("About \(book.title)")
      }
    }
  }
}

struct ReadingNookView: View {
  @State private var library = NookLibrary()

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 24) {
          PickCards {
            ForEach(library.books) { book in
              Text(book.title)
                .staffPick(book.isPick)
            }
          }
          PeekShelf {
            ForEach(library.books) { book in
              NookBookRow(
                book: book, isFinished: library.finished.contains(book.id),
                toggleFinished: { toggleFinished(book) })
            }
          }
          SectionBoard {
            Section("Reading") {
              ForEach(library.books.filter { !library.finished.contains($0.id) }) { book in
                Text(book.title)
              }
            }
            Section("Finished") {
              ForEach(library.books.filter { library.finished.contains($0.id) }) { book in
                Text(book.title)
              }
            }
          }
        }
        .padding()
      }
      .navigationTitle("Reading Nook")
      .toolbar {
        Button("Reverse") { library.books.reverse() }
      }
    }
  }

  private func toggleFinished(_ book: NookBook) {
    if library.finished.contains(book.id) {
      library.finished.remove(book.id)
    } else {
      library.finished.insert(book.id)
    }
  }
}
