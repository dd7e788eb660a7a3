#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

struct InboxList: View {
  @State private var messages = ["Welcome", "Invoice", "Lunch?"]
  @State private var showsArchive = false
  @State private var query = ""

  var body: some View {
    ScrollViewReader { proxy in
      List {
        ForEach(messages, id: \.self) { message in
          Text(message)
            .lineLimit(1)
            .truncationMode(.tail)
            .contextMenu {
              Button("Delete \(message)", role: .destructive) {
                messages.removeAll { $0 == message }
              }
            }
            .accessibilityAddTraits(.isButton)
        }
        DisclosureGroup("Archive", isExpanded: $showsArchive) {
          Text("Old news")
        }
        Menu("Sort") {
          Button("By date") { messages.sort() }
        }
      }
      .onSubmit(of: .search) { proxy.scrollTo(messages.first ?? "") }
      .submitLabel(.search)
      .scrollContentBackground(.hidden)
      .ignoresSafeArea(edges: .bottom)
    }
  }
}
