import Testing
import ViewProbe

enum Mode: Hashable, CaseIterable {
  case list, grid, map
}

struct SwitchingView: View {
  @State private var mode = Mode.list
  var body: some View {
    VStack {
      Button("next") { mode = Mode.allCases[(Mode.allCases.firstIndex(of: mode)! + 1) % 3] }
      switch mode {
      case .list: CounterChild(label: "list")
      case .grid: CounterChild(label: "grid")
      case .map: Text("map")
      }
    }
  }
}

struct AvailabilityView: View {
  var body: some View {
    if #available(macOS 14, iOS 17, *) {
      Text("available")
    } else {
      Text("older")
    }
  }
}

struct WideBlock: View {
  var body: some View {
    VStack {
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
      Text("8")
      Text("9")
      Text("10")
      Text("11")
      Text("12")
    }
  }
}

struct LocalBindableView: View {
  @State private var book = Book(title: "local")
  var body: some View {
    @Bindable var book = book
    VStack {
      TextField("title", text: $book.title)
      Text(book.title)
    }
  }
}

@MainActor
@Suite("ViewBuilder and the SwiftUI surface", .viewProbe, .tags(.identity))
struct ViewBuilderTests {
  @Test("A09 a switch gives each case its own identity: changing case resets state")
  func switchCasesHaveIdentities() throws {
    let harness = ParentHarness { SwitchingView() }
    try harness.find(button: "bump list").tap()
    #expect(harness.texts.contains("list: 1"))
    try harness.find(button: "next").tap()
    #expect(harness.texts.contains("grid: 0"))
    try harness.find(button: "next").tap()
    try harness.find(button: "next").tap()
    #expect(harness.texts.contains("list: 0"))
  }

  @Test("#available, blocks of any size, and @Bindable as a local in body")
  func builderForms() throws {
    #expect(ParentHarness { AvailabilityView() }.texts == ["available"])
    #expect(ParentHarness { WideBlock() }.texts == (1...12).map(String.init))
    let harness = ParentHarness { LocalBindableView() }
    try harness.find(textField: "title").setInput("edited")
    #expect(harness.texts.last == "edited")
    #expect(harness.installedStore(as: Book.self)?.title == "edited")
  }
}
