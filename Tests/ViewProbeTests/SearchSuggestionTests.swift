import Testing
import ViewProbe

/// Search suggestions are listed "when someone activates the search interface" (Apple's
/// `searchSuggestions(_:)`): in the tree always, on screen only while the search is active. A
/// suggestion's `searchCompletion` takes a tap: its string replaces the field's text, its token
/// joins the field's tokens.
@MainActor
@Suite("Search suggestions and completions", .viewProbe)
struct SearchSuggestionTests {
  @Test("D01 suggestions are on screen only while the search is active")
  func suggestionsShowWhileSearching() throws {
    let harness = ParentHarness { FruitSearch() }
    let idle = ["apple pie", "pear tart", "Cancel", "tokens: ", "Search"]
    #expect(harness.visibleTexts == idle)
    #expect(harness.texts.contains("🍎"))
    let field = try harness.find(textField: "Search")
    field.setInput("p")
    // The search field shows "p" in place of its prompt.
    #expect(harness.visibleTexts == idle.dropLast() + ["p", "🍎", "🍐"])
    try harness.find(button: "Cancel").tap()
    #expect(harness.visibleTexts == idle)
  }

  @Test("D01 a tap on a suggestion puts its completion in the field; a token joins the tokens")
  func completionsFillTheField() throws {
    let harness = ParentHarness { FruitSearch() }
    try harness.find(textField: "Search").setInput("ap")
    try harness.find(text: "🍎").tap()
    #expect(try harness.find(textField: "Search").text == "apple")
    #expect(harness.visibleTexts.prefix(1) == ["apple pie"])
    #expect(!harness.visibleTexts.contains("pear tart"))
    try harness.find(text: "🍐").tap()
    #expect(try harness.find(textField: "Search").text.isEmpty)
    #expect(harness.visibleTexts.contains("Pear"))
    #expect(harness.texts.contains("tokens: pear"))
  }

  @Test("D01 suggestions inside the searchable view, and the older searchable(…suggestions:) form")
  func suggestionsInsideAndOlderForm() throws {
    let inside = ParentHarness { InnerSuggestions() }
    #expect(!inside.visibleTexts.contains("🍌"))
    try inside.find(textField: "Find").setInput("b")
    try inside.find(text: "🍌").tap()
    #expect(inside.texts.first == "query banana")
    let older = ParentHarness { OlderSuggestions() }
    try older.find(textField: "Find").setInput("c")
    #expect(older.visibleTexts.contains("🍒"))
    try older.find(text: "🍒").tap()
    #expect(older.texts.first == "query cherry")
  }

  @Test(
    "D01 scopes are on screen as their activation says: by default once text is typed",
    arguments: [false, true])
  func scopesFollowTheirActivation(onPresentation: Bool) throws {
    let harness = ParentHarness { ScopedSearch(onPresentation: onPresentation) }
    #expect(harness.visibleTexts == ["scope all", "Search"])
    let field = try harness.find(textField: "Search")
    field.focus()
    #expect(harness.visibleTexts.contains("Mine") == onPresentation)
    field.setInput("a")
    #expect(harness.visibleTexts == ["scope all", "a", "All", "Mine"])
    try harness.find(text: "Mine").tap()
    #expect(harness.texts.first == "scope mine")
  }

  @Test("a suggestion without a completion takes no tap")
  func suggestionWithoutCompletion() throws {
    let harness = ParentHarness { FruitSearch() }
    try harness.find(textField: "Search").setInput("x")
    let hint = try harness.find(text: "Type a fruit")
    expectIssue(startingWith: "tap() on the Text \"Type a fruit\"") { hint.tap() }
    #expect(try harness.find(textField: "Search").text == "x")
  }
}

private struct FruitSearch: View {
  enum Fruit: String, Identifiable {
    case apple, pear
    var id: Self { self }
  }

  @State private var text = ""
  @State private var tokens: [Fruit] = []
  private let dishes = ["apple pie", "pear tart"]

  var body: some View {
    NavigationStack {
      List {
        ForEach(dishes.filter { text.isEmpty || $0.contains(text) }, id: \.self) { Text($0) }
        CancelSearchButton()
        Text("tokens: \(tokens.map(\.rawValue).joined(separator: ", "))")
      }
      .searchable(text: $text, tokens: $tokens) { token in Text(token.rawValue.capitalized) }
      .searchSuggestions {
        Text("🍎").searchCompletion("apple")
        Text("🍐").searchCompletion(Fruit.pear)
        if text == "x" { Text("Type a fruit") }
      }
    }
  }
}

private struct CancelSearchButton: View {
  @Environment(\.dismissSearch) private var dismissSearch
  var body: some View { Button("Cancel") { dismissSearch() } }
}

private struct InnerSuggestions: View {
  @State private var query = ""
  var body: some View {
    NavigationStack {
      Text("query \(query)")
        .searchSuggestions { Text("🍌").searchCompletion("banana") }
        .searchable(text: $query, prompt: "Find")
    }
  }
}

private struct OlderSuggestions: View {
  @State private var query = ""
  var body: some View {
    NavigationStack {
      Text("query \(query)")
        .searchable(text: $query, prompt: "Find") { Text("🍒").searchCompletion("cherry") }
    }
  }
}

private struct ScopedSearch: View {
  let onPresentation: Bool
  @State private var query = ""
  @State private var scope = "all"

  var body: some View {
    NavigationStack {
      Text("scope \(scope)")
        .searchable(text: $query)
        .searchScopes($scope, activation: onPresentation ? .onSearchPresentation : .automatic) {
          Text("All").tag("all")
          Text("Mine").tag("mine")
        }
    }
  }
}
