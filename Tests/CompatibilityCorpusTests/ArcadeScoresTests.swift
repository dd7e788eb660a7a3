import Foundation
import GameKit
import Testing
import ViewProbe

/// Says whether the Game Center access point shows, when asked.
private struct AccessPointCheck: View {
  @State private var text = ""

  var body: some View {
    Button("Check access point") {
      text = GKAccessPoint.shared.isActive ? "access point on" : "access point off"
    }
    Text(text)
  }
}

@MainActor
@Suite("ArcadeScores: Game Center sign-in, scores and achievements", .viewProbe)
struct ArcadeScoresTests {
  @Test("signed in: the score goes to both leaderboards and the achievement completes")
  func signedInPlayerPosts() async throws {
    let harness = ParentHarness { ArcadeScores(score: 1200) }
    harness.setGameCenterAccount(.signedIn(alias: "Ada"))
    harness.relaunch()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Playing as Ada"))
    try harness.find(button: "Post score").tap()
    await harness.settle()
    #expect(harness.visibleTexts.last == "Posted")
    #expect(harness.gameCenterScores.map(\.leaderboardID) == ["arcade.daily", "arcade.alltime"])
    #expect(harness.gameCenterAchievements == ["arcade.first_win": 100])
  }

  @Test("signed out: the handler brings the sign-in; posting first fails; after it, it works")
  func signInFirst() async throws {
    let harness = ParentHarness { ArcadeScores(score: 300) }
    harness.setGameCenterAccount(.signedOut)
    harness.relaunch()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Game Center sign-in is up"))
    try harness.find(button: "Post score").tap()
    await harness.settle()
    #expect(harness.visibleTexts.last == "Sign in to Game Center to post your score")
    #expect(harness.gameCenterScores.isEmpty)
    harness.signInToGameCenter(alias: "Grace")
    await harness.settle()
    #expect(harness.visibleTexts.contains("Playing as Grace"))
    #expect(!harness.visibleTexts.contains("Game Center sign-in is up"))
    try harness.find(button: "Post score").tap()
    await harness.settle()
    #expect(harness.gameCenterAchievements == ["arcade.first_win": 30])
  }

  @Test("Game Center off: the handler hears an error")
  func disabled() async {
    let harness = ParentHarness { ArcadeScores(score: 10) }
    harness.setGameCenterAccount(.disabled)
    harness.relaunch()
    await harness.settle()
    #expect(harness.visibleTexts.last == "Game Center is off")
  }

  @Test(
    "the access point is the device's: the signed-in game turns it on, another harness's stays off")
  func accessPointPerDevice() async throws {
    let harness = ParentHarness {
      VStack {
        ArcadeScores(score: 1)
        AccessPointCheck()
      }
    }
    await harness.settle()
    let other = ParentHarness { AccessPointCheck() }
    try harness.find(button: "Check access point").tap()
    try other.find(button: "Check access point").tap()
    #expect(harness.texts.last == "access point on")
    #expect(other.texts.last == "access point off")
  }
}
