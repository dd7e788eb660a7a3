import Testing
import ViewProbe

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

  @Test("C02 tracking works however the object is held, even as a global")
  func c02_trackingIndependentOfHolding() {
    let harness = ParentHarness { GlobalBookTitle() }
    let before = harness.bodyCount(of: GlobalBookTitle.self)
    SharedBooks.global.title = "changed \(before)"
    #expect(harness.bodyCount(of: GlobalBookTitle.self) == before + 1)
    #expect(harness.texts == ["changed \(before)"])
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

  @Test("C09 withObservationTracking fires once; a view re-registers on every body")
  func c09_trackingFiresOnceViewsReRegister() {
    let book = Book()
    let fired = Tally()
    withObservationTracking {
      _ = book.title
    } onChange: { [fired] in
      fired.count += 1
    }
    book.title = "1"
    book.title = "2"
    #expect(fired.count == 1)
    let harness = ParentHarness { BookTitle(book: book) }
    book.title = "3"
    harness.update()
    book.title = "4"
    #expect(harness.bodyCount(of: BookTitle.self) == 3)
  }

  @Test("C10 onChange runs with willSet timing: the property still has its old value")
  func c10_onChangeHasWillSetTiming() {
    let gauge = Gauge()
    let seen = Tally()
    withObservationTracking {
      _ = gauge.level
    } onChange: { [seen, gauge] in
      seen.count = gauge.level
    }
    gauge.level = 42
    #expect(seen.count == 0)
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

@MainActor
enum SharedBooks {
  static let global = Book(title: "global")
}

struct GlobalBookTitle: View {
  var body: some View { Text(SharedBooks.global.title) }
}

struct LibraryItem: View {
  var book: Book
  var body: some View { BookTitle(book: book) }
}

/// A gauge whose level `onChange` reads (Sendable for the `@Sendable` callback).
@Observable
final class Gauge: @unchecked Sendable {
  var level = 0
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
