import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A contact book as small apps write one: a searchable list with suggestions, a loading
/// skeleton, several contacts deleted at once in edit mode, an editor pushed by a link (left with
/// the system back button) whose phone field has a keyboard toolbar, an icon-only favourite
/// button and a group picker shown as a menu.
struct ContactBook: View {
  struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var phone = ""
    var group = "Friends"
    var isFavorite = false
  }

  static let groups = ["Friends", "Family", "Work"]

  @State private var contacts: [Contact] = []
  @State private var isLoading = true
  @State private var query = ""
  @State private var selection = Set<Int>()

  private var shown: [Contact] {
    query.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List(selection: $selection) {
        if isLoading {
          ForEach(0..<3, id: \.self) { _ in Text("Placeholder name") }
            .redacted(reason: .placeholder)
        }
        ForEach($contacts) { $contact in
          if shown.contains(where: { $0.id == contact.id }) {
            NavigationLink {
              ContactEditor(contact: $contact)
            } label: {
              Text(contact.isFavorite ? "★ \(contact.name)" : contact.name)
            }
          }
        }
      }
      .navigationTitle("Contacts")
      .searchable(text: $query, prompt: "Name")
      .searchSuggestions {
        ForEach(contacts.filter(\.isFavorite)) { contact in
          Text(contact.name).searchCompletion(contact.name)
        }
      }
      .toolbar {
        ToolbarItem(placement: .topBarLeading) { EditButton() }
        if !selection.isEmpty {
          ToolbarItem(placement: .bottomBar) {
            Button("Delete \(selection.count)") {
              contacts.removeAll { selection.contains($0.id) }
              selection = []
            }
          }
        }
      }
      .task { await load() }
    }
  }

  private func load() async {
    try? await Task.sleep(for: .milliseconds(10))
    contacts = [
      Contact(id: 1, name: "Ada Lovelace", isFavorite: true),
      Contact(id: 2, name: "Grace Hopper"),
      Contact(id: 3, name: "Alan Turing"),
    ]
    isLoading = false
  }
}

/// The editor a contact row pushes.
struct ContactEditor: View {
  @Binding var contact: ContactBook.Contact
  @FocusState private var phoneFocused: Bool
  @State private var confirmsClear = false

  var body: some View {
    Form {
      HStack {
        TextField("Name", text: $contact.name)
        Button {
          contact.isFavorite.toggle()
        } label: {
          Label("Favorite", systemImage: contact.isFavorite ? "star.fill" : "star")
            .labelStyle(.iconOnly)
        }
      }
      TextField("Phone", text: $contact.phone)
        .keyboardType(.phonePad)
        .focused($phoneFocused)
      Picker("Group", selection: $contact.group) {
        ForEach(ContactBook.groups, id: \.self) { Text($0) }
      }
      ShareLink("Share contact", item: "\(contact.name), \(contact.phone)")
      Button("Clear phone", role: .destructive) { confirmsClear = true }
    }
    .alert("Clear the phone number?", isPresented: $confirmsClear) {
      Button("Clear", role: .destructive) { contact.phone = "" }
    }
    .navigationTitle(contact.name)
    .toolbar {
      ToolbarItemGroup(placement: .keyboard) {
        Spacer()
        Button("Done") { phoneFocused = false }
      }
    }
  }
}
