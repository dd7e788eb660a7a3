import Foundation
import GameKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A game's results screen: it signs the player in to Game Center as it appears, posts the score
/// to the leaderboards and reports an achievement, and offers a sign-in when needed.
struct ArcadeScores: View {
  let score: Int
  @State private var playerName = ""
  @State private var signInShown = false
  @State private var message = ""

  var body: some View {
    VStack {
      Text("Score \(score)")
      Text(playerName.isEmpty ? "Not signed in to Game Center" : "Playing as \(playerName)")
      if signInShown { Text("Game Center sign-in is up") }
      Button("Post score") { Task { await post() } }
      if !message.isEmpty { Text(message) }
    }
    .onAppear {
      GKAccessPoint.shared.location = .topTrailing
      GKLocalPlayer.local.authenticateHandler = { viewController, error in
        if viewController != nil {
          signInShown = true
        } else if GKLocalPlayer.local.isAuthenticated {
          signInShown = false
          playerName = GKLocalPlayer.local.displayName
          GKAccessPoint.shared.isActive = true
        } else if error != nil {
          message = "Game Center is off"
        }
      }
    }
  }

  private func post() async {
    do {
      try await GKLeaderboard.submitScore(
        score, context: 0, player: GKLocalPlayer.local,
        leaderboardIDs: ["arcade.daily", "arcade.alltime"])
      let firstWin = GKAchievement(identifier: "arcade.first_win")
      firstWin.percentComplete = score >= 1000 ? 100 : Double(score) / 10
      try await GKAchievement.report([firstWin])
      message = "Posted"
    } catch GKError.notAuthenticated {
      message = "Sign in to Game Center to post your score"
    } catch {
      message = "Could not post"
    }
  }
}
