import Foundation
import SwiftData
import Testing
import ViewProbe

@MainActor
@Suite("TripInbox: SwiftData's history tells the app what its widget changed", .viewProbe)
struct TripInboxTests {
  private func inbox(_ names: String...) throws -> (ParentHarness<some View>, ModelContainer) {
    let container = try ModelContainer(for: InboxTrip.self)
    for name in names { container.mainContext.insert(InboxTrip(name: name)) }
    try container.mainContext.save()
    return (ParentHarness { TripInbox().modelContainer(container) }, container)
  }

  @Test("the widget's star, add and remove show up once the app checks; its own saves do not")
  func widgetChangesReachTheInbox() async throws {
    let (harness, container) = try inbox("Lisbon", "Porto")
    let widget = TripWidgetActions(container: container)
    #expect(!harness.visibleTexts.contains("From your widget"))
    try widget.toggleStar("Lisbon")
    try widget.add("Faro")
    try widget.remove("Porto")
    await harness.settle()
    // The list follows the store at once; the notices wait for the check.
    #expect(harness.visibleTexts.contains("★ Lisbon"))
    #expect(!harness.visibleTexts.contains("Porto"))
    #expect(!harness.visibleTexts.contains("From your widget"))
    try harness.find(button: "Check widget changes").tap()
    let notices = ["Starred Lisbon", "Added Faro", "Removed Porto"]
    #expect(notices.allSatisfy(harness.visibleTexts.contains))
    let shown = harness.visibleTexts.filter(notices.contains)
    #expect(shown == notices, "in the order the widget saved them")
    // The app's own save of Lisbon and Porto has no author: it is not the widget's.
    #expect(!harness.visibleTexts.contains("Added Lisbon"))
    #expect(harness.visibleTexts.filter { $0.hasPrefix("Added") } == ["Added Faro"])
  }

  @Test("the kept token: a second check adds nothing, a later change adds only itself")
  func tokenMarksWhatWasSeen() async throws {
    let (harness, container) = try inbox("Lisbon")
    let widget = TripWidgetActions(container: container)
    try widget.toggleStar("Lisbon")
    await harness.settle()
    try harness.find(button: "Check widget changes").tap()
    try harness.find(button: "Check widget changes").tap()
    #expect(harness.visibleTexts.filter { $0 == "Starred Lisbon" }.count == 1)
    try widget.toggleStar("Lisbon")
    await harness.settle()
    try harness.find(button: "Check widget changes").tap()
    #expect(
      harness.visibleTexts.filter { $0.hasSuffix("Lisbon") && $0 != "Lisbon" } == [
        "Starred Lisbon", "Unstarred Lisbon",
      ])
  }

  @Test("the token kept in app storage is read by the next launch: old changes are not shown again")
  func encodedTokenSurvivesARelaunch() async throws {
    let suite = "TripInboxTests-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let container = try ModelContainer(for: InboxTrip.self)
    container.mainContext.insert(InboxTrip(name: "Lisbon"))
    try container.mainContext.save()
    let widget = TripWidgetActions(container: container)
    try widget.toggleStar("Lisbon")
    let first = ParentHarness { TripInbox().modelContainer(container).defaultAppStorage(defaults) }
    await first.settle()
    #expect(first.visibleTexts.contains("Starred Lisbon"))
    try widget.add("Faro")
    let second = ParentHarness { TripInbox().modelContainer(container).defaultAppStorage(defaults) }
    await second.settle()
    #expect(second.visibleTexts.contains("Added Faro"))
    #expect(!second.visibleTexts.contains("Starred Lisbon"))
  }

  @Test("a save adds one transaction, by its context's author, listing each change once")
  func transactionsFollowSaves() throws {
    let container = try ModelContainer(for: InboxTrip.self)
    let context = ModelContext(container)
    context.author = "importer"
    let lisbon = InboxTrip(name: "Lisbon")
    let porto = InboxTrip(name: "Porto")
    context.insert(lisbon)
    context.insert(porto)
    try context.save()
    // No changes: no transaction.
    try context.save()
    lisbon.notes = "Tram 28"
    lisbon.isStarred = true
    lisbon.notes = "Tram 28, Alfama"
    lisbon.isExpanded = true
    context.delete(porto)
    try context.save()
    let history = try context.fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>())
    try #require(history.count == 2)
    #expect(history.map(\.author) == ["importer", "importer"])
    #expect(history[0].token < history[1].token)
    #expect(history[0].changes.count == 2)
    #expect(history[0].changes.allSatisfy { if case .insert = $0 { true } else { false } })
    let second = history[1].changes
    #expect(second.count == 2)
    guard case .update(let update as DefaultHistoryUpdate<InboxTrip>) = second.first,
      case .delete(let delete as DefaultHistoryDelete<InboxTrip>) = second.last
    else {
      Issue.record("expected an update, then a delete: \(second)")
      return
    }
    #expect(update.changedPersistentIdentifier == lisbon.persistentModelID)
    // Each stored property once, in the order first changed; the transient one is not stored.
    #expect(update.updatedAttributes.count == 2)
    #expect(update.updatedAttributes.first.map { $0 == \InboxTrip.notes } == true)
    #expect(update.updatedAttributes.last.map { $0 == \InboxTrip.isStarred } == true)
    #expect(delete.changedPersistentIdentifier == porto.persistentModelID)
    #expect(delete.tombstone[\.name] as? String == "Porto")
    #expect(delete.tombstone[\.notes] == nil, "only preserved attributes stay")
  }

  @Test("what a save does not store is in no transaction: inserted then deleted, rolled back")
  func unsavedWorkLeavesNoHistory() throws {
    let container = try ModelContainer(for: InboxTrip.self)
    let context = ModelContext(container)
    let draft = InboxTrip(name: "Draft")
    context.insert(draft)
    context.delete(draft)
    let kept = InboxTrip(name: "Kept")
    context.insert(kept)
    try context.save()
    kept.notes = "edited, then rolled back"
    context.rollback()
    try context.save()
    kept.isStarred = true
    context.delete(kept)
    try context.save()
    let history = try context.fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>())
    try #require(history.count == 2)
    #expect(history[0].changes.map(\.changedPersistentIdentifier) == [kept.persistentModelID])
    // Edited then deleted: only the deletion.
    #expect(history[1].changes.count == 1)
    if case .delete = history[1].changes.first {
    } else {
      Issue.record("expected a delete: \(history[1].changes)")
    }
  }

  @Test("the main context's saves are history too, without an author; fetch order, limit, delete")
  func descriptorsSortLimitAndDelete() throws {
    let container = try ModelContainer(for: InboxTrip.self)
    let main = container.mainContext
    for name in ["A", "B", "C"] {
      main.insert(InboxTrip(name: name))
      try main.save()
    }
    let all = try main.fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>())
    try #require(all.count == 3)
    #expect(all.allSatisfy { $0.author == nil })
    let newestFirst = try main.fetchHistory(
      HistoryDescriptor<DefaultHistoryTransaction>(sortBy: [
        SortDescriptor(\.transactionIdentifier, order: .reverse)
      ]))
    #expect(newestFirst.map(\.token) == all.reversed().map(\.token))
    var limited = HistoryDescriptor<DefaultHistoryTransaction>()
    limited.fetchLimit = 2
    #expect(try main.fetchHistory(limited).map(\.token) == all.prefix(2).map(\.token))
    let middle = all[1].token
    try main.deleteHistory(
      HistoryDescriptor<DefaultHistoryTransaction>(predicate: #Predicate { $0.token <= middle }))
    #expect(
      try main.fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>()).map(\.token) == [
        all[2].token
      ])
    // A token is a value: encoded and decoded, it is the same token.
    let decoded = try JSONDecoder().decode(
      DefaultHistoryToken.self, from: JSONEncoder().encode(middle))
    #expect(decoded == middle)
    #expect(decoded.storeIdentifier == all[0].storeIdentifier)
  }

  @Test("contexts saving at once: one transaction per save, numbered in the order they landed")
  func concurrentSavesAreNumberedInOrder() async throws {
    let container = try ModelContainer(for: InboxTrip.self)
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<6 {
        group.addTask {
          let context = ModelContext(container)
          context.author = "worker \(worker)"
          for trip in 0..<40 {
            context.insert(InboxTrip(name: "\(worker)-\(trip)"))
            try? context.save()
          }
        }
      }
    }
    let history = try ModelContext(container).fetchHistory(
      HistoryDescriptor<DefaultHistoryTransaction>())
    #expect(history.map(\.transactionIdentifier) == Array(1...240))
    #expect(Set(history.map(\.token)).count == 240)
    #expect(history.allSatisfy { $0.changes.count == 1 })
    #expect(Set(history.compactMap(\.author)).count == 6)
  }

  @Test("a property given the value it has is no change: no update, and no transaction")
  func equalValueIsNoChange() throws {
    let container = try ModelContainer(for: InboxTrip.self)
    let context = ModelContext(container)
    let lisbon = InboxTrip(name: "Lisbon")
    context.insert(lisbon)
    try context.save()
    lisbon.name = "Lisbon"
    lisbon.isStarred = false
    try context.save()
    lisbon.notes = "Tram 28"
    lisbon.isStarred = false
    try context.save()
    let history = try context.fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>())
    try #require(history.count == 2)
    guard case .update(let update as DefaultHistoryUpdate<InboxTrip>) = history[1].changes.first
    else {
      Issue.record("expected an update: \(history[1].changes)")
      return
    }
    #expect(update.updatedAttributes.count == 1)
    #expect(update.updatedAttributes.first.map { $0 == \InboxTrip.notes } == true)
  }
}
