import AppIntents
import Foundation
import Testing
import ViewProbe

/// `ReadingShortcuts.swift`: App Intents with `@Property`, `@Dependency`, `needsValueError`,
/// `requestConfirmation` and dynamic options run as the app wrote them.
@MainActor
@Suite("Corpus: reading shortcuts (App Intents dependencies and entity properties)", .viewProbe)
struct ReadingShortcutsTests {
  @Test("an intent takes the store registered at launch, confirms, adds, and returns the entity")
  func intentUsesItsDependency() async throws {
    let store = BookShelfStore()
    registerShelfDependencies(store)
    let intent = AddShelfBookIntent()
    intent.title = "Dune"
    let result = try await intent.perform()
    #expect(store.books.map(\.title) == ["Dune"])
    #expect(result.value?.title == "Dune")
    #expect(result.dialog?.description == "Added Dune.")
    let found = try await ShelfBookQuery().entities(for: store.books.map(\.id))
    #expect(found.map(\.displayRepresentation.subtitle) == ["0 pages"])
    #expect(try await ShelfBookQuery().suggestedEntities().count == 1)
  }

  @Test("an empty title throws the error that asks the user for it; nothing is added")
  func emptyTitleNeedsAValue() async throws {
    let store = BookShelfStore()
    registerShelfDependencies(store)
    let intent = AddShelfBookIntent()
    intent.title = ""
    await #expect(throws: (any Error).self) { try await intent.perform() }
    #expect(store.books.isEmpty)
  }

  @Test("each test has its own dependencies; options and the Shortcuts views")
  func dependenciesPerTestAndViews() async throws {
    let mine = BookShelfStore()
    registerShelfDependencies(mine)
    #expect(AppDependency<BookShelfStore>().wrappedValue === mine)
    #expect(try await GenreOptions().results() == ["Fiction", "Poetry"])
    let harness = ParentHarness { ShortcutsSettings() }
    #expect(harness.texts == ["Shortcuts", "Siri Tip"])
  }
}
