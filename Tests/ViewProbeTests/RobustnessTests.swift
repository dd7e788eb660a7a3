import Testing

@testable import ViewProbe

/// Views written the way apps write them: values reused, content stored and shown again, trees
/// thousands deep. Each test names the SEMANTICS.md rule it holds the runtime to.
@MainActor
@Suite("Robustness: reused values, stored content, deep trees", .viewProbe, .tags(.identity))
struct RobustnessTests {
  @Test("A02 a view value shown twice: each placement has its own storage and its own actions")
  func a02_valueShownTwiceHasTwoIdentities() {
    let harness = ParentHarness { ShownTwice() }
    #expect(harness.texts == ["row: 0", "bump row", "row: 0", "bump row"])
    let buttons = harness.findAll(label: "bump row")
    #expect(buttons.count == 2)
    buttons[0].tap()
    #expect(harness.texts == ["row: 1", "bump row", "row: 0", "bump row"])
    harness.reRender()
    #expect(harness.texts == ["row: 1", "bump row", "row: 0", "bump row"])
    buttons[1].tap()
    buttons[1].tap()
    #expect(harness.texts == ["row: 1", "bump row", "row: 2", "bump row"])
  }

  @Test("A11 stored content shown again starts from its initial value")
  func a11_storedContentReinsertedStartsFresh() throws {
    let harness = ParentHarness { Disclosure(content: CounterChild(label: "inner")) }
    let bump = try harness.find(button: "bump inner")
    bump.tap()
    bump.tap()
    #expect(harness.texts.contains("inner: 2"))
    try harness.find(button: "toggle").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("inner") })
    try harness.find(button: "toggle").tap()
    #expect(harness.texts.contains("inner: 0"))
    try harness.find(button: "bump inner").tap()
    #expect(harness.texts.contains("inner: 1"))
  }

  @Test("A11 a destination pushed again after a pop starts from its initial value")
  func a11_destinationPushedAgainStartsFresh() throws {
    let harness = ParentHarness {
      NavigationStack {
        NavigationLink("open") { PoppableCounter() }
      }
    }
    try harness.find(navigationLink: "open").tap()
    try harness.find(button: "bump destination").tap()
    #expect(harness.texts.contains("destination: 1"))
    try harness.find(button: "back").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("destination") })
    try harness.find(navigationLink: "open").tap()
    #expect(harness.texts.contains("destination: 0"))
  }

  @Test("A11 an if without else holds one Text, found once")
  func a11_optionalContentIsCountedOnce() throws {
    let harness = ParentHarness { OptionalContent() }
    #expect(harness.texts == ["x", "hide"])
    #expect(harness.findAll(text: "x").count == 1)
    _ = try harness.find(text: "x")
    try harness.find(button: "hide").tap()
    #expect(harness.texts.isEmpty)
    #expect(!harness.dump().contains("\"x\""))
  }

  @Test("E02 weak and unowned stored properties are compared by identity and never loaded")
  func e02_weakAndUnownedFieldsAreNotLoaded() throws {
    let book = Book(title: "held")
    let harness = ParentHarness { WeakHolder(book: book, other: book) }
    #expect(harness.texts == ["weak: held"])
    #expect(harness.dump().contains("book = weak reference"))
    #expect(harness.dump().contains("other = unowned reference"))
    harness.reRender()
    #expect(harness.bodyCount(of: WeakHolder.self) == 1)
  }

  @Test("E02 a weak stored property that refers to another object is a changed input")
  func e02_weakFieldToAnotherObjectIsAChange() throws {
    let books = [Book(title: "first"), Book(title: "second")]
    let harness = ParentHarness { WeakHolderSwitcher(books: books) }
    #expect(harness.texts.first == "weak: first")
    try harness.find(button: "other book").tap()
    #expect(harness.texts.first == "weak: second")
    #expect(harness.bodyCount(of: WeakHolder.self) == 2)
    #expect(
      harness.renderCauses(of: WeakHolder.self).last?.causes.map(\.description) == [
        "input book now refers to another object"
      ])
  }

  @Test("D06 an action kept from an earlier update reads the environment of that update")
  func d06_keptActionReadsItsOwnEnvironment() throws {
    let book = Book(title: "before")
    let harness = ParentHarness { RemovableEnvironment(book: book) }
    #expect(harness.texts.contains("before"))
    let remove = try harness.find(button: "remove book")
    // D06: the body is not run without its object, and that is reported.
    expectIssue(startingWith: "No Observable object of type Book found.") { remove.tap() }
    // The reader's body is not run without its object (D06), and its onDisappear, created by
    // the update that had the object, still reads that object.
    #expect(book.title == "disappeared")
    #expect(harness.bodyCount(of: BookRenamer.self) == 1)
    #expect(
      harness.warnings == [
        "No Observable object of type Book found. A View.environment(_:) for Book may be "
          + "missing as an ancestor of this view."
      ])
  }
}

/// Deep trees: every phase of the runtime walks the tree from a work list.
@MainActor
@Suite("Robustness: deep trees", .viewProbe, .tags(.identity))
struct DeepTreeTests {
  @Test("A01 10,000 nested views mount, take a tap on the leaf, re-render, dump and tear down")
  func a01_tenThousandNestedViews() throws {
    let depth = 10_000
    let harness = ParentHarness { DeepRoot(depth: depth) }
    #expect(harness.bodyCount(of: Level.self) == depth + 1)
    try harness.find(button: "leaf 0").tap()
    #expect(harness.texts == ["remove", "leaf 1"])
    // Only the leaf re-rendered.
    #expect(harness.bodyCount(of: Level.self) == depth + 2)
    harness.reRender()
    #expect(harness.texts == ["remove", "leaf 1"])
    let dump = harness.dump()
    #expect(dump.split(separator: "\n").count > depth)
    #expect(dump.utf8.count < 1_000 * depth)
    try harness.find(button: "remove").tap()
    #expect(harness.texts == ["remove"])
    #expect(harness.findAll(Level.self).isEmpty)
  }
  @Test("A view that contains itself without end is cut at 200,000 levels, with one issue")
  func endlessRecursionIsCut() throws {
    var harness: ParentHarness<EndlessThreadHost>?
    expectIssue(startingWith: "The view tree is 200000 levels deep at EndlessThreadHost › VStack") {
      harness = ParentHarness { EndlessThreadHost() }
    }
    let host = try #require(harness)
    let texts = host.texts
    #expect(Array(texts.prefix(4)) == ["0", "bump", "reply 0", "reply 1"])
    // Each level is a Reply, its VStack and its Text; the last Reply built has no content.
    #expect(texts.count > 60_000 && texts.count < 70_000)
    #expect(texts.last == "reply \(texts.count - 3)")
    // Once cut, the tree stays usable and the issue is not recorded again.
    host.reRender()
    try host.find(button: "bump").tap()
    #expect(Array(host.texts.prefix(2)) == ["1", "bump"])
    #expect(host.bodyCount(of: EndlessReply.self) == texts.count - 2)
  }

  @Test("A01 a recursive view found by type: a bounded message, paths keep their ends")
  func recursiveViewFoundByType() throws {
    let depth = 5_000
    let harness = ParentHarness { DeepRoot(depth: depth) }
    #expect {
      try harness.find(Level.self)
    } throws: { error in
      let message = String(describing: error)
      return message.hasPrefix("find(Level.self) found 5001 views of type Level: DeepRoot › ")
        && message.hasSuffix("; and 4991 more (findAll lists them)")
    }
    // Every match, each named by a path that keeps 20 names at each end (the cost of naming
    // them followed the depth of each one: 5,001 paths took seconds).
    let levels = harness.findAll(Level.self)
    #expect(levels.count == depth + 1)
    let leafPath = try harness.find(button: "leaf 0").path
    let names = leafPath.components(separatedBy: " › ")
    #expect(names.count == 41)
    #expect(names.first == "DeepRoot" && names.last == "Button")
    #expect(names[20].hasPrefix("… ") && names[20].hasSuffix(" more"))
  }
}

/// Nothing is kept alive, and nothing costs more because of the past.
@MainActor
@Suite("Robustness: lifetimes and Observation registrations")
struct LifetimeTests {
  @Test("C01 a reader re-rendered many times holds one registration: one write, one invalidation")
  func c01_registrationsDoNotAccumulate() throws {
    let book = Book(title: "a")
    let harness = ParentHarness { TickingParent { tick in TitleReader(book: book, tick: tick) } }
    let tick = try harness.find(button: "tick")
    for _ in 0..<50 { tick.tap() }
    #expect(harness.bodyCount(of: TitleReader.self) == 51)
    let tracker = harness.core.graph.tracker
    let before = tracker.postedInvalidations
    book.title = "b"
    #expect(tracker.postedInvalidations == before + 1)
    #expect(harness.texts.contains("b (50)"))
  }

  @Test("H07 a long test restarting tasks without settling keeps only the tasks still running")
  func h07_restartedTasksDoNotAccumulate() async throws {
    let harness = ParentHarness { RestartingTask() }
    let next = try harness.find(button: "next")
    for round in 1...5_000 {
      next.tap()
      // The cancelled tasks end once the main actor is free, as between a test's awaits.
      if round.isMultiple(of: 100) { await Task.yield() }
    }
    #expect(harness.core.graph.tasks.count < 2_100, "finished tasks are forgotten as tasks start")
    await harness.settle(quietFor: .milliseconds(50))
    #expect(harness.texts.last == "started 5000")
  }

  @Test("C01 a removed view's registrations no longer fire")
  func c01_removedReaderNoLongerFires() throws {
    let book = Book(title: "a")
    let harness = ParentHarness { RemovableReader(book: book) }
    try harness.find(button: "hide").tap()
    let tracker = harness.core.graph.tracker
    let before = tracker.postedInvalidations
    book.title = "b"
    book.isAvailable.toggle()
    #expect(tracker.postedInvalidations == before)
  }

  @Test("A11 a released harness takes its nodes, storage, owned models and registrations along")
  func a11_releasedHarnessKeepsNothingAlive() {
    let outside = Book(title: "outside")
    weak var root: ViewNode?
    weak var tracker: RenderTracker?
    weak var owned: AnyObject?
    weak var unheld: RegistrationSentinel?
    do {
      let harness = ParentHarness { OwningReader(outside: outside) }
      #expect(harness.texts == ["outside", "owned"])
      root = harness.core.graph.root
      tracker = harness.core.graph.tracker
      owned = harness.installedStore()
      // The first reader of its type is tracked without a handle (see trackWithoutHandle).
      let reader = harness.core.graph.allNodes().last { $0.layout.shortName == "OwningReader" }
      unheld = reader?.unheldRegistration
      #expect(root != nil && tracker != nil && owned != nil && unheld != nil)
      #expect(reader?.observation == nil)
    }
    #expect(root == nil)
    #expect(tracker == nil)
    #expect(owned == nil)
    // Silenced with its node; the outside object drops it at its next change.
    #expect(unheld?.isCancelled == true)
    outside.title = "changed after the harness went away"
    #expect(unheld == nil)
  }

  @Test("A11 a released harness takes its ForEach rows' registrations along")
  func a11_releasedHarnessDropsRowRegistrations() {
    let shelf = Shelf()
    shelf.books = [Book(title: "a"), Book(title: "b")]
    weak var row: NodeObservation?
    do {
      let harness = ParentHarness {
        TickingParent { tick in ClosureRowList(shelf: shelf, built: Tally(), tick: tick) }
      }
      // After a re-expansion, every row is tracked with a handle.
      try? harness.find(button: "tick").tap()
      let list = harness.core.graph.allNodes().first { $0.layout.shortName == "ForEach" }
      row = (list?.primitiveState as? any RowSource)?.rows.handles.values.first
      #expect(row != nil)
    }
    #expect(row == nil)
    shelf.books[0].title = "changed after the harness went away"
  }

  @Test("C01 several readers of one type, re-rendered many times: one write, one invalidation each")
  func c01_readersOfOneTypeDoNotAccumulate() throws {
    let book = Book(title: "a")
    let harness = ParentHarness {
      TickingParent { tick in
        VStack {
          TitleReader(book: book, tick: tick)
          TitleReader(book: book, tick: tick + 100)
        }
      }
    }
    let tick = try harness.find(button: "tick")
    for _ in 0..<20 { tick.tap() }
    #expect(harness.bodyCount(of: TitleReader.self) == 42)
    let tracker = harness.core.graph.tracker
    let before = tracker.postedInvalidations
    book.title = "b"
    #expect(tracker.postedInvalidations == before + 2)
    #expect(harness.texts.suffix(2) == ["b (20)", "b (120)"])
  }

  @Test("A01 releasing a harness that holds a tree 10,000 deep")
  func a01_releasingADeepTree() {
    weak var root: ViewNode?
    do {
      let harness = ParentHarness { Level(depth: 10_000) }
      root = harness.core.graph.root
      #expect(root != nil)
    }
    #expect(root == nil)
  }

  @Test("H07 a released harness cancels its running tasks; finished tasks are not kept")
  func h07_releasedHarnessCancelsTasks() async {
    let cancelled = Tally()
    do {
      let harness = ParentHarness { WaitingTask(cancelled: cancelled) }
      await Task.yield()
      #expect(harness.core.graph.startedTasks.count == 1)
      #expect(cancelled.count == 0)
    }
    for _ in 0..<100 where cancelled.count == 0 { try? await Task.sleep(for: .milliseconds(5)) }
    #expect(cancelled.count == 1)

    let harness = ParentHarness { QuickTask() }
    await harness.settle()
    #expect(harness.core.graph.startedTasks.count == 0)
  }
}

// MARK: - Views for these tests

struct ShownTwice: View {
  var body: some View {
    let row = CounterChild(label: "row")
    VStack {
      row
      row
    }
  }
}

struct Disclosure<Content: View>: View {
  let content: Content
  @State private var open = true

  var body: some View {
    VStack {
      Button("toggle") { open.toggle() }
      if open { content }
    }
  }
}

struct PoppableCounter: View {
  @Environment(\.dismiss) private var dismiss
  @State private var count = 0

  var body: some View {
    VStack {
      Text("destination: \(count)")
      Button("bump destination") { count += 1 }
      Button("back") { dismiss() }
    }
  }
}

struct OptionalContent: View {
  @State private var show = true

  var body: some View {
    VStack {
      if show { Text("x") }
      if show { Button("hide") { show = false } }
    }
  }
}

struct WeakHolder: View {
  weak var book: Book?
  unowned let other: Book

  var body: some View { Text("weak: \(book?.title ?? "gone")") }
}

/// Hands its `WeakHolder` one book, then the other.
private struct WeakHolderSwitcher: View {
  let books: [Book]
  @State private var index = 0

  var body: some View {
    VStack {
      WeakHolder(book: books[index], other: books[0])
      Button("other book") { index = 1 }
    }
  }
}

struct RemovableEnvironment: View {
  let book: Book
  @State private var provided = true

  var body: some View {
    VStack {
      Button("remove book") { provided = false }
      BookRenamer().environment(provided ? book : nil)
    }
  }
}

struct BookRenamer: View {
  @Environment(Book.self) private var book

  var body: some View {
    Text(book.title).onDisappear { book.title = "disappeared" }
  }
}

struct DeepRoot: View {
  let depth: Int
  @State private var shown = true

  var body: some View {
    VStack {
      Button("remove") { shown = false }
      if shown { Level(depth: depth) }
    }
  }
}

/// A thread of replies whose recursion never ends (each reply shows the next one), under a
/// parent with a button.
struct EndlessThreadHost: View {
  @State private var bumps = 0

  var body: some View {
    VStack {
      Text("\(bumps)")
      Button("bump") { bumps += 1 }
      EndlessReply(level: 0)
    }
  }
}

/// One reply, and the next one below it: nothing ends the recursion.
struct EndlessReply: View {
  let level: Int

  var body: some View {
    VStack {
      Text("reply \(level)")
      EndlessReply(level: level + 1)
    }
  }
}

/// One level of a deep tree: its own state, and the next level below it.
struct Level: View {
  let depth: Int
  @State private var taps = 0

  var body: some View {
    if depth == 0 {
      AnyView(Button("leaf \(taps)") { taps += 1 })
    } else {
      AnyView(Level(depth: depth - 1).padding(1))
    }
  }
}

struct TitleReader: View {
  let book: Book
  let tick: Int
  var body: some View { Text("\(book.title) (\(tick))") }
}

struct RemovableReader: View {
  let book: Book
  @State private var shown = true

  var body: some View {
    VStack {
      Button("hide") { shown = false }
      if shown { Text(book.isAvailable ? book.title : "-") }
    }
  }
}

struct OwningReader: View {
  let outside: Book
  @State private var owned = Book(title: "owned")

  var body: some View {
    VStack {
      Text(outside.title)
      Text(owned.title)
    }
  }
}

struct WaitingTask: View {
  let cancelled: Tally

  var body: some View {
    Text("waiting").task {
      let cancelled = cancelled
      await withTaskCancellationHandler {
        while !Task.isCancelled { await Task.yield() }
      } onCancel: {
        cancelled.count += 1
      }
    }
  }
}

struct QuickTask: View {
  var body: some View { Text("quick").task {} }
}

/// A view whose `.task(id:)` restarts for every tap, and says which id it started for last.
private struct RestartingTask: View {
  @State private var id = 0
  @State private var started = 0

  var body: some View {
    Button("next") { id += 1 }
    Text("started \(started)")
      .task(id: id) {
        started = id
        try? await Task.sleep(for: .seconds(3_600))
      }
  }
}
