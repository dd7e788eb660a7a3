import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A tab enum that builds its own views, as apps write them: `@ViewBuilder` properties of a plain
/// type (not a view, so not on the main actor), with labels, stacks, formatted texts, progress and
/// an erased view. In Swift 6 mode these must build outside the main actor, as SwiftUI's do.
enum LibrarySection: String, CaseIterable, Identifiable {
  case reading, finished, wishlist

  var id: String { rawValue }

  @ViewBuilder var label: some View {
    switch self {
    case .reading: Label("Reading", systemImage: "book")
    case .finished: Label("Finished", systemImage: "checkmark.circle")
    case .wishlist: Label("Wishlist", systemImage: "heart")
    }
  }

  func summary(count: Int, pages: Double) -> some View {
    VStack(alignment: .leading) {
      HStack {
        Text(rawValue.capitalized).font(.headline)
        Spacer()
        Text(count, format: .number)
      }
      if self == .reading {
        ProgressView(value: pages)
        LabeledContent("Pages read", value: pages, format: .percent)
      }
    }
  }

  var emptyState: AnyView {
    switch self {
    case .wishlist:
      AnyView(ContentUnavailableView("Nothing wished for yet", systemImage: "heart"))
    default: AnyView(GroupBox { Text("No books") })
    }
  }
}

struct LibraryTabs: View {
  @State private var section = LibrarySection.reading
  @State private var counts: [LibrarySection: Int] = [.reading: 2, .finished: 0, .wishlist: 0]

  var body: some View {
    TabView(selection: $section) {
      ForEach(LibrarySection.allCases) { section in
        VStack {
          if let count = counts[section], count > 0 {
            section.summary(count: count, pages: 0.25)
          } else {
            section.emptyState
          }
        }
        .tabItem { section.label }
        .tag(section)
      }
    }
  }
}
