#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

final class LegacySettingsModel: ObservableObject {
  @Published var notifications = true
  @Published var nickname = ""
  @Published var items: [String] = ["Inbox", "Archive"]
}

struct LegacySettingsScreen: View {
  @StateObject private var model = LegacySettingsModel()
  @State private var selectedFolder: String?

  var body: some View {
    NavigationView {
      List {
        Toggle("Notifications", isOn: $model.notifications)
        TextField("Nickname", text: $model.nickname)
        ForEach(model.items, id: \.self) { item in
          NavigationLink(destination: Text("Folder \(item)")) {
            Label(item, systemImage: "folder")
          }
          .contextMenu(
            ContextMenu {
              Button("Empty \(item)") { model.items.removeAll { $0 == item } }
            })
        }
        Button("Reset", role: .destructive) { model.items.removeAll() }
        Link("Help", destination: URL(string: "https://example.com/help")!)
          .cornerRadius(6, antialiased: true)
        LegacyFooter()
      }
      .navigationTitle("Settings")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar { EditButton() }
    }
    .environmentObject(model)
  }
}

struct LegacyFooter: View {
  @EnvironmentObject var model: LegacySettingsModel
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    Text("\(model.items.count) folders, \(sizeClass == .compact ? "compact" : "regular")")
      .foregroundColor(.secondary)
      .font(.footnote)
  }
}

struct NicknameRow: View {
  @ObservedObject var model: LegacySettingsModel
  var body: some View { Text(model.nickname.isEmpty ? "No nickname" : model.nickname) }
}

struct NicknameEcho: View {
  @ObservedObject var model: LegacySettingsModel
  @State private var echoed = ""

  var body: some View {
    Section(header: Text("Echo"), footer: Text("updates as you type")) {
      Text("echo \(echoed)")
    }
    .onReceive(model.$nickname) { echoed = $0 }
  }
}
