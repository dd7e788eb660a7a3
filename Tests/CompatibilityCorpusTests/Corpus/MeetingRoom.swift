import AVFoundation
import Foundation
import Speech

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A meeting room in the shape of Scrumdinger's meeting screen: while a meeting runs, the
/// microphone is transcribed with Speech (an audio engine's tap feeds a buffer request) and
/// recorded to a file; ending it keeps the transcript in the room's history.
@MainActor
final class MeetingTranscriber: ObservableObject {
  enum Status: Equatable {
    case idle
    case asking
    case listening
    case failed(String)
  }

  @Published private(set) var transcript = ""
  @Published private(set) var status = Status.idle
  /// One engine for every meeting: its tap is removed when a meeting stops.
  let engine = AVAudioEngine()
  private var recognition: SFSpeechRecognitionTask?
  private let recognizer = SFSpeechRecognizer(locale: Locale(identifier: "en-US"))

  func start() async {
    transcript = ""
    status = .asking
    let allowed = await withCheckedContinuation { continuation in
      SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0 == .authorized) }
    }
    let mayRecord = await AVAudioApplication.requestRecordPermission()
    guard let recognizer, allowed, mayRecord else {
      status = .failed(allowed ? "The microphone is not allowed" : "Speech is not allowed")
      return
    }
    let request = SFSpeechAudioBufferRecognitionRequest()
    request.addsPunctuation = true
    do {
      try Self.listen(with: engine, into: request)
    } catch {
      status = .failed(error.localizedDescription)
      return
    }
    recognition = recognizer.recognitionTask(with: request) { [weak self] result, error in
      let words = result?.bestTranscription.formattedString
      let isOver = error != nil || result?.isFinal == true
      Task { @MainActor in
        if let words { self?.transcript = words }
        if isOver { self?.stop() }
      }
    }
    status = .listening
  }

  func stop() {
    recognition?.finish()
    recognition = nil
    engine.stop()
    engine.inputNode.removeTap(onBus: 0)
    status = .idle
  }

  /// Feeds the microphone to `request`, off the main actor: the engine calls its tap on its own
  /// thread.
  private nonisolated static func listen(
    with engine: AVAudioEngine, into request: SFSpeechAudioBufferRecognitionRequest
  ) throws {
    try AVAudioSession.sharedInstance().setCategory(
      .record, mode: .measurement, options: .duckOthers)
    let input = engine.inputNode
    input.installTap(onBus: 0, bufferSize: 2048, format: input.outputFormat(forBus: 0)) {
      buffer, _ in
      request.append(buffer)
    }
    engine.prepare()
    try engine.start()
  }
}

struct MeetingRoom: View {
  let memoURL: URL
  @StateObject private var transcriber = MeetingTranscriber()
  @State private var history: [String] = []
  @State private var inMeeting = false

  var body: some View {
    NavigationStack {
      List {
        Section("History") {
          ForEach(history, id: \.self) { Text($0) }
        }
      }
      .navigationTitle("Design sync")
      .toolbar {
        Button("Start Meeting") { inMeeting = true }
      }
      .navigationDestination(isPresented: $inMeeting) {
        MeetingTalk(transcriber: transcriber, memoURL: memoURL) { transcript in
          history.append("Meeting \(history.count + 1): \(transcript)")
        }
      }
    }
  }
}

struct MeetingTalk: View {
  @ObservedObject var transcriber: MeetingTranscriber
  let memoURL: URL
  let onEnd: (String) -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var recorder: AVAudioRecorder?

  private var statusText: String {
    switch transcriber.status {
    case .idle: "Not listening"
    case .asking: "Asking to listen…"
    case .listening: "Listening…"
    case .failed(let reason): reason
    }
  }

  var body: some View {
    VStack(spacing: 16) {
      Text(statusText)
      Text(transcriber.transcript.isEmpty ? "Nothing said yet" : transcriber.transcript)
      Button("End Meeting", role: .destructive) {
        onEnd(transcriber.transcript.isEmpty ? "no transcript" : transcriber.transcript)
        dismiss()
      }
    }
    .task {
      let settings: [String: Any] = [
        AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 12_000,
        AVNumberOfChannelsKey: 1, AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
      ]
      recorder = try? AVAudioRecorder(url: memoURL, settings: settings)
      recorder?.record()
      await transcriber.start()
    }
    .onDisappear {
      transcriber.stop()
      recorder?.stop()
    }
  }
}
