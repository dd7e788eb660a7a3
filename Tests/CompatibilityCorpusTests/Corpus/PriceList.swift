import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

struct PricedItem: Identifiable, Hashable {
  let id: Int
  var name: String
  var price: Double
}

/// A selectable price list with an editable quantity, and a placeholder when it is empty.
struct PriceList: View {
  @State private var items = [PricedItem(id: 1, name: "Beans", price: 12.5)]
  @State private var selection: Set<Int> = []
  @State private var quantity = 2.0
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Group {
        if items.isEmpty {
          ContentUnavailableView(
            "No items", systemImage: "cart", description: Text("Add something to buy."))
        } else {
          List(items, selection: $selection) { item in
            HStack {
              Text(item.name).font(.headline)
              Text(item.price, format: .number)
            }
            .swipeActions(edge: .trailing) {
              Button("Remove", role: .destructive) { items.removeAll { $0.id == item.id } }
            }
          }
          .listStyle(.insetGrouped)
        }
      }
      .safeAreaInset(edge: .bottom) {
        VStack {
          TextField("Quantity", value: $quantity, format: .number)
          Text("total \(quantity * (items.first?.price ?? 0), format: .number)")
        }
        .padding(.horizontal)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
      }
      .scrollDismissesKeyboard(.interactively)
      .navigationBarBackButtonHidden(true)
      .toolbar {
        ToolbarItem(placement: .topBarLeading) { Button("Close") { dismiss() } }
      }
    }
  }
}
