// Linux has no Quick Look. There, ViewProbe's product includes this stand-in, so that a view that
// previews files (`quickLookPreview(_:)`, or UIKit's `QLPreviewController` in a representable)
// compiles unchanged. The SwiftUI preview is a full-screen cover, as on an iPhone, that shows the
// file's name (nothing is rendered), pages between the items as the user swipes
// (`drag(by:)`), updating the selection, and closes with "Done", setting it to `nil`.
import Foundation
import ViewProbe

extension View {
  /// Previews the file at `item` full screen while it is not `nil`; closing the preview sets it
  /// to `nil`.
  public func quickLookPreview(_ item: Binding<URL?>) -> some View {
    fullScreenCover(isPresented: presented(item, in: nil)) {
      QuickLookScreen(selection: item, items: item.wrappedValue.map { [$0] } ?? [])
    }
  }

  /// Previews `items` full screen, starting at `selection`, while `selection` is one of them (a
  /// URL not among them counts as `nil`); paging sets `selection`, closing sets it to `nil`.
  public func quickLookPreview<Items: RandomAccessCollection>(
    _ selection: Binding<Items.Element?>, in items: Items
  ) -> some View where Items.Element == URL {
    let urls = Array(items)
    return fullScreenCover(isPresented: presented(selection, in: urls)) {
      QuickLookScreen(selection: selection, items: urls)
    }
  }

  private func presented(_ selection: Binding<URL?>, in items: [URL]?) -> Binding<Bool> {
    Binding(
      get: {
        guard let url = selection.wrappedValue else { return false }
        return items?.contains(url) ?? true
      },
      set: { if !$0 { selection.wrappedValue = nil } })
  }
}

/// Quick Look's screen: the items as pages (their file names), and "Done".
private struct QuickLookScreen: View {
  @Binding var selection: URL?
  let items: [URL]

  var body: some View {
    VStack {
      Button("Done") { selection = nil }
      if items.count > 1 {
        TabView(selection: $selection) {
          ForEach(items, id: \.self) { url in
            Text(url.lastPathComponent).tag(Optional(url))
          }
        }
        .tabViewStyle(.page)
      } else {
        Text(selection?.lastPathComponent ?? "")
      }
    }
  }
}

/// An item Quick Look previews: a file URL, and a title.
public protocol QLPreviewItem {
  /// The file to preview.
  var previewItemURL: URL? { get }
  /// The title shown (the file's name when `nil`).
  var previewItemTitle: String? { get }
}

extension QLPreviewItem {
  /// The file's name.
  public var previewItemTitle: String? { nil }
}

extension URL: QLPreviewItem {
  /// The URL itself.
  public var previewItemURL: URL? { self }
}

extension NSURL: QLPreviewItem {
  /// The URL itself.
  public var previewItemURL: URL? { self as URL }
}

/// Gives a preview controller its items.
public protocol QLPreviewControllerDataSource: AnyObject {
  /// How many items there are.
  func numberOfPreviewItems(in controller: QLPreviewController) -> Int
  /// The item at `index`.
  func previewController(_ controller: QLPreviewController, previewItemAt index: Int)
    -> any QLPreviewItem
}

/// Hears a preview controller's events. Every method does nothing unless implemented.
public protocol QLPreviewControllerDelegate: AnyObject {
  /// The preview is about to close.
  func previewControllerWillDismiss(_ controller: QLPreviewController)
  /// The preview closed.
  func previewControllerDidDismiss(_ controller: QLPreviewController)
}

extension QLPreviewControllerDelegate {
  /// Does nothing.
  public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
  /// Does nothing.
  public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
}

/// UIKit's Quick Look controller: it asks its data source for its items (nothing is rendered).
open class QLPreviewController: UIViewController {
  /// Gives the items.
  open weak var dataSource: (any QLPreviewControllerDataSource)?
  /// Hears events.
  open weak var delegate: (any QLPreviewControllerDelegate)?
  /// The index of the item shown.
  open var currentPreviewItemIndex = 0

  /// The item shown, as the data source gives it.
  open var currentPreviewItem: (any QLPreviewItem)? {
    guard let dataSource, currentPreviewItemIndex < dataSource.numberOfPreviewItems(in: self)
    else { return nil }
    return dataSource.previewController(self, previewItemAt: currentPreviewItemIndex)
  }

  /// Asks the data source again.
  open func reloadData() {}

  /// Refreshes the item shown.
  open func refreshCurrentPreviewItem() {}

  /// Whether Quick Look can preview `item` (a file URL).
  open class func canPreview(_ item: any QLPreviewItem) -> Bool {
    item.previewItemURL?.isFileURL == true
  }
}
