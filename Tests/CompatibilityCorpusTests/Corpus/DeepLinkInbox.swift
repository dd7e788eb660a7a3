import SwiftUI

// An inbox that a link opens at a message: the router appends the message to the navigation
// path. A link can arrive while the composer sheet is up; the message is then pushed beneath it.

@Observable
final class InboxRouter {
  var path: [Int] = []
  var showsComposer = false

  func handle(_ url: URL) {
    guard url.scheme == "inbox", let id = Int(url.lastPathComponent) else { return }
    path.append(id)
  }
}

struct InboxMessage: Identifiable, Hashable {
  let id: Int
  let subject: String
}

struct DeepLinkInbox: View {
  @State private var router = InboxRouter()
  private let messages = [
    InboxMessage(id: 1, subject: "Welcome"), InboxMessage(id: 2, subject: "Invoice"),
  ]

  var body: some View {
    NavigationStack(path: $router.path) {
      List(messages) { message in
        NavigationLink(message.subject, value: message.id)
      }
      .navigationTitle("Inbox")
      .navigationDestination(for: Int.self) { id in
        InboxMessageDetail(message: messages.first { $0.id == id })
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Compose") { router.showsComposer = true }
        }
      }
      .sheet(isPresented: $router.showsComposer) { InboxComposer() }
    }
    .onOpenURL { router.handle($0) }
  }
}

struct InboxComposer: View {
  @Environment(\.dismiss) private var dismiss
  @State private var draft = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("Message", text: $draft)
      }
      .navigationTitle("New Message")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
      }
    }
  }
}

struct InboxMessageDetail: View {
  let message: InboxMessage?
  @State private var isStarred = false

  var body: some View {
    Form {
      Text(message?.subject ?? "Message not found")
      Toggle("Starred", isOn: $isStarred)
    }
    .navigationTitle("Message")
  }
}
