import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

struct CartScreen: View {
  @EnvironmentObject private var cart: Cart
  @State private var banner: String?

  var body: some View {
    NavigationStack {
      List {
        Section("Menu") {
          Button("Add Espresso") { cart.add("Espresso", price: 2.5) }
          Button("Add Croissant") { cart.add("Croissant", price: 3) }
        }
        Section {
          if cart.lines.isEmpty {
            Label("Your cart is empty", systemImage: "cart")
              .foregroundStyle(.quaternary)
          }
          ForEach(cart.lines) { line in
            LabeledContent(
              "\(line.id) × \(line.quantity)", value: line.price * Decimal(line.quantity),
              format: .currency(code: "EUR"))
          }
        } footer: {
          Text("Total: \(cart.total.formatted(.currency(code: "EUR")))")
        }
      }
      .safeAreaInset(edge: .bottom) {
        if let banner {
          Text(banner)
            .padding()
            .background(.thinMaterial, in: Capsule())
        }
      }
      .toolbar {
        Button("Empty", role: .destructive) { cart.empty() }
          .disabled(cart.lines.isEmpty)
      }
      .onReceive(cart.events) { event in
        switch event {
        case .added(let name): banner = "Added \(name)"
        case .emptied: banner = "Cart emptied"
        }
      }
      .navigationTitle("Cart")
    }
  }
}

struct CartApp: View {
  @StateObject private var cart = Cart()

  var body: some View {
    CartScreen()
      .environmentObject(cart)
  }
}
