import AppIntents
import CoreSpotlight
import Foundation
import Testing
import ViewProbe

/// `NotesSearch.swift`: the harness is a device with a Spotlight index of its own; the user
/// searches it and opens results into the app; entities are indexed with their indexed
/// properties, and Shortcuts' property queries map their conditions through the query.
@MainActor
@Suite(
  "Corpus: notes in Spotlight (Core Spotlight, indexed entities, property queries)", .viewProbe)
struct NotesSearchTests {
  private func save(_ title: String, _ text: String, in harness: ParentHarness<NotesSearchApp>)
    throws
  {
    try harness.find(textField: "Title").setInput(title)
    try harness.find(textField: "Text").setInput(text)
    try harness.find(button: "Save note").tap()
  }

  private func noteItems(_ harness: ParentHarness<NotesSearchApp>) -> [String] {
    harness.spotlightItems.filter { $0.domainIdentifier == "notes" }.compactMap(
      \.attributeSet.title)
  }

  @Test("a saved note is in Spotlight; the user finds it by a word of its text and opens it")
  func savedNoteIsFoundAndOpened() async throws {
    let harness = ParentHarness { NotesSearchApp() }
    try save("Groceries", "Oat milk, lemons", in: harness)
    try save("Packing", "Passport, charger", in: harness)
    await harness.settle()
    #expect(noteItems(harness) == ["Groceries", "Packing"])
    let found = harness.searchSpotlight("LEMON")
    #expect(found.map(\.uniqueIdentifier) == ["groceries"])
    #expect(harness.searchSpotlight("zebra").isEmpty)
    harness.openSpotlightResult("groceries")
    #expect(harness.visibleTexts.contains("Oat milk, lemons"))
    #expect(harness.visibleTexts.contains("Delete note"))
  }

  @Test("saving again updates the item in place; deleting takes it out of Spotlight")
  func updatesAndDeletesReachTheIndex() async throws {
    let harness = ParentHarness { NotesSearchApp() }
    try save("Groceries", "Oat milk", in: harness)
    try save("Packing", "Passport", in: harness)
    try save("Groceries", "Oat milk, bread", in: harness)
    await harness.settle()
    #expect(noteItems(harness) == ["Groceries", "Packing"])
    #expect(harness.searchSpotlight("bread").map(\.uniqueIdentifier) == ["groceries"])
    harness.openSpotlightResult("groceries")
    try harness.find(button: "Delete note").tap()
    #expect(noteItems(harness) == ["Packing"])
    withKnownIssue {
      harness.openSpotlightResult("groceries")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("found no such item in Spotlight") }
    }
  }

  @Test("deleting a domain takes the app's notes out, and leaves its indexed books")
  func domainDeletionKeepsOtherItems() async throws {
    let harness = ParentHarness { NotesSearchApp() }
    try save("Groceries", "Oat milk", in: harness)
    await harness.settle()
    try harness.find(button: "Remove notes from Spotlight").tap()
    #expect(noteItems(harness).isEmpty)
    #expect(
      harness.spotlightItems.compactMap(\.attributeSet.title).sorted() == [
        "Dune", "Swift in Depth", "Thinking in SwiftUI",
      ])
  }

  @Test("an indexed entity carries its display representation and its indexed properties")
  func entitiesAreIndexedWithTheirProperties() async throws {
    let harness = ParentHarness { NotesSearchApp() }
    await harness.settle()
    let books = harness.spotlightItems.filter { $0.domainIdentifier != "notes" }
    #expect(books.map(\.uniqueIdentifier) == ["swift", "ui", "dune"])
    let swiftUI = try #require(books.first { $0.uniqueIdentifier == "ui" })
    #expect(swiftUI.attributeSet.title == "Thinking in SwiftUI")
    #expect(swiftUI.attributeSet.contentDescription == "160 pages")
    #expect(swiftUI.attributeSet.authorNames == ["Chris Eidhof", "Florian Kugler"])
    // The user finds a book by an author indexed through `@Property(indexingKey:)`.
    #expect(harness.searchSpotlight("Herbert").map(\.uniqueIdentifier) == ["dune"])
  }

  @Test("entities leave Spotlight by identifier or by type, not the app's other items")
  func entitiesAreDeleted() async throws {
    let harness = ParentHarness { NotesSearchApp() }
    try save("Groceries", "Oat milk", in: harness)
    await harness.settle()
    harness._perform {
      Task {
        try await CSSearchableIndex.default().deleteAppEntities(
          identifiedBy: ["dune"], ofType: ListedBook.self)
      }
    }
    await harness.settle()
    #expect(harness.searchSpotlight("Dune").isEmpty)
    #expect(harness.searchSpotlight("SwiftUI").count == 1)
    harness._perform {
      Task { try await CSSearchableIndex.default().deleteAppEntities(ofType: ListedBook.self) }
    }
    await harness.settle()
    #expect(harness.spotlightItems.map(\.uniqueIdentifier) == ["groceries"])
  }
}

/// `NotesSearch.swift`'s property query, as Shortcuts runs it (off the main actor).
@Suite("Corpus: notes in Spotlight — Shortcuts' property query")
struct NotesSearchPropertyQueryTests {
  @Test("a property query gets the conditions mapped as it declared, and combines them by mode")
  func propertyQueryMapsConditions() async throws {
    let properties = ListedBookQuery.properties
    #expect(properties[\ListedBook.$title]?.comparisons == ["containing", "equal to"])
    let containsSwift = try #require(
      properties[\ListedBook.$title]?.comparator("containing", "swift"))
    let short = try #require(properties[\ListedBook.$pages]?.comparator("less than", 450))
    #expect(properties[\ListedBook.$pages]?.comparator("containing", 450) == nil)
    #expect(
      properties[\ListedBook.$title]?.comparator("containing", 3) == nil, "a value of another type")
    let query = ListedBookQuery()
    let both = try await query.entities(
      matching: [containsSwift, short], mode: .and, sortedBy: [], limit: nil)
    #expect(both.map(\.id) == ["swift", "ui"])
    let either = try await query.entities(
      matching: [containsSwift, short], mode: .or,
      sortedBy: [EntityQuerySort(by: \ListedBook.$pages, order: .descending)], limit: 2)
    #expect(either.map(\.id) == ["swift", "ui"])
    #expect(ListedBookQuery.sortingOptions[1].keyPath == \ListedBook.$pages)
  }
}
