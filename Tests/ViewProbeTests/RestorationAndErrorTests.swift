import Foundation
import Testing

@testable import ViewProbe

/// A navigation path saved and restored, alerts about errors, several dates, search tokens.
@MainActor
@Suite("Restoration, error alerts, dates and tokens (H03, H04)", .viewProbe)
struct RestorationAndErrorTests {
  @Test("H04 a NavigationPath encoded and decoded restores the same pushed screens")
  func navigationPathRoundTrips() throws {
    var path = NavigationPath([RestorableScreen.list])
    path.append(RestorableScreen.detail(7))
    let data = try JSONEncoder().encode(try #require(path.codable))
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    let restored = NavigationPath(decoded)
    #expect(restored == path)
    #expect(restored.count == 2)
    let harness = ParentHarness { RestoredStack(path: restored) }
    #expect(harness.texts.last == "detail 7")
  }

  @Test("H04 a path set before the stack appears resolves destinations declared in pushed views")
  func deepLinkThroughNestedDestinations() {
    let harness = ParentHarness {
      RestoredStack(
        path: NavigationPath([AnyHashable(RestorableScreen.list), AnyHashable(3)]), nested: true)
    }
    #expect(harness.texts == ["root", "list", "detail 3"])
    #expect(harness.warnings.isEmpty)
  }

  @Test("H04 a typed array path set up front shows every screen; writing it still pops")
  func typedDeepLink() throws {
    let harness = ParentHarness { DeepLinkedRoutes() }
    #expect(harness.texts == ["home", "list", "detail 3", "back"])
    try harness.find(button: "back").tap()
    #expect(harness.texts == ["home", "list"])
    #expect(harness.warnings.isEmpty)
  }

  @Test("H04 a pushed value with no destination anywhere logs SwiftUI's warning, once")
  func missingDestinationWarns() {
    let harness = ParentHarness {
      NavigationStack(path: .constant(NavigationPath([7]))) { Text("root") }
    }
    #expect(harness.texts == ["root"])
    #expect(
      harness.warnings == [
        "A NavigationLink is presenting a value of type “Int” but there is no matching "
          + "navigationDestination declaration visible from the location of the link. The link "
          + "cannot be activated."
      ])
  }

  @Test("a path holding a value that is not Codable has no codable form; unknown types throw")
  func codableFormNeedsCodableValues() {
    var path = NavigationPath()
    path.append(NotCodable(id: 1))
    #expect(path.codable == nil)
    let bogus = Data(#"["NoSuchType","1"]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: bogus)
    }
  }

  @Test("H03 an error alert is titled by the error and shows while both conditions hold")
  func errorAlert() throws {
    let harness = ParentHarness { FailingLoader() }
    #expect(!harness.texts.contains("Could not load"))
    try harness.find(button: "Load").tap()
    #expect(harness.texts.contains("Could not load"))
    #expect(harness.texts.contains("Try again later"))
    try harness.find(button: "OK").tap()
    #expect(!harness.texts.contains("Could not load"))
  }

  @Test("a MultiDatePicker is found as a date picker and set with date components")
  func multiDatePicker() throws {
    let harness = ParentHarness { DaysOff() }
    let picker = try harness.find(datePicker: "Days off")
    picker.setValue(Set([DateComponents(year: 2026, month: 12, day: 24)]))
    #expect(harness.texts.contains("1 day(s)"))
  }

  @Test("search tokens follow the search field, one view per token")
  func searchTokens() throws {
    let harness = ParentHarness { TokenSearch() }
    #expect(harness.texts.suffix(2) == ["#swift", "#ui"])
  }
}

enum RestorableScreen: Hashable, Codable {
  case list
  case detail(Int)
}

private struct NotCodable: Hashable { let id: Int }

private struct RestoredStack: View {
  @State var path: NavigationPath
  /// Whether the detail destination is declared by the list screen rather than the root.
  var nested = false

  var body: some View {
    NavigationStack(path: $path) {
      if nested {
        Text("root").navigationDestination(for: RestorableScreen.self) { _ in ListScreen() }
      } else {
        Text("root")
          .navigationDestination(for: RestorableScreen.self) { screen in
            switch screen {
            case .list: Text("list")
            case .detail(let id): Text("detail \(id)")
            }
          }
      }
    }
  }
}

/// A pushed screen that declares where its own pushed details go.
private struct ListScreen: View {
  var body: some View {
    Text("list").navigationDestination(for: Int.self) { Text("detail \($0)") }
  }
}

private struct LoadError: LocalizedError {
  var errorDescription: String? { "Could not load" }
  var recoverySuggestion: String? { "Try again later" }
}

private struct FailingLoader: View {
  @State private var error: LoadError?
  @State private var showsError = false

  var body: some View {
    Button("Load") {
      error = LoadError()
      showsError = true
    }
    .alert(isPresented: $showsError, error: error) { _ in
      Button("OK") {}
    } message: { error in
      Text(error.recoverySuggestion ?? "")
    }
  }
}

private struct DaysOff: View {
  @State private var days: Set<DateComponents> = []

  var body: some View {
    MultiDatePicker("Days off", selection: $days)
    Text("\(days.count) day(s)")
  }
}

private struct SearchTag: Identifiable {
  let id: String
}

private struct TokenSearch: View {
  @State private var query = ""
  @State private var tokens = [SearchTag(id: "swift"), SearchTag(id: "ui")]

  var body: some View {
    List { Text("results") }
      .searchable(text: $query, tokens: $tokens) { token in Text("#\(token.id)") }
  }
}

private enum Route: Hashable {
  case list
  case detail(Int)
}

/// A stack opened on a deep link: its routes are set before it first appears, and the detail's
/// destination is declared by the list screen.
private struct DeepLinkedRoutes: View {
  @State private var routes: [Route] = [.list, .detail(3)]

  var body: some View {
    NavigationStack(path: $routes) {
      Text("home")
        .navigationDestination(for: Route.self) { route in
          switch route {
          case .list: RouteList()
          case .detail(let id): RouteDetail(id: id) { routes.removeLast() }
          }
        }
    }
  }
}

private struct RouteList: View {
  var body: some View { Text("list") }
}

private struct RouteDetail: View {
  let id: Int
  let back: () -> Void

  var body: some View {
    Text("detail \(id)")
    Button("back") { back() }
  }
}
