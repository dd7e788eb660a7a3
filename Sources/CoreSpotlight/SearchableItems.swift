// Linux has no Core Spotlight. There, ViewProbe's product includes this stand-in, so that an app
// that makes its content searchable compiles unchanged and its index can be checked: each harness
// is a device with an on-device index of its own (`harness.spotlightItems`), which the user
// searches (`harness.searchSpotlight(_:)`) and whose results open the app
// (`harness.openSpotlightResult(_:)`), continuing `CSSearchableItemActionType` as the system does.
import Foundation
import UniformTypeIdentifiers
import ViewProbe

/// The activity type Spotlight continues when the user opens one of the app's items.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The user-info key of the opened item's unique identifier.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type Spotlight continues when the user asks to go on searching in the app.
public let CSQueryContinuationActionType = "com.apple.corespotlightquery"
/// The user-info key of the search the user typed.
public let CSSearchQueryString = "kCSSearchQueryString"

/// An item of the app's content in the index: its identifier, its domain (a group the app can
/// delete at once) and what Spotlight shows and matches of it.
open class CSSearchableItem: NSObject, @unchecked Sendable {
  /// The item's identifier (the app's, handed back when the user opens it).
  open var uniqueIdentifier: String
  /// The group of items it belongs to.
  open var domainIdentifier: String?
  /// What Spotlight shows and searches.
  open var attributeSet: CSSearchableItemAttributeSet
  /// When it leaves the index (a month after indexing, unless set; kept, never reached here).
  open var expirationDate: Date!
  /// Whether indexing it only updates an item already there.
  open var isUpdate = false
  /// The type of the app entity it was indexed for, if it was (`indexAppEntities`): for
  /// ViewProbe's App Intents, not for app code.
  public var _appEntityType: String?

  /// An item; without an identifier it gets a new one.
  public init(
    uniqueIdentifier: String?, domainIdentifier: String?,
    attributeSet: CSSearchableItemAttributeSet
  ) {
    self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
    self.domainIdentifier = domainIdentifier
    self.attributeSet = attributeSet
    super.init()
  }
}

/// What Spotlight shows of an item and matches the user's words against.
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
  /// The content's type identifier.
  open var contentType: String?
  /// The title.
  open var title: String?
  /// The name shown (the title unless set).
  open var displayName: String?
  /// Other names.
  open var alternateNames: [String]?
  /// A description.
  open var contentDescription: String?
  /// Words the item is found by.
  open var keywords: [String]?
  /// A thumbnail's data.
  open var thumbnailData: Data?
  /// A thumbnail's location.
  open var thumbnailURL: URL?
  /// A thumbnail for dark mode.
  open var darkThumbnailURL: URL?
  /// The content's location.
  open var contentURL: URL?
  /// A web page for the item.
  open var url: URL?
  /// The item's text.
  open var textContent: String?
  /// The identifier of the item.
  open var identifier: String?
  /// The identifier of an item this one belongs with.
  open var relatedUniqueIdentifier: String?
  /// The item's domain.
  open var domainIdentifier: String?
  /// How the app ranks the item, 0 to 100.
  open var rankingHint: NSNumber?
  /// When it was made.
  open var contentCreationDate: Date?
  /// When it last changed.
  open var contentModificationDate: Date?
  /// When the user last used it.
  open var lastUsedDate: Date?
  /// When it was added.
  open var addedDate: Date?
  /// When it starts (an event).
  open var startDate: Date?
  /// When it ends (an event).
  open var endDate: Date?
  /// When it is due.
  open var dueDate: Date?
  /// When it was completed.
  open var completionDate: Date?
  /// Its authors.
  open var authorNames: [String]?
  /// Who made it.
  open var creator: String?
  /// A headline.
  open var headline: String?
  /// A subject.
  open var subject: String?
  /// Phone numbers.
  open var phoneNumbers: [String]?
  /// Email addresses.
  open var emailAddresses: [String]?
  /// Whether the user can call from the result.
  open var supportsPhoneCall: NSNumber?
  /// Whether the user can navigate from the result.
  open var supportsNavigation: NSNumber?
  /// Where it is: latitude.
  open var latitude: NSNumber?
  /// Where it is: longitude.
  open var longitude: NSNumber?
  /// A place's name.
  open var namedLocation: String?
  /// A street.
  open var thoroughfare: String?
  /// A city.
  open var city: String?
  /// A state or province.
  open var stateOrProvince: String?
  /// A postal code.
  open var postalCode: String?
  /// A country.
  open var country: String?
  /// A whole address.
  open var fullyFormattedAddress: String?
  /// A rating.
  open var rating: NSNumber?
  /// A duration, in seconds.
  open var duration: NSNumber?
  /// Whether the user made it.
  open var userCreated: NSNumber?
  /// Whether the user owns it.
  open var userOwned: NSNumber?
  /// Whether the user chose it.
  open var userCurated: NSNumber?

  /// An attribute set for content of `contentType`.
  public init(contentType: UTType) {
    self.contentType = contentType.identifier
    super.init()
  }

  /// An attribute set for content of the type `itemContentType` names (before iOS 14).
  public init(itemContentType: String) {
    contentType = itemContentType
    super.init()
  }

  /// The words a user's search is matched against: the names, description, text, keywords,
  /// authors and place.
  var searchedText: [String] {
    [title, displayName, contentDescription, textContent, creator, namedLocation, city]
      .compactMap { $0 } + (alternateNames ?? []) + (keywords ?? []) + (authorNames ?? [])
  }
}

extension NSUserActivity {
  /// What Spotlight shows of the activity when it is eligible for search.
  public var contentAttributeSet: CSSearchableItemAttributeSet? {
    get { _contentAttributeSet as? CSSearchableItemAttributeSet }
    set { _contentAttributeSet = newValue }
  }
}
