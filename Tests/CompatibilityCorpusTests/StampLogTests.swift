import CoreData
import Foundation
import Testing
import ViewProbe

/// `StampLog.swift`: the shape of Xcode's Core Data starter project — a preview controller in
/// memory, `withAnimation` around saves, swipe to delete, a batch delete merged by hand.
@MainActor
@Suite("Corpus: stamp log (Core Data starter project)", .viewProbe)
struct StampLogTests {
  private func host(_ controller: StampPersistence) -> ParentHarness<some View> {
    ParentHarness {
      StampLogView().environment(\.managedObjectContext, controller.container.viewContext)
    }
  }

  private func times<Content>(_ harness: ParentHarness<Content>) -> [String] {
    harness.visibleTexts.filter { $0.count == 5 && $0.dropFirst(2).hasPrefix(":") }
  }

  @Test("saved entries show, formatted; Add Entry adds one; the preview controller holds three")
  func previewEntriesAndAdd() throws {
    let controller = StampPersistence(inMemory: true)
    for hour in [2, 0] {
      let entry = StampEntry(context: controller.container.viewContext)
      entry.stamp = Date(timeIntervalSince1970: Double(hour) * 3600)
    }
    let harness = host(controller)
    #expect(times(harness) == ["00:00", "02:00"])
    try harness.find(button: "Add Entry").tap()
    #expect(times(harness) == ["00:00", "02:00", "00:00"])
    #expect(!controller.container.viewContext.hasChanges, "Add saved")
    #expect(StampPersistence.preview.container.viewContext.registeredObjects.count == 3)
  }

  @Test("swipe to delete deletes the row's object and saves")
  func swipeToDelete() throws {
    let controller = StampPersistence(inMemory: true)
    let entry = StampEntry(context: controller.container.viewContext)
    entry.stamp = Date(timeIntervalSince1970: 3600)
    try controller.container.viewContext.save()
    let harness = host(controller)
    try harness.find(text: "01:00").delete()
    #expect(times(harness).isEmpty)
    #expect(entry.managedObjectContext == nil && !controller.container.viewContext.hasChanges)
  }

  @Test("fetch by a UUID attribute with `id as CVarArg`; a default attribute value is set")
  func fetchByID() throws {
    let controller = StampPersistence(inMemory: true)
    let context = controller.container.viewContext
    let entry = StampEntry(context: context)
    let id = UUID()
    entry.id = id
    try context.save()
    #expect(stampEntry(withID: id, in: context) === entry)
    #expect(stampEntry(withID: UUID(), in: context) == nil)
    #expect(entry.mood == "calm" && entry.value(forKey: "mood") as? String == "calm")
  }

  @Test("a batch delete empties the store; the list updates once the IDs are merged")
  func batchDeleteMerged() throws {
    let controller = StampPersistence(inMemory: true)
    let context = controller.container.viewContext
    for hour in [1, 2] {
      let entry = StampEntry(context: context)
      entry.stamp = Date(timeIntervalSince1970: Double(hour) * 3600)
    }
    try context.save()
    let harness = host(controller)
    #expect(times(harness) == ["01:00", "02:00"])
    try clearStampLog(context)
    #expect(times(harness).isEmpty)
    #expect(try context.count(for: StampEntry.fetchRequest()) == 0)
  }

  @Test("a deny rule fails the save while the label still has entries; rollback restores it")
  func denyRule() throws {
    let controller = StampPersistence(inMemory: true)
    let context = controller.container.viewContext
    let label = StampLabel(context: context)
    let entry = StampEntry(context: context)
    entry.labels = [label]
    try context.save()
    context.delete(label)
    #expect(throws: (any Error).self) { try context.save() }
    #expect(context.hasChanges && label.isDeleted)
    context.rollback()
    #expect(!label.isDeleted && label.entries == [entry])
    entry.labels = []
    context.delete(label)
    try context.save()
    #expect(label.managedObjectContext == nil)
  }

  @Test("a to-many Swift set and its inverse on the other side stay in step")
  func swiftSetRelationship() throws {
    let controller = StampPersistence(inMemory: true)
    let context = controller.container.viewContext
    let entry = StampEntry(context: context)
    let label = StampLabel(context: context)
    label.title = "work"
    entry.addToLabels(label)
    #expect(label.entries == [entry])
    label.entries = []
    #expect(entry.labels?.isEmpty == true)
    entry.labels = [label]
    try context.save()
    let other = controller.container.newBackgroundContext()
    let stored = try #require(try other.fetch(StampLabel.fetchRequest()).first)
    #expect(stored.entries?.first?.labels?.first === stored)
  }
}
