import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A shop browser: categories push subcategories, each list declaring the destination of its own
/// type (SwiftUI warns and uses the root's); a deep link opens a category; a sort menu has a
/// primary action; products can be dragged into a basket.
struct ShopCategory: Hashable {
  let name: String
  var children: [ShopCategory] = []
}

struct CategoryPage: View {
  let category: ShopCategory
  let onVisit: (String) -> Void

  var body: some View {
    List(category.children, id: \.name) { child in
      NavigationLink(child.name, value: child)
        .draggable(child.name)
    }
    .navigationTitle(category.name)
    .navigationDestination(for: ShopCategory.self) { next in
      CategoryPage(category: next, onVisit: onVisit)
    }
    .onAppear { onVisit(category.name) }
  }
}

struct ShopBrowser: View {
  static let catalog = ShopCategory(
    name: "Shop",
    children: [
      ShopCategory(
        name: "Tea", children: [ShopCategory(name: "Green"), ShopCategory(name: "Black")]),
      ShopCategory(name: "Coffee", children: [ShopCategory(name: "Beans")]),
    ])

  @State private var path: [ShopCategory] = []
  @State private var visited: [String] = []
  @State private var basket: [String] = []
  @State private var ascending = true

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Menu("Sort", systemImage: "arrow.up.arrow.down") {
          Button("Ascending") { ascending = true }
          Button("Descending") { ascending = false }
        } primaryAction: {
          ascending.toggle()
        }
        Text(ascending ? "A–Z" : "Z–A")
        CategoryPage(category: Self.catalog) { visited.append($0) }
        Text("Basket: \(basket.joined(separator: ", "))")
          .dropDestination(for: String.self) { names, _ in
            basket.append(contentsOf: names)
            return true
          }
      }
    }
    .onOpenURL { url in
      guard url.scheme == "shop", let name = url.host,
        let category = Self.catalog.children.first(where: { $0.name.lowercased() == name })
      else { return }
      path = [category]
    }
  }
}

#Preview {
  ShopBrowser()
}
