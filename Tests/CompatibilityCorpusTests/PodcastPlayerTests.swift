import Foundation
import MediaPlayer
import Testing
import ViewProbe

/// `PodcastPlayer.swift`: the harness's lock screen shows the app's Now Playing info and sends it
/// the commands the test presses.
@MainActor
@Suite("Corpus: podcast player (Now Playing, remote commands)", .viewProbe)
struct PodcastPlayerTests {
  @Test("nothing shows until the app plays; then the lock screen shows the episode, playing")
  func nowPlayingFollowsTheApp() throws {
    let harness = ParentHarness { PodcastPlayerView() }
    #expect(harness.nowPlayingInfo == nil)
    try harness.find(button: "Play").tap()
    let info = try #require(harness.nowPlayingInfo)
    #expect(info[MPMediaItemPropertyTitle] as? String == "Tide Pools")
    #expect(info[MPMediaItemPropertyArtist] as? String == "Coastlines")
    #expect(info[MPNowPlayingInfoPropertyPlaybackRate] as? Double == 1)
  }

  @Test("the headset's button pauses and plays; the screen and the lock screen follow")
  func remoteCommandsReachTheApp() {
    let harness = ParentHarness { PodcastPlayerView() }
    #expect(harness.sendRemoteCommand(\.togglePlayPauseCommand) == [.success])
    #expect(harness.visibleTexts.contains("Playing"))
    harness.sendRemoteCommand(\.pauseCommand)
    #expect(harness.visibleTexts.contains("Paused"))
    #expect(harness.nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate] as? Double == 0)
  }

  @Test("skip uses the interval the app offers; dragging the playhead seeks, within the episode")
  func skipAndSeek() {
    let harness = ParentHarness { PodcastPlayerView() }
    harness.sendRemoteCommand(\.skipForwardCommand)
    #expect(harness.visibleTexts.contains("30 of 1800 s"))
    harness.sendRemoteCommand(\.changePlaybackPositionCommand, position: 600)
    #expect(harness.visibleTexts.contains("600 of 1800 s"))
    harness.sendRemoteCommand(\.changePlaybackPositionCommand, position: 5000)
    #expect(harness.visibleTexts.contains("1800 of 1800 s"))
    #expect(
      harness.nowPlayingInfo?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? TimeInterval
        == 1800)
  }

  @Test("a command the app turned off, or never handled, is not on the lock screen to press")
  func unofferedCommandsAreRefused() {
    let harness = ParentHarness { PodcastPlayerView() }
    withKnownIssue {
      harness.sendRemoteCommand(\.nextTrackCommand)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("found the command not offered") }
    }
    withKnownIssue {
      harness.sendRemoteCommand(\.likeCommand)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("found the command not offered") }
    }
    #expect(harness.visibleTexts.contains("Paused"))
  }

  @Test("each harness is its own device: another's lock screen shows nothing")
  func devicesAreApart() throws {
    let playing = ParentHarness { PodcastPlayerView() }
    try playing.find(button: "Play").tap()
    let other = ParentHarness { PodcastPlayerView() }
    #expect(playing.nowPlayingInfo != nil)
    #expect(other.nowPlayingInfo == nil)
  }

  @Test("after a relaunch the lock screen is empty and only the new app's handlers answer")
  func relaunchStartsOver() throws {
    let harness = ParentHarness { PodcastPlayerView() }
    try harness.find(button: "Play").tap()
    harness.relaunch()
    #expect(harness.nowPlayingInfo == nil)
    #expect(harness.sendRemoteCommand(\.playCommand) == [.success], "one handler: the new app's")
    #expect(harness.visibleTexts.contains("Playing"))
  }
}
