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
}
