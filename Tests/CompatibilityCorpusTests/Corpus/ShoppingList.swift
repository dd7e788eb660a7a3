import Foundation

// App-style views written as an app writes them, compiled unchanged against ViewProbe, in
// Swift 6 (CompatibilityCorpusTests) and Swift 5 (CompatibilityCorpusSwift5Tests) modes.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

struct ShoppingItem: Identifiable, Hashable {
  let id: Int
  var name: String
  var isBought = false
}

/// A view model of the Combine era: a typed filter derived from the search text, and events the
/// screen shows as a banner.
@MainActor
final class ShoppingModel: ObservableObject {
  @Published var items = [
    ShoppingItem(id: 1, name: "Apples"), ShoppingItem(id: 2, name: "Bread"),
    ShoppingItem(id: 3, name: "Cheese"),
  ]
  @Published var searchText = ""
  @Published private(set) var filter = ""
  let notices = PassthroughSubject<String, Never>()
  private var fetches = 0

  init() {
    $searchText
      .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      .removeDuplicates()
      .assign(to: &$filter)
  }

  var visibleItems: [ShoppingItem] {
    filter.isEmpty ? items : items.filter { $0.name.lowercased().contains(filter) }
  }

  func delete(_ item: ShoppingItem) {
    items.removeAll { $0.id == item.id }
    notices.send("Removed \(item.name)")
  }

  func refresh() async {
    try? await Task.sleep(nanoseconds: 1_000_000)
    fetches += 1
    items.append(ShoppingItem(id: 100 + fetches, name: "Delivery \(fetches)"))
  }
}

struct ShoppingList: View {
  @StateObject private var model = ShoppingModel()
  @State private var banner: String?
  @Environment(\.editMode) private var outerEditMode

  var body: some View {
    NavigationStack {
      List {
        if let banner {
          Text(banner).font(.footnote)
        }
        ForEach(model.visibleItems) { item in
          ShoppingRow(item: item, isBought: binding(for: item))
            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
              Button(role: .destructive) {
                model.delete(item)
              } label: {
                Label("Delete", systemImage: "trash")
              }
            }
            .contextMenu {
              Button("Mark bought") { binding(for: item).wrappedValue = true }
            }
        }
      }
      .searchable(text: $model.searchText, prompt: "Filter")
      .refreshable { await model.refresh() }
      .navigationTitle("Shopping")
      .toolbar { EditButton() }
    }
    .onReceive(model.notices) { banner = $0 }
  }

  private func binding(for item: ShoppingItem) -> Binding<Bool> {
    Binding(
      get: { model.items.first { $0.id == item.id }?.isBought ?? false },
      set: { newValue in
        if let index = model.items.firstIndex(where: { $0.id == item.id }) {
          model.items[index].isBought = newValue
        }
      })
  }
}

struct ShoppingRow: View {
  let item: ShoppingItem
  @Binding var isBought: Bool
  @Environment(\.editMode) private var editMode

  var body: some View {
    HStack {
      Text(item.name).strikethrough(isBought)
      Spacer()
      if editMode?.wrappedValue.isEditing != true {
        Image(systemName: isBought ? "checkmark.circle.fill" : "circle")
          .accessibilityLabel(isBought ? "Bought" : "Not bought")
      }
    }
  }
}
