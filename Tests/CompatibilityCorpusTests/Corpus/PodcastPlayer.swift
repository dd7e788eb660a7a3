import Foundation
import MediaPlayer

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A podcast player's lock-screen side: it tells the Now Playing centre what plays and how far,
/// and answers the lock screen's and a headset's buttons. Nothing is heard (the playback clock is
/// the app's own here); the state is what a test checks.
@MainActor
@Observable
final class EpisodePlayer {
  let title = "Tide Pools"
  let show = "Coastlines"
  let duration: TimeInterval = 1800
  private(set) var isPlaying = false
  private(set) var elapsed: TimeInterval = 0
  private var commandsAreSet = false

  func setUpRemoteCommands() {
    guard !commandsAreSet else { return }
    commandsAreSet = true
    let commands = MPRemoteCommandCenter.shared()
    commands.playCommand.addTarget { [weak self] _ in
      self?.play()
      return .success
    }
    commands.pauseCommand.addTarget { [weak self] _ in
      self?.pause()
      return .success
    }
    commands.togglePlayPauseCommand.addTarget { [weak self] _ in
      guard let self else { return .noActionableNowPlayingItem }
      isPlaying ? pause() : play()
      return .success
    }
    commands.skipForwardCommand.preferredIntervals = [30]
    commands.skipForwardCommand.addTarget { [weak self] event in
      guard let self, let skip = event as? MPSkipIntervalCommandEvent else { return .commandFailed }
      seek(to: elapsed + skip.interval)
      return .success
    }
    commands.changePlaybackPositionCommand.addTarget { [weak self] event in
      guard let self, let change = event as? MPChangePlaybackPositionCommandEvent else {
        return .commandFailed
      }
      seek(to: change.positionTime)
      return .success
    }
    // The queue is empty: the next-episode button is handled but off until one is queued.
    commands.nextTrackCommand.addTarget { _ in .noSuchContent }
    commands.nextTrackCommand.isEnabled = false
  }

  func play() {
    isPlaying = true
    publish()
  }

  func pause() {
    isPlaying = false
    publish()
  }

  func seek(to time: TimeInterval) {
    elapsed = min(max(0, time), duration)
    publish()
  }

  private func publish() {
    MPNowPlayingInfoCenter.default().nowPlayingInfo = [
      MPMediaItemPropertyTitle: title,
      MPMediaItemPropertyArtist: show,
      MPMediaItemPropertyPlaybackDuration: duration,
      MPNowPlayingInfoPropertyElapsedPlaybackTime: elapsed,
      MPNowPlayingInfoPropertyPlaybackRate: isPlaying ? 1.0 : 0.0,
      MPNowPlayingInfoPropertyMediaType: MPNowPlayingInfoMediaType.audio.rawValue,
    ]
  }
}

struct PodcastPlayerView: View {
  @State private var player = EpisodePlayer()

  var body: some View {
    VStack {
      Text(player.title).font(.headline)
      Text(player.isPlaying ? "Playing" : "Paused")
      Text("\(Int(player.elapsed)) of \(Int(player.duration)) s")
      Button(player.isPlaying ? "Pause" : "Play") {
        player.isPlaying ? player.pause() : player.play()
      }
    }
    .onAppear { player.setUpRemoteCommands() }
  }
}
