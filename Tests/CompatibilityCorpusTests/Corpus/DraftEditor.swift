#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A drafts editor in the shape apps write with their toolbars declared apart: a
/// `@ToolbarContentBuilder` property, a `ToolbarContent` type, a customizable toolbar, and
/// alerts and dialogs about the draft an optional holds.
struct Draft: Identifiable, Hashable {
  let id: Int
  var title: String
  var words: Int
}

struct DraftEditor: View {
  @State private var drafts = [
    Draft(id: 1, title: "Travel notes", words: 120),
    Draft(id: 2, title: "Recipe", words: 40),
  ]
  @State private var renaming: Draft?
  @State private var deleting: Draft?
  @State private var newTitle = ""
  @State private var query = ""
  @FocusState private var searchFocused: Bool

  var body: some View {
    NavigationStack {
      List(shown) { draft in
        HStack {
          Text(draft.title)
          Spacer()
          Text("\(draft.words) words")
        }
        .swipeActions {
          Button("Rename") {
            newTitle = draft.title
            renaming = draft
          }
          Button("Delete", role: .destructive) { deleting = draft }
        }
      }
      .navigationTitle("Drafts")
      .toolbar { editingToolbar }
      .toolbar(id: "drafts.formatting") {
        ToolbarItem(id: "sort", placement: .secondaryAction) {
          Button("Sort by length") { drafts.sort { $0.words > $1.words } }
        }
        .customizationBehavior(.reorderable)
        ToolbarItem(id: "count", placement: .secondaryAction, showsByDefault: false) {
          Text("\(drafts.count) drafts")
        }
        .defaultCustomization(.hidden, options: .alwaysAvailable)
      }
      .toolbar { DraftStatusBar(count: drafts.count) }
      .searchable(text: $query)
      .searchFocused($searchFocused)
      .alert("Rename draft", item: $renaming) { draft in
        TextField("Title", text: $newTitle)
        Button("Save") { rename(draft, to: newTitle) }
        Button("Cancel", role: .cancel) {}
      } message: { draft in
        Text("“\(draft.title)” has \(draft.words) words.")
      }
      .confirmationDialog("Delete draft?", item: $deleting, titleVisibility: .visible) { draft in
        Button("Delete “\(draft.title)”", role: .destructive) {
          drafts.removeAll { $0.id == draft.id }
        }
        Button("Keep", role: .cancel) {}
      }
    }
  }

  private var shown: [Draft] {
    query.isEmpty ? drafts : drafts.filter { $0.title.localizedCaseInsensitiveContains(query) }
  }

  @ToolbarContentBuilder
  private var editingToolbar: some ToolbarContent {
    ToolbarItem(placement: .topBarTrailing) {
      Button("New draft") {
        drafts.append(Draft(id: (drafts.map(\.id).max() ?? 0) + 1, title: "Untitled", words: 0))
      }
    }
    if drafts.count > 2 {
      ToolbarItem(placement: .topBarLeading) {
        Button("Find") { searchFocused = true }
      }
    }
  }

  private func rename(_ draft: Draft, to title: String) {
    guard let index = drafts.firstIndex(where: { $0.id == draft.id }) else { return }
    drafts[index].title = title
  }
}

/// The bottom bar, declared as toolbar content of its own; on iOS 26 the search field moves
/// down beside the count.
struct DraftStatusBar: ToolbarContent {
  let count: Int

  var body: some ToolbarContent {
    ToolbarItemGroup(placement: .bottomBar) {
      Text(count == 1 ? "1 draft" : "\(count) drafts")
      Spacer()
    }
    DefaultToolbarItem(kind: .search, placement: .bottomBar)
  }
}
