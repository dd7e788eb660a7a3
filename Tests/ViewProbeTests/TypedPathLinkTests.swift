import Testing
import ViewProbe

/// A shop whose stack is bound to an array of routes, with a "Settings" link that pushes a view
/// (not a route), and a link to a value the array cannot hold.
private struct RoutedShop: View {
  enum Route: Hashable {
    case product(Int)
  }

  @State private var path: [Route] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("shop, \(path.count) routes")
        NavigationLink("Settings") { ShopSettings(path: $path) }
        Button("Open product 1") { path.append(.product(1)) }
        NavigationLink("Order 7", value: 7)
      }
      .navigationDestination(for: Route.self) { route in
        switch route {
        case .product(let id):
          VStack {
            Text("product \(id)")
            NavigationLink("Reviews") {
              VStack {
                Text("reviews of \(id)")
                Button("Shop") { path.removeAll() }
              }
            }
          }
        }
      }
    }
  }
}

/// Settings pushed by a view link; it counts its taps and can open a route.
private struct ShopSettings: View {
  @Binding var path: [RoutedShop.Route]
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("settings, \(path.count) routes, \(taps) taps")
      Button("Tap") { taps += 1 }
      Button("Open product 2") { path.append(.product(2)) }
    }
  }
}

/// A stack bound to a `NavigationPath`, with a view link, a value the app pushes, and a "Home"
/// button that empties the path (a pop to root).
private struct PathHome: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("home, path \(path.count)")
        NavigationLink("Profile") {
          VStack {
            Text("profile, path \(path.count)")
            Button("Open 5") { path.append(5) }
            Button("Home") { path = NavigationPath() }
          }
        }
      }
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("number \(number)")
          Button("Home") { path = NavigationPath() }
        }
      }
    }
  }
}

/// A stack whose destination's Back button pops twice — a pop that can run once too often.
private struct DoublePop: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("root, path \(path.count)")
        Button("Open 1") { path.append(1) }
      }
      .navigationDestination(for: Int.self) { number in
        Button("Back from \(number)") {
          path.removeLast()
          path.removeLast()
        }
      }
    }
  }
}

@MainActor
@Suite("H04 a stack bound to a path pushes the views its links push, which the path does not hold")
struct TypedPathLinkTests {
  @Test(
    "H04 NavigationPath.removeLast past its values: SwiftUI's trap is an issue, the run goes on")
  func h04_removingMoreThanThePathHolds() throws {
    let harness = ParentHarness { DoublePop() }
    try harness.find(button: "Open 1").tap()
    expectIssue(
      startingWith: "NavigationPath.removeLast(1) on a path of 0 values: k must be at least zero "
        + "and at most the number of values (Apple's precondition), and SwiftUI stops the app "
        + "here. ViewProbe popped every value."
    ) {
      try? harness.find(button: "Back from 1").tap()
    }
    #expect(harness.visibleTexts == ["root, path 0", "Open 1"])
    var path = NavigationPath()
    path.append("a")
    expectIssue(startingWith: "NavigationPath.removeLast(-1) on a path of 1 value: ") {
      path.removeLast(-1)
    }
    #expect(path.count == 1, "a negative count pops nothing")
  }

  @Test("H04 a view link pushes onto a stack bound to an array; the array holds no entry for it")
  func h04_viewLinkPushesOntoAnArrayPath() throws {
    let harness = ParentHarness { RoutedShop() }
    try harness.find(navigationLink: "Settings").tap()
    #expect(harness.visibleTexts.first == "settings, 0 routes, 0 taps")
    try harness.find(button: "Tap").tap()
    try harness.find(button: "Open product 2").tap()
    #expect(harness.visibleTexts.first == "product 2", "a value the app appends goes on top")
    harness.navigateBack()
    #expect(harness.visibleTexts.first == "settings, 0 routes, 1 taps", "settings kept its state")
    harness.navigateBack()
    #expect(harness.visibleTexts.first == "shop, 0 routes")
    harness.expectNoWarnings()
  }

  @Test("H04 popping the values beneath a view a link pushed pops that view too")
  func h04_poppingBeneathAViewLinkPopsIt() throws {
    let harness = ParentHarness { RoutedShop() }
    try harness.find(button: "Open product 1").tap()
    try harness.find(navigationLink: "Reviews").tap()
    #expect(harness.visibleTexts == ["reviews of 1", "Shop"])
    try harness.find(button: "Shop").tap()
    #expect(harness.visibleTexts.first == "shop, 0 routes", "the reviews went with product 1")
    try harness.find(button: "Open product 1").tap()
    #expect(harness.visibleTexts.first == "product 1", "nothing of the old reviews is left")
  }

  @Test("H04 a NavigationPath holds only values too: emptying it leaves a view a link pushed")
  func h04_navigationPathHoldsOnlyValues() throws {
    let harness = ParentHarness { PathHome() }
    try harness.find(navigationLink: "Profile").tap()
    #expect(harness.visibleTexts.first == "profile, path 0")
    try harness.find(button: "Open 5").tap()
    #expect(harness.visibleTexts.first == "number 5")
    try harness.find(button: "Home").tap()
    #expect(
      harness.visibleTexts.first == "profile, path 0",
      "the path is empty; the profile a link pushed from the root is still up")
    harness.navigateBack()
    #expect(harness.visibleTexts.first == "home, path 0")
  }

  @Test("H04 a value link of a type the array cannot hold pushes nothing, and says why")
  func h04_valueTheArrayCannotHoldWarns() throws {
    let harness = ParentHarness { RoutedShop() }
    try harness.find(navigationLink: "Order 7").tap()
    #expect(harness.visibleTexts.first == "shop, 0 routes")
    harness.expectWarning(
      "A NavigationLink presents a value of type “Int”, but its stack is bound to an array of "
        + "“Route” values, which cannot hold it: nothing is pushed.")
  }
}
