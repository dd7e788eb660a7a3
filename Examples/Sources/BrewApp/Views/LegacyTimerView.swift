#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A Combine-era model, as older screens still have.
final class BrewTimer: ObservableObject {
  @Published var seconds = 0
  @Published var label = "timer"
}

/// Owns its timer with `@StateObject`: it survives the parent's re-renders.
struct LegacyTimerView: View {
  @StateObject private var timer = BrewTimer()

  var body: some View {
    VStack {
      Text("\(timer.label): \(timer.seconds) s")
      Button("Tick") { timer.seconds += 1 }
    }
  }
}
