import Foundation
import ViewProbe

nonisolated extension View {
  /// Runs `action` with a session when the view appears with a non-`nil` configuration, and again
  /// whenever it changes or is invalidated (the running one is cancelled), as `task(id:)` runs.
  public func translationTask(
    _ configuration: TranslationSession.Configuration?,
    action: @escaping (TranslationSession) async -> Void
  ) -> some View {
    nonisolated(unsafe) let action = action
    return task(id: configuration) {
      guard let configuration else { return }
      await action(TranslationSession(source: configuration.source, target: configuration.target))
    }
  }

  /// Runs `action` with a session for `source` to `target` when the view appears, and again when
  /// either language changes.
  public func translationTask(
    source: Locale.Language? = nil, target: Locale.Language? = nil,
    action: @escaping (TranslationSession) async -> Void
  ) -> some View {
    translationTask(
      TranslationSession.Configuration(source: source, target: target), action: action)
  }

  /// Presents the system's translation of `text` while `isPresented` is true: the translation,
  /// and, with `replacementAction`, a "Replace with Translation" button that hands it over and
  /// closes the sheet; "Done" closes it.
  public func translationPresentation(
    isPresented: Binding<Bool>, text: String,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    replacementAction: ((String) -> Void)? = nil
  ) -> some View {
    nonisolated(unsafe) let replacement = replacementAction
    return sheet(isPresented: isPresented) {
      SystemTranslationSheet(isPresented: isPresented, text: text, replacementAction: replacement)
    }
  }
}

/// The system's translation sheet.
struct SystemTranslationSheet: View {
  let isPresented: Binding<Bool>
  let text: String
  nonisolated(unsafe) let replacementAction: ((String) -> Void)?
  @State private var translated: String?
  @State private var failed = false

  nonisolated init(
    isPresented: Binding<Bool>, text: String, replacementAction: ((String) -> Void)?
  ) {
    self.isPresented = isPresented
    self.text = text
    self.replacementAction = replacementAction
  }

  var body: some View {
    VStack {
      Text(text)
      if let translated {
        Text(translated)
        if let replacementAction {
          Button("Replace with Translation") {
            replacementAction(translated)
            isPresented.wrappedValue = false
          }
        }
      } else if failed {
        Text("Translation unavailable")
      }
      Button("Done") { isPresented.wrappedValue = false }
    }
    .task {
      do {
        translated = try await TranslationSession(source: nil, target: nil).translate(text)
          .targetText
      } catch {
        failed = true
      }
    }
  }
}
