import CoreMotion
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A spirit level: a model reads the device's motion on the main queue while the screen is up,
/// and the view says how far the device leans.
@MainActor @Observable
final class LevelReader {
  private(set) var rollDegrees = 0.0
  @ObservationIgnored private let motion = CMMotionManager()

  func start() {
    guard motion.isDeviceMotionAvailable else { return }
    motion.deviceMotionUpdateInterval = 1.0 / 30
    motion.startDeviceMotionUpdates(to: .main) { [weak self] data, _ in
      guard let roll = data?.attitude.roll else { return }
      MainActor.assumeIsolated {
        self?.rollDegrees = roll * 180 / .pi
      }
    }
  }

  func stop() {
    motion.stopDeviceMotionUpdates()
  }
}

struct SpiritLevel: View {
  @State private var reader = LevelReader()

  var body: some View {
    VStack {
      if abs(reader.rollDegrees) < 1 {
        Text("Level")
      } else {
        Text("Leaning \(Int(reader.rollDegrees.rounded()))°")
      }
    }
    .onAppear { reader.start() }
    .onDisappear { reader.stop() }
  }
}
