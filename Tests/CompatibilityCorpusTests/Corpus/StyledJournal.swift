import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A journal entry editor in the iOS 26 style: styled text with a selection, a Bold button that
/// resolves the selected fonts to know whether to add or remove bold, a highlight button, and a
/// status line that counts the selected words.
struct JournalEntryEditor: View {
  @State private var entry = AttributedString("Walked to the harbour at dawn")
  @State private var selection = AttributedTextSelection()
  @Environment(\.fontResolutionContext) private var fontContext

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        TextEditor(text: $entry, selection: $selection)
          .textSelectionAffinity(.downstream)
          .textInputFormattingControlVisibility(.hidden, for: .inputAssistant)
        Text(status)
          .font(.footnote)
          .foregroundStyle(.secondary)
      }
      .padding()
      .navigationTitle("Today")
      .toolbar {
        ToolbarItemGroup(placement: .bottomBar) {
          Button("Highlight", systemImage: "highlighter", action: toggleHighlight)
          Button(selectionIsBold ? "Unbold" : "Bold", systemImage: "bold", action: toggleBold)
        }
      }
    }
  }

  private var status: String {
    switch selection.indices(in: entry) {
    case .insertionPoint:
      return "\(entry.characters.count) characters"
    case .ranges(let ranges):
      let words = ranges.ranges.flatMap { String(entry[$0].characters).split(separator: " ") }
      return words.count == 1 ? "1 word selected" : "\(words.count) words selected"
    }
  }

  /// Whether every selected run is bold, as the font resolves where the editor is.
  private var selectionIsBold: Bool {
    guard case .ranges(let ranges) = selection.indices(in: entry) else { return false }
    return ranges.ranges.allSatisfy { range in
      entry[range].runs.allSatisfy { run in
        (run.font ?? .body).resolve(in: fontContext).isBold
      }
    }
  }

  private func toggleBold() {
    let makeBold = !selectionIsBold
    entry.transformAttributes(in: &selection) { attributes in
      attributes.font = (attributes.font ?? .body).weight(makeBold ? .bold : .regular)
    }
  }

  private func toggleHighlight() {
    entry.transformAttributes(in: &selection) { attributes in
      attributes.backgroundColor = attributes.backgroundColor == nil ? .yellow : nil
    }
  }
}
