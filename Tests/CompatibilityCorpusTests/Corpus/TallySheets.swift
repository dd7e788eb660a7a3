import Foundation
import SwiftUI
import UniformTypeIdentifiers

// A tally-sheet document app on OS 27's document model: each sheet is an `@Observable` document
// read and written through file wrappers as JSON. Counting registers undo, so the system autosaves
// it; "Clear all" forgets to, so on a device a sheet cleared and closed comes back full. Written
// to compile with the main actor as default isolation too: what the reader and writer touch off
// the main actor is `nonisolated`, as Apple's SDK requires there.

extension UTType {
  nonisolated static let tallySheet = UTType(
    exportedAs: "com.example.tallysheet", conformingTo: .json)
}

extension DocumentCreationSource {
  static let birdCount = DocumentCreationSource(id: "tally-birds")
}

/// What a sheet saves: its title and its counts, in order.
nonisolated struct TallyContent: Codable, Sendable, Equatable {
  var title: String
  var rows: [TallyRow]
}

nonisolated struct TallyRow: Codable, Sendable, Equatable, Identifiable {
  var name: String
  var count: Int
  var id: String { name }
}

@Observable
final class TallySheet: Document {
  nonisolated static let readableContentTypes: [UTType] = [.tallySheet]

  var title = "Untitled"
  var rows: [TallyRow] = []
  /// How many times the file was read into this sheet (a change on disk reads it again).
  var reads = 0

  init(rows: [TallyRow] = []) {
    self.rows = rows
  }

  nonisolated func reader(configuration: sending ReadConfiguration)
    -> sending FileWrapperDocumentReader<TallyContent>
  {
    FileWrapperDocumentReader(configuration) { wrapper in
      guard let data = wrapper.regularFileContents else {
        throw CocoaError(.fileReadCorruptFile)
      }
      return try JSONDecoder().decode(TallyContent.self, from: data)
    }
  }

  @MainActor func apply(snapshot: sending TallyContent, previous: sending TallyContent?)
    async throws
  {
    title = snapshot.title
    rows = snapshot.rows
    reads += 1
  }

  @MainActor func snapshot(contentType: UTType) async throws -> sending TallyContent {
    TallyContent(title: title, rows: rows)
  }

  nonisolated func writer(configuration: sending WriteConfiguration)
    -> sending FileWrapperDocumentWriter<TallyContent>
  {
    FileWrapperDocumentWriter(configuration) { content, _ in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      return FileWrapper(regularFileWithContents: try encoder.encode(content))
    }
  }
}

struct TallySheetsApp: App {
  var body: some Scene {
    DocumentGroup { sheet in
      TallySheetEditor(sheet: sheet)
    } makeDocument: { configuration, context in
      if context.creationSource == .birdCount {
        return TallySheet(rows: [
          TallyRow(name: "Robin", count: 0), TallyRow(name: "Wren", count: 0),
        ])
      }
      return TallySheet()
    }
  }
}

struct TallySheetEditor: View {
  @Bindable var sheet: TallySheet
  @Environment(\.undoManager) private var undoManager
  @State private var newRow = ""

  var body: some View {
    List {
      Section("Title") {
        TextField("Title", text: $sheet.title)
      }
      Section("Counts") {
        ForEach(sheet.rows) { row in
          HStack {
            Text(row.name)
            Spacer()
            Text("\(row.count)")
            Button("Add one to \(row.name)") { count(row.name, by: 1) }
              .buttonStyle(.borderless)
          }
        }
        HStack {
          TextField("New row", text: $newRow)
          Button("Add row") {
            guard !newRow.isEmpty else { return }
            sheet.rows.append(TallyRow(name: newRow, count: 0))
            newRow = ""
          }
          .buttonStyle(.borderless)
        }
      }
      Section {
        Text("Read \(sheet.reads) times")
        Button("Clear all", role: .destructive) {
          // The bug: no undo registration, so the system never learns the sheet changed.
          for index in sheet.rows.indices { sheet.rows[index].count = 0 }
        }
        Button("Undo") { undoManager?.undo() }
      }
    }
    .navigationTitle(sheet.title)
  }

  private func count(_ name: String, by step: Int) {
    guard let index = sheet.rows.firstIndex(where: { $0.name == name }) else { return }
    sheet.rows[index].count += step
    undoManager?.registerUndo(withTarget: sheet) { sheet in
      guard let index = sheet.rows.firstIndex(where: { $0.name == name }) else { return }
      sheet.rows[index].count -= step
    }
  }
}
