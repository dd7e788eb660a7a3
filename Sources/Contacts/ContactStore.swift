import Foundation
import ViewProbe

/// How the user answers the contacts prompt (ViewProbe's).
public enum ContactsAccessAnswer: Sendable {
  /// Full access.
  case allowAll
  /// Access to the contacts with these identifiers only (iOS 18's limited access).
  case limited(to: Set<String>)
  /// No access.
  case deny
}

/// One harness's address book and the app's access to it.
final class ContactsDevice: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var answer = ContactsAccessAnswer.allowAll
  private var status = CNAuthorizationStatus.notDetermined
  private var shared: Set<String> = []
  private var book: [(id: String, values: ContactValues)] = []
  private var createdByApp: Set<String> = []

  required init() {}

  static var current: ContactsDevice? { _ViewProbeRuntime.harnessState(ContactsDevice.self) }

  var authorization: CNAuthorizationStatus { lock.withLock { status } }

  func setAnswer(_ answer: ContactsAccessAnswer) { lock.withLock { self.answer = answer } }

  /// The prompt, the first time; afterwards the answer given stands.
  func ask() -> CNAuthorizationStatus {
    lock.withLock {
      guard status == .notDetermined else { return status }
      switch answer {
      case .allowAll: status = .authorized
      case .deny: status = .denied
      case .limited(let ids):
        status = .limited
        shared = ids
      }
      return status
    }
  }

  /// The contacts of the book the app cannot see yet under limited access (none otherwise).
  func unshared() -> [(id: String, values: ContactValues)] {
    lock.withLock {
      guard status == .limited else { return [] }
      return book.filter { !shared.contains($0.id) && !createdByApp.contains($0.id) }
    }
  }

  /// The user shares the contact `id` with the app (limited access).
  func share(_ id: String) { _ = lock.withLock { shared.insert(id) } }

  func add(_ contacts: [(String, ContactValues)], byApp: Bool) {
    lock.withLock {
      book += contacts.map { (id: $0.0, values: $0.1) }
      if byApp { createdByApp.formUnion(contacts.map(\.0)) }
    }
  }

  /// The contacts the app may see: all with full access; with limited access, those shared and
  /// those it created.
  func visible() throws -> [(id: String, values: ContactValues)] {
    try lock.withLock {
      switch status {
      case .authorized: return book
      case .limited:
        return book.filter { shared.contains($0.id) || createdByApp.contains($0.id) }
      default: throw CNError(.authorizationDenied)
      }
    }
  }

  func update(_ id: String, to values: ContactValues) throws {
    _ = try visible().first { $0.id == id } ?? { throw CNError(.recordDoesNotExist) }()
    lock.withLock {
      if let index = book.firstIndex(where: { $0.id == id }) { book[index].values = values }
    }
  }

  func delete(_ id: String) throws {
    _ = try visible().first { $0.id == id } ?? { throw CNError(.recordDoesNotExist) }()
    lock.withLock { book.removeAll { $0.id == id } }
  }

  var all: [(id: String, values: ContactValues)] { lock.withLock { book } }
}

/// What to fetch: the keys to read, which contacts, in what order.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
  /// The keys the fetched contacts may be read for.
  open var keysToFetch: [any CNKeyDescriptor]
  /// Which contacts (`nil`: all).
  open var predicate: NSPredicate?
  /// The order.
  open var sortOrder: CNContactSortOrder = .userDefault
  /// Whether linked contacts come as one.
  open var unifyResults = true

  /// A request for `keysToFetch`.
  public init(keysToFetch: [any CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}

/// How fetched contacts are ordered.
public enum CNContactSortOrder: Int, Sendable {
  /// As stored.
  case none = 0
  /// The user's order (given name here).
  case userDefault = 1
  /// By given name.
  case givenName = 2
  /// By family name.
  case familyName = 3
}

/// The app's access to the device's address book.
open class CNContactStore: NSObject, @unchecked Sendable {
  /// A store.
  public override init() {}

  /// Whether the app may read contacts (the harness's device).
  open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
    ContactsDevice.current?.authorization ?? .notDetermined
  }

  /// Asks the user, the first time: `true` for full or limited access; a refusal throws.
  open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
    guard let device = ContactsDevice.current else { return false }
    switch device.ask() {
    case .authorized, .limited: return true
    default: throw CNError(.authorizationDenied)
    }
  }

  /// Asks the user, then calls `completionHandler` on another queue.
  open func requestAccess(
    for entityType: CNEntityType,
    completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let status = ContactsDevice.current?.ask() ?? .notDetermined
    let granted = status == .authorized || status == .limited
    _ViewProbeRuntime.completeOnAnotherQueue {
      completionHandler(granted, granted ? nil : CNError(.authorizationDenied))
    }
  }

  /// The contacts `predicate` matches, readable for `keys`.
  open func unifiedContacts(
    matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]
  )
    throws -> [CNContact]
  {
    try fetch(predicate, keys: keys, order: .none)
  }

  /// The contact with `identifier`, readable for `keys`.
  open func unifiedContact(
    withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]
  )
    throws -> CNContact
  {
    guard
      let contact = try fetch(
        CNContact.predicateForContacts(withIdentifiers: [identifier]), keys: keys, order: .none
      ).first
    else { throw CNError(.recordDoesNotExist) }
    return contact
  }

  /// Calls `block` with each contact `fetchRequest` asks for, until it sets its stop flag.
  open func enumerateContacts(
    with fetchRequest: CNContactFetchRequest,
    usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
  ) throws {
    var stop = ObjCBool(false)
    for contact in try fetch(
      fetchRequest.predicate, keys: fetchRequest.keysToFetch, order: fetchRequest.sortOrder)
    {
      block(contact, &stop)
      if stop.boolValue { return }
    }
  }

  /// Runs the request's additions, updates and deletions.
  open func execute(_ saveRequest: CNSaveRequest) throws {
    guard let device = ContactsDevice.current else { return }
    let status = device.authorization
    guard status == .authorized || status == .limited else {
      throw CNError(.authorizationDenied)
    }
    for change in saveRequest.changes {
      switch change {
      case .add(let contact): device.add([(contact.identifier, contact.values)], byApp: true)
      case .update(let contact): try device.update(contact.identifier, to: contact.values)
      case .delete(let contact): try device.delete(contact.identifier)
      }
    }
  }

  /// The identifier of the default container.
  open func defaultContainerIdentifier() -> String { "Harness" }

  private func fetch(
    _ predicate: NSPredicate?, keys: [any CNKeyDescriptor], order: CNContactSortOrder
  ) throws -> [CNContact] {
    guard let device = ContactsDevice.current else { return [] }
    let wanted = keys.reduce(into: Set<String>()) { $0.formUnion($1._contactKeys) }
    var found = try device.visible().map {
      CNContact(identifier: $0.id, values: $0.values, fetchedKeys: wanted)
    }.filter { predicate?.evaluate(with: $0) ?? true }
    switch order {
    case .givenName, .userDefault:
      found.sort {
        ($0.values.givenName, $0.values.familyName) < ($1.values.givenName, $1.values.familyName)
      }
    case .familyName:
      found.sort {
        ($0.values.familyName, $0.values.givenName) < ($1.values.familyName, $1.values.givenName)
      }
    case .none: break
    }
    return found
  }
}

/// Changes to save together.
open class CNSaveRequest: NSObject, @unchecked Sendable {
  enum Change {
    case add(CNMutableContact)
    case update(CNMutableContact)
    case delete(CNMutableContact)
  }
  var changes: [Change] = []

  /// An empty request.
  public override init() {}

  /// Adds `contact` to the container (`nil`: the default one).
  open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {
    changes.append(.add(contact))
  }

  /// Saves `contact`'s new values.
  open func update(_ contact: CNMutableContact) { changes.append(.update(contact)) }

  /// Deletes `contact`.
  open func delete(_ contact: CNMutableContact) { changes.append(.delete(contact)) }
}

extension ParentHarness {
  private var contactsDevice: ContactsDevice { _harnessState(ContactsDevice.self) }

  /// How the user answers the contacts prompt (full access unless set): `.limited(to:)` shares
  /// only those contacts (by identifier), `.deny` none.
  public func setContactsAccess(_ answer: ContactsAccessAnswer) { contactsDevice.setAnswer(answer) }

  /// Puts `contacts` in the device's address book, as the user had them.
  public func addContacts(_ contacts: [CNMutableContact]) {
    contactsDevice.add(contacts.map { ($0.identifier, $0.values) }, byApp: false)
  }

  /// Every contact in the address book, the app's saves included.
  public var contacts: [CNContact] {
    contactsDevice.all.map { CNContact(identifier: $0.id, values: $0.values, fetchedKeys: nil) }
  }
}

/// The limited-access sharing that ContactsUI's button and picker do, for the harness whose code
/// runs now (not for app code).
public enum _ContactsSharing {
  /// The contacts the user has not shared with the app yet, under limited access (none under
  /// full access or none).
  public static func unsharedContacts() -> [CNContact] {
    ContactsDevice.current?.unshared().map {
      CNContact(identifier: $0.id, values: $0.values, fetchedKeys: nil)
    } ?? []
  }

  /// The user shares the contact `identifier` with the app.
  public static func share(_ identifier: String) { ContactsDevice.current?.share(identifier) }
}
