import Foundation
import QuickLook

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// Receipts kept as files: a tap previews one with Quick Look, swiping pages through the rest; the
/// shelf remembers the last one looked at. The manual opens on its own.
struct DocumentShelf: View {
  let receipts: [URL]
  @State private var selected: URL?
  @State private var manual: URL?
  @State private var lastSeen = "none"

  var body: some View {
    List {
      ForEach(receipts, id: \.self) { url in
        Button(url.deletingPathExtension().lastPathComponent) { selected = url }
      }
      Button("Manual") { manual = URL(fileURLWithPath: "/docs/Manual.pdf") }
      Text("Last seen: \(lastSeen)")
    }
    .quickLookPreview($selected, in: receipts)
    .quickLookPreview($manual)
    .onChange(of: selected) { _, url in
      if let url { lastSeen = url.lastPathComponent }
    }
  }
}

#if canImport(UIKit) || !canImport(SwiftUI)
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A receipt previewed inline with UIKit's Quick Look controller, as apps did before iOS 14.
  struct ReceiptPreview: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> QLPreviewController {
      let controller = QLPreviewController()
      controller.dataSource = context.coordinator
      return controller
    }

    func updateUIViewController(_ controller: QLPreviewController, context: Context) {
      context.coordinator.parent = self
      controller.reloadData()
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    final class Coordinator: NSObject, QLPreviewControllerDataSource {
      var parent: ReceiptPreview

      init(parent: ReceiptPreview) { self.parent = parent }

      func numberOfPreviewItems(in controller: QLPreviewController) -> Int { 1 }

      func previewController(_ controller: QLPreviewController, previewItemAt index: Int)
        -> QLPreviewItem
      {
        parent.url as QLPreviewItem
      }
    }
  }
#endif
