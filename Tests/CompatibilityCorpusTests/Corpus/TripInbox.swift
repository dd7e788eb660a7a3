import Foundation
import SwiftData

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A trips app whose home-screen widget can star and remove trips. The widget works in a context
/// of its own, with "widget" as its author; the app reads SwiftData's history after the token it
/// kept, and shows what the widget did since it last looked. A removed trip's name survives in
/// the history because it is preserved on deletion.
@Model
nonisolated final class InboxTrip {
  @Attribute(.preserveValueOnDeletion) var name: String
  var isStarred = false
  var notes = ""
  @Transient var isExpanded = false

  init(name: String) { self.name = name }
}

/// Who writes to the store, as the history tells it.
nonisolated enum TripAuthor {
  static let widget = "widget"
}

/// What the widget's buttons do (an App Intent, on a device): a context of their own, saved at
/// once, marked as the widget's.
nonisolated struct TripWidgetActions {
  let container: ModelContainer

  private func context() -> ModelContext {
    let context = ModelContext(container)
    context.author = TripAuthor.widget
    return context
  }

  private func trip(named name: String, in context: ModelContext) throws -> InboxTrip? {
    try context.fetch(FetchDescriptor<InboxTrip>(predicate: #Predicate { $0.name == name })).first
  }

  func toggleStar(_ name: String) throws {
    let context = context()
    guard let trip = try trip(named: name, in: context) else { return }
    trip.isStarred.toggle()
    try context.save()
  }

  func remove(_ name: String) throws {
    let context = context()
    guard let trip = try trip(named: name, in: context) else { return }
    context.delete(trip)
    try context.save()
  }

  func add(_ name: String) throws {
    let context = context()
    context.insert(InboxTrip(name: name))
    try context.save()
  }
}

/// Reads what the widget changed after `token`: a line for each change, and the token to keep.
struct WidgetChangeReader {
  let context: ModelContext

  func changes(after token: DefaultHistoryToken?) throws -> (
    lines: [String], last: DefaultHistoryToken?
  ) {
    var descriptor = HistoryDescriptor<DefaultHistoryTransaction>()
    if let token {
      descriptor.predicate = #Predicate { $0.token > token && $0.author == "widget" }
    } else {
      descriptor.predicate = #Predicate { $0.author == "widget" }
    }
    let transactions = try context.fetchHistory(descriptor)
    var lines: [String] = []
    for transaction in transactions {
      for change in transaction.changes {
        switch change {
        case .insert(let insert as DefaultHistoryInsert<InboxTrip>):
          let trip = context.model(for: insert.changedPersistentIdentifier) as? InboxTrip
          lines.append("Added \(trip?.name ?? "a trip")")
        case .update(let update as DefaultHistoryUpdate<InboxTrip>):
          guard update.updatedAttributes.contains(where: { $0 == \InboxTrip.isStarred }),
            let trip = context.model(for: update.changedPersistentIdentifier) as? InboxTrip
          else { continue }
          lines.append(trip.isStarred ? "Starred \(trip.name)" : "Unstarred \(trip.name)")
        case .delete(let delete as DefaultHistoryDelete<InboxTrip>):
          let name = delete.tombstone[\.name] as? String
          lines.append("Removed \(name ?? "a trip")")
        default:
          break
        }
      }
    }
    return (lines, transactions.last?.token ?? token)
  }
}

struct TripInbox: View {
  @Environment(\.modelContext) private var modelContext
  @Query(sort: \InboxTrip.name) private var trips: [InboxTrip]
  @AppStorage("widgetHistoryToken") private var tokenData: Data?
  @State private var notices: [String] = []

  var body: some View {
    NavigationStack {
      List {
        if !notices.isEmpty {
          Section("From your widget") {
            ForEach(notices, id: \.self) { Text($0) }
          }
        }
        ForEach(trips) { trip in
          Text(trip.isStarred ? "★ \(trip.name)" : trip.name)
        }
      }
      .navigationTitle("Trips")
      .toolbar {
        Button("Check widget changes") { checkWidgetChanges() }
        Button("Clear") { notices = [] }
      }
    }
    .onAppear { checkWidgetChanges() }
  }

  private func checkWidgetChanges() {
    let kept = tokenData.flatMap { try? JSONDecoder().decode(DefaultHistoryToken.self, from: $0) }
    do {
      let (lines, last) = try WidgetChangeReader(context: modelContext).changes(after: kept)
      notices += lines
      if let last { tokenData = try JSONEncoder().encode(last) }
    } catch let error as SwiftDataError where error == .historyTokenExpired {
      // The history before the token is gone: start again from what is left.
      tokenData = nil
    } catch {
      notices.append("Couldn't read your widget's changes")
    }
  }
}
