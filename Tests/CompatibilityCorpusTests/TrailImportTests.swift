import Foundation
import SwiftData
import Testing
import ViewProbe

/// An importer that forgets to save: SwiftData keeps its inserts in its own context.
@ModelActor
actor ForgetfulImporter {
  private(set) var ranOnMainQueue = true

  func importTrail(named name: String) throws -> (id: PersistentIdentifier, seenHere: Int) {
    ranOnMainQueue = _ViewProbeRuntime.isOnMainQueue
    let trail = Trail(name: name, lengthKm: 7)
    modelContext.insert(trail)
    return (trail.persistentModelID, try modelContext.fetchCount(FetchDescriptor<Trail>()))
  }

  func save() throws { try modelContext.save() }

  /// Renames the trail `id` through this actor's context; whether the context has changes then.
  func rename(_ id: PersistentIdentifier, to name: String) -> Bool {
    self[id, as: Trail.self]?.name = name
    return modelContext.hasChanges
  }

  /// Undoes what this actor's context changed.
  func rollback() { modelContext.rollback() }
}

@MainActor
@Suite("TrailImport: a model actor's context keeps its changes until it saves", .viewProbe)
struct TrailImportTests {
  private func screen() throws -> (ParentHarness<some View>, ModelContainer) {
    let container = try ModelContainer(for: Trail.self)
    return (ParentHarness { TrailImportScreen().modelContainer(container) }, container)
  }

  @Test("the query shows what a model actor saved; the main context finds it by identifier")
  func importedTrailsShowAfterTheSave() async throws {
    let (harness, _) = try screen()
    try harness.find(button: "Import").tap()
    await harness.settle()
    #expect(
      harness.visibleTexts == [
        "Imported 3", "Featured", "Ridge Loop", "Cove Walk", "3 km", "Ridge Loop", "12 km",
        "Summit Path", "21 km", "Import", "Tidy",
      ])
    try harness.find(button: "Tidy").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "Removed 1")
    #expect(!harness.visibleTexts.contains("Cove Walk"))
  }

  @Test("a model actor's unsaved insert: its own fetch sees it, the screen and main context do not")
  func unsavedInsertStaysInTheActorsContext() async throws {
    let (harness, container) = try screen()
    let importer = ForgetfulImporter(modelContainer: container)
    let (id, seenByActor) = try await importer.importTrail(named: "Lost Lake")
    await harness.settle()
    #expect(seenByActor == 1)
    #expect(await importer.ranOnMainQueue == false)
    #expect(!harness.visibleTexts.contains("Lost Lake"))
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Trail>()) == 0)
    // Looked up by identifier before the save: SwiftData's invalid model, a recorded issue.
    withKnownIssue {
      #expect(container.mainContext.model(for: id) as? Trail == nil)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("model(for:) found no model with this identifier")
      }
    }

    try await importer.save()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Lost Lake"))
    #expect((container.mainContext.model(for: id) as? Trail)?.name == "Lost Lake")
  }

  @Test("a context the app makes does not autosave; the main context does")
  func autosaveDefaults() throws {
    let container = try makeTrailContainer()
    #expect(container.configurations.first?.groupContainer == .identifier("group.example.trails"))
    #expect(container.mainContext.autosaveEnabled)
    let scratch = ModelContext(container)
    #expect(!scratch.autosaveEnabled)
    scratch.insert(Trail(name: "Draft", lengthKm: 1))
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Trail>()) == 0)
    scratch.autosaveEnabled = true
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Trail>()) == 1)
  }

  @Test("an edited model is its context's change until it saves: rollback restores its values")
  func editsRollBack() throws {
    let container = try ModelContainer(for: Book.self, BookNote.self)
    let scratch = ModelContext(container)
    let book = Book(title: "Emma", author: "Austen", rating: 4)
    scratch.insert(book)
    try scratch.save()
    #expect(!scratch.hasChanges)
    let harness = ParentHarness { Text("\(book.title) \(book.rating)") }
    book.title = "Persuasion"
    book.rating = 5
    #expect(scratch.hasChanges)
    #expect(harness.texts == ["Persuasion 5"])
    // A Cancel button's rollback: the book has its saved values again, and the screen shows them.
    scratch.rollback()
    #expect(!scratch.hasChanges)
    #expect(book.title == "Emma" && book.rating == 4)
    #expect(harness.texts == ["Emma 4"])
    // Saved edits stay: a later rollback has nothing to undo.
    book.rating = 3
    try scratch.save()
    scratch.rollback()
    #expect(book.rating == 3)
    // The main context's edits too, until it saves (SwiftData autosaves it later): a Cancel in
    // an editing sheet that calls rollback() undoes them.
    let main = container.mainContext
    let shelved = Book(title: "Ulysses", author: "Joyce", rating: 2)
    main.insert(shelved)
    try main.save()
    shelved.rating = 1
    #expect(main.hasChanges)
    main.rollback()
    #expect(shelved.rating == 2)
  }

  @Test("an edit a model actor makes is its context's change: its rollback undoes it")
  func actorEditBelongsToItsContext() async throws {
    let container = try ModelContainer(for: Trail.self)
    let trail = Trail(name: "Ridge Loop", lengthKm: 12)
    container.mainContext.insert(trail)
    try container.mainContext.save()
    let importer = ForgetfulImporter(modelContainer: container)
    let actorHasChanges = await importer.rename(trail.persistentModelID, to: "Ridge Trail")
    #expect(actorHasChanges)
    #expect(!container.mainContext.hasChanges)
    await importer.rollback()
    #expect(trail.name == "Ridge Loop")
  }

  @Test("a context that does not autosave keeps related inserts, cascades and rollbacks to itself")
  func pendingRelationshipsAndRollback() throws {
    let container = try ModelContainer(for: Book.self, BookNote.self)
    let main = container.mainContext
    let scratch = ModelContext(container)
    let book = Book(title: "Emma", author: "Austen", rating: 4)
    scratch.insert(book)
    book.notes.append(BookNote(text: "Chapter 3"))
    // The note came in with its book, in the scratch context only.
    #expect(try scratch.fetchCount(FetchDescriptor<BookNote>()) == 1)
    #expect(try main.fetchCount(FetchDescriptor<BookNote>()) == 0)
    scratch.rollback()
    #expect(try scratch.fetchCount(FetchDescriptor<Book>()) == 0)
    #expect(try scratch.fetchCount(FetchDescriptor<BookNote>()) == 0)

    let kept = Book(title: "Dune", author: "Herbert", rating: 5)
    kept.notes = [BookNote(text: "Spice")]
    scratch.insert(kept)
    try scratch.save()
    #expect(try main.fetchCount(FetchDescriptor<Book>()) == 1)
    #expect(try main.fetchCount(FetchDescriptor<BookNote>()) == 1)
    // A delete in the scratch context cascades there; the main context sees it after the save.
    scratch.delete(kept)
    #expect(try scratch.fetchCount(FetchDescriptor<BookNote>()) == 0)
    #expect(try main.fetchCount(FetchDescriptor<BookNote>()) == 1)
    try scratch.save()
    #expect(try main.fetchCount(FetchDescriptor<Book>()) == 0)
    #expect(try main.fetchCount(FetchDescriptor<BookNote>()) == 0)
  }

  @Test("a rollback takes back what the context did, no more: no cascade, no model it inserted")
  func rollbackTakesBackOnlyItsOwnChanges() throws {
    let container = try ModelContainer(for: Book.self, BookNote.self)
    let main = container.mainContext
    main.insert(BookNote(text: "Saved"))
    let scratch = ModelContext(container)
    // Inserted and deleted since the save: the rollback does not bring it back.
    let brief = Book(title: "Brief", author: "Anon", rating: 1)
    scratch.insert(brief)
    scratch.delete(brief)
    // A new book given the stored note: taking the insert back is no deletion, so its cascade
    // does not delete the note.
    let note = try #require(try scratch.fetch(FetchDescriptor<BookNote>()).first)
    let fresh = Book(title: "Fresh", author: "Anon", rating: 2)
    scratch.insert(fresh)
    fresh.notes.append(note)
    scratch.rollback()
    try scratch.save()
    #expect(try main.fetchCount(FetchDescriptor<Book>()) == 0)
    #expect(try main.fetch(FetchDescriptor<BookNote>()).map(\.text) == ["Saved"])

    // A stored book given a new note, then deleted (the cascade takes the note): the rollback
    // brings the book back, without the note that never reached the store.
    main.insert(Book(title: "Stored", author: "Anon", rating: 3))
    let again = ModelContext(container)
    let stored = try #require(try again.fetch(FetchDescriptor<Book>()).first)
    stored.notes.append(BookNote(text: "New"))
    again.delete(stored)
    again.rollback()
    try again.save()
    #expect(try main.fetch(FetchDescriptor<Book>()).map(\.title) == ["Stored"])
    #expect(try main.fetch(FetchDescriptor<BookNote>()).map(\.text) == ["Saved"])
    #expect(try main.fetch(FetchDescriptor<Book>()).first?.notes.isEmpty == true)
  }

  @Test("undoing a delete brings back what its cascade took; redoing deletes it all again")
  func undoAndRedoADeleteWithItsCascade() throws {
    let container = try ModelContainer(for: Book.self, BookNote.self)
    let context = container.mainContext
    let undoManager = UndoManager()
    undoManager.groupsByEvent = false
    context.undoManager = undoManager
    func change(_ body: () -> Void) {
      undoManager.beginUndoGrouping()
      body()
      undoManager.endUndoGrouping()
    }
    let book = Book(title: "Emma", author: "Austen", rating: 4)
    change { context.insert(book) }
    change { book.notes.append(BookNote(text: "Chapter 3")) }
    change { context.delete(book) }
    func stored() throws -> (books: Int, notes: [String]) {
      (
        try context.fetchCount(FetchDescriptor<Book>()),
        try context.fetch(FetchDescriptor<BookNote>()).map {
          "\($0.text) of \($0.book?.title ?? "-")"
        }
      )
    }
    #expect(try stored() == (0, []))
    undoManager.undo()
    #expect(try stored() == (1, ["Chapter 3 of Emma"]))
    // The redo deletes the book, and the cascade takes its note again (the note's letting go of
    // the book is part of the deletion, not an edit of its own replayed first).
    undoManager.redo()
    #expect(try stored() == (0, []))
    undoManager.undo()
    #expect(try stored() == (1, ["Chapter 3 of Emma"]))
  }

  @Test("contexts that change one list at the same time all count when they save")
  func listChangedByTwoContextsAtOnce() throws {
    let container = try ModelContainer(for: Book.self, BookNote.self)
    let main = container.mainContext
    let book = Book(title: "Emma", author: "Austen", rating: 4)
    main.insert(book)
    book.notes = [BookNote(text: "old")]
    let (first, second) = (ModelContext(container), ModelContext(container))
    let bookInFirst = try #require(try first.fetch(FetchDescriptor<Book>()).first)
    let bookInSecond = try #require(try second.fetch(FetchDescriptor<Book>()).first)
    bookInFirst.notes.append(BookNote(text: "first"))
    bookInSecond.notes.append(BookNote(text: "second"))
    if let old = bookInSecond.notes.first(where: { $0.text == "old" }) { second.delete(old) }
    // The main context adds one too, after both copied the book.
    book.notes.append(BookNote(text: "main"))
    try first.save()
    try second.save()
    // A store keeps this list in each note's `book`: no save's list overwrites another's.
    #expect(book.notes.map(\.text).sorted() == ["first", "main", "second"])
    let notes = try main.fetch(FetchDescriptor<BookNote>())
    #expect(notes.map(\.text).sorted() == ["first", "main", "second"])
    #expect(notes.allSatisfy { $0.book === book })
  }

  @Test("model actors saving while the main actor edits leave every list as its notes say")
  func actorsAndTheMainActorChangeListsAtOnce() async throws {
    let container = try ModelContainer(for: Book.self, BookNote.self)
    let main = container.mainContext
    let books = ["Emma", "Dune", "Kim"].map { Book(title: $0, author: "", rating: 3) }
    books.forEach(main.insert)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for batch in 0..<3 {
        group.addTask { try await NoteWriter(modelContainer: container).write(batch: batch) }
      }
      for index in 0..<30 {
        books[index % 3].notes.append(BookNote(text: "main \(index)"))
        await Task.yield()
      }
      try await group.waitForAll()
    }
    let harness = ParentHarness { Text("merged") }
    await harness.settle()  // the saves' changes reach the main context on the main queue
    let notes = try main.fetch(FetchDescriptor<BookNote>())
    #expect(notes.count == 3 * 40 + 30)
    #expect(notes.allSatisfy { note in note.book?.notes.contains { $0 === note } == true })
    #expect(books.map(\.notes.count).reduce(0, +) == notes.count)
  }
}

/// Adds notes to the books and moves some between them, saving as it goes.
@ModelActor
actor NoteWriter {
  func write(batch: Int) throws {
    let books = try modelContext.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)]))
    for index in 0..<40 {
      let note = BookNote(text: "batch \(batch) note \(index)")
      books[(batch + index) % books.count].notes.append(note)
      if index % 5 == 4 {
        note.book = books[index % books.count]
        try modelContext.save()
      }
    }
    try modelContext.save()
  }
}
