import Observation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A note that saves itself: a `.task` follows the document's text with Swift's `Observations`
/// (iOS 26) and saves each new text, skipping the one it starts with.
@Observable
final class NoteDocument {
  var text = ""
  private(set) var saved: [String] = []

  func save(_ text: String) { saved.append(text) }
}

struct AutosaveNote: View {
  @State private var document = NoteDocument()

  var body: some View {
    Form {
      TextField("Note", text: $document.text, axis: .vertical)
      Text(document.saved.isEmpty ? "Not saved" : "Saved \(document.saved.count)×")
    }
    .task {
      for await text in Observations({ document.text }).dropFirst() {
        document.save(text)
      }
    }
  }
}
