import Foundation
import Observation

/// One brew in the log.
public struct Brew: Identifiable, Hashable, Sendable {
  /// A stable identity.
  public let id: Int
  /// The coffee's name.
  public var name: String
  /// The dose, in grams.
  public var grams: Int

  /// A brew of `grams` of `name`.
  public init(id: Int, name: String, grams: Int) {
    self.id = id
    self.name = name
    self.grams = grams
  }
}

/// The brew log, owned by the app's root view.
@Observable
public final class BrewStore {
  /// The brews, newest first.
  public var brews: [Brew]
  /// The brew marked as favorite.
  public var favoriteID: Int?
  private var nextID: Int

  /// A log holding `brews`.
  public init(brews: [Brew] = []) {
    self.brews = brews
    nextID = (brews.map(\.id).max() ?? 0) + 1
  }

  /// Adds a brew at the top of the log.
  public func add(name: String, grams: Int) {
    brews.insert(Brew(id: nextID, name: name, grams: grams), at: 0)
    nextID += 1
  }

  /// Removes a brew.
  public func remove(id: Int) {
    brews.removeAll { $0.id == id }
  }
}
