import Testing

@testable import ViewProbe

@MainActor
@Suite("Observation invariants (C01–C10)", .viewProbe, .tags(.invariant, .observation))
struct ObservationInvariantTests {
  @Test("C01 a view depends only on the observable properties its body read")
  func c01_propertyLevelTracking() {
    let book = Book(title: "t")
    let harness = ParentHarness { BookTitle(book: book) }
    let before = harness.bodyCount(of: BookTitle.self)
    book.isAvailable.toggle()
    #expect(harness.bodyCount(of: BookTitle.self) == before)
    book.title = "x"
    #expect(harness.bodyCount(of: BookTitle.self) == before + 1)
    #expect(harness.texts == ["x"])
  }

  @Test("C02 tracking works however the object reaches the body")
  func c02_trackingIndependentOfHolding() {
    let book = Book(title: "t")
    let registry = BookRegistry(book: book)
    let harness = ParentHarness {
      VStack {
        LetHeldTitle(book: book)
        StateHeldTitle(book: book)
        EnvironmentHeldTitle()
        BindableHeldTitle(book: book)
        ClosureHeldTitle(title: { book.title })
        RegistryHeldTitle(registry: registry)
      }
      .environment(book)
    }
    let readers: [any View.Type] = [
      LetHeldTitle.self, StateHeldTitle.self, EnvironmentHeldTitle.self, BindableHeldTitle.self,
      ClosureHeldTitle.self, RegistryHeldTitle.self,
    ]
    #expect(readers.map { harness.bodyCount(of: $0) } == Array(repeating: 1, count: 6))
    book.title = "x"
    #expect(readers.map { harness.bodyCount(of: $0) } == Array(repeating: 2, count: 6))
    #expect(harness.texts == Array(repeating: "x", count: 6))
    book.isAvailable.toggle()
    #expect(readers.map { harness.bodyCount(of: $0) } == Array(repeating: 2, count: 6))
  }

  @Test("C03 a view that only passes the object through is not re-evaluated")
  func c03_passThroughViewsDoNotUpdate() {
    let book = Book()
    let harness = ParentHarness { LibraryItem(book: book) }
    book.title = "x"
    #expect(harness.bodyCount(of: LibraryItem.self) == 1)
    #expect(harness.bodyCount(of: BookTitle.self) == 2)
  }

  @Test("C04 computed properties are tracked through the stored properties they read")
  func c04_computedPropertiesTrackedTransitively() {
    let shelf = Shelf()
    let harness = ParentHarness { ShelfCount(shelf: shelf) }
    shelf.books.append(Book())
    #expect(harness.texts == ["1 books"])
    #expect(harness.bodyCount(of: ShelfCount.self) == 2)
  }

  @Test("C05 reading an array tracks the array, not the properties of its elements")
  func c05_collectionVersusElementTracking() {
    let shelf = Shelf()
    shelf.books = [Book(title: "a"), Book(title: "b")]
    let harness = ParentHarness { ShelfList(shelf: shelf) }
    shelf.books[0].title = "a2"
    #expect(harness.bodyCount(of: ShelfList.self) == 1)
    #expect(harness.bodyCount(of: BookTitle.self) == 3)
    #expect(harness.texts == ["a2", "b"])
    shelf.books.append(Book(title: "c"))
    #expect(harness.bodyCount(of: ShelfList.self) == 2)
  }

  @Test("C05 a ForEach row whose content reads an element's property is built again alone")
  func c05_rowContentTrackedPerRow() throws {
    let shelf = Shelf()
    shelf.books = [Book(title: "a"), Book(title: "b"), Book(title: "c")]
    let built = Tally()
    let harness = ParentHarness {
      TickingParent { tick in ClosureRowList(shelf: shelf, built: built, tick: tick) }
    }
    #expect(built.count == 3)
    shelf.books[1].title = "b2"
    #expect(harness.texts.suffix(3) == ["a", "b2", "c"])
    // Only row 1's content ran again; the list's owner and the other rows did not update.
    #expect(built.count == 4)
    #expect(harness.bodyCount(of: ClosureRowList.self) == 1)
    #expect(harness.bodyCount(of: TitleText.self) == 4)
    // Re-expanding the rows many times leaves one registration per row, not one per expansion.
    let tick = try harness.find(button: "tick")
    for _ in 0..<20 { tick.tap() }
    #expect(built.count == 3 + 1 + 20 * 3)
    let tracker = harness.core.graph.tracker
    let before = tracker.postedInvalidations
    shelf.books[2].title = "c2"
    #expect(tracker.postedInvalidations == before + 1)
    #expect(harness.texts.suffix(3) == ["a", "b2", "c2"])
    // A removed row's content no longer invalidates anything.
    let removed = shelf.books.removeFirst()
    #expect(harness.texts.suffix(2) == ["b2", "c2"])
    let afterRemoval = tracker.postedInvalidations
    removed.title = "gone"
    #expect(tracker.postedInvalidations == afterRemoval)
  }

  @Test("C05 a row invalidated in the same update as its list is built once, by the list")
  func c05_rowAndListInOneUpdate() {
    let shelf = Shelf()
    shelf.books = [Book(title: "a"), Book(title: "b")]
    let built = Tally()
    let harness = ParentHarness { ClosureRowList(shelf: shelf, built: built) }
    shelf.books[0].title = "a2"
    shelf.books.append(Book(title: "c"))
    #expect(harness.texts == ["a2", "b", "c"])
    #expect(built.count == 2 + 3)
  }

  @Test("C05 rows that start reading after a first row that does not: still no stale row")
  func c05_laterRowsThatRead() {
    let shelf = Shelf()
    shelf.books = [Book(title: "a"), Book(title: "b"), Book(title: "c")]
    let built = Tally()
    let harness = ParentHarness { FirstRowPlainList(shelf: shelf, built: built) }
    #expect(harness.texts == ["first", "b", "c"])
    #expect(built.count == 3)
    // Rows built together: the change re-expands them all once, then they are tracked alone.
    shelf.books[2].title = "c2"
    #expect(harness.texts == ["first", "b", "c2"])
    #expect(built.count == 6)
    shelf.books[1].title = "b2"
    #expect(harness.texts == ["first", "b2", "c2"])
    #expect(built.count == 7)
  }

  @Test("C06 reading a nested path tracks both the outer reference and the inner property")
  func c06_nestedObservables() {
    let shelf = Shelf()
    let harness = ParentHarness { FeaturedTitle(shelf: shelf) }
    shelf.featured.title = "inner"
    #expect(harness.texts == ["inner"])
    shelf.featured = Book(title: "replaced")
    #expect(harness.texts == ["replaced"])
    #expect(harness.bodyCount(of: FeaturedTitle.self) == 3)
  }

  @Test("C07 @ObservationIgnored properties never invalidate readers")
  func c07_ignoredPropertiesAreNotTracked() {
    let shelf = Shelf()
    let harness = ParentHarness { CacheReader(shelf: shelf) }
    shelf.cache = 9
    #expect(harness.bodyCount(of: CacheReader.self) == 1)
    #expect(harness.texts == ["cache 0"])
  }

  @Test("C08 an equal plain set does not notify; += and mutating methods always do")
  func c08_equalSetSkipsModifyNotifies() {
    let shelf = Shelf()
    let harness = ParentHarness { ShelfCount(shelf: shelf) }
    shelf.label = shelf.label
    #expect(harness.bodyCount(of: ShelfCount.self) == 1)
    shelf.label += ""
    #expect(harness.bodyCount(of: ShelfCount.self) == 2)
  }

  @Test("C09 a view's registration fires once per body; its next body registers again")
  func c09_trackingFiresOnceViewsReRegister() {
    let book = Book()
    let harness = ParentHarness { BookTitle(book: book) }
    let tracker = harness.core.graph.tracker
    let posted = tracker.postedInvalidations
    book.title = "1"
    book.title = "2"
    book.title = "3"
    // One registration, fired once: the later writes find nothing registered.
    #expect(tracker.postedInvalidations == posted + 1)
    #expect(harness.bodyCount(of: BookTitle.self) == 2)
    #expect(harness.texts == ["3"])
    // The second body registered again.
    book.title = "4"
    #expect(tracker.postedInvalidations == posted + 2)
    #expect(harness.bodyCount(of: BookTitle.self) == 3)
  }

  @Test("C10 a view is invalidated inside the mutation, before the new value is stored")
  func c10_onChangeHasWillSetTiming() {
    let gauge = Gauge()
    let harness = ParentHarness { GaugeReader(gauge: gauge) }
    let tracker = harness.core.graph.tracker
    let posted = tracker.postedInvalidations
    let seenInDidSet = Tally()
    gauge.onSet = { seenInDidSet.count = tracker.postedInvalidations - posted }
    gauge.level = 42
    // By the property's own didSet the invalidation was already posted: willSet timing.
    #expect(seenInDidSet.count == 1)
    // The body runs after the write, and sees the new value.
    #expect(harness.texts == ["level 42"])
    // A write to a property the body did not read posts nothing.
    gauge.unread = 7
    #expect(tracker.postedInvalidations == posted + 1)
  }

  @Test("C12 a child reading the @State model re-renders when the reference is replaced")
  func c12_referenceSwapInvalidatesReaders() throws {
    let harness = ParentHarness { BookOwner() }
    let before = harness.bodyCount(of: BookTitle.self)
    try harness.find(button: "reset").tap()
    #expect(harness.bodyCount(of: BookTitle.self) == before + 1)
  }
}

// MARK: - Models and views for these tests

/// Holds a book the way a singleton or a service locator would: behind another object.
final class BookRegistry {
  let book: Book
  init(book: Book) { self.book = book }
}

struct LetHeldTitle: View {
  let book: Book
  var body: some View { Text(book.title) }
}

struct StateHeldTitle: View {
  @State var book: Book
  var body: some View { Text(book.title) }
}

struct EnvironmentHeldTitle: View {
  @Environment(Book.self) private var book
  var body: some View { Text(book.title) }
}

struct BindableHeldTitle: View {
  @Bindable var book: Book
  var body: some View { Text(book.title) }
}

struct ClosureHeldTitle: View {
  let title: () -> String
  var body: some View { Text(title()) }
}

struct RegistryHeldTitle: View {
  let registry: BookRegistry
  var body: some View { Text(registry.book.title) }
}

struct GaugeReader: View {
  let gauge: Gauge
  var body: some View { Text("level \(gauge.level)") }
}

struct LibraryItem: View {
  var book: Book
  var body: some View { BookTitle(book: book) }
}

/// A gauge whose level reports its own didSet, and a property nobody reads.
@Observable
final class Gauge: @unchecked Sendable {
  var level = 0 {
    didSet { onSet?() }
  }
  var unread = 0
  @ObservationIgnored var onSet: (() -> Void)?
}

extension Book {
  var identity: ObjectIdentifier { ObjectIdentifier(self) }
}

@Observable
final class Shelf {
  var books: [Book] = []
  var featured = Book(title: "featured")
  var label = "shelf"
  @ObservationIgnored var cache = 0
  var count: Int { books.count }
}

struct ShelfCount: View {
  let shelf: Shelf
  var body: some View {
    Text("\(shelf.count) books \(shelf.label)".replacingOccurrences(of: " shelf", with: ""))
  }
}

/// Rows whose content closure reads each book's title (counted in `built`), as in
/// `List(library.books) { book in Text(book.title) }`.
struct ClosureRowList: View {
  let shelf: Shelf
  let built: Tally
  let tick: Int

  init(shelf: Shelf, built: Tally, tick: Int = 0) {
    (self.shelf, self.built, self.tick) = (shelf, built, tick)
  }

  var body: some View {
    VStack {
      ForEach(shelf.books, id: \.identity) { book in
        let _ = built.count += 1
        TitleText(title: book.title)
      }
    }
  }
}

/// Rows of which the first reads nothing observable and the others read their book's title.
struct FirstRowPlainList: View {
  let shelf: Shelf
  let built: Tally

  var body: some View {
    VStack {
      ForEach(0..<3) { index in
        let _ = built.count += 1
        TitleText(title: index == 0 ? "first" : shelf.books[index].title)
      }
    }
  }
}

struct TitleText: View {
  let title: String
  var body: some View { Text(title) }
}

struct ShelfList: View {
  let shelf: Shelf
  var body: some View {
    VStack {
      ForEach(shelf.books, id: \.identity) { book in BookTitle(book: book) }
    }
  }
}

struct FeaturedTitle: View {
  let shelf: Shelf
  var body: some View { Text(shelf.featured.title) }
}

struct CacheReader: View {
  let shelf: Shelf
  var body: some View { Text("cache \(shelf.cache)") }
}
