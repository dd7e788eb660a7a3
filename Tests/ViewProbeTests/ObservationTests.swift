import Testing
import ViewProbe

@MainActor
@Suite("@Observable, Observation and @Bindable (C)", .viewProbe, .tags(.invariant, .observation))
struct ObservationTests {
  @Test("C11 @Bindable holds the parent's instance and writes straight into it")
  func c11_bindableDoesNotOwn() throws {
    let book = Book(title: "first")
    let harness = ParentHarness { BookEditor(book: book) }
    #expect(harness.installedModel() === book)
    try harness.find(textField: "title").setInput("typed")
    #expect(book.title == "typed")
    #expect(harness.texts.contains("typed"))
  }

  @Test("C11 a parent swapping the instance is used by the @Bindable child at once")
  func c11_bindableFollowsParentSwap() throws {
    let harness = ParentHarness { BookSwapper() }
    try harness.find(button: "swap").tap()
    try harness.find(textField: "title").setInput("edited")
    #expect(harness.texts.contains("second: edited"))
  }

  @Test("C12 an @Observable in @State keeps its first instance; reassigning invalidates readers")
  func c12_stateObservableKeepsInstanceUntilReassigned() throws {
    let harness = ParentHarness { BookOwner() }
    let first = harness.installedStore()
    harness.reRender()
    #expect(harness.installedStore() === first)
    try harness.find(button: "retitle").tap()
    #expect(harness.texts.contains("retitled"))
    try harness.find(button: "reset").tap()
    #expect(harness.installedStore() !== first)
    #expect(harness.texts.contains("fresh"))
  }
}

// MARK: - Views for these tests

struct BookEditor: View {
  @Bindable var book: Book
  var body: some View {
    VStack {
      TextField("title", text: $book.title)
      Text(book.title)
    }
  }
}

struct BookSwapper: View {
  @State private var books = [Book(title: "first"), Book(title: "second")]
  @State private var index = 0
  var body: some View {
    VStack {
      Button("swap") { index = 1 }
      BookEditor(book: books[index])
      Text("second: \(books[1].title)")
    }
  }
}

struct BookOwner: View {
  @State private var book = Book(title: "original")
  var body: some View {
    VStack {
      Button("retitle") { book.title = "retitled" }
      Button("reset") { book = Book(title: "fresh") }
      BookTitle(book: book)
    }
  }
}
