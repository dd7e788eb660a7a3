import Observation
import Testing
import ViewProbe

@Observable
private final class PushedBasket {
  var count = 3
}

extension EnvironmentValues {
  @Entry fileprivate var pushedAccent = "plain"
}

private struct PushedReader: View {
  @Environment(PushedBasket.self) private var basket
  @Environment(\.pushedAccent) private var accent

  var body: some View { Text("\(basket.count) \(accent)") }
}

private struct AccentReader: View {
  @Environment(\.pushedAccent) private var accent

  var body: some View { Text("accent \(accent)") }
}

/// A stack whose environment is set either on the stack or on its root content.
private struct PushedEnvironmentHost: View {
  let basket: PushedBasket
  let setOnStack: Bool

  var body: some View {
    if setOnStack {
      NavigationStack { root }
        .environment(basket)
        .environment(\.pushedAccent, "red")
    } else {
      NavigationStack {
        root
          .environment(basket)
          .environment(\.pushedAccent, "red")
      }
    }
  }

  private var root: some View {
    List {
      NavigationLink("By value", value: 1)
      NavigationLink("By view") { AccentReader() }
      AccentReader()
    }
    .navigationDestination(for: Int.self) { _ in PushedReader() }
  }
}

@MainActor
@Suite("Pushed views take the stack's environment")
struct PushedEnvironmentTests {
  @Test("H04 a pushed view reads what is set on its NavigationStack or above")
  func h04_pushedViewReadsTheStacksEnvironment() throws {
    let harness = ParentHarness {
      PushedEnvironmentHost(basket: PushedBasket(), setOnStack: true)
    }
    try harness.find(navigationLink: "By value").tap()
    #expect(harness.visibleTexts == ["3 red"])
    harness.navigateBack()
    try harness.find(navigationLink: "By view").tap()
    #expect(harness.visibleTexts == ["accent red"])
  }

  @Test("H04 what a stack's root content sets does not reach the views pushed onto the stack")
  func h04_rootContentEnvironmentStaysWithTheRoot() throws {
    let harness = ParentHarness {
      PushedEnvironmentHost(basket: PushedBasket(), setOnStack: false)
    }
    // The root content itself reads it.
    #expect(harness.visibleTexts.contains("accent red"))
    let byValue = try harness.find(navigationLink: "By value")
    expectIssue(startingWith: "No Observable object of type PushedBasket found.") {
      byValue.tap()
    }
    harness.navigateBack()
    try harness.find(navigationLink: "By view").tap()
    #expect(harness.visibleTexts == ["accent plain"])
  }
}
