import Testing

@testable import ViewProbe

/// Environment values that text and control modifiers set, and the search state `searchable`
/// gives its content.
@MainActor
@Suite("Text, control and search environment", .viewProbe)
struct TextAndSearchEnvironmentTests {
  @Test("D01 font, lineLimit, alignment, textCase, controlSize, imageScale reach the views inside")
  func textModifiersWriteTheEnvironment() {
    let plain = ParentHarness { TextSettingsReader() }
    #expect(plain.texts == ["font nil, lines nil, leading, case nil, regular, medium"])
    let styled = ParentHarness {
      TextSettingsReader()
        .font(.title)
        .lineLimit(2)
        .multilineTextAlignment(.center)
        .textCase(.uppercase)
        .controlSize(.small)
        .imageScale(.large)
    }
    #expect(styled.texts == ["font title, lines 2, center, case uppercase, small, large"])
  }

  @Test("D01 a search is active from when its field takes focus until dismissSearch clears it")
  func searchStateFollowsTheField() throws {
    let harness = ParentHarness { CitySearch() }
    #expect(harness.texts.first == "idle, query ''")
    let field = try harness.find(textField: "Search")
    field.setInput("Os")
    #expect(harness.texts.first == "searching, query 'Os'")
    #expect(field.isFocused)
    try harness.find(button: "Done").tap()
    #expect(harness.texts.first == "idle, query ''")
    #expect(field.text.isEmpty && !field.isFocused)
  }
}

extension TextAndSearchEnvironmentTests {
  @Test("H08 searchFocused binds a FocusState to the search field, both ways")
  func searchFocusedBindsTheField() throws {
    let harness = ParentHarness { FocusedSearch() }
    #expect(harness.texts.contains("idle, query ''"))
    #expect(harness.texts.contains("field focused false"))
    try harness.find(button: "Find").tap()
    #expect(harness.texts.contains("searching, query ''"))
    #expect(try harness.find(textField: "Search").isFocused)
    try harness.find(button: "Done").tap()
    #expect(harness.texts.contains("idle, query ''"))
    #expect(harness.texts.contains("field focused false"))
    try harness.find(textField: "Search").setInput("Rome")
    #expect(harness.texts.contains("field focused true"))
  }

  @Test("D01 searchable(isPresented:) keeps the search state in the app's binding, both ways")
  func searchPresentationBinding() throws {
    let harness = ParentHarness { PresentedSearch() }
    #expect(harness.texts.first == "idle, query ''")
    try harness.find(button: "Start search").tap()
    #expect(harness.texts.first == "searching, query ''")
    #expect(try harness.find(textField: "Search").isFocused)
    try harness.find(button: "Done").tap()
    #expect(harness.texts.first == "idle, query ''")
    #expect(harness.texts.contains("presented false"))
  }

  @Test("B01 a tap on a search scope chooses it through the scope binding; the list follows")
  func searchScopesAreChosenByTapping() throws {
    let harness = ParentHarness { ScopedSearch() }
    #expect(harness.texts.prefix(3) == ["apple", "carrot", "banana"])
    try harness.find(text: "Fruits").tap()
    #expect(harness.texts.prefix(2) == ["apple", "banana"])
    try harness.find(picker: "").select(Produce.vegetables)
    #expect(harness.texts.first == "carrot")
  }

  @Test("D01 openWindow does nothing by default; an installed action sees the id and value")
  func openWindowAction() throws {
    let opened = OpenedWindows()
    let harness = ParentHarness {
      WindowOpener()
        .environment(
          \.openWindow,
          OpenWindowAction { id, value in
            opened.entries.append("\(id ?? "-") \(value.map { "\($0)" } ?? "-")")
          })
    }
    try harness.find(button: "Open").tap()
    #expect(opened.entries == ["detail 42"])
    let plain = ParentHarness { WindowOpener() }
    try plain.find(button: "Open").tap()
    #expect(opened.entries == ["detail 42"])
  }

  @Test("D01 dismissWindow does nothing by default; an installed action sees what closes")
  func dismissWindowAction() throws {
    let closed = OpenedWindows()
    let harness = ParentHarness {
      WindowOpener()
        .environment(
          \.dismissWindow,
          DismissWindowAction { id, value in
            closed.entries.append("\(id ?? "this window") \(value.map { "\($0)" } ?? "-")")
          })
    }
    try harness.find(button: "Close").tap()
    try harness.find(button: "Close detail").tap()
    #expect(closed.entries == ["this window -", "detail -"])
    // The default action closes nothing: the harness's one window stays, its views with it.
    let plain = ParentHarness { WindowOpener() }
    try plain.find(button: "Close").tap()
    #expect(try plain.find(button: "Close detail").isPresent)
    #expect(closed.entries == ["this window -", "detail -"])
  }
}

@MainActor
private final class OpenedWindows {
  var entries: [String] = []
}

private enum Produce: Hashable {
  case all, fruits, vegetables
}

private struct ScopedSearch: View {
  @State private var query = ""
  @State private var scope = Produce.all
  private let items: [(name: String, kind: Produce)] = [
    ("apple", .fruits), ("carrot", .vegetables), ("banana", .fruits),
  ]

  var body: some View {
    NavigationStack {
      List(items.filter { scope == .all || $0.kind == scope }, id: \.name) { Text($0.name) }
        .searchable(text: $query)
        .searchScopes($scope) {
          Text("All").tag(Produce.all)
          Text("Fruits").tag(Produce.fruits)
          Text("Vegetables").tag(Produce.vegetables)
        }
    }
  }
}

private struct WindowOpener: View {
  @Environment(\.openWindow) private var openWindow
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    Button("Open") { openWindow(id: "detail", value: 42) }
    Button("Close") { dismissWindow() }
    Button("Close detail") { dismissWindow(id: "detail") }
  }
}

private struct PresentedSearch: View {
  @State private var query = ""
  @State private var presented = false

  var body: some View {
    NavigationStack {
      VStack {
        SearchStatus(query: query)
        Button("Start search") { presented = true }
        Text("presented \(presented)")
      }
      .searchable(text: $query, isPresented: $presented)
    }
  }
}

private struct TextSettingsReader: View {
  @Environment(\.font) private var font
  @Environment(\.lineLimit) private var lineLimit
  @Environment(\.multilineTextAlignment) private var alignment
  @Environment(\.textCase) private var textCase
  @Environment(\.controlSize) private var controlSize
  @Environment(\.imageScale) private var imageScale

  var body: some View {
    Text(
      "font \(font.map { "\($0.name)" } ?? "nil"), lines \(lineLimit.map(String.init) ?? "nil"), "
        + "\(alignment), case \(textCase.map { "\($0)" } ?? "nil"), \(controlSize), \(imageScale)")
  }
}

private struct CitySearch: View {
  @State private var query = ""

  var body: some View {
    NavigationStack {
      SearchStatus(query: query)
        .searchable(text: $query)
    }
  }
}

private struct FocusedSearch: View {
  @State private var query = ""
  @FocusState private var fieldFocused: Bool

  var body: some View {
    NavigationStack {
      VStack {
        SearchStatus(query: query)
        Text("field focused \(fieldFocused)")
        Button("Find") { fieldFocused = true }
      }
      .searchable(text: $query)
      .searchFocused($fieldFocused)
    }
  }
}

private struct SearchStatus: View {
  let query: String
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    Text("\(isSearching ? "searching" : "idle"), query '\(query)'")
    Button("Done") { dismissSearch() }
  }
}

/// `preferredColorScheme` sets the scheme of the whole harness, the view asking included.
@MainActor
@Suite("Preferred color scheme", .viewProbe)
struct PreferredColorSchemeTests {
  @Test("decision: D01 preferredColorScheme applies to the whole presentation, until withdrawn")
  func preferredSchemeAppliesToTheWindow() throws {
    let harness = ParentHarness { AppearanceSettings() }
    #expect(harness.texts == ["Dark mode", "settings light", "sibling light"])
    try harness.find(toggle: "Dark mode").tap()
    #expect(harness.texts == ["Dark mode", "settings dark", "sibling dark"])
    try harness.find(toggle: "Dark mode").tap()
    #expect(harness.texts == ["Dark mode", "settings light", "sibling light"])
  }

  @Test("D01 the first request wins; an explicit colorScheme inside wins; leaving withdraws")
  func firstRequestWinsAndRemovalWithdraws() {
    let shows = ShowSwitch()
    let harness = ParentHarness {
      VStack {
        SchemeLabel(name: "outer")
        SchemeLabel(name: "inner").environment(\.colorScheme, .light)
        if shows.isOn { Text("asks light").preferredColorScheme(.light) }
        if shows.second { Text("asks dark").preferredColorScheme(.dark) }
      }
    }
    #expect(harness.texts == ["outer light", "inner light", "asks light"])
    shows.second = true
    harness.reRender()
    #expect(harness.texts == ["outer light", "inner light", "asks light", "asks dark"])
    shows.isOn = false
    harness.reRender()
    #expect(harness.texts == ["outer dark", "inner light", "asks dark"])
    shows.second = false
    harness.reRender()
    #expect(harness.texts == ["outer light", "inner light"])
  }
}

@MainActor
private final class ShowSwitch {
  var isOn = true
  var second = false
}

private struct SchemeLabel: View {
  let name: String
  @Environment(\.colorScheme) private var colorScheme

  var body: some View { Text("\(name) \(colorScheme)") }
}

private struct AppearanceSettings: View {
  @State private var isDark = false

  var body: some View {
    VStack {
      SettingsPanel(isDark: $isDark)
      SchemeLabel(name: "sibling")
    }
  }
}

private struct SettingsPanel: View {
  @Binding var isDark: Bool
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack {
      Toggle("Dark mode", isOn: $isDark)
      Text("settings \(colorScheme)")
    }
    .preferredColorScheme(isDark ? .dark : nil)
  }
}
