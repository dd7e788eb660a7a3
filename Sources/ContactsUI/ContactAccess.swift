// ContactsUI's SwiftUI parts (iOS 18), where there is no ContactsUI (Linux): the button and the
// picker through which a user with limited access shares more contacts with the app.
@_exported import Contacts
import ViewProbe

/// Shows the contact matching `queryString` that the app cannot see yet (under limited access):
/// a tap shares it with the app and calls `approvalCallback` with its identifier. Under full
/// access, or with no such contact, it shows nothing.
public struct ContactAccessButton: View {
  let queryString: String
  let approvalCallback: (([String]) -> Void)?
  @State private var sharedHere: Set<String> = []

  /// A button for the best match of `queryString`.
  public init(
    queryString: String, ignoredEmails: Set<String>? = nil,
    ignoredPhoneNumbers: Set<String>? = nil, approvalCallback: (([String]) -> Void)? = nil
  ) {
    self.queryString = queryString
    self.approvalCallback = approvalCallback
  }

  /// The best match not shared yet, as a button titled with its name.
  public var body: some View {
    let match =
      queryString.isEmpty
      ? nil
      : _ContactsSharing.unsharedContacts().first { contact in
        !sharedHere.contains(contact.identifier)
          && CNContact.predicateForContacts(matchingName: queryString).evaluate(with: contact)
      }
    if let match {
      Button(CNContactFormatter.string(from: match, style: .fullName) ?? queryString) {
        _ContactsSharing.share(match.identifier)
        sharedHere.insert(match.identifier)
        approvalCallback?([match.identifier])
      }
    }
  }
}

nonisolated extension View {
  /// Presents the picker in which the user shares more contacts with the app (limited access):
  /// each contact not shared yet is a button that shares it; "Done" closes the picker and
  /// `completionHandler` hears the identifiers shared.
  public func contactAccessPicker(
    isPresented: Binding<Bool>, completionHandler: @escaping ([String]) -> Void
  ) -> some View {
    nonisolated(unsafe) let handler = completionHandler
    return sheet(isPresented: isPresented) {
      ContactAccessPickerSheet(isPresented: isPresented, completionHandler: handler)
    }
  }
}

/// The picker's contacts, and its Done button.
struct ContactAccessPickerSheet: View {
  let isPresented: Binding<Bool>
  nonisolated(unsafe) let completionHandler: ([String]) -> Void
  @State private var chosen: [String] = []
  @State private var offered: [CNContact]

  nonisolated init(isPresented: Binding<Bool>, completionHandler: @escaping ([String]) -> Void) {
    self.isPresented = isPresented
    self.completionHandler = completionHandler
    _offered = State(initialValue: _ContactsSharing.unsharedContacts())
  }

  var body: some View {
    List {
      ForEach(offered.filter { !chosen.contains($0.identifier) }, id: \.identifier) { contact in
        Button(CNContactFormatter.string(from: contact, style: .fullName) ?? contact.identifier) {
          _ContactsSharing.share(contact.identifier)
          chosen.append(contact.identifier)
        }
      }
      Button("Done") {
        isPresented.wrappedValue = false
        completionHandler(chosen)
      }
    }
  }
}
