import Testing
import ViewProbe

@testable import BrewAppViewProbe

/// A screen that loads from the app's server: the test answers for the server, so the test never
/// passes or fails with one.
@MainActor
@Suite("Roaster list", .viewProbe)
struct RoasterListTests {
  private let roasters = [
    Roaster(id: 1, name: "Square Mile", city: "London"),
    Roaster(id: 2, name: "Tim Wendelboe", city: "Oslo"),
  ]

  @Test("the list shows what the server answered")
  func listsTheAnsweredRoasters() async throws {
    let harness = ParentHarness { RoasterListView() }
    harness.respond(to: RoasterListView.endpoint, with: try .json(roasters))
    await harness.settle()
    #expect(harness.visibleTexts == ["Square Mile, London", "Tim Wendelboe, Oslo"])
  }

  @Test("a server error offers Retry, and Retry gets the next answer")
  func retryAfterAServerError() async throws {
    let harness = ParentHarness { RoasterListView() }
    harness.respond(to: RoasterListView.endpoint, with: .status(500), try .json(roasters))
    await harness.settle()
    #expect(harness.visibleTexts == ["The server could not list roasters.", "Retry"])
    try harness.find(button: "Retry").tap()
    await harness.settle()
    #expect(harness.visibleTexts == ["Square Mile, London", "Tim Wendelboe, Oslo"])
  }

  @Test("offline, the screen says so")
  func offline() async {
    let harness = ParentHarness { RoasterListView() }
    harness.setNetworkAvailable(false)
    await harness.settle()
    #expect(harness.visibleTexts == ["No connection.", "Retry"])
  }
}
