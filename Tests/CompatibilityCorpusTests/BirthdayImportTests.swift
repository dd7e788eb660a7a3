import Contacts
import Foundation
import Testing
import ViewProbe

/// Reads a contact's phone numbers after fetching only names: Contacts' exception.
private struct UnfetchedRead: View {
  @State private var text = ""

  var body: some View {
    Button("Read") {
      let store = CNContactStore()
      let contacts =
        (try? store.unifiedContacts(
          matching: CNContact.predicateForContacts(matchingName: "Ada"),
          keysToFetch: [CNContactGivenNameKey])) ?? []
      text = "\(contacts.first?.givenName ?? "-") \(contacts.first?.phoneNumbers.count ?? -1)"
    }
    Text(text)
      .task { _ = try? await CNContactStore().requestAccess(for: .contacts) }
  }
}

@MainActor
@Suite("BirthdayImport: the address book as the user shares it", .viewProbe)
struct BirthdayImportTests {
  private func person(_ given: String, _ family: String, month: Int?, day: Int?) -> CNMutableContact
  {
    let contact = CNMutableContact()
    contact.givenName = given
    contact.familyName = family
    if let month, let day { contact.birthday = DateComponents(month: month, day: day) }
    return contact
  }

  private func book() -> (ada: CNMutableContact, all: [CNMutableContact]) {
    let ada = person("Ada", "Lovelace", month: 12, day: 10)
    return (
      ada,
      [
        person("Linus", "Torvalds", month: 12, day: 28), ada,
        person("No", "Birthday", month: nil, day: nil),
      ]
    )
  }

  @Test("full access: every birthday, sorted by given name")
  func fullAccess() async throws {
    let harness = ParentHarness { BirthdayImport() }
    harness.addContacts(book().all)
    try harness.find(button: "Import birthdays").tap()
    await harness.settle()
    #expect(
      harness.visibleTexts.prefix(5) == [
        "2 birthdays", "Ada Lovelace", "10/12", "Linus Torvalds", "28/12",
      ])
  }

  @Test("limited access (iOS 18): only the shared contacts, and those the app created")
  func limitedAccess() async throws {
    let harness = ParentHarness { BirthdayImport() }
    let (ada, all) = book()
    harness.addContacts(all)
    harness.setContactsAccess(.limited(to: [ada.identifier]))
    try harness.find(button: "Import birthdays").tap()
    await harness.settle()
    #expect(
      harness.visibleTexts.prefix(3) == [
        "1 birthdays (from the contacts you shared)", "Ada Lovelace", "10/12",
      ])
    try harness.find(button: "Add Grace").tap()
    try harness.find(button: "Import birthdays").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Grace Hopper"))
    #expect(!harness.visibleTexts.contains("Linus Torvalds"))
    #expect(harness.contacts.count == 4)
  }

  @Test("denied: the app explains, and reads nothing")
  func denied() async throws {
    let harness = ParentHarness { BirthdayImport() }
    harness.addContacts(book().all)
    harness.setContactsAccess(.deny)
    try harness.find(button: "Import birthdays").tap()
    await harness.settle()
    #expect(
      harness.visibleTexts.first == "Allow access to Contacts in Settings to import birthdays")
    try harness.find(button: "Add Grace").tap()
    #expect(harness.visibleTexts.first == "Could not save Grace")
  }

  @Test("a property the fetch did not ask for is Contacts' exception, recorded")
  func unfetchedProperty() async throws {
    let harness = ParentHarness { UnfetchedRead() }
    harness.addContacts(book().all)
    await harness.settle()
    try withKnownIssue {
      try harness.find(button: "Read").tap()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("CNPropertyNotFetchedException") }
    }
    #expect(harness.texts.last == "Ada 0")
  }

  @Test("limited access: the access button and the picker share more contacts, then re-import")
  func sharingMore() async throws {
    let harness = ParentHarness { BirthdayImport() }
    let (ada, all) = book()
    harness.addContacts(all + [person("Lin", "Yutang", month: 10, day: 10)])
    harness.setContactsAccess(.limited(to: [ada.identifier]))
    try harness.find(button: "Import birthdays").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "1 birthdays (from the contacts you shared)")

    // The access button shows the best match the app cannot see yet.
    try harness.find(textField: "Search contacts").setInput("Linus")
    try harness.find(button: "Linus Torvalds").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "2 birthdays (from the contacts you shared)")
    #expect(harness.findAll(button: "Linus Torvalds").isEmpty)

    // The picker offers the rest.
    try harness.find(button: "Share more contacts").tap()
    try harness.find(button: "Lin Yutang").tap()
    try harness.find(button: "Done").tap()
    await harness.settle()
    #expect(harness.visibleTexts.first == "3 birthdays (from the contacts you shared)")
  }

  @Test("full access: no access button, nothing to share")
  func fullAccessShowsNoSharing() async throws {
    let harness = ParentHarness { BirthdayImport() }
    harness.addContacts(book().all)
    try harness.find(button: "Import birthdays").tap()
    await harness.settle()
    #expect(harness.findAll(button: "Share more contacts").isEmpty)
  }
}
