import Foundation
import SwiftData

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A recipe box whose editor works on a draft: the sheet makes a context of its own, edits that
/// context's instance of the recipe, and saves it or lets it go — the "child context" way to give
/// an edit sheet a Cancel. A kitchen sync, in a model actor, renames and tags recipes. `nonisolated`:
/// the actor uses them off the main actor, which a target whose code is on the main actor by
/// default would otherwise forbid.
@Model
nonisolated final class BoxRecipe {
  var title: String
  var minutes: Int
  @Relationship(deleteRule: .nullify) var tags: [BoxTag] = []
  @Transient var isPinned = false

  init(title: String, minutes: Int) {
    self.title = title
    self.minutes = minutes
  }
}

/// A tag; its `recipes` is the other side of `BoxRecipe.tags`.
@Model
nonisolated final class BoxTag {
  var name: String
  var recipes: [BoxRecipe] = []

  init(name: String) { self.name = name }
}

/// The kitchen's settings: every property has an initial value and the class declares no
/// initializer, so it is made with `KitchenSettings()`.
@Model
nonisolated final class KitchenSettings {
  var servings = 2
  var usesMetric = true
}

/// A market: an identifier fixed when it is made, and a property only some platforms have.
@Model
nonisolated final class Market {
  var name: String
  let code = UUID()
  #if os(iOS)
    var mapsIdentifier: String?
  #endif

  init(name: String) { self.name = name }
}

/// Renames and tags recipes off the main actor, and saves when told to.
@ModelActor
actor KitchenSync {
  /// Adds `suffix` to every title; saves when `save`.
  func retitle(adding suffix: String, save: Bool) throws {
    for recipe in try modelContext.fetch(FetchDescriptor<BoxRecipe>()) { recipe.title += suffix }
    if save { try modelContext.save() }
  }

  /// Tags the recipe named `title` with a new tag `name`, and saves.
  func tag(_ title: String, with name: String) throws {
    let recipe = try modelContext.fetch(
      FetchDescriptor<BoxRecipe>(predicate: #Predicate { $0.title == title })
    ).first
    recipe?.tags.append(BoxTag(name: name))
    try modelContext.save()
  }

  /// The titles this actor's context sees, in order.
  func titles() throws -> [String] {
    try modelContext.fetch(FetchDescriptor<BoxRecipe>(sortBy: [SortDescriptor(\.title)])).map(
      \.title)
  }
}

/// The recipe box: the main context's recipes, an editor sheet on a draft context, and the sync.
struct RecipeBox: View {
  /// Whether the sheet uses the editor written with the mistake.
  var forgetfulEditor = false
  @Environment(\.modelContext) private var context
  @Query(sort: \BoxRecipe.title) private var recipes: [BoxRecipe]
  @State private var editing: EditTarget?

  var body: some View {
    NavigationStack {
      List(recipes) { recipe in
        HStack {
          Text("\(recipe.title), \(recipe.minutes) min")
          Text(recipe.tags.map(\.name).joined(separator: " "))
          Button("Edit \(recipe.title)") { editing = EditTarget(id: recipe.persistentModelID) }
        }
      }
      .sheet(item: $editing) { target in
        if forgetfulEditor {
          ForgetfulRecipeEditor(recipeID: target.id, container: context.container)
        } else {
          RecipeEditor(recipeID: target.id, container: context.container)
        }
      }
    }
  }
}

/// Edits a draft of a recipe: its own context's instance, saved only by Save. Both are kept in
/// `@State`, so the pair made when the sheet came up stays, whatever the list does meanwhile.
struct RecipeEditor: View {
  @Environment(\.dismiss) private var dismiss
  @State private var draftContext: ModelContext
  @State private var recipe: BoxRecipe

  init(recipeID: PersistentIdentifier, container: ModelContainer) {
    let draftContext = ModelContext(container)
    _draftContext = State(initialValue: draftContext)
    _recipe = State(
      initialValue: draftContext.model(for: recipeID) as? BoxRecipe
        ?? BoxRecipe(title: "", minutes: 0))
  }

  var body: some View {
    @Bindable var recipe = recipe
    Form {
      TextField("Title", text: $recipe.title)
      Stepper("\(recipe.minutes) min", value: $recipe.minutes)
      Button("Save") {
        try? draftContext.save()
        dismiss()
      }
      Button("Cancel") { dismiss() }
    }
  }
}

/// The same editor written with a mistake: the context is kept in `@State`, but the recipe is a
/// `@Bindable` property set in the initializer — from a new context each time the list's body
/// makes the sheet's content again. The context `@State` keeps is the first; the recipe shown is
/// the latest context's, with the stored values: what was typed disappears from the field, and
/// Save still saves it.
struct ForgetfulRecipeEditor: View {
  @Environment(\.dismiss) private var dismiss
  @State private var draftContext: ModelContext
  @Bindable private var recipe: BoxRecipe

  init(recipeID: PersistentIdentifier, container: ModelContainer) {
    let draftContext = ModelContext(container)
    _draftContext = State(initialValue: draftContext)
    recipe = draftContext.model(for: recipeID) as? BoxRecipe ?? BoxRecipe(title: "", minutes: 0)
  }

  var body: some View {
    Form {
      TextField("Title", text: $recipe.title)
      Button("Save") {
        try? draftContext.save()
        dismiss()
      }
    }
  }
}

/// The recipe an editor sheet is up for.
struct EditTarget: Identifiable {
  let id: PersistentIdentifier
}

/// A recipe list whose container records changes with the window's undo manager: Undo takes back
/// a rename, a new recipe, a deletion.
struct UndoableRecipes: View {
  var body: some View {
    UndoableRecipeList()
      .modelContainer(for: [BoxRecipe.self, BoxTag.self], isUndoEnabled: true)
  }
}

/// The list inside ``UndoableRecipes``.
struct UndoableRecipeList: View {
  @Environment(\.modelContext) private var context
  @Environment(\.undoManager) private var undoManager
  @Query(sort: \BoxRecipe.title) private var recipes: [BoxRecipe]

  var body: some View {
    List {
      ForEach(recipes) { recipe in
        Text("\(recipe.title) \(recipe.minutes)")
      }
      .onDelete { offsets in
        for index in offsets { context.delete(recipes[index]) }
      }
      Button("Add Soup") { context.insert(BoxRecipe(title: "Soup", minutes: 30)) }
      Button("Quicker") { recipes.first?.minutes -= 5 }
      Button("Undo") { undoManager?.undo() }
      Button("Redo") { undoManager?.redo() }
    }
  }
}
