import ViewProbe

/// Seeds 001 and 003: a helper (a cache, a counter) left observed re-renders its readers.
@Observable
public final class LookupModel {
  /// What readers show.
  public var title = "menu"
  /// A helper counter, wrongly observed.
  public var lookups = 0

  /// A model with a title.
  public init() {}

  /// Counts a lookup.
  public func recordLookup() { lookups += 1 }
}

/// The fix: the helper is `@ObservationIgnored`.
@Observable
public final class IgnoredLookupModel {
  /// What readers show.
  public var title = "menu"
  /// A helper counter, not observed.
  @ObservationIgnored public var lookups = 0

  /// A model with a title.
  public init() {}

  /// Counts a lookup.
  public func recordLookup() { lookups += 1 }
}

/// Shows a lookup model's title and its lookup count.
public struct LookupReader: View {
  let model: LookupModel

  /// A reader of `model`.
  public init(model: LookupModel) { self.model = model }

  /// The title and the count.
  public var body: some View { Text("\(model.title) (\(model.lookups) lookups)") }
}

/// Shows an ignored-helper model's title and its lookup count.
public struct IgnoredLookupReader: View {
  let model: IgnoredLookupModel

  /// A reader of `model`.
  public init(model: IgnoredLookupModel) { self.model = model }

  /// The title and the count.
  public var body: some View { Text("\(model.title) (\(model.lookups) lookups)") }
}

/// A delivery status that is not `Equatable` (a struct; an enum without payloads would be).
public struct PlainDeliveryStatus: Sendable, CustomStringConvertible {
  /// The stage's name.
  public var stage: String
  /// Placed.
  public static let placed = PlainDeliveryStatus(stage: "placed")
  /// The stage's name.
  public var description: String { stage }
}

/// The same status, `Equatable`.
public enum EquatableDeliveryStatus: Equatable, Sendable {
  /// Placed.
  case placed
  /// Shipped.
  case shipped
}

/// Seed 001: a property of a non-`Equatable` type notifies on every assignment, equal ones too.
@Observable
public final class PlainDelivery {
  /// The status.
  public var status = PlainDeliveryStatus.placed
  /// A model at `.placed`.
  public init() {}
}

/// The fix: an `Equatable` property type lets the generated setter skip equal values (C08).
@Observable
public final class EquatableDelivery {
  /// The status.
  public var status = EquatableDeliveryStatus.placed
  /// A model at `.placed`.
  public init() {}
}

/// Shows a plain delivery's status.
public struct PlainDeliveryReader: View {
  let delivery: PlainDelivery
  /// A reader of `delivery`.
  public init(delivery: PlainDelivery) { self.delivery = delivery }
  /// The status.
  public var body: some View { Text("status \(delivery.status)") }
}

/// Shows an equatable delivery's status.
public struct EquatableDeliveryReader: View {
  let delivery: EquatableDelivery
  /// A reader of `delivery`.
  public init(delivery: EquatableDelivery) { self.delivery = delivery }
  /// The status.
  public var body: some View { Text("status \(delivery.status)") }
}

/// A user, as a struct.
public struct UserInfo: Equatable, Sendable {
  /// The name.
  public var name: String
  /// The age.
  public var age: Int
}

/// Seed 001: a struct-typed property drags the whole struct into every reader's dependencies.
@Observable
public final class StructSession {
  /// The user, as one property.
  public var user = UserInfo(name: "Ada", age: 36)
  /// A session for Ada.
  public init() {}
}

/// The fix: the fields views read are properties of their own.
@Observable
public final class SplitSession {
  /// The user's name.
  public var userName = "Ada"
  /// The user's age.
  public var userAge = 36
  /// A session for Ada.
  public init() {}
}

/// Shows the user's name from a struct-typed property.
public struct StructSessionNameReader: View {
  let session: StructSession
  /// A reader of `session`.
  public init(session: StructSession) { self.session = session }
  /// The name.
  public var body: some View { Text("name \(session.user.name)") }
}

/// Shows the user's name from its own property.
public struct SplitSessionNameReader: View {
  let session: SplitSession
  /// A reader of `session`.
  public init(session: SplitSession) { self.session = session }
  /// The name.
  public var body: some View { Text("name \(session.userName)") }
}

/// Seed 001: a computed property depends on everything it reads (C04).
@Observable
public final class ComputedRoster {
  /// Every user.
  public var users = ["Ada", "Grace"]
  /// Which one is current.
  public var currentIndex = 0
  /// The current user, computed from the whole list.
  public var currentUser: String { users[currentIndex] }
  /// A roster of two.
  public init() {}
}

/// The fix: the derived value is stored and kept in sync, so it changes only when it changes.
@Observable
public final class CachedRoster {
  /// Every user.
  public var users = ["Ada", "Grace"] { didSet { recompute() } }
  /// Which one is current.
  public var currentIndex = 0 { didSet { recompute() } }
  /// The current user, stored.
  public private(set) var currentUser = "Ada"
  /// A roster of two.
  public init() {}
  private func recompute() { currentUser = users[currentIndex] }
}

/// Shows a computed roster's current user.
public struct ComputedRosterReader: View {
  let roster: ComputedRoster
  /// A reader of `roster`.
  public init(roster: ComputedRoster) { self.roster = roster }
  /// The current user.
  public var body: some View { Text("current \(roster.currentUser)") }
}

/// Shows a cached roster's current user.
public struct CachedRosterReader: View {
  let roster: CachedRoster
  /// A reader of `roster`.
  public init(roster: CachedRoster) { self.roster = roster }
  /// The current user.
  public var body: some View { Text("current \(roster.currentUser)") }
}

/// An item as a value.
public struct ShelfItemValue: Sendable {
  /// The name.
  public var name: String
}

/// An item as an observable object.
@Observable
public final class ShelfItemObject {
  /// The name.
  public var name: String
  /// An item named `name`.
  public init(name: String) { self.name = name }
}

/// Seed 001: reading one element of an array property depends on the whole array (C05).
@Observable
public final class ValueShelf {
  /// The items, as values.
  public var items = [ShelfItemValue(name: "cup"), ShelfItemValue(name: "filter")]
  /// A shelf of two.
  public init() {}
}

/// The fix: each element is an observable object; the array holds the same instances.
@Observable
public final class ObjectShelf {
  /// The items, as objects.
  public var items = [ShelfItemObject(name: "cup"), ShelfItemObject(name: "filter")]
  /// A shelf of two.
  public init() {}
}

/// Shows the first item of a value shelf.
public struct ValueShelfFirstReader: View {
  let shelf: ValueShelf
  /// A reader of `shelf`.
  public init(shelf: ValueShelf) { self.shelf = shelf }
  /// The first item.
  public var body: some View { Text("first \(shelf.items[0].name)") }
}

/// Shows the first item of an object shelf.
public struct ObjectShelfFirstReader: View {
  let shelf: ObjectShelf
  /// A reader of `shelf`.
  public init(shelf: ObjectShelf) { self.shelf = shelf }
  /// The first item.
  public var body: some View { Text("first \(shelf.items[0].name)") }
}

/// SEMANTICS.md E02's gotcha: a class whose `==` compares contents calls a new instance equal.
@Observable
public final class EqualByTitleNote: Equatable {
  /// The title.
  public var title: String
  /// A note titled `title`.
  public init(title: String) { self.title = title }
  /// Equal when the titles are: a new instance with the same title counts as the same input.
  public static func == (lhs: EqualByTitleNote, rhs: EqualByTitleNote) -> Bool {
    lhs.title == rhs.title
  }
}

/// The fix: a class compared by identity (not `Equatable`).
@Observable
public final class IdentityNote {
  /// The title.
  public var title: String
  /// A note titled `title`.
  public init(title: String) { self.title = title }
}

/// Holds the note a swapper passes down (not observed: the swapper re-renders by its counter).
public final class NoteBox<Note> {
  /// The note passed down.
  public var note: Note
  init(note: Note) { self.note = note }
}

/// Swaps its note for a new instance with the same title and re-renders, so the child gets the new
/// instance as its input.
public struct NoteSwapper<Note: AnyObject, Child: View>: View {
  @State private var box: NoteBox<Note>
  @State private var swaps = 0
  let make: () -> Note
  let child: (Note) -> Child

  /// A swapper starting with `make()`.
  public init(make: @escaping () -> Note, @ViewBuilder child: @escaping (Note) -> Child) {
    _box = State(initialValue: NoteBox(note: make()))
    self.make = make
    self.child = child
  }

  /// The swap button, the count, and the child.
  public var body: some View {
    VStack {
      Button("Swap") {
        box.note = make()
        swaps += 1
      }
      Text("swaps \(swaps)")
      child(box.note)
    }
  }

}

/// Shows an equal-by-title note.
public struct EqualByTitleReader: View {
  let note: EqualByTitleNote
  /// A reader of `note`.
  public init(note: EqualByTitleNote) { self.note = note }
  /// The title.
  public var body: some View { Text("note \(note.title)") }
}

/// Shows an identity note.
public struct IdentityNoteReader: View {
  let note: IdentityNote
  /// A reader of `note`.
  public init(note: IdentityNote) { self.note = note }
  /// The title.
  public var body: some View { Text("note \(note.title)") }
}
