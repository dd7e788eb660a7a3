import Foundation
import FoundationModels

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A chat with Apple's on-device model about the city: the conversation on screen is the
/// session's transcript, and the model may check opening hours with a tool before answering.
@MainActor
@Observable
final class GuideChat {
  let session = LanguageModelSession(tools: [OpeningHoursTool()]) {
    "You answer visitors' questions about Lisbon in one or two sentences."
    "Check opening hours with the openingHours tool before recommending a place."
  }
  var draft = ""
  private(set) var failed = false

  func send() async {
    let question = draft
    draft = ""
    failed = false
    do {
      _ = try await session.respond(to: question)
    } catch {
      failed = true
    }
  }
}

struct AskTheGuide: View {
  @State private var chat = GuideChat()

  var body: some View {
    VStack {
      ScrollView {
        ForEach(chat.session.transcript) { entry in
          switch entry {
          case .prompt(let prompt):
            ChatBubble(text: prompt.segments.plainText, isMine: true)
          case .response(let response):
            ChatBubble(text: response.segments.plainText, isMine: false)
          case .toolCalls(let calls):
            Text("Checking \(calls.map(\.toolName).joined(separator: ", "))…")
              .font(.caption)
          case .instructions, .toolOutput:
            EmptyView()
          @unknown default:
            EmptyView()
          }
        }
      }
      if chat.failed { Text("The guide is not available.") }
      HStack {
        TextField("Ask the guide", text: $chat.draft)
        Button("Send") { Task { await chat.send() } }
          .disabled(chat.draft.isEmpty || chat.session.isResponding)
      }
    }
  }
}

struct ChatBubble: View {
  let text: String
  let isMine: Bool

  var body: some View {
    Text(text)
      .padding(8)
      .background(isMine ? Color.blue : Color.gray, in: .rect(cornerRadius: 12))
      .frame(maxWidth: .infinity, alignment: isMine ? .trailing : .leading)
  }
}

extension [Transcript.Segment] {
  /// The text segments' content, together.
  var plainText: String {
    compactMap { segment -> String? in
      if case .text(let text) = segment { return text.content }
      return nil
    }
    .joined(separator: " ")
  }
}
