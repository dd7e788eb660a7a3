import Foundation
import ViewProbe

/// An item in a harness's keychain, as a test reads it.
public struct KeychainItem: Sendable, Equatable {
  /// `kSecClassGenericPassword` ("genp") or `kSecClassInternetPassword` ("inet").
  public let itemClass: String
  /// The service (`kSecAttrService`).
  public let service: String?
  /// The account (`kSecAttrAccount`).
  public let account: String?
  /// The server (`kSecAttrServer`), for an internet password.
  public let server: String?
  /// When the item can be read (`kSecAttrAccessible`; `kSecAttrAccessibleWhenUnlocked` unless
  /// the app said).
  public let accessible: String
  /// The secret data (`kSecValueData`).
  public let data: Data
}

/// One harness's keychain. Like a device's, it outlives the app: a test can put items in it that
/// an earlier install left (`harness.addKeychainItem(…)`).
final class Keychain: _HarnessState, @unchecked Sendable {
  /// A stored item: its searchable attributes, normalized, and its data.
  struct Stored {
    var attributes: [String: AnyHashable]
    var data: Data
  }

  /// Attributes that identify an item: two items may not share all of them.
  static let primaryKeys = ["class", "acct", "svce", "srvr", "agrp", "sync"]
  /// Keys that steer a call rather than describe an item.
  static func isControlKey(_ key: String) -> Bool {
    key.hasPrefix("r_") || key.hasPrefix("m_") || key.hasPrefix("u_") || key == "nleg"
      || key == "v_Data"
  }

  private let lock = NSLock()
  private var items: [Stored] = []

  required init() {}

  /// The keychain of the harness whose code runs now.
  static var current: Keychain? { _ViewProbeRuntime.harnessState(Keychain.self) }

  var snapshot: [KeychainItem] {
    lock.withLock {
      items.map { item in
        KeychainItem(
          itemClass: item.attributes["class"] as? String ?? "",
          service: item.attributes["svce"] as? String,
          account: item.attributes["acct"] as? String,
          server: item.attributes["srvr"] as? String,
          accessible: item.attributes["pdmn"] as? String ?? "ak", data: item.data)
      }
    }
  }

  func add(_ query: [String: AnyHashable], data: Data) -> OSStatus {
    lock.withLock {
      var attributes = query.filter { !Self.isControlKey($0.key) }
      if attributes["pdmn"] == nil { attributes["pdmn"] = "ak" }
      if attributes["sync"] == nil { attributes["sync"] = false }
      let primary = Self.primaryKeys.map { attributes[$0] }
      if items.contains(where: { item in Self.primaryKeys.map { item.attributes[$0] } == primary })
      {
        return errSecDuplicateItem
      }
      let now = Date()
      attributes["cdat"] = now
      attributes["mdat"] = now
      items.append(Stored(attributes: attributes, data: data))
      return errSecSuccess
    }
  }

  /// The indices of the items `query` matches.
  private func matches(_ query: [String: AnyHashable]) -> [Int] {
    let criteria = query.filter { !Self.isControlKey($0.key) && $0.key != "sync" }
    let synchronizable = query["sync"]
    return items.indices.filter { index in
      let item = items[index]
      let syncMatches =
        synchronizable == AnyHashable("syna")
        || item.attributes["sync"] == (synchronizable ?? AnyHashable(false))
      return syncMatches && criteria.allSatisfy { item.attributes[$0.key] == $0.value }
    }
  }

  func copy(_ query: [String: AnyHashable]) -> (OSStatus, [Stored]) {
    lock.withLock {
      let found = matches(query).map { items[$0] }
      return (found.isEmpty ? errSecItemNotFound : errSecSuccess, found)
    }
  }

  func update(_ query: [String: AnyHashable], with changes: [String: AnyHashable], data: Data?)
    -> OSStatus
  {
    lock.withLock {
      let found = matches(query)
      guard !found.isEmpty else { return errSecItemNotFound }
      for index in found {
        for (key, value) in changes where !Self.isControlKey(key) {
          items[index].attributes[key] = value
        }
        if let data { items[index].data = data }
        items[index].attributes["mdat"] = Date()
      }
      return errSecSuccess
    }
  }

  func delete(_ query: [String: AnyHashable]) -> OSStatus {
    lock.withLock {
      let found = Set(matches(query))
      guard !found.isEmpty else { return errSecItemNotFound }
      items = items.enumerated().filter { !found.contains($0.offset) }.map(\.element)
      return errSecSuccess
    }
  }
}

/// A query's entries with their values as Swift values that compare (`NSString` → `String`,
/// `NSNumber` → `Bool` or `Int`), and its data.
private func normalized(_ dictionary: CFDictionary) -> (
  entries: [String: AnyHashable], data: Data?
)? {
  var entries: [String: AnyHashable] = [:]
  var data: Data?
  for (key, value) in dictionary {
    guard let key = (key as? String) ?? (key as? NSString).map({ String(describing: $0) }) else {
      return nil
    }
    if key == "v_Data" {
      data = (value as? Data) ?? (value as? NSData).map { Data(referencing: $0) }
      continue
    }
    switch value {
    case let value as String: entries[key] = value
    case let value as NSString: entries[key] = String(describing: value)
    case let value as Bool: entries[key] = value
    case let value as NSNumber:
      entries[key] =
        key.hasPrefix("r_") || key == "sync" ? AnyHashable(value.boolValue) : value.intValue
    case let value as Data: entries[key] = value
    case let value as Date: entries[key] = value
    case let value as AnyHashable: entries[key] = value
    default: entries[key] = String(describing: value)
    }
  }
  return (entries, data)
}

/// What a query asked to be returned for `items`.
private func result(for query: [String: AnyHashable], _ items: [Keychain.Stored]) -> CFTypeRef? {
  let wantsData = query["r_Data"] == AnyHashable(true)
  let wantsAttributes = query["r_Attributes"] == AnyHashable(true)
  guard wantsData || wantsAttributes else { return nil }
  func value(of item: Keychain.Stored) -> Any {
    guard wantsAttributes else { return NSData(data: item.data) }
    var attributes: [String: Any] = item.attributes.mapValues { $0.base }
    if wantsData { attributes["v_Data"] = item.data }
    return NSDictionary(dictionary: attributes)
  }
  if query["m_Limit"] == AnyHashable("m_LimitAll") {
    return NSArray(array: items.map(value))
  }
  return items.first.map { value(of: $0) as AnyObject }
}

/// Adds an item to the keychain of the harness whose code runs now: `errSecDuplicateItem` when one
/// with the same class, account, service (server, access group) exists, `errSecParam` without
/// `kSecClass`, `errSecNotAvailable` outside a harness.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?)
  -> OSStatus
{
  guard let keychain = Keychain.current else { return errSecNotAvailable }
  guard let (entries, data) = normalized(attributes), entries["class"] != nil else {
    return errSecParam
  }
  let status = keychain.add(entries, data: data ?? Data())
  if status == errSecSuccess, let result {
    result.pointee = Security.result(
      for: entries, keychain.copy(entries.filter { !Keychain.isControlKey($0.key) }).1)
  }
  return status
}

/// Finds the items `query` matches: into `result`, their data (`kSecReturnData`) or attributes
/// (`kSecReturnAttributes`), one or all (`kSecMatchLimit`); `errSecItemNotFound` when none does.
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?)
  -> OSStatus
{
  guard let keychain = Keychain.current else { return errSecNotAvailable }
  guard let (entries, _) = normalized(query), entries["class"] != nil else { return errSecParam }
  let (status, items) = keychain.copy(entries)
  if status == errSecSuccess { result?.pointee = Security.result(for: entries, items) }
  return status
}

/// Changes the items `query` matches to `attributesToUpdate` (new data with `kSecValueData`);
/// `errSecItemNotFound` when none does.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  guard let keychain = Keychain.current else { return errSecNotAvailable }
  guard let (entries, _) = normalized(query), entries["class"] != nil,
    let (changes, data) = normalized(attributesToUpdate)
  else { return errSecParam }
  return keychain.update(entries, with: changes, data: data)
}

/// Deletes the items `query` matches; `errSecItemNotFound` when none does.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  guard let keychain = Keychain.current else { return errSecNotAvailable }
  guard let (entries, _) = normalized(query), entries["class"] != nil else { return errSecParam }
  return keychain.delete(entries)
}

extension ParentHarness {
  private var keychain: Keychain { _harnessState(Keychain.self) }

  /// The items in this harness's keychain, oldest first.
  public var keychainItems: [KeychainItem] { keychain.snapshot }

  /// Puts a generic password in this harness's keychain, as an earlier install of the app left it
  /// (the keychain outlives the app: a reinstalled app finds its old token).
  public func addKeychainItem(
    service: String, account: String, data: Data,
    accessible: String = "ak"
  ) {
    _ = keychain.add(
      ["class": "genp", "svce": service, "acct": account, "pdmn": accessible], data: data)
  }
}
