import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A downloads screen in the shape apps write their confirmations: dialog and alert titles as
/// `Text`s (one made from a localized string resource) and strings, with and without messages,
/// about a file or not — the title forms SwiftUI offers beside the localized key.
struct DownloadedFile: Identifiable, Hashable {
  let id: Int
  var name: String
  var kilobytes: Int
}

struct DownloadsCleanup: View {
  @State private var files = [
    DownloadedFile(id: 1, name: "report.pdf", kilobytes: 120),
    DownloadedFile(id: 2, name: "photo.heic", kilobytes: 2_400),
  ]
  @State private var confirmingClear = false
  @State private var selected: DownloadedFile?
  @State private var showingOptions = false
  @State private var showingUsage = false
  @State private var failedFile: DownloadedFile?
  @State private var showingFailure = false
  @State private var cleaned = false

  private var usageTitle: String { "Storage used by \(files.count) files" }

  var body: some View {
    NavigationStack {
      List(files) { file in
        Button(file.name) {
          selected = file
          showingOptions = true
        }
      }
      .navigationTitle("Downloads")
      .toolbar {
        Button("Clear") { confirmingClear = true }
        Button("Usage") { showingUsage = true }
      }
      .confirmationDialog(
        Text("Remove \(files.count) downloads?"), isPresented: $confirmingClear
      ) {
        Button("Remove All", role: .destructive) {
          files.removeAll()
          cleaned = true
        }
      }
      .confirmationDialog(
        Text(selected?.name ?? ""), isPresented: $showingOptions, titleVisibility: .visible,
        presenting: selected
      ) { file in
        Button("Delete \(file.name)", role: .destructive) {
          files.removeAll { $0.id == file.id }
        }
        Button("Retry download") {
          failedFile = file
          showingFailure = true
        }
      } message: { file in
        Text("\(file.kilobytes) KB")
      }
      .confirmationDialog(usageTitle, isPresented: $showingUsage) {
        Button("OK") {}
      } message: {
        Text("\(files.map(\.kilobytes).reduce(0, +)) KB in all")
      }
      .alert(Text("Download failed"), isPresented: $showingFailure, presenting: failedFile) {
        file in
        Button("Try again later") { failedFile = nil }
      }
      .alert(
        Text(LocalizedStringResource("downloads.cleaned", defaultValue: "All clean")),
        isPresented: $cleaned
      ) {
        Button("Done") {}
      } message: {
        Text("Your downloads folder is empty.")
      }
    }
  }
}
