import Contacts
import ContactsUI
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A friend's birthday, read from the address book.
struct ContactBirthday: Identifiable, Hashable {
  let id: String
  let name: String
  let month: Int
  let day: Int
}

/// Imports the birthdays of the user's contacts, as reminder apps do, and saves a new friend.
struct BirthdayImport: View {
  @State private var birthdays: [ContactBirthday] = []
  @State private var status = "Not imported"
  @State private var search = ""
  @State private var pickingContacts = false
  private let store = CNContactStore()

  var body: some View {
    List {
      Section { Text(status) }
      ForEach(birthdays) { birthday in
        LabeledContent(birthday.name, value: "\(birthday.day)/\(birthday.month)")
      }
      Button("Import birthdays") { Task { await importBirthdays() } }
      Button("Add Grace") { addGrace() }
      if CNContactStore.authorizationStatus(for: .contacts) == .limited {
        Section("Missing someone?") {
          TextField("Search contacts", text: $search)
          ContactAccessButton(queryString: search) { _ in
            Task { await importBirthdays() }
          }
          Button("Share more contacts") { pickingContacts = true }
        }
      }
    }
    .contactAccessPicker(isPresented: $pickingContacts) { _ in
      Task { await importBirthdays() }
    }
  }

  private func importBirthdays() async {
    do {
      guard try await store.requestAccess(for: .contacts) else { return }
      let keys: [any CNKeyDescriptor] = [
        CNContactFormatter.descriptorForRequiredKeys(for: .fullName), CNContactBirthdayKey,
      ]
      let request = CNContactFetchRequest(keysToFetch: keys)
      request.sortOrder = .givenName
      var found: [ContactBirthday] = []
      try store.enumerateContacts(with: request) { contact, _ in
        guard let birthday = contact.birthday, let month = birthday.month, let day = birthday.day
        else { return }
        found.append(
          ContactBirthday(
            id: contact.identifier,
            name: CNContactFormatter.string(from: contact, style: .fullName) ?? "Someone",
            month: month, day: day))
      }
      birthdays = found
      let limited = CNContactStore.authorizationStatus(for: .contacts) == .limited
      status = "\(found.count) birthdays" + (limited ? " (from the contacts you shared)" : "")
    } catch {
      status = "Allow access to Contacts in Settings to import birthdays"
    }
  }

  private func addGrace() {
    let grace = CNMutableContact()
    grace.givenName = "Grace"
    grace.familyName = "Hopper"
    grace.birthday = DateComponents(month: 12, day: 9)
    grace.phoneNumbers = [
      CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "555 0100"))
    ]
    let save = CNSaveRequest()
    save.add(grace, toContainerWithIdentifier: nil)
    do {
      try store.execute(save)
      status = "Saved Grace"
    } catch {
      status = "Could not save Grace"
    }
  }
}
