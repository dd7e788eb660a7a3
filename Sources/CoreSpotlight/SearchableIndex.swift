import Foundation
import Testing
import ViewProbe

/// An on-device index of the app's searchable content. Each harness is a device: the items the
/// app indexes are that harness's (`harness.spotlightItems`), whichever index object it uses; a
/// named index keeps its items apart from the default one. Outside a harness's code an index
/// keeps its items to itself.
open class CSSearchableIndex: NSObject, @unchecked Sendable {
  let name: String
  private let orphan = SpotlightIndexes()
  private var batch: [() -> Void]?
  private let batchLock = NSLock()

  /// The app's default index.
  open class func `default`() -> Self { Self(name: "default") }

  /// Whether the device can index (yes).
  open class func isIndexingAvailable() -> Bool { true }

  /// An index of the app's, named `name`.
  public required init(name: String) {
    self.name = name
    super.init()
  }

  /// An index named `name`, protected as `protectionClass` says (kept).
  public convenience init(name: String, protectionClass: FileProtectionType?) {
    self.init(name: name)
  }

  /// The indexes of the harness whose code runs now (or this index's own, outside one).
  private var indexes: SpotlightIndexes {
    _ViewProbeRuntime.harnessState(SpotlightIndexes.self) ?? orphan
  }

  /// Runs `change` now, or at `endBatch` while a batch is open.
  private func apply(_ change: @escaping (SpotlightIndexes, String) -> Void) {
    let indexes = self.indexes
    let name = self.name
    let work = { change(indexes, name) }
    let deferred: Bool = batchLock.withLock {
      guard batch != nil else { return false }
      batch?.append(work)
      return true
    }
    if !deferred { work() }
  }

  /// Calls `completionHandler` later, on another queue, as the index does once it noted the work.
  private func complete(_ completionHandler: (@Sendable ((any Error)?) -> Void)?) {
    guard let completionHandler else { return }
    _ViewProbeRuntime.completeOnAnotherQueue { completionHandler(nil) }
  }

  /// Adds `items` to this index, or updates those with the same identifiers.
  private func index(_ items: [CSSearchableItem]) {
    apply { indexes, name in indexes.add(items, to: name) }
  }

  /// Removes the items of this index that `doomed` picks.
  private func delete(where doomed: @escaping (CSSearchableItem) -> Bool) {
    apply { indexes, name in indexes.remove(from: name, where: doomed) }
  }

  /// Adds `items`, or updates those with the same identifiers.
  open func indexSearchableItems(
    _ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    index(items)
    complete(completionHandler)
  }

  /// Adds `items`, or updates those with the same identifiers.
  open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { index(items) }

  /// Removes the items with `identifiers`.
  open func deleteSearchableItems(
    withIdentifiers identifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    delete { identifiers.contains($0.uniqueIdentifier) }
    complete(completionHandler)
  }

  /// Removes the items with `identifiers`.
  open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
    delete { identifiers.contains($0.uniqueIdentifier) }
  }

  /// Removes the items of the domains `domainIdentifiers` (and of their subdomains,
  /// `"notes.archived"` under `"notes"`).
  open func deleteSearchableItems(
    withDomainIdentifiers domainIdentifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    delete { $0.isIn(domainIdentifiers) }
    complete(completionHandler)
  }

  /// Removes the items of the domains `domainIdentifiers` (and of their subdomains).
  open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
    delete { $0.isIn(domainIdentifiers) }
  }

  /// Removes every item of this index.
  open func deleteAllSearchableItems(
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    delete { _ in true }
    complete(completionHandler)
  }

  /// Removes every item of this index.
  open func deleteAllSearchableItems() async throws { delete { _ in true } }

  /// Starts a batch: what the app indexes or deletes waits for `endBatch`.
  open func beginBatch() { batchLock.withLock { batch = batch ?? [] } }

  /// Ends the batch: its work is done, and `clientState` kept for `fetchLastClientState`.
  open func endBatch(
    withClientState clientState: Data,
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    finishBatch(clientState)
    complete(completionHandler)
  }

  /// Ends the batch: its work is done, and `clientState` kept.
  open func endBatch(withClientState clientState: Data) async throws { finishBatch(clientState) }

  private func finishBatch(_ clientState: Data) {
    let work = batchLock.withLock {
      defer { batch = nil }
      return batch ?? []
    }
    for change in work { change() }
    let indexes = self.indexes
    indexes.setClientState(clientState, of: name)
  }

  /// The client state the last batch ended with.
  open func fetchLastClientState(
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) {
    let state = indexes.clientState(of: name)
    _ViewProbeRuntime.completeOnAnotherQueue { completionHandler(state, nil) }
  }

  /// The client state the last batch ended with.
  open func fetchLastClientState() async throws -> Data? { indexes.clientState(of: name) }
}

extension CSSearchableItem {
  /// Whether the item is in one of `domains` or below one.
  func isIn(_ domains: [String]) -> Bool {
    guard let domain = domainIdentifier else { return false }
    return domains.contains { domain == $0 || domain.hasPrefix($0 + ".") }
  }
}

/// One device's Spotlight indexes, by name: for ViewProbe's Core Spotlight and App Intents.
public final class SpotlightIndexes: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String: [CSSearchableItem]] = [:]
  private var names: [String] = []
  private var clientStates: [String: Data] = [:]

  /// No index yet.
  public init() {}

  /// Every item, index by index (in the order the indexes were first used), each index's in the
  /// order they were first indexed.
  public var allItems: [CSSearchableItem] {
    lock.withLock { names.flatMap { items[$0] ?? [] } }
  }

  func add(_ new: [CSSearchableItem], to index: String) {
    lock.withLock {
      if items[index] == nil { names.append(index) }
      var list = items[index] ?? []
      for item in new {
        if let place = list.firstIndex(where: { $0.uniqueIdentifier == item.uniqueIdentifier }) {
          list[place] = item
        } else {
          list.append(item)
        }
      }
      items[index] = list
    }
  }

  /// Removes the items of `index` that `doomed` picks.
  public func remove(from index: String, where doomed: (CSSearchableItem) -> Bool) {
    lock.withLock { items[index]?.removeAll(where: doomed) }
  }

  func setClientState(_ state: Data, of index: String) {
    lock.withLock { clientStates[index] = state }
  }

  func clientState(of index: String) -> Data? { lock.withLock { clientStates[index] } }
}

extension ParentHarness {
  /// The items the app put in Spotlight on this harness's device, still there: every index's,
  /// each in the order first indexed (an update keeps its place).
  public var spotlightItems: [CSSearchableItem] {
    _harnessState(SpotlightIndexes.self).allItems
  }

  /// The items the user finds by typing `query` in Spotlight: those whose title, display name,
  /// description, text, other names, keywords, authors, creator or place contain it (ignoring
  /// case and diacritics; Spotlight's own ranking and fuzzy matching are not modelled).
  public func searchSpotlight(_ query: String) -> [CSSearchableItem] {
    let words = query.trimmingCharacters(in: .whitespaces)
    guard !words.isEmpty else { return [] }
    return spotlightItems.filter { item in
      item.attributeSet.searchedText.contains {
        $0.range(of: words, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
  }

  /// The user opens the Spotlight result with `uniqueIdentifier`: the app continues
  /// `CSSearchableItemActionType` with the identifier under `CSSearchableItemActivityIdentifier`,
  /// as the system delivers it (`continueUserActivity`). A recorded issue when no such item is in
  /// the index — the user cannot find it.
  public func openSpotlightResult(
    _ uniqueIdentifier: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard spotlightItems.contains(where: { $0.uniqueIdentifier == uniqueIdentifier }) else {
      let kept = spotlightItems.map { "\"\($0.uniqueIdentifier)\"" }
      return _reportMisuse(
        "openSpotlightResult(\"\(uniqueIdentifier)\") found no such item in Spotlight: "
          + (kept.isEmpty
            ? "the app indexed nothing (or deleted it all)"
            : "the index holds " + kept.joined(separator: ", ")),
        sourceLocation: sourceLocation)
    }
    let activity = NSUserActivity(activityType: CSSearchableItemActionType)
    activity.userInfo = [CSSearchableItemActivityIdentifier: uniqueIdentifier]
    continueUserActivity(activity, sourceLocation: sourceLocation)
  }
}
