import Foundation
import Observation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

enum CoffeeFlavor: String, CaseIterable, Identifiable {
  case mocha, latte
  var id: Self { self }
}

/// Loads the menu.
@MainActor @Observable final class CoffeeMenuModel {
  var items: [String] = []
  var isLoading = false
  func load() async {
    isLoading = true
    items = ["Espresso", "Cortado"]
    isLoading = false
  }
}

/// A legacy-style menu screen: NavigationView with bar items, a flavour picker, a grid, a share link.
struct CoffeeMenu: View {
  @State private var vm = CoffeeMenuModel()
  @State private var flavor = CoffeeFlavor.mocha
  @State private var showAlert = false
  @State private var query = ""
  @State private var count = 0
  @State private var confirmsReset = false

  var body: some View {
    NavigationView {
      List {
        Picker("Flavor", selection: $flavor) {
          ForEach(CoffeeFlavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
        }
        ForEach(vm.items, id: \.self) { Text($0) }
        LabeledContent("Count", value: "\(count)")
        LabeledContent("Other") { Text("x") }
        Grid {
          GridRow {
            Text("Size")
            Text("Price")
          }
        }
        ShareLink(item: URL(string: "https://example.com")!)
        Text("\(count)").contentTransition(.numericText()).font(.system(.title, design: .rounded))
          .foregroundStyle(.tint)
        Color("AccentColor")
      }
      .navigationBarItems(
        leading: Button("Reset") { confirmsReset = true },
        trailing: Button("Add") { count += 1 }
      )
      .alert(isPresented: $confirmsReset) {
        Alert(
          title: Text("Reset the count?"), message: Text("It goes back to zero."),
          primaryButton: .destructive(Text("Reset")) { count = 0 },
          secondaryButton: .cancel())
      }
      .searchable(text: $query)
      .refreshable { await vm.load() }
      .task { await vm.load() }
      .onSubmit(of: .search) { count = 0 }
      .submitLabel(.search)
      .interactiveDismissDisabled()
      .presentationDragIndicator(.visible)
      .onOpenURL { _ in }
      .sensoryFeedback(.success, trigger: count)
      .confirmationDialog("C", isPresented: $showAlert, titleVisibility: .visible) {
        Button("x") {}
      }
    }
    .navigationViewStyle(.stack)
  }
}
