import AVFoundation
import AVKit
import Foundation
import UniformTypeIdentifiers

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A phrase book: phrases are spoken with AVSpeechSynthesizer, shared and dragged to favorites as
/// a Transferable model, a lesson video plays in a sheet, and a ding plays when a favorite is
/// added.
struct Phrase: Identifiable, Codable, Hashable, Transferable {
  var id = UUID()
  var text: String
  var language: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .phrase)
    ProxyRepresentation(exporting: \.text)
  }
}

extension UTType {
  static let phrase = UTType(exportedAs: "com.example.phrase")
}

@Observable
final class PhraseSpeaker {
  let synthesizer = AVSpeechSynthesizer()
  private(set) var speaking: String?

  func say(_ phrase: Phrase) {
    let utterance = AVSpeechUtterance(string: phrase.text)
    utterance.voice = AVSpeechSynthesisVoice(language: phrase.language)
    utterance.rate = AVSpeechUtteranceDefaultSpeechRate * 0.8
    synthesizer.speak(utterance)
    speaking = phrase.text
  }

  func stop() {
    synthesizer.stopSpeaking(at: .immediate)
    speaking = nil
  }
}

struct PhraseBook: View {
  @State private var phrases = [
    Phrase(text: "Bonjour", language: "fr-FR"),
    Phrase(text: "Gracias", language: "es-ES"),
  ]
  @State private var favorites: [Phrase] = []
  @State private var speaker = PhraseSpeaker()
  @State private var showingLesson = false
  @State private var ding: AVAudioPlayer? = try? AVAudioPlayer(
    data: Data([0x52, 0x49, 0x46, 0x46]))

  var body: some View {
    NavigationStack {
      List {
        Section("Phrases") {
          ForEach(phrases) { phrase in
            HStack {
              Text(phrase.text)
                .draggable(phrase)
              Spacer()
              Button("Speak \(phrase.text)") { speaker.say(phrase) }
              ShareLink(item: phrase, preview: SharePreview(phrase.text))
            }
          }
        }
        Section("Favorites") {
          Text("Favorites: \(favorites.count)")
            .dropDestination(for: Phrase.self) { dropped, _ in
              let new = dropped.filter { !favorites.contains($0) }
              favorites += new
              if !new.isEmpty { ding?.play() }
              return !new.isEmpty
            }
          ForEach(favorites) { favorite in
            Text("★ \(favorite.text)")
          }
        }
      }
      .safeAreaInset(edge: .bottom) {
        if let spoken = speaker.speaking {
          HStack {
            Text("Speaking \(spoken)")
            Button("Stop") { speaker.stop() }
          }
        }
      }
      .navigationTitle("Phrases")
      .toolbar {
        Button("Lesson") { showingLesson = true }
      }
      .sheet(isPresented: $showingLesson) {
        LessonPlayer(url: URL(string: "https://example.com/lesson-1.mp4")!)
      }
    }
  }
}

struct LessonPlayer: View {
  @State private var player: AVPlayer
  @State private var isPlaying = false
  @Environment(\.dismiss) private var dismiss

  init(url: URL) {
    _player = State(initialValue: AVPlayer(url: url))
  }

  var body: some View {
    VStack {
      VideoPlayer(player: player) {
        Text("Lesson 1")
          .font(.caption)
      }
      .frame(height: 240)
      HStack {
        Button(isPlaying ? "Pause" : "Play") {
          if isPlaying { player.pause() } else { player.play() }
          isPlaying.toggle()
        }
        Button("Restart") {
          player.seek(to: .zero)
          player.play()
          isPlaying = true
        }
        Button("Done") {
          player.pause()
          dismiss()
        }
      }
    }
    .onAppear {
      try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
    }
  }
}
