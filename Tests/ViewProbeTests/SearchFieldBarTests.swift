import Testing
import ViewProbe

/// A `searchable` field is drawn in a navigation container's bar: with no container holding the
/// view or inside it, a device shows no field (Guide §7, H04 toolbar bars).
@MainActor
@Suite("Search field bars", .viewProbe)
struct SearchFieldBarTests {
  @Test("H04 a searchable no navigation container holds draws no field: typing is refused")
  func h04_searchFieldNeedsANavigationContainer() throws {
    let bare = ParentHarness { FruitSearch() }
    #expect(bare.visibleTexts == ["apple", "banana", "cherry"])
    let field = try bare.find(textField: "Find fruit")
    expectIssue(
      startingWith: "setInput(_:) on the TextField \"Find fruit\" found it in the search field "
        + "of .searchable on FruitSearch › FruitList, which no NavigationStack, NavigationView, "
        + "NavigationSplitView or TabView holds or is inside: iOS draws the field in a "
        + "navigation container's bar"
    ) { field.setInput("an") }
    #expect(bare.visibleTexts == ["apple", "banana", "cherry"])
    let inStack = ParentHarness { NavigationStack { FruitSearch() } }
    try inStack.find(textField: "Find fruit").setInput("an")
    #expect(inStack.visibleTexts == ["banana", "an"])
  }

  @Test("H04 searchable outside the stack it means, or on a TabView, still draws its field")
  func h04_searchableAroundAContainerDrawsItsField() throws {
    let around = ParentHarness { StackWithOuterSearch() }
    #expect(around.visibleTexts == ["Recipes", "Find a recipe"])
    try around.find(textField: "Find a recipe").setInput("soup")
    #expect(around.visibleTexts == ["Recipes: soup", "soup"])
    let tabs = ParentHarness {
      TabView { FruitList(query: "").tabItem { Text("Fruit") } }
        .searchable(text: .constant(""), prompt: "Search all")
    }
    try tabs.find(textField: "Search all").focus()
    #expect(tabs.visibleTexts.contains("Search all"))
  }

  @Test(
    "H04 neither a UIKit view inside nor a stack in a sheet the content presents draws it",
    arguments: [false, true])
  func h04_onlyAContainerOnTheScreenDrawsTheField(presentsASheet: Bool) throws {
    let harness = ParentHarness { SearchWithoutABar(presentsASheet: presentsASheet) }
    try expectIssue(
      startingWith: "focus() on the TextField \"Find\" found it in the search field of "
        + ".searchable on SearchWithoutABar › VStack, which no NavigationStack"
    ) { try harness.find(textField: "Find").focus() }
    #expect(!harness.visibleTexts.contains("Find"))
    #expect(harness.visibleTexts.contains("Picked") == presentsASheet)
  }

  @Test("H01 a sheet's searchable needs the sheet's own stack, whatever presents it")
  func h01_sheetSearchNeedsItsOwnStack() throws {
    let harness = ParentHarness { NavigationStack { SheetSearch() } }
    try harness.find(button: "Pick").tap()
    try expectIssue(
      startingWith: "focus() on the TextField \"Find fruit\" found it in the search field of "
        + ".searchable on NavigationStack › SheetSearch › FruitSearch › FruitList, which no "
        + "NavigationStack"
    ) { try harness.find(textField: "Find fruit").focus() }
  }
}

/// A list of fruit filtered by a search, with no navigation container of its own.
private struct FruitSearch: View {
  @State private var query = ""

  var body: some View {
    FruitList(query: query)
      .searchable(text: $query, prompt: "Find fruit")
  }
}

/// The fruit whose names contain `query` (all of them for an empty one).
private struct FruitList: View {
  let query: String

  var body: some View {
    List(["apple", "banana", "cherry"].filter { query.isEmpty || $0.contains(query) }, id: \.self) {
      Text($0)
    }
  }
}

/// `NavigationStack { … }.searchable(…)`: the stack inside draws the field.
private struct StackWithOuterSearch: View {
  @State private var query = ""

  var body: some View {
    NavigationStack {
      Text(query.isEmpty ? "Recipes" : "Recipes: \(query)")
    }
    .searchable(text: $query, prompt: "Find a recipe")
  }
}

/// Presents the fruit search in a sheet without a stack.
private struct SheetSearch: View {
  @State private var picking = false

  var body: some View {
    Button("Pick") { picking = true }
      .sheet(isPresented: $picking) { FruitSearch() }
  }
}

/// A search around a UIKit label and, when asked, a sheet with a stack of its own that lets
/// touches through to the screen; no navigation container is on the screen itself.
private struct SearchWithoutABar: View {
  let presentsASheet: Bool
  @State private var query = ""

  var body: some View {
    VStack {
      PlainLabel()
      Text("Results")
    }
    .sheet(isPresented: .constant(presentsASheet)) {
      NavigationStack { Text("Picked") }
        .presentationBackgroundInteraction(.enabled)
    }
    .searchable(text: $query, prompt: "Find")
  }
}

/// A UIKit label: a representable, not a navigation container.
private struct PlainLabel: UIViewRepresentable {
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = "plain" }
}
