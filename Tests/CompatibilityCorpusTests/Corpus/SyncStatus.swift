import CloudKit
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// Says whether the app's data syncs through iCloud, and follows the account as it changes.
struct SyncStatus: View {
  @State private var status: CKAccountStatus?

  var body: some View {
    Group {
      switch status {
      case .available: Label("Syncing with iCloud", systemImage: "icloud")
      case .noAccount: Label("Sign in to iCloud to sync", systemImage: "icloud.slash")
      case .none: ProgressView()
      default: Label("iCloud is not available", systemImage: "exclamationmark.icloud")
      }
    }
    .task { await refresh() }
    .onReceive(NotificationCenter.default.publisher(for: .CKAccountChanged)) { _ in
      Task { await refresh() }
    }
  }

  private func refresh() async {
    status = try? await CKContainer(identifier: "iCloud.example.notes").accountStatus()
  }
}
