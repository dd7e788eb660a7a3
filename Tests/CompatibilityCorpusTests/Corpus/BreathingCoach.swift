import CoreHaptics
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A breathing exercise that guides with Core Haptics: a rising buzz to breathe in, a falling
/// one to breathe out, looped until the user stops — or a plain message on a device without
/// haptics.
@MainActor @Observable
final class BreathingGuide {
  private(set) var isGuiding = false
  private(set) var message = "Ready"
  @ObservationIgnored private var engine: CHHapticEngine?
  @ObservationIgnored private(set) var player: (any CHHapticAdvancedPatternPlayer)?

  func start(breaths: Int) {
    guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else {
      message = "Follow the circle"
      return
    }
    do {
      let engine = try self.engine ?? CHHapticEngine()
      try engine.start()
      self.engine = engine
      let player = try engine.makeAdvancedPlayer(with: breathingPattern(breaths: breaths))
      player.loopEnabled = true
      try player.start(atTime: CHHapticTimeImmediate)
      self.player = player
      isGuiding = true
      message = "Breathe with the pulse"
    } catch {
      message = "Haptics unavailable: \(error.localizedDescription)"
    }
  }

  func stop() {
    try? player?.stop(atTime: CHHapticTimeImmediate)
    engine?.stop()
    isGuiding = false
    message = "Well done"
  }

  private func breathingPattern(breaths: Int) throws -> CHHapticPattern {
    var events: [CHHapticEvent] = []
    for breath in 0..<breaths {
      let start = Double(breath) * 8
      events.append(
        CHHapticEvent(
          eventType: .hapticContinuous,
          parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.4)],
          relativeTime: start, duration: 4))
      events.append(
        CHHapticEvent(
          eventType: .hapticContinuous,
          parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.2)],
          relativeTime: start + 4, duration: 4))
    }
    return try CHHapticPattern(events: events, parameters: [])
  }
}

struct BreathingCoach: View {
  @State private var guide = BreathingGuide()
  @State private var breaths = 3

  var body: some View {
    VStack(spacing: 20) {
      Text(guide.message)
        .font(.title2)
      Stepper("\(breaths) breaths", value: $breaths, in: 1...10)
      if guide.isGuiding {
        Button("Stop") { guide.stop() }
      } else {
        Button("Start") { guide.start(breaths: breaths) }
      }
    }
    .padding()
  }
}
