// Linux has no AVKit. There, ViewProbe's product includes this stand-in, so that a view that shows
// a video (`VideoPlayer(player:)`) compiles unchanged. No video is drawn: the player shows its
// overlay, and the `AVPlayer` keeps the state the app gives it.
@_exported import AVFoundation
import ViewProbe

/// A view that plays `player`'s video, with an overlay above it (the video is not drawn).
public struct VideoPlayer<VideoOverlay: View>: View {
  /// The player whose video is shown.
  public let player: AVPlayer?
  let overlay: VideoOverlay

  /// Shows `player`'s video with `videoOverlay` above it.
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
    overlay = videoOverlay()
  }

  /// The overlay.
  public var body: some View { overlay }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  /// Shows `player`'s video.
  public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}
