import Testing
import ViewProbe

/// A pushed view shows what presents it now: a destination pushed by a `NavigationLink { … }`
/// takes the link's latest destination value, keeping its state, and pops when the link leaves
/// the tree (Guide §7); a pushed value is built by the latest `navigationDestination(for:)`.
@MainActor
@Suite("Pushed destinations follow what presents them", .viewProbe)
struct LinkDestinationTests {
  @Test("H04 a pushed value is built by the latest navigationDestination closure, keeping state")
  func h04_valueDestinationUsesTheLatestClosure() throws {
    let harness = ParentHarness { DeclaringHost() }
    try harness.find(navigationLink: "open 1").tap()
    try harness.find(button: "tap 1").tap()
    #expect(harness.texts.contains("detail 1 in a, 1 tap"))
    // The closure of the view's previous value read the old word: the new one must be used.
    try harness.find(button: "append").tap()
    #expect(harness.texts.contains("detail 1 in ab, 1 tap"))
    try harness.find(button: "append").tap()
    #expect(harness.texts.contains("detail 1 in abb, 1 tap"))
  }

  @Test(
    "H04 a pushed view shows its link's latest destination, keeping its state",
    arguments: LinkedRow.Form.allCases)
  func h04_pushedViewFollowsItsLink(form: LinkedRow.Form) throws {
    let harness = ParentHarness { LinkedList(form: form) }
    try harness.find(navigationLink: "ann").tap()
    try harness.find(button: "tap ann").tap()
    #expect(harness.texts.contains("detail ann, 1 tap"))
    // The list's own state changes what its links would push.
    try harness.find(button: "shout").tap()
    #expect(harness.texts.contains("detail ANN, 1 tap"))
    // A row whose own state changes re-renders alone; its link's destination follows too.
    try harness.find(button: "star ann").tap()
    #expect(harness.texts.contains("detail ANN★, 1 tap"))
    #expect(!harness.texts.contains { $0.hasPrefix("detail ann") })
  }

  @Test("H04 a link updated with an equal destination does not run the pushed view's body")
  func h04_equalDestinationSkipsTheBody() throws {
    let harness = ParentHarness { LinkedList(form: .closure) }
    try harness.find(navigationLink: "ann").tap()
    let before = harness.bodyCount(of: LinkedDetail.self)
    // The row re-renders, and its link with it, giving an equal destination.
    try harness.find(button: "ping ann").tap()
    #expect(harness.texts.contains("ping ann: 1"))
    #expect(harness.bodyCount(of: LinkedDetail.self) == before)
    try harness.find(button: "star ann").tap()
    #expect(harness.bodyCount(of: LinkedDetail.self) == before + 1)
  }

  @Test("H04 a link that leaves the tree pops what it pushed, and everything above it")
  func h04_linkThatLeavesPopsItsDestination() throws {
    let harness = ParentHarness { LinkedList(form: .closure) }
    try harness.find(navigationLink: "ann").tap()
    try harness.find(navigationLink: "more about ann").tap()
    #expect(harness.texts.contains { $0.hasPrefix("more") })
    #expect(harness.texts.contains("path 0"), "the app's NavigationPath holds no views (§7)")
    try harness.find(button: "remove ann").tap()
    #expect(!harness.texts.contains { $0.hasPrefix("detail") || $0.hasPrefix("more") })
    // The other row's link still pushes, and its destination starts fresh.
    try harness.find(navigationLink: "bo").tap()
    #expect(harness.texts.contains("detail bo, 0 taps"))
    #expect(harness.texts.contains("path 0"))
  }

  @Test("H04 a link inside a pushed view whose inputs never compare equal pushes, and settles")
  func h04_linkInsideAPushedViewOfUnequalInputs() throws {
    let harness = ParentHarness { MeetingList() }
    try harness.find(navigationLink: "Standup").tap()
    let details = harness.bodyCount(of: MeetingDetail.self)
    try harness.find(navigationLink: "Start").tap()
    #expect(harness.texts == ["Standup", "Start", "running Standup", "Rename"])
    #expect(harness.bodyCount(of: MeetingDetail.self) <= details + 1)
    try harness.find(button: "Rename").tap()
    #expect(harness.texts == ["Daily", "Start", "running Daily", "Rename"])
    #expect(harness.runtimeWarnings.isEmpty)
  }

  @Test("H04 the navigationDestination closest to the stack's root is used; a pushed one warns")
  func h04_destinationClosestToTheRootWins() throws {
    let harness = ParentHarness { CategoryBrowser() }
    try harness.find(navigationLink: "a").tap()
    try harness.find(navigationLink: "a1").tap()
    #expect(
      harness.texts == [
        "a", "b", "a1", "a2", "root-built", "opened a", "a11", "a12", "root-built", "opened a1",
      ])
    #expect(harness.bodyCount(of: CategoryList.self) == 3, "no update loop, no extra bodies")
    let warning =
      "A navigationDestination for “ViewProbeTests.Category” was declared earlier on the stack. "
      + "Only the destination declared closest to the root view of the stack will be used."
    #expect(harness.warnings == [warning, warning], "once per pushed view that declares it")
    try harness.find(button: "opened a1").tap()
    #expect(harness.texts.suffix(2) == ["root-built", "opened a1"], "it updates and stays")
    #expect(harness.warnings.count == 2)
  }

  @Test("H04 a destination declared in each row of a List warns once that it is misplaced")
  func h04_destinationInsideALazyContainer() throws {
    let harness = ParentHarness { RowDeclaredDestinations() }
    try harness.find(navigationLink: "row 2").tap()
    #expect(harness.texts.contains("detail 2"))
    #expect(
      harness.warnings == [
        "Do not put a navigation destination modifier inside a \"lazy” container, like `List` or "
          + "`LazyVStack`. These containers create child views only when needed to render on "
          + "screen. Add the navigation destination modifier outside these containers so that the "
          + "navigation stack can always see the destination. There's a misplaced "
          + "`navigationDestination(for:destination:)` modifier for type `Int`. It will be ignored "
          + "in a future release."
      ])
  }

  @Test("H04 of two declarations in the root view the first is used, until it leaves the tree")
  func h04_firstDeclarationUsedUntilItLeaves() throws {
    let switches = DeclarationSwitch()
    let harness = ParentHarness { TwoDeclarations(switches: switches) }
    try harness.find(navigationLink: "open 7").tap()
    #expect(harness.texts.contains("first 7"))
    #expect(harness.warnings.count == 1)
    switches.firstDeclares = false
    harness.update()
    #expect(harness.texts.contains("second 7"))
    #expect(!harness.texts.contains("first 7"))
  }
}

/// A category that pushes its subcategories and declares their destination itself, as
/// recursive browsers are written; the closure captures an action, so the pushed view's inputs
/// never compare equal.
struct Category: Hashable {
  let name: String
}

struct CategoryList: View {
  let category: Category
  let onOpen: (String) -> Void

  var body: some View {
    List {
      ForEach(["1", "2"], id: \.self) { suffix in
        NavigationLink(category.name + suffix, value: Category(name: category.name + suffix))
      }
      if category.name != "root" {
        Text("root-built")
        Button("opened \(category.name)") { onOpen(category.name) }
      }
    }
    .navigationDestination(for: Category.self) { next in
      Text("pushed-built \(next.name)")
    }
  }
}

struct CategoryBrowser: View {
  @State private var opened: [String] = []

  var body: some View {
    NavigationStack {
      List {
        NavigationLink("a", value: Category(name: "a"))
        NavigationLink("b", value: Category(name: "b"))
      }
      .navigationDestination(for: Category.self) { category in
        CategoryList(category: category) { opened.append($0) }
      }
    }
  }
}

/// A beginner's list: every row declares the destination of the value it pushes.
struct RowDeclaredDestinations: View {
  var body: some View {
    NavigationStack {
      List(1...3, id: \.self) { number in
        NavigationLink("row \(number)", value: number)
          .navigationDestination(for: Int.self) { Text("detail \($0)") }
      }
    }
  }
}

@Observable
final class DeclarationSwitch {
  var firstDeclares = true
}

struct TwoDeclarations: View {
  let switches: DeclarationSwitch

  var body: some View {
    NavigationStack {
      VStack {
        if switches.firstDeclares {
          Text("first").navigationDestination(for: Int.self) { Text("first \($0)") }
        }
        NavigationLink("open 7", value: 7)
          .navigationDestination(for: Int.self) { Text("second \($0)") }
      }
    }
  }
}

/// Scrumdinger's shape: rows bound into an `ObservableObject`'s array (a binding through the
/// object never compares equal), each pushing a detail that pushes the running meeting.
final class MeetingStore: ObservableObject {
  struct Meeting: Identifiable {
    let id: Int
    var title: String
  }
  @Published var meetings = [Meeting(id: 1, title: "Standup")]
}

struct MeetingList: View {
  @StateObject private var store = MeetingStore()

  var body: some View {
    NavigationStack {
      List($store.meetings) { $meeting in
        NavigationLink(destination: MeetingDetail(title: $meeting.title)) { Text(meeting.title) }
      }
    }
  }
}

struct MeetingDetail: View {
  @Binding var title: String

  var body: some View {
    List {
      NavigationLink(destination: RunningMeeting(title: $title)) { Text("Start") }
    }
  }
}

struct RunningMeeting: View {
  @Binding var title: String

  var body: some View {
    Text("running \(title)")
    Button("Rename") { title = "Daily" }
  }
}

struct LinkedDetail: View {
  let name: String
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("detail \(name), \(taps) \(taps == 1 ? "tap" : "taps")")
      Button("tap \(name.lowercased())") { taps += 1 }
      NavigationLink("more about \(name.lowercased())") { Text("more about \(name)") }
    }
  }
}

struct LinkedRow: View {
  /// The two ways app code gives a link its destination.
  enum Form: CaseIterable, Sendable { case closure, value }

  let name: String
  let form: Form
  /// What the bar below the stack asks of rows ("star ann", "ping ann"): the rows are covered
  /// while a view is pushed, so their state changes from outside, as a sync would change it.
  let requests: PassthroughSubject<String, Never>
  @State private var starred = false
  @State private var pings = 0

  var body: some View {
    HStack {
      let shown = name + (starred ? "★" : "")
      switch form {
      case .closure:
        NavigationLink(name.lowercased()) { LinkedDetail(name: shown) }
      case .value:
        NavigationLink(destination: LinkedDetail(name: shown)) { Text(name.lowercased()) }
      }
      Text("ping \(name.lowercased()): \(pings)")
    }
    .onReceive(requests) { request in
      if request == "star \(name.lowercased())" { starred.toggle() }
      if request == "ping \(name.lowercased())" { pings += 1 }
    }
  }
}

struct LinkedList: View {
  let form: LinkedRow.Form
  @State private var names = ["ann", "bo"]
  @State private var loud = false
  @State private var path = NavigationPath()
  @State private var requests = PassthroughSubject<String, Never>()

  var body: some View {
    VStack {
      NavigationStack(path: $path) {
        List {
          ForEach(names, id: \.self) { name in
            LinkedRow(name: loud ? name.uppercased() : name, form: form, requests: requests)
          }
          Text("path \(path.count)")
        }
      }
      // A bar below the stack: it stays on screen while views are pushed.
      HStack {
        Button("shout") { loud = true }
        Button("remove ann") { names.removeAll { $0 == "ann" } }
        Button("star ann") { requests.send("star ann") }
        Button("ping ann") { requests.send("ping ann") }
      }
    }
  }
}

struct ValueDetail: View {
  let number: Int
  let word: String
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("detail \(number) in \(word), \(taps) \(taps == 1 ? "tap" : "taps")")
      Button("tap \(number)") { taps += 1 }
    }
  }
}

/// Declares its destination with a closure that reads one of its `let` inputs.
struct DeclaringStack: View {
  let word: String

  var body: some View {
    NavigationStack {
      NavigationLink("open 1", value: 1)
        .navigationDestination(for: Int.self) { ValueDetail(number: $0, word: word) }
    }
  }
}

struct DeclaringHost: View {
  @State private var word = "a"

  var body: some View {
    VStack {
      Button("append") { word += "b" }
      DeclaringStack(word: word)
    }
  }
}
