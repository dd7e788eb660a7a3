import Foundation

// App-style views written as an app writes them, compiled unchanged against ViewProbe, in
// Swift 6 (CompatibilityCorpusTests) and Swift 5 (CompatibilityCorpusSwift5Tests) modes.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

enum PlaybackSpeed: String, CaseIterable {
  case slow, normal, fast
}

/// Player settings kept in app storage, with an icon-only toolbar, a glass mini player and a
/// sheet closed by role buttons (iOS 26 style).
struct PlayerSettings: View {
  @AppStorage("speed") private var speed: PlaybackSpeed = .normal
  @AppStorage("lastEpisode") private var lastEpisode: String?
  @AppStorage("volume") private var volume = 0.5
  @State private var showingQueue = false
  @Namespace private var glass

  var body: some View {
    NavigationStack {
      Form {
        Picker("Speed", selection: $speed) {
          ForEach(PlaybackSpeed.allCases, id: \.self) { speed in
            Text(speed.rawValue.capitalized).tag(speed)
          }
        }
        Slider(value: $volume, in: 0...1)
        Text(lastEpisode.map { "Resume \($0)" } ?? "Nothing to resume")
        Button("Forget episode", role: .destructive) { lastEpisode = nil }
      }
      .navigationTitle("Player")
      .toolbar {
        Button {
          showingQueue = true
        } label: {
          Image(systemName: "list.bullet")
        }
        .accessibilityIdentifier("queueButton")
        ToolbarSpacer(.fixed)
        Button {
          lastEpisode = "Episode 12"
        } label: {
          Image(systemName: "play.fill")
        }
        .accessibilityLabel("Play")
      }
      .sheet(isPresented: $showingQueue) {
        QueueSheet()
      }
    }
    .tabViewBottomAccessory {
      GlassEffectContainer(spacing: 12) {
        HStack {
          Text(lastEpisode ?? "Not playing")
            .padding()
            .glassEffect(.regular.interactive(), in: .capsule)
            .glassEffectID("now", in: glass)
        }
      }
    }
  }
}

/// A queue shown in a sheet, closed and confirmed with iOS 26 role buttons.
struct QueueSheet: View {
  @Environment(\.dismiss) private var dismiss
  @AppStorage("queueConfirmed") private var confirmed = false

  var body: some View {
    NavigationStack {
      List {
        Text(confirmed ? "Queue confirmed" : "Queue pending")
      }
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button(role: .close) { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button(role: .confirm) {
            confirmed = true
            dismiss()
          }
          .buttonStyle(.glassProminent)
        }
      }
    }
  }
}
