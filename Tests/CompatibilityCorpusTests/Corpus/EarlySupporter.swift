import Foundation
import StoreKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// An app that was paid until version 2.0 and is free since: whoever first got a 1.x version
/// keeps the Pro features. The App Store's signed app transaction says which version the user
/// first got. The badge draws its heart in (iOS 26).
@MainActor
@Observable
final class SupporterStatus {
  private(set) var isEarlySupporter = false
  private(set) var hasChecked = false
  private(set) var firstVersion: String?

  func check() async {
    defer { hasChecked = true }
    guard case .verified(let transaction) = try? await AppTransaction.shared else { return }
    update(from: transaction)
  }

  /// "Restore purchases": asks the App Store for the record again.
  func restore() async {
    guard case .verified(let transaction) = try? await AppTransaction.refresh() else { return }
    update(from: transaction)
  }

  private func update(from transaction: AppTransaction) {
    firstVersion = transaction.originalAppVersion
    isEarlySupporter =
      transaction.originalAppVersion.compare("2.0", options: .numeric) == .orderedAscending
  }
}

struct SupporterBadge: View {
  @State private var status = SupporterStatus()

  var body: some View {
    VStack(spacing: 12) {
      if !status.hasChecked {
        ProgressView()
      } else if status.isEarlySupporter {
        Label("Early supporter", systemImage: "heart.fill")
          .symbolEffect(.drawOn.individually, isActive: true)
        Text("Pro is yours, since version \(status.firstVersion ?? "1")")
      } else {
        Text("Welcome! Try Pro free for a week.")
        Button("Restore purchases") { Task { await status.restore() } }
      }
      SignalGauge()
        .symbolVariableValueMode(.draw)
        .symbolColorRenderingMode(.gradient)
    }
    .task { await status.check() }
  }
}

/// A signal symbol that says how it shows its level, as the environment sets it.
struct SignalGauge: View {
  @Environment(\.symbolVariableValueMode) private var mode
  @Environment(\.symbolColorRenderingMode) private var fill

  var body: some View {
    Image(systemName: "wifi", variableValue: 0.6)
    Text(mode == .draw ? "drawn level" : "coloured level")
    Text(fill == .gradient ? "gradient" : "flat")
  }
}
