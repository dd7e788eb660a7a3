import Foundation
import SwiftData
import Testing
import ViewProbe

@MainActor
@Suite("RecipeDrafts: each context has its own instance of a model until it saves", .viewProbe)
struct RecipeDraftsTests {
  private func box(_ recipes: (String, Int)...) throws -> (ParentHarness<some View>, ModelContainer)
  {
    let container = try ModelContainer(for: BoxRecipe.self, BoxTag.self)
    for (title, minutes) in recipes {
      container.mainContext.insert(BoxRecipe(title: title, minutes: minutes))
    }
    try container.mainContext.save()
    return (ParentHarness { RecipeBox().modelContainer(container) }, container)
  }

  @Test("an editor's draft context: the list keeps its values while editing and after Cancel")
  func cancelledDraftLeavesTheList() throws {
    let (harness, _) = try box(("Soup", 30))
    try harness.find(button: "Edit Soup").tap()
    try harness.find(textField: "Title").setInput("Stew")
    try harness.find(stepper: "30 min").increment()
    // The sheet shows its draft; the list behind it, the main context's recipe.
    #expect(harness.visibleTexts.contains("31 min"))
    #expect(harness.texts.contains("Soup, 30 min"))
    try harness.find(button: "Cancel").tap()
    #expect(harness.visibleTexts.contains("Soup, 30 min"))
    #expect(!harness.texts.contains { $0.hasPrefix("Stew") })
  }

  @Test("the draft made when the sheet came up stays through the list's re-renders")
  func draftSurvivesReRenders() throws {
    let (harness, _) = try box(("Soup", 30))
    try harness.find(button: "Edit Soup").tap()
    try harness.find(textField: "Title").setInput("Stew")
    harness.reRender()
    #expect(harness.visibleTexts.prefix(2) == ["Stew", "30 min"])
    try harness.find(button: "Save").tap()
    #expect(harness.visibleTexts.contains("Stew, 30 min"))
  }

  @Test("a draft recipe bound with @Bindable from the initializer: a re-render shows another draft")
  func forgetfulEditorLosesTheTypedTitle() throws {
    let container = try ModelContainer(for: BoxRecipe.self, BoxTag.self)
    container.mainContext.insert(BoxRecipe(title: "Soup", minutes: 30))
    try container.mainContext.save()
    let harness = ParentHarness { RecipeBox(forgetfulEditor: true).modelContainer(container) }
    try harness.find(button: "Edit Soup").tap()
    try harness.find(textField: "Title").setInput("Stew")
    #expect(harness.visibleTexts.first == "Stew")
    // The list's body runs again: the sheet's editor is made again, with a new context's recipe.
    harness.reRender()
    #expect(harness.visibleTexts.first == "Soup")
    // Save saves the first context, which has the typed title.
    try harness.find(button: "Save").tap()
    #expect(harness.visibleTexts.contains("Stew, 30 min"))
  }

  @Test("Save brings the draft's values to the main context's recipe, and the list shows them")
  func savedDraftReachesTheList() throws {
    let (harness, container) = try box(("Soup", 30), ("Tart", 50))
    try harness.find(button: "Edit Soup").tap()
    try harness.find(textField: "Title").setInput("Stew")
    try harness.find(button: "Save").tap()
    #expect(harness.visibleTexts.contains("Stew, 30 min"))
    #expect(harness.visibleTexts.contains("Tart, 50 min"))
    let titles = try container.mainContext.fetch(FetchDescriptor<BoxRecipe>()).map(\.title)
    #expect(titles.sorted() == ["Stew", "Tart"])
    #expect(!container.mainContext.hasChanges)
  }

  @Test("a context's fetch sees its own unsaved edits; its instance is not the main context's")
  func draftFetchesSeeTheirOwnEdits() throws {
    let container = try ModelContainer(for: BoxRecipe.self, BoxTag.self)
    let main = container.mainContext
    let soup = BoxRecipe(title: "Soup", minutes: 30)
    main.insert(soup)
    try main.save()
    let draft = ModelContext(container)
    let draftSoup = try #require(draft.model(for: soup.persistentModelID) as? BoxRecipe)
    #expect(draftSoup !== soup)
    #expect(draftSoup.persistentModelID == soup.persistentModelID)
    #expect(draftSoup.modelContext === draft)
    #expect(draft.model(for: soup.persistentModelID) as? BoxRecipe === draftSoup)
    draftSoup.minutes = 10
    let quick = #Predicate<BoxRecipe> { $0.minutes < 15 }
    #expect(try draft.fetchCount(FetchDescriptor(predicate: quick)) == 1)
    #expect(try main.fetchCount(FetchDescriptor(predicate: quick)) == 0)
    #expect(soup.minutes == 30)
    #expect(draft.hasChanges && !main.hasChanges)
    // Rolled back, the draft has the stored value again; nothing reached the main context.
    draft.rollback()
    #expect(draftSoup.minutes == 30 && !draft.hasChanges)
    draftSoup.minutes = 12
    try draft.save()
    #expect(soup.minutes == 12)
    #expect(!main.hasChanges)
  }

  @Test("a model actor's unsaved edits stay in its context; saved, the screen shows them")
  func actorEditsReachTheScreenOnlyWhenSaved() async throws {
    let (harness, container) = try box(("Soup", 30))
    let sync = KitchenSync(modelContainer: container)
    try await sync.retitle(adding: " (v2)", save: false)
    await harness.settle()
    #expect(try await sync.titles() == ["Soup (v2)"])
    #expect(harness.visibleTexts.contains("Soup, 30 min"))
    #expect(try container.mainContext.fetch(FetchDescriptor<BoxRecipe>()).map(\.title) == ["Soup"])

    try await sync.retitle(adding: "!", save: true)
    await harness.settle()
    #expect(harness.visibleTexts.contains("Soup (v2)!, 30 min"))
    #expect(
      try container.mainContext.fetch(FetchDescriptor<BoxRecipe>()).map(\.title) == ["Soup (v2)!"])
  }

  @Test("a relationship a model actor saves reaches the main context's models, both sides")
  func actorRelationshipReachesBothSides() async throws {
    let (harness, container) = try box(("Soup", 30), ("Tart", 50))
    try await KitchenSync(modelContainer: container).tag("Soup", with: "winter")
    await harness.settle()
    #expect(harness.visibleTexts.contains("winter"))
    let tag = try #require(try container.mainContext.fetch(FetchDescriptor<BoxTag>()).first)
    #expect(tag.recipes.map(\.title) == ["Soup"])
    let soup = try #require(tag.recipes.first)
    #expect(soup.tags.first === tag)
    #expect(soup.modelContext === container.mainContext)
  }

  @Test("a model another context saved with a relationship, deleted in the main context, is gone")
  func savedElsewhereThenDeletedHere() throws {
    let (harness, container) = try box(("Tart", 50))
    let main = container.mainContext
    main.insert(BoxTag(name: "winter"))
    let draft = ModelContext(container)
    let soup = BoxRecipe(title: "Soup", minutes: 30)
    draft.insert(soup)
    soup.tags = try draft.fetch(FetchDescriptor<BoxTag>())
    try draft.save()
    harness.update()
    #expect(
      harness.visibleTexts.contains("Soup, 30 min") && harness.visibleTexts.contains("winter"))
    let saved = try #require(
      try main.fetch(FetchDescriptor<BoxRecipe>()).first { $0.title == "Soup" })
    // The tag lets go of the deleted recipe, which sets the recipe's side too: that change must
    // not insert it again (it did, through the store's instance, so the list kept showing it).
    main.delete(saved)
    harness.update()
    #expect(!harness.visibleTexts.contains("Soup, 30 min"))
    #expect(try main.fetch(FetchDescriptor<BoxRecipe>()).map(\.title) == ["Tart"])
    #expect(try main.fetch(FetchDescriptor<BoxTag>()).first?.recipes.isEmpty == true)
  }

  @Test("a draft context's rollback restores its instances' relationships, on both sides")
  func draftRollbackRestoresRelationships() throws {
    let container = try ModelContainer(for: BoxRecipe.self, BoxTag.self)
    let main = container.mainContext
    let soup = BoxRecipe(title: "Soup", minutes: 30)
    let winter = BoxTag(name: "winter")
    soup.tags = [winter]
    main.insert(soup)
    main.insert(BoxTag(name: "quick"))
    try main.save()
    let draft = ModelContext(container)
    let draftSoup = try #require(draft.model(for: soup.persistentModelID) as? BoxRecipe)
    let draftTags = try draft.fetch(FetchDescriptor<BoxTag>(sortBy: [SortDescriptor(\.name)]))
    #expect(draftTags.map(\.name) == ["quick", "winter"])
    // The copy's relationship holds the draft's own tag, whose other side holds the copy.
    #expect(draftSoup.tags.first === draftTags[1])
    #expect(draftTags[1].recipes.first === draftSoup)
    draftSoup.tags = [draftTags[0]]
    #expect(draftTags[0].recipes.first === draftSoup && draftTags[1].recipes.isEmpty)
    #expect(soup.tags.map(\.name) == ["winter"])
    draft.rollback()
    #expect(draftSoup.tags.map(\.name) == ["winter"])
    #expect(draftSoup.tags.first === draftTags[1])
    #expect(draftTags[0].recipes.isEmpty && draftTags[1].recipes.first === draftSoup)
    #expect(!draft.hasChanges)
  }

  @Test(
    "a cascading delete rolled back brings each model back once, in a draft and the main context",
    arguments: [false, true])
  func cascadeRolledBackOnce(inMainContext: Bool) throws {
    let container = try ModelContainer(for: Book.self, BookNote.self)
    let book = Book(title: "Emma", author: "Austen", rating: 4)
    book.notes = [BookNote(text: "Chapter 1"), BookNote(text: "Chapter 2")]
    container.mainContext.insert(book)
    try container.mainContext.save()
    let context = inMainContext ? container.mainContext : ModelContext(container)
    let shown = try #require(try context.fetch(FetchDescriptor<Book>()).first)
    context.delete(shown)
    #expect(try context.fetchCount(FetchDescriptor<BookNote>()) == 0)
    context.rollback()
    #expect(try context.fetchCount(FetchDescriptor<BookNote>()) == 2)
    #expect(shown.notes.count == 2 && shown.notes.allSatisfy { $0.book === shown })
    // Deleted again and saved: nothing is left anywhere.
    context.delete(shown)
    try context.save()
    #expect(try container.mainContext.fetchCount(FetchDescriptor<BookNote>()) == 0)
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Book>()) == 0)
  }

  @Test("with isUndoEnabled, Undo takes back an insert, an edit and a delete; Redo does them again")
  func undoAndRedo() throws {
    let harness = ParentHarness { UndoableRecipes() }
    try harness.find(button: "Add Soup").tap()
    try harness.find(button: "Quicker").tap()
    #expect(harness.visibleTexts.first == "Soup 25")
    try harness.find(button: "Undo").tap()
    #expect(harness.visibleTexts.first == "Soup 30")
    try harness.find(button: "Redo").tap()
    #expect(harness.visibleTexts.first == "Soup 25")
    try harness.find(text: "Soup 25").delete()
    #expect(harness.visibleTexts.first == "Add Soup")
    try harness.find(button: "Undo").tap()
    #expect(harness.visibleTexts.first == "Soup 25")
    try harness.find(button: "Undo").tap()
    try harness.find(button: "Undo").tap()
    #expect(harness.visibleTexts.first == "Add Soup")
    try harness.find(button: "Redo").tap()
    #expect(harness.visibleTexts.first == "Soup 30")
  }

  @Test("a context the app makes that autosaves brings each edit to the main context at once")
  func autosavingDraftSavesEachEdit() throws {
    let container = try ModelContainer(for: BoxRecipe.self, BoxTag.self)
    let soup = BoxRecipe(title: "Soup", minutes: 30)
    container.mainContext.insert(soup)
    let draft = ModelContext(container)
    draft.autosaveEnabled = true
    let draftSoup = try #require(draft.model(for: soup.persistentModelID) as? BoxRecipe)
    draftSoup.minutes = 25
    #expect(soup.minutes == 25)
    #expect(!draft.hasChanges)
  }

  @Test("@Model keeps init() for a class that declares none; a class it cannot copy is shared")
  func modelShapes() throws {
    let container = try ModelContainer(for: KitchenSettings.self, Market.self)
    let settings = KitchenSettings()
    container.mainContext.insert(settings)
    try container.mainContext.save()
    let draft = ModelContext(container)
    let draftSettings = try #require(
      try draft.fetch(FetchDescriptor<KitchenSettings>()).first)
    draftSettings.servings = 4
    #expect(settings.servings == 2, "the draft's edit is its own until it saves")
    // A constant with an initial value, or a property under `#if`: the contexts share the model,
    // as before, so a draft's edit shows in the main context at once (Guide §8).
    let market = Market(name: "Borough")
    container.mainContext.insert(market)
    try container.mainContext.save()
    let draftMarket = try #require(try draft.fetch(FetchDescriptor<Market>()).first)
    draftMarket.name = "Borough Market"
    #expect(market.name == "Borough Market")
  }

  @Test("a @Transient property of another context's instance starts at its initial value")
  func transientStartsFresh() throws {
    let container = try ModelContainer(for: BoxRecipe.self, BoxTag.self)
    let soup = BoxRecipe(title: "Soup", minutes: 30)
    soup.isPinned = true
    container.mainContext.insert(soup)
    let draft = ModelContext(container)
    let draftSoup = try #require(draft.model(for: soup.persistentModelID) as? BoxRecipe)
    #expect(!draftSoup.isPinned)
  }
}
