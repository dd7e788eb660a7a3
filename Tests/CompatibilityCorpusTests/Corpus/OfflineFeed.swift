import Foundation
import Network

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A feed with an "offline" banner, as apps watch connectivity: an observable model owns an
/// `NWPathMonitor` on a queue of its own and hands each path's status to the main actor.
@MainActor @Observable
final class ConnectionStatus {
  var isConnected = true
  @ObservationIgnored private let monitor = NWPathMonitor()

  init() {
    monitor.pathUpdateHandler = { [weak self] path in
      let connected = path.status == .satisfied
      Task { @MainActor in
        self?.isConnected = connected
      }
    }
    monitor.start(queue: DispatchQueue(label: "ConnectionStatus"))
  }

  deinit {
    monitor.cancel()
  }
}

struct OfflineFeed: View {
  @State private var status = ConnectionStatus()
  @State private var posts = ["Welcome back", "New recipes this week"]

  var body: some View {
    NavigationStack {
      List {
        if !status.isConnected {
          Label("You're offline. Showing saved posts.", systemImage: "wifi.slash")
            .foregroundStyle(.secondary)
        }
        ForEach(posts, id: \.self) { post in
          Text(post)
        }
      }
      .navigationTitle("Feed")
      .toolbar {
        Button("Refresh") { posts.append("Fresh post") }
          .disabled(!status.isConnected)
      }
    }
  }
}
