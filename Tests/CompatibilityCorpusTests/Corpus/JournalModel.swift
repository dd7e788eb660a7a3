import Foundation
import OSLog

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A journal whose model logs with `Logger`, as apps do since iOS 14: interpolations with
/// privacy, integer and float formats, errors and types.
@Observable
final class Journal {
  private static let logger = Logger(subsystem: "com.example.journal", category: "model")

  struct Entry: Identifiable, Equatable {
    let id: Int
    var text: String
    var mood: Double
  }

  enum JournalError: Error {
    case empty
  }

  private(set) var entries: [Entry] = []
  private(set) var lastError: String?

  func add(_ text: String, mood: Double) {
    do {
      guard !text.isEmpty else { throw JournalError.empty }
      let entry = Entry(id: entries.count + 1, text: text, mood: mood)
      entries.append(entry)
      lastError = nil
      Self.logger.info(
        "added entry \(entry.id, format: .decimal(minDigits: 3), privacy: .public): \(text, privacy: .private) mood \(mood, format: .fixed(precision: 1))"
      )
      Self.logger.debug("\(self.entries.count) entries in \(String(describing: Self.self))")
    } catch {
      lastError = "\(error)"
      Self.logger.error(
        "could not add: \(error.localizedDescription, privacy: .public), empty: \(text.isEmpty)")
      os_log("journal: %{public}@", log: .default, type: .error, "\(error)")
    }
  }
}

struct JournalScreen: View {
  @State private var journal = Journal()
  @State private var draft = ""

  var body: some View {
    Form {
      TextField("Today", text: $draft)
      Button("Save") {
        journal.add(draft, mood: 0.75)
        draft = ""
      }
      if let error = journal.lastError {
        Text("Error: \(error)")
      }
      ForEach(journal.entries) { entry in
        Text(entry.text)
      }
    }
  }
}
