import Foundation
import SwiftUI
import UniformTypeIdentifiers

// A story-writing app on iOS 18's document launch screen: a launch scene with the app's own
// actions — a blank story, or one started from a prompt the user picks in a full-screen picker
// the button waits for — then the document group that edits stories. Beside it, a scratch pad
// with no document group: a `DocumentLaunchView` whose pages are plain files it reads and writes
// itself, and whose "New Page" button copies a ruled template.

struct StoryDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String

  init(text: String = "") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    text = String(decoding: data, as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

struct StoryStarterApp: App {
  @State private var isPickingPrompt = false
  @State private var promptChoice: CheckedContinuation<StoryDocument?, any Error>?

  var body: some Scene {
    DocumentGroupLaunchScene("Stories") {
      NewDocumentButton(Text("Start Writing"))
      NewDocumentButton(Text("Start from a Prompt"), for: StoryDocument.self) {
        try await withCheckedThrowingContinuation { continuation in
          promptChoice = continuation
          isPickingPrompt = true
        }
      }
      .fullScreenCover(isPresented: $isPickingPrompt) {
        PromptPicker(choice: $promptChoice)
      }
    } background: {
      LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
    } backgroundAccessoryView: { geometry in
      Image(systemName: "book.pages")
        .font(.system(size: 80))
        .position(x: geometry.frame.midX, y: geometry.titleViewFrame.minY - 60)
    }
    .documentLaunchSubtitle(Text("Write something today"))

    DocumentGroup(newDocument: StoryDocument()) { file in
      StoryEditor(story: file.$document)
    }
    .commands {
      if #available(iOS 18, macOS 15, *) {
        CommandMenu("Story") {
          Button("Insert Scene Break") {}
            .keyboardShortcut("b", modifiers: [.command, .shift])
        }
      }
    }
  }
}

struct PromptPicker: View {
  @Binding var choice: CheckedContinuation<StoryDocument?, any Error>?
  @Environment(\.dismiss) private var dismiss
  private let prompts = ["A door that was never there", "The last train home"]

  var body: some View {
    NavigationStack {
      List(prompts, id: \.self) { prompt in
        Button(prompt) { finish(with: StoryDocument(text: prompt + "\n\n")) }
      }
      .navigationTitle("Pick a Prompt")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") {
            choice?.resume(throwing: CancellationError())
            choice = nil
            dismiss()
          }
        }
      }
    }
  }

  private func finish(with story: StoryDocument) {
    choice?.resume(returning: story)
    choice = nil
    dismiss()
  }
}

struct StoryEditor: View {
  @Binding var story: StoryDocument

  var body: some View {
    TextEditor(text: $story.text)
      .navigationTitle("Story")
    Text("\(story.text.split(separator: " ").count) words")
  }
}

/// A scratch pad of plain-text pages, opened from its own launch screen.
struct ScratchPadLaunch: View {
  let ruledTemplate: URL
  /// Where new pages are kept.
  let pagesFolder: URL

  var body: some View {
    DocumentLaunchView("Scratch Pad", for: [.plainText]) {
      NewDocumentButton("New Page", contentType: .plainText) {
        let page = pagesFolder.appendingPathComponent("Page-\(UUID().uuidString).txt")
        try FileManager.default.copyItem(at: ruledTemplate, to: page)
        return page
      }
      NewDocumentButton("Blank Page", contentType: .plainText)
    } onDocumentOpen: { url in
      ScratchPage(url: url)
    }
    .documentLaunchSubtitle(Text("Jot it down"))
  }
}

struct ScratchPage: View {
  let url: URL
  @State private var text = ""
  @State private var saveFailed = false

  var body: some View {
    VStack {
      TextField("Page", text: $text, axis: .vertical)
      Button("Save") {
        do {
          try Data(text.utf8).write(to: url)
        } catch {
          saveFailed = true
        }
      }
      if saveFailed { Text("Could not save") }
    }
    .onAppear { text = (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
  }
}

/// Quick notes: a launch view with neither title nor background, as Apple's shortest example.
struct QuickNotesLaunch: View {
  var body: some View {
    DocumentLaunchView(for: [.plainText]) {
      NewDocumentButton("Start a Note")
    } onDocumentOpen: { url in
      Text(url.deletingPathExtension().lastPathComponent)
    }
  }
}
