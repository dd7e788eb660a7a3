import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// An upload queue drawn with a small design system of the app's own styles: a progress bar that
/// prints its percentage, an on/off pill for settings, a capsule button that dims while disabled,
/// a hold-to-cancel button, and cards for groups.

struct PercentBarStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    let fraction = configuration.fractionCompleted ?? 0
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        configuration.label
        Spacer()
        Text(fraction.formatted(.percent.precision(.fractionLength(0))))
          .monospacedDigit()
          .foregroundStyle(.secondary)
      }
      GeometryReader { proxy in
        Capsule()
          .fill(Color.accentColor)
          .frame(width: proxy.size.width * fraction)
      }
      .frame(height: 6)
    }
  }
}

struct PillToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
      Text(configuration.isOn ? "ON" : "OFF")
        .font(.caption.bold())
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(configuration.isOn ? Color.green : Color.gray.opacity(0.3), in: Capsule())
        .onTapGesture {
          withAnimation(.snappy) { configuration.isOn.toggle() }
        }
    }
  }
}

struct CapsuleButtonStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .padding(.horizontal, 16)
      .padding(.vertical, 10)
      .background(
        configuration.role == .destructive ? Color.red : Color.accentColor, in: Capsule()
      )
      .foregroundStyle(.white)
      .opacity(isEnabled ? (configuration.isPressed ? 0.7 : 1) : 0.4)
      .accessibilityHint(isEnabled ? "" : "Nothing to upload")
  }
}

/// Runs the action only after a long press, so that a stray tap cannot cancel every upload.
struct HoldToConfirmButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundStyle(.red)
      .onLongPressGesture(minimumDuration: 0.8) { configuration.trigger() }
  }
}

struct CardGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      configuration.label.font(.headline)
      configuration.content
    }
    .padding()
    .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
  }
}

extension ToggleStyle where Self == PillToggleStyle {
  static var pill: PillToggleStyle { PillToggleStyle() }
}

struct PendingUpload: Identifiable, Hashable {
  let id: Int
  var name: String
  var sent: Double
}

struct UploadQueueScreen: View {
  @State private var uploads = [
    PendingUpload(id: 1, name: "IMG_0001.heic", sent: 0.4),
    PendingUpload(id: 2, name: "Trip.mov", sent: 0),
  ]
  @AppStorage("wifiOnly") private var wifiOnly = true
  @State private var lowPower = false

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        GroupBox("Queue") {
          ForEach(uploads) { upload in
            ProgressView(upload.name, value: upload.sent)
          }
          if uploads.isEmpty {
            Text("All caught up")
          }
        }
        GroupBox("Settings") {
          Toggle("Wi-Fi only", isOn: $wifiOnly)
          Toggle("Low Power", isOn: $lowPower)
        }
        .toggleStyle(.pill)
        Button("Send next chunk") { sendChunk() }
          .disabled(uploads.isEmpty || (lowPower && wifiOnly))
        Button("Cancel all", role: .destructive) { uploads.removeAll() }
          .buttonStyle(HoldToConfirmButtonStyle())
      }
      .groupBoxStyle(CardGroupBoxStyle())
      .progressViewStyle(PercentBarStyle())
      .buttonStyle(CapsuleButtonStyle())
      .padding()
    }
  }

  private func sendChunk() {
    guard let index = uploads.firstIndex(where: { $0.sent < 1 }) else { return }
    uploads[index].sent = min(1, uploads[index].sent + 0.3)
    if uploads[index].sent >= 1 { uploads.remove(at: index) }
  }
}
