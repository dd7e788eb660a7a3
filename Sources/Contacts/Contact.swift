import Foundation
import ViewProbe

/// The values of a contact's properties.
struct ContactValues: @unchecked Sendable {
  var givenName = ""
  var familyName = ""
  var middleName = ""
  var nickname = ""
  var organizationName = ""
  var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
  var emailAddresses: [CNLabeledValue<NSString>] = []
  var birthday: DateComponents?
  var imageData: Data?
}

/// A person in the address book, as a fetch returned it: only the properties the fetch asked for
/// (`keysToFetch`) may be read — reading another is Contacts' exception, here a recorded issue
/// and an empty value.
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// Its identifier in the store.
  public let identifier: String
  var values: ContactValues
  /// The properties the fetch asked for (`nil`: all, as for a contact the app made).
  let fetchedKeys: Set<String>?

  init(identifier: String, values: ContactValues, fetchedKeys: Set<String>?) {
    self.identifier = identifier
    self.values = values
    self.fetchedKeys = fetchedKeys
  }

  /// A new, empty contact.
  public override convenience init() {
    self.init(identifier: UUID().uuidString, values: ContactValues(), fetchedKeys: nil)
  }

  func read<T>(_ key: String, _ value: T, empty: T) -> T {
    guard let fetchedKeys, !fetchedKeys.contains(key) else { return value }
    _ViewProbeRuntime.reportTrap(
      "CNPropertyNotFetchedException: the contact's \(key) was read, and the fetch did not ask "
        + "for it (add \(key) to keysToFetch); on a device the app stops")
    return empty
  }

  /// The given name.
  open var givenName: String { read(CNContactGivenNameKey, values.givenName, empty: "") }
  /// The family name.
  open var familyName: String { read(CNContactFamilyNameKey, values.familyName, empty: "") }
  /// The middle name.
  open var middleName: String { read(CNContactMiddleNameKey, values.middleName, empty: "") }
  /// The nickname.
  open var nickname: String { read(CNContactNicknameKey, values.nickname, empty: "") }
  /// The organization.
  open var organizationName: String {
    read(CNContactOrganizationNameKey, values.organizationName, empty: "")
  }
  /// The phone numbers.
  open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
    read(CNContactPhoneNumbersKey, values.phoneNumbers, empty: [])
  }
  /// The email addresses.
  open var emailAddresses: [CNLabeledValue<NSString>] {
    read(CNContactEmailAddressesKey, values.emailAddresses, empty: [])
  }
  /// The birthday.
  open var birthday: DateComponents? { read(CNContactBirthdayKey, values.birthday, empty: nil) }
  /// The image.
  open var imageData: Data? { read(CNContactImageDataKey, values.imageData, empty: nil) }
  /// A small image.
  open var thumbnailImageData: Data? {
    read(CNContactThumbnailImageDataKey, values.imageData, empty: nil)
  }
  /// Whether there is an image.
  open var imageDataAvailable: Bool {
    read(CNContactImageDataAvailableKey, values.imageData != nil, empty: false)
  }

  /// Whether the fetch asked for `key`.
  open func isKeyAvailable(_ key: String) -> Bool { fetchedKeys?.contains(key) ?? true }

  /// Whether the fetch asked for every key of `keyDescriptors`.
  open func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool {
    keyDescriptors.allSatisfy { $0._contactKeys.allSatisfy(isKeyAvailable) }
  }

  /// The same contact.
  open func copy(with zone: NSZone? = nil) -> Any {
    CNContact(identifier: identifier, values: values, fetchedKeys: fetchedKeys)
  }

  /// A contact to edit, with the same values (those not fetched stay as they are in the store).
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    CNMutableContact(identifier: identifier, values: values, fetchedKeys: fetchedKeys)
  }

  /// Contacts whose name contains `name`.
  open class func predicateForContacts(matchingName name: String) -> NSPredicate {
    NSPredicate { object, _ in
      guard let contact = object as? CNContact else { return false }
      let full = [contact.values.givenName, contact.values.middleName, contact.values.familyName]
        .joined(separator: " ")
      return full.localizedCaseInsensitiveContains(name)
    }
  }

  /// Contacts with one of `identifiers`.
  open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
    NSPredicate { object, _ in
      (object as? CNContact).map { identifiers.contains($0.identifier) } ?? false
    }
  }

  /// Contacts with `phoneNumber`, digits compared.
  open class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
    let digits = phoneNumber.stringValue.filter(\.isNumber)
    return NSPredicate { object, _ in
      (object as? CNContact)?.values.phoneNumbers.contains {
        $0.value.stringValue.filter(\.isNumber) == digits
      } ?? false
    }
  }

  /// Contacts with `emailAddress`.
  open class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
    NSPredicate { object, _ in
      (object as? CNContact)?.values.emailAddresses.contains {
        ($0.value as String).caseInsensitiveCompare(emailAddress) == .orderedSame
      } ?? false
    }
  }
}

/// A contact to create or edit, every property readable and writable.
public final class CNMutableContact: CNContact, @unchecked Sendable {
  /// The given name.
  public override var givenName: String {
    get { values.givenName }
    set { values.givenName = newValue }
  }
  /// The family name.
  public override var familyName: String {
    get { values.familyName }
    set { values.familyName = newValue }
  }
  /// The middle name.
  public override var middleName: String {
    get { values.middleName }
    set { values.middleName = newValue }
  }
  /// The nickname.
  public override var nickname: String {
    get { values.nickname }
    set { values.nickname = newValue }
  }
  /// The organization.
  public override var organizationName: String {
    get { values.organizationName }
    set { values.organizationName = newValue }
  }
  /// The phone numbers.
  public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
    get { values.phoneNumbers }
    set { values.phoneNumbers = newValue }
  }
  /// The email addresses.
  public override var emailAddresses: [CNLabeledValue<NSString>] {
    get { values.emailAddresses }
    set { values.emailAddresses = newValue }
  }
  /// The birthday.
  public override var birthday: DateComponents? {
    get { values.birthday }
    set { values.birthday = newValue }
  }
  /// The image.
  public override var imageData: Data? {
    get { values.imageData }
    set { values.imageData = newValue }
  }
}

/// How a formatter writes a name.
public enum CNContactFormatterStyle: Int, Sendable {
  /// The full name.
  case fullName = 0
  /// Phonetic.
  case phoneticFullName = 1
}

/// Writes contacts' names.
open class CNContactFormatter: Formatter, @unchecked Sendable {
  /// The full name of `contact` (given, middle, family), or its organization; `nil` when it has
  /// neither.
  open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
    let name = [contact.givenName, contact.middleName, contact.familyName]
      .filter { !$0.isEmpty }.joined(separator: " ")
    return name.isEmpty ? nil : name
  }

  /// The keys `string(from:style:)` reads.
  open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle)
    -> any CNKeyDescriptor
  {
    ContactKeySet(keys: [CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey])
  }
}

/// Several keys as one descriptor.
struct ContactKeySet: CNKeyDescriptor {
  let keys: Set<String>
  var _contactKeys: Set<String> { keys }
}
