import Foundation
import Photos

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI)
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A sticker maker's photo screen: it saves the finished sticker to the user's library with
  /// PhotoKit (asking only to add photos), says so when the user did not allow it, and shows a
  /// strip of the library's photos once the user lets it read them — the few the user chose under
  /// limited access, with a way to ask for more.
  struct PhotoStrip: View {
    @State private var status = PHPhotoLibrary.authorizationStatus(for: .readWrite)
    @State private var thumbnails: [String: UIImage] = [:]
    @State private var assetIDs: [String] = []
    @State private var saveMessage = ""
    @State private var showsSaveError = false

    var body: some View {
      NavigationStack {
        List {
          Section("Sticker") {
            Button("Save sticker") {
              Task { await saveSticker() }
            }
            if !saveMessage.isEmpty { Text(saveMessage) }
          }
          Section("Library") {
            switch status {
            case .authorized, .limited:
              if status == .limited { Text("Showing the photos you chose") }
              ForEach(assetIDs, id: \.self) { id in
                Text(
                  thumbnails[id] == nil ? "Loading…" : "Photo \(assetIDs.firstIndex(of: id)! + 1)")
              }
              if assetIDs.isEmpty { Text("No photos") }
            case .denied, .restricted:
              Text("Photo access is off. Turn it on in Settings.")
            default:
              Button("Show my photos") {
                Task { await askToRead() }
              }
            }
          }
        }
        .navigationTitle("Stickers")
        .alert("Couldn't save", isPresented: $showsSaveError) {
          Button("OK", role: .cancel) {}
        } message: {
          Text("Allow adding photos in Settings to save stickers.")
        }
      }
    }

    private func saveSticker() async {
      guard let sticker = UIImage(data: Data("sticker".utf8)) else { return }
      do {
        try await PHPhotoLibrary.shared().performChanges {
          let request = PHAssetChangeRequest.creationRequestForAsset(from: sticker)
          request.creationDate = Date()
        }
        saveMessage = "Saved to Photos"
      } catch {
        showsSaveError = true
      }
    }

    private func askToRead() async {
      status = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
      loadPhotos()
    }

    private func loadPhotos() {
      let options = PHFetchOptions()
      options.fetchLimit = 20
      let result = PHAsset.fetchAssets(with: .image, options: options)
      var ids: [String] = []
      result.enumerateObjects { asset, _, _ in ids.append(asset.localIdentifier) }
      assetIDs = ids
      for index in 0..<result.count {
        let asset = result.object(at: index)
        PHImageManager.default().requestImage(
          for: asset, targetSize: CGSize(width: 120, height: 120), contentMode: .aspectFill,
          options: nil
        ) { image, _ in
          thumbnails[asset.localIdentifier] = image
        }
      }
    }
  }
#endif
