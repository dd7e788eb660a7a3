import AdSupport
import AppTrackingTransparency
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A news feed whose ads are personalized only if the user allows tracking. It asks when the app
/// becomes active — the only time the system shows the prompt — and not before.
struct AdConsentFeed: View {
  @Environment(\.scenePhase) private var scenePhase
  @State private var status = ATTrackingManager.trackingAuthorizationStatus
  @State private var advertisingID = ""

  var body: some View {
    VStack {
      Text(status == .authorized ? "Personalized ads" : "Generic ads")
      if !advertisingID.isEmpty { Text(advertisingID) }
      Button("Ask again") { Task { await ask() } }
    }
    .task { await ask() }
    .onChange(of: scenePhase) { _, phase in
      if phase == .active { Task { await ask() } }
    }
  }

  private func ask() async {
    status = await ATTrackingManager.requestTrackingAuthorization()
    advertisingID = ASIdentifierManager.shared().advertisingIdentifier.uuidString
  }
}
