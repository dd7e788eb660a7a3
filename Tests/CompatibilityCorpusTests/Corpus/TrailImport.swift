import Foundation
import SwiftData

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// `nonisolated`: a model actor works with trails off the main actor, which a target whose code is
/// on the main actor by default (Xcode 26's new apps) would otherwise forbid.
@Model
nonisolated final class Trail {
  @Attribute(.unique) var name: String
  var lengthKm: Double

  init(name: String, lengthKm: Double) {
    self.name = name
    self.lengthKm = lengthKm
  }
}

/// The app's container, shared with its widget through an app group and kept off iCloud.
func makeTrailContainer() throws -> ModelContainer {
  let configuration = ModelConfiguration(
    "Trails", groupContainer: .identifier("group.example.trails"), cloudKitDatabase: .none)
  return try ModelContainer(for: Trail.self, configurations: configuration)
}

/// Imports trails off the main actor, as an app parses a download, and hands back their
/// identifiers (models do not cross actors).
@ModelActor
actor TrailImporter {
  func importTrails(_ rows: [(String, Double)]) throws -> [PersistentIdentifier] {
    let trails = rows.map { Trail(name: $0.0, lengthKm: $0.1) }
    for trail in trails { modelContext.insert(trail) }
    try modelContext.save()
    return trails.map(\.persistentModelID)
  }

  func removeShort(under km: Double) throws -> Int {
    let short = try modelContext.fetch(
      FetchDescriptor<Trail>(predicate: #Predicate { $0.lengthKm < km }))
    for trail in short { modelContext.delete(trail) }
    try modelContext.save()
    return short.count
  }
}

/// The trails list: imports run in a model actor, the query follows their saves, and the first
/// imported trail is looked up by its identifier in the main context.
struct TrailImportScreen: View {
  @Environment(\.modelContext) private var context
  @Query(sort: \Trail.name) private var trails: [Trail]
  @State private var featuredID: PersistentIdentifier?
  @State private var status = "Nothing imported"

  private var featured: Trail? {
    featuredID.flatMap { context.model(for: $0) as? Trail }
  }

  var body: some View {
    NavigationStack {
      List {
        Section { Text(status) }
        if let featured { Section("Featured") { Text(featured.name) } }
        ForEach(trails) { trail in
          LabeledContent(trail.name, value: "\(Int(trail.lengthKm)) km")
        }
      }
      .toolbar {
        Button("Import") {
          let container = context.container
          Task {
            let importer = TrailImporter(modelContainer: container)
            let ids = try await importer.importTrails([
              ("Ridge Loop", 12), ("Cove Walk", 3), ("Summit Path", 21),
            ])
            featuredID = ids.first
            status = "Imported \(ids.count)"
          }
        }
        Button("Tidy") {
          let container = context.container
          Task {
            let removed = try await TrailImporter(modelContainer: container).removeShort(under: 5)
            status = "Removed \(removed)"
          }
        }
      }
    }
  }
}
