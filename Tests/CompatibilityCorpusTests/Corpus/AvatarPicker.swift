import Foundation
import PhotosUI

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A profile picture chosen with PhotosPicker and loaded as an `Image`, and a gallery of up to
/// three pictures, as the 100-Days projects load photos since iOS 16.
struct AvatarPicker: View {
  @State private var pickerItem: PhotosPickerItem?
  @State private var avatar: Image?
  @State private var galleryItems: [PhotosPickerItem] = []
  @State private var gallery: [Image] = []

  var body: some View {
    VStack {
      if let avatar {
        avatar
          .resizable()
          .scaledToFit()
          .clipShape(Circle())
      } else {
        ContentUnavailableView("No picture", systemImage: "person.crop.circle")
      }
      PhotosPicker("Select a picture", selection: $pickerItem, matching: .images)
      PhotosPicker(selection: $galleryItems, maxSelectionCount: 3, matching: .images) {
        Label("Select gallery", systemImage: "photo.on.rectangle")
      }
      Text("Gallery: \(gallery.count)")
    }
    .onChange(of: pickerItem) {
      Task {
        avatar = try await pickerItem?.loadTransferable(type: Image.self)
      }
    }
    .onChange(of: galleryItems) {
      Task {
        var loaded: [Image] = []
        for item in galleryItems {
          if let image = try await item.loadTransferable(type: Image.self) {
            loaded.append(image)
          }
        }
        gallery = loaded
      }
    }
  }
}
