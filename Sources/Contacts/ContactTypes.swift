// Linux has no Contacts framework. There, ViewProbe's product includes this stand-in, so that app
// code that reads and saves contacts compiles unchanged and runs against the harness's device:
// the test fills its address book (`addContacts`), says how the user answers the access prompt
// (`setContactsAccess`: full, limited to some contacts, or denied) and reads what the app saved.
// A property read that the fetch did not ask for is Contacts' exception, here a recorded issue.
import Foundation
import ViewProbe

/// A key of a contact's property, as fetches list the keys they need.
public protocol CNKeyDescriptor: Sendable {
  /// The property names the descriptor stands for.
  var _contactKeys: Set<String> { get }
}

extension String: CNKeyDescriptor {
  /// The property this key names.
  public var _contactKeys: Set<String> { [self] }
}

/// The given name.
public let CNContactGivenNameKey = "givenName"
/// The family name.
public let CNContactFamilyNameKey = "familyName"
/// The middle name.
public let CNContactMiddleNameKey = "middleName"
/// The nickname.
public let CNContactNicknameKey = "nickname"
/// The organization.
public let CNContactOrganizationNameKey = "organizationName"
/// The phone numbers.
public let CNContactPhoneNumbersKey = "phoneNumbers"
/// The email addresses.
public let CNContactEmailAddressesKey = "emailAddresses"
/// The birthday.
public let CNContactBirthdayKey = "birthday"
/// The image.
public let CNContactImageDataKey = "imageData"
/// The thumbnail.
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
/// Whether there is an image.
public let CNContactImageDataAvailableKey = "imageDataAvailable"
/// The identifier.
public let CNContactIdentifierKey = "identifier"

/// The label of a mobile phone number.
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// The label of an iPhone number.
public let CNLabelPhoneNumberiPhone = "iPhone"
/// The label of a main phone number.
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
/// A home label.
public let CNLabelHome = "_$!<Home>!$_"
/// A work label.
public let CNLabelWork = "_$!<Work>!$_"
/// Another label.
public let CNLabelOther = "_$!<Other>!$_"

/// A phone number as the user typed it.
public final class CNPhoneNumber: NSObject, @unchecked Sendable {
  /// The number's text.
  public let stringValue: String
  /// The number `stringValue`.
  public init(stringValue: String) { self.stringValue = stringValue }
  /// Numbers are equal when their text is.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? CNPhoneNumber)?.stringValue == stringValue
  }
  /// Hashes the text.
  public override var hash: Int { stringValue.hashValue }
}

/// A value with a label (a home email, a mobile number).
public final class CNLabeledValue<ValueType: NSObjectProtocol>: NSObject,
  @unchecked Sendable
{
  /// The label (`CNLabelHome` …), if any.
  public let label: String?
  /// The value.
  public let value: ValueType
  /// Its identifier.
  public let identifier = UUID().uuidString

  /// `value` labelled `label`.
  public init(label: String?, value: ValueType) {
    self.label = label
    self.value = value
  }

  /// The label in words ("mobile", "home").
  public class func localizedString(forLabel label: String) -> String {
    guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
    return label.dropFirst(4).dropLast(4).lowercased()
  }
}

/// Which data an authorization covers.
public enum CNEntityType: Int, Sendable {
  /// Contacts.
  case contacts = 0
}

/// Whether the app may read the user's contacts.
public enum CNAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined = 0
  /// Not allowed, and the user cannot change it.
  case restricted = 1
  /// The user said no.
  case denied = 2
  /// All contacts.
  case authorized = 3
  /// The contacts the user chose (iOS 18).
  case limited = 4
}

/// A Contacts error.
public struct CNError: Error, Hashable, Sendable {
  /// What went wrong.
  public let code: Code
  /// An error with `code`.
  public init(_ code: Code) { self.code = code }

  /// Contacts' error codes.
  public enum Code: Int, Sendable {
    /// The app may not access contacts.
    case authorizationDenied = 100
    /// No such record.
    case recordDoesNotExist = 200
  }
}
