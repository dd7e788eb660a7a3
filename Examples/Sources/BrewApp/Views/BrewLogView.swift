#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// The app's root screen: owns the store, lists the brews, adds new ones.
public struct BrewLogView: View {
  @State private var store = BrewStore(brews: [
    Brew(id: 1, name: "Kenya", grams: 18), Brew(id: 2, name: "Brazil", grams: 20),
  ])

  /// The screen with two brews to start.
  public init() {}

  /// The list: the form, then a row per brew.
  public var body: some View {
    NavigationStack {
      List {
        AddBrewForm(store: store)
        ForEach(store.brews) { brew in
          BrewRow(brew: brew, isFavorite: store.favoriteID == brew.id) {
            store.favoriteID = brew.id
          }
        }
      }
      .navigationTitle("Brews")
    }
  }
}

/// One brew, with a tasting note the row keeps for itself.
struct BrewRow: View {
  let brew: Brew
  let isFavorite: Bool
  let markFavorite: @MainActor () -> Void
  @State private var tastings = 0

  var body: some View {
    HStack {
      Text("\(brew.name) \(brew.grams) g\(isFavorite ? " ★" : "")")
      Button("Taste \(brew.name)") { tastings += 1 }
      Text("tasted \(tastings)×")
      Button("Favorite \(brew.name)", action: markFavorite)
    }
    // Two buttons in one list row: with the automatic style the row is their one touch target,
    // and a tap on either runs both. Borderless buttons take their own touches.
    .buttonStyle(.borderless)
  }
}

/// Adds a brew to a store it does not own.
struct AddBrewForm: View {
  @Bindable var store: BrewStore
  @State private var name = ""
  @State private var grams = 18

  var body: some View {
    Section("New brew") {
      TextField("Name", text: $name)
      Stepper("Grams: \(grams)", value: $grams, in: 10...30)
      Button("Add") {
        store.add(name: name, grams: grams)
        name = ""
      }
      .disabled(name.isEmpty)
    }
  }
}
