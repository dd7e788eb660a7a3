import ViewProbe

/// E05: a recipe list that sets its selection and then presents a sheet showing it. Its body never
/// reads the selection, so the sheet's content — a closure of the last body — sees the selection
/// from before the tap: the sheet opens on "recipe: none".
public struct RecipeListWithFlagSheet: View {
  @State private var selected: String?
  @State private var showsDetail = false

  /// A list of two recipes.
  public init() {}

  /// A button per recipe, and the detail sheet.
  public var body: some View {
    VStack {
      ForEach(["Pancakes", "Waffles"], id: \.self) { name in
        Button(name) {
          selected = name
          showsDetail = true
        }
      }
    }
    .sheet(isPresented: $showsDetail) { Text("recipe: \(selected ?? "none")") }
  }
}

/// A recipe chosen in ``RecipeListWithItemSheet``.
public struct RecipeChoice: Identifiable {
  /// The recipe's name.
  public let name: String
  /// The name is the identity.
  public var id: String { name }
}

/// The fix: `sheet(item:)` presents the selection itself, and hands it to the content.
public struct RecipeListWithItemSheet: View {
  @State private var selected: RecipeChoice?

  /// A list of two recipes.
  public init() {}

  /// A button per recipe, and the detail sheet for the selected one.
  public var body: some View {
    VStack {
      ForEach(["Pancakes", "Waffles"], id: \.self) { name in
        Button(name) { selected = RecipeChoice(name: name) }
      }
    }
    .sheet(item: $selected) { choice in Text("recipe: \(choice.name)") }
  }
}
