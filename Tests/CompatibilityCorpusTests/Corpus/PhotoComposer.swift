import Foundation
import PhotosUI

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A post composer with the photo library embedded in it (iOS 17's inline picker): photos join
/// the post as they are tapped, up to four; a caption in a custom font that follows Dynamic Type,
/// and a byline in small capitals.
struct PhotoComposer: View {
  @State private var selection: [PhotosPickerItem] = []
  @State private var caption = ""
  @State private var coverItem: PhotosPickerItem?

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Caption", text: $caption, axis: .vertical)
        .font(.custom("AvenirNext-Regular", size: 17, relativeTo: .body).leading(.loose))
      Text("\(selection.count) of 4 photos")
        .font(.caption.monospaced())
      Text("by the editor").font(.footnote.smallCaps())
      if !selection.isEmpty {
        Button("Remove all", role: .destructive) { selection.removeAll() }
      }
      PhotosPicker(
        "Choose a cover", selection: $coverItem, matching: .images, photoLibrary: .shared())
      PhotosPicker(
        selection: $selection, maxSelectionCount: 4, selectionBehavior: .continuousAndOrdered,
        matching: .any(of: [.images, .livePhotos]), photoLibrary: .shared()
      ) {
        Text("Library")
      }
      .photosPickerStyle(.compact)
      .photosPickerDisabledCapabilities(.selectionActions)
      .photosPickerAccessoryVisibility(.hidden, edges: .all)
      .frame(height: 110)
    }
    .padding()
  }
}
